import { crudRoutes } from '../common/crud-routes';
import { ZIdQuery } from '../common/fields.schemas';
import { ZLeaveType, ZLeaveTypeCreate, ZLeaveTypeQuery, ZLeaveTypeUpdate } from './leave-type.schemas';

export const leaveTypeRoutes = crudRoutes({
  path: '/api/leave-type',
  area: 'setup',
  // The settings list, and the choices of the leave request form (students, guardians, staff).
  read: ['VIEW_NAV_LEAVE_TYPE', 'VIEW_NAV_LEAVE_REQUEST'],
  manage: 'MANAGE_LEAVE_TYPE',
  bodyKind: 'json',
  record: ZLeaveType,
  list: { summary: 'designed: leave types, optionally of one actor type (0 student, 1 employee) and status', query: ZLeaveTypeQuery },
  create: { summary: 'designed: create a leave type', body: ZLeaveTypeCreate },
  update: { summary: 'designed: update a leave type (Version)', body: ZLeaveTypeUpdate },
  delete: { summary: 'designed: delete a leave type; 409 while leave requests use it', query: ZIdQuery },
});
