import { SessionCalendarView } from '../../../../features/session-calendar/components/session-calendar-view';

/** /settings/academic-level-classified-session-calendar (and /settings/academicLevelClassifiedCalendar): read only. */
export function SessionCalendarPage() {
  return <SessionCalendarView />;
}
