import { boolean, date, integer, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Optimistic concurrency and timestamps of an updatable record (DESIGN 'Data'). */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's four names (students, guardians, employees, applicants, registrations, accounts, the initial
 * setup's roster): Khmer family and given name, Latin family and given name. The wire carries them as the
 * contract's `PERSON_NAME` fields; `lib/person-name.ts` maps one to the other.
 */
export const personNameColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  firstNameEn: text('first_name_en').notNull(),
  lastNameEn: text('last_name_en').notNull(),
});

/**
 * The person of an employee or a student record: the code, the four names, gender, birth, nationality,
 * contacts, picture and status (with its reason); `personRecordExtras` keys and references them.
 */
export const personRecordColumns = () => ({
  code: text('code').notNull(),
  ...personNameColumns(),
  gender: smallint('gender').notNull(),
  dateOfBirth: date('date_of_birth'),
  placeOfBirth: text('place_of_birth'),
  nationality: text('nationality'),
  mobilePhone: text('mobile_phone'),
  email: text('email'),
  pictureFileId: uuid('picture_file_id'),
  status: smallint('status').notNull().default(0),
  statusReason: text('status_reason'),
});

/** An address of a person (student, employee): the province (shared reference data, no foreign key) and the text. */
export const personAddressColumns = () => ({
  provinceId: integer('province_id'),
  address: text('address').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
});

/** A card a person holds (student card, staff card …): which card setting, its number and validity. */
export const heldCardColumns = () => ({
  cardId: uuid('card_id').notNull(),
  cardNumber: text('card_number'),
  issueDate: date('issue_date'),
  expiryDate: date('expiry_date'),
});
