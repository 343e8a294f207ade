import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZReportAttendanceBySession,
  ZReportAttendanceClassDateQuery,
  ZReportAttendanceClassQuery,
  ZReportAttendanceDailyQuery,
  ZReportAttendanceDailyRow,
  ZReportAttendanceMonthly,
  ZReportAttendanceMonthlyFileQuery,
  ZReportAttendanceMonthlyQuery,
  ZReportAttendanceRangeQuery,
  ZReportAttendanceSubjects,
  ZReportAttendanceYearly,
  ZReportAttendanceDailyFileQuery,
  ZReportAttendanceClassDateFileQuery,
  ZReportAttendanceRangeFileQuery,
  ZReportAttendanceClassFileQuery,
} from './report-attendance.schemas';

const BASE = '/api/report/attendance/student';
const access = 'VIEW_NAV_PRINT_STUDENT_ATTENDANCE_REPORT' as const;
const area = 'report';

/**
 * The student attendance reports (portal §2 'Reports', `/report/attendance/student/*`). The monthly file is
 * the spec's call (data-calls §7 'Reports'); the rows a screen shows when run and the other files are
 * designed calls under `/api/report/attendance/student/`, guarded by the same report key. The key reads the
 * whole campus, as the report menu's other reports.
 */
export const reportAttendanceRoutes = {
  daily: defineRoute({
    method: 'GET',
    path: `${BASE}/daily`,
    area,
    access,
    summary: "designed: a day's attendance per student of a class (or of every class of a year): sessions held and taken, marks by status",
    query: ZReportAttendanceDailyQuery,
    response: ZEnvelope(z.array(ZReportAttendanceDailyRow)),
  }),
  dailyFile: defineRoute({
    method: 'GET',
    path: `${BASE}/daily/export`,
    area,
    access,
    summary: 'designed: the daily report as a file (exportType: PDF 0, Excel 1)',
    query: ZReportAttendanceDailyFileQuery,
    file: true,
  }),
  bySession: defineRoute({
    method: 'GET',
    path: `${BASE}/by-session`,
    area,
    access,
    summary: "designed: a class's sessions of a day (taken or not) and each student's mark in each",
    query: ZReportAttendanceClassDateQuery,
    response: ZEnvelope(ZReportAttendanceBySession),
  }),
  bySessionFile: defineRoute({
    method: 'GET',
    path: `${BASE}/by-session/export`,
    area,
    access,
    summary: 'designed: the by-session report as a file (exportType: PDF 0, Excel 1)',
    query: ZReportAttendanceClassDateFileQuery,
    file: true,
  }),
  monthly: defineRoute({
    method: 'GET',
    path: `${BASE}/monthly`,
    area,
    access,
    summary: "designed: the monthly register of a class (a month, or an exam's period): students × days, sessions taken per day, counts",
    query: ZReportAttendanceMonthlyQuery,
    response: ZEnvelope(ZReportAttendanceMonthly),
  }),
  monthlyFile: defineRoute({
    method: 'GET',
    path: '/report/attendance/student-monthly',
    area,
    access,
    summary: "The monthly register of a class as a file: an exam's period (examTypeId) or a month (exportType: PDF 0, Excel 1)",
    query: ZReportAttendanceMonthlyFileQuery,
    file: true,
  }),
  subjectSchedule: defineRoute({
    method: 'GET',
    path: `${BASE}/subject-schedule`,
    area,
    access,
    summary: "designed: a class's marks per subject of the timetable over a range (sessions held and taken per subject)",
    query: ZReportAttendanceRangeQuery,
    response: ZEnvelope(ZReportAttendanceSubjects),
  }),
  subjectScheduleFile: defineRoute({
    method: 'GET',
    path: `${BASE}/subject-schedule/export`,
    area,
    access,
    summary: 'designed: the per-subject report as a file (exportType: PDF 0, Excel 1)',
    query: ZReportAttendanceRangeFileQuery,
    file: true,
  }),
  yearly: defineRoute({
    method: 'GET',
    path: `${BASE}/yearly`,
    area,
    access,
    summary: "designed: a class's marks per student and month of its academic year",
    query: ZReportAttendanceClassQuery,
    response: ZEnvelope(ZReportAttendanceYearly),
  }),
  yearlyFile: defineRoute({
    method: 'GET',
    path: `${BASE}/yearly/export`,
    area,
    access,
    summary: 'designed: the yearly report as a file (exportType: PDF 0, Excel 1)',
    query: ZReportAttendanceClassFileQuery,
    file: true,
  }),
};
