import { ACTOR_TYPE, GENDER, MOBILE_ACTOR_TYPE } from '../common/actor.schemas';
import type { TEnumItem } from '../common/envelope.schemas';

/**
 * Every enumeration of the product in one place: a value map per enumeration for code
 * (`ATTENDANCE_STATUS.PRESENT`) and, in `ENUM_ITEMS`, the wire list `{ Value, Name, NameEn }` that the
 * enumeration calls answer. The web app reads both from here, so labels and values never drift.
 *
 * Values marked `spec` are portal §3 / data-calls §3-4 exactly. The others are designed here because the
 * spec names the list without its values (data-calls §7 'Enumerations: values not shown'); they are
 * numbered from 0 in the order shown, and a value, once shipped, is never renumbered.
 */

/** Pairs every key of a value map with its Khmer and English label; the compiler checks none is missing. */
function items<T extends Readonly<Record<string, number>>>(values: T, labels: { readonly [K in keyof T]: readonly [string, string] }): readonly TEnumItem[] {
  return Object.freeze(
    (Object.keys(values) as Array<keyof T & string>).map((key) => {
      const [Name, NameEn] = labels[key];
      return Object.freeze({ Value: values[key]!, Name, NameEn });
    }),
  );
}

/** The label of a value in a list, by locale; the value itself when the list does not know it. */
export function enumName(list: readonly TEnumItem[], value: number | string | null | undefined, locale: 'km' | 'en' = 'km'): string {
  const found = list.find((item) => item.Value === value);
  if (!found) return value === null || value === undefined ? '' : String(value);
  return locale === 'en' ? found.NameEn : found.Name;
}

// ---------------------------------------------------------------------------------------------------
// Values given by the spec (portal §3 'Enumerations'). ACTOR_TYPE, MOBILE_ACTOR_TYPE and GENDER live in
// common/actor.schemas.ts and are labelled below.

/** spec: account-creation actor type. */
export const ACCOUNT_ACTOR_TYPE = { STUDENT: 0, GUARDIAN: 1, EMPLOYEE: 2 } as const;
/** spec: active status (also the employee status filter, default 0). */
export const ACTIVE_STATUS = { ACTIVE: 0, INACTIVE: 1 } as const;
/** spec. */
export const CLASS_REPRESENTATIVE_TYPE = { DEFAULT: 0, CLASS_VICE_PRESIDENT: 1, CLASS_PRESIDENT: 2 } as const;
/** spec. */
export const STUDENT_ORDERING = { BY_NAME: 0, BY_RANKING_THEN_NAME: 1 } as const;
/** spec: exam period type, answered by `/api/enum/exam-type`. */
export const EXAM_PERIOD_TYPE = { MONTH: 0, SEMESTER_1: 1, SEMESTER_2: 2, ANNUAL: 3 } as const;
/** spec. */
export const SCORE_RELEASE_STATUS = { PENDING: 0, RELEASED: 1 } as const;
/** spec: scope, who a list covers. */
export const LIST_SCOPE = { ACADEMIC_CLASS: 0, SCHOOL: 1, ACTOR: 2 } as const;
/** spec: value kind, also the grade-matrix score type. */
export const VALUE_KIND = { PERCENTAGE: 0, SCORE: 1, AVERAGE: 2 } as const;
/** spec: level (overall or per subject), also the grade-matrix grade type. */
export const RESULT_LEVEL = { OVERALL: 0, SUBJECT: 1 } as const;
/** spec. */
export const EXAM_KIND = { MAIN: 0, HOMEWORK: 1 } as const;
/** spec: score entry mode, answered by `/api/enum/score-entry`. */
export const SCORE_ENTRY_MODE = { INTERNAL: 0, OFFICIAL: 1 } as const;
/** spec: score visibility status, also answered by `/api/enum/exam-type-status`. */
export const SCORE_VISIBILITY_STATUS = { DRAFT: 0, REQUIRED_CONFIRMATION: 1, LIVE: 2 } as const;
/** spec. */
export const SCHEDULE_VIEW = { CLASS: 0, TEACHER: 1 } as const;
/** spec. */
export const EXPORT_FILE_TYPE = { PDF: 0, EXCEL: 1 } as const;
/** spec. */
export const ORIENTATION = { PORTRAIT: 0, LANDSCAPE: 1 } as const;
/** spec: the paper size codes of the report engine. */
export const PAPER_SIZE = { A3: 8, A4: 9, A5: 11 } as const;
/** spec. */
export const REPORT_ORDER = { BY_NAME: 0, BY_RANK_AND_NAME: 1 } as const;
/** spec. */
export const DATE_TYPE = { DAY: 0, MONTH: 1 } as const;
/** spec: honorary ranking by 3 or by 5. */
export const HONORARY_RANKING = { TOP_3: 3, TOP_5: 5 } as const;
/** spec. */
export const REPORT_FILE_OUTPUT = { SINGLE_FILE: 0, SINGLE_FILE_PAGE_BY_PAGE: 1, DIFFERENT_FILE: 2 } as const;
/** spec: attendance status; 4 and 5 are not shown anywhere and not answered. */
export const ATTENDANCE_STATUS = { ABSENCE: 0, PRESENT: 1, LATE: 2, PERMISSION: 3, MISSION: 6 } as const;
/** spec: attendance confirm mode, also the campus's StudentAttendanceType. */
export const ATTENDANCE_CONFIRM_MODE = { BY_SESSION: 0, BY_DATE: 1 } as const;
/** spec: student (academic class) status. */
export const STUDENT_STATUS = {
  ACTIVE: 0,
  INACTIVE: 1,
  GRADUATED: 2,
  PROMOTED: 3,
  REPEATED: 4,
  DROPPED: 5,
  SUSPENDED: 6,
  TRANSFERRED: 7,
  ACHIEVED: 8,
  TRAVELED: 9,
} as const;
/** spec. */
export const ACADEMIC_RESULT_STATUS = { DEFAULT: 0, PASS: 1, FAILED: 2, EXAM: 3, DROPPED: 4 } as const;
/** spec: 0 approved (success colour), 1 and 3 error colour, 2 pending (warning). */
export const LEAVE_REQUEST_STATUS = { APPROVED: 0, REJECTED: 1, PENDING: 2, CANCELLED: 3 } as const;
/** spec: 0 pending (warning), 1 confirmed, 2 the error colour (named rejected here). */
export const REGISTRATION_STATUS = { PENDING: 0, CONFIRMED: 1, REJECTED: 2 } as const;
/** spec: 0 none, 1 and 2 orange, 3 green, others red (4 and 5 named here). */
export const PAYMENT_STATUS = { NONE: 0, PENDING: 1, PARTIALLY_PAID: 2, PAID: 3, FAILED: 4, CANCELLED: 5 } as const;
/** spec. */
export const LEAVE_TYPE_ACTOR = { STUDENT: 0, EMPLOYEE: 1 } as const;

