import { homeworkRefs } from '@school/contract/homework/homework.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import { scoreRefs } from '@school/contract/score/score.refs';
import type {
  THomework as TWire,
  THomeworkDetail as TDetailWire,
  THomeworkScoreOption as TScoreOptionWire,
  THomeworkSubmission as TSubmissionWire,
} from '@school/contract/homework/homework.schemas';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery, useApiMutation } from '../../../lib/api-query';
import { saveBlob } from '../../../lib/download';

export type THomework = Camelized<TWire>;
export type THomeworkDetail = Camelized<TDetailWire>;
export type THomeworkSubmission = Camelized<TSubmissionWire>;
export type THomeworkScoreOption = Camelized<TScoreOptionWire>;
export type THomeworkFilters = { classId?: string; subjectId?: string; fromDate?: string; archived: boolean; actorId?: string };

/** Every homework call invalidates the lists and the open homework. */
const everything = [apiKeyPrefix(homeworkRefs.list).slice(0, 1)];

/** One page of the list (data-calls §4: pages appended; an empty page completes the list). */
export async function fetchHomeworkPage(filters: THomeworkFilters, pageIndex: number, pageSize: number) {
  const result = await api.call(homeworkRefs.list, {
    query: {
      pageIndex,
      pageSize,
      classId: filters.classId,
      subjectId: filters.subjectId,
      fromDate: filters.fromDate,
      archived: filters.archived,
      actorId: filters.actorId,
    },
  });
  return { items: (result.data ?? []) as THomework[], total: result.total ?? 0 };
}

export const homeworkQuery = (id: string, actorId?: string) => apiQuery(homeworkRefs.find, { query: { id, actorId } });
export const homeworkTargetsQuery = () => apiQuery(homeworkRefs.targets, { query: {} });
export const homeworkHistoryQuery = (id: string, studentId: string) => apiQuery(homeworkRefs.history, { query: { id, studentId } });
/** A guardian's children (the student list answers a guardian his own children only). */
export const childrenQuery = () => apiQuery(studentRefs.list, { query: { pageIndex: 1, pageSize: 50 } });

export const useAssignHomework = () => useApiMutation(homeworkRefs.assign, { invalidates: everything });
export const useUpdateHomework = () => useApiMutation(homeworkRefs.update, { invalidates: everything });
export const useArchiveHomework = () => useApiMutation(homeworkRefs.archive, { invalidates: everything });
export const useDeleteHomework = () => useApiMutation(homeworkRefs.delete, { invalidates: everything });
export const useCommentHomework = () => useApiMutation(homeworkRefs.comment, { invalidates: everything });
export const useSubmitHomework = () => useApiMutation(homeworkRefs.submit, { invalidates: everything });
export const useReturnHomework = () => useApiMutation(homeworkRefs.result, { invalidates: everything });

/** What a scored homework's marks can go into (a class, an exam, the teacher's subjects) and where they are. */
export const homeworkScoreOptionQuery = (id: string, academicClassId?: string, examTypeId?: string) =>
  apiQuery(homeworkRefs.scoreOption, { query: { id, academicClassId, examTypeId } });
/** Writes them into a sheet: the homework's calls and the score sheets read anew. */
export const useHomeworkScoreTransfer = () =>
  useApiMutation(homeworkRefs.scoreTransfer, { invalidates: [...everything, apiKeyPrefix(scoreRefs.byClassAndExamType).slice(0, 1)] });

export async function downloadHomeworkFile(id: string, name: string, result = false) {
  const file = await api.download(result ? homeworkRefs.resultDocument : homeworkRefs.file, { query: { id } });
  saveBlob(file.blob, file.fileName ?? name);
}
