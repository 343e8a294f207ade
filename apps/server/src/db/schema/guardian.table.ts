import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { personNameColumns, versionColumns } from './columns';
import { storedFile } from './file.table';
import { student } from './student.table';

/**
 * Guardians (portal §2 'Administration' /administration/guardian; data-calls §3 'Other: Guardian'). A
 * guardian may have several students and a student several guardians: `student_guardian` links them with
 * the relationship (RELATIONSHIP_TYPE) and marks one guardian of a student as the primary contact.
 */
export const guardian = pgTable(
  'guardian',
  {
    ...tenantColumns(),
    ...personNameColumns(),
    gender: smallint('gender').notNull(),
    mobilePhone: text('mobile_phone'),
    email: text('email'),
    occupation: text('occupation'),
    provinceId: integer('province_id'),
    address: text('address'),
    pictureFileId: uuid('picture_file_id'),
    note: text('note'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('guardian', t),
    tenantRef('guardian_picture_fk', t.campusId, t.pictureFileId, storedFile),
    index('guardian_name_en_idx').on(t.campusId, t.lastNameEn, t.firstNameEn),
    index('guardian_phone_idx').on(t.campusId, t.mobilePhone),
  ],
);

export const studentGuardian = pgTable(
  'student_guardian',
  {
    ...tenantColumns(),
    studentId: uuid('student_id').notNull(),
    guardianId: uuid('guardian_id').notNull(),
    relationshipType: smallint('relationship_type').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_guardian', t),
    uniqueIndex('student_guardian_key').on(t.campusId, t.studentId, t.guardianId),
    uniqueIndex('student_guardian_primary_key')
      .on(t.campusId, t.studentId)
      .where(sql`${t.isPrimary}`),
    tenantRef('student_guardian_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    // No cascade: a guardian still linked to students is in use (the link is removed first, on purpose).
    tenantRef('student_guardian_guardian_fk', t.campusId, t.guardianId, guardian),
    index('student_guardian_guardian_idx').on(t.campusId, t.guardianId),
  ],
);
