import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('chunk-load failure', () => {
  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const reload = vi.fn();
    const storage = window.sessionStorage;
    storage.clear();
    const t0 = 1_000_000;
    expect(reloadForChunkError(t0, storage, reload)).toBe(true);
    expect(reloadForChunkError(t0 + 30_000, storage, reload)).toBe(false);
    expect(reloadForChunkError(t0 + 61_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
