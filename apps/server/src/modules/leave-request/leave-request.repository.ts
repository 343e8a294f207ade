import { ACTOR_TYPE } from '@school/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
import {
  academicClass,
  academicYear,
  appUser,
  employee,
  employeeAcademicClass,
  leaveRequest,
  leaveRequestFile,
  leaveType,
  storedFile,
  student,
  studentAcademicClass,
} from '../../db/schema/index';

export type TLeaveRequestRow = typeof leaveRequest.$inferSelect;

/**
 * What a caller reaches: the whole campus, or the union of some students, the students placed in some
 * classes (a main teacher's), one employee (herself) and the requests an account sent.
 */
export type TLeaveScope =
  { kind: 'campus' } | { kind: 'some'; studentIds: string[]; classIds: string[]; employeeId: string | null; authorUserId: string | null };

function scopeWhere(campusId: string, scope: TLeaveScope): SQL | undefined {
  if (scope.kind === 'campus') return undefined;
  const parts: SQL[] = [];
  if (scope.authorUserId) parts.push(eq(leaveRequest.submittedByUserId, scope.authorUserId));
  if (scope.studentIds.length > 0) parts.push(inArray(leaveRequest.studentId, scope.studentIds));
  if (scope.classIds.length > 0) {
    parts.push(
      inArray(
        leaveRequest.studentId,
        sql`(select ${studentAcademicClass.studentId} from ${studentAcademicClass} where ${studentAcademicClass.campusId} = ${campusId} and ${inArray(studentAcademicClass.academicClassId, scope.classIds)})`,
      ),
    );
  }
  if (scope.employeeId) parts.push(eq(leaveRequest.employeeId, scope.employeeId));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

export type TLeaveFilter = {
  status?: number;
  actorType?: number;
  studentId?: string;
  employeeId?: string;
  academicClassId?: string;
  from?: string;
  to?: string;
  /** Only requests about this student/employee or sent by this account. */
  mine?: { userId: string; studentId: string | null; employeeId: string | null };
};

function filterWhere(f: TLeaveFilter): SQL[] {
  const mine = f.mine
    ? or(
        eq(leaveRequest.submittedByUserId, f.mine.userId),
        f.mine.studentId ? eq(leaveRequest.studentId, f.mine.studentId) : undefined,
        f.mine.employeeId ? eq(leaveRequest.employeeId, f.mine.employeeId) : undefined,
      )
    : undefined;
  return [
    f.status !== undefined ? eq(leaveRequest.status, f.status) : undefined,
    f.actorType !== undefined ? eq(leaveRequest.actorType, f.actorType) : undefined,
    f.studentId ? eq(leaveRequest.studentId, f.studentId) : undefined,
    f.employeeId ? eq(leaveRequest.employeeId, f.employeeId) : undefined,
    f.academicClassId ? eq(leaveRequest.academicClassId, f.academicClassId) : undefined,
    f.to ? lte(leaveRequest.fromDate, f.to) : undefined,
    f.from ? gte(leaveRequest.toDate, f.from) : undefined,
    mine,
  ].filter((x): x is SQL => x !== undefined);
}

const listColumns = {
  request: leaveRequest,
  studentCode: student.code,
  studentLastName: student.lastName,
  studentFirstName: student.firstName,
  studentLastNameEn: student.lastNameEn,
  studentFirstNameEn: student.firstNameEn,
  employeeCode: employee.code,
  employeeLastName: employee.lastName,
  employeeFirstName: employee.firstName,
  employeeLastNameEn: employee.lastNameEn,
  employeeFirstNameEn: employee.firstNameEn,
  className: academicClass.description,
  classNameEn: academicClass.descriptionEn,
  leaveType: leaveType.description,
  leaveTypeEn: leaveType.descriptionEn,
};
export type TLeaveListRow = {
  request: TLeaveRequestRow;
  studentCode: string | null;
  studentLastName: string | null;
  studentFirstName: string | null;
  studentLastNameEn: string | null;
  studentFirstNameEn: string | null;
  employeeCode: string | null;
  employeeLastName: string | null;
  employeeFirstName: string | null;
  employeeLastNameEn: string | null;
  employeeFirstNameEn: string | null;
  className: string | null;
  classNameEn: string | null;
  leaveType: string;
  leaveTypeEn: string;
};

function joined(db: TQueryable) {
  return db
    .select(listColumns)
    .from(leaveRequest)
    .innerJoin(leaveType, and(eq(leaveType.campusId, leaveRequest.campusId), eq(leaveType.id, leaveRequest.leaveTypeId)))
    .leftJoin(student, and(eq(student.campusId, leaveRequest.campusId), eq(student.id, leaveRequest.studentId)))
    .leftJoin(employee, and(eq(employee.campusId, leaveRequest.campusId), eq(employee.id, leaveRequest.employeeId)))
    .leftJoin(academicClass, and(eq(academicClass.campusId, leaveRequest.campusId), eq(academicClass.id, leaveRequest.academicClassId)));
}

/** A page of the requests the scope reaches, newest first. */
export async function listLeaveRequests(
  db: TQueryable,
  p: { campusId: string; scope: TLeaveScope; filter: TLeaveFilter; limit: number; offset: number },
): Promise<{ rows: TLeaveListRow[]; total: number }> {
  const where = and(eq(leaveRequest.campusId, p.campusId), scopeWhere(p.campusId, p.scope), ...filterWhere(p.filter));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leaveRequest).where(where);
  const rows = await joined(db).where(where).orderBy(desc(leaveRequest.createdAt), desc(leaveRequest.id)).limit(p.limit).offset(p.offset);
  return { rows, total };
}