// ---------------------------------------------------------------------------------------------------
// Designed values (the spec names these lists without values).

export const PAYMENT_PRINTOUT_TYPE = { RECEIPT: 0, INVOICE: 1, PROFORMA_INVOICE: 2 } as const;
/** What a footer line printed under receipts and invoices says. */
export const PAYMENT_PRINTOUT_FOOTER_TYPE = { NOTE: 0, TERMS: 1, BANK_ACCOUNT: 2, THANK_YOU: 3 } as const;
export const INVOICE_PAYMENT_STATUS = { UNPAID: 0, PARTIALLY_PAID: 1, PAID: 2, VOID: 3 } as const;
export const PROFORMA_INVOICE_STATUS = { DRAFT: 0, ISSUED: 1, PARTIALLY_PAID: 2, PAID: 3, CANCELLED: 4 } as const;
export const CURRENCY_TYPE = { KHR: 0, USD: 1 } as const;
export const PROGRAM_TYPE = { GENERAL: 0, BILINGUAL: 1, ENGLISH: 2, CHINESE: 3, INTERNATIONAL: 4 } as const;
/** Full-time classes, or part-time classes outside school hours (common for language programmes). */
export const ACADEMIC_TIME_SHIFT_TYPE = { FULL_TIME: 0, PART_TIME: 1 } as const;
export const ACADEMIC_TIME_SHIFT = { MORNING: 0, AFTERNOON: 1, EVENING: 2, FULL_DAY: 3 } as const;
export const RELATIONSHIP_TYPE = { FATHER: 0, MOTHER: 1, GRANDPARENT: 2, SIBLING: 3, UNCLE_AUNT: 4, OTHER: 5 } as const;
/** The stages of Cambodian general education a level classification belongs to. */
export const LEVEL_CLASSIFY_GROUP = { KINDERGARTEN: 0, PRIMARY: 1, LOWER_SECONDARY: 2, UPPER_SECONDARY: 3, OTHER: 4 } as const;
/** How a subject's standard score is given: a score out of a maximum, a letter grade, or pass/fail. */
export const STANDARD_SCORE_TYPE = { SCORE: 0, GRADE: 1, PASS_FAIL: 2 } as const;
export const STANDARD_SCORE_SUBJECT_TYPE = { CORE: 0, ELECTIVE: 1, ADDITIONAL: 2 } as const;
/** Who sits an exam: everyone, those re-sitting a failed exam, or those who missed it. */
export const EXAM_TYPE_CONDITION = { NORMAL: 0, RE_EXAM: 1, MAKE_UP: 2 } as const;
/** Same numbers as EXAM_PERIOD_TYPE's semesters. */
export const SEMESTER_TYPE = { SEMESTER_1: 1, SEMESTER_2: 2 } as const;
/** Calendar months, 1 to 12. */
export const MONTH = {
  JANUARY: 1,
  FEBRUARY: 2,
  MARCH: 3,
  APRIL: 4,
  MAY: 5,
  JUNE: 6,
  JULY: 7,
  AUGUST: 8,
  SEPTEMBER: 9,
  OCTOBER: 10,
  NOVEMBER: 11,
  DECEMBER: 12,
} as const;
export const ACADEMIC_LANGUAGE_TYPE = { KHMER: 0, ENGLISH: 1, CHINESE: 2, FRENCH: 3 } as const;
/** Employee status is the spec's active status (employee activate/deactivate, filter default 0). */
export const EMPLOYEE_STATUS = ACTIVE_STATUS;
/** Feedback sentiment: 1 to 5 because 0 means none was chosen (portal §3 'Feedback'). */
export const SENTIMENT = { VERY_UNHAPPY: 1, UNHAPPY: 2, NEUTRAL: 3, HAPPY: 4, VERY_HAPPY: 5 } as const;
/**
 * Who an announcement is for (issue 16): the whole school, one kind of account, or the students of some grades
 * (LEVEL, course levels) or classes (CLASS) with their guardians and teachers; `TargetTypes` names the grades or classes.
 */
