import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const reduced = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

/**
 * Whether the reader asked the system for less motion (WCAG 2.3.3): antd's zooms, slides and fades are
 * then turned off (`token.motion`), dialogs and menus appear at once. Follows a change of the setting live.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
