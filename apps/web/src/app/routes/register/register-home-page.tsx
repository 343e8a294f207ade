import { RegisterHome } from '../../../features/registration/components/register-home';

/** /register: what the registration is for and when it runs; "registration is closed" outside its dates. */
export function RegisterHomePage() {
  return <RegisterHome />;
}
