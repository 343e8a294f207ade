import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { zf } from '../common/fields.schemas';
import { EXPORT_FILE_TYPE } from '../enum/enum.values';
import { ZScoreResultKind } from '../score/score-result.schemas';

/**
 * The student- and subject-level result reports of the report menu (portal §2 'Reports', group
 * 'report-result'): record books, the transcript, the honour roll and the subject grade tables. The spec names
 * the screens only; their content is the stored results of the score module (docs/spec/grading.md), read as
 * they are. Each report is one table (or a few sections of tables) described once by the server, so the screen,
 * the PDF and the workbook show the same columns and values.
 */

/** The seven reports (their screens are /report/result/<screen>). */
export const STUDENT_RESULT_REPORTS = [
  'student-record-book',
  'student-annual-record-book',
  'student-transcript',
  'student-honorary',
  'grade-by-subject',
  'grade-evaluation-semester',
  'subject-grade-semester',
] as const;
export const ZStudentResultReportName = z.enum(STUDENT_RESULT_REPORTS);
export type TStudentResultReportName = z.infer<typeof ZStudentResultReportName>;

/**
 * A report's filters. Which are needed depends on the report (checked by the server):
 * - student-record-book: academicClassId, examTypeId (the record book through that exam), studentId optional;
 * - student-annual-record-book: academicClassId, studentId optional;
 * - student-transcript: studentId (every year the student was placed in a class of the school);
 * - student-honorary: academicClassId, or academicYearId with courseLevelId (each class of the grade); the
 *   period (kind exam + examTypeId, semester + semester, year); top (the best ranks of each class, 5 by default);
 * - grade-by-subject: academicClassId and the period;
 * - grade-evaluation-semester: academicClassId and semester;
 * - subject-grade-semester: academicClassId, semester, courseLevelSubjectId optional (every subject otherwise).
 */
export const ZStudentResultReportFilter = z.object({
  report: ZStudentResultReportName,
  academicYearId: zf.optId(),
  courseLevelId: zf.optId(),
  academicClassId: zf.optId(),
  studentId: zf.optId(),
  kind: ZScoreResultKind.optional(),
  examTypeId: zf.optId(),
  semester: zf.optInt(1, 2),
  courseLevelSubjectId: zf.optId(),
  top: zf.intOr(5, 1, 100),
});
export type TStudentResultReportFilter = z.output<typeof ZStudentResultReportFilter>;

export const ZStudentResultReportQuery = ZStudentResultReportFilter.extend({
  exportType: zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF),
});
export type TStudentResultReportQuery = z.output<typeof ZStudentResultReportQuery>;

/**
 * `GET /report/school/record/book` (spec: `examTypeId&classId`): the school's record books of a class, one
 * student a page, through the exam named (the whole year without it); `studentId` one student only. Excel: the
 * class's table of the same report (the exam's, or the year's results).
 */
export const ZRecordBookFileQuery = z.object({
  classId: ZId,
  examTypeId: zf.optId(),
  studentId: zf.optId(),
  exportType: zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF),
});
export type TRecordBookFileQuery = z.output<typeof ZRecordBookFileQuery>;

/** A text in both languages (a name, a mention, a state). */
export const ZResultReportText = z.object({ Km: z.string(), En: z.string() });
export type TResultReportText = z.infer<typeof ZResultReportText>;

/** A cell: a number (shown with the column's decimals), a text, a text in both languages, or empty. */
export const ZResultReportCell = z.union([z.number(), z.string(), ZResultReportText, z.null()]);
export type TResultReportCell = z.infer<typeof ZResultReportCell>;

export const ZResultReportColumn = z.object({
  Key: z.string(),
  Header: z.string(),
  HeaderEn: z.string(),
  /** Columns with the same group are shown under one heading (a subject, a mention). */
  Group: z.string().nullable(),
  GroupEn: z.string().nullable(),
  /** Decimals of a number (2 for scores and averages, 0 for counts and ranks). */
  Decimals: z.number().int().min(0).max(2),
  /** A relative width in the PDF. */
  Width: z.number(),
});
export type TResultReportColumn = z.infer<typeof ZResultReportColumn>;

export const ZResultReportSection = z.object({
  Caption: z.string().nullable(),
  CaptionEn: z.string().nullable(),
  Columns: z.array(ZResultReportColumn),
  Rows: z.array(z.record(z.string(), ZResultReportCell)),
});
export type TResultReportSection = z.infer<typeof ZResultReportSection>;

/** A report as run: its title, what it is of (year, class, period, student), and its sections. */
export const ZResultReportTable = z.object({
  Report: ZStudentResultReportName,
  Title: z.string(),
  TitleEn: z.string(),
  Subtitle: z.string(),
  SubtitleEn: z.string(),
  Sections: z.array(ZResultReportSection),
});
export type TResultReportTable = z.infer<typeof ZResultReportTable>;
