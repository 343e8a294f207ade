/**
 * Every permission key of the product (spec: portal §6), with the menu it belongs to and its label in
 * Khmer and English for the roles screen. Navigation and report keys are the spec's spellings; the
 * MANAGE_* keys guard the calls that change data, where the spec names no key.
 */
export type TPermissionGroup = 'general' | 'administration' | 'setting' | 'report' | 'switch';

type TPermissionDef = { group: TPermissionGroup; name: string; nameEn: string };

const def = (group: TPermissionGroup, name: string, nameEn: string): TPermissionDef => ({ group, name, nameEn });

export const PERMISSIONS = {
  // Menu 001, general (portal §2 'Left navigation')
  VIEW_NAV_CHILDREN: def('general', 'កូន', 'Children'),
  VIEW_NAV_ANNOUNCEMENT: def('general', 'សេចក្តីជូនដំណឹង', 'Announcements'),
  VIEW_NAV_FEED: def('general', 'ព័ត៌មានថ្មីៗ', 'Feed'),
  VIEW_NAV_HEALTH_CHECK: def('general', 'ការពិនិត្យសុខភាព', 'Health check'),
  VIEW_NAV_HOMEWORK: def('general', 'កិច្ចការផ្ទះ', 'Homework'),
  VIEW_NAV_LEAVE_REQUEST: def('general', 'សំណើសុំច្បាប់', 'Leave requests'),
  VIEW_NAV_STUDENT_ATTENDANCE: def('general', 'វត្តមានរបស់ខ្ញុំ', 'My attendance'),
  VIEW_NAV_ATTENDANCE: def('general', 'វត្តមាន', 'Attendance'),
  VIEW_NAV_STUDENT_SCORING: def('general', 'ពិន្ទុរបស់ខ្ញុំ', 'My scores'),
  VIEW_NAV_SCORING: def('general', 'ពិន្ទុ', 'Scores'),
  VIEW_NAV_SCHEDULE: def('general', 'កាលវិភាគ', 'Schedule'),
  VIEW_NAV_SCHEDULE_MANAGEMENT: def('general', 'គ្រប់គ្រងកាលវិភាគ', 'Schedule management'),
  VIEW_NAV_TEACHER_ACADEMIC_CODE: def('general', 'លេខកូដសិក្សារបស់គ្រូ', 'Teacher academic codes'),
  VIEW_NAV_SCHEDULE_ARRANGEMENT: def('general', 'រៀបចំកាលវិភាគ', 'Schedule arrangement'),
  VIEW_NAV_SCHOOL_FEE: def('general', 'ថ្លៃសិក្សា', 'School fees'),
  VIEW_NAV_CLASSROOM: def('general', 'ថ្នាក់រៀន', 'Classroom'),
  // Menu 002, administration
  VIEW_NAV_ONLINE_REGISTRATION: def('administration', 'ការចុះឈ្មោះតាមអនឡាញ', 'Online registration'),
  VIEW_NAV_APPICANT: def('administration', 'បេក្ខជន', 'Applicants'),
  VIEW_NAV_STUDENT: def('administration', 'សិស្ស', 'Students'),
  VIEW_NAV_STUDENT_LIST: def('administration', 'បញ្ជីសិស្ស', 'Student list'),
  VIEW_NAV_STUDENT_CHANGE_CLASS: def('administration', 'ប្តូរថ្នាក់', 'Change class'),
  VIEW_NAV_STUDENT_PROMOTION: def('administration', 'ឡើងថ្នាក់', 'Promotion'),
  VIEW_NAV_STUDENT_IMPORT: def('administration', 'នាំចូលសិស្ស', 'Import students'),
  VIEW_NAV_EMPLOYEE: def('administration', 'បុគ្គលិក', 'Employees'),
  VIEW_NAV_GUARDIAN: def('administration', 'អាណាព្យាបាល', 'Guardians'),
  VIEW_NAV_MOBILE_ACCOUNT: def('administration', 'គណនីអ្នកប្រើប្រាស់', 'User accounts'),
  VIEW_NAV_FEE_COLLECTION: def('administration', 'ការប្រមូលថ្លៃសិក្សា', 'Fee collection'),
  // Menu 004, settings
  VIEW_NAV_ACADEMIC_YEAR: def('setting', 'ឆ្នាំសិក្សា', 'Academic years'),
  VIEW_NAV_ACADEMIC_CLASS: def('setting', 'ថ្នាក់រៀន', 'Academic classes'),
  VIEW_NAV_EXAM_TYPE: def('setting', 'ប្រភេទប្រឡង', 'Exam types'),
  VIEW_NAV_SUBJECT: def('setting', 'មុខវិជ្ជា', 'Subjects'),
  VIEW_NAV_LEAVE_TYPE: def('setting', 'ប្រភេទច្បាប់', 'Leave types'),
  VIEW_NAV_CARD: def('setting', 'កាត', 'Cards'),
  VIEW_NAV_CLASSIFIED_LEVEL: def('setting', 'កម្រិតសិក្សា', 'Classified levels'),
  VIEW_NAV_CONFIGURATION: def('setting', 'ការកំណត់', 'Configuration'),
  VIEW_NAV_CONFIGURATION_CAMPUS: def('setting', 'ព័ត៌មានសាលា', 'School'),
  VIEW_NAV_CONFIGURATION_BUILDING: def('setting', 'អគារ', 'Buildings'),
  VIEW_NAV_CONFIGURATION_ROOM: def('setting', 'បន្ទប់', 'Rooms'),
  VIEW_NAV_CONFIGURATION_POSITION: def('setting', 'តួនាទី', 'Positions'),
  VIEW_NAV_CONFIGURATION__PAYMENT_SETTING: def('setting', 'ការកំណត់ការបង់ប្រាក់', 'Payment settings'),
  // Menu 005, reports (portal §6 'Report keys')
  VIEW_CAMPUS_REPORT_SETTING: def('report', 'ការកំណត់របាយការណ៍', 'Report settings'),
  VIEW_NAV_PRINT_STUDENT_INFO_REPORT: def('report', 'របាយការណ៍ព័ត៌មានសិស្ស', 'Student information report'),
  DOWNLOAD_STUDENT_BY_ACADEMIC_CLASS: def('report', 'ទាញយកបញ្ជីសិស្សតាមថ្នាក់', 'Download students by class'),
  DOWNLOAD_GUARDIAN_INFO: def('report', 'ទាញយកព័ត៌មានអាណាព្យាបាល', 'Download guardian information'),
  VIEW_NAV_PRINT_STUDENT_ATTENDANCE_REPORT: def('report', 'របាយការណ៍វត្តមានសិស្ស', 'Student attendance reports'),
  VIEW_NAV_PRINT_EXAM_RESULT_REPORT: def('report', 'របាយការណ៍លទ្ធផលប្រឡង', 'Exam result reports'),
  VIEW_NAV_PRINT_STATISTIC_REPORT: def('report', 'របាយការណ៍ស្ថិតិ', 'Statistics reports'),
  VIEW_USER_ACCOUNT_REPORT: def('report', 'របាយការណ៍គណនីអ្នកប្រើប្រាស់', 'User account report'),
  VIEW_SCORE_ENTRY_SHEET_REPORT: def('report', 'សន្លឹកបញ្ចូលពិន្ទុ', 'Score entry sheet'),
  DOWNLOAD_STUDENT_RECORD_BOOK: def('report', 'ទាញយកសៀវភៅតាមដានសិស្ស', 'Download student record book'),
  // SEC: the school education census, the school's statistics sheet (Khmer: ស្ថិតិអប់រំរបស់សាលា, no Latin letters on a Khmer page).
  VIEW_SEC_REPORT: def('report', 'របាយការណ៍ស្ថិតិអប់រំរបស់សាលា', 'SEC report'),
  VIEW_EMPLOYEE_DAILY_ATTENDANCE: def('report', 'វត្តមានបុគ្គលិកប្រចាំថ្ងៃ', 'Employee daily attendance'),
  VIEW_EMPLOYEE_MONTHLY_ATTENDANCE: def('report', 'វត្តមានបុគ្គលិកប្រចាំខែ', 'Employee monthly attendance'),
  // Switches (portal §6)
  SWITCH_NAVIGATION: def('switch', 'ប្តូរម៉ឺនុយ', 'Switch menus'),
  SWITCH_NAVIGATION_GENERAL: def('switch', 'ម៉ឺនុយទូទៅ', 'General menu'),
  SWITCH_NAVIGATION_ADMINISTRATION: def('switch', 'ម៉ឺនុយរដ្ឋបាល', 'Administration menu'),
  SWITCH_NAVIGATION_SYSTEM_SETTING: def('switch', 'ម៉ឺនុយការកំណត់ប្រព័ន្ធ', 'System settings menu'),
  SWITCH_NAVIGATION_REPORT: def('switch', 'ម៉ឺនុយរបាយការណ៍', 'Reports menu'),
  SWITCH_ACADEMIC_YEAR: def('switch', 'ប្តូរឆ្នាំសិក្សា', 'Switch academic year'),
  // Actions that change data (designed: the spec names no key for them)
  MANAGE_CAMPUS: def('setting', 'កែប្រែព័ត៌មានសាលា', 'Edit school information'),
  MANAGE_REPORT_SETTING: def('report', 'កែប្រែការកំណត់របាយការណ៍', 'Edit report settings'),
  MANAGE_BUILDING: def('setting', 'គ្រប់គ្រងអគារ', 'Manage buildings'),
  MANAGE_ROOM: def('setting', 'គ្រប់គ្រងបន្ទប់', 'Manage rooms'),
  MANAGE_POSITION: def('setting', 'គ្រប់គ្រងតួនាទី', 'Manage positions'),
  MANAGE_HOLIDAY: def('general', 'គ្រប់គ្រងថ្ងៃឈប់សម្រាក', 'Manage holidays'),
  MANAGE_SCHEDULE: def('general', 'រៀបចំកាលវិភាគ និងគ្រូជំនួស', 'Arrange timetables and substitutes'),
  MANAGE_ROLE: def('setting', 'គ្រប់គ្រងសិទ្ធិ', 'Manage roles and permissions'),
  MANAGE_ACADEMIC_YEAR: def('setting', 'គ្រប់គ្រងឆ្នាំសិក្សា', 'Manage academic years'),
  VIEW_FEEDBACK: def('setting', 'មើលមតិកែលម្អ', 'Read feedback'),
  VIEW_DASHBOARD_STATISTICS: def('general', 'ស្ថិតិផ្ទាំងគ្រប់គ្រង', 'Dashboard statistics'),
  // setup area: changing the academic setup (issue 4); reading it needs the menu's VIEW_NAV_* key
  MANAGE_CLASSIFIED_LEVEL: def('setting', 'គ្រប់គ្រងកម្រិតសិក្សា និងថ្នាក់ទី', 'Manage classified levels and grades'),
  MANAGE_SESSION_TIME: def('setting', 'គ្រប់គ្រងម៉ោងសិក្សា', 'Manage session times'),
  MANAGE_ACADEMIC_CLASS: def('setting', 'គ្រប់គ្រងថ្នាក់រៀន', 'Manage academic classes'),
  MANAGE_SUBJECT: def('setting', 'គ្រប់គ្រងមុខវិជ្ជា', 'Manage subjects'),
  MANAGE_STANDARD_SCORE: def('setting', 'គ្រប់គ្រងពិន្ទុស្តង់ដារ', 'Manage standard scores'),
  MANAGE_GRADE_MATRIX: def('setting', 'គ្រប់គ្រងតារាងនិទ្ទេស', 'Manage the score-grade matrix'),
  MANAGE_EXAM_TYPE: def('setting', 'គ្រប់គ្រងប្រភេទប្រឡង', 'Manage exam types'),
  MANAGE_LEAVE_TYPE: def('setting', 'គ្រប់គ្រងប្រភេទច្បាប់', 'Manage leave types'),
  MANAGE_CARD: def('setting', 'គ្រប់គ្រងកាត', 'Manage cards'),
  MANAGE_ACADEMIC_YEAR_SETUP: def('setting', 'រៀបចំឆ្នាំសិក្សាថ្មី', 'Run the academic-year setup wizard'),
  MANAGE_INITIAL_SETUP: def('setting', 'រៀបចំសាលាដំបូង', 'Run the initial school setup'),
  // people area: employees and accounts (issue 5); reading needs VIEW_NAV_EMPLOYEE / VIEW_NAV_MOBILE_ACCOUNT
  MANAGE_EMPLOYEE: def('administration', 'គ្រប់គ្រងបុគ្គលិក និងថ្នាក់ដែលគ្រូបង្រៀន', 'Manage employees and the classes teachers teach'),
  MANAGE_MOBILE_ACCOUNT: def('administration', 'បង្កើតគណនីអ្នកប្រើប្រាស់', 'Create user accounts'),
  // people area: students (issue 5); reading needs a VIEW_NAV_STUDENT* key, or is limited to one's own classes or family
  MANAGE_STUDENT: def('administration', 'បញ្ចូល និងកែប្រែព័ត៌មានសិស្ស', 'Add and edit student records'),
  MANAGE_STUDENT_CLASS: def('administration', 'ប្តូរថ្នាក់ និងដំឡើងថ្នាក់សិស្ស', 'Change classes and promote students'),
  MANAGE_STUDENT_IMPORT: def('administration', 'នាំចូលសិស្សពីឯកសារ Excel', 'Import students from spreadsheets'),
  MANAGE_STUDENT_MISCONDUCT: def('administration', 'កត់ត្រាវិន័យសិស្ស', 'Record student misconduct'),
  MANAGE_GUARDIAN: def('administration', 'បញ្ចូល និងកែប្រែព័ត៌មានអាណាព្យាបាល', 'Add and edit guardians'),
  // admission area: changing applicants and online registration (issue 5); reading needs VIEW_NAV_APPICANT
  // or VIEW_NAV_ONLINE_REGISTRATION
  MANAGE_APPLICANT: def('administration', 'គ្រប់គ្រងបេក្ខជន (បន្ថែម កែប្រែ អនុម័ត បដិសេធ)', 'Manage applicants (add, edit, approve, reject)'),
  MANAGE_REGISTRATION: def('administration', 'គ្រប់គ្រងការចុះឈ្មោះតាមអនឡាញ', 'Manage online registration'),
  // attendance area: recording employees' attendance (issue 12); reading it needs VIEW_NAV_EMPLOYEE
  MANAGE_EMPLOYEE_ATTENDANCE: def('administration', 'កត់ត្រាវត្តមានបុគ្គលិក', 'Record employee attendance'),
  // attendance area (issue 12): deciding every leave request of the campus (a main teacher decides her
  // students' without it); recording health checks (a teacher: her students and herself)
  MANAGE_LEAVE_REQUEST: def('general', 'អនុម័តសំណើសុំច្បាប់', 'Approve leave requests'),
  // attendance area (issue 12): the office reads every class's student attendance, confirms and corrects days
  MANAGE_STUDENT_ATTENDANCE: def('general', 'គ្រប់គ្រង និងបញ្ជាក់វត្តមានសិស្ស', 'Manage and confirm student attendance'),
  // score area (issue 13): the office enters and corrects any class's scores, also after the entry end date
  MANAGE_SCORE: def('general', 'គ្រប់គ្រងពិន្ទុសិស្ស', 'Manage student scores'),
  // learning area (issue 15): the office reads, edits, archives and returns every homework of the campus (a
  // teacher those of the classes and subjects she teaches without it)
  MANAGE_HOMEWORK: def('general', 'គ្រប់គ្រងកិច្ចការផ្ទះគ្រប់ថ្នាក់', 'Manage every class’s homework'),
  MANAGE_HEALTH_CHECK: def('general', 'កត់ត្រាការពិនិត្យសុខភាព', 'Record health checks'),
  // fees area (issue 14): the fee setup; issuing invoices and taking payments (a cashier); the office's
  // confirmation of payments, refunds and voids. Reading needs VIEW_NAV_FEE_COLLECTION or the settings menu.
  MANAGE_FEE_SETUP: def('setting', 'គ្រប់គ្រងការកំណត់ថ្លៃសិក្សា', 'Manage the fee setup'),
  MANAGE_FEE_COLLECTION: def('administration', 'ចេញវិក្កយបត្រ និងទទួលប្រាក់', 'Issue invoices and take payments'),
  CONFIRM_FEE_PAYMENT: def('administration', 'បញ្ជាក់ សងវិញ ឬលុបចោលការបង់ប្រាក់', 'Confirm, refund or void payments'),
  // comms area (issue 16): write, publish and delete school announcements (every stored one: data-calls §6 admin mode)
  // comms area (issue 16): delete any feed post (its author deletes her own without it)
  MANAGE_FEED: def('general', 'គ្រប់គ្រងព័ត៌មានថ្មីៗ (លុបការបង្ហោះ)', 'Manage the feed (delete posts)'),
  MANAGE_ANNOUNCEMENT: def('general', 'សរសេរ និងផ្សព្វផ្សាយសេចក្តីជូនដំណឹង', 'Write and publish announcements'),
} as const satisfies Record<string, TPermissionDef>;

export type TPermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as TPermissionKey[];

export function isPermissionKey(value: string): value is TPermissionKey {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}
