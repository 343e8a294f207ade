import { z } from 'zod';
import { ZDateOnly, ZDescribed, ZId } from '../common/envelope.schemas';

/**
 * A holiday of the campus (data-calls §3 'Holiday': Id, Description, DescriptionEn, Date). ToDate is
 * set when the holiday lasts several days (Khmer New Year, Pchum Ben); Days counts them.
 */
export const ZHoliday = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  Date: z.string(),
  ToDate: z.string().nullable(),
  Days: z.number().int(),
  Version: z.number().int(),
});
export type THoliday = z.infer<typeof ZHoliday>;

/** Longest holiday one record may cover (a school break of a whole year at most). */
export const HOLIDAY_MAX_DAYS = 366;

const ZCalendarDate = ZDateOnly.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
  message: 'invalid_date',
});

const holidayFields = {
  ...ZDescribed.shape,
  Date: ZCalendarDate,
  ToDate: ZCalendarDate.nullable().optional(),
};

/** `POST /api/holiday` (JSON). */
export const ZHolidayCreate = z.strictObject(holidayFields);
export type THolidayCreate = z.infer<typeof ZHolidayCreate>;

/** `PUT /api/holiday` (JSON). */
export const ZHolidayUpdate = z.strictObject({ Id: ZId, Version: z.number().int().min(1), ...holidayFields });
export type THolidayUpdate = z.infer<typeof ZHolidayUpdate>;

const ZOptionalQueryDate = z.preprocess((v) => (v === '' ? undefined : v), ZCalendarDate.optional());

/** Filters: holidays of an academic year (within its start and end dates) and/or touching a date range. */
export const ZHolidayListQuery = z.object({
  academicYearId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()),
  from: ZOptionalQueryDate,
  to: ZOptionalQueryDate,
});
export type THolidayListQuery = z.infer<typeof ZHolidayListQuery>;

export const ZHolidayIdQuery = z.object({ id: ZId });
