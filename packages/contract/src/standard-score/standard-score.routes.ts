import { crudRoutes } from '../common/crud-routes';
import { ZIdQuery } from '../common/fields.schemas';
import { ZStandardScore, ZStandardScoreCreate, ZStandardScoreQuery, ZStandardScoreUpdate } from './standard-score.schemas';

export const standardScoreRoutes = crudRoutes({
  path: '/api/subject-standard-score',
  area: 'setup',
  read: 'VIEW_NAV_SUBJECT',
  manage: 'MANAGE_STANDARD_SCORE',
  bodyKind: 'multipart',
  record: ZStandardScore,
  list: { summary: 'Standard scores of a year, filtered by subject group root, grade and program type', query: ZStandardScoreQuery },
  create: { summary: 'Create a standard score (multipart); answers the row (the screen adds it at the top)', body: ZStandardScoreCreate },
  update: { summary: 'Update a standard score (multipart, Version); answers the row (the screen replaces it by Id)', body: ZStandardScoreUpdate },
  delete: { summary: 'Delete a standard score; 409 while scores use it', query: ZIdQuery },
});
