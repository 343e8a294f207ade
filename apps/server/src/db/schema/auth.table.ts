import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { personNameColumns } from './columns';
import { tenantColumns, tenantExtras, tenantLinkExtras, tenantRef } from './tenant';

/** Roles hold permission keys (portal §6). A role may be the default of a mobile actor type. */
export const role = pgTable(
  'role',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    mobileActorType: smallint('mobile_actor_type'),
    isSystem: boolean('is_system').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantExtras('role', t), uniqueIndex('role_code_key').on(t.campusId, sql`upper(${t.code})`)],
);

export const rolePermission = pgTable(
  'role_permission',
  {
    campusId: uuid('campus_id').notNull(),
    roleId: uuid('role_id').notNull(),
    permissionKey: text('permission_key').notNull(),
  },
  (t) => tenantLinkExtras('role_permission', t, { column: t.roleId, target: role, fk: 'role_permission_role_fk' }, [t.permissionKey]),
);

/**
 * A person who can sign in. `actorType`/`actorId` link the account to the student, guardian or
 * employee record it belongs to (null for staff accounts made by hand).
 */
export const appUser = pgTable(
  'app_user',
  {
    ...tenantColumns(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mobileActorType: smallint('mobile_actor_type').notNull(),
    actorType: smallint('actor_type'),
    actorId: uuid('actor_id'),
    roleId: uuid('role_id').notNull(),
    ...personNameColumns(),
    gender: smallint('gender'),
    dateOfBirth: date('date_of_birth'),
    placeOfBirth: text('place_of_birth'),
    mobilePhone: text('mobile_phone'),
    email: text('email'),
    position: text('position'),
    positionEn: text('position_en'),
    pictureFileId: uuid('picture_file_id'),
    learningIdentifier: text('learning_identifier'),
    learningPhone: text('learning_phone'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('app_user', t),
    uniqueIndex('app_user_username_key').on(t.campusId, sql`lower(${t.username})`),
    index('app_user_actor_idx').on(t.campusId, t.actorType, t.actorId),
    // One account per person (student, guardian, employee): generating accounts twice never makes a second.
    uniqueIndex('app_user_actor_key')
      .on(t.campusId, t.actorType, t.actorId)
      .where(sql`${t.actorId} is not null`),
    tenantRef('app_user_role_fk', t.campusId, t.roleId, role),
  ],
);

export const userAddress = pgTable(
  'user_address',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    provinceId: integer('province_id'),
    freeField1: text('free_field1').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('user_address', t),
    tenantRef('user_address_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    index('user_address_user_idx').on(t.campusId, t.userId),
  ],
);

/**
 * Refresh tokens (DESIGN 'Sign-in and access'): one row per issued token, stored hashed. A sign-in starts
 * a family; each refresh adds a row and marks its parent rotated. Presenting a rotated token revokes the
 * family. The family ends 30 days after sign-in whatever happens.
 */
export const authSession = pgTable(
  'auth_session',
  {
    ...tenantColumns(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('auth_session', t),
    tenantRef('auth_session_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    uniqueIndex('auth_session_token_key').on(t.campusId, t.tokenHash),
    index('auth_session_family_idx').on(t.campusId, t.familyId),
  ],
);

/** Failed sign-in counters per account and per address; shared by every API process. */
export const signInAttempt = pgTable('sign_in_attempt', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The API call counters of the request limiter when several server processes share one database
 * (`LIMIT_STORE=database`, the default with `WORKERS` > 1; db/request-limits.ts): one row per limiter key (a
 * session or an address, and the route for routes with their own limit) and its window.
 */
export const requestLimit = pgTable('request_limit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
