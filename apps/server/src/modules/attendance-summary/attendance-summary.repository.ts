import { and, between, count, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicClass, employee, employeeAttendance, leaveRequest, student, studentAttendance } from '../../db/schema/index';

export type TPerson = { id: string; code: string; lastName: string; firstName: string; lastNameEn: string; firstNameEn: string };

const personColumns = (t: typeof student | typeof employee) => ({
  id: t.id,
  code: t.code,
  lastName: t.lastName,
  firstName: t.firstName,
  lastNameEn: t.lastNameEn,
  firstNameEn: t.firstNameEn,
});

export async function studentOf(db: TQueryable, p: { campusId: string; id: string }): Promise<TPerson | undefined> {
  const [row] = await db
    .select(personColumns(student))
    .from(student)
    .where(and(eq(student.campusId, p.campusId), eq(student.id, p.id)));
  return row;
}

export async function employeeOf(db: TQueryable, p: { campusId: string; id: string }): Promise<TPerson | undefined> {
  const [row] = await db
    .select(personColumns(employee))
    .from(employee)
    .where(and(eq(employee.campusId, p.campusId), eq(employee.id, p.id)));
  return row;
}

/** A student's marks in the classes of a year, by status (one per session). */
export function studentMarkCounts(db: TQueryable, p: { campusId: string; studentId: string; academicYearId: string }) {
  return db
    .select({ attendanceType: studentAttendance.attendanceType, n: count() })
    .from(studentAttendance)
    .innerJoin(academicClass, and(eq(academicClass.campusId, studentAttendance.campusId), eq(academicClass.id, studentAttendance.academicClassId)))
    .where(and(eq(studentAttendance.campusId, p.campusId), eq(studentAttendance.studentId, p.studentId), eq(academicClass.academicYearId, p.academicYearId)))
    .groupBy(studentAttendance.attendanceType);
}

/** An employee's days of attendance between two dates, by status. */
export function employeeDayCounts(db: TQueryable, p: { campusId: string; employeeId: string; from: string; to: string }) {
  return db
    .select({ attendanceType: employeeAttendance.attendanceType, n: count() })
    .from(employeeAttendance)
    .where(and(eq(employeeAttendance.campusId, p.campusId), eq(employeeAttendance.employeeId, p.employeeId), between(employeeAttendance.date, p.from, p.to)))
    .groupBy(employeeAttendance.attendanceType);
}

/** A person's leave requests overlapping two dates, pending (2) or approved (0), by status. */
export function leaveCounts(db: TQueryable, p: { campusId: string; studentId?: string; employeeId?: string; from: string; to: string }) {
  const who = p.studentId ? eq(leaveRequest.studentId, p.studentId) : p.employeeId ? eq(leaveRequest.employeeId, p.employeeId) : isNotNull(leaveRequest.id);
  return db
    .select({ status: leaveRequest.status, n: count() })
    .from(leaveRequest)
    .where(
      and(eq(leaveRequest.campusId, p.campusId), who, inArray(leaveRequest.status, [0, 2]), lte(leaveRequest.fromDate, p.to), gte(leaveRequest.toDate, p.from)),
    )
    .groupBy(leaveRequest.status);
}
