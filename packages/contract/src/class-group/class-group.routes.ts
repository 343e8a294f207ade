import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import { ZClassGroup, ZClassGroupCreate, ZClassGroupUpdate } from './class-group.schemas';

export const classGroupRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/class/group',
    area: 'setup',
    access: 'VIEW_NAV_ACADEMIC_CLASS',
    summary: 'Class groups (settings list)',
    response: ZEnvelope(z.array(ZClassGroup)),
  }),
  lookup: defineRoute({
    method: 'GET',
    path: '/api/academic-class/group',
    area: 'setup',
    access: 'authenticated',
    summary: 'Lookup: class groups',
    response: ZEnvelope(z.array(ZClassGroup)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/class/group',
    area: 'setup',
    access: 'MANAGE_ACADEMIC_CLASS',
    summary: 'Create a class group (code unique per campus)',
    body: ZClassGroupCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZClassGroup),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/class/group',
    area: 'setup',
    access: 'MANAGE_ACADEMIC_CLASS',
    summary: 'Update a class group (Version)',
    body: ZClassGroupUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZClassGroup),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/class/group',
    area: 'setup',
    access: 'MANAGE_ACADEMIC_CLASS',
    summary: 'Delete a class group; 409 while classes use it',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