/** One request with its names, if the scope reaches it. */
export async function findLeaveRequest(db: TQueryable, p: { campusId: string; id: string; scope: TLeaveScope }): Promise<TLeaveListRow | undefined> {
  const rows = await joined(db).where(and(eq(leaveRequest.campusId, p.campusId), eq(leaveRequest.id, p.id), scopeWhere(p.campusId, p.scope)));
  return rows[0];
}

export async function countPending(db: TQueryable, p: { campusId: string; scope: TLeaveScope }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leaveRequest)
    .where(and(eq(leaveRequest.campusId, p.campusId), eq(leaveRequest.status, 2), scopeWhere(p.campusId, p.scope)));
  return row?.n ?? 0;
}

export type TLeaveFileRow = { id: string; leaveRequestId: string; fileName: string; contentType: string; size: number };

export async function filesOfRequests(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<TLeaveFileRow[]> {
  if (p.ids.length === 0) return [];
  return db
    .select({
      id: storedFile.id,
      leaveRequestId: leaveRequestFile.leaveRequestId,
      fileName: storedFile.fileName,
      contentType: storedFile.contentType,
      size: storedFile.size,
    })
    .from(leaveRequestFile)
    .innerJoin(storedFile, and(eq(storedFile.campusId, leaveRequestFile.campusId), eq(storedFile.id, leaveRequestFile.storedFileId)))
    .where(and(eq(leaveRequestFile.campusId, p.campusId), inArray(leaveRequestFile.leaveRequestId, p.ids)))
    .orderBy(asc(leaveRequestFile.createdAt), asc(storedFile.id));
}

/** Requests of the same person that are pending or approved and touch [from, to], other than `exceptId`. */
export async function overlappingRequest(
  db: TQueryable,
  p: { campusId: string; studentId: string | null; employeeId: string | null; from: string; to: string; exceptId?: string },
): Promise<TLeaveRequestRow | undefined> {
  const rows = await db
    .select()
    .from(leaveRequest)
    .where(
      and(
        eq(leaveRequest.campusId, p.campusId),
        p.studentId ? eq(leaveRequest.studentId, p.studentId) : eq(leaveRequest.employeeId, p.employeeId ?? ''),
        inArray(leaveRequest.status, [0, 2]),
        lte(leaveRequest.fromDate, p.to),
        gte(leaveRequest.toDate, p.from),
        p.exceptId ? sql`${leaveRequest.id} <> ${p.exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows[0];
}

/** The request a stored file is attached to. */
export async function requestOfFile(db: TQueryable, p: { campusId: string; storedFileId: string }): Promise<string | undefined> {
  const rows = await db
    .select({ id: leaveRequestFile.leaveRequestId })
    .from(leaveRequestFile)
    .where(and(eq(leaveRequestFile.campusId, p.campusId), eq(leaveRequestFile.storedFileId, p.storedFileId)));
  return rows[0]?.id;
}

export async function attachFile(db: TQueryable, p: { campusId: string; leaveRequestId: string; storedFileId: string }): Promise<void> {
  await db.insert(leaveRequestFile).values(p);
}

/** Detaches files of a request; answers the stored-file ids that were attached. */
export async function detachFiles(db: TQueryable, p: { campusId: string; leaveRequestId: string; storedFileIds: string[] }): Promise<string[]> {
  if (p.storedFileIds.length === 0) return [];
  const rows = await db
    .delete(leaveRequestFile)
    .where(
      and(
        eq(leaveRequestFile.campusId, p.campusId),
        eq(leaveRequestFile.leaveRequestId, p.leaveRequestId),
        inArray(leaveRequestFile.storedFileId, p.storedFileIds),
      ),
    )
    .returning({ id: leaveRequestFile.storedFileId });
  return rows.map((r) => r.id);
}

export async function countFiles(db: TQueryable, p: { campusId: string; leaveRequestId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leaveRequestFile)
    .where(and(eq(leaveRequestFile.campusId, p.campusId), eq(leaveRequestFile.leaveRequestId, p.leaveRequestId)));
  return row?.n ?? 0;
}

export const { insert: insertLeaveRequest, save: saveLeaveRequest, get: getLeaveRequest } = recordRows(leaveRequest);

export function findLeaveType(db: TQueryable, p: { campusId: string; id: string }) {
  return db
    .select()
    .from(leaveType)
    .where(and(eq(leaveType.campusId, p.campusId), eq(leaveType.id, p.id)))
    .then((rows) => rows[0]);
}

/** The student's class in the year that holds `date`, else her latest placement. */
export async function classOfStudentOn(db: TQueryable, p: { campusId: string; studentId: string; date: string }): Promise<string | null> {
  const rows = await db
    .select({ classId: studentAcademicClass.academicClassId })
    .from(studentAcademicClass)
    .innerJoin(academicYear, and(eq(academicYear.campusId, studentAcademicClass.campusId), eq(academicYear.id, studentAcademicClass.academicYearId)))
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.studentId, p.studentId)))
    .orderBy(desc(sql`(${academicYear.startDate} <= ${p.date} and ${academicYear.endDate} >= ${p.date})`), desc(academicYear.startDate))
    .limit(1);
  return rows[0]?.classId ?? null;
}

export async function studentExists(db: TQueryable, p: { campusId: string; id: string }): Promise<boolean> {
  const rows = await db
    .select({ id: student.id })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), eq(student.id, p.id)));
  return rows.length === 1;
}

export async function employeeExists(db: TQueryable, p: { campusId: string; id: string }): Promise<boolean> {
  const rows = await db
    .select({ id: employee.id })
    .from(employee)
    .where(and(eq(employee.campusId, p.campusId), eq(employee.id, p.id)));
  return rows.length === 1;
}

/** The classes an account's (active) employee is main teacher of, every year. */
export async function mainClassesOfAccount(db: TQueryable, p: { campusId: string; userId: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ classId: employeeAcademicClass.academicClassId })
    .from(appUser)
    .innerJoin(employee, and(eq(employee.campusId, appUser.campusId), eq(employee.id, appUser.actorId)))
    .innerJoin(employeeAcademicClass, and(eq(employeeAcademicClass.campusId, employee.campusId), eq(employeeAcademicClass.employeeId, employee.id)))
    .where(
      and(
        eq(appUser.campusId, p.campusId),
        eq(appUser.id, p.userId),
        eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE),
        eq(employee.status, 0),
        eq(employeeAcademicClass.isMain, true),
        eq(employeeAcademicClass.isReserve, false),
      ),
    );
  return rows.map((r) => r.classId);
}

/** Whether the student is placed (any year) in one of the classes. */
export async function studentInClasses(db: TQueryable, p: { campusId: string; studentId: string; classIds: string[] }): Promise<boolean> {
  if (p.classIds.length === 0) return false;
  const rows = await db
    .select({ id: studentAcademicClass.id })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.studentId, p.studentId),
        inArray(studentAcademicClass.academicClassId, p.classIds),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/**
 * Students of `classIds` (their placement in those classes) with an approved leave covering `date`: what
 * attendance pre-marks as permission (issue 12). One row per student and request. The attendance sheet reads the
 * same rule inside its one read of the class (`student-attendance.repository` `sheetStudents`): change both.
 */
export async function approvedLeaveStudentsOn(
  db: TQueryable,
  p: { campusId: string; date: string; classIds: string[] },
): Promise<{ studentId: string; academicClassId: string; leaveRequestId: string; leaveTypeId: string }[]> {
  if (p.classIds.length === 0) return [];
  return db
    .select({
      studentId: studentAcademicClass.studentId,
      academicClassId: studentAcademicClass.academicClassId,
      leaveRequestId: leaveRequest.id,
      leaveTypeId: leaveRequest.leaveTypeId,
    })
    .from(leaveRequest)
    .innerJoin(studentAcademicClass, and(eq(studentAcademicClass.campusId, leaveRequest.campusId), eq(studentAcademicClass.studentId, leaveRequest.studentId)))
    .where(
      and(
        eq(leaveRequest.campusId, p.campusId),
        eq(leaveRequest.actorType, 0),
        eq(leaveRequest.status, 0),
        lte(leaveRequest.fromDate, p.date),
        gte(leaveRequest.toDate, p.date),
        inArray(studentAcademicClass.academicClassId, p.classIds),
      ),
    )
    .orderBy(asc(studentAcademicClass.academicClassId), asc(studentAcademicClass.studentId));
}
