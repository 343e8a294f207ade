import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRef, ZVersion, codedRecord, zf } from '../common/fields.schemas';
import { ACADEMIC_TIME_SHIFT, enumValues } from '../enum/enum.setup';

/**
 * Session times (`/settings/academic-session-time`): the teaching periods of a level classified in one time
 * shift. The periods of one level and shift form a group (`AcademicSessionTimeGroup`), made when the first
 * period of that pair is saved. `AcademicSessionTimeLevelClassifiedId` is the level classified's id. Times
 * are `HH:mm`; a period's To is after its From and periods of one group never overlap.
 */
export const ZSessionTime = z.object({
  Id: ZId,
  AcademicSessionTimeGroupId: ZId,
  AcademicSessionTimeLevelClassifiedId: ZId,
  LevelClassified: ZRef,
  AcademicTimeShift: z.number().int(),
  From: z.string(),
  To: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TSessionTime = z.infer<typeof ZSessionTime>;

export const ZSessionTimeGroup = z.object({
  Id: ZId,
  LevelClassifiedId: ZId,
  LevelClassified: ZRef,
  AcademicTimeShift: z.number().int(),
  Description: z.string(),
  DescriptionEn: z.string(),
  SessionTimes: z.array(ZSessionTime),
});
export type TSessionTimeGroup = z.infer<typeof ZSessionTimeGroup>;

/** `GET /api/academicSessionTimeLevelClassified`: every level classified with what session times it has. */
export const ZSessionTimeLevelClassified = z.object({
  ...codedRecord,
  AcademicTimeShifts: z.array(z.number().int()),
  SessionTimeCount: z.number().int(),
});

const toAfterFrom = (v: { From: string; To: string }) => v.To > v.From;
const toAfterFromMessage = { message: 'ម៉ោងបញ្ចប់ត្រូវនៅក្រោយម៉ោងចាប់ផ្តើម | The To time must be after the From time', path: ['To'] };

/** A period as the generate preview answers it and the save takes it. */
export const ZSessionTimeRow = z
  .strictObject({ From: zf.time(), To: zf.time(), Description: zf.text(100), DescriptionEn: zf.text(100), SortIndex: zf.int() })
  .refine(toAfterFrom, toAfterFromMessage);
export type TSessionTimeRow = z.infer<typeof ZSessionTimeRow>;

/** `POST /api/academicSessionTime`: saves the (edited) generated rows of one level and shift at once. */
export const ZSessionTimeCreate = z.strictObject({
  AcademicSessionTimeLevelClassifiedId: zf.id(),
  AcademicTimeShift: zf.oneOf(enumValues(ACADEMIC_TIME_SHIFT)),
  SessionTimes: z.array(ZSessionTimeRow).min(1).max(30),
});
export type TSessionTimeCreate = z.infer<typeof ZSessionTimeCreate>;

export const ZSessionTimeUpdate = z
  .strictObject({ Id: ZId, Version: ZVersion, From: zf.time(), To: zf.time(), Description: zf.text(100), DescriptionEn: zf.text(100), SortIndex: zf.int() })
  .refine(toAfterFrom, toAfterFromMessage);
export type TSessionTimeUpdate = z.infer<typeof ZSessionTimeUpdate>;

export const ZSessionTimeQuery = z.object({
  levelClassifiedId: ZId.optional(),
  academicTimeShift: z.coerce.number().int().optional(),
  academicSessionTimeGroupId: ZId.optional(),
});
export const ZSessionTimeGroupQuery = z.object({ levelClassifiedId: ZId.optional() });

/**
 * `GET /api/academicSessionTime/generate/{levelClassifiedId}`: a preview of periods, not saved. Defaults:
 * start 07:00 (morning), 13:00 (afternoon), 17:30 (evening); 50-minute periods 10 minutes apart; 4 periods
 * (full day: 4 in the morning from 07:00 and 4 in the afternoon from 13:00).
 */
export const ZSessionTimeGenerateQuery = z.object({
  academicTimeShift: z.coerce.number().int().min(0).max(3).default(0),
  startTime: zf.time().optional(),
  sessionMinutes: z.coerce.number().int().min(10).max(240).default(50),
  breakMinutes: z.coerce.number().int().min(0).max(120).default(10),
  sessionCount: z.coerce.number().int().min(1).max(12).default(4),
});
export const ZSessionTimePreviewRow = z.object({
  AcademicSessionTimeLevelClassifiedId: ZId,
  AcademicTimeShift: z.number().int(),
  From: z.string(),
  To: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  SortIndex: z.number().int(),
});
export type TSessionTimePreviewRow = z.infer<typeof ZSessionTimePreviewRow>;
