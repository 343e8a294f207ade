import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerEnumRoutes } from './enum/enum.routes';
import { registerAcademicYearRoutes } from './academic-year/academic-year.routes';
import { registerRoleRoutes } from './role/role.routes';
import { registerUserRoutes } from './user/user.routes';
import { registerBuildingRoutes } from './building/building.routes';
import { registerCampusRoutes } from './campus/campus.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerHolidayRoutes } from './holiday/holiday.routes';
import { registerRoutineRoutes } from './routine/routine.routes';
import { registerAnnouncementRoutes } from './announcement/announcement.routes';
import { registerFeedRoutes } from './feed/feed.routes';
import { registerMessageRoutes } from './message/message.routes';
import { registerNotificationRoutes } from './notification/notification.routes';
import { registerPositionRoutes } from './position/position.routes';
import { registerReferenceRoutes } from './reference/reference.routes';
import { registerRoomRoutes } from './room/room.routes';
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
import { registerFeeRoutes } from './fee/fee.routes';
import { registerFeeInvoiceRoutes } from './fee/fee-invoice.routes';
import { registerFeePaymentRoutes } from './fee/fee-payment.routes';
import { registerCardRoutes } from './card/card.routes';
import { registerSetupWizardRoutes } from './setup-wizard/setup-wizard.routes';
import { registerInitialSetupRoutes } from './initial-setup/initial-setup.routes';
import { registerEmployeeRoutes } from './employee/employee.routes';
import { registerMobileAccountRoutes } from './mobile-account/mobile-account.routes';
import { registerStudentRoutes } from './student/student.routes';
import { registerGuardianRoutes } from './guardian/guardian.routes';
import { registerStudentMisconductRoutes } from './student-misconduct/student-misconduct.routes';
import { registerStudentImportRoutes } from './student-import/student-import.routes';
import { registerApplicantRoutes } from './applicant/applicant.routes';
import { registerRegistrationRoutes } from './registration/registration.routes';
import { registerEmployeeAttendanceRoutes } from './employee-attendance/employee-attendance.routes';
import { registerReportRoutes } from './report/report.routes';
import { registerReportStatisticsRoutes } from './report-statistics/report-statistics.routes';
import { registerReportResultRoutes } from './report-result/report-result.routes';
import { registerReportAttendanceRoutes } from './report-attendance/report-attendance.routes';
import { registerReportStudentResultRoutes } from './report-student-result/report-student-result.routes';
import { registerStudentAttendanceRoutes } from './student-attendance/student-attendance.routes';
import { registerScoreRoutes } from './score/score.routes';
import { registerScoreResultRoutes } from './score/score-result.routes';
import { registerScoreConfirmationRoutes } from './score/score-confirmation.routes';
import { registerStudentAttendanceConfirmRoutes } from './student-attendance/student-attendance-confirm.routes';
import { registerAttendanceSummaryRoutes } from './attendance-summary/attendance-summary.routes';
import { registerStudentAttendanceLogRoutes } from './student-attendance/student-attendance-log.routes';
import { registerLeaveRequestRoutes } from './leave-request/leave-request.routes';
import { registerHomeworkRoutes } from './homework/homework.routes';
import { registerClassroomRoutes } from './classroom/classroom.routes';
import { registerActorHealthRoutes } from './actor-health/actor-health.routes';

/** Every module's routes, registered under the API base. Add a module here when you add a domain. */
export const modules: Array<(api: FastifyInstance) => Promise<void>> = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerEnumRoutes,
  registerAcademicYearRoutes,
  registerRoleRoutes,
  registerUserRoutes,
  // campus area
  registerCampusRoutes,
  registerBuildingRoutes,
  registerRoomRoutes,
  registerPositionRoutes,
  registerHolidayRoutes,
  registerReferenceRoutes,
  registerFeedbackRoutes,
  registerDashboardRoutes,
  registerNotificationRoutes,
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
  // people area: employees and accounts
  registerEmployeeRoutes,
  registerMobileAccountRoutes,
  // people area: students and guardians (issue 5)
  registerStudentImportRoutes,
  registerStudentRoutes,
  registerGuardianRoutes,
  registerStudentMisconductRoutes,
  // admission area
  registerApplicantRoutes,
  registerRegistrationRoutes,
  // attendance area: employee attendance (issue 12)
  registerEmployeeAttendanceRoutes,
  // report menu (portal §2 'Reports'): settings, student, guardian and user-account reports
  registerReportRoutes,
  registerReportStatisticsRoutes,
  registerReportResultRoutes,
  // report menu: the student attendance reports
  registerReportAttendanceRoutes,
  // report menu: the student- and subject-level result reports (record books, transcript, honour roll, subject grades)
  registerReportStudentResultRoutes,
  registerStudentAttendanceRoutes,
  registerScoreRoutes,
  registerScoreResultRoutes,
  registerScoreConfirmationRoutes,
  registerStudentAttendanceConfirmRoutes,
  registerAttendanceSummaryRoutes,
  registerStudentAttendanceLogRoutes,
  // attendance area (issue 12): leave requests and health checks
  registerLeaveRequestRoutes,
  registerHomeworkRoutes,
  registerClassroomRoutes,
  registerActorHealthRoutes,
  // timetable (issue 12)
  registerRoutineRoutes,
  // fees area (issue 14)
  registerFeeRoutes,
  registerFeeInvoiceRoutes,
  registerFeePaymentRoutes,
  // comms area (issue 16)
  registerAnnouncementRoutes,
  registerFeedRoutes,
  registerMessageRoutes,
];
