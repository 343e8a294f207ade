import { useSearchParams } from 'react-router';
import { PreApplicantUpdate } from '../../../../features/registration/components/pre-applicant-update';

/** /administration/preApplicant/update?id=: the office corrects a registration (multipart, with a new photo if given). */
export function PreApplicantUpdatePage() {
  const [params] = useSearchParams();
  return <PreApplicantUpdate id={params.get('id') ?? ''} />;
}
