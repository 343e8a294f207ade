import { PreApplicantList } from '../../../../features/registration/components/pre-applicant-list';

/** /administration/preApplicant: online registrations by configuration, grade and status, with search. */
export function PreApplicantListPage() {
  return <PreApplicantList />;
}
