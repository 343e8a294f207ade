import { LoginForm } from '../../../features/auth/components/login-form';

/** /login: the sign-in page (kept light: no antd, no zod). */
export function LoginPage() {
  return <LoginForm />;
}
