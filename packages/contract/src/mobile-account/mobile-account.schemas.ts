import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZRef, zf } from '../common/fields.schemas';
import { ACCOUNT_ACTOR_TYPE, ACTIVE_STATUS } from '../enum/enum.values';
import { MOBILE_ACTOR_TYPE } from '../common/actor.schemas';
import { enumValues } from '../enum/enum.setup';
import { PERSON_FULL_NAME } from '../common/person.schemas';

/**
 * Accounts of students, guardians and employees (portal §2 /administration/mobile-account, data-calls §7
 * 'User and notifications'). Mind the two actor-type enumerations (portal §3): the account screen and its
 * calls use the account-creation actor type (ACCOUNT_ACTOR_TYPE: STUDENT 0, GUARDIAN 1, EMPLOYEE 2),
 * while `app_user.actor_type` and the person records use ACTOR_TYPE (STUDENT 0, EMPLOYEE 1, GUARDIAN 2).
 */

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const ACCOUNT_ACTOR_TYPE_VALUES = enumValues(ACCOUNT_ACTOR_TYPE);
/** The mobile actor types an employee's account may have (the role it signs in with). */
export const EMPLOYEE_MOBILE_ACTOR_TYPES = [
  MOBILE_ACTOR_TYPE.TEACHER,
  MOBILE_ACTOR_TYPE.BUSS_DRIVER,
  MOBILE_ACTOR_TYPE.SCHOOL_ADMIN,
  MOBILE_ACTOR_TYPE.SCHOOL_OFFICE,
  MOBILE_ACTOR_TYPE.FRONT_OFFICE,
] as const;

// ---------------------------------------------------------------------------------------------------
// Actor search (`POST /api/actor/search`, form; data-calls §3 'Actor search results', §4 exclusion)

export const ACTOR_SEARCH_TYPE = ['employee', 'student'] as const;
export const ZActorSearchRequest = z.strictObject({
  searchType: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(ACTOR_SEARCH_TYPE, { message: 'តម្លៃនេះមិនមែនជាជម្រើសដែលអនុញ្ញាតទេ | This value is not one of the allowed choices' }),
  ),
  /** Code, Khmer or Latin name (any part), phone. Empty lists the first ones by name. */
  search: optional(z.string().trim().max(100)),
  /** Students: only this class (the year is the class's). */
  academicClassId: zf.optId(),
  /** Students: their class in this year (the current year by default). */
  academicYearId: zf.optId(),
  /** Persons already selected: never answered again (data-calls §4). */
  excludeIds: zf.ids(),
  limit: zf.intOr(20, 1, 100),
});
export type TActorSearchRequest = z.output<typeof ZActorSearchRequest>;

export const ZActorSearchResult = z.object({
  Id: ZId,
  /** ACTOR_TYPE: 0 student, 1 employee. */
  ActorType: z.number().int(),
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  Position: ZRef.nullable(),
  AcademicClassId: ZId.nullable(),
  AcademicClass: ZRef.nullable(),
});
export type TActorSearchResult = z.infer<typeof ZActorSearchResult>;

// ---------------------------------------------------------------------------------------------------
// Accounts

/** `GET /api/sms/mobile-user?actorType&pageIndex&pageSize`: actorType is ACCOUNT_ACTOR_TYPE (all when absent). */
export const ZMobileUserListQuery = ZPageQuery.extend({
  actorType: optional(
    z.coerce
      .number()
      .int()
      .refine((v) => ACCOUNT_ACTOR_TYPE_VALUES.includes(v), { message: 'តម្លៃនេះមិនមែនជាជម្រើសដែលអនុញ្ញាតទេ | This value is not one of the allowed choices' }),
  ),
  search: optional(z.string().trim().max(100)),
  /** Students and guardians of one class. */
  academicClassId: optional(ZId),
});
export type TMobileUserListQuery = z.output<typeof ZMobileUserListQuery>;

