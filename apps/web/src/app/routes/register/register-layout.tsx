import { RegisterFrame } from '../../../features/registration/components/register-layout';

/** The public register pages' layout (portal §2 'Layouts'): the school by code in the link, no menu. */
export function RegisterLayout() {
  return <RegisterFrame />;
}
