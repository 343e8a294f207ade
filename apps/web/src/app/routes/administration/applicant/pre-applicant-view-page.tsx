import { useSearchParams } from 'react-router';
import { PreApplicantView } from '../../../../features/registration/components/pre-applicant-view';

/** /administration/preApplicant/view?id=: one registration with its answers; confirm it and push it to the applicants. */
export function PreApplicantViewPage() {
  const [params] = useSearchParams();
  return <PreApplicantView id={params.get('id') ?? ''} />;
}
