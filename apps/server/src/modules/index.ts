import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerLevelClassifiedRoutes } from './level-classified/level-classified.routes';
import { registerCourseLevelRoutes } from './course-level/course-level.routes';
import { registerClassGroupRoutes } from './class-group/class-group.routes';
import { registerAcademicClassRoutes } from './academic-class/academic-class.routes';
import { registerSubjectRoutes } from './subject/subject.routes';
import { registerStandardScoreRoutes } from './standard-score/standard-score.routes';
import { registerGradeMatrixRoutes } from './grade-matrix/grade-matrix.routes';
import { registerExamTypeRoutes } from './exam-type/exam-type.routes';
import { registerSessionTimeRoutes } from './session-time/session-time.routes';
import { registerSessionCalendarRoutes } from './session-calendar/session-calendar.routes';
import { registerLeaveTypeRoutes } from './leave-type/leave-type.routes';
import { registerCardRoutes } from './card/card.routes';
import { registerSetupWizardRoutes } from './setup-wizard/setup-wizard.routes';
import { registerInitialSetupRoutes } from './initial-setup/initial-setup.routes';

/** Every module's routes, registered under the API base. Add a module here when you add a domain. */
export const modules: Array<(api: FastifyInstance) => Promise<void>> = [
  registerHealthRoutes,
  registerAuthRoutes,
  // setup area (issue 4)
  registerLevelClassifiedRoutes,
  registerCourseLevelRoutes,
  registerClassGroupRoutes,
  registerAcademicClassRoutes,
  registerSubjectRoutes,
  registerStandardScoreRoutes,
  registerGradeMatrixRoutes,
  registerExamTypeRoutes,
  registerSessionTimeRoutes,
  registerSessionCalendarRoutes,
  registerLeaveTypeRoutes,
  registerCardRoutes,
  registerSetupWizardRoutes,
  registerInitialSetupRoutes,
];