export const ANNOUNCEMENT_TARGET_TYPE = { ALL: 0, STUDENT: 1, GUARDIAN: 2, TEACHER: 3, EMPLOYEE: 4, LEVEL: 5, CLASS: 6 } as const;
/** The status of one student's mark in score entry (bulk-settable, data-calls §4 'Score entry'). */
export const ACADEMIC_SCORE_STATUS = { NORMAL: 0, ABSENT: 1, PERMISSION: 2, EXEMPTED: 3 } as const;
export const TEACHING_ROLE = { MAIN_TEACHER: 0, SUBJECT_TEACHER: 1, ASSISTANT_TEACHER: 2, SUBSTITUTE_TEACHER: 3 } as const;
export const EMPLOYEE_FAMILY_RELATIONSHIP_TYPE = { SPOUSE: 0, CHILD: 1, FATHER: 2, MOTHER: 3, SIBLING: 4, OTHER: 5 } as const;
export const EMPLOYEE_FEEDBACK_TYPE = { SUGGESTION: 0, COMPLAINT: 1, APPRECIATION: 2, QUESTION: 3, OTHER: 4 } as const;
export const WORKING_INFO_STATUS = { PROBATION: 0, PERMANENT: 1, CONTRACT: 2, RESIGNED: 3, RETIRED: 4 } as const;
export const STATISTIC_PERIOD = { DAILY: 0, WEEKLY: 1, MONTHLY: 2, SEMESTER: 3, YEARLY: 4 } as const;
export const FEE_TYPE = { TUITION: 0, REGISTRATION: 1, UNIFORM: 2, BOOK: 3, TRANSPORT: 4, MEAL: 5, OTHER: 6 } as const;
/** The student statuses the drop-out statistics count: the spec's student status values that mean leaving. */
export const STUDENT_DROP_STATUS = {
  DROPPED: STUDENT_STATUS.DROPPED,
  SUSPENDED: STUDENT_STATUS.SUSPENDED,
  TRANSFERRED: STUDENT_STATUS.TRANSFERRED,
  TRAVELED: STUDENT_STATUS.TRAVELED,
} as const;

// ---------------------------------------------------------------------------------------------------
// Labels: Khmer as a Cambodian school writes it, then English.

