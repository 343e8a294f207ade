import { usePermissions } from '../auth/use-session';

/**
 * Where "the student list" is for this user: the menu's /list needs the office's menu key (the layout
 * answers 401 without it), so a teacher's crumbs and back links go to /administration/student, the
 * same list without the menu entry.
 */
export function useStudentListPath(): string {
  return usePermissions().has('VIEW_NAV_STUDENT_LIST') ? '/administration/student/list' : '/administration/student';
}
