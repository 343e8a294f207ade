/**
 * Runtime configuration of the web app. The server writes it into index.html as
 * `window.__PORTAL_CONFIG__` when it serves the page, so one build runs anywhere.
 */
export type TPortalConfig = {
  /** Base of the API: same origin + `/backend` by default, or another host in production. */
  apiBase: string;
  /** Guardians may use the web portal (portal §1: off in this build); otherwise they go to /access-mobile. */
  guardianWebAccess: boolean;
  storeLinks: { appStore: string; playStore: string; appGallery: string };
  /** The name of the schools' mobile app as its stores show it (empty: "the school's mobile app"). */
  mobileAppName: string;
  production: boolean;
  version: string;
};

export const DEFAULT_PORTAL_CONFIG: TPortalConfig = {
  apiBase: '/backend',
  guardianWebAccess: false,
  storeLinks: { appStore: '', playStore: '', appGallery: '' },
  mobileAppName: '',
  production: false,
  version: '0.0.0',
};
