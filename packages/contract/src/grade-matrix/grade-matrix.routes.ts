import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZGradeMatrix, ZGradeMatrixCreate, ZGradeMatrixQuery, ZGradeMatrixUpdate } from './grade-matrix.schemas';

export const gradeMatrixRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/score/setting/matrix',
    area: 'setup',
    access: 'VIEW_NAV_SUBJECT',
    summary: 'Score-grade matrix of a year, optionally of one level classified, best grade first',
    query: ZGradeMatrixQuery,
    response: ZEnvelope(z.array(ZGradeMatrix)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/score/setting/matrix',
    area: 'setup',
    access: 'MANAGE_GRADE_MATRIX',
    summary: 'Create a grade row; 409 when the grade exists or its range overlaps another',
    body: ZGradeMatrixCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZGradeMatrix),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/score/setting/matrix',
    area: 'setup',
    access: 'MANAGE_GRADE_MATRIX',
    summary: 'Update a grade row (Version)',
    body: ZGradeMatrixUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZGradeMatrix),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/score/setting/matrix',
    area: 'setup',
    access: 'MANAGE_GRADE_MATRIX',
    summary: 'Delete a grade row',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
