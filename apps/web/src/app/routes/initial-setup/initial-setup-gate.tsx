import { Navigate, Outlet, useLocation } from 'react-router';
import { stripLocale } from '../../../lib/locale';
import { useLocalePath } from '../../../lib/use-locale';
import { useMe, useSession } from '../../../features/auth/use-session';

export const INITIAL_SETUP_PATH = '/setup/initial-setup';

/**
 * portal §4: while the school's initial setup runs (`IsInitialSetup` of the current user), every signed-in
 * screen sends the user to the wizard; a first sign-in may still change its one-time password first.
 */
export function InitialSetupGate() {
  const me = useMe();
  const session = useSession();
  const location = useLocation();
  const to = useLocalePath();
  const path = stripLocale(location.pathname);
  const allowed = path === INITIAL_SETUP_PATH || (session?.mustChangePassword && path === '/settings/changePassword');
  if (me.data?.isInitialSetup && !allowed) return <Navigate to={to(INITIAL_SETUP_PATH)} replace />;
  return <Outlet />;
}
