import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams, ZIdQuery } from '../common/fields.schemas';
import {
  ZSubject,
  ZSubjectCreate,
  ZSubjectGroup,
  ZSubjectGroupCreate,
  ZSubjectGroupQuery,
  ZSubjectGroupRoot,
  ZSubjectGroupRootCreate,
  ZSubjectGroupRootQuery,
  ZSubjectGroupRootUpdate,
  ZSubjectGroupUpdate,
  ZSubjectQuery,
  ZSubjectUpdate,
} from './subject.schemas';

/** The three families of the subject screen share their readers, writers and body kind. */
const family = { area: 'setup', read: 'VIEW_NAV_SUBJECT', manage: 'MANAGE_SUBJECT', bodyKind: 'json' } as const;

export const subjectRoutes = {
  ...crudRoutes({
    ...family,
    prefix: 'root',
    path: '/api/subject-group-root',
    record: ZSubjectGroupRoot,
    list: { summary: 'Subject group roots, optionally of one level classified', query: ZSubjectGroupRootQuery },
    create: { summary: 'Create a subject group root (code unique per campus)', body: ZSubjectGroupRootCreate },
    update: { summary: 'Update a subject group root and its level classified ids (Version)', body: ZSubjectGroupRootUpdate },
    delete: { summary: 'Delete a subject group root; 409 while groups or standard scores use it', query: ZIdQuery },
  }),
  ...crudRoutes({
    ...family,
    prefix: 'group',
    path: '/api/subject-group',
    record: ZSubjectGroup,
    list: { summary: 'Subject groups, optionally of one root', query: ZSubjectGroupQuery },
    create: { summary: 'Create a subject group (code unique per campus)', body: ZSubjectGroupCreate },
    update: { summary: 'Update a subject group (Version)', body: ZSubjectGroupUpdate },
    delete: { summary: 'Delete a subject group; 409 while subjects use it', query: ZIdQuery },
  }),
  ...crudRoutes({
    ...family,
    path: '/api/subject',
    record: ZSubject,
    list: {
      summary: 'Subjects, filtered by academicCourseLevelId, subjectGroupRootId, subjectGroupId, levelClassifiedId, programType',
      query: ZSubjectQuery,
    },
    create: { summary: 'Create a subject (code unique per campus)', body: ZSubjectCreate },
    update: { summary: 'Update a subject (Version); moving it to a group of another root is refused while grades teach it', body: ZSubjectUpdate },
    delete: { summary: 'Delete a subject; 409 while grades teach it or scores use it', query: ZIdQuery },
  }),
  byGroup: defineRoute({
    method: 'GET',
    path: '/api/subject/by-subject-group/{id}',
    area: 'setup',
    access: 'VIEW_NAV_SUBJECT',
    summary: 'The subjects of one subject group',
    params: ZIdParams,
    response: ZEnvelope(z.array(ZSubject)),
  }),
};
