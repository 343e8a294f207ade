import { MOBILE_ACTOR_TYPE } from '../common/actor.schemas';
import { PERMISSION_KEYS, type TPermissionKey } from './permission.keys';

/**
 * The roles every new campus starts with, one per mobile actor type (DESIGN 'Authorization'). A school
 * can change their keys on the permissions screen; new roles can be added beside them.
 */
export type TDefaultRole = { code: string; name: string; nameEn: string; mobileActorType: number; keys: readonly TPermissionKey[] };

const all = PERMISSION_KEYS;
/** Menus of a student's or guardian's own records; staff roles do not carry them. */
const PERSONAL: readonly TPermissionKey[] = ['VIEW_NAV_CHILDREN', 'VIEW_NAV_STUDENT_ATTENDANCE', 'VIEW_NAV_STUDENT_SCORING'];
const staff = all.filter((k) => !PERSONAL.includes(k));
const office: TPermissionKey[] = staff.filter((k) => k !== 'MANAGE_ROLE');

export const DEFAULT_ROLES: readonly TDefaultRole[] = [
  { code: 'SCHOOL_ADMIN', name: 'អ្នកគ្រប់គ្រងសាលា', nameEn: 'School administrator', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_ADMIN, keys: staff },
  { code: 'SCHOOL_OFFICE', name: 'ការិយាល័យសាលា', nameEn: 'School office', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE, keys: office },
  {
    code: 'FRONT_OFFICE',
    name: 'បុគ្គលិកទទួលភ្ញៀវ',
    nameEn: 'Front office',
    mobileActorType: MOBILE_ACTOR_TYPE.FRONT_OFFICE,
    keys: [
      'SWITCH_NAVIGATION',
      'SWITCH_NAVIGATION_GENERAL',
      'SWITCH_NAVIGATION_ADMINISTRATION',
      'VIEW_NAV_ANNOUNCEMENT',
      'VIEW_NAV_FEED',
      'VIEW_NAV_SCHEDULE',
      'VIEW_NAV_ONLINE_REGISTRATION',
      'VIEW_NAV_APPICANT',
      'VIEW_NAV_STUDENT',
      'VIEW_NAV_STUDENT_LIST',
      'VIEW_NAV_GUARDIAN',
      'VIEW_NAV_FEE_COLLECTION',
      'VIEW_NAV_SCHOOL_FEE',
      // The front office is the cashier: it takes payments; the office confirms them.
      'MANAGE_FEE_COLLECTION',
    ],
  },
  {
    code: 'TEACHER',
    name: 'គ្រូបង្រៀន',
    nameEn: 'Teacher',
    mobileActorType: MOBILE_ACTOR_TYPE.TEACHER,
    keys: [
      'VIEW_NAV_ANNOUNCEMENT',
      'VIEW_NAV_FEED',
      'VIEW_NAV_HEALTH_CHECK',
      'VIEW_NAV_HOMEWORK',
      'VIEW_NAV_LEAVE_REQUEST',
      'VIEW_NAV_ATTENDANCE',
      'VIEW_NAV_SCORING',
      'VIEW_NAV_SCHEDULE',
      'VIEW_NAV_CLASSROOM',
      'VIEW_SCORE_ENTRY_SHEET_REPORT',
      // A teacher records misconduct of the students of her own classes (checked per student).
      'MANAGE_STUDENT_MISCONDUCT',
      // A teacher records the health checks of the students of her classes and her own (checked per person).
      'MANAGE_HEALTH_CHECK',
    ],
  },
  {
    code: 'STUDENT',
    name: 'សិស្ស',
    nameEn: 'Student',
    mobileActorType: MOBILE_ACTOR_TYPE.STUDENT,
    keys: [
      'VIEW_NAV_ANNOUNCEMENT',
      'VIEW_NAV_FEED',
      'VIEW_NAV_HOMEWORK',
      'VIEW_NAV_LEAVE_REQUEST',
      'VIEW_NAV_STUDENT_ATTENDANCE',
      'VIEW_NAV_STUDENT_SCORING',
      'VIEW_NAV_SCHEDULE',
      'VIEW_NAV_SCHOOL_FEE',
      'VIEW_NAV_CLASSROOM',
    ],
  },
  {
    code: 'GUARDIAN',
    name: 'អាណាព្យាបាល',
    nameEn: 'Guardian',
    mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN,
    keys: ['VIEW_NAV_CHILDREN', 'VIEW_NAV_ANNOUNCEMENT', 'VIEW_NAV_FEED', 'VIEW_NAV_HOMEWORK', 'VIEW_NAV_LEAVE_REQUEST', 'VIEW_NAV_SCHOOL_FEE'],
  },
  { code: 'BUS_DRIVER', name: 'អ្នកបើកបររថយន្តក្រុង', nameEn: 'Bus driver', mobileActorType: MOBILE_ACTOR_TYPE.BUSS_DRIVER, keys: ['VIEW_NAV_ANNOUNCEMENT'] },
];
