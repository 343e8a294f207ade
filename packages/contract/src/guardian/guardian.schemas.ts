import { z } from 'zod';
import { ZEnumItem, ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { ZVersion, zf } from '../common/fields.schemas';
import { ZGuardianFields, ZRelationshipType, jsonList } from '../student/student.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';

/**
 * Guardians (portal §2 /administration/guardian; data-calls §3 'Guardian: Id, relationship type'). A
 * guardian has several students and a student several guardians; the relationship and the primary flag
 * live on the link (`/api/student/guardian-student`).
 */
const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const ZGuardianStudent = z.object({
  /** The link's id. */
  Id: ZId,
  StudentId: ZId,
  Code: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int(),
  RelationshipType: z.number().int(),
  RelationshipName: z.string(),
  RelationshipNameEn: z.string(),
  IsPrimary: z.boolean(),
  Version: z.number().int(),
});

export const ZGuardian = z.object({
  Id: ZId,
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  Occupation: z.string().nullable(),
  ProvinceId: z.number().int().nullable(),
  Address: z.string().nullable(),
  Note: z.string().nullable(),
  /** Picture URL with `v=` naming the picture; null without one. */
  Profile: z.string().nullable(),
  Students: z.array(ZGuardianStudent),
  Version: z.number().int(),
});
export type TGuardian = z.infer<typeof ZGuardian>;

/** `GET api/guardian?classId&studentId`: by class or student, or all (paged), with a name or phone search. */
export const ZGuardianListQuery = ZPageQuery.extend({
  classId: optional(ZId),
  studentId: optional(ZId),
  search: optional(z.string().trim().max(100)),
});
export type TGuardianListQuery = z.output<typeof ZGuardianListQuery>;

const editable = {
  ...ZGuardianFields,
  Note: optional(z.string().trim().max(1000)),
  Profile: optional(ZUploadFile),
};

/** `POST /api/guardian` (form or multipart); may link students at once. */
export const ZGuardianCreate = z.strictObject({
  ...editable,
  Students: jsonList(z.strictObject({ StudentId: ZId, RelationshipType: ZRelationshipType, IsPrimary: zf.bool(false) }), 20),
});
export type TGuardianCreate = z.output<typeof ZGuardianCreate>;

/** `PUT /api/guardian` (form or multipart); links change through `/api/student/guardian-student`. */
export const ZGuardianUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...editable, RemoveProfile: zf.bool(false) });
export type TGuardianUpdate = z.output<typeof ZGuardianUpdate>;

export const ZRelationshipTypes = z.array(ZEnumItem);

/**
 * `GET /api/guardian/possible-duplicates` (issue 10, item 11): guardians who may be the one being entered,
 * as students have (data-calls §5): the same Khmer or Latin name with the same phone, or both names the same.
 */
export const ZGuardianDuplicateQuery = z.object({
  firstName: optional(z.string().trim().max(100)),
  lastName: optional(z.string().trim().max(100)),
  firstNameEn: optional(z.string().trim().max(100)),
  lastNameEn: optional(z.string().trim().max(100)),
  mobilePhone: optional(z.string().trim().max(25)),
});
export type TGuardianDuplicateQuery = z.output<typeof ZGuardianDuplicateQuery>;

export const ZGuardianDuplicate = ZGuardian.extend({
  /** What matched: 'Name' (Khmer name), 'NameEn' (Latin name), 'MobilePhone'. */
  Matches: z.array(z.enum(['Name', 'NameEn', 'MobilePhone'])),
});
export type TGuardianDuplicate = z.infer<typeof ZGuardianDuplicate>;
