import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZStudentAttendanceRoutine } from './student-attendance.schemas';
import {
  ZStudentAttendanceFindRoutineQuery,
  ZStudentAttendanceLog,
  ZStudentAttendanceLogQuery,
  ZStudentAttendanceSummary,
  ZStudentAttendanceSummaryQuery,
  ZStudentAttendanceSummarySave,
  ZStudentAttendanceWeekly,
  ZStudentAttendanceWeeklyQuery,
} from './student-attendance-log.schemas';

const BASE = '/api/student-attendance';
/** The office every class; teachers their classes (main teacher: all four; subject teacher: the log and the grid), checked in the service. */
const READERS = ['VIEW_NAV_ATTENDANCE', 'MANAGE_STUDENT_ATTENDANCE'] as const;

/** The office's attendance views of a class and the summary per exam period (data-calls §7 'Attendance'). */
export const studentAttendanceLogRoutes = {
  findRoutineAcademicClass: defineRoute({
    method: 'GET',
    path: `${BASE}/find-routine-academic-class`,
    area: 'attendance',
    access: READERS,
    summary: "A class's routines of a school date (substitutes applied) with their taken and confirmed state, in session order",
    query: ZStudentAttendanceFindRoutineQuery,
    response: ZEnvelope(z.array(ZStudentAttendanceRoutine)),
  }),
  logByClass: defineRoute({
    method: 'GET',
    path: `${BASE}/attendance-log-by-class`,
    area: 'attendance',
    access: READERS,
    summary: "A class's daily log: its routines of the date, every active student's mark of each, counts and the day's totals",
    query: ZStudentAttendanceLogQuery,
    response: ZEnvelope(ZStudentAttendanceLog),
  }),
  weekly: defineRoute({
    method: 'GET',
    path: `${BASE}/weekly`,
    area: 'attendance',
    access: READERS,
    summary: "A class's grid of a range (today − 7 days to today by default, at most 62 days): each student's marks per school date and counts",
    query: ZStudentAttendanceWeeklyQuery,
    response: ZEnvelope(ZStudentAttendanceWeekly),
  }),
  summary: defineRoute({
    method: 'GET',
    path: `${BASE}/summary`,
    area: 'attendance',
    access: READERS,
    summary: "A class's attendance summary of an exam period: counts computed from the marks, the saved ones, and which counts",
    query: ZStudentAttendanceSummaryQuery,
    response: ZEnvelope(ZStudentAttendanceSummary),
  }),
  batchSaveSummary: defineRoute({
    method: 'POST',
    path: `${BASE}/batch-save-summary`,
    area: 'attendance',
    access: READERS,
    summary: "Saves (or clears) a class's summary rows of an exam in one transaction (409 when it changed since it was read)",
    body: ZStudentAttendanceSummarySave,
    bodyKind: 'json',
    response: ZEnvelope(ZStudentAttendanceSummary),
  }),
};
