// Every Drizzle table of the server, one file per domain (CONVENTIONS 'One domain, one name').
export * from './campus.table';
export * from './auth.table';
export * from './academic-year.table';
export * from './file.table';
export * from './reference.table';
// campus area
export * from './building.table';
export * from './room.table';
export * from './position.table';
export * from './holiday.table';
export * from './feedback.table';
export * from './notification.table';
// setup area (issue 4)
export * from './level-classified.table';
export * from './subject.table';
export * from './course-level.table';
export * from './class-group.table';
export * from './academic-class.table';
export * from './standard-score.table';
export * from './grade-matrix.table';
export * from './exam-type.table';
export * from './session-time.table';
export * from './leave-type.table';
export * from './card.table';
export * from './setup-wizard.table';
export * from './initial-setup.table';
// people area (issue 5)
export * from './student.table';
export * from './guardian.table';
export * from './employee.table';
// admission area
export * from './registration.table';
export * from './applicant.table';
// people area: employees and accounts
export * from './mobile-account.table';
// attendance area: employee attendance (issue 12)
export * from './employee-attendance.table';
// attendance area (issue 12): leave requests and health checks
export * from './leave-request.table';
export * from './actor-health.table';
export * from './routine.table';
// attendance area (issue 12): student attendance
export * from './student-attendance.table';
// score area (issue 13): score entry
export * from './score.table';
// score area (issue 13): stored results
export * from './score-result.table';
// fees area (issue 14): setup, invoices, payments
export * from './fee.table';
// comms area (issue 16): announcements
export * from './announcement.table';
// comms area (issue 16): the feed
export * from './feed.table';
// comms area (issue 16): messages
export * from './message.table';
// learning area (issue 15)
export * from './homework.table';
export * from './classroom.table';
// report area: the campus's report settings
export * from './report.table';
