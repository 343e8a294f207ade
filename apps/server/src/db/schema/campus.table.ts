import { sql } from 'drizzle-orm';
import { boolean, integer, pgPolicy, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/**
 * The campus (school) is the tenant. Its own row is sealed too: the app role sees only the campus of
 * the token. Looking a campus up by its code (before sign-in) goes through the system connection.
 */
export const campus = pgTable(
  'campus',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    clientKey: text('client_key').notNull(),
    primaryColor: text('primary_color').notNull().default('C10230'),
    logoFileId: uuid('logo_file_id'),
    backgroundFileId: uuid('background_file_id'),
    gatewayCode: text('gateway_code'),
    clientBaseUrl: text('client_base_url'),
    address: text('address'),
    addressEn: text('address_en'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    motto: text('motto'),
    mottoEn: text('motto_en'),
    ministryName: text('ministry_name'),
    ministryNameEn: text('ministry_name_en'),
    provinceId: integer('province_id'),
    isOnlineRegistrationAvailable: boolean('is_online_registration_available').notNull().default(false),
    isInitialSetup: boolean('is_initial_setup').notNull().default(false),
    /** How student attendance is confirmed (portal §3 'Attendance confirm mode'): 0 by session, 1 by date. */
    studentAttendanceType: smallint('student_attendance_type').notNull().default(0),
    /** Guardians may use the web portal (portal §1: a setting, off unless the school turns it on). */
    guardianWebAccess: boolean('guardian_web_access').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campus_code_key').on(sql`upper(${t.code})`),
    pgPolicy('campus_tenant_isolation', {
      as: 'permissive',
      for: 'all',
      using: sql`id = nullif(current_setting('app.campus_id', true), '')::uuid`,
      withCheck: sql`id = nullif(current_setting('app.campus_id', true), '')::uuid`,
    }),
  ],
);
