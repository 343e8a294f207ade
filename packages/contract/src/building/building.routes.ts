import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZBuilding, ZBuildingCreate, ZBuildingIdQuery, ZBuildingListQuery, ZBuildingUpdate } from './building.schemas';

/** Buildings are read by the building screen and, as a lookup, by the room screen. */
const READ = ['VIEW_NAV_CONFIGURATION_BUILDING', 'VIEW_NAV_CONFIGURATION_ROOM'] as const;

export const buildingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/building',
    area: 'campus',
    access: READ,
    summary: 'Buildings of the campus, paged, with a search on code and descriptions',
    query: ZBuildingListQuery,
    response: ZEnvelope(z.array(ZBuilding)),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/building/find',
    area: 'campus',
    access: READ,
    summary: 'One building',
    query: ZBuildingIdQuery,
    response: ZEnvelope(ZBuilding),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/building',
    area: 'campus',
    access: 'MANAGE_BUILDING',
    summary: 'Adds a building; its code is unique in the campus',
    body: ZBuildingCreate,
    bodyKind: 'form',
    response: ZEnvelope(ZBuilding),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/building',
    area: 'campus',
    access: 'MANAGE_BUILDING',
    summary: 'Saves a building (optimistic concurrency on Version)',
    body: ZBuildingUpdate,
    bodyKind: 'form',
    response: ZEnvelope(ZBuilding),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/building',
    area: 'campus',
    access: 'MANAGE_BUILDING',
    summary: 'Deletes a building that has no rooms',
    query: ZBuildingIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
