import { useEffect, useRef } from 'react';
import { notificationRefs } from '@school/contract/notification/notification.refs';
import type { TNotificationStreamEvent } from '@school/contract/notification/notification.schemas';
import { api } from '../../../lib/api';
import { camelize, type Camelized } from '../../../lib/case';

export type TStreamEvent = Camelized<TNotificationStreamEvent>;

/** The `data:` payloads of complete server-sent events in `buffer`, and what is left of it. */
export function parseEvents(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data) events.push(data);
  }
  return { events, rest };
}

/**
 * Keeps the live notification stream open while `enabled` (issue 16: the bell updates without a reload):
 * each event (the first on every connection, so a reconnection catches up) goes to `onEvent`. A dropped
 * connection is opened again after 1, 2, 4 … 30 seconds; the server's own end after 10 minutes at once.
 */
export function useNotificationStream(enabled: boolean, onEvent: (event: TStreamEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!enabled || typeof TextDecoder === 'undefined') return;
    const controller = new AbortController();
    let delay = 1000;
    const run = async () => {
      while (!controller.signal.aborted) {
        const started = Date.now();
        try {
          const response = await api.stream(notificationRefs.stream, { signal: controller.signal });
          const reader = response.body?.getReader();
          if (!reader) return;
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            delay = 1000;
            const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
            buffer = parsed.rest;
            for (const data of parsed.events) handler.current(camelize(JSON.parse(data) as TNotificationStreamEvent));
          }
          // The server's planned end comes after minutes: reconnect at once. A stream that ends at once is a fault.
          if (Date.now() - started > 60_000) continue;
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 30_000);
      }
    };
    void run();
    return () => controller.abort();
  }, [enabled]);
}
