import { Navigate, Outlet, useLocation } from 'react-router';
import { portalConfig } from '../lib/config';
import { stripLocale } from '../lib/locale';
import { useLocalePath } from '../lib/use-locale';
import { isGuardian, useActorType, useGuardianWebAccess, useSession } from '../features/auth/use-session';
import { NotFoundPage } from './routes/errors/error-view';

/**
 * A signed-in user opening /login goes to the dashboard (portal §4), or first to the password page while
 * the one-time password must be changed (the server refuses other work until then).
 */
const CHANGE_PASSWORD_PATH = '/settings/changePassword';

export function GuestOnly() {
  const session = useSession();
  const to = useLocalePath();
  if (session) return <Navigate to={to(session.mustChangePassword ? CHANGE_PASSWORD_PATH : '/dashboard')} replace />;
  return <Outlet />;
}

/**
 * Signed-in screens (portal §4): no session → /login (coming back afterwards); a guardian → the mobile
 * access page unless the deployment or the guardian's school opens the web portal to guardians (nothing is
 * shown to a guardian until that is known); while a one-time password
 * must be changed, every screen but the password page sends there (the server refuses the rest anyway).
 */
export function RequireAuth() {
  const session = useSession();
  const actorType = useActorType();
  const guardianWeb = useGuardianWebAccess();
  const location = useLocation();
  const to = useLocalePath();
  if (!session) {
    const back = stripLocale(location.pathname) + location.search;
    const next = back === '/' || back.startsWith('/login') ? '' : `?next=${encodeURIComponent(back)}`;
    return <Navigate to={`${to('/login')}${next}`} replace />;
  }
  if (isGuardian(actorType) && guardianWeb === undefined) return null;
  if (isGuardian(actorType) && !guardianWeb) return <Navigate to={to('/access-mobile')} replace />;
  if (session.mustChangePassword && stripLocale(location.pathname) !== CHANGE_PASSWORD_PATH) return <Navigate to={to(CHANGE_PASSWORD_PATH)} replace />;
  return <Outlet />;
}

/** /access-mobile is the guardians' page: signed out → login, anyone else → 404. */
export function GuardianOnly() {
  const session = useSession();
  const actorType = useActorType();
  const to = useLocalePath();
  if (!session) return <Navigate to={to('/login')} replace />;
  if (!isGuardian(actorType)) return <NotFoundPage />;
  return <Outlet />;
}

/** Developer pages give 404 in production (portal §2 'Developer pages'). */
export function DevelopmentOnly() {
  if (portalConfig.production) return <NotFoundPage />;
  return <Outlet />;
}

/** An unknown route: inside the signed-in layout for a signed-in user of the web portal, else the plain 404. */
export function NotFoundGate() {
  const session = useSession();
  const actorType = useActorType();
  const guardianWeb = useGuardianWebAccess();
  if (!session || session.mustChangePassword || (isGuardian(actorType) && !guardianWeb)) return <NotFoundPage />;
  return <Outlet />;
}
