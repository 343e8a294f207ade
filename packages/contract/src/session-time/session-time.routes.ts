import { z } from 'zod';
import { defineRoute } from '../common/route';
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
  list: defineRoute({
    method: 'GET',
    path: '/api/academicSessionTime',
    area: 'setup',
    access: 'VIEW_NAV_CLASSIFIED_LEVEL',
    summary: 'Session times, by level, shift and SortIndex',
    query: ZSessionTimeQuery,
    response: ZEnvelope(z.array(ZSessionTime)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/academicSessionTime',
    area: 'setup',
    access: 'MANAGE_SESSION_TIME',
    summary: 'Save periods of one level and shift (JSON, one transaction); 409 if one overlaps a saved period',
    body: ZSessionTimeCreate,
    bodyKind: 'json',
    response: ZEnvelope(z.array(ZSessionTime)),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/academicSessionTime',
    area: 'setup',
    access: 'MANAGE_SESSION_TIME',
    summary: 'Update one period (Version)',
    body: ZSessionTimeUpdate,
    bodyKind: 'json',
    response: ZEnvelope(ZSessionTime),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/academicSessionTime/{id}',
    area: 'setup',
    access: 'MANAGE_SESSION_TIME',
    summary: 'Delete a period; 409 while routines use it',
    params: ZIdParams,
    response: ZEnvelope(z.null()),
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
