import { sessionCalendarRefs } from '@school/contract/session-calendar/session-calendar.refs';
import type { TSessionCalendar } from '@school/contract/session-calendar/session-calendar.schemas';
import type { TSessionTime } from '@school/contract/session-time/session-time.schemas';
import { apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TCalendar = Camelized<TSessionCalendar>;
export type TCalendarSessionTime = Camelized<TSessionTime>;

/** The session calendar (days × schedule) of every level. */
export const sessionCalendarQuery = () => apiQuery(sessionCalendarRefs.list);
