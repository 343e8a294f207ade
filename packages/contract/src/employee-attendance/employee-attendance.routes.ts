import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZEmployeeAttendanceBatchSave,
  ZEmployeeAttendanceDateQuery,
  ZEmployeeAttendanceDay,
  ZEmployeeAttendanceIndividual,
  ZEmployeeAttendanceIndividualQuery,
  ZEmployeeAttendanceMonthly,
  ZEmployeeAttendanceRangeQuery,
  ZEmployeeAttendanceReportQuery,
  ZEmployeeAttendanceReportRowsQuery,
  ZEmployeeAttendanceScan,
  ZEmployeeAttendanceScanBody,
} from './employee-attendance.schemas';

const BASE = '/api/employee-attendance';
/** Who reads the daily sheet and the monthly grid: the office (the employees menu) and whoever records it. */
const READERS = ['VIEW_NAV_EMPLOYEE', 'MANAGE_EMPLOYEE_ATTENDANCE'] as const;

const report = (name: string, access: 'VIEW_EMPLOYEE_DAILY_ATTENDANCE' | 'VIEW_EMPLOYEE_MONTHLY_ATTENDANCE', summary: string) =>
  defineRoute({
    method: 'GET',
    path: `${BASE}/${name}`,
    area: 'attendance',
    access,
    summary: `${summary} (exportType: PDF 0, Excel 1)`,
    query: ZEmployeeAttendanceReportQuery,
    file: true,
  });

/** Employee attendance (data-calls §7 'Attendance', employee calls; base path designed in api-calls.tsv). */
export const employeeAttendanceRoutes = {
  byDate: defineRoute({
    method: 'GET',
    path: `${BASE}/employee-by-date`,
    area: 'attendance',
    access: READERS,
    summary: 'Every active employee with her attendance of a school day (nulls where nothing was recorded)',
    query: ZEmployeeAttendanceDateQuery,
    response: ZEnvelope(z.array(ZEmployeeAttendanceDay)),
  }),
  batchSave: defineRoute({
    method: 'POST',
    path: `${BASE}/batch-save`,
    area: 'attendance',
    access: 'MANAGE_EMPLOYEE_ATTENDANCE',
    summary: 'Saves employee days in one transaction (upsert per employee and date; 409 naming the rows someone else changed)',
    body: ZEmployeeAttendanceBatchSave,
    bodyKind: 'json',
    response: ZEnvelope(z.array(ZEmployeeAttendanceDay)),
  }),
  monthly: defineRoute({
    method: 'GET',
    path: `${BASE}/monthly`,
    area: 'attendance',
    access: READERS,
    summary: 'The monthly grid: every active employee, her day per date of the range (at most 31 days) and her counts',
    query: ZEmployeeAttendanceRangeQuery,
    response: ZEnvelope(ZEmployeeAttendanceMonthly),
  }),
  individual: defineRoute({
    method: 'GET',
    path: `${BASE}/individual`,
    area: 'attendance',
    // The office reads anyone's record; an employee account reads her own (checked in the service).
    access: 'authenticated',
    summary: "One employee's days in a range (Data.Detail) and her counts",
    query: ZEmployeeAttendanceIndividualQuery,
    response: ZEnvelope(ZEmployeeAttendanceIndividual),
  }),
  scan: defineRoute({
    method: 'POST',
    path: `${BASE}/scan`,
    area: 'attendance',
    access: 'MANAGE_EMPLOYEE_ATTENDANCE',
    summary: "Records the school's current time in the next slot (morning in/out, afternoon in/out) of the employee whose card was read",
    body: ZEmployeeAttendanceScanBody,
    bodyKind: 'form',
    response: ZEnvelope(ZEmployeeAttendanceScan),
  }),
  reportRows: defineRoute({
    method: 'GET',
    path: `${BASE}/report`,
    area: 'attendance',
    access: ['VIEW_EMPLOYEE_DAILY_ATTENDANCE', 'VIEW_EMPLOYEE_MONTHLY_ATTENDANCE'],
    summary: 'designed: the rows of the daily and monthly reports when run (every employee or the teachers, a day per date of the range, the counts)',
    query: ZEmployeeAttendanceReportRowsQuery,
    response: ZEnvelope(ZEmployeeAttendanceMonthly),
  }),
  employeeDailyReport: report('employee-daily-report', 'VIEW_EMPLOYEE_DAILY_ATTENDANCE', 'Daily attendance of every employee'),
  employeeMonthlyReport: report('employee-monthly-report', 'VIEW_EMPLOYEE_MONTHLY_ATTENDANCE', 'Monthly attendance of every employee'),
  teacherDailyReport: report('teacher-daily-report', 'VIEW_EMPLOYEE_DAILY_ATTENDANCE', 'Daily attendance of the teachers'),
  teacherMonthlyReport: report('teacher-monthly-report', 'VIEW_EMPLOYEE_MONTHLY_ATTENDANCE', 'Monthly attendance of the teachers'),
};
