import { useEffect, useRef } from 'react';

/**
 * A save that failed while the connection was down is tried again when the browser is back online (the
 * `online` event): attendance taking and the score sheet. `pending` says a failed save waits; `retry` runs it
 * with the page's current edits (the latest function given is the one called).
 */
export function useRetryWhenOnline(pending: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!pending) return;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [pending]);
}
