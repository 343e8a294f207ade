import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZCard, ZCardCreate, ZCardQuery, ZCardUpdate } from './card.schemas';

export const cardRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/card',
    area: 'setup',
    // The settings list, and the card choices of the student and employee records.
    access: ['VIEW_NAV_CARD', 'VIEW_NAV_STUDENT', 'VIEW_NAV_EMPLOYEE'],
    summary: 'designed: card settings, optionally of one actor type',
    query: ZCardQuery,
    response: ZEnvelope(z.array(ZCard)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/card',
    area: 'setup',
    access: 'MANAGE_CARD',
    summary: 'designed: create a card setting; IsDefault clears the flag on the others of the actor type',
    body: ZCardCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZCard),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/card',
    area: 'setup',
    access: 'MANAGE_CARD',
    summary: 'designed: update a card setting (Version)',
    body: ZCardUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZCard),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/card',
    area: 'setup',
    access: 'MANAGE_CARD',
    summary: 'designed: delete a card setting; 409 while issued cards use it',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
