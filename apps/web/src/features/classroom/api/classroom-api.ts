import { classroomRefs } from '@school/contract/classroom/classroom.refs';
import type { TClassLive as TLiveWire, TClassroom as TWire, TClassroomDetail as TDetailWire } from '@school/contract/classroom/classroom.schemas';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiQuery, useApiMutation } from '../../../lib/api-query';

export type TClassroom = Camelized<TWire>;
export type TClassroomDetail = Camelized<TDetailWire>;
export type TClassLive = Camelized<TLiveWire>;

/** Every classroom call invalidates the classroom lists and details. */
const everything = [apiKeyPrefix(classroomRefs.list).slice(0, 1)];

export const classroomsQuery = () => apiQuery(classroomRefs.list, { query: {} });
export const classroomQuery = (academicClassId: string, courseLevelSubjectId: string) =>
  apiQuery(classroomRefs.detail, { query: { academicClassId, courseLevelSubjectId } });
export const livesQuery = (academicClassId: string, courseLevelSubjectId: string) =>
  apiQuery(classroomRefs.live, { query: { academicClassId, courseLevelSubjectId } });

export const useStartLive = () => useApiMutation(classroomRefs.start, { invalidates: everything });
export const useUpdateLive = () => useApiMutation(classroomRefs.update, { invalidates: everything });
export const useCloseLive = () => useApiMutation(classroomRefs.close, { invalidates: everything });
export const useJoinLive = () => useApiMutation(classroomRefs.join, { invalidates: everything });
export const useSaveLink = () => useApiMutation(classroomRefs.link, { invalidates: everything });
