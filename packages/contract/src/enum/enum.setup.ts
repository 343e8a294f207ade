/**
 * The enumerations the setup area uses, taken from the one catalogue (`enum/enum.values.ts`), with the
 * few names the setup code reads under its own words.
 */
import { ENUM_ITEMS, RESULT_LEVEL } from '../enum/enum.values';

export {
  ACADEMIC_TIME_SHIFT,
  ACADEMIC_TIME_SHIFT_TYPE,
  ACTIVE_STATUS,
  EXAM_KIND,
  EXAM_PERIOD_TYPE,
  EXAM_TYPE_CONDITION,
  LEAVE_TYPE_ACTOR,
  LEVEL_CLASSIFY_GROUP,
  PROGRAM_TYPE,
  SCORE_VISIBILITY_STATUS,
  SEMESTER_TYPE,
  STANDARD_SCORE_SUBJECT_TYPE,
  STANDARD_SCORE_TYPE,
  VALUE_KIND,
} from '../enum/enum.values';

/** Overall or per-subject (portal §3 'Level'). */
export const LEVEL = RESULT_LEVEL;

/** Whose card a card type is. */
export const CARD_ACTOR_TYPE = { STUDENT: 0, EMPLOYEE: 1, GUARDIAN: 2 } as const;

export const SETUP_ENUM_ITEMS = {
  academicTimeShift: ENUM_ITEMS.academicTimeShift,
  academicTimeShiftType: ENUM_ITEMS.academicTimeShiftType,
  programType: ENUM_ITEMS.programType,
  levelClassifyGroup: ENUM_ITEMS.levelClassifyGroup,
  examPeriodType: ENUM_ITEMS.examPeriodType,
  semesterType: ENUM_ITEMS.semesterType,
  leaveTypeActor: ENUM_ITEMS.leaveTypeActor,
  cardActorType: [
    { Value: CARD_ACTOR_TYPE.STUDENT, Name: 'សិស្ស', NameEn: 'Student' },
    { Value: CARD_ACTOR_TYPE.EMPLOYEE, Name: 'បុគ្គលិក', NameEn: 'Employee' },
    { Value: CARD_ACTOR_TYPE.GUARDIAN, Name: 'អាណាព្យាបាល', NameEn: 'Guardian' },
  ],
} as const;

/** Khmer and English month names, January first. */
export const MONTH_NAMES: ReadonlyArray<readonly [string, string]> = ENUM_ITEMS.month.map((m) => [m.Name, m.NameEn] as const);

/** Allowed numbers of an enumeration, for body checks. */
export const enumValues = (values: Readonly<Record<string, number>>): number[] => Object.values(values);
