import { studentAttendanceConfirmRefs, studentAttendanceRefs } from '@school/contract/student-attendance/student-attendance.refs';
import type { TStudentAttendanceClassDay } from '@school/contract/student-attendance/student-attendance-confirm.schemas';
import { apiQuery, useApiMutation } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TClassDay = Camelized<TStudentAttendanceClassDay>;
export type TClassDayChange = TClassDay['changes'][number];

/** `/attendance/confirm`'s one call: the classes the reader confirms on a date, with their state. */
export const confirmationByDateQuery = (date: string) => apiQuery(studentAttendanceConfirmRefs.confirmationByDate, { query: { date } });

/** Confirms a class's day; every student-attendance answer is read again. */
export const useConfirmDay = () => useApiMutation(studentAttendanceRefs.confirm);
