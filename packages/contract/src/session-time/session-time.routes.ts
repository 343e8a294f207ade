import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams } from '../common/fields.schemas';
import {
  ZSessionTime,
  ZSessionTimeCreate,
  ZSessionTimeGenerateQuery,
  ZSessionTimeGroup,
  ZSessionTimeGroupQuery,
  ZSessionTimeLevelClassified,
  ZSessionTimePreviewRow,
  ZSessionTimeQuery,
  ZSessionTimeUpdate,
} from './session-time.schemas';

export const sessionTimeRoutes = {
  levelClassified: defineRoute({
    method: 'GET',
    path: '/api/academicSessionTimeLevelClassified',
    area: 'setup',
    access: 'VIEW_NAV_CLASSIFIED_LEVEL',
    summary: 'Every level classified with its time shifts that have session times and their count',
    response: ZEnvelope(z.array(ZSessionTimeLevelClassified)),
  }),
  groups: defineRoute({
    method: 'GET',
    path: '/api/academicSessionTimeGroup',
    area: 'setup',
    access: 'VIEW_NAV_CLASSIFIED_LEVEL',
    summary: 'Session time groups (one per level classified and time shift) with their periods',
    query: ZSessionTimeGroupQuery,
    response: ZEnvelope(z.array(ZSessionTimeGroup)),
  }),
  ...crudRoutes({
    path: '/api/academicSessionTime',
    area: 'setup',
    read: 'VIEW_NAV_CLASSIFIED_LEVEL',
    manage: 'MANAGE_SESSION_TIME',
    bodyKind: 'json',
    record: ZSessionTime,
    list: { summary: 'Session times, by level, shift and SortIndex', query: ZSessionTimeQuery },
    create: {
      summary: 'Save periods of one level and shift (JSON, one transaction); 409 if one overlaps a saved period',
      body: ZSessionTimeCreate,
      data: z.array(ZSessionTime),
    },
    update: { summary: 'Update one period (Version)', body: ZSessionTimeUpdate },
    delete: { path: '/api/academicSessionTime/{id}', summary: 'Delete a period; 409 while routines use it', params: ZIdParams },
  }),
  generate: defineRoute({
    method: 'GET',
    path: '/api/academicSessionTime/generate/{id}',
    area: 'setup',
    access: 'MANAGE_SESSION_TIME',
    summary: 'Preview of generated periods for a level classified (not saved; edit or remove rows, then POST)',
    params: ZIdParams,
    query: ZSessionTimeGenerateQuery,
    response: ZEnvelope(z.array(ZSessionTimePreviewRow)),
  }),
};
