import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import {
  ZGuardian,
  ZGuardianCreate,
  ZGuardianDuplicate,
  ZGuardianDuplicateQuery,
  ZGuardianListQuery,
  ZGuardianUpdate,
  ZRelationshipTypes,
} from './guardian.schemas';

/**
 * Reading is open to signed-in users and narrowed in the service: office users (VIEW_NAV_GUARDIAN or a
 * student menu key) read the campus, a teacher the guardians of her students, a guardian himself, a
 * student her own guardians. Changes need MANAGE_GUARDIAN.
 */
export const guardianRoutes = {
  ...crudRoutes({
    path: '/api/guardian',
    area: 'people',
    read: 'authenticated',
    manage: 'MANAGE_GUARDIAN',
    bodyKind: 'multipart',
    record: ZGuardian,
    list: { summary: 'Guardians, of a class or of a student or all, paged; search by name or phone', query: ZGuardianListQuery },
    create: { summary: 'Create a guardian (form or multipart with a Profile picture), optionally linked to students', body: ZGuardianCreate },
    update: { summary: 'Update a guardian; Version checked (409 when stale)', body: ZGuardianUpdate },
    delete: { summary: 'Delete a guardian; 409 while students or an account are linked to it', query: ZIdQuery },
  }),
  find: defineRoute({
    method: 'GET',
    path: '/api/guardian/find',
    area: 'people',
    access: 'authenticated',
    summary: 'One guardian with the students linked to him or her',
    query: ZIdQuery,
    response: ZEnvelope(ZGuardian),
  }),
  relationshipTypes: defineRoute({
    method: 'GET',
    path: '/api/guardian/relationship-type',
    area: 'people',
    access: 'authenticated',
    summary: 'Relationship types (father, mother, grandparent …) as { Value, Name, NameEn }',
    response: ZEnvelope(ZRelationshipTypes),
  }),
  duplicates: defineRoute({
    method: 'GET',
    path: '/api/guardian/possible-duplicates',
    area: 'people',
    access: 'MANAGE_GUARDIAN',
    summary: 'Guardians who may be the one being entered: the same Khmer or Latin name with the same phone, or both names the same',
    query: ZGuardianDuplicateQuery,
    response: ZEnvelope(z.array(ZGuardianDuplicate)),
  }),
} as const;
