import { LIMITS } from './config';

const KEY = 'sms_chunk_reload_at';

/** A failed dynamic import: the app was redeployed and the old chunk names are gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page to fetch the new build, at most once a minute (portal §4, §9): a second failure
 * within the minute shows the error page instead of reloading in a loop. Returns whether it reloads.
 */
export function reloadForChunkError(now = Date.now(), storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < LIMITS.chunkReloadGuardMs) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk with this event. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
