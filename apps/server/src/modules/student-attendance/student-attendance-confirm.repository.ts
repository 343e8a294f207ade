import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { STUDENT_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { idsOrNone } from '../../lib/ids';
import { appUser, student, studentAcademicClass, studentAttendance, studentAttendanceChange, studentAttendanceConfirmation } from '../../db/schema/index';

/** Reads of the confirmation step (`/attendance/confirm`): who confirmed, the corrections, the day's counts. */

export type TAccountName = {
  username: string | null;
  lastName: string | null;
  firstName: string | null;
  lastNameEn: string | null;
  firstNameEn: string | null;
};
const accountName = {
  username: appUser.username,
  lastName: appUser.lastName,
  firstName: appUser.firstName,
  lastNameEn: appUser.lastNameEn,
  firstNameEn: appUser.firstNameEn,
};

/** The confirmations of classes on a date with the names of the accounts that confirmed them. */
export function confirmationsWithNames(db: TQueryable, p: { campusId: string; classIds: string[]; date: string }) {
  return db
    .select({ academicClassId: studentAttendanceConfirmation.academicClassId, confirmedAt: studentAttendanceConfirmation.confirmedAt, ...accountName })
    .from(studentAttendanceConfirmation)
    .leftJoin(appUser, and(eq(appUser.campusId, studentAttendanceConfirmation.campusId), eq(appUser.id, studentAttendanceConfirmation.confirmedBy)))
    .where(
      and(
        eq(studentAttendanceConfirmation.campusId, p.campusId),
        inArray(studentAttendanceConfirmation.academicClassId, idsOrNone(p.classIds)),
        eq(studentAttendanceConfirmation.date, p.date),
      ),
    );
}

/** The marks the office changed on confirmed days of these classes on a date, oldest first, with who and which student. */
export function changesOf(db: TQueryable, p: { campusId: string; classIds: string[]; date: string }) {
  return db
    .select({
      id: studentAttendanceChange.id,
      academicClassId: studentAttendanceChange.academicClassId,
      routineId: studentAttendanceChange.classRoutineId,
      changedAt: studentAttendanceChange.changedAt,
      before: studentAttendanceChange.before,
      after: studentAttendanceChange.after,
      ...accountName,
      studentId: student.id,
      studentCode: student.code,
      studentLastName: student.lastName,
      studentFirstName: student.firstName,
      studentLastNameEn: student.lastNameEn,
      studentFirstNameEn: student.firstNameEn,
    })
    .from(studentAttendanceChange)
    .innerJoin(student, and(eq(student.campusId, studentAttendanceChange.campusId), eq(student.id, studentAttendanceChange.studentId)))
    .leftJoin(appUser, and(eq(appUser.campusId, studentAttendanceChange.campusId), eq(appUser.id, studentAttendanceChange.changedBy)))
    .where(
      and(
        eq(studentAttendanceChange.campusId, p.campusId),
        inArray(studentAttendanceChange.academicClassId, idsOrNone(p.classIds)),
        eq(studentAttendanceChange.date, p.date),
      ),
    )
    .orderBy(asc(studentAttendanceChange.changedAt), asc(studentAttendanceChange.id));
}

/** Marks of a date by class and status. */
export function markCountsOf(db: TQueryable, p: { campusId: string; classIds: string[]; date: string }) {
  return db
    .select({ academicClassId: studentAttendance.academicClassId, attendanceType: studentAttendance.attendanceType, marks: count() })
    .from(studentAttendance)
    .where(
      and(eq(studentAttendance.campusId, p.campusId), inArray(studentAttendance.academicClassId, idsOrNone(p.classIds)), eq(studentAttendance.date, p.date)),
    )
    .groupBy(studentAttendance.academicClassId, studentAttendance.attendanceType);
}

/** Active students of each class. */
export function studentCountsOf(db: TQueryable, p: { campusId: string; classIds: string[] }) {
  return db
    .select({ academicClassId: studentAcademicClass.academicClassId, students: count() })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        inArray(studentAcademicClass.academicClassId, idsOrNone(p.classIds)),
        eq(studentAcademicClass.status, STUDENT_STATUS.ACTIVE),
      ),
    )
    .groupBy(studentAcademicClass.academicClassId);
}
