import { useEffect, useMemo, useState, type ReactNode } from 'react';
import AppContext, { AppConfigContext, type useAppProps as TAppApis } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useComponentConfig } from 'antd/es/config-provider/context';
import type { ConfigOptions as TMessageConfig } from 'antd/es/message/interface';
import type { NotificationConfig as TNotificationConfig } from 'antd/es/notification/interface';
import type { FeedbackHolders as THolders } from './feedback-holders';

const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'] as const;
const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning', 'destroy'] as const;
const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

type TCall = (ready: TAppApis) => unknown;

/**
 * The App context's `message`, `notification` and `modal`: each call goes to antd's, or, before they are
 * loaded, waits for them (and asks for them). `ready` hands them over once their holders have mounted.
 */
function createForwarder(load: () => void) {
  let apis: TAppApis | null = null;
  const waiting: TCall[] = [];
  const forward = <K extends keyof TAppApis>(kind: K, methods: readonly string[]) =>
    Object.fromEntries(
      methods.map((method) => [
        method,
        (...args: unknown[]) => {
          const call: TCall = (ready) => (ready[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
          if (apis) return call(apis);
          waiting.push(call);
          load();
          return undefined;
        },
      ]),
    ) as unknown as TAppApis[K];
  return {
    value: {
      message: forward('message', MESSAGE_METHODS),
      notification: forward('notification', NOTIFICATION_METHODS),
      modal: forward('modal', MODAL_METHODS),
    },
    load,
    ready: (loaded: TAppApis) => {
      apis = loaded;
      for (const call of waiting.splice(0)) call(loaded);
    },
  };
}

/**
 * antd's `<App>` (its root element and style, the App context of `message`, `notification` and `modal`)
 * with the toast and dialog machinery loaded on demand (issue 17: about 30 KB no page shows on its first
 * load). It is fetched at the user's first press or key, before any toast can follow from it; a call made
 * sooner (a load error's dialog) fetches it, waits for it, and runs.
 */
export function FeedbackApp({ message, notification, children }: { message: TMessageConfig; notification: TNotificationConfig; children: ReactNode }) {
  const { getPrefixCls, direction, className: contextClassName, style: contextStyle } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [Holders, setHolders] = useState<typeof THolders | null>(null);
  const [forwarder] = useState(() => {
    let loading: Promise<void> | undefined;
    return createForwarder(() => {
      loading ??= import('./feedback-holders').then((m) => setHolders(() => m.FeedbackHolders));
    });
  });
  const { load, ready, value } = forwarder;
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const first = () => {
      for (const event of events) window.removeEventListener(event, first, true);
      load();
    };
    for (const event of events) window.addEventListener(event, first, true);
    return () => {
      for (const event of events) window.removeEventListener(event, first, true);
    };
  }, [load]);

  const config = useMemo(() => ({ message, notification }), [message, notification]);

  const className = [contextClassName, hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return (
    <AppContext.Provider value={value}>
      <AppConfigContext.Provider value={config}>
        <div className={className} style={contextStyle}>
          {Holders ? <Holders message={message} notification={notification} onReady={ready} /> : null}
          {children}
        </div>
      </AppConfigContext.Provider>
    </AppContext.Provider>
  );
}