export const ZMobileUser = z.object({
  /** The account (mobile user) id. */
  Id: ZId,
  Username: z.string(),
  /** ACCOUNT_ACTOR_TYPE of the person the account belongs to; null for a staff account made by hand. */
  ActorType: z.number().int().nullable(),
  ActorId: ZId.nullable(),
  /** The person's code (student or employee code). */
  Code: z.string().nullable(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int().nullable(),
  MobileActorType: z.number().int(),
  Role: z.object({ Id: ZId, Name: z.string(), NameEn: z.string() }),
  IsActive: z.boolean(),
  MustChangePassword: z.boolean(),
  LastSignInAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type TMobileUser = z.infer<typeof ZMobileUser>;

/** `POST /api/sms/mobile-user` (form or multipart: actorId, actorType; portal §5). */
export const ZMobileUserCreate = z.strictObject({
  actorId: zf.id(),
  actorType: zf.oneOf(ACCOUNT_ACTOR_TYPE_VALUES),
  /** Employees only: the role the account signs in with (TEACHER by default). */
  mobileActorType: zf.optOneOf(EMPLOYEE_MOBILE_ACTOR_TYPES),
});
export type TMobileUserCreate = z.output<typeof ZMobileUserCreate>;

/** The account made, with its first password: shown once, to be changed at first sign-in. */
export const ZCreatedMobileUser = ZMobileUser.extend({ Password: z.string() });
export type TCreatedMobileUser = z.infer<typeof ZCreatedMobileUser>;

/** Designed `POST /api/sms/mobile-user/reset-password` (JSON): a new first password for a forgotten one. */
export const ZMobileUserReset = z.strictObject({ Id: zf.id() });
export type TMobileUserReset = z.output<typeof ZMobileUserReset>;

/** Designed `POST /api/sms/mobile-user/status` (JSON): turn an account off (its sessions end) or on again. */
export const ZMobileUserStatus = z.strictObject({ Id: zf.id(), IsActive: z.boolean() });
export type TMobileUserStatus = z.output<typeof ZMobileUserStatus>;

/**
 * `POST /api/sms/generate-mobile-user` (JSON): accounts for every student of a class (ActorType 0), the
 * guardians of a class's students (1), or every teacher of the current year (2, school administrator
 * only). Persons who have an account keep it. Data is the URL of the result sheet (usernames and first
 * passwords), downloadable once by the caller; Total is the number of accounts made.
 */
export const ZGenerateMobileUsers = z
  .strictObject({
    ActorType: zf.oneOf(ACCOUNT_ACTOR_TYPE_VALUES),
    AcademicClassId: zf.optId(),
  })
  .refine((v) => v.ActorType === ACCOUNT_ACTOR_TYPE.EMPLOYEE || v.AcademicClassId !== undefined, {
    path: ['AcademicClassId'],
    message: 'សូមជ្រើសរើសថ្នាក់ | Choose a class',
  });
export type TGenerateMobileUsers = z.output<typeof ZGenerateMobileUsers>;

/** `GET /api/sms/guardian-student?academicClassId`: the class's students, their guardians and accounts. */
export const ZClassGuardianStudentQuery = z.object({ academicClassId: ZId });
export const ZAccountRef = z.object({ MobileUserId: ZId, Username: z.string(), IsActive: z.boolean() });
export const ZClassGuardianStudent = z.object({
  StudentId: ZId,
  Code: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int(),
  Account: ZAccountRef.nullable(),
  Guardians: z.array(
    z.object({
      GuardianId: ZId,
      FullName: z.string(),
      FullNameEn: z.string(),
      Gender: z.number().int(),
      RelationshipType: z.number().int(),
      RelationshipName: z.string(),
      RelationshipNameEn: z.string(),
      MobilePhone: z.string().nullable(),
      Account: ZAccountRef.nullable(),
    }),
  ),
});
export type TClassGuardianStudent = z.infer<typeof ZClassGuardianStudent>;

/** `GET /api/employee/mobile-user`: employees with their account, for the accounts screen's employee tab. */
export const ZEmployeeMobileUserQuery = ZPageQuery.extend({
  status: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((v) => enumValues(ACTIVE_STATUS).includes(v), { message: 'តម្លៃនេះមិនមែនជាជម្រើសដែលអនុញ្ញាតទេ | This value is not one of the allowed choices' })
      .default(0),
  ),
  /** true: only employees with an account; false: only those without. */
  hasAccount: optional(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')),
  search: optional(z.string().trim().max(100)),
});
export type TEmployeeMobileUserQuery = z.output<typeof ZEmployeeMobileUserQuery>;
export const ZEmployeeMobileUser = z.object({
  EmployeeId: ZId,
  Code: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int(),
  Position: ZRef.nullable(),
  Status: z.number().int(),
  Account: ZAccountRef.extend({ MobileActorType: z.number().int(), MustChangePassword: z.boolean(), LastSignInAt: z.string().nullable() }).nullable(),
});
export type TEmployeeMobileUser = z.infer<typeof ZEmployeeMobileUser>;
