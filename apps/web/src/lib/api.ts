import { createApiClient } from './api-client';
import { portalConfig } from './config';
import { loading } from './loading';
import { sessionStore } from './session';

type TExpiredListener = () => void;
const expiredListeners = new Set<TExpiredListener>();

/** The app listens here to log out and say "Session Expired!" when a refresh fails. */
export function onSessionExpired(listener: TExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const api = createApiClient({
  baseUrl: portalConfig.apiBase,
  session: sessionStore,
  loading,
  onSessionExpired: () => expiredListeners.forEach((l) => l()),
});
