import type { TPermissionKey } from '@school/contract/permission/permission.keys';

/**
 * The left navigation of portal §2, every menu with every entry and its permission key (portal §6).
 * An entry without a key shows to everyone; a group shows when it has a visible child.
 * Labels are keys of the `nav` catalog.
 */
export type TMenuCode = '001' | '002' | '004' | '005';

export type TNavItem = {
  key: string;
  label: string;
  path?: string;
  icon?: TNavIcon;
  permission?: TPermissionKey;
  children?: TNavItem[];
};

export type TNavIcon =
  | 'children'
  | 'dashboard'
  | 'announcement'
  | 'feed'
  | 'messages'
  | 'health'
  | 'homework'
  | 'leave'
  | 'attendance'
  | 'score'
  | 'schedule'
  | 'fee'
  | 'classroom'
  | 'registration'
  | 'applicant'
  | 'student'
  | 'employee'
  | 'guardian'
  | 'account'
  | 'year'
  | 'class'
  | 'exam'
  | 'subject'
  | 'card'
  | 'level'
  | 'configuration'
  | 'payment'
  | 'report';

export const MENU_SWITCH_KEYS: Record<TMenuCode, TPermissionKey> = {
  '001': 'SWITCH_NAVIGATION_GENERAL',
  '002': 'SWITCH_NAVIGATION_ADMINISTRATION',
  '004': 'SWITCH_NAVIGATION_SYSTEM_SETTING',
  '005': 'SWITCH_NAVIGATION_REPORT',
};

export const MENU_CODES: readonly TMenuCode[] = ['001', '002', '004', '005'];

const item = (label: string, path: string, permission?: TPermissionKey, icon?: TNavIcon): TNavItem => ({ key: path, label, path, permission, icon });
const group = (key: string, label: string, permission: TPermissionKey | undefined, icon: TNavIcon | undefined, children: TNavItem[]): TNavItem => ({
  key,
  label,
  permission,
  icon,
  children,
});

