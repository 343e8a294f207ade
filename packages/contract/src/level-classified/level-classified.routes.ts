import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams } from '../common/fields.schemas';
import { ZLevelClassified, ZLevelClassifiedByEmployeeQuery, ZLevelClassifiedCreate, ZLevelClassifiedUpdate } from './level-classified.schemas';

export const levelClassifiedRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/academic-level-classified',
    area: 'setup',
    // A lookup of data-calls §7 ('academic level classified') as well as the settings list.
    access: 'authenticated',
    summary: 'Level classified list, by SortIndex',
    response: ZEnvelope(z.array(ZLevelClassified)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/academic-level-classified',
    area: 'setup',
    access: 'MANAGE_CLASSIFIED_LEVEL',
    summary: 'Create a level classified (code unique per campus: 409 naming it)',
    body: ZLevelClassifiedCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZLevelClassified),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/academic-level-classified',
    area: 'setup',
    access: 'MANAGE_CLASSIFIED_LEVEL',
    summary: 'Update a level classified (Version: 409 when stale)',
    body: ZLevelClassifiedUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZLevelClassified),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/academic-level-classified/{id}',
    area: 'setup',
    access: 'MANAGE_CLASSIFIED_LEVEL',
    summary: 'Delete a level classified; 409 while grades, subjects or session times use it',
    params: ZIdParams,
    response: ZEnvelope(z.null()),
  }),
  byEmployee: defineRoute({
    method: 'GET',
    path: '/api/academic-level-classified/by-employee',
    area: 'setup',
    access: 'authenticated',
    summary: 'designed: the level classified of the classes an employee teaches (initial-setup teaching classes)',
    query: ZLevelClassifiedByEmployeeQuery,
    response: ZEnvelope(z.array(ZLevelClassified)),
  }),
};
