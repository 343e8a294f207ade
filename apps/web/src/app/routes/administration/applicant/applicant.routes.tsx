import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lazy-page';

/** The screens of this area, mounted by `router.tsx` among the signed-in screens (each one its own chunk). */
export const applicantPageRoutes: RouteObject[] = [
  lazyPage('administration/applicant', () => import('./applicant-list-page'), 'ApplicantListPage'),
  lazyPage('administration/applicant/:slug', () => import('./applicant-page'), 'ApplicantPage'),
  lazyPage('administration/preApplicant', () => import('./pre-applicant-list-page'), 'PreApplicantListPage'),
  lazyPage('administration/preApplicant/view', () => import('./pre-applicant-view-page'), 'PreApplicantViewPage'),
  lazyPage('administration/preApplicant/update', () => import('./pre-applicant-update-page'), 'PreApplicantUpdatePage'),
  lazyPage('administration/preApplicant/configuration', () => import('./registration-configuration-page'), 'RegistrationConfigurationPage'),
];
