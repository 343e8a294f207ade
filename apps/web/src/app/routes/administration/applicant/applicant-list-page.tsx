import { ApplicantList } from '../../../../features/applicant/components/applicant-list';

/** /administration/applicant: applicants by year, grade and status, with search; add one. */
export function ApplicantListPage() {
  return <ApplicantList />;
}
