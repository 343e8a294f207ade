import { RegisterForm } from '../../../features/registration/components/register-form';

/** /register/form: the online registration form (portal §3 'Pre-applicant'); answers the reference code. */
export function RegisterFormPage() {
  return <RegisterForm />;
}
