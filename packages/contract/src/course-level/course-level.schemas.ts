import { z } from 'zod';
import { ZId, ZQueryBoolean } from '../common/envelope.schemas';
import { ZIdOrAll, ZRef, ZVersion, codedFields, codedRecord, zf } from '../common/fields.schemas';
import { PROGRAM_TYPE, enumValues } from '../enum/enum.setup';

/** Course level: a grade (ថ្នាក់ទី៧ / Grade 7) of a level classified; campus-wide. */
export const ZCourseLevel = z.object({
  ...codedRecord,
  LevelClassifiedId: ZId,
  LevelClassified: ZRef,
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TCourseLevel = z.infer<typeof ZCourseLevel>;

const courseLevelFields = {
  ...codedFields,
  LevelClassifiedId: zf.id(),
  SortIndex: zf.intOr(0),
};
export const ZCourseLevelCreate = z.strictObject(courseLevelFields);
export type TCourseLevelCreate = z.infer<typeof ZCourseLevelCreate>;
export const ZCourseLevelUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...courseLevelFields });
export type TCourseLevelUpdate = z.infer<typeof ZCourseLevelUpdate>;
export const ZCourseLevelQuery = z.object({ levelClassifiedId: ZId.optional() });

/**
 * Academic course level: a grade offered in one academic year. `Id` is the academic course level,
 * `CourseLevelId` the grade. The lookup `GET /api/academic-course-level/list` puts the 'All' entry first
 * (data-calls §3): `Id` and `CourseLevelId` empty, Description ទាំងអស់ / All.
 */
export const ZAcademicCourseLevel = z.object({
  Id: ZIdOrAll,
  AcademicYearId: ZIdOrAll,
  CourseLevelId: ZIdOrAll,
  Code: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  LevelClassifiedId: ZIdOrAll,
  SortIndex: z.number().int(),
});
export type TAcademicCourseLevel = z.infer<typeof ZAcademicCourseLevel>;

export const ZAcademicCourseLevelListQuery = z.object({
  /** The current year when absent. */
  academicYearId: ZId.optional(),
  levelClassifiedId: ZId.optional(),
  /** Put the 'All' entry first; true unless false is given. */
  includeAll: ZQueryBoolean.default(true),
});

/** `GET /api/academic-course-level/filter-subject`: the grades of a level, or of those teaching a subject. */
export const ZFilterSubjectQuery = z.object({
  levelClassifiedId: ZId.optional(),
  subjectId: ZId.optional(),
  programType: z.coerce.number().int().optional(),
  /** The current year when absent. */
  academicYearId: ZId.optional(),
});

/** The grades of a level classified, each marked when the year offers it. */
export const ZCourseLevelSelection = ZCourseLevel.extend({ IsSelected: z.boolean(), AcademicCourseLevelId: ZId.nullable() });
export type TCourseLevelSelection = z.infer<typeof ZCourseLevelSelection>;
export const ZByLevelClassifiedQuery = z.object({ levelClassifiedId: ZId, academicYearId: ZId.optional() });
/** Replaces the grades a year offers within one level classified (one transaction). */
export const ZByLevelClassifiedSave = z.strictObject({
  AcademicYearId: zf.id(),
  LevelClassifiedId: zf.id(),
  CourseLevelIds: zf.ids(),
});
export type TByLevelClassifiedSave = z.infer<typeof ZByLevelClassifiedSave>;

/**
 * Course level subject (data-calls §3): a subject taught in a grade of a year, for a program type.
 * `IsScoring` false means it is taught but not scored.
 */
export const ZCourseLevelSubject = z.object({
  Id: ZId,
  AcademicCourseLevelId: ZId,
  AcademicYearId: ZId,
  CourseLevelId: ZId,
  CourseLevel: ZRef,
  SubjectId: ZId,
  Subject: ZRef.extend({ Code: z.string() }),
  SubjectGroupRootId: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  IsScoring: z.boolean(),
  ProgramType: z.number().int(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TCourseLevelSubject = z.infer<typeof ZCourseLevelSubject>;

const courseLevelSubjectFields = {
  AcademicCourseLevelId: zf.id(),
  SubjectId: zf.id(),
  /** The subject's own descriptions when absent. */
  Description: zf.optText(300),
  DescriptionEn: zf.optText(300),
  IsScoring: zf.bool(true),
  ProgramType: zf.oneOfOr(enumValues(PROGRAM_TYPE), PROGRAM_TYPE.GENERAL),
  SortIndex: zf.intOr(0),
};
export const ZCourseLevelSubjectCreate = z.strictObject(courseLevelSubjectFields);
export type TCourseLevelSubjectCreate = z.infer<typeof ZCourseLevelSubjectCreate>;
export const ZCourseLevelSubjectUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...courseLevelSubjectFields });
export type TCourseLevelSubjectUpdate = z.infer<typeof ZCourseLevelSubjectUpdate>;
export const ZCourseLevelSubjectQuery = z.object({
  /** The class's year, grade and program type. */
  academicClassId: ZId.optional(),
  academicCourseLevelId: ZId.optional(),
  subjectGroupRootId: ZId.optional(),
  programType: z.coerce.number().int().optional(),
  academicYearId: ZId.optional(),
});
