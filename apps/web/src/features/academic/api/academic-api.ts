import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAcademicYear, TAcademicYearUpdate } from '@school/contract/academic-year/academic-year.schemas';
import type {
  TAcademicClass,
  TAcademicClassUpdate,
  TCopyPreviewRequest,
  TCopyRequest,
  TCopyRow,
} from '@school/contract/academic-class/academic-class.schemas';
import type { TClassGroup, TClassGroupUpdate } from '@school/contract/class-group/class-group.schemas';
import type { TStandardScore, TStandardScoreUpdate } from '@school/contract/standard-score/standard-score.schemas';
import type { TGradeMatrix, TGradeMatrixUpdate } from '@school/contract/grade-matrix/grade-matrix.schemas';
import type { TLevelClassified, TLevelClassifiedUpdate } from '@school/contract/level-classified/level-classified.schemas';
import type { TAcademicCourseLevel, TCourseLevel, TCourseLevelSubject, TCourseLevelSubjectUpdate, TCourseLevelUpdate } from '@school/contract/course-level/course-level.schemas';
import type { TSubject, TSubjectGroupRoot, TSubjectGroupRootUpdate } from '@school/contract/subject/subject.schemas';
import type { TLeaveType, TLeaveTypeUpdate } from '@school/contract/leave-type/leave-type.schemas';
import type { TCard, TCardUpdate } from '@school/contract/card/card.schemas';
import type { TExamType, TExamTypeUpdate } from '@school/contract/exam-type/exam-type.schemas';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import { createRecordApi } from '../../../lib/record-api';

/** The body of a create or an update: the update's fields, `Id` and `Version` only when updating. */
type TSaveOf<TUpdate> = Omit<TUpdate, 'Id' | 'Version'> & { Version?: number };

export type TYear = Camelized<TAcademicYear>;
export type TClass = Camelized<TAcademicClass>;
export type TGroup = Camelized<TClassGroup>;
export type TScore = Camelized<TStandardScore>;
export type TMatrix = Camelized<TGradeMatrix>;
export type TLevel = Camelized<TLevelClassified>;
export type TGrade = Camelized<TCourseLevel>;
export type TYearGrade = Camelized<TAcademicCourseLevel>;
export type TRoot = Camelized<TSubjectGroupRoot>;
export type TSubjectItem = Camelized<TSubject>;
export type TCopyRowItem = Camelized<TCopyRow>;

/** Academic years (data-calls §7 'Academic setup'): multipart bodies; the settings list shows inactive years too. */
export const academicYearApi = createRecordApi<TAcademicYear, TSaveOf<TAcademicYearUpdate>>({
  key: 'academic-year',
  list: { path: '/api/academic-year/by-token' },
  create: { method: 'POST', path: '/api/academic-year/token', kind: 'multipart' },
  update: { method: 'PUT', path: '/api/academic-year/token', kind: 'multipart' },
  remove: (id) => ({ path: '/api/academic-year', query: { id } }),
});

export const academicClassApi = createRecordApi<TAcademicClass, TSaveOf<TAcademicClassUpdate>>({
  key: 'academic-class',
  list: { path: '/api/academic-class/by-year' },
  create: { method: 'POST', path: '/api/academic-class', kind: 'form' },
  update: { method: 'PUT', path: '/api/academic-class', kind: 'form' },
  remove: (id) => ({ path: '/api/academic-class', query: { id } }),
});

export const classGroupApi = createRecordApi<TClassGroup, TSaveOf<TClassGroupUpdate>>({
  key: 'class-group',
  list: { path: '/api/class/group' },
  create: { method: 'POST', path: '/api/class/group', kind: 'json' },
  update: { method: 'PUT', path: '/api/class/group', kind: 'json' },
  remove: (id) => ({ path: '/api/class/group', query: { id } }),
});

export const standardScoreApi = createRecordApi<TStandardScore, TSaveOf<TStandardScoreUpdate>>({
  key: 'standard-score',
  list: { path: '/api/subject-standard-score' },
  create: { method: 'POST', path: '/api/subject-standard-score', kind: 'multipart' },
  update: { method: 'PUT', path: '/api/subject-standard-score', kind: 'multipart' },
  remove: (id) => ({ path: '/api/subject-standard-score', query: { id } }),
});

export const gradeMatrixApi = createRecordApi<TGradeMatrix, TSaveOf<TGradeMatrixUpdate>>({
  key: 'grade-matrix',
  list: { path: '/api/score/setting/matrix' },
  create: { method: 'POST', path: '/api/score/setting/matrix', kind: 'json' },
  update: { method: 'PUT', path: '/api/score/setting/matrix', kind: 'json' },
  remove: (id) => ({ path: '/api/score/setting/matrix', query: { id } }),
});

const lookup = <T,>(key: readonly unknown[], path: string, query?: Record<string, string | number | boolean | undefined>) =>
  queryOptions({
    queryKey: [...key, query ?? {}],
    queryFn: async () => (await api.get<T[]>(path, { query })).data ?? [],
    staleTime: 60_000,
  });

export const levelClassifiedQuery = () => lookup<TLevelClassified>(['level-classified', 'list'], '/api/academic-level-classified');
export const courseLevelQuery = () => lookup<TCourseLevel>(['course-level', 'list'], '/api/course-level');
export const yearGradesQuery = (academicYearId: string | undefined) =>
  lookup<TAcademicCourseLevel>(['academic-course-level', 'list'], '/api/academic-course-level/list', { academicYearId, includeAll: false });
