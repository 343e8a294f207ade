import { z } from 'zod';
import { zf } from '../common/fields.schemas';
import { EXPORT_FILE_TYPE } from '../enum/enum.values';

/**
 * The class-level result reports of the report menu (portal §2 'Reports' → Results, under /report/result/;
 * data-calls §7 'Reports'). Every figure (total, average, percent, rank, mention, pass, incomplete) is the
 * score area's stored result (the grading module's answer, docs/spec/grading.md): a report arranges them, it
 * never computes one.
 *
 * A report answers one shape, whatever its content: sections (a class, or a subject's sheet), each with
 * its columns and its rows of cells, so the screen, the PDF and the workbook show the same table. A cell is
 * a number (the screen writes it in the page's digits), a text that reads the same in both languages (a
 * name, a code), a Khmer and English pair, or empty.
 */

/** The eight screens, by their path under /report/result/. */
export const RESULT_REPORTS = [
  'exam-result',
  'exam-scoring-office',
  'exam-scoring-semester',
  'exam-scoring-sheet',
  'ranking-summary',
  'score-entry',
  'semester-ranking',
  'semester-scoring',
] as const;
export type TResultReportName = (typeof RESULT_REPORTS)[number];

/** The reports whose file is a designed call (the other four files are the spec's calls). */
export const RESULT_REPORTS_DESIGNED_FILE = ['ranking-summary', 'score-entry', 'semester-ranking', 'semester-scoring'] as const;

/** Student ordering (portal §4): by name 0, by ranking then name 1. */
export const RESULT_ORDER = { NAME: 0, RANKING: 1 } as const;

export const ZResultReportText = z.object({ Km: z.string(), En: z.string() });
export const ZResultReportCell = z.union([z.number(), z.string(), ZResultReportText, z.null()]);
export type TResultReportCell = z.infer<typeof ZResultReportCell>;

/** text: as given; number: two decimals; integer: a count or rank. */
export const ZResultReportColumn = z.object({
  Key: z.string(),
  Header: z.string(),
  HeaderEn: z.string(),
  Kind: z.enum(['text', 'number', 'integer']),
  /** Relative width (the PDF fills the page in proportion; the workbook in characters × 2). */
  Width: z.number(),
});
export type TResultReportColumn = z.infer<typeof ZResultReportColumn>;

export const ZResultReportSection = z.object({
  Caption: z.string(),
  CaptionEn: z.string(),
  /** A line under the table (the counts of the class), or empty. */
  Note: z.string(),
  NoteEn: z.string(),
  Columns: z.array(ZResultReportColumn),
  /** Each row's cells in the order of `Columns`. */
  Rows: z.array(z.array(ZResultReportCell)),
});
export type TResultReportSection = z.infer<typeof ZResultReportSection>;

export const ZResultReport = z.object({
  Report: z.enum(RESULT_REPORTS),
  Title: z.string(),
  TitleEn: z.string(),
  /** The year, the exam or semester: the line under the title. */
  Subtitle: z.string(),
  SubtitleEn: z.string(),
  Sections: z.array(ZResultReportSection),
});
export type TResultReport = z.infer<typeof ZResultReport>;

export const ZResultReportParams = z.object({ report: z.enum(RESULT_REPORTS) });
export const ZResultReportFileParams = z.object({ report: z.enum(RESULT_REPORTS_DESIGNED_FILE) });

/**
 * The filters of every result report (each report reads those it needs and names a missing one): the spec's
 * `examTypeId`, `academicClassId`, `academicYearId`, `isClassifiedLevel` (every class of the class's grade),
 * `orderByRankingAndName`; designed beside them: `semester`, `period` and `courseLevelId` (the ranking summary;
 * the semester ranking takes `period` year for the year's ranking, else its `semester`), `courseLevelSubjectId`
 * (one subject) and `blank` (the score-entry sheet).
 */
export const ZResultReportQuery = z.object({
  academicYearId: zf.optId(),
  academicClassId: zf.optId(),
  courseLevelId: zf.optId(),
  examTypeId: zf.optId(),
  semester: zf.optInt(1, 2),
  period: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(['exam', 'semester', 'year']).optional()),
  courseLevelSubjectId: zf.optId(),
  isClassifiedLevel: zf.bool(false),
  orderByRankingAndName: zf.oneOfOr(Object.values(RESULT_ORDER), RESULT_ORDER.NAME),
  blank: zf.bool(false),
});
export type TResultReportQuery = z.output<typeof ZResultReportQuery>;

export const ZResultReportFileQuery = ZResultReportQuery.extend({ exportType: zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF) });
export type TResultReportFileQuery = z.output<typeof ZResultReportFileQuery>;
