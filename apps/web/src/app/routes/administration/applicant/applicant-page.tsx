import { useParams } from 'react-router';
import { ApplicantAdd, ApplicantDetail } from '../../../../features/applicant/components/applicant-pages';

/** /administration/applicant/{slug}: `add` for a new applicant, otherwise the applicant's id. */
export function ApplicantPage() {
  const { slug = '' } = useParams();
  return slug === 'add' ? <ApplicantAdd /> : <ApplicantDetail key={slug} id={slug} />;
}
