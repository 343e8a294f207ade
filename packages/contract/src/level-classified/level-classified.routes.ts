import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams } from '../common/fields.schemas';
import { ZLevelClassified, ZLevelClassifiedByEmployeeQuery, ZLevelClassifiedCreate, ZLevelClassifiedUpdate } from './level-classified.schemas';

export const levelClassifiedRoutes = {
  ...crudRoutes({
    path: '/api/academic-level-classified',
    area: 'setup',
    // A lookup of data-calls §7 ('academic level classified') as well as the settings list.
    read: 'authenticated',
    manage: 'MANAGE_CLASSIFIED_LEVEL',
    bodyKind: 'json',
    record: ZLevelClassified,
    list: { summary: 'Level classified list, by SortIndex' },
    create: { summary: 'Create a level classified (code unique per campus: 409 naming it)', body: ZLevelClassifiedCreate },
    update: { summary: 'Update a level classified (Version: 409 when stale)', body: ZLevelClassifiedUpdate },
    delete: {
      path: '/api/academic-level-classified/{id}',
      summary: 'Delete a level classified; 409 while grades, subjects or session times use it',
      params: ZIdParams,
    },
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
