import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZVersion, zf } from '../common/fields.schemas';
import { LEVEL, VALUE_KIND, enumValues } from '../enum/enum.setup';

/**
 * Score-grade matrix (`/settings/subjects/score-grade-matrix`): per year and level classified, the grade
 * letters with their score range and Khmer and English mention (A ល្អប្រសើរ … F ខ្សោយ). `ScoreType` is the
 * value kind the range is read in (percentage, score, average); `GradeType` says whether the grade is of
 * the overall result or of one subject. Ranges of one year, level, grade type and score type never overlap.
 */
export const ZGradeMatrix = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  LevelClassifiedId: ZId,
  Grade: z.string(),
  Mention: z.string(),
  MentionEn: z.string(),
  MinScore: z.number(),
  MaxScore: z.number(),
  ScoreType: z.number().int(),
  GradeType: z.number().int(),
  IsPass: z.boolean(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TGradeMatrix = z.infer<typeof ZGradeMatrix>;

const fields = {
  AcademicYearId: zf.id(),
  LevelClassifiedId: zf.id(),
  Grade: z.string().trim().min(1, { message: 'required' }).max(5),
  Mention: zf.text(100),
  MentionEn: zf.text(100),
  MinScore: zf.number(0, 1000),
  MaxScore: zf.number(0, 1000),
  ScoreType: zf.oneOfOr(enumValues(VALUE_KIND), VALUE_KIND.PERCENTAGE),
  GradeType: zf.oneOfOr(enumValues(LEVEL), LEVEL.OVERALL),
  IsPass: zf.bool(true),
  SortIndex: zf.intOr(0),
};
const ordered = (v: { MinScore: number; MaxScore: number }) => v.MaxScore > v.MinScore;
const orderMessage = { message: 'ពិន្ទុអតិបរមាត្រូវតែធំជាងពិន្ទុអប្បបរមា | The maximum must be greater than the minimum', path: ['MaxScore'] };
const percent = (v: { ScoreType: number; MaxScore: number }) => v.ScoreType !== VALUE_KIND.PERCENTAGE || v.MaxScore <= 100;
const percentMessage = { message: 'ភាគរយមិនអាចលើស ១០០ ទេ | A percentage cannot exceed 100', path: ['MaxScore'] };
export const ZGradeMatrixCreate = z.strictObject(fields).refine(ordered, orderMessage).refine(percent, percentMessage);
export type TGradeMatrixCreate = z.infer<typeof ZGradeMatrixCreate>;
export const ZGradeMatrixUpdate = z
  .strictObject({ Id: ZId, Version: ZVersion, ...fields })
  .refine(ordered, orderMessage)
  .refine(percent, percentMessage);
export type TGradeMatrixUpdate = z.infer<typeof ZGradeMatrixUpdate>;
export const ZGradeMatrixQuery = z.object({ academicYearId: ZId, levelClassifiedId: ZId.optional() });
