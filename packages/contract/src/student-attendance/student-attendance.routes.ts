import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZStudentAttendanceBatchSave,
  ZStudentAttendanceCampusDateQuery,
  ZStudentAttendanceClassDateQuery,
  ZStudentAttendanceConfirm,
  ZStudentAttendanceConfirmation,
  ZStudentAttendanceDateQuery,
  ZStudentAttendanceMonthly,
  ZStudentAttendanceMonthlyQuery,
  ZStudentAttendanceRoutine,
  ZStudentAttendanceRecord,
  ZStudentAttendanceSheetQuery,
} from './student-attendance.schemas';

const BASE = '/api/student-attendance';
/** Teachers take attendance (their routines, checked in the service); the office reads and corrects every class. */
const TAKERS = ['VIEW_NAV_ATTENDANCE', 'MANAGE_STUDENT_ATTENDANCE'] as const;

/** Student attendance (data-calls §7 'Attendance'; paths of api-calls.tsv). */
export const studentAttendanceRoutes = {
  routinesByDate: defineRoute({
    method: 'GET',
    path: `${BASE}/routines-by-date`,
    area: 'attendance',
    access: 'VIEW_NAV_ATTENDANCE',
    summary: "The signed-in teacher's routines of a school date (substitutes applied) with their taken and confirmed state",
    query: ZStudentAttendanceDateQuery,
    response: ZEnvelope(z.array(ZStudentAttendanceRoutine)),
  }),
  routinesInCampusByDate: defineRoute({
    method: 'GET',
    path: `${BASE}/routines-in-campus-by-date`,
    area: 'attendance',
    access: 'MANAGE_STUDENT_ATTENDANCE',
    summary:
      'Every routine of the campus on a school date (or of one class) with its taken and confirmed state (the office): a plain array sorted by Level, data-calls §7',
    query: ZStudentAttendanceCampusDateQuery,
    // spec: data-calls §7, 'plain array, sorted by Level, optional IsConfirmed filter' (no envelope).
    response: z.array(ZStudentAttendanceRoutine),
  }),
  byRoutineAndDate: defineRoute({
    method: 'GET',
    path: `${BASE}/attendance-by-routine-and-date`,
    area: 'attendance',
    access: TAKERS,
    summary:
      "A routine's sheet of a date: a plain array of the class's students in Khmer name order with their marks (approved leave pre-marked permission), each naming the sheet's version and state (data-calls §7)",
    query: ZStudentAttendanceSheetQuery,
    // spec: data-calls §7, 'attendance-by-routine-and-date?routineId&date (plain array)' (no envelope).
    response: z.array(ZStudentAttendanceRecord),
  }),
  batchSave: defineRoute({
    method: 'POST',
    path: `${BASE}/batch-save`,
    area: 'attendance',
    access: TAKERS,
    summary:
      "Saves a routine's sheet of a date from a JSON attendance list in one transaction, answered with the sheet as a plain array (409 when the sheet changed since it was read; data-calls §7)",
    body: ZStudentAttendanceBatchSave,
    bodyKind: 'json',
    // spec: data-calls §7, 'batch-save (JSON attendance list) … judged by HTTP status and status text'.
    response: z.array(ZStudentAttendanceRecord),
  }),
  confirmation: defineRoute({
    method: 'GET',
    path: `${BASE}/confirmation`,
    area: 'attendance',
    access: TAKERS,
    summary: "Whether a class's day is confirmed, and which of its routines were taken",
    query: ZStudentAttendanceClassDateQuery,
    response: ZEnvelope(ZStudentAttendanceConfirmation),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: `${BASE}/confirmation`,
    area: 'attendance',
    access: TAKERS,
    summary: "Confirms a class's day (the office or the class's main teacher): read-only for teachers afterwards",
    body: ZStudentAttendanceConfirm,
    bodyKind: 'json',
    response: ZEnvelope(ZStudentAttendanceConfirmation),
  }),
  studentMonthly: defineRoute({
    method: 'GET',
    path: `${BASE}/student-monthly`,
    area: 'attendance',
    access: 'authenticated',
    summary:
      "One student's marks of a month with the month's counts (designed: the office any student, a student herself, a guardian his child, a teacher her classes' students; 404 otherwise)",
    query: ZStudentAttendanceMonthlyQuery,
    response: ZEnvelope(ZStudentAttendanceMonthly),
  }),
};
