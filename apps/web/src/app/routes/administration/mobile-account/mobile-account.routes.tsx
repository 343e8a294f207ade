import type { RouteObject } from 'react-router';

/** The screens of this area, mounted by `router.tsx` among the signed-in screens (each one its own chunk). */
export const mobileAccountRoutes: RouteObject[] = [
  {
    path: 'administration/mobile-account',
    lazy: () => import('./mobile-account-page').then((m) => ({ Component: m.MobileAccountPage })),
  },
];
