import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZHoliday, ZHolidayCreate, ZHolidayIdQuery, ZHolidayListQuery, ZHolidayUpdate } from './holiday.schemas';

export const holidayRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/holiday/v1/current-campus',
    area: 'campus',
    // The /holiday screen is in everyone's profile menu (portal §2 'Layouts').
    access: 'authenticated',
    summary: "Holidays of the user's campus by date, optionally of one academic year or within from/to",
    query: ZHolidayListQuery,
    response: ZEnvelope(z.array(ZHoliday)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/holiday',
    area: 'campus',
    access: 'MANAGE_HOLIDAY',
    summary: 'Adds a holiday of one day, or of several days with ToDate',
    body: ZHolidayCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZHoliday),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/holiday',
    area: 'campus',
    access: 'MANAGE_HOLIDAY',
    summary: 'Saves a holiday (optimistic concurrency on Version)',
    body: ZHolidayUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZHoliday),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/holiday',
    area: 'campus',
    access: 'MANAGE_HOLIDAY',
    summary: 'Deletes a holiday',
    query: ZHolidayIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
