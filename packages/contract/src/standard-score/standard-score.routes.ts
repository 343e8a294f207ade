import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZStandardScore, ZStandardScoreCreate, ZStandardScoreQuery, ZStandardScoreUpdate } from './standard-score.schemas';

export const standardScoreRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/subject-standard-score',
    area: 'setup',
    access: 'VIEW_NAV_SUBJECT',
    summary: 'Standard scores of a year, filtered by subject group root, grade and program type',
    query: ZStandardScoreQuery,
    response: ZEnvelope(z.array(ZStandardScore)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/subject-standard-score',
    area: 'setup',
    access: 'MANAGE_STANDARD_SCORE',
    summary: 'Create a standard score (multipart); answers the row (the screen adds it at the top)',
    body: ZStandardScoreCreate,
    bodyKind: 'multipart',
    response: ZEnvelope(ZStandardScore),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/subject-standard-score',
    area: 'setup',
    access: 'MANAGE_STANDARD_SCORE',
    summary: 'Update a standard score (multipart, Version); answers the row (the screen replaces it by Id)',
    body: ZStandardScoreUpdate,
    bodyKind: 'multipart',
    response: ZEnvelope(ZStandardScore),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/subject-standard-score',
    area: 'setup',
    access: 'MANAGE_STANDARD_SCORE',
    summary: 'Delete a standard score; 409 while scores use it',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
