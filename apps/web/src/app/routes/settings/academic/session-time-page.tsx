import { SessionTimeManager } from '../../../../features/session-time/components/session-time-manager';

/** /settings/academic-session-time (and /settings/academicSessionTime): the periods of each level and time shift. */
export function SessionTimePage() {
  return <SessionTimeManager />;
}
