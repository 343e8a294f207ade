import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZRecordBookPdfQuery,
  ZRecordBookQuery,
  ZScoreClassResult,
  ZScoreClassResultQuery,
  ZScoreConfiguration,
  ZScoreConfigurationQuery,
  ZScoreRecompute,
  ZScoreRecomputeBody,
  ZScoreRecomputeQuery,
  ZScoreIndividualReportQuery,
  ZScoreSetting,
  ZScoreSettingQuery,
  ZScoreStudentResultQuery,
  ZScoreStudentResults,
} from './score-result.schemas';

/** The office and teachers (a teacher her classes, checked in the service). */
const CLASS_RESULTS = ['VIEW_NAV_SCORING', 'MANAGE_SCORE'] as const;

/** Results (issue 13 'Results'): stored answers of the grading module, read as they are. */
export const scoreResultRoutes = {
  classResult: defineRoute({
    method: 'GET',
    path: '/api/score/result/class',
    area: 'score',
    access: CLASS_RESULTS,
    summary: "A class's ranked result of an exam, a semester or the year: totals, averages, ranks, mentions, pass and absences",
    query: ZScoreClassResultQuery,
    response: ZEnvelope(ZScoreClassResult),
  }),
  studentResult: defineRoute({
    method: 'GET',
    path: '/api/score/result/student',
    area: 'score',
    access: 'authenticated',
    summary: "A student's released results of a year (herself, a guardian's child; the office any student): never a draft",
    query: ZScoreStudentResultQuery,
    response: ZEnvelope(ZScoreStudentResults),
  }),
  recordBook: defineRoute({
    method: 'GET',
    path: '/api/student/record-book',
    area: 'score',
    access: CLASS_RESULTS,
    summary: "The student record book: a student's months, semesters and year in a class, with ranks, mentions and absences",
    query: ZRecordBookQuery,
    response: ZEnvelope(ZScoreStudentResults),
  }),
  recordBookPdf: defineRoute({
    method: 'GET',
    path: '/api/student/record-book/pdf',
    area: 'score',
    access: 'authenticated',
    summary:
      "designed: the printed record book (PDF, Khmer and English): the school's of a class (the office, her teachers; every period, released or not), a student's own or a guardian's child's of a year (released periods only)",
    query: ZRecordBookPdfQuery,
    file: true,
  }),
  individualReport: defineRoute({
    method: 'GET',
    path: '/api/score/entry/individual-report',
    area: 'score',
    access: 'authenticated',
    summary:
      "One student's subject scores and result of an exam, a semester or the year (the office any, a teacher her classes; a student herself and a guardian his child, released only)",
    query: ZScoreIndividualReportQuery,
    response: ZEnvelope(ZScoreStudentResults),
  }),
  setting: defineRoute({
    method: 'GET',
    path: '/api/score/entry/setting',
    area: 'score',
    access: CLASS_RESULTS,
    summary: 'How the results of a kind of exam are computed in a year: the formulas and the exam types that enter it',
    query: ZScoreSettingQuery,
    response: ZEnvelope(ZScoreSetting),
  }),
  configuration: defineRoute({
    method: 'GET',
    path: '/api/score/entry/configuration',
    area: 'score',
    access: CLASS_RESULTS,
    summary: "What a class's results are computed from: its subjects that count (maximum, coefficient, pass score), F and the score-grade matrix",
    query: ZScoreConfigurationQuery,
    response: ZEnvelope(ZScoreConfiguration),
  }),
  recompute: defineRoute({
    method: 'POST',
    path: '/api/score/result/recompute',
    area: 'score',
    access: 'MANAGE_SCORE',
    summary: "Starts the school's recompute of a year's (or a semester's) stored results in the background; answers its progress",
    body: ZScoreRecomputeBody,
    response: ZEnvelope(ZScoreRecompute),
  }),
  recomputeProgress: defineRoute({
    method: 'GET',
    path: '/api/score/result/recompute',
    area: 'score',
    access: 'MANAGE_SCORE',
    summary: "The progress of the school's recompute of stored results (the one named, else the latest)",
    query: ZScoreRecomputeQuery,
    response: ZEnvelope(ZScoreRecompute),
  }),
};
