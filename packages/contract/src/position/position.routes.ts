import { crudRoutes } from '../common/crud-routes';
import { ZPosition, ZPositionCreate, ZPositionIdQuery, ZPositionListQuery, ZPositionUpdate } from './position.schemas';

export const positionRoutes = crudRoutes({
  path: '/api/repo/hrm/position',
  area: 'campus',
  // The position screen, and the employee form that picks one.
  read: ['VIEW_NAV_CONFIGURATION_POSITION', 'VIEW_NAV_EMPLOYEE'],
  manage: 'MANAGE_POSITION',
  bodyKind: 'form',
  record: ZPosition,
  list: { summary: 'Positions of the campus by SortIndex, paged, with a search on the descriptions', query: ZPositionListQuery },
  create: { summary: 'Adds a position; its Khmer and English names are each unique in the campus', body: ZPositionCreate },
  update: { summary: 'Saves a position (optimistic concurrency on Version)', body: ZPositionUpdate },
  delete: { summary: 'Deletes a position nobody holds', query: ZPositionIdQuery },
});
