import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { zf } from '../common/fields.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { ACADEMIC_SCORE_STATUS } from '../enum/enum.values';

/**
 * Score entry (issue 13; data-calls §3 'Other', §4, §7 'Scoring'): one sheet per academic class, exam type and
 * course-level subject, carrying the version a batch save names and its visibility (SCORE_VISIBILITY_STATUS,
 * DRAFT 0 → REQUIRED_CONFIRMATION 1 → LIVE 2). A student's score has a status ACADEMIC_SCORE_STATUS: NORMAL 0
 * with a score is entered, NORMAL without one is not entered; ABSENT 1, PERMISSION 2 and EXEMPTED 3 carry no score.
 */

export const SCORE_STATUSES = Object.values(ACADEMIC_SCORE_STATUS) as readonly number[];

/** How far a sheet is: no score saved, some students scored (or marked), every student done. */
export const ZScoreSheetState = z.enum(['not-started', 'in-progress', 'complete']);
export type TScoreSheetState = z.infer<typeof ZScoreSheetState>;

/** An exam type of the year as the entry screens pick it. */
export const ZScoreExamType = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  IsCurrent: z.boolean(),
  ScoreEntryEndDate: z.string().nullable(),
  /** Entry is closed for the reader (a teacher after the end date; never the office). */
  Closed: z.boolean(),
});
export type TScoreExamType = z.infer<typeof ZScoreExamType>;

/** One class × subject sheet of an exam type the reader may enter, with how far it is. */
export const ZScoreSheetSummary = z.object({
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  CourseLevelSubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
  ExamTypeId: ZId,
  /** null: never saved. */
  Version: z.number().int().nullable(),
  Visibility: z.number().int(),
  /** Students with a score or a status other than not entered. */
  Entered: z.number().int(),
  Students: z.number().int(),
  State: ZScoreSheetState,
  /** The office's note when it sent the sheet back (shown while the sheet is a draft); null: none. */
  Note: z.string().nullable(),
});
export type TScoreSheetSummary = z.infer<typeof ZScoreSheetSummary>;

/** `GET schedule` and `GET /api/scoring/home`: the year's exam types, the one chosen, and the reader's sheets of it. */
export const ZScoreSchedule = z.object({
  AcademicYearId: ZId.nullable(),
  ExamTypes: z.array(ZScoreExamType),
  /** The exam type listed (null: the year has none). */
  ExamTypeId: ZId.nullable(),
  Sheets: z.array(ZScoreSheetSummary),
});
export type TScoreSchedule = z.infer<typeof ZScoreSchedule>;

/** One student on the sheet. */
export const ZScoreEntryRow = z.object({
  StudentId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  Score: z.number().nullable(),
  Status: z.number().int(),
});
export type TScoreEntryRow = z.infer<typeof ZScoreEntryRow>;

/** Where a cell's mark came from: a scored homework the teacher put into the sheet (issue 15). */
export const ZScoreSource = z.object({ HomeworkId: ZId, Title: z.string() });
export type TScoreSource = z.infer<typeof ZScoreSource>;

/** What names a score sheet: its class, exam type and subject, with their names in both languages. */
export const scoreSheetKeyFields = {
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  ExamTypeId: ZId,
  ExamType: z.string(),
  ExamTypeEn: z.string(),
  CourseLevelSubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
};

/** `GET by-class-and-exam-type`: the sheet of a class, exam type and subject. */
export const ZScoreEntrySheet = z.object({
  ...scoreSheetKeyFields,
  /** The subject's maximum and pass score from the school's standard scores (null: none set for the grade). */
  MaxScore: z.number().nullable(),
  PassScore: z.number().nullable(),
  ScoreEntryEndDate: z.string().nullable(),
  /** null: never saved. */
  Version: z.number().int().nullable(),
  Visibility: z.number().int(),
  /** The reader may save (a teacher: not after the exam type's entry end date, and only a draft). */
  CanEdit: z.boolean(),
  /** Each student's row; `Source` names the homework a mark came from (null: typed on the sheet). */
  Students: z.array(ZScoreEntryRow.extend({ Source: ZScoreSource.nullable() })),
});
export type TScoreEntrySheet = z.infer<typeof ZScoreEntrySheet>;

// ---------------------------------------------------------------------------------------------------
// Requests

const optionalId = zf.optId;

export const ZScoreScheduleQuery = z.object({ academicYearId: optionalId(), examTypeId: optionalId(), courseLevelSubjectId: optionalId() });
export const ZScoringHomeQuery = z.object({ academicYearId: optionalId() });
export const ZScoreEntrySheetQuery = z.object({ academicClassId: ZId, examTypeId: ZId, courseLevelSubjectId: ZId });