const studentStatusLabels = {
  ACTIVE: ['កំពុងសិក្សា', 'Active'],
  INACTIVE: ['អសកម្ម', 'Inactive'],
  GRADUATED: ['បញ្ចប់ការសិក្សា', 'Graduated'],
  PROMOTED: ['ឡើងថ្នាក់', 'Promoted'],
  REPEATED: ['ត្រួតថ្នាក់', 'Repeated'],
  DROPPED: ['បោះបង់ការសិក្សា', 'Dropped out'],
  SUSPENDED: ['ព្យួរការសិក្សា', 'Suspended'],
  TRANSFERRED: ['ផ្ទេរចេញ', 'Transferred'],
  ACHIEVED: ['សម្រេចការសិក្សា', 'Achieved'],
  TRAVELED: ['ធ្វើដំណើរចេញ', 'Traveled'],
} as const;

const activeStatusLabels = { ACTIVE: ['សកម្ម', 'Active'], INACTIVE: ['អសកម្ម', 'Inactive'] } as const;
const valueKindLabels = { PERCENTAGE: ['ភាគរយ', 'Percentage'], SCORE: ['ពិន្ទុ', 'Score'], AVERAGE: ['មធ្យមភាគ', 'Average'] } as const;
const levelLabels = { OVERALL: ['រួម', 'Overall'], SUBJECT: ['តាមមុខវិជ្ជា', 'By subject'] } as const;

