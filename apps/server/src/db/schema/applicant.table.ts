import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { personNameColumns, versionColumns } from './columns';
import { academicYear } from './academic-year.table';
import { academicClass } from './academic-class.table';
import { courseLevel } from './course-level.table';
import { preApplicant } from './registration.table';
import { student } from './student.table';
import { guardian } from './guardian.table';

/**
 * Applicants (portal §2 /administration/applicant): a person applying for a grade of a year. Status is
 * REGISTRATION_STATUS: pending 0, approved 1 (student_id and academic_class_id then name the student
 * made), rejected 2 (reject_reason). `pre_applicant_id` is the online registration it was pushed from.
 */
export const applicant = pgTable(
  'applicant',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    courseLevelId: uuid('course_level_id').notNull(),
    status: smallint('status').notNull().default(0),
    ...personNameColumns(),
    gender: smallint('gender').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    placeOfBirth: text('place_of_birth'),
    mobilePhone: text('mobile_phone'),
    email: text('email'),
    guardianPhone: text('guardian_phone'),
    provinceId: integer('province_id'),
    address: text('address'),
    previousSchoolName: text('previous_school_name'),
    previousSchoolType: integer('previous_school_type'),
    note: text('note'),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id'),
    studentId: uuid('student_id'),
    academicClassId: uuid('academic_class_id'),
    preApplicantId: uuid('pre_applicant_id'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('applicant', t),
    tenantRef('applicant_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('applicant_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
    tenantRef('applicant_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('applicant_student_fk', t.campusId, t.studentId, student),
    tenantRef('applicant_pre_applicant_fk', t.campusId, t.preApplicantId, preApplicant),
    uniqueIndex('applicant_pre_applicant_key').on(t.campusId, t.preApplicantId),
    index('applicant_year_idx').on(t.campusId, t.academicYearId, t.courseLevelId, t.status),
  ],
);

/** An applicant's guardian; `guardian_id` names the guardian record made or linked when she was approved. */
export const applicantGuardian = pgTable(
  'applicant_guardian',
  {
    ...tenantColumns(),
    applicantId: uuid('applicant_id').notNull(),
    ...personNameColumns(),
    gender: smallint('gender').notNull(),
    relationshipType: smallint('relationship_type').notNull(),
    mobilePhone: text('mobile_phone'),
    email: text('email'),
    guardianId: uuid('guardian_id'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('applicant_guardian', t),
    tenantRef('applicant_guardian_applicant_fk', t.campusId, t.applicantId, applicant).onDelete('cascade'),
    tenantRef('applicant_guardian_guardian_fk', t.campusId, t.guardianId, guardian),
    index('applicant_guardian_applicant_idx').on(t.campusId, t.applicantId),
  ],
);
