import { useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { loading } from '../lib/loading';

/** A thin bar on top while a call (the loading counter) or a route chunk is under way. */
export function RouteProgress() {
  const count = useSyncExternalStore(loading.subscribe, loading.count);
  const navigation = useNavigation();
  const busy = count > 0 || navigation.state !== 'idle';
  return (
    <div
      role="progressbar"
      aria-hidden={!busy}
      aria-label="loading"
      data-testid="loading-bar"
      data-busy={busy}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 2000,
        pointerEvents: 'none',
        background: 'var(--ant-color-primary, #C10230)',
        transformOrigin: 'left',
        transform: `scaleX(${busy ? 0.8 : 0})`,
        opacity: busy ? 1 : 0,
        transition: busy ? 'transform 1.2s ease-out, opacity .2s' : 'opacity .3s',
      }}
    />
  );
}
