import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRef, ZVersion, zf } from '../common/fields.schemas';
import { PROGRAM_TYPE, STANDARD_SCORE_SUBJECT_TYPE, STANDARD_SCORE_TYPE, enumValues } from '../enum/enum.setup';

/**
 * Subject standard score (`/settings/subjects/standard-score`): per year, subject group root, grade and
 * program type, each subject's maximum score and coefficient. A subject's average weight is its
 * coefficient; in Cambodian practice the maximum is 50 × coefficient in secondary and 10 in primary.
 */
export const ZStandardScore = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  SubjectGroupRootId: ZId,
  CourseLevelId: ZId,
  CourseLevel: ZRef,
  ProgramType: z.number().int(),
  SubjectId: ZId,
  Subject: ZRef.extend({ Code: z.string() }),
  MaxScore: z.number(),
  Coefficient: z.number(),
  /** The score from which the subject counts as passed (half the maximum by default). */
  PassScore: z.number(),
  StandardScoreType: z.number().int(),
  StandardScoreSubjectType: z.number().int(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TStandardScore = z.infer<typeof ZStandardScore>;

const fields = {
  AcademicYearId: zf.id(),
  SubjectGroupRootId: zf.id(),
  CourseLevelId: zf.id(),
  ProgramType: zf.oneOfOr(enumValues(PROGRAM_TYPE), PROGRAM_TYPE.GENERAL),
  SubjectId: zf.id(),
  MaxScore: zf.number(0.01, 1000),
  Coefficient: zf.number(0.01, 100),
  PassScore: zf.optNumber(0, 1000),
  StandardScoreType: zf.oneOfOr(enumValues(STANDARD_SCORE_TYPE), STANDARD_SCORE_TYPE.SCORE),
  StandardScoreSubjectType: zf.oneOfOr(enumValues(STANDARD_SCORE_SUBJECT_TYPE), STANDARD_SCORE_SUBJECT_TYPE.CORE),
  SortIndex: zf.intOr(0),
};
const passWithinMax = (v: { MaxScore: number; PassScore?: number }) => v.PassScore === undefined || v.PassScore <= v.MaxScore;
const passMessage = { message: 'ពិន្ទុជាប់មិនអាចលើសពិន្ទុអតិបរមាទេ | The pass score cannot exceed the maximum score', path: ['PassScore'] };
/** `POST /api/subject-standard-score` (multipart). */
export const ZStandardScoreCreate = z.strictObject(fields).refine(passWithinMax, passMessage);
export type TStandardScoreCreate = z.infer<typeof ZStandardScoreCreate>;
/** `PUT /api/subject-standard-score` (multipart). */
export const ZStandardScoreUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...fields }).refine(passWithinMax, passMessage);
export type TStandardScoreUpdate = z.infer<typeof ZStandardScoreUpdate>;
export const ZStandardScoreQuery = z.object({
  academicYearId: ZId,
  subjectGroupRootId: ZId.optional(),
  courseLevelId: ZId.optional(),
  programType: z.coerce.number().int().optional(),
});
