import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZMisconduct, ZMisconductCreate, ZMisconductListQuery, ZMisconductUpdate } from './student-misconduct.schemas';

export const studentMisconductRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/student-misconduct/get-list',
    area: 'people',
    access: 'authenticated',
    summary: 'A student’s misconduct records, newest first (office users, her teachers, herself, her guardians)',
    query: ZMisconductListQuery,
    response: ZEnvelope(z.array(ZMisconduct)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/student-misconduct',
    area: 'people',
    access: 'MANAGE_STUDENT_MISCONDUCT',
    summary: 'Record a misconduct (a teacher: only for students of her classes)',
    body: ZMisconductCreate,
    bodyKind: 'form',
    response: ZEnvelope(ZMisconduct),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/student-misconduct',
    area: 'people',
    access: 'MANAGE_STUDENT_MISCONDUCT',
    summary: 'designed: correct a misconduct record (a teacher: only for students of her classes); Version checked (409 when stale)',
    body: ZMisconductUpdate,
    bodyKind: 'form',
    response: ZEnvelope(ZMisconduct),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/student-misconduct',
    area: 'people',
    access: 'MANAGE_STUDENT_MISCONDUCT',
    summary: 'designed: delete a misconduct record entered by mistake (a teacher: only for students of her classes)',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
} as const;
