import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

/** The settings screens (school, buildings and rooms, academic setup, subjects, positions), mounted by `router.tsx` among the signed-in screens. */
export const settingsRoutes: RouteObject[] = [
  lazyPage('settings/campus/edit', () => import('./campus-edit-page'), 'CampusEditPage'),
  lazyPage('settings/building', () => import('./building-pages'), 'BuildingListPage'),
  lazyPage('settings/building/add', () => import('./building-pages'), 'BuildingAddPage'),
  lazyPage('settings/building/edit/:id?', () => import('./building-pages'), 'BuildingEditPage'),
  lazyPage('settings/building/view/:id?', () => import('./building-pages'), 'BuildingViewPage'),
  lazyPage('settings/room', () => import('./room-pages'), 'RoomListPage'),
  lazyPage('settings/room/add', () => import('./room-pages'), 'RoomAddPage'),
  lazyPage('settings/room/edit/:slug?', () => import('./room-pages'), 'RoomEditPage'),
  lazyPage('settings/room/view/:slug?', () => import('./room-pages'), 'RoomViewPage'),
  lazyPage('settings/academic-year', () => import('./academic/academic-year-page'), 'AcademicYearPage'),
  lazyPage('settings/academic-year/setup/:step?', () => import('./academic/setup-wizard-page'), 'SetupWizardPage'),
  lazyPage('settings/academic-session-time', () => import('./academic/session-time-page'), 'SessionTimePage'),
  lazyPage('settings/academicSessionTime', () => import('./academic/session-time-page'), 'SessionTimePage'),
  lazyPage('settings/academic-level-classified-session-calendar', () => import('./academic/session-calendar-page'), 'SessionCalendarPage'),
  lazyPage('settings/academicLevelClassifiedCalendar', () => import('./academic/session-calendar-page'), 'SessionCalendarPage'),
  lazyPage('settings/academic-class', () => import('./academic/academic-class-page'), 'AcademicClassPage'),
  lazyPage('settings/classGroup', () => import('./academic/class-group-page'), 'ClassGroupPage'),
  lazyPage('settings/subjects/standard-score', () => import('./subjects/standard-score-page'), 'StandardScorePage'),
  lazyPage('settings/subjects/score-grade-matrix', () => import('./subjects/score-grade-matrix-page'), 'ScoreGradeMatrixPage'),
  lazyPage('settings/leave-type', () => import('./academic/leave-type-card-pages'), 'LeaveTypePage'),
  lazyPage('settings/card', () => import('./academic/leave-type-card-pages'), 'CardPage'),
  lazyPage('settings/exam', () => import('./academic/exam-type-page'), 'ExamTypePage'),
  lazyPage('settings/subjects/subject-group-root', () => import('./subjects/subject-group-root-page'), 'SubjectGroupRootPage'),
  lazyPage('settings/academic-level-classified', () => import('./academic/level-classified-page'), 'LevelClassifiedPage'),
  lazyPage('settings/subjects/course-level-subject', () => import('./subjects/course-level-subject-page'), 'CourseLevelSubjectPage'),
  lazyPage('settings/position', () => import('./position-page'), 'PositionPage'),
];
