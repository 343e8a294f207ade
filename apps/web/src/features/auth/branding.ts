import { useSyncExternalStore } from 'react';
import { LIMITS } from '../../lib/config';
import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage';

/** The school's public look (login configuration), kept so the app and the sign-in page wear it at once. */
export type TBranding = {
  schoolCode: string;
  name: string;
  nameEn: string;
  logo: string | null;
  backGroundWebUrl: string | null;
  primaryColor: string;
  isOnlineRegistrationAvailable: boolean;
  /** The school's public client key (it identifies the school to the token call; not a secret). */
  clientKey?: string;
};

const listeners = new Set<() => void>();
let current: TBranding | undefined = readJson<TBranding>(STORAGE_KEYS.campus);

export function normalizeColor(value: string | null | undefined): string {
  const v = (value ?? '').trim().replace(/^#/, '');
  return /^[0-9a-fA-F]{6}$/.test(v) ? `#${v.toUpperCase()}` : LIMITS.defaultPrimaryColor;
}

export const brandingStore = {
  get: () => current,
  set(next: TBranding | undefined) {
    current = next;
    if (next) writeJson(STORAGE_KEYS.campus, next);
    else localStorage.removeItem(STORAGE_KEYS.campus);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useBranding = () => useSyncExternalStore(brandingStore.subscribe, brandingStore.get);
