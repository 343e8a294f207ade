import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useRetryWhenOnline } from './use-retry-online';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function Probe({ pending, retry }: { pending: boolean; retry: () => void }) {
  useRetryWhenOnline(pending, retry);
  return null;
}

describe('useRetryWhenOnline (attendance and score sheets)', () => {
  it('retries a failed save when the browser is back online, with the latest edits, and not once it succeeded', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const first = vi.fn();
    const latest = vi.fn();
    act(() => root.render(<Probe pending={false} retry={first} />));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(first).not.toHaveBeenCalled();
    act(() => root.render(<Probe pending retry={first} />));
    act(() => root.render(<Probe pending retry={latest} />));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    act(() => root.render(<Probe pending={false} retry={latest} />));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(latest).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