export const ENUM_ITEMS = {
  actorType: items(ACTOR_TYPE, {
    STUDENT: ['សិស្ស', 'Student'],
    EMPLOYEE: ['បុគ្គលិក', 'Employee'],
    GUARDIAN: ['អាណាព្យាបាល', 'Guardian'],
    APPLICANT: ['បេក្ខជន', 'Applicant'],
    VISITOR: ['ភ្ញៀវ', 'Visitor'],
    ALUMNUS: ['អតីតសិស្ស', 'Alumnus'],
  }),
  accountActorType: items(ACCOUNT_ACTOR_TYPE, {
    STUDENT: ['សិស្ស', 'Student'],
    GUARDIAN: ['អាណាព្យាបាល', 'Guardian'],
    EMPLOYEE: ['បុគ្គលិក', 'Employee'],
  }),
  mobileActorType: items(MOBILE_ACTOR_TYPE, {
    STUDENT: ['សិស្ស', 'Student'],
    GUARDIAN: ['អាណាព្យាបាល', 'Guardian'],
    TEACHER: ['គ្រូបង្រៀន', 'Teacher'],
    BUSS_DRIVER: ['អ្នកបើកបររថយន្តក្រុង', 'Bus driver'],
    SCHOOL_ADMIN: ['អ្នកគ្រប់គ្រងសាលា', 'School administrator'],
    SCHOOL_OFFICE: ['ការិយាល័យសាលា', 'School office'],
    FRONT_OFFICE: ['បុគ្គលិកទទួលភ្ញៀវ', 'Front office'],
  }),
  activeStatus: items(ACTIVE_STATUS, activeStatusLabels),
  gender: items(GENDER, { MALE: ['ប្រុស', 'Male'], FEMALE: ['ស្រី', 'Female'] }),
  classRepresentativeType: items(CLASS_REPRESENTATIVE_TYPE, {
    DEFAULT: ['សិស្សធម្មតា', 'Student'],
    CLASS_VICE_PRESIDENT: ['អនុប្រធានថ្នាក់', 'Class vice president'],
    CLASS_PRESIDENT: ['ប្រធានថ្នាក់', 'Class president'],
  }),
  studentOrdering: items(STUDENT_ORDERING, {
    BY_NAME: ['តាមឈ្មោះ', 'By name'],
    BY_RANKING_THEN_NAME: ['តាមចំណាត់ថ្នាក់ រួចតាមឈ្មោះ', 'By ranking, then name'],
  }),
  examPeriodType: items(EXAM_PERIOD_TYPE, {
    MONTH: ['ប្រឡងប្រចាំខែ', 'Monthly exam'],
    SEMESTER_1: ['ប្រឡងឆមាសទី១', 'Semester 1 exam'],
    SEMESTER_2: ['ប្រឡងឆមាសទី២', 'Semester 2 exam'],
    ANNUAL: ['ប្រឡងប្រចាំឆ្នាំ', 'Annual exam'],
  }),
  scoreReleaseStatus: items(SCORE_RELEASE_STATUS, { PENDING: ['រង់ចាំប្រកាស', 'Pending'], RELEASED: ['បានប្រកាស', 'Released'] }),
  scope: items(LIST_SCOPE, {
    ACADEMIC_CLASS: ['ថ្នាក់របស់ខ្ញុំ', 'My class'],
    SCHOOL: ['សាលារបស់ខ្ញុំ', 'My school'],
    ACTOR: ['ខ្ញុំ', 'Me'],
  }),
  valueKind: items(VALUE_KIND, valueKindLabels),
  level: items(RESULT_LEVEL, levelLabels),
  examKind: items(EXAM_KIND, { MAIN: ['ការប្រឡង', 'Exam'], HOMEWORK: ['កិច្ចការផ្ទះ', 'Homework'] }),
  scoreEntryMode: items(SCORE_ENTRY_MODE, { INTERNAL: ['ពិន្ទុផ្ទៃក្នុង', 'Internal'], OFFICIAL: ['ពិន្ទុផ្លូវការ', 'Official'] }),
  scoreVisibilityStatus: items(SCORE_VISIBILITY_STATUS, {
    DRAFT: ['សេចក្តីព្រាង', 'Draft'],
    REQUIRED_CONFIRMATION: ['រង់ចាំការបញ្ជាក់', 'Awaiting confirmation'],
    LIVE: ['បានផ្សព្វផ្សាយ', 'Published'],
  }),
  scheduleView: items(SCHEDULE_VIEW, { CLASS: ['តាមថ្នាក់', 'By class'], TEACHER: ['តាមគ្រូ', 'By teacher'] }),
  exportFileType: items(EXPORT_FILE_TYPE, { PDF: ['ឯកសារ PDF', 'PDF'], EXCEL: ['ឯកសារ Excel', 'Excel'] }),
  orientation: items(ORIENTATION, { PORTRAIT: ['បញ្ឈរ', 'Portrait'], LANDSCAPE: ['ផ្តេក', 'Landscape'] }),
  paperSize: items(PAPER_SIZE, { A3: ['ក្រដាស A3', 'A3'], A4: ['ក្រដាស A4', 'A4'], A5: ['ក្រដាស A5', 'A5'] }),
  reportOrder: items(REPORT_ORDER, {
    BY_NAME: ['តាមឈ្មោះ', 'By name'],
    BY_RANK_AND_NAME: ['តាមចំណាត់ថ្នាក់ និងឈ្មោះ', 'By rank and name'],
  }),
  dateType: items(DATE_TYPE, { DAY: ['ថ្ងៃ', 'Day'], MONTH: ['ខែ', 'Month'] }),
  honoraryRanking: items(HONORARY_RANKING, { TOP_3: ['លេខ១ ដល់លេខ៣', 'Top 3'], TOP_5: ['លេខ១ ដល់លេខ៥', 'Top 5'] }),
  reportFileOutput: items(REPORT_FILE_OUTPUT, {
    SINGLE_FILE: ['ឯកសារតែមួយ', 'Single file'],
    SINGLE_FILE_PAGE_BY_PAGE: ['ឯកសារតែមួយ បំបែកទំព័រ', 'Single file, page by page'],
    DIFFERENT_FILE: ['ឯកសារដាច់ៗពីគ្នា', 'Separate files'],
  }),
  attendanceStatus: items(ATTENDANCE_STATUS, {
    ABSENCE: ['អវត្តមាន', 'Absent'],
    PRESENT: ['វត្តមាន', 'Present'],
    LATE: ['យឺត', 'Late'],
    PERMISSION: ['សុំច្បាប់', 'Permission'],
    MISSION: ['បេសកកម្ម', 'Mission'],
  }),
  attendanceConfirmMode: items(ATTENDANCE_CONFIRM_MODE, {
    BY_SESSION: ['តាមម៉ោងសិក្សា', 'By session'],
    BY_DATE: ['តាមថ្ងៃ (ម៉ោងចូល និងម៉ោងចេញ)', 'By date (clock-in and clock-out)'],
  }),
  studentStatus: items(STUDENT_STATUS, studentStatusLabels),
  academicResultStatus: items(ACADEMIC_RESULT_STATUS, {
    DEFAULT: ['មិនទាន់កំណត់', 'Not decided'],
    PASS: ['ជាប់', 'Pass'],
    FAILED: ['ធ្លាក់', 'Failed'],
    EXAM: ['ប្រឡងសង', 'Re-exam'],
    DROPPED: ['បោះបង់ការសិក្សា', 'Dropped out'],
  }),
  leaveRequestStatus: items(LEAVE_REQUEST_STATUS, {
    APPROVED: ['បានអនុម័ត', 'Approved'],
    REJECTED: ['បានបដិសេធ', 'Rejected'],
    PENDING: ['កំពុងរង់ចាំ', 'Pending'],
    CANCELLED: ['បានលុបចោល', 'Cancelled'],
  }),
  registrationStatus: items(REGISTRATION_STATUS, {
    PENDING: ['កំពុងរង់ចាំ', 'Pending'],
    CONFIRMED: ['បានបញ្ជាក់', 'Confirmed'],
    REJECTED: ['បានបដិសេធ', 'Rejected'],
  }),
  paymentStatus: items(PAYMENT_STATUS, {
    NONE: ['មិនទាន់មាន', 'None'],
    PENDING: ['រង់ចាំការបញ្ជាក់', 'Pending'],
    PARTIALLY_PAID: ['បង់មួយផ្នែក', 'Partially paid'],
    PAID: ['បង់រួច', 'Paid'],
    FAILED: ['បរាជ័យ', 'Failed'],
    CANCELLED: ['បានលុបចោល', 'Cancelled'],
  }),
  leaveTypeActor: items(LEAVE_TYPE_ACTOR, { STUDENT: ['សិស្ស', 'Student'], EMPLOYEE: ['បុគ្គលិក', 'Employee'] }),
  paymentPrintoutType: items(PAYMENT_PRINTOUT_TYPE, {
    RECEIPT: ['បង្កាន់ដៃបង់ប្រាក់', 'Receipt'],
    INVOICE: ['វិក្កយបត្រ', 'Invoice'],
    PROFORMA_INVOICE: ['វិក្កយបត្របណ្តោះអាសន្ន', 'Proforma invoice'],
  }),
  paymentPrintoutFooterType: items(PAYMENT_PRINTOUT_FOOTER_TYPE, {
    NOTE: ['កំណត់សម្គាល់', 'Note'],
    TERMS: ['លក្ខខណ្ឌ', 'Terms and conditions'],
    BANK_ACCOUNT: ['គណនីធនាគារ', 'Bank account'],
    THANK_YOU: ['សារថ្លែងអំណរគុណ', 'Thank-you message'],
  }),
  invoicePaymentStatus: items(INVOICE_PAYMENT_STATUS, {
    UNPAID: ['មិនទាន់បង់', 'Unpaid'],
    PARTIALLY_PAID: ['បង់មួយផ្នែក', 'Partially paid'],
    PAID: ['បង់រួច', 'Paid'],
    VOID: ['ទុកជាមោឃៈ', 'Void'],
  }),
  proformaInvoiceStatus: items(PROFORMA_INVOICE_STATUS, {
    DRAFT: ['សេចក្តីព្រាង', 'Draft'],
    ISSUED: ['បានចេញ', 'Issued'],
    PARTIALLY_PAID: ['បង់មួយផ្នែក', 'Partially paid'],
    PAID: ['បង់រួច', 'Paid'],
    CANCELLED: ['បានលុបចោល', 'Cancelled'],
  }),
  currencyType: items(CURRENCY_TYPE, { KHR: ['ប្រាក់រៀល (៛)', 'Khmer riel (KHR)'], USD: ['ប្រាក់ដុល្លារអាមេរិក ($)', 'US dollar (USD)'] }),
  programType: items(PROGRAM_TYPE, {
    GENERAL: ['កម្មវិធីចំណេះទូទៅ', 'General education'],
    BILINGUAL: ['កម្មវិធីពីរភាសា', 'Bilingual'],
    ENGLISH: ['កម្មវិធីភាសាអង់គ្លេស', 'English programme'],
    CHINESE: ['កម្មវិធីភាសាចិន', 'Chinese programme'],
    INTERNATIONAL: ['កម្មវិធីអន្តរជាតិ', 'International programme'],
  }),
  academicTimeShiftType: items(ACADEMIC_TIME_SHIFT_TYPE, { FULL_TIME: ['ពេញម៉ោង', 'Full-time'], PART_TIME: ['ក្រៅម៉ោង', 'Part-time'] }),
  academicTimeShift: items(ACADEMIC_TIME_SHIFT, {
    MORNING: ['វេនព្រឹក', 'Morning'],
    AFTERNOON: ['វេនរសៀល', 'Afternoon'],
    EVENING: ['វេនល្ងាច', 'Evening'],
    FULL_DAY: ['ពេញមួយថ្ងៃ', 'Full day'],
  }),
  relationshipType: items(RELATIONSHIP_TYPE, {
    FATHER: ['ឪពុក', 'Father'],
    MOTHER: ['ម្តាយ', 'Mother'],
    GRANDPARENT: ['ជីដូន ឬជីតា', 'Grandparent'],
    SIBLING: ['បងប្អូន', 'Sibling'],
    UNCLE_AUNT: ['ពូ មីង អ៊ំ', 'Uncle or aunt'],
    OTHER: ['ផ្សេងៗ', 'Other'],
  }),
  levelClassifyGroup: items(LEVEL_CLASSIFY_GROUP, {
    KINDERGARTEN: ['មត្តេយ្យសិក្សា', 'Kindergarten'],
    PRIMARY: ['បឋមសិក្សា', 'Primary'],
    LOWER_SECONDARY: ['មធ្យមសិក្សាបឋមភូមិ', 'Lower secondary'],
    UPPER_SECONDARY: ['មធ្យមសិក្សាទុតិយភូមិ', 'Upper secondary'],
    OTHER: ['ផ្សេងៗ', 'Other'],
  }),
  standardScoreType: items(STANDARD_SCORE_TYPE, {
    SCORE: ['ពិន្ទុ', 'Score'],
    GRADE: ['និទ្ទេស', 'Grade'],
    PASS_FAIL: ['ជាប់ ឬធ្លាក់', 'Pass or fail'],
  }),
  standardScoreSubjectType: items(STANDARD_SCORE_SUBJECT_TYPE, {
    CORE: ['មុខវិជ្ជាស្នូល', 'Core subject'],
    ELECTIVE: ['មុខវិជ្ជាជ្រើសរើស', 'Elective subject'],
    ADDITIONAL: ['មុខវិជ្ជាបន្ថែម', 'Additional subject'],
  }),
  examTypeCondition: items(EXAM_TYPE_CONDITION, {
    NORMAL: ['ប្រឡងធម្មតា', 'Regular exam'],
    RE_EXAM: ['ប្រឡងសង', 'Re-exam'],
    MAKE_UP: ['ប្រឡងបំពេញបន្ថែម', 'Make-up exam'],
  }),
  semesterType: items(SEMESTER_TYPE, { SEMESTER_1: ['ឆមាសទី១', 'Semester 1'], SEMESTER_2: ['ឆមាសទី២', 'Semester 2'] }),
  month: items(MONTH, {
    JANUARY: ['មករា', 'January'],
    FEBRUARY: ['កុម្ភៈ', 'February'],
    MARCH: ['មីនា', 'March'],
    APRIL: ['មេសា', 'April'],
    MAY: ['ឧសភា', 'May'],
    JUNE: ['មិថុនា', 'June'],
    JULY: ['កក្កដា', 'July'],
    AUGUST: ['សីហា', 'August'],
    SEPTEMBER: ['កញ្ញា', 'September'],
    OCTOBER: ['តុលា', 'October'],
    NOVEMBER: ['វិច្ឆិកា', 'November'],
    DECEMBER: ['ធ្នូ', 'December'],
  }),
  academicLanguageType: items(ACADEMIC_LANGUAGE_TYPE, {
    KHMER: ['ភាសាខ្មែរ', 'Khmer'],
    ENGLISH: ['ភាសាអង់គ្លេស', 'English'],
    CHINESE: ['ភាសាចិន', 'Chinese'],
    FRENCH: ['ភាសាបារាំង', 'French'],
  }),
  employeeStatus: items(EMPLOYEE_STATUS, activeStatusLabels),
  sentiment: items(SENTIMENT, {
    VERY_UNHAPPY: ['មិនពេញចិត្តខ្លាំង', 'Very unhappy'],
    UNHAPPY: ['មិនពេញចិត្ត', 'Unhappy'],
    NEUTRAL: ['ធម្មតា', 'Neutral'],
    HAPPY: ['ពេញចិត្ត', 'Happy'],
    VERY_HAPPY: ['ពេញចិត្តខ្លាំង', 'Very happy'],
  }),
  announcementTargetType: items(ANNOUNCEMENT_TARGET_TYPE, {
    ALL: ['ទាំងអស់', 'Everyone'],
    STUDENT: ['សិស្ស', 'Students'],
    GUARDIAN: ['អាណាព្យាបាល', 'Guardians'],
    TEACHER: ['គ្រូបង្រៀន', 'Teachers'],
    EMPLOYEE: ['បុគ្គលិក', 'Employees'],
    LEVEL: ['កម្រិតថ្នាក់', 'Grades'],
    CLASS: ['ថ្នាក់រៀន', 'Classes'],
  }),
  academicScoreStatus: items(ACADEMIC_SCORE_STATUS, {
    NORMAL: ['ធម្មតា', 'Normal'],
    ABSENT: ['អវត្តមាន', 'Absent'],
    PERMISSION: ['មានច្បាប់', 'Excused'],
    EXEMPTED: ['លើកលែង', 'Exempted'],
  }),
  teachingRole: items(TEACHING_ROLE, {
    MAIN_TEACHER: ['គ្រូបន្ទុកថ្នាក់', 'Main teacher'],
    SUBJECT_TEACHER: ['គ្រូមុខវិជ្ជា', 'Subject teacher'],
    ASSISTANT_TEACHER: ['គ្រូជំនួយ', 'Assistant teacher'],
    SUBSTITUTE_TEACHER: ['គ្រូជំនួស', 'Substitute teacher'],
  }),
  employeeFamilyRelationshipType: items(EMPLOYEE_FAMILY_RELATIONSHIP_TYPE, {
    SPOUSE: ['ប្តី ឬប្រពន្ធ', 'Spouse'],
    CHILD: ['កូន', 'Child'],
    FATHER: ['ឪពុក', 'Father'],
    MOTHER: ['ម្តាយ', 'Mother'],
    SIBLING: ['បងប្អូន', 'Sibling'],
    OTHER: ['ផ្សេងៗ', 'Other'],
  }),
  employeeFeedbackType: items(EMPLOYEE_FEEDBACK_TYPE, {
    SUGGESTION: ['សំណូមពរ', 'Suggestion'],
    COMPLAINT: ['បណ្តឹង', 'Complaint'],
    APPRECIATION: ['ការកោតសរសើរ', 'Appreciation'],
    QUESTION: ['សំណួរ', 'Question'],
    OTHER: ['ផ្សេងៗ', 'Other'],
  }),
  workingInfoStatus: items(WORKING_INFO_STATUS, {
    PROBATION: ['សាកល្បងការងារ', 'On probation'],
    PERMANENT: ['បុគ្គលិកពេញសិទ្ធិ', 'Permanent'],
    CONTRACT: ['បុគ្គលិកកិច្ចសន្យា', 'Contract'],
    RESIGNED: ['លាឈប់', 'Resigned'],
    RETIRED: ['ចូលនិវត្តន៍', 'Retired'],
  }),
  statisticPeriod: items(STATISTIC_PERIOD, {
    DAILY: ['ប្រចាំថ្ងៃ', 'Daily'],
    WEEKLY: ['ប្រចាំសប្តាហ៍', 'Weekly'],
    MONTHLY: ['ប្រចាំខែ', 'Monthly'],
    SEMESTER: ['ប្រចាំឆមាស', 'Per semester'],
    YEARLY: ['ប្រចាំឆ្នាំ', 'Yearly'],
  }),
  feeType: items(FEE_TYPE, {
    TUITION: ['ថ្លៃសិក្សា', 'Tuition'],
    REGISTRATION: ['ថ្លៃចុះឈ្មោះ', 'Registration'],
    UNIFORM: ['ថ្លៃឯកសណ្ឋាន', 'Uniform'],
    BOOK: ['ថ្លៃសៀវភៅ និងសម្ភារៈសិក្សា', 'Books and materials'],
    TRANSPORT: ['ថ្លៃដឹកជញ្ជូន', 'Transport'],
    MEAL: ['ថ្លៃអាហារ', 'Meals'],
    OTHER: ['ថ្លៃផ្សេងៗ', 'Other'],
  }),
  gradeMatrixScoreType: items(VALUE_KIND, valueKindLabels),
  gradeMatrixScoreGradeType: items(RESULT_LEVEL, levelLabels),
  studentDropStatus: items(STUDENT_DROP_STATUS, {
    DROPPED: studentStatusLabels.DROPPED,
    SUSPENDED: studentStatusLabels.SUSPENDED,
    TRANSFERRED: studentStatusLabels.TRANSFERRED,
    TRAVELED: studentStatusLabels.TRAVELED,
  }),
} as const;

export type TEnumName = keyof typeof ENUM_ITEMS;
