import { scoreResultRefs } from '@school/contract/score/score.refs';
import type { TScoreClassResult, TScoreStudentResults } from '@school/contract/score/score-result.schemas';
import { apiQuery } from '../../../lib/api-query';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import type { Camelized } from '../../../lib/case';

export type TClassResult = Camelized<TScoreClassResult>;
export type TClassResultRow = TClassResult['rows'][number];
export type TStudentResults = Camelized<TScoreStudentResults>;
export type TStudentPeriod = TStudentResults['periods'][number];

/** A period of a class's results: `exam:<id>`, `semester:1`, `semester:2` or `year`. */
export type TPeriodChoice = string;

export function classResultQuery(academicClassId: string, choice: TPeriodChoice) {
  const [kind, value] = choice.split(':') as ['exam' | 'semester' | 'year', string | undefined];
  const query =
    kind === 'exam'
      ? { academicClassId, kind, examTypeId: value }
      : kind === 'semester'
        ? { academicClassId, kind, semester: Number(value) }
        : { academicClassId, kind };
  return apiQuery(scoreResultRefs.classResult, { query });
}

/** A student's released results of a year (herself; a guardian's child with `studentId`). */
export const studentResultQuery = (studentId: string | undefined, academicYearId: string | undefined) =>
  apiQuery(scoreResultRefs.studentResult, { query: { studentId, academicYearId } });

/** The record book of a student in a class (every computed period, released or not). */
export const recordBookQuery = (studentId: string, academicClassId: string) => apiQuery(scoreResultRefs.recordBook, { query: { studentId, academicClassId } });

/**
 * Saves the printed record book (PDF, Khmer and English): the school's of a student in a class (`studentId`,
 * `academicClassId`), or a student's own (nothing named) or a guardian's child's (`studentId`) of a year, released only.
 */
export async function downloadRecordBook(query: { studentId?: string; academicClassId?: string; academicYearId?: string }) {
  const file = await api.download(scoreResultRefs.recordBookPdf, { query });
  saveBlob(file.blob, file.fileName ?? 'record-book.pdf');
}
