import { z } from 'zod';
import { ZId, ZQueryBoolean } from '../common/envelope.schemas';
import { ZIdOrAll, ZVersion, zf } from '../common/fields.schemas';
import { ACTIVE_STATUS, EXAM_KIND, EXAM_PERIOD_TYPE, EXAM_TYPE_CONDITION, SCORE_VISIBILITY_STATUS, SEMESTER_TYPE, enumValues } from '../enum/enum.setup';

/**
 * Exam type (data-calls §3 'Exam type', `/settings/exam`): monthly, semester 1, semester 2, annual exams of
 * a year. `ExamType` is the period (portal §3 'Exam period type'), `Type` the exam kind (main or homework),
 * `Status` active or inactive, `ExamTypeStatus` the score visibility (draft, needs confirmation, live).
 * One exam type per year may be current (`IsCurrent`); `CurrentYear` tells whether its year is the current
 * year. The 'All' entry of data-calls §3 has an empty `Id`.
 */
export const ZExamType = z.object({
  Id: ZIdOrAll,
  AcademicYearId: ZIdOrAll,
  Description: z.string(),
  DescriptionEn: z.string(),
  ExamType: z.number().int().nullable(),
  Type: z.number().int(),
  SemesterType: z.number().int().nullable(),
  Month: z.number().int().nullable(),
  ExamDate: z.string().nullable(),
  ScoreEntryEndDate: z.string().nullable(),
  IsSemesterExam: z.boolean(),
  IsAverageScore: z.boolean(),
  Condition: z.number().int(),
  Status: z.number().int(),
  ExamTypeStatus: z.number().int(),
  IsCurrent: z.boolean(),
  CurrentYear: z.boolean(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TExamType = z.infer<typeof ZExamType>;

const fields = {
  AcademicYearId: zf.id(),
  Description: zf.text(),
  DescriptionEn: zf.text(),
  ExamType: zf.oneOf(enumValues(EXAM_PERIOD_TYPE)),
  Type: zf.oneOfOr(enumValues(EXAM_KIND), EXAM_KIND.MAIN),
  /** Given for monthly exams (which semester the month counts in); set from ExamType for semester exams. */
  SemesterType: zf.optOneOf(enumValues(SEMESTER_TYPE)),
  /** Required for a monthly exam. */
  Month: zf.optInt(1, 12),
  ExamDate: zf.optDate(),
  ScoreEntryEndDate: zf.optDate(),
  /** True for semester exams whatever is sent. */
  IsSemesterExam: zf.bool(false),
  IsAverageScore: zf.bool(false),
  Condition: zf.oneOfOr(enumValues(EXAM_TYPE_CONDITION), EXAM_TYPE_CONDITION.NORMAL),
  Status: zf.oneOfOr(enumValues(ACTIVE_STATUS), ACTIVE_STATUS.ACTIVE),
  ExamTypeStatus: zf.oneOfOr(enumValues(SCORE_VISIBILITY_STATUS), SCORE_VISIBILITY_STATUS.DRAFT),
  IsCurrent: zf.bool(false),
  SortIndex: zf.intOr(0),
};
type TRules = { ExamType: number; Month?: number; ExamDate?: string; ScoreEntryEndDate?: string };
const rules = (v: TRules, ctx: z.RefinementCtx) => {
  if (v.ExamType === EXAM_PERIOD_TYPE.MONTH && v.Month === undefined)
    ctx.addIssue({ code: 'custom', path: ['Month'], message: 'សូមជ្រើសរើសខែ សម្រាប់ការប្រឡងប្រចាំខែ | A monthly exam needs its month' });
  if (v.ExamDate && v.ScoreEntryEndDate && v.ScoreEntryEndDate < v.ExamDate)
    ctx.addIssue({
      code: 'custom',
      path: ['ScoreEntryEndDate'],
      message: 'ថ្ងៃផុតកំណត់បញ្ចូលពិន្ទុ ត្រូវនៅក្រោយ ឬស្មើថ្ងៃប្រឡង | The score entry end date must be on or after the exam date',
    });
};
export const ZExamTypeCreate = z.strictObject(fields).superRefine(rules);
export type TExamTypeCreate = z.infer<typeof ZExamTypeCreate>;
export const ZExamTypeUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...fields }).superRefine(rules);
export type TExamTypeUpdate = z.infer<typeof ZExamTypeUpdate>;

export const ZExamTypeQuery = z.object({
  /** The current year when absent. */
  academicYearId: ZId.optional(),
  examType: z.coerce.number().int().optional(),
  /** Put the 'All' entry first (off unless asked: this is also the settings list). */
  includeAll: ZQueryBoolean.default(false),
});
export const ZExamTypeByYearQuery = z.object({
  academicYearId: ZId,
  /** The 'All' entry of data-calls §3 comes first unless false is given. */
  includeAll: ZQueryBoolean.default(true),
});
