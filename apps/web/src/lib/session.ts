import { STORAGE_KEYS, readJson, writeJson } from './storage';

/** The signed-in session as kept in the browser: the school's client identity and the two tokens. */
export type TSession = {
  schoolCode: string;
  clientKey: string;
  accessToken: string;
  refreshToken: string;
  mustChangePassword?: boolean;
};

export type TSessionStore = {
  get(): TSession | undefined;
  set(session: TSession | undefined): void;
  subscribe(listener: () => void): () => void;
};

export function createSessionStore(persist = true): TSessionStore {
  let current = persist ? readJson<TSession>(STORAGE_KEYS.session) : undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(session) {
      current = session;
      if (persist) {
        if (session) writeJson(STORAGE_KEYS.session, session);
        else localStorage.removeItem(STORAGE_KEYS.session);
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore();

/** Claims of our access token the web app may read (it never trusts them for access, the server does). */
export type TAccessClaims = { sub: string; cid: string; mat: number; exp: number };

export function readAccessClaims(token: string | undefined): TAccessClaims | undefined {
  if (!token) return undefined;
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Partial<TAccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.mat !== 'number') return undefined;
    return { sub: claims.sub, cid: String(claims.cid ?? ''), mat: claims.mat, exp: Number(claims.exp ?? 0) };
  } catch {
    return undefined;
  }
}
