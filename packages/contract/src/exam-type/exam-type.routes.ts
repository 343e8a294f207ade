import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZExamType, ZExamTypeByYearQuery, ZExamTypeCreate, ZExamTypeQuery, ZExamTypeUpdate } from './exam-type.schemas';

export const examTypeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/exam-type',
    area: 'setup',
    // A lookup of data-calls §7 as well as the settings list: score entry, reports and students read it.
    access: 'authenticated',
    summary: 'Exam types of a year (current year by default), optionally of one period type, by SortIndex',
    query: ZExamTypeQuery,
    response: ZEnvelope(z.array(ZExamType)),
  }),
  byYear: defineRoute({
    method: 'GET',
    path: '/api/exam-type/by-academic-year',
    area: 'setup',
    access: 'authenticated',
    summary: "Lookup: the active exam types of a year, the 'All' entry first",
    query: ZExamTypeByYearQuery,
    response: ZEnvelope(z.array(ZExamType)),
  }),
  current: defineRoute({
    method: 'GET',
    path: '/api/exam-type/current',
    area: 'setup',
    access: 'authenticated',
    summary: 'The current exam type of the current year: the one flagged IsCurrent, else the latest held; null if none',
    response: ZEnvelope(ZExamType.nullable()),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/exam-type',
    area: 'setup',
    access: 'MANAGE_EXAM_TYPE',
    summary: 'Create an exam type; IsCurrent clears the flag on the others of the year',
    body: ZExamTypeCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZExamType),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/exam-type',
    area: 'setup',
    access: 'MANAGE_EXAM_TYPE',
    summary: 'Update an exam type (Version)',
    body: ZExamTypeUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZExamType),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/exam-type',
    area: 'setup',
    access: 'MANAGE_EXAM_TYPE',
    summary: 'Delete an exam type; 409 while scores use it',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
