import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRef, ZVersion, codedFields, codedRecord, zf } from '../common/fields.schemas';

/**
 * Subjects in three tiers (data-calls §3): a subject group root (a curriculum, for some level
 * classifieds), its subject groups (languages, sciences …), and the subjects. Campus-wide; which grade
 * teaches a subject in a year is a course level subject.
 */
export const ZSubjectGroupRoot = z.object({
  ...codedRecord,
  Abbreviation: z.string().nullable(),
  LevelClassifiedIds: z.array(ZId),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TSubjectGroupRoot = z.infer<typeof ZSubjectGroupRoot>;
const rootFields = {
  ...codedFields,
  Abbreviation: zf.optText(20),
  LevelClassifiedIds: zf.ids(),
  SortIndex: zf.intOr(0),
};
export const ZSubjectGroupRootCreate = z.strictObject(rootFields);
export type TSubjectGroupRootCreate = z.infer<typeof ZSubjectGroupRootCreate>;
export const ZSubjectGroupRootUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...rootFields });
export type TSubjectGroupRootUpdate = z.infer<typeof ZSubjectGroupRootUpdate>;
export const ZSubjectGroupRootQuery = z.object({ levelClassifiedId: ZId.optional() });

export const ZSubjectGroup = z.object({
  ...codedRecord,
  SubjectGroupRootId: ZId,
  SubjectGroupRoot: ZRef,
  /** The level classified the group belongs to; null when it serves every level of its root. */
  AcademicLevelClassifiedId: ZId.nullable(),
  AcademicLevelClassified: ZRef.nullable(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TSubjectGroup = z.infer<typeof ZSubjectGroup>;
const groupFields = {
  ...codedFields,
  SubjectGroupRootId: zf.id(),
  AcademicLevelClassifiedId: zf.optId(),
  SortIndex: zf.intOr(0),
};
export const ZSubjectGroupCreate = z.strictObject(groupFields);
export type TSubjectGroupCreate = z.infer<typeof ZSubjectGroupCreate>;
export const ZSubjectGroupUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...groupFields });
export type TSubjectGroupUpdate = z.infer<typeof ZSubjectGroupUpdate>;
export const ZSubjectGroupQuery = z.object({ subjectGroupRootId: ZId.optional() });

export const ZSubject = z.object({
  ...codedRecord,
  Abbreviation: z.string().nullable(),
  SubjectGroupId: ZId,
  SubjectGroup: ZRef,
  SubjectGroupRootId: ZId,
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TSubject = z.infer<typeof ZSubject>;
const subjectFields = {
  ...codedFields,
  Abbreviation: zf.optText(20),
  SubjectGroupId: zf.id(),
  SortIndex: zf.intOr(0),
};
export const ZSubjectCreate = z.strictObject(subjectFields);
export type TSubjectCreate = z.infer<typeof ZSubjectCreate>;
export const ZSubjectUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...subjectFields });
export type TSubjectUpdate = z.infer<typeof ZSubjectUpdate>;
/** Filters of `GET /api/subject` (data-calls §7); all optional, combined with and. */
export const ZSubjectQuery = z.object({
  /** Subjects taught in that grade of a year (course level subjects). */
  academicCourseLevelId: ZId.optional(),
  subjectGroupRootId: ZId.optional(),
  subjectGroupId: ZId.optional(),
  /** Subjects whose root serves that level and whose group is of that level or of every level. */
  levelClassifiedId: ZId.optional(),
  /** With academicCourseLevelId: taught for that program type. */
  programType: z.coerce.number().int().optional(),
});
