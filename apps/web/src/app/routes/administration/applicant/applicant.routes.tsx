import type { RouteObject } from 'react-router';

/** The screens of this area, mounted by `router.tsx` among the signed-in screens (each one its own chunk). */
export const applicantPageRoutes: RouteObject[] = [
  {
    path: 'administration/applicant',
    lazy: () => import('./applicant-list-page').then((m) => ({ Component: m.ApplicantListPage })),
  },
  {
    path: 'administration/applicant/:slug',
    lazy: () => import('./applicant-page').then((m) => ({ Component: m.ApplicantPage })),
  },
  {
    path: 'administration/preApplicant',
    lazy: () => import('./pre-applicant-list-page').then((m) => ({ Component: m.PreApplicantListPage })),
  },
  {
    path: 'administration/preApplicant/view',
    lazy: () => import('./pre-applicant-view-page').then((m) => ({ Component: m.PreApplicantViewPage })),
  },
  {
    path: 'administration/preApplicant/update',
    lazy: () => import('./pre-applicant-update-page').then((m) => ({ Component: m.PreApplicantUpdatePage })),
  },
  {
    path: 'administration/preApplicant/configuration',
    lazy: () => import('./registration-configuration-page').then((m) => ({ Component: m.RegistrationConfigurationPage })),
  },
];
