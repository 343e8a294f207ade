import type { RouteObject } from 'react-router';

const pages = () => import('./employee-pages');

/** The screens of this area, mounted by `router.tsx` among the signed-in screens (each one its own chunk). */
export const employeeRoutes: RouteObject[] = [
  { path: 'administration/employee', lazy: () => pages().then((m) => ({ Component: m.EmployeeListPage })) },
  { path: 'administration/employee/add', lazy: () => pages().then((m) => ({ Component: m.EmployeeAddPage })) },
  { path: 'administration/employee/edit/:id?', lazy: () => pages().then((m) => ({ Component: m.EmployeeEditPage })) },
  { path: 'administration/employee/view/:id?', lazy: () => import('./employee-view-page').then((m) => ({ Component: m.EmployeeViewPage })) },
];
