import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZPosition, ZPositionCreate, ZPositionIdQuery, ZPositionListQuery, ZPositionUpdate } from './position.schemas';

export const positionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/repo/hrm/position',
    area: 'campus',
    // The position screen, and the employee form that picks one.
    access: ['VIEW_NAV_CONFIGURATION_POSITION', 'VIEW_NAV_EMPLOYEE'],
    summary: 'Positions of the campus by SortIndex, paged, with a search on the descriptions',
    query: ZPositionListQuery,
    response: ZEnvelope(z.array(ZPosition)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/repo/hrm/position',
    area: 'campus',
    access: 'MANAGE_POSITION',
    summary: 'Adds a position; its Khmer and English names are each unique in the campus',
    body: ZPositionCreate,
    bodyKind: 'form',
    response: ZEnvelope(ZPosition),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/repo/hrm/position',
    area: 'campus',
    access: 'MANAGE_POSITION',
    summary: 'Saves a position (optimistic concurrency on Version)',
    body: ZPositionUpdate,
    bodyKind: 'form',
    response: ZEnvelope(ZPosition),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/repo/hrm/position',
    area: 'campus',
    access: 'MANAGE_POSITION',
    summary: 'Deletes a position nobody holds',
    query: ZPositionIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