export const MENUS: Record<TMenuCode, TNavItem[]> = {
  '001': [
    item('children', '/children', 'VIEW_NAV_CHILDREN', 'children'),
    item('dashboard', '/dashboard', undefined, 'dashboard'),
    item('announcement', '/announcement', 'VIEW_NAV_ANNOUNCEMENT', 'announcement'),
    item('feed', '/feeds', 'VIEW_NAV_FEED', 'feed'),
    // issue 16: every signed-in account has its messages (who may write to whom is the server's rule)
    item('messages', '/messages', undefined, 'messages'),
    item('healthCheck', '/healthCheck', 'VIEW_NAV_HEALTH_CHECK', 'health'),
    item('homework', '/homeworks', 'VIEW_NAV_HOMEWORK', 'homework'),
    item('leave', '/leave-request', 'VIEW_NAV_LEAVE_REQUEST', 'leave'),
    item('myAttendance', '/profile/attendance', 'VIEW_NAV_STUDENT_ATTENDANCE', 'attendance'),
    item('attendance', '/attendance', 'VIEW_NAV_ATTENDANCE', 'attendance'),
    item('attendanceConfirm', '/attendance/confirm', 'VIEW_NAV_ATTENDANCE', 'attendance'),
    item('myScore', '/profile/score', 'VIEW_NAV_STUDENT_SCORING', 'score'),
    item('score', '/score', 'VIEW_NAV_SCORING', 'score'),
    item('scoreConfirmation', '/score/confirmation', 'MANAGE_SCORE', 'score'),
    item('schedule', '/schedule', 'VIEW_NAV_SCHEDULE', 'schedule'),
    group('schedule-management', 'scheduleManagement', 'VIEW_NAV_SCHEDULE_MANAGEMENT', 'schedule', [
      item('teacherAcademicCode', '/schedule-management/employee-academic-code', 'VIEW_NAV_TEACHER_ACADEMIC_CODE'),
      item('scheduleArrangement', '/schedule-management/schedule-arrangement', 'VIEW_NAV_SCHEDULE_ARRANGEMENT'),
    ]),
    item('schoolFee', '/school-fee', 'VIEW_NAV_SCHOOL_FEE', 'fee'),
    item('classroom', '/classroom', 'VIEW_NAV_CLASSROOM', 'classroom'),
  ],
  '002': [
    item('onlineRegistration', '/administration/preApplicant', 'VIEW_NAV_ONLINE_REGISTRATION', 'registration'),
    item('applicant', '/administration/applicant', 'VIEW_NAV_APPICANT', 'applicant'),
    group('student', 'student', 'VIEW_NAV_STUDENT', 'student', [
      item('studentList', '/administration/student/list', 'VIEW_NAV_STUDENT_LIST'),
      item('changeClass', '/administration/student/change-class', 'VIEW_NAV_STUDENT_CHANGE_CLASS'),
      item('promotion', '/administration/student/promotion', 'VIEW_NAV_STUDENT_PROMOTION'),
      item('import', '/administration/student/import', 'VIEW_NAV_STUDENT_IMPORT'),
    ]),
    item('employee', '/administration/employee', 'VIEW_NAV_EMPLOYEE', 'employee'),
    item('employeeAttendance', '/administration/employee-attendance', 'VIEW_NAV_EMPLOYEE', 'attendance'),
    item('guardian', '/administration/guardian', 'VIEW_NAV_GUARDIAN', 'guardian'),
    item('userAccount', '/administration/mobile-account', 'VIEW_NAV_MOBILE_ACCOUNT', 'account'),
    item('feeCollection', '/administration/fee-collection', 'VIEW_NAV_FEE_COLLECTION', 'fee'),
  ],
  '004': [
    item('academicYears', '/settings/academic-year', 'VIEW_NAV_ACADEMIC_YEAR', 'year'),
    item('academicClass', '/settings/academic-class', 'VIEW_NAV_ACADEMIC_CLASS', 'class'),
    item('examType', '/settings/exam', 'VIEW_NAV_EXAM_TYPE', 'exam'),
    group('subject', 'subject', 'VIEW_NAV_SUBJECT', 'subject', [
      item('subjectGroup', '/settings/subjects/subject-group-root'),
      item('subjectList', '/settings/subjects/course-level-subject'),
      item('standardScore', '/settings/subjects/standard-score'),
      item('scoreMatrix', '/settings/subjects/score-grade-matrix'),
    ]),
    item('leaveType', '/settings/leave-type', 'VIEW_NAV_LEAVE_TYPE', 'leave'),
    item('card', '/settings/card', 'VIEW_NAV_CARD', 'card'),
    item('classifiedLevel', '/settings/academic-level-classified', 'VIEW_NAV_CLASSIFIED_LEVEL', 'level'),
    item('sessionTime', '/settings/academic-session-time', 'VIEW_NAV_CLASSIFIED_LEVEL', 'schedule'),
    item('sessionCalendar', '/settings/academic-level-classified-session-calendar', 'VIEW_NAV_CLASSIFIED_LEVEL', 'schedule'),
    group('configuration', 'configuration', 'VIEW_NAV_CONFIGURATION', 'configuration', [
      item('campus', '/settings/campus/edit', 'VIEW_NAV_CONFIGURATION_CAMPUS'),
      item('building', '/settings/building', 'VIEW_NAV_CONFIGURATION_BUILDING'),
      item('room', '/settings/room', 'VIEW_NAV_CONFIGURATION_ROOM'),
      item('position', '/settings/position', 'VIEW_NAV_CONFIGURATION_POSITION'),
      item('permission', '/settings/permission', 'MANAGE_ROLE'),
    ]),
    item('paymentSetting', '/settings/payment', 'VIEW_NAV_CONFIGURATION__PAYMENT_SETTING', 'payment'),
  ],
  '005': [
    item('reportSetting', '/report/setting', 'VIEW_CAMPUS_REPORT_SETTING', 'configuration'),
    item('userAccountReport', '/report/user-account', 'VIEW_USER_ACCOUNT_REPORT', 'account'),
    group('report-result', 'reportResult', 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT', 'score', [
      item('examResult', '/report/result/exam-result'),
      item('examScoringOffice', '/report/result/exam-scoring-office'),
      item('examScoringSemester', '/report/result/exam-scoring-semester'),
      item('examScoringSheet', '/report/result/exam-scoring-sheet'),
      item('gradeBySubject', '/report/result/grade-by-subject'),
      item('gradeEvaluationSemester', '/report/result/grade-evaluation-semester'),
      item('rankingSummary', '/report/result/ranking-summary'),
      item('scoreEntry', '/report/result/score-entry', 'VIEW_SCORE_ENTRY_SHEET_REPORT'),
      item('semesterRanking', '/report/result/semester-ranking'),
      item('semesterScoring', '/report/result/semester-scoring'),
      item('studentAnnualRecordBook', '/report/result/student-annual-record-book', 'DOWNLOAD_STUDENT_RECORD_BOOK'),
      item('studentHonorary', '/report/result/student-honorary'),
      item('studentRecordBook', '/report/result/student-record-book', 'DOWNLOAD_STUDENT_RECORD_BOOK'),
      item('studentTranscript', '/report/result/student-transcript'),
      item('subjectGradeSemester', '/report/result/subject-grade-semester'),
    ]),
    group('report-statistics', 'reportStatistics', 'VIEW_NAV_PRINT_STATISTIC_REPORT', 'report', [
      item('dropStudent', '/report/statistics/drop-student'),
      item('employeeStatistics', '/report/statistics/employee'),
      item('sec', '/report/statistics/sec', 'VIEW_SEC_REPORT'),
      item('studentAcademicClassSemester', '/report/statistics/student-academic-class-semester'),
      item('studentByAge', '/report/statistics/student-by-age'),
      item('studentByLevel', '/report/statistics/student-by-level'),
      item('teacherActivity', '/report/statistics/teacher-activity'),
    ]),
    group('report-student', 'reportStudent', 'VIEW_NAV_PRINT_STUDENT_INFO_REPORT', 'student', [
      item('guardianInfo', '/report/student/guardian-info', 'DOWNLOAD_GUARDIAN_INFO'),
      item('studentInfo', '/report/student/student-info', 'DOWNLOAD_STUDENT_BY_ACADEMIC_CLASS'),
    ]),
    group('report-attendance', 'reportAttendance', 'VIEW_NAV_PRINT_STUDENT_ATTENDANCE_REPORT', 'attendance', [
      item('attendanceBySession', '/report/attendance/student/by-session'),
      item('attendanceDaily', '/report/attendance/student/daily'),
      item('attendanceMonthly', '/report/attendance/student/monthly'),
      item('attendanceSubjectSchedule', '/report/attendance/student/subject-schedule'),
      item('attendanceYearly', '/report/attendance/student/yearly'),
    ]),
    group('report-employee-attendance', 'reportEmployeeAttendance', undefined, 'attendance', [
      item('employeeDaily', '/report/attendance/employee/daily', 'VIEW_EMPLOYEE_DAILY_ATTENDANCE'),
      item('employeeMonthly', '/report/attendance/employee/monthly', 'VIEW_EMPLOYEE_MONTHLY_ATTENDANCE'),
    ]),
  ],
};

