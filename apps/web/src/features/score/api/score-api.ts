import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreRefs } from '@school/contract/score/score.refs';
import type { TScoreClassSheet, TScoreEntrySheet, TScoreIndividualSheet, TScoreSchedule } from '@school/contract/score/score.schemas';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TSchedule = Camelized<TScoreSchedule>;
export type TSheetSummary = TSchedule['sheets'][number];
export type TEntrySheet = Camelized<TScoreEntrySheet>;
export type TEntryRow = TEntrySheet['students'][number];

/** The reader's sheets: of the current exam type (the scoring home call), or of a chosen one (`schedule`). */
export const scheduleQuery = (academicYearId: string | undefined, examTypeId: string | undefined) =>
  examTypeId ? apiQuery(scoreRefs.schedule, { query: { academicYearId, examTypeId } }) : apiQuery(scoreRefs.home, { query: { academicYearId } });

export const entrySheetQuery = (academicClassId: string, examTypeId: string, courseLevelSubjectId: string) =>
  apiQuery(scoreRefs.byClassAndExamType, { query: { academicClassId, examTypeId, courseLevelSubjectId } });

export type TClassSheet = Camelized<TScoreClassSheet>;
export type TIndividualSheet = Camelized<TScoreIndividualSheet>;
export type TIndividualSubject = TIndividualSheet['subjects'][number];

/** A class's students × subjects of an exam type (a teacher: her subjects); `/score/form` takes its students from it. */
export const classSheetQuery = (academicClassId: string, examTypeId: string) => apiQuery(scoreRefs.byClass, { query: { academicClassId, examTypeId } });

/** One student across every scoring subject of an exam type (a teacher edits hers). */
export const individualQuery = (studentId: string, academicClassId: string, examTypeId: string) =>
  apiQuery(scoreRefs.individual, { query: { studentId, academicClassId, examTypeId } });

const SCORE_KEYS = [apiKeyPrefix(scoreRefs.schedule).slice(0, 1), apiKeyPrefix(scoreRefs.home).slice(0, 1)];

export type TScoreSave = {
  academicClassId: string;
  examTypeId: string;
  courseLevelSubjectId: string;
  version: number | null;
  items: Array<{ studentId: string; score: number | null; status: number }>;
  /** Why a submitted or live sheet changes (required of the office on a live sheet). */
  reason?: string;
};

/** One call for the whole sheet; a 409 names the students someone else scored differently (nothing was saved). */
export function useSaveScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TScoreSave) => (await api.call(scoreRefs.batchSave, { body })).data as TEntrySheet,
    onSettled: () => Promise.all(SCORE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export type TIndividualSave = {
  academicClassId: string;
  examTypeId: string;
  studentId: string;
  items: Array<{ courseLevelSubjectId: string; version: number | null; score: number | null; status: number }>;
  /** Why a released score changes (required of the office on a live sheet). */
  reason?: string;
};

/** One student's subjects in one call and one server transaction (all or nothing; a 409 names the changed cells). */
export function useSaveIndividual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TIndividualSave) => (await api.call(scoreRefs.individualSave, { body })).data as TIndividualSheet,
    onSettled: () => Promise.all(SCORE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The class's sheet of an exam as .xlsx (the subjects the reader may edit). */
export const downloadClassSheet = (academicClassId: string, examTypeId: string) =>
  api.download(scoreRefs.sheetDownload, { query: { academicClassId, examTypeId } });

/** The filled sheet back: a 400 names every bad cell (nothing saved), a 409 a sheet changed since the download. */
export function useUploadClassSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { file: File; academicClassId: string; examTypeId: string }) =>
      (await api.call(scoreRefs.sheetUpload, { body })).data as TClassSheet,
    onSettled: () => Promise.all(SCORE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** An unsaved cell: the score as typed and/or the status chosen. */
export type TScoreDraft = { score?: string; status?: number };

/** Unsaved edits of a sheet kept in the browser (`score:<class>:<exam>:<subject>`) until a save succeeds. */
const storageKey = (classId: string, examId: string, subjectId: string) => `score:${classId}:${examId}:${subjectId}`;
export function loadDrafts(classId: string, examId: string, subjectId: string): Record<string, TScoreDraft> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(classId, examId, subjectId)) ?? '{}') as Record<string, TScoreDraft>;
  } catch {
    return {};
  }
}
export function storeDrafts(classId: string, examId: string, subjectId: string, drafts: Record<string, TScoreDraft>) {
  try {
    if (Object.keys(drafts).length === 0) localStorage.removeItem(storageKey(classId, examId, subjectId));
    else localStorage.setItem(storageKey(classId, examId, subjectId), JSON.stringify(drafts));
  } catch {
    // Storage full or refused: the edits stay in the page.
  }
}
