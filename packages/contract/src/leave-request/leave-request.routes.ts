import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZLeaveRequest,
  ZLeaveRequestCreate,
  ZLeaveRequestDecision,
  ZLeaveRequestFileQuery,
  ZLeaveRequestListQuery,
  ZLeaveRequestPendingCount,
  ZLeaveRequestUpdate,
} from './leave-request.schemas';

/**
 * Every call needs the leave menu's key; the service narrows what each caller reaches: the office
 * (MANAGE_LEAVE_REQUEST) every request of the campus, an employee her own and those of the students of the
 * classes she is main teacher of, a student her own, a guardian his children's.
 */
export const leaveRequestRoutes = {
  ...crudRoutes({
    path: '/api/leave-request',
    area: 'attendance',
    read: 'VIEW_NAV_LEAVE_REQUEST',
    manage: 'VIEW_NAV_LEAVE_REQUEST',
    bodyKind: 'multipart',
    record: ZLeaveRequest,
    list: { summary: 'designed: leave requests the caller reaches (individual, student, employee), newest first, paged', query: ZLeaveRequestListQuery },
    create: { summary: 'designed: submit a leave request with files (pending 2)', body: ZLeaveRequestCreate },
    update: {
      summary: 'designed: change or cancel a pending request (its author or the office); Version checked (409 when stale)',
      body: ZLeaveRequestUpdate,
    },
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/leave-request/approve',
    area: 'attendance',
    access: 'VIEW_NAV_LEAVE_REQUEST',
    summary: 'designed: approve (0) or reject (1) a request (the office; the main teacher of the student’s class); Version checked',
    body: ZLeaveRequestDecision,
    bodyKind: 'json',
    response: ZEnvelope(ZLeaveRequest),
  }),
  pendingCount: defineRoute({
    method: 'GET',
    path: '/api/leave-request/pending-count',
    area: 'attendance',
    access: 'VIEW_NAV_LEAVE_REQUEST',
    summary: 'designed: pending requests the caller may decide (the menu badge); for others, their own pending requests',
    response: ZEnvelope(ZLeaveRequestPendingCount),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/leave-request/file',
    area: 'attendance',
    access: 'VIEW_NAV_LEAVE_REQUEST',
    summary: 'designed: a file attached to a request the caller reaches',
    query: ZLeaveRequestFileQuery,
    file: true,
  }),
} as const;
