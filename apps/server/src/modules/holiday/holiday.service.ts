import type { THoliday, THolidayCreate, THolidayListQuery, THolidayUpdate } from '@school/contract/holiday/holiday.schemas';
import { HOLIDAY_MAX_DAYS } from '@school/contract/holiday/holiday.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { badRequest, notFound, stale } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import * as repo from './holiday.repository';

const holidayNotFound = () => notFound('រកមិនឃើញថ្ងៃឈប់សម្រាកនេះទេ', 'The holiday was not found');
const yearNotFound = () => notFound('រកមិនឃើញឆ្នាំសិក្សានេះទេ', 'The academic year was not found');

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export function toHoliday(row: repo.THolidayRow): THoliday {
  return {
    Id: row.id,
    Description: row.description,
    DescriptionEn: row.descriptionEn,
    Date: row.date,
    ToDate: row.toDate,
    Days: row.toDate ? dayNumber(row.toDate) - dayNumber(row.date) + 1 : 1,
    Version: row.version,
  };
}

/** Holidays by date; of an academic year (its start to end dates) and/or within from/to. */
export async function listHolidays(deps: TAppDeps, auth: TAuth, query: THolidayListQuery): Promise<THoliday[]> {
  if (query.from && query.to && query.from > query.to) {
    const km = 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ';
    const en = 'The end date cannot be before the start date';
    throw badRequest(km, en, [{ Field: 'to', Message: km, MessageEn: en }]);
  }
  const rows = await deps.database.tenant(auth.campusId, async (tx) => {
    let from = query.from;
    let to = query.to;
    if (query.academicYearId) {
      const year = await repo.findAcademicYearDates(tx, { campusId: auth.campusId, id: query.academicYearId });
      if (!year) throw yearNotFound();
      from = from && from > year.startDate ? from : year.startDate;
      to = to && to < year.endDate ? to : year.endDate;
    }
    return repo.listHolidays(tx, { campusId: auth.campusId, from, to });
  });
  return rows.map(toHoliday);
}

function values(body: THolidayCreate): repo.THolidayValues {
  const toDate = body.ToDate && body.ToDate !== body.Date ? body.ToDate : null;
  if (toDate && toDate < body.Date) {
    const km = 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ';
    const en = 'The end date cannot be before the start date';
    throw badRequest(km, en, [{ Field: 'ToDate', Message: km, MessageEn: en }]);
  }
  if (toDate && dayNumber(toDate) - dayNumber(body.Date) + 1 > HOLIDAY_MAX_DAYS) {
    const km = `ថ្ងៃឈប់សម្រាកមួយមិនអាចលើសពី ${khmerDigits(HOLIDAY_MAX_DAYS)} ថ្ងៃទេ`;
    const en = `One holiday cannot last more than ${HOLIDAY_MAX_DAYS} days`;
    throw badRequest(km, en, [{ Field: 'ToDate', Message: km, MessageEn: en }]);
  }
  return { description: body.Description, descriptionEn: body.DescriptionEn, date: body.Date, toDate };
}

export async function createHoliday(deps: TAppDeps, auth: TAuth, body: THolidayCreate): Promise<THoliday> {
  const v = values(body);
  const row = await deps.database.tenant(auth.campusId, (tx) => repo.insertHoliday(tx, { campusId: auth.campusId, values: v }));
  return toHoliday(row);
}

export async function updateHoliday(deps: TAppDeps, auth: TAuth, body: THolidayUpdate): Promise<THoliday> {
  const v = values(body);
  const row = await deps.database.tenant(auth.campusId, async (tx) => {
    const updated = await repo.updateHoliday(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values: v });
    if (updated) return updated;
    if (!(await repo.findHoliday(tx, { campusId: auth.campusId, id: body.Id }))) throw holidayNotFound();
    throw stale();
  });
  return toHoliday(row);
}

export async function deleteHoliday(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  const deleted = await deps.database.tenant(auth.campusId, (tx) => repo.deleteHoliday(tx, { campusId: auth.campusId, id }));
  if (!deleted) throw holidayNotFound();
}
