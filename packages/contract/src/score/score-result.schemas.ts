import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';

/**
 * Results (issue 13 'Results'; docs/spec/grading.md): what the grading module computed and the score module
 * stored when a sheet was saved, read as they are. A period is one exam, a semester (1 or 2) or the year.
 */

export const ZScoreResultKind = z.enum(['exam', 'semester', 'year']);
export type TScoreResultKind = z.infer<typeof ZScoreResultKind>;
/** complete: has an average and a rank; incomplete: a score it needs is not entered; exempt: exempt from every subject. */
export const ZScoreResultState = z.enum(['complete', 'incomplete', 'exempt']);

/** A subject that counts in the class (the column of a results table). */
export const ZScoreResultSubject = z.object({
  CourseLevelSubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
  MaxScore: z.number(),
  Coefficient: z.number(),
  PassScore: z.number(),
});
export type TScoreResultSubject = z.infer<typeof ZScoreResultSubject>;

/** A student's score of one subject in the period (a semester's or year's: the subject's averaged score). */
export const ZScoreResultCell = z.object({
  CourseLevelSubjectId: ZId,
  /** scored (absent scores 0), exempt (left out), incomplete (a score it needs is not entered). */
  State: z.enum(['scored', 'exempt', 'incomplete']),
  /** One exam only: entered, absent, exempt, not-entered. */
  Status: z.string().nullable(),
  Score: z.number().nullable(),
  Percent: z.number().nullable(),
  Passed: z.boolean().nullable(),
  Grade: z.string().nullable(),
});
export type TScoreResultCell = z.infer<typeof ZScoreResultCell>;

/** The figures of a student's result of a period. */
const RESULT_FIGURES = {
  State: ZScoreResultState,
  Total: z.number().nullable(),
  Average: z.number().nullable(),
  Percent: z.number().nullable(),
  FullAverage: z.number().nullable(),
  /** Competition rank in the class (1, 2, 2, 4); null unless complete. */
  Rank: z.number().int().nullable(),
  Grade: z.string().nullable(),
  Mention: z.string().nullable(),
  MentionEn: z.string().nullable(),
  Passed: z.boolean().nullable(),
  /** Sessions missed in the period (the attendance summary's effective counts); null: none counted. */
  Absence: z.number().int().nullable(),
  Permission: z.number().int().nullable(),
  Subjects: z.array(ZScoreResultCell),
};

export const ZScoreClassResultRow = z.object({
  StudentId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  ...RESULT_FIGURES,
  /**
   * The year only: the academic result status the promotion proposes from (ACADEMIC_RESULT_STATUS: pass 1 when
   * the annual result passes, failed 2 when it does not, default 0 while incomplete); null for an exam or semester.
   */
  AcademicResultStatus: z.number().int().nullable(),
  /** Misconduct records of the student in the class's year (the record book's conduct beside the results). */
  Misconduct: z.number().int(),
});
export type TScoreClassResultRow = z.infer<typeof ZScoreClassResultRow>;

/** `GET /api/score/result/class`: a class's ranked result of an exam, a semester or the year. */
export const ZScoreClassResult = z.object({
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  Kind: ZScoreResultKind,
  ExamTypeId: ZId.nullable(),
  Semester: z.number().int().nullable(),
  Period: z.string(),
  PeriodEn: z.string(),
  /** Every counted sheet of the period is LIVE (what students and guardians see). */
  Released: z.boolean(),
  /** When the results were last computed (null: never: no sheet of the period was saved). */
  ComputedAt: z.string().nullable(),
  Subjects: z.array(ZScoreResultSubject),
  Rows: z.array(ZScoreClassResultRow),
  Counts: z.object({
    Students: z.number().int(),
    Ranked: z.number().int(),
    Passed: z.number().int(),
    Failed: z.number().int(),
    Incomplete: z.number().int(),
    Exempt: z.number().int(),
  }),
});
export type TScoreClassResult = z.infer<typeof ZScoreClassResult>;

/** One period of a student's results (her own released ones, or the record book). */
export const ZScoreStudentPeriod = z.object({
  Kind: ZScoreResultKind,
  ExamTypeId: ZId.nullable(),
  Semester: z.number().int().nullable(),
  Period: z.string(),
  PeriodEn: z.string(),
  Released: z.boolean(),
  /** Students in the class's result (the "of N" beside a rank). */
  ClassSize: z.number().int(),
  ...RESULT_FIGURES,
});
export type TScoreStudentPeriod = z.infer<typeof ZScoreStudentPeriod>;

