import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { personNameColumns, versionColumns } from './columns';
import { academicYear } from './academic-year.table';
import { courseLevel } from './course-level.table';
import { subject } from './subject.table';
import { room } from './room.table';
import { storedFile } from './file.table';

/** Occupations an answer may choose (shared reference data like provinces: no campus_id). */
export const occupation = pgTable('occupation', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  sortIndex: integer('sort_index').notNull(),
});

/**
 * A campus's online registration window: the year and grades it admits to, priority subjects and the
 * questions of the form. Current = open today; the windows of a campus never overlap (checked on save).
 */
export const registrationConfiguration = pgTable(
  'registration_configuration',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    openDate: date('open_date').notNull(),
    closeDate: date('close_date').notNull(),
    examDate: date('exam_date'),
    note: text('note'),
    noteEn: text('note_en'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('registration_configuration', t),
    tenantRef('registration_configuration_year_fk', t.campusId, t.academicYearId, academicYear),
    index('registration_configuration_dates_idx').on(t.campusId, t.openDate, t.closeDate),
  ],
);

export const registrationCourseLevel = pgTable(
  'registration_course_level',
  {
    ...tenantColumns(),
    registrationConfigurationId: uuid('registration_configuration_id').notNull(),
    courseLevelId: uuid('course_level_id').notNull(),
  },
  (t) => [
    ...tenantExtras('registration_course_level', t),
    uniqueIndex('registration_course_level_key').on(t.campusId, t.registrationConfigurationId, t.courseLevelId),
    tenantRef('registration_course_level_configuration_fk', t.campusId, t.registrationConfigurationId, registrationConfiguration).onDelete('cascade'),
    tenantRef('registration_course_level_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
  ],
);

export const registrationPrioritySubject = pgTable(
  'registration_priority_subject',
  {
    ...tenantColumns(),
    registrationConfigurationId: uuid('registration_configuration_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [
    ...tenantExtras('registration_priority_subject', t),
    uniqueIndex('registration_priority_subject_key').on(t.campusId, t.registrationConfigurationId, t.subjectId),
    tenantRef('registration_priority_subject_configuration_fk', t.campusId, t.registrationConfigurationId, registrationConfiguration).onDelete('cascade'),
    tenantRef('registration_priority_subject_subject_fk', t.campusId, t.subjectId, subject),
  ],
);

/** A question of a configuration's form. A question that has answers cannot be removed (foreign key). */
export const registrationQuestion = pgTable(
  'registration_question',
  {
    ...tenantColumns(),
    registrationConfigurationId: uuid('registration_configuration_id').notNull(),
    question: text('question').notNull(),
    questionEn: text('question_en').notNull(),
    /** QUESTION_ANSWER_TYPE: occupation 0, free text 1. */
    answerType: smallint('answer_type').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [
    ...tenantExtras('registration_question', t),
    tenantRef('registration_question_configuration_fk', t.campusId, t.registrationConfigurationId, registrationConfiguration).onDelete('cascade'),
    index('registration_question_configuration_idx').on(t.campusId, t.registrationConfigurationId),
  ],
);

/**
 * An online registration (portal §3 'Pre-applicant'). REGISTRATION_STATUS: pending 0, confirmed 1 (by
 * approve), error 2. `reference_code` is what the applicant keeps to check the status (with her birth date).
 */
export const preApplicant = pgTable(
  'pre_applicant',
  {
    ...tenantColumns(),
    registrationConfigurationId: uuid('registration_configuration_id').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    referenceCode: text('reference_code').notNull(),
    ...personNameColumns(),
    gender: smallint('gender').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    mobilePhone: text('mobile_phone'),
    email: text('email'),
    guardianPhone: text('guardian_phone').notNull(),
    previousSchoolName: text('previous_school_name'),
    previousSchoolType: integer('previous_school_type'),
    appliedCourseLevelId: uuid('applied_course_level_id').notNull(),
    provinceId: integer('province_id'),
    registrationStatus: smallint('registration_status').notNull().default(0),
    note: text('note'),
    photoFileId: uuid('photo_file_id'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('pre_applicant', t),
    uniqueIndex('pre_applicant_reference_key').on(t.campusId, sql`upper(${t.referenceCode})`),
    tenantRef('pre_applicant_configuration_fk', t.campusId, t.registrationConfigurationId, registrationConfiguration),
    tenantRef('pre_applicant_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('pre_applicant_course_level_fk', t.campusId, t.appliedCourseLevelId, courseLevel),
    tenantRef('pre_applicant_photo_fk', t.campusId, t.photoFileId, storedFile),
    index('pre_applicant_configuration_idx').on(t.campusId, t.registrationConfigurationId, t.registrationStatus),
    index('pre_applicant_year_idx').on(t.campusId, t.academicYearId, t.appliedCourseLevelId),
    index('pre_applicant_birth_idx').on(t.campusId, t.dateOfBirth),
    index('pre_applicant_guardian_phone_idx').on(t.campusId, t.guardianPhone),
  ],
);

export const preApplicantSubject = pgTable(
  'pre_applicant_subject',
  {
    ...tenantColumns(),
    preApplicantId: uuid('pre_applicant_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
  },
  (t) => [
    ...tenantExtras('pre_applicant_subject', t),
    uniqueIndex('pre_applicant_subject_key').on(t.campusId, t.preApplicantId, t.subjectId),
    tenantRef('pre_applicant_subject_pre_applicant_fk', t.campusId, t.preApplicantId, preApplicant).onDelete('cascade'),
    tenantRef('pre_applicant_subject_subject_fk', t.campusId, t.subjectId, subject),
  ],
);

/** An answer to a question: an occupation and/or free text (data-calls §3 'Answers'). */
export const preApplicantAnswer = pgTable(
  'pre_applicant_answer',
  {
    ...tenantColumns(),
    preApplicantId: uuid('pre_applicant_id').notNull(),
    questionId: uuid('question_id').notNull(),
    occupationId: integer('occupation_id'),
    freeText: text('free_text'),
  },
  (t) => [
    ...tenantExtras('pre_applicant_answer', t),
    uniqueIndex('pre_applicant_answer_key').on(t.campusId, t.preApplicantId, t.questionId),
    tenantRef('pre_applicant_answer_pre_applicant_fk', t.campusId, t.preApplicantId, preApplicant).onDelete('cascade'),
    tenantRef('pre_applicant_answer_question_fk', t.campusId, t.questionId, registrationQuestion),
    index('pre_applicant_answer_question_idx').on(t.campusId, t.questionId),
  ],
);

/** A confirmed registration's seat in an entrance-exam room; replaced as a whole by generate-room. */
export const preApplicantExamSeat = pgTable(
  'pre_applicant_exam_seat',
  {
    ...tenantColumns(),
    registrationConfigurationId: uuid('registration_configuration_id').notNull(),
    preApplicantId: uuid('pre_applicant_id').notNull(),
    roomId: uuid('room_id').notNull(),
    seatNumber: integer('seat_number').notNull(),
  },
  (t) => [
    ...tenantExtras('pre_applicant_exam_seat', t),
    uniqueIndex('pre_applicant_exam_seat_key').on(t.campusId, t.preApplicantId),
    uniqueIndex('pre_applicant_exam_seat_room_key').on(t.campusId, t.registrationConfigurationId, t.roomId, t.seatNumber),
    tenantRef('pre_applicant_exam_seat_configuration_fk', t.campusId, t.registrationConfigurationId, registrationConfiguration).onDelete('cascade'),
    tenantRef('pre_applicant_exam_seat_pre_applicant_fk', t.campusId, t.preApplicantId, preApplicant).onDelete('cascade'),
    tenantRef('pre_applicant_exam_seat_room_fk', t.campusId, t.roomId, room),
  ],
);
