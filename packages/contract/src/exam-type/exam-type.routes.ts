import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZExamType, ZExamTypeByYearQuery, ZExamTypeCreate, ZExamTypeQuery, ZExamTypeUpdate } from './exam-type.schemas';

export const examTypeRoutes = {
  ...crudRoutes({
    path: '/api/exam-type',
    area: 'setup',
    // A lookup of data-calls §7 as well as the settings list: score entry, reports and students read it.
    read: 'authenticated',
    manage: 'MANAGE_EXAM_TYPE',
    bodyKind: 'json',
    record: ZExamType,
    list: { summary: 'Exam types of a year (current year by default), optionally of one period type, by SortIndex', query: ZExamTypeQuery },
    create: { summary: 'Create an exam type; IsCurrent clears the flag on the others of the year', body: ZExamTypeCreate },
    update: { summary: 'Update an exam type (Version)', body: ZExamTypeUpdate },
    delete: { summary: 'Delete an exam type; 409 while scores use it', query: ZIdQuery },
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
};