/** The entries a user may see: by key, groups kept only with a visible child. */
export function visibleItems(items: TNavItem[], has: (key: TPermissionKey | undefined) => boolean): TNavItem[] {
  const out: TNavItem[] = [];
  for (const entry of items) {
    if (!has(entry.permission)) continue;
    if (entry.children) {
      const children = visibleItems(entry.children, has);
      if (children.length > 0) out.push({ ...entry, children });
    } else out.push(entry);
  }
  return out;
}

/**
 * Menus the user can switch to (portal §6): without SWITCH_NAVIGATION only the default menu; with it,
 * each menu whose SWITCH_NAVIGATION_* key the user holds (the default menu always).
 */
export function allowedMenus(has: (key: TPermissionKey | undefined) => boolean): TMenuCode[] {
  if (!has('SWITCH_NAVIGATION')) return ['001'];
  return MENU_CODES.filter((code) => code === '001' || has(MENU_SWITCH_KEYS[code]));
}

/** The menu that holds a path (to follow the user to the right menu when they open a link). */
export function menuOfPath(path: string): TMenuCode | undefined {
  // The landing page belongs to every menu: arriving there keeps the menu the user chose.
  if (path === '/dashboard') return undefined;
  const walk = (items: TNavItem[], test: (entry: string) => boolean): boolean =>
    items.some((i) => (i.path && test(i.path)) || (i.children ? walk(i.children, test) : false));
  const exact = MENU_CODES.find((code) => walk(MENUS[code], (entry) => path === entry || path.startsWith(`${entry}/`)));
  if (exact) return exact;
  // A page with no entry of its own (`/administration/student/create`) belongs to the menu of its area's
  // entries (`/administration/student/list`): the longest leading part of at least two segments that an entry shares.
  const segments = path.split('/').filter(Boolean);
  for (let n = segments.length - 1; n >= 2; n--) {
    const area = `/${segments.slice(0, n).join('/')}/`;
    const found = MENU_CODES.find((code) => walk(MENUS[code], (entry) => entry.startsWith(area)));
    if (found) return found;
  }
  return undefined;
}

/** The first screen of a menu the user may see (where switching to that menu leads). */
export function firstPathOf(code: TMenuCode, has: (key: TPermissionKey | undefined) => boolean): string | undefined {
  const first = (items: TNavItem[]): string | undefined => {
    for (const entry of items) {
      const found = entry.children ? first(entry.children) : entry.path;
      if (found) return found;
    }
    return undefined;
  };
  return first(visibleItems(MENUS[code], has));
}

/**
 * The keys a path needs: those of its menu entry and of the groups above it (portal §6). A page that is
 * in no menu (profile, settings of one's own) needs none. Sub-pages (`/add`, `/edit/…`) follow their list.
 */
export function requiredKeys(path: string): TPermissionKey[] {
  let best: { depth: number; keys: TPermissionKey[] } | undefined;
  const walk = (items: TNavItem[], above: TPermissionKey[]) => {
    for (const entry of items) {
      const keys = entry.permission ? [...above, entry.permission] : above;
      if (entry.children) walk(entry.children, keys);
      else if (entry.path && (path === entry.path || path.startsWith(`${entry.path}/`))) {
        if (!best || entry.path.length > best.depth) best = { depth: entry.path.length, keys };
      }
    }
  };
  for (const code of MENU_CODES) walk(MENUS[code], []);
  return best?.keys ?? [];
}
