import { crudRoutes } from '../common/crud-routes';
import { ZBuilding, ZBuildingCreate, ZBuildingIdQuery, ZBuildingListQuery, ZBuildingUpdate } from './building.schemas';

/** Buildings are read by the building screen and, as a lookup, by the room screen. */
const READ = ['VIEW_NAV_CONFIGURATION_BUILDING', 'VIEW_NAV_CONFIGURATION_ROOM'] as const;

export const buildingRoutes = crudRoutes({
  path: '/api/building',
  area: 'campus',
  read: READ,
  manage: 'MANAGE_BUILDING',
  bodyKind: 'form',
  record: ZBuilding,
  list: { summary: 'Buildings of the campus, paged, with a search on code and descriptions', query: ZBuildingListQuery },
  create: { summary: 'Adds a building; its code is unique in the campus', body: ZBuildingCreate },
  update: { summary: 'Saves a building (optimistic concurrency on Version)', body: ZBuildingUpdate },
  delete: { summary: 'Deletes a building that has no rooms', query: ZBuildingIdQuery },
  get: { path: '/api/building/find', summary: 'One building', query: ZBuildingIdQuery },
});
