import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { stripLocale } from '../../../lib/locale';
import { useLocalePath } from '../../../lib/use-locale';
import { useMe, usePermissions, useSession } from '../../../features/auth/use-session';
import { currentWizardQuery } from '../../../features/setup-wizard/api/setup-wizard-api';

/**
 * portal §4: while an academic-year setup wizard runs (its `current` call answers one), its user is
 * kept on the page of the current step; leaving and coming back resumes there. Only users who may run the
 * wizard are kept there (a teacher cannot act on its steps); a one-time password may still be changed first.
 */
export function SetupWizardGate() {
  const me = useMe();
  const session = useSession();
  const canRun = usePermissions().has('MANAGE_ACADEMIC_YEAR_SETUP');
  const enabled = canRun && !!me.data && !me.data.isInitialSetup;
  const current = useQuery({ ...currentWizardQuery(), enabled });
  const location = useLocation();
  const to = useLocalePath();
  const wizard = enabled ? current.data : null;
  if (wizard) {
    const path = stripLocale(location.pathname);
    const allowed = path === wizard.path || (session?.mustChangePassword && path === '/settings/changePassword');
    if (!allowed) return <Navigate to={to(wizard.path)} replace />;
  }
  return <Outlet />;
}
