import { crudRoutes } from '../common/crud-routes';
import { ZIdQuery } from '../common/fields.schemas';
import { ZMisconduct, ZMisconductCreate, ZMisconductListQuery, ZMisconductUpdate } from './student-misconduct.schemas';

export const studentMisconductRoutes = crudRoutes({
  path: '/api/student-misconduct',
  area: 'people',
  read: 'authenticated',
  manage: 'MANAGE_STUDENT_MISCONDUCT',
  bodyKind: 'form',
  record: ZMisconduct,
  list: {
    path: '/api/student-misconduct/get-list',
    summary: 'A student’s misconduct records, newest first (office users, her teachers, herself, her guardians)',
    query: ZMisconductListQuery,
  },
  create: { summary: 'Record a misconduct (a teacher: only for students of her classes)', body: ZMisconductCreate },
  update: {
    summary: 'designed: correct a misconduct record (a teacher: only for students of her classes); Version checked (409 when stale)',
    body: ZMisconductUpdate,
  },
  delete: { summary: 'designed: delete a misconduct record entered by mistake (a teacher: only for students of her classes)', query: ZIdQuery },
});
