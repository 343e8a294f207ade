import type { RouteObject } from 'react-router';

/** The public online-registration pages (portal §2 'Registration'), mounted by `router.tsx` outside the sign-in guard. */
export const registerRoutes: RouteObject[] = [
  {
    path: 'register',
    lazy: () => import('./register-layout').then((m) => ({ Component: m.RegisterLayout })),
    children: [
      { index: true, lazy: () => import('./register-home-page').then((m) => ({ Component: m.RegisterHomePage })) },
      { path: 'form', lazy: () => import('./register-form-page').then((m) => ({ Component: m.RegisterFormPage })) },
      { path: 'login', lazy: () => import('./register-status-page').then((m) => ({ Component: m.RegisterStatusPage })) },
    ],
  },
];
