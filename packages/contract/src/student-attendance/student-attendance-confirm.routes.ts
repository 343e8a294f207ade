import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZStudentAttendanceClassDay, ZStudentAttendanceConfirmationDayQuery } from './student-attendance-confirm.schemas';

/** The confirmation screen's one call (designed; ARCHITECTURE 'Designed calls beyond api-calls.tsv'). */
export const studentAttendanceConfirmRoutes = {
  confirmationByDate: defineRoute({
    method: 'GET',
    path: '/api/student-attendance/confirmation-by-date',
    area: 'attendance',
    access: ['VIEW_NAV_ATTENDANCE', 'MANAGE_STUDENT_ATTENDANCE'],
    summary:
      "The classes the reader confirms on a date (the office: every class with routines that day; a main teacher: her classes), each with its routines taken or not, the day's counts, its confirmation and the corrections made after it",
    query: ZStudentAttendanceConfirmationDayQuery,
    response: ZEnvelope(z.array(ZStudentAttendanceClassDay)),
  }),
};