/** A student's results of a class (year): `GET /api/score/result/student` and `GET /api/student/record-book`. */
export const ZScoreStudentResults = z.object({
  StudentId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  AcademicClassId: ZId.nullable(),
  AcademicClass: z.string().nullable(),
  AcademicClassEn: z.string().nullable(),
  AcademicYearId: ZId.nullable(),
  Subjects: z.array(ZScoreResultSubject),
  /** The year's periods in order: each exam, a semester after its semester exam, the year last. */
  Periods: z.array(ZScoreStudentPeriod),
  /** The record book only (the school's view; empty in a student's or guardian's): her misconduct of the year, by date. */
  Misconducts: z.array(
    z.object({ Id: ZId, Date: z.string(), Description: z.string(), DescriptionEn: z.string().nullable(), ActionTaken: z.string().nullable() }),
  ),
  /** The record book only: every change of her scores in the class after a sheet was submitted (who, when, before, after, why). */
  History: z.array(
    z.object({
      ExamTypeId: ZId,
      Exam: z.string(),
      ExamEn: z.string(),
      CourseLevelSubjectId: ZId,
      Subject: z.string(),
      SubjectEn: z.string(),
      ChangedAt: z.string(),
      ChangedBy: z.string(),
      ChangedByEn: z.string(),
      OldScore: z.number().nullable(),
      OldStatus: z.number().int().nullable(),
      NewScore: z.number().nullable(),
      NewStatus: z.number().int(),
      /** SCORE_VISIBILITY_STATUS of the sheet when it changed. */
      Visibility: z.number().int(),
      Reason: z.string().nullable(),
    }),
  ),
});
export type TScoreStudentResults = z.infer<typeof ZScoreStudentResults>;

// ---------------------------------------------------------------------------------------------------
// Requests

export const ZScoreClassResultQuery = z
  .object({
    academicClassId: ZId,
    kind: ZScoreResultKind.default('exam'),
    examTypeId: zf.optId(),
    semester: zf.optInt(1, 2),
  })
  .refine((q) => q.kind !== 'exam' || q.examTypeId != null, { path: ['examTypeId'], message: 'examTypeId is required for an exam' })
  .refine((q) => q.kind !== 'semester' || q.semester != null, { path: ['semester'], message: 'semester (1 or 2) is required for a semester' });
export type TScoreClassResultQuery = z.infer<typeof ZScoreClassResultQuery>;

/** A student (herself, a guardian's child, or any for the office) and a year (the current one by default). */
export const ZScoreStudentResultQuery = z.object({ studentId: zf.optId(), academicYearId: zf.optId() });

/**
 * `GET /api/score/entry/individual-report` (spec `studentId&classId&examId`, "Data is a report URL"): one student's
 * scores and result of an exam, a semester or the year in a class, as data (the printed report is not built).
 * `studentId` is optional for a student herself.
 */
export const ZScoreIndividualReportQuery = z
  .object({
    studentId: zf.optId(),
    academicClassId: ZId,
    kind: ZScoreResultKind.default('exam'),
    examTypeId: zf.optId(),
    semester: zf.optInt(1, 2),
  })
  .refine((q) => q.kind !== 'exam' || q.examTypeId != null, { path: ['examTypeId'], message: 'examTypeId is required for an exam' })
  .refine((q) => q.kind !== 'semester' || q.semester != null, { path: ['semester'], message: 'semester (1 or 2) is required for a semester' });
export type TScoreIndividualReportQuery = z.infer<typeof ZScoreIndividualReportQuery>;

/** spec: `studentAcademicClassId&examTypeId`; `studentId&academicClassId` name the same placement. */
export const ZRecordBookQuery = z
  .object({ studentAcademicClassId: zf.optId(), studentId: zf.optId(), academicClassId: zf.optId(), examTypeId: zf.optId() })
  .refine((q) => q.studentAcademicClassId != null || (q.studentId != null && q.academicClassId != null), {
    path: ['studentAcademicClassId'],
    message: 'studentAcademicClassId, or studentId and academicClassId, are required',
  });

/**
 * The printed record book (PDF): the school (office, her teachers) names the placement as `GET
 * /api/student/record-book` does (`studentAcademicClassId`, or `studentId` and `academicClassId`); a student
 * herself (no `studentId`) or a guardian his child (`studentId`) a year (the current one by default), released
 * periods only.
 */
export const ZRecordBookPdfQuery = z.object({
  studentAcademicClassId: zf.optId(),
  studentId: zf.optId(),
  academicClassId: zf.optId(),
  academicYearId: zf.optId(),
});
export type TRecordBookPdfQuery = z.infer<typeof ZRecordBookPdfQuery>;

