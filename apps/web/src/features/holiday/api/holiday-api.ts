import { holidayRefs } from '@school/contract/holiday/holiday.refs';
import type { THoliday as THolidayWire } from '@school/contract/holiday/holiday.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type THoliday = Camelized<THolidayWire>;

/** Holidays of the signed-in user's school (data-calls §7 'Holidays'). */
export const holidayApi = recordApi({
  list: holidayRefs.list,
  create: holidayRefs.create,
  update: holidayRefs.update,
  remove: { ref: holidayRefs.delete, query: (id) => ({ id }) },
});
