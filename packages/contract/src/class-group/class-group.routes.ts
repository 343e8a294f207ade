import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZClassGroup, ZClassGroupCreate, ZClassGroupUpdate } from './class-group.schemas';

export const classGroupRoutes = {
  ...crudRoutes({
    path: '/api/class/group',
    area: 'setup',
    read: 'VIEW_NAV_ACADEMIC_CLASS',
    manage: 'MANAGE_ACADEMIC_CLASS',
    bodyKind: 'json',
    record: ZClassGroup,
    list: { summary: 'Class groups (settings list)' },
    create: { summary: 'Create a class group (code unique per campus)', body: ZClassGroupCreate },
    update: { summary: 'Update a class group (Version)', body: ZClassGroupUpdate },
    delete: { summary: 'Delete a class group; 409 while classes use it', query: ZIdQuery },
  }),
  lookup: defineRoute({
    method: 'GET',
    path: '/api/academic-class/group',
    area: 'setup',
    access: 'authenticated',
    summary: 'Lookup: class groups',
    response: ZEnvelope(z.array(ZClassGroup)),
  }),
};
