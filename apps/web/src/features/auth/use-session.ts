import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPermissionKey } from '@school/contract/permission/permission.keys';
import { MOBILE_ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { authRefs } from '@school/contract/auth/auth.refs';
import { api } from '../../lib/api';
import { portalConfig } from '../../lib/config';
import { readAccessClaims, sessionStore } from '../../lib/session';
import { STORAGE_KEYS, YEAR_DEPENDENT_KEYS, clearAppStorage, removeKeys } from '../../lib/storage';
import { forgetYearFilters } from '../../lib/page-config';
import { brandingStore } from './branding';
import { academicYearsQuery, meQuery, permissionsQuery, type TAcademicYear } from './api/session-queries';

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/** Mobile actor type: from the current user, or at once from our own token before that loads. */
export function useActorType(): number | undefined {
  const session = useSession();
  const me = useQuery({ ...meQuery(), enabled: !!session });
  return me.data?.mobileActorType ?? readAccessClaims(session?.accessToken)?.mat;
}

export const isGuardian = (actorType: number | undefined) => actorType === MOBILE_ACTOR_TYPE.GUARDIAN;
/** Staff (the office, teachers, administrators): a known actor that is neither a student nor a guardian. */
export const isStaff = (actorType: number | undefined) =>
  actorType !== undefined && actorType !== MOBILE_ACTOR_TYPE.STUDENT && actorType !== MOBILE_ACTOR_TYPE.GUARDIAN;

export type TPermissions = { ready: boolean; has: (key: TPermissionKey | undefined) => boolean; keys: ReadonlySet<string> };

const EMPTY = new Set<string>();

/** Permission keys; an entry without a key is for everyone (portal §6). Not ready until loaded. */
export function usePermissions(): TPermissions {
  const session = useSession();
  const query = useQuery({ ...permissionsQuery(), enabled: !!session });
  const keys = query.data ?? EMPTY;
  const ready = query.isSuccess || query.isError;
  const has = useCallback((key: TPermissionKey | undefined) => key === undefined || keys.has(key), [keys]);
  return useMemo(() => ({ ready, has, keys }), [ready, has, keys]);
}

export function useMe() {
  const session = useSession();
  return useQuery({ ...meQuery(), enabled: !!session });
}

/**
 * Guardians may use the web portal (portal §1): the deployment opens it to all (GUARDIAN_WEB_ACCESS) or the
 * guardian's school does (its setting, on the current user). Undefined until the current user is known.
 */
export function useGuardianWebAccess(): boolean | undefined {
  const me = useMe();
  if (portalConfig.guardianWebAccess) return true;
  if (me.data) return me.data.guardianWebAccess;
  return me.isError ? false : undefined;
}

// Selected academic year (portal §4): kept in the browser; the IsCurrent one when none is kept.
const yearListeners = new Set<() => void>();
const readYear = () => localStorage.getItem(STORAGE_KEYS.academicYear) ?? undefined;
const subscribeYear = (l: () => void) => {
  yearListeners.add(l);
  return () => {
    yearListeners.delete(l);
  };
};

export function selectAcademicYear(id: string | undefined): void {
  if (id) localStorage.setItem(STORAGE_KEYS.academicYear, id);
  else localStorage.removeItem(STORAGE_KEYS.academicYear);
  // Choosing a year clears the selections that belong to a year, the year and class lists kept among them.
  removeKeys(YEAR_DEPENDENT_KEYS);
  forgetYearFilters();
  yearListeners.forEach((l) => l());
}

export function useAcademicYears(): { years: TAcademicYear[]; selected: TAcademicYear | undefined; loading: boolean; select: (id: string) => void } {
  const session = useSession();
  const query = useQuery({ ...academicYearsQuery(), enabled: !!session });
  const storedId = useSyncExternalStore(subscribeYear, readYear);
  const years = useMemo(() => query.data ?? [], [query.data]);
  const selected = years.find((y) => y.id === storedId) ?? years.find((y) => y.isCurrent) ?? years[0];
  return { years, selected, loading: query.isLoading, select: selectAcademicYear };
}

/**
 * Logout (portal §4): the server revokes the refresh token, then local storage and cached state are
 * cleared and the user goes to /login. A server failure is reported, the local sign-out happens anyway.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<{ serverFailed: boolean }> => {
    const session = sessionStore.get();
    let serverFailed = false;
    if (session) {
      try {
        await api.call(authRefs.logout, { body: { refresh_token: session.refreshToken } });
      } catch {
        serverFailed = true;
      }
    }
    clearLocalSession();
    queryClient.clear();
    return { serverFailed };
  }, [queryClient]);
}

export function clearLocalSession(): void {
  clearAppStorage();
  brandingStore.set(undefined);
  sessionStore.set(undefined);
  yearListeners.forEach((l) => l());
}

// "Session Expired!" (portal §4): the notice waits for the sign-in page, which shows it once.
const EXPIRED_NOTICE = 'sms_session_expired';

export function markSessionExpired(): void {
  sessionStorage.setItem(EXPIRED_NOTICE, '1');
}

export function takeSessionExpiredNotice(): boolean {
  const had = sessionStorage.getItem(EXPIRED_NOTICE) === '1';
  sessionStorage.removeItem(EXPIRED_NOTICE);
  return had;
}
