import { createRecordApi } from '../../../lib/record-api';
import type { THolidayWire, TSaveHolidayWire } from '../../../lib/api-types';
import type { Camelized } from '../../../lib/case';

export type THoliday = Camelized<THolidayWire>;

/** Holidays of the signed-in user's school (data-calls §7 'Holidays'). */
export const holidayApi = createRecordApi<THolidayWire, TSaveHolidayWire>({
  key: 'holiday',
  list: { path: '/api/holiday/v1/current-campus' },
  create: { method: 'POST', path: '/api/holiday', kind: 'json' },
  update: { method: 'PUT', path: '/api/holiday', kind: 'json' },
  remove: (id) => ({ path: '/api/holiday', query: { id } }),
});
