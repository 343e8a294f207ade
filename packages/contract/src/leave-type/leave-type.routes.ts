import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZLeaveType, ZLeaveTypeCreate, ZLeaveTypeQuery, ZLeaveTypeUpdate } from './leave-type.schemas';

export const leaveTypeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/leave-type',
    area: 'setup',
    // The settings list, and the choices of the leave request form (students, guardians, staff).
    access: ['VIEW_NAV_LEAVE_TYPE', 'VIEW_NAV_LEAVE_REQUEST'],
    summary: 'designed: leave types, optionally of one actor type (0 student, 1 employee) and status',
    query: ZLeaveTypeQuery,
    response: ZEnvelope(z.array(ZLeaveType)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/leave-type',
    area: 'setup',
    access: 'MANAGE_LEAVE_TYPE',
    summary: 'designed: create a leave type',
    body: ZLeaveTypeCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZLeaveType),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/leave-type',
    area: 'setup',
    access: 'MANAGE_LEAVE_TYPE',
    summary: 'designed: update a leave type (Version)',
    body: ZLeaveTypeUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZLeaveType),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/leave-type',
    area: 'setup',
    access: 'MANAGE_LEAVE_TYPE',
    summary: 'designed: delete a leave type; 409 while leave requests use it',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