export const subjectGroupRootQuery = () => lookup<TSubjectGroupRoot>(['subject-group-root', 'list'], '/api/subject-group-root');
export const subjectQuery = (subjectGroupRootId: string | undefined) =>
  lookup<TSubject>(['subject', 'list'], '/api/subject', { subjectGroupRootId });
export const classGroupLookupQuery = () => lookup<TClassGroup>(['class-group', 'lookup'], '/api/academic-class/group');
export const classesOfYearQuery = (academicYearId: string | undefined) =>
  queryOptions({
    ...academicClassApi.listQuery({ academicYearId }),
    enabled: Boolean(academicYearId),
  });

/** Copy classes (data-calls §4): the source classes of a year, optionally of one grade. */
export async function fetchCopySource(fromAcademicYearId: string, courseLevelId?: string) {
  const data = (await api.get<{ FromAcademicClasses: TAcademicClass[] }>('/api/academic-class/copy', { query: { fromAcademicYearId, courseLevelId } })).data;
  return data?.fromAcademicClasses ?? [];
}

export function useCopyPreview() {
  return useMutation({
    mutationFn: async (body: TCopyPreviewRequest) =>
      (await api.post<{ ToAcademicClasses: TCopyRow[] }>('/api/academic-class/copy/preview', { json: body })).data?.toAcademicClasses ?? [],
  });
}

export function useCopyClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCopyRequest) =>
      (await api.post<{ ToAcademicClasses: TAcademicClass[] }>('/api/academic-class/copy', { json: body })).data?.toAcademicClasses ?? [],
    onSettled: () => queryClient.invalidateQueries({ queryKey: academicClassApi.keys.all }),
  });
}

// ---- Leave types and cards (per actor).

export type TLeave = Camelized<TLeaveType>;
export type TCardItem = Camelized<TCard>;

export const leaveTypeApi = createRecordApi<TLeaveType, TSaveOf<TLeaveTypeUpdate>>({
  key: 'leave-type',
  list: { path: '/api/leave-type' },
  create: { method: 'POST', path: '/api/leave-type', kind: 'json' },
  update: { method: 'PUT', path: '/api/leave-type', kind: 'json' },
  remove: (id) => ({ path: '/api/leave-type', query: { id } }),
});

export const cardApi = createRecordApi<TCard, TSaveOf<TCardUpdate>>({
  key: 'card',
  list: { path: '/api/card' },
  create: { method: 'POST', path: '/api/card', kind: 'json' },
  update: { method: 'PUT', path: '/api/card', kind: 'json' },
  remove: (id) => ({ path: '/api/card', query: { id } }),
});

export type TExam = Camelized<TExamType>;

export const examTypeApi = createRecordApi<TExamType, TSaveOf<TExamTypeUpdate>>({
  key: 'exam-type',
  list: { path: '/api/exam-type' },
  create: { method: 'POST', path: '/api/exam-type', kind: 'json' },
  update: { method: 'PUT', path: '/api/exam-type', kind: 'json' },
  remove: (id) => ({ path: '/api/exam-type', query: { id } }),
});

/** Subject group roots (`/settings/subjects/subject-group-root`): with the levels that teach them. */
export const subjectGroupRootApi = createRecordApi<TSubjectGroupRoot, TSaveOf<TSubjectGroupRootUpdate>>({
  key: 'subject-group-root',
  list: { path: '/api/subject-group-root' },
  create: { method: 'POST', path: '/api/subject-group-root', kind: 'json' },
  update: { method: 'PUT', path: '/api/subject-group-root', kind: 'json' },
  remove: (id) => ({ path: '/api/subject-group-root', query: { id } }),
});

export const levelClassifiedApi = createRecordApi<TLevelClassified, TSaveOf<TLevelClassifiedUpdate>>({
  key: 'level-classified',
  list: { path: '/api/academic-level-classified' },
  create: { method: 'POST', path: '/api/academic-level-classified', kind: 'json' },
  update: { method: 'PUT', path: '/api/academic-level-classified', kind: 'json' },
  remove: (id) => ({ path: `/api/academic-level-classified/${encodeURIComponent(id)}` }),
});

export const courseLevelApi = createRecordApi<TCourseLevel, TSaveOf<TCourseLevelUpdate>>({
  key: 'course-level',
  list: { path: '/api/course-level' },
  create: { method: 'POST', path: '/api/course-level', kind: 'json' },
  update: { method: 'PUT', path: '/api/course-level', kind: 'json' },
  remove: (id) => ({ path: `/api/course-level/${encodeURIComponent(id)}` }),
});

export type TLevelSubject = Camelized<TCourseLevelSubject>;

/** The subjects a grade of a year teaches (course-level subjects, IsScoring). */
export const levelSubjectApi = createRecordApi<TCourseLevelSubject, TSaveOf<TCourseLevelSubjectUpdate>>({
  key: 'course-level-subject',
  list: { path: '/api/academic-course-level/subject' },
  create: { method: 'POST', path: '/api/academic-course-level/subject', kind: 'multipart' },
  update: { method: 'PUT', path: '/api/academic-course-level/subject', kind: 'multipart' },
  remove: (id) => ({ path: '/api/academic-course-level/subject', query: { id } }),
});
