import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate, todayInCambodia } from '../common/date.schemas';
import { ZVersion } from '../common/fields.schemas';

/** Misconduct records of a student (data-calls §7: `api/student-misconduct/get-list?StudentId`). */
const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const ZMisconduct = z.object({
  Id: ZId,
  StudentId: ZId,
  StudentCode: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  AcademicYearId: ZId.nullable(),
  Date: z.string(),
  Description: z.string(),
  DescriptionEn: z.string().nullable(),
  ActionTaken: z.string().nullable(),
  /** The account that recorded it. */
  RecordedBy: z.string().nullable(),
  CreatedAt: z.string(),
  Version: z.number().int(),
});
export type TMisconduct = z.infer<typeof ZMisconduct>;

/** The spec spells the query parameter `StudentId`. */
export const ZMisconductListQuery = z.object({ StudentId: ZId, academicYearId: optional(ZId) });

const ZPastDate = ZCalendarDate.refine((d) => d <= todayInCambodia(), { message: 'កាលបរិច្ឆេទមិនអាចនៅថ្ងៃអនាគតបានទេ | The date cannot be in the future' });
const editable = {
  Description: z.string().trim().min(1, { message: 'required' }).max(2000),
  DescriptionEn: optional(z.string().trim().max(2000)),
  ActionTaken: optional(z.string().trim().max(1000)),
};

/** `POST /api/student-misconduct` (JSON or form). */
export const ZMisconductCreate = z.strictObject({
  StudentId: ZId,
  /** Today when absent; never in the future. */
  Date: optional(ZPastDate),
  ...editable,
  /** The year it belongs to; the current year when absent. */
  AcademicYearId: optional(ZId),
});
export type TMisconductCreate = z.output<typeof ZMisconductCreate>;

/** `PUT /api/student-misconduct` (JSON or form): the text, action and date of a record; Version checked. */
export const ZMisconductUpdate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  /** Unchanged when absent; never in the future. */
  Date: optional(ZPastDate),
  ...editable,
});
export type TMisconductUpdate = z.output<typeof ZMisconductUpdate>;
