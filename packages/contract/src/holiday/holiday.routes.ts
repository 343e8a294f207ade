import { crudRoutes } from '../common/crud-routes';
import { ZHoliday, ZHolidayCreate, ZHolidayIdQuery, ZHolidayListQuery, ZHolidayUpdate } from './holiday.schemas';

export const holidayRoutes = crudRoutes({
  path: '/api/holiday',
  area: 'campus',
  // The /holiday screen is in everyone's profile menu (portal §2 'Layouts').
  read: 'authenticated',
  manage: 'MANAGE_HOLIDAY',
  bodyKind: 'json',
  record: ZHoliday,
  list: {
    path: '/api/holiday/v1/current-campus',
    summary: "Holidays of the user's campus by date, optionally of one academic year or within from/to",
    query: ZHolidayListQuery,
  },
  create: { summary: 'Adds a holiday of one day, or of several days with ToDate', body: ZHolidayCreate },
  update: { summary: 'Saves a holiday (optimistic concurrency on Version)', body: ZHolidayUpdate },
  delete: { summary: 'Deletes a holiday', query: ZHolidayIdQuery },
});
