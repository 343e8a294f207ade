import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZAttendanceSummary, ZAttendanceSummaryQuery } from './attendance-summary.schemas';

export const attendanceSummaryRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/attendance/summary',
    area: 'attendance',
    access: 'authenticated',
    summary:
      "A person's attendance of an academic year (the current one by default) by status, with her leave requests pending and approved (the person herself, a guardian his child, a teacher her classes' students, the office; 404 otherwise)",
    query: ZAttendanceSummaryQuery,
    response: ZEnvelope(ZAttendanceSummary),
  }),
};
