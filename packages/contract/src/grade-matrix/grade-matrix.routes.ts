import { crudRoutes } from '../common/crud-routes';
import { ZIdQuery } from '../common/fields.schemas';
import { ZGradeMatrix, ZGradeMatrixCreate, ZGradeMatrixQuery, ZGradeMatrixUpdate } from './grade-matrix.schemas';

export const gradeMatrixRoutes = crudRoutes({
  path: '/api/score/setting/matrix',
  area: 'setup',
  read: 'VIEW_NAV_SUBJECT',
  manage: 'MANAGE_GRADE_MATRIX',
  bodyKind: 'json',
  record: ZGradeMatrix,
  list: { summary: 'Score-grade matrix of a year, optionally of one level classified, best grade first', query: ZGradeMatrixQuery },
  create: { summary: 'Create a grade row; 409 when the grade exists or its range overlaps another', body: ZGradeMatrixCreate },
  update: { summary: 'Update a grade row (Version)', body: ZGradeMatrixUpdate },
  delete: { summary: 'Delete a grade row', query: ZIdQuery },
});
