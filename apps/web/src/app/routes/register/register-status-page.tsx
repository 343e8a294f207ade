import { RegisterStatus } from '../../../features/registration/components/register-status';

/** /register/login: the applicant checks her registration with the reference and her date of birth. */
export function RegisterStatusPage() {
  return <RegisterStatus />;
}
