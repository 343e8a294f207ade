import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZClassLinkSave,
  ZClassLinkSaved,
  ZClassLive,
  ZClassLiveCloseQuery,
  ZClassLiveJoined,
  ZClassLiveJoinQuery,
  ZClassLiveQuery,
  ZClassLiveStart,
  ZClassLiveUpdate,
  ZClassroom,
  ZClassroomDetail,
  ZClassroomDetailQuery,
  ZClassroomListQuery,
} from './classroom.schemas';

/**
 * Every call needs the classroom menu's key (teachers, students, the office). The service narrows what each
 * caller reaches: the office (MANAGE_HOMEWORK) every class × subject of the campus, a teacher the pairs she
 * teaches, a student the classes she is placed in. Out of reach answers 404.
 */
const access = 'VIEW_NAV_CLASSROOM' as const;
const area = 'learning';

export const classroomRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/academic-class/classroom',
    area,
    access,
    summary: 'The caller’s classrooms (class × subject of the current year) with teacher, this week’s homework and the live class',
    query: ZClassroomListQuery,
    response: ZEnvelope(z.array(ZClassroom)),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/academic-class/classroom/detail',
    area,
    access,
    summary: 'One classroom: its students (teachers and the office), its live class and saved link',
    query: ZClassroomDetailQuery,
    response: ZEnvelope(ZClassroomDetail),
  }),
  live: defineRoute({
    method: 'GET',
    path: '/api/academic-class/live',
    area,
    access,
    summary: 'The live classes of a class (of one subject with courseLevelSubjectId), open ones first, then the latest closed',
    query: ZClassLiveQuery,
    response: ZEnvelope(z.array(ZClassLive)),
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/academic-class/live',
    area,
    access,
    summary: 'Opens a live class for a class × subject with an https meeting link (its teacher or the office); 409 while one is open',
    body: ZClassLiveStart,
    response: ZEnvelope(ZClassLive),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/academic-class/live',
    area,
    access,
    summary: 'Changes the link of an open live class; Version checked',
    body: ZClassLiveUpdate,
    response: ZEnvelope(ZClassLive),
  }),
  close: defineRoute({
    method: 'PUT',
    path: '/api/academic-class/close-live',
    area,
    access,
    summary: 'Closes a live class (version checked when given)',
    query: ZClassLiveCloseQuery,
    response: ZEnvelope(ZClassLive),
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/academic-class/join',
    area,
    access,
    summary: 'A student of the class joins an open live class: recorded with the time; answers the link',
    query: ZClassLiveJoinQuery,
    response: ZEnvelope(ZClassLiveJoined),
  }),
  link: defineRoute({
    method: 'PUT',
    path: '/api/academic-class/link',
    area,
    access,
    summary: 'Saves (or clears) the meeting link of a class × subject, offered when a live class is opened',
    body: ZClassLinkSave,
    response: ZEnvelope(ZClassLinkSaved),
  }),
};
