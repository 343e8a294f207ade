import { crudRoutes } from '../common/crud-routes';
import { ZIdQuery } from '../common/fields.schemas';
import { ZCard, ZCardCreate, ZCardQuery, ZCardUpdate } from './card.schemas';

export const cardRoutes = crudRoutes({
  path: '/api/card',
  area: 'setup',
  // The settings list, and the card choices of the student and employee records.
  read: ['VIEW_NAV_CARD', 'VIEW_NAV_STUDENT', 'VIEW_NAV_EMPLOYEE'],
  manage: 'MANAGE_CARD',
  bodyKind: 'json',
  record: ZCard,
  list: { summary: 'designed: card settings, optionally of one actor type', query: ZCardQuery },
  create: { summary: 'designed: create a card setting; IsDefault clears the flag on the others of the actor type', body: ZCardCreate },
  update: { summary: 'designed: update a card setting (Version)', body: ZCardUpdate },
  delete: { summary: 'designed: delete a card setting; 409 while issued cards use it', query: ZIdQuery },
});