// ---------------------------------------------------------------------------------------------------
// How results are computed (data-calls §3 'Other': Setting: ExamFormulaTyes, RelatedExamTypes, Formula)

/** An exam type of the year as a formula names it. */
export const ZScoreFormulaExam = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  /** EXAM_PERIOD_TYPE: MONTH 0, SEMESTER_1 1, SEMESTER_2 2, ANNUAL 3. */
  ExamType: z.number().int(),
  Semester: z.number().int().nullable(),
  /** How it enters the result: a monthly exam of the average, the semester exam, or the exam itself. */
  Role: z.enum(['month', 'semester-exam', 'exam']),
});

/** A kind of result with its formula (grading.md), in both languages. */
export const ZScoreFormulaType = z.object({ Value: z.number().int(), Name: z.string(), NameEn: z.string(), Formula: z.string(), FormulaEn: z.string() });

/** `GET /api/score/entry/setting?academicYearId&examType`: how the results of a kind of exam are computed in a year. */
export const ZScoreSetting = z.object({
  AcademicYearId: ZId.nullable(),
  ExamType: z.number().int(),
  /** The four kinds of result (spec spelling) with their formulas. */
  ExamFormulaTyes: z.array(ZScoreFormulaType),
  /** The year's exam types that enter a result of `ExamType` (a semester: its counted months and its semester exam). */
  RelatedExamTypes: z.array(ZScoreFormulaExam),
  /** The formula of `ExamType`. */
  Formula: z.string(),
  FormulaEn: z.string(),
});
export type TScoreSetting = z.infer<typeof ZScoreSetting>;

/** A row of the score-grade matrix a class's results read. */
export const ZScoreMatrixRow = z.object({
  Grade: z.string(),
  Mention: z.string(),
  MentionEn: z.string(),
  MinScore: z.number(),
  MaxScore: z.number(),
  ScoreType: z.number().int(),
  GradeType: z.number().int(),
  IsPass: z.boolean(),
});

/** `GET /api/score/entry/configuration?examId&academicClassId`: what a class's results of an exam are computed from. */
export const ZScoreConfiguration = z.object({
  AcademicClassId: ZId,
  ExamTypeId: ZId.nullable(),
  Subjects: z.array(ZScoreResultSubject),
  CoefficientSum: z.number(),
  /** F = Σ M ÷ Σ c (grading.md 'Terms'). */
  FullAverage: z.number(),
  /** The school's matrix of the year and level, or the Cambodian template when it has none. */
  Matrix: z.array(ZScoreMatrixRow),
  IsDefaultMatrix: z.boolean(),
});
export type TScoreConfiguration = z.infer<typeof ZScoreConfiguration>;

export const ZScoreSettingQuery = z.object({ academicYearId: zf.optId(), examType: zf.int(0, 3) });
export const ZScoreConfigurationQuery = z.object({ academicClassId: ZId, examId: zf.optId() });

/**
 * The school's recompute of stored results (designed: `POST /api/score/result/recompute` starts it in the
 * background, `GET` follows it): every class of a year with sheets or results whose results are stale (every one
 * with `Force`), one class at a time. `Semester` narrows it to that semester's exams, the semester and the year (a
 * class already stale is recomputed whole).
 */
export const ZScoreRecomputeBody = z.object({
  AcademicYearId: ZId.nullish(),
  Semester: z.union([z.literal(1), z.literal(2)]).nullish(),
  /**
   * Recompute every class, also those whose stored results are up to date (no stale mark: nothing they follow
   * from changed since they were computed). Without it those are left as stored and counted in `UpToDate`.
   */
  Force: z.boolean().nullish(),
});
export type TScoreRecomputeBody = z.infer<typeof ZScoreRecomputeBody>;
export const ZScoreRecomputeQuery = z.object({ id: zf.optId() });
export const ZScoreRecompute = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  Semester: z.number().int().nullable(),
  /** running, done, failed. */
  State: z.enum(['running', 'done', 'failed']),
  /** Classes to compute and computed, students computed so far. */
  Classes: z.number().int(),
  ClassesDone: z.number().int(),
  /** Classes found up to date and left as stored (counted in `ClassesDone`; none with `Force`). */
  UpToDate: z.number().int(),
  Students: z.number().int(),
  Percent: z.number(),
  StartedAt: z.string(),
  FinishedAt: z.string().nullable(),
  DurationMs: z.number().int().nullable(),
  Error: z.string().nullable(),
  ErrorEn: z.string().nullable(),
});
export type TScoreRecompute = z.infer<typeof ZScoreRecompute>;
