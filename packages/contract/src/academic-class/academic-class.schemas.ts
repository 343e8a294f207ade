import { z } from 'zod';
import { ZEnumItem, ZId } from '../common/envelope.schemas';
import { ZIdOrAll, ZRef, ZVersion, codedFields, zf } from '../common/fields.schemas';
import { ACADEMIC_TIME_SHIFT, ACADEMIC_TIME_SHIFT_TYPE, PROGRAM_TYPE, enumValues } from '../enum/enum.setup';

/**
 * Academic class (data-calls §3 'Academic class'): a class of one academic year and grade. The time shift
 * is a number with its Khmer and English names beside it; `IsPromoteNextYear` null becomes false;
 * `PreviousAcademicClassId` is the class of an earlier year this one continues (set by the copy).
 */
export const ZAcademicClass = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  CourseLevelId: ZId,
  CourseLevel: ZRef,
  LevelClassifiedId: ZId,
  ClassGroupId: ZId.nullable(),
  ClassGroup: ZRef.nullable(),
  Code: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  AcademicTimeShift: z.number().int(),
  AcademicTimeShiftName: z.string(),
  AcademicTimeShiftNameEn: z.string(),
  AcademicTimeShiftType: z.number().int(),
  IsPromoteNextYear: z.boolean(),
  ProgramType: z.number().int(),
  PreviousAcademicClassId: ZId.nullable(),
  PreviousAcademicClassDescription: z.string().nullable(),
  PreviousAcademicClassDescriptionEn: z.string().nullable(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TAcademicClass = z.infer<typeof ZAcademicClass>;

const editable = {
  CourseLevelId: zf.id(),
  ClassGroupId: zf.optId(),
  ...codedFields,
  AcademicTimeShift: zf.oneOfOr(enumValues(ACADEMIC_TIME_SHIFT), ACADEMIC_TIME_SHIFT.MORNING),
  AcademicTimeShiftType: zf.oneOfOr(enumValues(ACADEMIC_TIME_SHIFT_TYPE), ACADEMIC_TIME_SHIFT_TYPE.FULL_TIME),
  IsPromoteNextYear: zf.bool(false),
  ProgramType: zf.oneOfOr(enumValues(PROGRAM_TYPE), PROGRAM_TYPE.GENERAL),
  PreviousAcademicClassId: zf.optId(),
  SortIndex: zf.intOr(0),
};
/** `POST /api/academic-class` (form). */
export const ZAcademicClassCreate = z.strictObject({ AcademicYearId: zf.id(), ...editable });
export type TAcademicClassCreate = z.infer<typeof ZAcademicClassCreate>;
/** `PUT /api/academic-class` (form); the year of a class does not change (AcademicYearId, if sent, must be its year). */
export const ZAcademicClassUpdate = z.strictObject({ Id: ZId, Version: ZVersion, AcademicYearId: zf.optId(), ...editable });
export type TAcademicClassUpdate = z.infer<typeof ZAcademicClassUpdate>;

/** `PUT /api/academic-class/token`: order and promotion settings of many classes of a year at once. */
export const ZAcademicClassBatchUpdate = z.strictObject({
  AcademicYearId: ZId,
  AcademicClasses: z
    .array(
      z.strictObject({
        Id: ZId,
        Version: ZVersion,
        SortIndex: zf.int(),
        IsPromoteNextYear: zf.bool(false),
        PreviousAcademicClassId: zf.optId(),
      }),
    )
    .min(1)
    .max(500),
});
export type TAcademicClassBatchUpdate = z.infer<typeof ZAcademicClassBatchUpdate>;

export const ZByYearQuery = z.object({ academicYearId: ZId });

/**
 * `GET api/academic-class/lookup` (issue 17): a class as the class selects and grade filters of other screens
 * show it (the code: the promotion screen keeps a section, 7A → 8A), in by-year's order. The settings screen, which edits every field, keeps `by-year`.
 */
export const ZAcademicClassOption = z.object({ Id: ZId, CourseLevelId: ZId, Code: z.string(), Description: z.string(), DescriptionEn: z.string() });
export type TAcademicClassOption = z.infer<typeof ZAcademicClassOption>;
/** `GET api/academic-class/year-course-level?academicYear&courseLevel` (ids, spec spelling). */
export const ZYearCourseLevelQuery = z.object({ academicYear: ZId, courseLevel: ZId });

/** `GET api/academic-class/v2/by-year`: the classes of a year grouped by grade. */
export const ZClassesByCourseLevel = z.object({
  CourseLevelId: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  LevelClassifiedId: ZId,
  SortIndex: z.number().int(),
  AcademicClasses: z.array(ZAcademicClass),
});

/** `GET api/academic-class/time-shift`. */
export const ZTimeShifts = z.object({ AcademicTimeShifts: z.array(ZEnumItem), AcademicTimeShiftTypes: z.array(ZEnumItem) });

// ---- Copy classes from one year to another (data-calls §4 'Academic class copy').

export const COPY_SAVE_STATUS = { OLD: 'Old', NEW: 'New', DUPLICATE: 'Duplicate' } as const;
/** A row that is not saved yet carries a NewId of this pattern (the web app gives user-added rows one too). */
export const NEW_ID_PATTERN = /^new-[0-9a-zA-Z-]{1,60}$/;

export const ZCopySourceQuery = z.object({ fromAcademicYearId: ZId, courseLevelId: ZId.optional() });
export const ZCopySource = z.object({ FromAcademicClasses: z.array(ZAcademicClass) });

export const ZCopyPreviewRequest = z.strictObject({
  FromAcademicYearId: ZId,
  ToAcademicYearId: ZId,
  CourseLevelId: ZId.optional(),
  /** Only these source classes (all of the year, or of the grade, when absent). */
  AcademicClassIds: z.array(ZId).max(500).optional(),
});
export type TCopyPreviewRequest = z.infer<typeof ZCopyPreviewRequest>;

/**
 * A row of the target year. `Old`: a class the target year already has (Id set, NewId = Id, shown for
 * context, never changed by the copy). `New`: a source class not yet in the target year (Id empty, NewId
 * `new-…`). `Duplicate`: a row the user added in the preview (the web app sets it). A source class whose
 * code the target year already holds is not offered again.
 */
export const ZCopyRow = z.object({
  Id: ZIdOrAll,
  NewId: z.string().max(80),
  SaveStatus: z.enum(['Old', 'New', 'Duplicate']),
  FromAcademicClassId: ZId.nullable(),
  CourseLevelId: ZId,
  CourseLevel: ZRef.optional(),
  ClassGroupId: ZId.nullable(),
  Code: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  AcademicTimeShift: z.number().int(),
  AcademicTimeShiftType: z.number().int(),
  IsPromoteNextYear: z.boolean(),
  ProgramType: z.number().int(),
  PreviousAcademicClassId: ZId.nullable(),
  SortIndex: z.number().int(),
});
export type TCopyRow = z.infer<typeof ZCopyRow>;
export const ZCopyPreview = z.object({ ToAcademicClasses: z.array(ZCopyRow) });

/** The rows to save: New and Duplicate rows are created, Old rows are left as they are. */
export const ZCopySaveRow = z.strictObject({
  Id: ZIdOrAll.optional(),
  NewId: z.string().max(80).optional(),
  SaveStatus: z.enum(['Old', 'New', 'Duplicate']),
  FromAcademicClassId: ZId.nullable().optional(),
  CourseLevelId: ZId,
  CourseLevel: ZRef.optional(),
  ClassGroupId: ZId.nullable().optional(),
  ...codedFields,
  AcademicTimeShift: zf.oneOfOr(enumValues(ACADEMIC_TIME_SHIFT), ACADEMIC_TIME_SHIFT.MORNING),
  AcademicTimeShiftType: zf.oneOfOr(enumValues(ACADEMIC_TIME_SHIFT_TYPE), ACADEMIC_TIME_SHIFT_TYPE.FULL_TIME),
  IsPromoteNextYear: zf.bool(false),
  ProgramType: zf.oneOfOr(enumValues(PROGRAM_TYPE), PROGRAM_TYPE.GENERAL),
  PreviousAcademicClassId: ZId.nullable().optional(),
  SortIndex: zf.intOr(0),
});
export const ZCopyRequest = z.strictObject({
  FromAcademicYearId: ZId,
  ToAcademicYearId: ZId,
  /** Answer only this grade's classes of the target year (all of them when absent). */
  CourseLevelId: ZId.optional(),
  ToAcademicClasses: z.array(ZCopySaveRow).min(1).max(500),
});
export type TCopyRequest = z.infer<typeof ZCopyRequest>;
/** After success the web app clears the source list and takes the target list from here. */
export const ZCopyResult = z.object({ ToAcademicClasses: z.array(ZAcademicClass) });

// ---- Class student statistics (designed: a POST with a filter object).

export const ZClassStatisticsFilter = z.strictObject({
  AcademicYearId: ZId,
  LevelClassifiedId: ZId.optional(),
  CourseLevelId: ZId.optional(),
});
export type TClassStatisticsFilter = z.infer<typeof ZClassStatisticsFilter>;
export const ZClassStatisticsQuery = z.object({ academicYearId: ZId, levelClassifiedId: ZId.optional(), courseLevelId: ZId.optional() });
const ZCounts = { Total: z.number().int(), Female: z.number().int(), Male: z.number().int() };
/** Grouped by level classified with its classes (data-calls §3 'Statistics grouped by Level with Classes'). */
export const ZClassStatistics = z.object({
  LevelClassifiedId: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  ...ZCounts,
  Classes: z.array(z.object({ AcademicClassId: ZId, Code: z.string(), Description: z.string(), DescriptionEn: z.string(), CourseLevelId: ZId, ...ZCounts })),
});
export type TClassStatistics = z.infer<typeof ZClassStatistics>;
