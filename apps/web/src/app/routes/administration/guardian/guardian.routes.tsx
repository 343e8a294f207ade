import type { RouteObject } from 'react-router';

const pages = () => import('./guardian-pages');

/** The screens of this area, mounted by `router.tsx` among the signed-in screens (each one its own chunk). */
export const guardianRoutes: RouteObject[] = [
  { path: 'administration/guardian', lazy: () => pages().then((m) => ({ Component: m.GuardianListPage })) },
  { path: 'administration/guardian/create', lazy: () => pages().then((m) => ({ Component: m.GuardianCreatePage })) },
  { path: 'administration/guardian/edit/:id?', lazy: () => pages().then((m) => ({ Component: m.GuardianEditPage })) },
  { path: 'administration/guardian/view/:id?', lazy: () => pages().then((m) => ({ Component: m.GuardianViewPage })) },
  {
    path: 'administration/guardian/student-guardian',
    lazy: () => import('./student-guardian-page').then((m) => ({ Component: m.StudentGuardianPage })),
  },
];
