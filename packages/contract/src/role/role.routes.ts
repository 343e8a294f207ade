import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZRole, ZRoleCreate, ZRoleDeleteQuery, ZRoleScreen, ZRoleUpdate } from './role.schemas';

export const roleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/role',
    area: 'setup',
    access: 'MANAGE_ROLE',
    summary: "The campus's roles with their keys, and every permission key grouped by menu (the roles × keys screen)",
    response: ZEnvelope(ZRoleScreen),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/role',
    area: 'setup',
    access: 'MANAGE_ROLE',
    summary: 'Creates a role with its permission keys (JSON); an unknown key answers 400',
    body: ZRoleCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZRole),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/role',
    area: 'setup',
    access: 'MANAGE_ROLE',
    summary: "Replaces a role's names, code and keys (JSON); Version must be the one read, else 409. Users see the change on their next call",
    body: ZRoleUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZRole),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/role',
    area: 'setup',
    access: 'MANAGE_ROLE',
    summary: 'Deletes a role no user holds; a default role or a role in use answers 409',
    query: ZRoleDeleteQuery,
    response: ZEnvelope(z.null()),
  }),
};