/** A list in a form body arrives as JSON text. */
export const jsonText = (v: unknown) => {
  if (typeof v !== 'string' || !v.trim().startsWith('[')) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** null: no score (not entered, absent or exempt); range and decimals are the service's (every bad cell named). */
const ZScoreValue = z.number().finite().min(-1_000_000).max(1_000_000).nullable();
/** The sheet version read (null: the sheet had never been saved). */
const ZSheetVersion = z.number().int().min(1).nullable();
const REASON = z.string().trim().max(500).optional();

const ZScoreBatchItem = z.strictObject({ StudentId: ZId, Score: ZScoreValue, Status: zf.oneOf(SCORE_STATUSES) });

/** `POST v2/batch-save` and `PUT batch-save` (JSON): the scores of one sheet, written in one transaction. */
export const ZScoreBatchSave = z.strictObject({
  AcademicClassId: ZId,
  ExamTypeId: ZId,
  CourseLevelSubjectId: ZId,
  Version: ZSheetVersion,
  Items: z.array(ZScoreBatchItem).min(1).max(200),
  /** Why a submitted or live sheet's scores change (kept in the history; required of the office on a live sheet). */
  Reason: REASON,
});
export type TScoreBatchSave = z.infer<typeof ZScoreBatchSave>;

/**
 * `POST batch-save` (v1, form): the spec gives v1 no shape of its own, so it is v2's body as form fields: `Version`
 * as text (empty or 'null': never saved) and `Items` as JSON text. Same service, same rules.
 */
export const ZScoreBatchSaveForm = z.strictObject({
  AcademicClassId: ZId,
  ExamTypeId: ZId,
  CourseLevelSubjectId: ZId,
  Version: z.preprocess((v) => (v === '' || v === 'null' || v === undefined ? null : typeof v === 'string' ? Number(v) : v), ZSheetVersion),
  Items: z.preprocess(jsonText, z.array(ZScoreBatchItem).min(1).max(200)),
  Reason: z.preprocess((v) => (v === '' || v === null ? undefined : v), REASON),
});

// ---------------------------------------------------------------------------------------------------
// A class across subjects (`by-class`) and one student across subjects (`individual`, `/score/form`)

/** One subject (sheet) of a class and exam type as a column: its maximum, version and whether the reader may save it. */
export const ZScoreSubjectColumn = z.object({
  CourseLevelSubjectId: ZId,
  Subject: z.string(),
  SubjectEn: z.string(),
  MaxScore: z.number().nullable(),
  PassScore: z.number().nullable(),
  /** null: never saved. */
  Version: z.number().int().nullable(),
  Visibility: z.number().int(),
  /** The reader may save this subject (a teacher: hers, a draft, before the end date; the office: always). */
  CanEdit: z.boolean(),
});
export type TScoreSubjectColumn = z.infer<typeof ZScoreSubjectColumn>;

export const ZScoreCell = z.object({ CourseLevelSubjectId: ZId, Score: z.number().nullable(), Status: z.number().int() });
export type TScoreCell = z.infer<typeof ZScoreCell>;

const ZSheetHead = {
  AcademicClassId: ZId,
  AcademicClass: z.string(),
  AcademicClassEn: z.string(),
  ExamTypeId: ZId,
  ExamType: z.string(),
  ExamTypeEn: z.string(),
  ScoreEntryEndDate: z.string().nullable(),
};

/** `GET by-class`: a class's students × subjects of an exam type (the office every scoring subject, a teacher hers). */
export const ZScoreClassSheet = z.object({
  ...ZSheetHead,
  Subjects: z.array(ZScoreSubjectColumn),
  /** Each student's cells in the order of `Subjects`. */
  Students: z.array(ZScoreEntryRow.omit({ Score: true, Status: true }).extend({ Scores: z.array(ZScoreCell) })),
});
export type TScoreClassSheet = z.infer<typeof ZScoreClassSheet>;

/** `GET individual`: one student across every scoring subject of her class (a teacher edits hers, reads the others). */
export const ZScoreIndividualSheet = z.object({
  ...ZSheetHead,
  Student: ZScoreEntryRow.omit({ Score: true, Status: true }),
  Subjects: z.array(ZScoreSubjectColumn.extend({ Score: z.number().nullable(), Status: z.number().int() })),
});
export type TScoreIndividualSheet = z.infer<typeof ZScoreIndividualSheet>;

export const ZScoreClassSheetQuery = z.object({ academicClassId: ZId, examTypeId: ZId, courseLevelSubjectId: optionalId() });
export const ZScoreIndividualQuery = z.object({ studentId: ZId, academicClassId: ZId, examTypeId: ZId });

/**
 * `POST individual/batch-save` (designed, `/score/form`): one student's scores of several subjects, each at the
 * version of its sheet read, in ONE transaction (all or nothing; 409 names every changed cell, 400 every bad one).
 */
export const ZScoreIndividualSave = z.strictObject({
  AcademicClassId: ZId,
  ExamTypeId: ZId,
  StudentId: ZId,
  Items: z
    .array(z.strictObject({ CourseLevelSubjectId: ZId, Version: ZSheetVersion, Score: ZScoreValue, Status: zf.oneOf(SCORE_STATUSES) }))
    .min(1)
    .max(60),
  Reason: REASON,
});
export type TScoreIndividualSave = z.infer<typeof ZScoreIndividualSave>;

// ---------------------------------------------------------------------------------------------------
// The class × exam sheet as an Excel file (designed: `/score` download and upload)

export const ZScoreSheetFileQuery = z.object({ academicClassId: ZId, examTypeId: ZId });

/**
 * `POST by-class/import` (multipart): the downloaded sheet filled in, for the class and exam type the screen
 * shows. Every bad cell is named (`Field` `Rows.<row>.<column>`, the row and column in both messages) before
 * anything is saved; then every subject is saved at the version the file was downloaded at, in one transaction.
 */
export const ZScoreSheetUpload = z.strictObject({ File: ZUploadFile, AcademicClassId: ZId, ExamTypeId: ZId });
export type TScoreSheetUpload = z.infer<typeof ZScoreSheetUpload>;
