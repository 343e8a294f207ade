import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams } from '../common/fields.schemas';
import { ZSessionTime, ZSessionTimeQuery } from '../session-time/session-time.schemas';
import { ZSessionCalendar } from './session-calendar.schemas';

export const sessionCalendarRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/session-calendar',
    area: 'setup',
    access: 'VIEW_NAV_CLASSIFIED_LEVEL',
    summary: 'The session calendar (Days × Schedule) of every level classified',
    response: ZEnvelope(z.array(ZSessionCalendar)),
  }),
  byLevelClassified: defineRoute({
    method: 'GET',
    path: '/api/session-calendar/by-academic-level-classified/{id}',
    area: 'setup',
    access: 'VIEW_NAV_CLASSIFIED_LEVEL',
    summary: 'The session calendar of one level classified',
    params: ZIdParams,
    response: ZEnvelope(ZSessionCalendar),
  }),
  byGroup: defineRoute({
    method: 'GET',
    path: '/api/session-calendar/by/{id}',
    area: 'setup',
    access: 'VIEW_NAV_CLASSIFIED_LEVEL',
    summary: 'The session calendar of one session time group (its level, its shift only)',
    params: ZIdParams,
    response: ZEnvelope(ZSessionCalendar),
  }),
  academicSession: defineRoute({
    method: 'GET',
    path: '/api/academic-session',
    area: 'setup',
    access: 'authenticated',
    summary: 'Lookup: session times (periods), optionally of one level classified, shift or group',
    query: ZSessionTimeQuery,
    response: ZEnvelope(z.array(ZSessionTime)),
  }),
};
