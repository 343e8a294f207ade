import type { RouteObject } from 'react-router';

/** The screens of this area, mounted by `router.tsx` among the signed-in screens (each one its own chunk). */
export const studentRoutes: RouteObject[] = [
  { path: 'administration/student', lazy: () => import('./student-list-page').then((m) => ({ Component: m.StudentListPage })) },
  { path: 'administration/student/list', lazy: () => import('./student-list-page').then((m) => ({ Component: m.StudentListPage })) },
  { path: 'administration/student/create', lazy: () => import('./student-form-page').then((m) => ({ Component: m.StudentCreatePage })) },
  { path: 'administration/student/edit/:id', lazy: () => import('./student-form-page').then((m) => ({ Component: m.StudentEditPage })) },
  { path: 'administration/student/:slug', lazy: () => import('./student-view-page').then((m) => ({ Component: m.StudentViewPage })) },
  { path: 'administration/student/change-class', lazy: () => import('./student-change-class-page').then((m) => ({ Component: m.StudentChangeClassPage })) },
  { path: 'administration/student/promotion', lazy: () => import('./student-promotion-page').then((m) => ({ Component: m.StudentPromotionPage })) },
  { path: 'administration/student/import', lazy: () => import('./student-import-page').then((m) => ({ Component: m.StudentImportPage })) },
  {
    path: 'administration/student/import/constant',
    lazy: () => import('./student-import-constant-page').then((m) => ({ Component: m.StudentImportConstantPage })),
  },
  { path: 'administration/student/import/:id', lazy: () => import('./student-import-batch-page').then((m) => ({ Component: m.StudentImportBatchPage })) },
];
