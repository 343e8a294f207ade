import { DEFAULT_PORTAL_CONFIG, type TPortalConfig } from '@school/contract/common/portal-config';

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<TPortalConfig>;
  }
}

/** The runtime configuration the server writes into index.html; defaults when the page runs under `vite`. */
export function readPortalConfig(): TPortalConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__;
  return {
    ...DEFAULT_PORTAL_CONFIG,
    ...injected,
    storeLinks: { ...DEFAULT_PORTAL_CONFIG.storeLinks, ...injected?.storeLinks },
    apiBase: (injected?.apiBase ?? DEFAULT_PORTAL_CONFIG.apiBase).replace(/\/$/, ''),
  };
}

export const portalConfig: TPortalConfig = readPortalConfig();

/** Constants of portal §9. */
export const LIMITS = {
  pageSize: 10,
  firstPage: 1,
  notificationPageSize: 5,
  chunkReloadGuardMs: 60_000,
  drawerWidth: 270,
  dialogWidth: 600,
  feedbackDialogWidth: 500,
  notificationPopupWidth: 500,
  profileMenuWidth: 300,
  profileMenuMaxHeight: 700,
  notificationListWidth: 400,
  notificationListMaxHeight: 400,
  toastMs: 1000,
  toastSuccessMs: 2000,
  toastReportMs: 1500,
  copyrightFrom: 2017,
  localeCookieDays: 365,
  defaultPrimaryColor: '#C10230',
} as const;
