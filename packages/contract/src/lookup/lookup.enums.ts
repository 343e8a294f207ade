import type { TEnumItem } from '../common/envelope.schemas';

/**
 * The enumerations the academic setup stores and checks. The numbers are those of the enumeration calls
 * (`/api/enum/*`, issue of users and enumerations): values given by the spec are marked `spec`; the others
 * are designed there because the spec names the list without values. The enumerations issue owns the
 * `/api/enum/*` calls; this file only holds what the setup area needs so that it builds on its own. When
 * both are on main, the lead folds these into `enum/enum.values.ts` (same names, same numbers).
 */

/** spec: exam period type (`/api/enum/exam-type`). */
export const EXAM_PERIOD_TYPE = { MONTH: 0, SEMESTER_1: 1, SEMESTER_2: 2, ANNUAL: 3 } as const;
/** spec: exam kind, an exam type's `Type`. */
export const EXAM_KIND = { MAIN: 0, HOMEWORK: 1 } as const;
/** spec: score visibility status, an exam type's `ExamTypeStatus` (`/api/enum/exam-type-status`). */
export const SCORE_VISIBILITY_STATUS = { DRAFT: 0, REQUIRED_CONFIRMATION: 1, LIVE: 2 } as const;
/** spec: active status, an exam type's, leave type's and card's `Status`. */
export const ACTIVE_STATUS = { ACTIVE: 0, INACTIVE: 1 } as const;
/** spec: value kind, the grade matrix's score type (`/api/enum/grade-matrix-score-type`). */
export const VALUE_KIND = { PERCENTAGE: 0, SCORE: 1, AVERAGE: 2 } as const;
/** spec: level, the grade matrix's grade type (`/api/enum/grade-matrix-score-grade-type`). */
export const LEVEL = { OVERALL: 0, SUBJECT: 1 } as const;
/** spec: leave type actor. */
export const LEAVE_TYPE_ACTOR = { STUDENT: 0, EMPLOYEE: 1 } as const;

// Designed in the enumerations issue.
export const PROGRAM_TYPE = { GENERAL: 0, BILINGUAL: 1, ENGLISH: 2, CHINESE: 3, INTERNATIONAL: 4 } as const;
export const ACADEMIC_TIME_SHIFT_TYPE = { FULL_TIME: 0, PART_TIME: 1 } as const;
export const ACADEMIC_TIME_SHIFT = { MORNING: 0, AFTERNOON: 1, EVENING: 2, FULL_DAY: 3 } as const;
export const LEVEL_CLASSIFY_GROUP = { KINDERGARTEN: 0, PRIMARY: 1, LOWER_SECONDARY: 2, UPPER_SECONDARY: 3, OTHER: 4 } as const;
export const STANDARD_SCORE_TYPE = { SCORE: 0, GRADE: 1, PASS_FAIL: 2 } as const;
export const STANDARD_SCORE_SUBJECT_TYPE = { CORE: 0, ELECTIVE: 1, ADDITIONAL: 2 } as const;
export const EXAM_TYPE_CONDITION = { NORMAL: 0, RE_EXAM: 1, MAKE_UP: 2 } as const;
export const SEMESTER_TYPE = { SEMESTER_1: 1, SEMESTER_2: 2 } as const;
/** Card holders: the spec's actor types that carry a card. */
export const CARD_ACTOR_TYPE = { STUDENT: 0, EMPLOYEE: 1, GUARDIAN: 2 } as const;

function items<T extends Readonly<Record<string, number>>>(values: T, labels: { readonly [K in keyof T]: readonly [string, string] }): readonly TEnumItem[] {
  return (Object.keys(values) as Array<keyof T & string>).map((key) => ({ Value: values[key]!, Name: labels[key][0], NameEn: labels[key][1] }));
}

export const SETUP_ENUM_ITEMS = {
  academicTimeShift: items(ACADEMIC_TIME_SHIFT, {
    MORNING: ['វេនព្រឹក', 'Morning'],
    AFTERNOON: ['វេនរសៀល', 'Afternoon'],
    EVENING: ['វេនល្ងាច', 'Evening'],
    FULL_DAY: ['ពេញមួយថ្ងៃ', 'Full day'],
  }),
  academicTimeShiftType: items(ACADEMIC_TIME_SHIFT_TYPE, { FULL_TIME: ['ពេញម៉ោង', 'Full-time'], PART_TIME: ['ក្រៅម៉ោង', 'Part-time'] }),
  programType: items(PROGRAM_TYPE, {
    GENERAL: ['កម្មវិធីចំណេះទូទៅ', 'General education'],
    BILINGUAL: ['កម្មវិធីពីរភាសា', 'Bilingual'],
    ENGLISH: ['កម្មវិធីភាសាអង់គ្លេស', 'English programme'],
    CHINESE: ['កម្មវិធីភាសាចិន', 'Chinese programme'],
    INTERNATIONAL: ['កម្មវិធីអន្តរជាតិ', 'International programme'],
  }),
  levelClassifyGroup: items(LEVEL_CLASSIFY_GROUP, {
    KINDERGARTEN: ['មត្តេយ្យសិក្សា', 'Kindergarten'],
    PRIMARY: ['បឋមសិក្សា', 'Primary'],
    LOWER_SECONDARY: ['មធ្យមសិក្សាបឋមភូមិ', 'Lower secondary'],
    UPPER_SECONDARY: ['មធ្យមសិក្សាទុតិយភូមិ', 'Upper secondary'],
    OTHER: ['ផ្សេងៗ', 'Other'],
  }),
  examPeriodType: items(EXAM_PERIOD_TYPE, {
    MONTH: ['ប្រឡងប្រចាំខែ', 'Monthly exam'],
    SEMESTER_1: ['ប្រឡងឆមាសទី១', 'Semester 1 exam'],
    SEMESTER_2: ['ប្រឡងឆមាសទី២', 'Semester 2 exam'],
    ANNUAL: ['ប្រឡងប្រចាំឆ្នាំ', 'Annual exam'],
  }),
  semesterType: items(SEMESTER_TYPE, { SEMESTER_1: ['ឆមាសទី១', 'Semester 1'], SEMESTER_2: ['ឆមាសទី២', 'Semester 2'] }),
  cardActorType: items(CARD_ACTOR_TYPE, { STUDENT: ['សិស្ស', 'Student'], EMPLOYEE: ['បុគ្គលិក', 'Employee'], GUARDIAN: ['អាណាព្យាបាល', 'Guardian'] }),
  leaveTypeActor: items(LEAVE_TYPE_ACTOR, { STUDENT: ['សិស្ស', 'Student'], EMPLOYEE: ['បុគ្គលិក', 'Employee'] }),
} as const;

export const MONTH_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['មករា', 'January'],
  ['កុម្ភៈ', 'February'],
  ['មីនា', 'March'],
  ['មេសា', 'April'],
  ['ឧសភា', 'May'],
  ['មិថុនា', 'June'],
  ['កក្កដា', 'July'],
  ['សីហា', 'August'],
  ['កញ្ញា', 'September'],
  ['តុលា', 'October'],
  ['វិច្ឆិកា', 'November'],
  ['ធ្នូ', 'December'],
];

/** Allowed numbers of an enumeration, for body checks. */
export const enumValues = (values: Readonly<Record<string, number>>): number[] => Object.values(values);
