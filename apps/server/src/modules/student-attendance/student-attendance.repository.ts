import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { ACTOR_TYPE, STUDENT_STATUS } from '@school/contract';
import { khmerNameOrder } from '../../lib/khmer';
import type { TQueryable } from '../../db/engine';
import { idsOrNone, NO_ID } from '../../lib/ids';
import {
  academicClass,
  academicSessionTime,
  classRoutine,
  employee,
  employeeAcademicClass,
  student,
  studentAttendance,
  studentAttendanceChange,
  studentAttendanceConfirmation,
  studentAttendanceSheet,
} from '../../db/schema/index';
import { personNames } from '../../lib/person-name';
import { v7 as uuidv7 } from 'uuid';

export type TSheetRow = typeof studentAttendanceSheet.$inferSelect;
export type TMarkRow = typeof studentAttendance.$inferSelect;
export type TConfirmationRow = typeof studentAttendanceConfirmation.$inferSelect;

/** The classes an employee is (active, not reserve) main teacher of. */
export async function mainClassesOf(db: TQueryable, p: { campusId: string; employeeId: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ classId: employeeAcademicClass.academicClassId })
    .from(employeeAcademicClass)
    .innerJoin(employee, and(eq(employee.campusId, employeeAcademicClass.campusId), eq(employee.id, employeeAcademicClass.employeeId)))
    .where(
      and(
        eq(employeeAcademicClass.campusId, p.campusId),
        eq(employeeAcademicClass.employeeId, p.employeeId),
        eq(employeeAcademicClass.isMain, true),
        eq(employeeAcademicClass.isReserve, false),
        eq(employee.status, 0),
      ),
    );
  return rows.map((r) => r.classId);
}

/** The employee an account is (an employee account), else null. */
export const employeeOf = (auth: { actorType: number | null; actorId: string | null }) =>
  auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId ? auth.actorId : null;

// A class's active students: the student module's (one query for attendance and score sheets).
export { classStudents, type TClassStudent } from '../student/index';
import type { TClassStudent } from '../student/index';

export type TSheetStudent = TClassStudent & { onLeave: boolean; mark: TStoredMark | null };

/**
 * A sheet's students in one read: the class's active students (as `classStudents` reads them, in Khmer name
 * order), whether an approved leave covers the date (as `leave-request`'s `approvedLeaveStudentsOn` reads it:
 * a student's leave, status approved 0, the date within its range), and with `routineId` each one's mark of
 * that routine and date.
 */
export async function sheetStudents(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; date: string; routineId?: string },
): Promise<TSheetStudent[]> {
  const { rows } = await db.execute<{
    id: string;
    code: string;
    first_name: string;
    last_name: string;
    first_name_en: string;
    last_name_en: string;
    gender: number;
    on_leave: boolean;
    attendance_type: number | null;
    clock_in: string | null;
    clock_out: string | null;
  }>(sql`
    select s.id, s.code, s.first_name, s.last_name, s.first_name_en, s.last_name_en, s.gender,
      exists (select 1 from leave_request l
              where l.campus_id = s.campus_id and l.student_id = s.id and l.actor_type = 0 and l.status = 0
                and l.from_date <= ${p.date}::date and l.to_date >= ${p.date}::date) as on_leave,
      a.attendance_type, left(a.clock_in::text, 5) as clock_in, left(a.clock_out::text, 5) as clock_out
    from student_academic_class sc
    join student s on s.campus_id = sc.campus_id and s.id = sc.student_id
    left join student_attendance a on a.campus_id = sc.campus_id and a.student_id = s.id
      and a.class_routine_id = ${p.routineId ?? NO_ID}::uuid and a.date = ${p.date}::date
    where sc.campus_id = ${p.campusId}::uuid and sc.academic_class_id = ${p.academicClassId}::uuid and sc.status = ${STUDENT_STATUS.ACTIVE}`);
  return rows
    .map((r) => ({
      id: r.id,
      code: r.code,
      firstName: r.first_name,
      lastName: r.last_name,
      firstNameEn: r.first_name_en,
      lastNameEn: r.last_name_en,
      gender: r.gender,
      onLeave: r.on_leave,
      mark: r.attendance_type === null ? null : { studentId: r.id, attendanceType: r.attendance_type, clockIn: r.clock_in, clockOut: r.clock_out },
    }))
    .sort(khmerNameOrder);
}

/**
 * What a sheet needs to know of its class's day, in one read: the class's Level, the campus's attendance type
 * (by session 0, by date 1), whether the class's day is confirmed, and the version of the routine's sheet (by
 * session) and of the class's day (by date: one sheet per class and date).
 */
export async function sheetContext(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; routineId: string; date: string },
): Promise<{ level: number; attendanceType: number; confirmed: boolean; routineVersion: number | null; classVersion: number | null }> {
  const { rows } = await db.execute<{
    level: number;
    attendance_type: number;
    confirmed: boolean;
    routine_version: number | null;
    class_version: number | null;
  }>(sql`
    select cl.sort_index as level, c.student_attendance_type as attendance_type,
      exists (select 1 from student_attendance_confirmation f
              where f.campus_id = ac.campus_id and f.academic_class_id = ac.id and f.date = ${p.date}::date) as confirmed,
      (select v.version from student_attendance_sheet v
       where v.campus_id = ac.campus_id and v.class_routine_id = ${p.routineId}::uuid and v.date = ${p.date}::date) as routine_version,
      (select max(v.version) from student_attendance_sheet v
       where v.campus_id = ac.campus_id and v.academic_class_id = ac.id and v.date = ${p.date}::date) as class_version
    from academic_class ac
    join course_level cl on cl.campus_id = ac.campus_id and cl.id = ac.course_level_id
    join campus c on c.id = ac.campus_id
    where ac.campus_id = ${p.campusId}::uuid and ac.id = ${p.academicClassId}::uuid`);
  const row = rows[0];
  return {
    level: row?.level ?? 0,
    attendanceType: row?.attendance_type ?? 0,
    confirmed: row?.confirmed ?? false,
    routineVersion: row?.routine_version ?? null,
    classVersion: row?.class_version ?? null,
  };
}

/**
 * The state of classes' day in one read: the campus's attendance type (by session 0, by date 1), the classes'
 * sheets of the date (routine, class, version), which of the classes' days are confirmed, and each class's Level.
 */
export async function dayState(
  db: TQueryable,
  p: { campusId: string; classIds: string[]; date: string },
): Promise<{
  attendanceType: number;
  sheets: Array<{ routineId: string; classId: string; version: number }>;
  confirmedClassIds: Set<string>;
  levels: Map<string, number>;
}> {
  const classIds = sql`${sql.param(p.classIds)}::uuid[]`;
  const { rows } = await db.execute<{
    attendance_type: number;
    sheets: Array<{ routineId: string; classId: string; version: number }>;
    confirmed: string[];
    levels: Array<{ id: string; level: number }>;
  }>(sql`
    select c.student_attendance_type as attendance_type,
      (select coalesce(json_agg(json_build_object('routineId', v.class_routine_id, 'classId', v.academic_class_id, 'version', v.version)), '[]')
       from student_attendance_sheet v
       where v.campus_id = c.id and v.academic_class_id = any(${classIds}) and v.date = ${p.date}::date) as sheets,
      (select coalesce(json_agg(f.academic_class_id), '[]') from student_attendance_confirmation f
       where f.campus_id = c.id and f.academic_class_id = any(${classIds}) and f.date = ${p.date}::date) as confirmed,
      (select coalesce(json_agg(json_build_object('id', ac.id, 'level', cl.sort_index)), '[]')
       from academic_class ac join course_level cl on cl.campus_id = ac.campus_id and cl.id = ac.course_level_id
       where ac.campus_id = c.id and ac.id = any(${classIds})) as levels
    from campus c where c.id = ${p.campusId}::uuid`);
  const row = rows[0];
  return {
    attendanceType: row?.attendance_type ?? 0,
    sheets: row?.sheets ?? [],
    confirmedClassIds: new Set(row?.confirmed ?? []),
    levels: new Map((row?.levels ?? []).map((l) => [l.id, l.level])),
  };
}

export function sheetsOf(db: TQueryable, p: { campusId: string; routineIds: string[]; date: string }): Promise<TSheetRow[]> {
  return db
    .select()
    .from(studentAttendanceSheet)
    .where(
      and(
        eq(studentAttendanceSheet.campusId, p.campusId),
        inArray(studentAttendanceSheet.classRoutineId, idsOrNone(p.routineIds)),
        eq(studentAttendanceSheet.date, p.date),
      ),
    );
}

export function confirmationsOf(db: TQueryable, p: { campusId: string; classIds: string[]; date: string }): Promise<TConfirmationRow[]> {
  return db
    .select()
    .from(studentAttendanceConfirmation)
    .where(
      and(
        eq(studentAttendanceConfirmation.campusId, p.campusId),
        inArray(studentAttendanceConfirmation.academicClassId, idsOrNone(p.classIds)),
        eq(studentAttendanceConfirmation.date, p.date),
      ),
    );
}

export type TStoredMark = { studentId: string; attendanceType: number; clockIn: string | null; clockOut: string | null };

/**
 * A sheet's save in one statement (one round trip whatever the size of the class): the sheet moves to its next
 * version only from the version read (`version` null: it is made at version 1, unless another save made it
 * meanwhile), locking it to the end of the transaction, and only then are the marks upserted (the students and
 * marks travel as arrays, so the text does not grow with the class and stays prepared). Answers the new version
 * (null: stale, nothing written) and the marks stored before this save, which the statement reads from the
 * snapshot it started with: a correction's history, a stale save's answer and a part-save's answer need them.
 */
export async function saveSheet(
  db: TQueryable,
  p: {
    campusId: string;
    routineId: string;
    academicClassId: string;
    date: string;
    version: number | null;
    userId: string;
    items: Array<{ studentId: string; attendanceType: number; clockIn: string | null; clockOut: string | null }>;
  },
): Promise<{ version: number | null; stored: TStoredMark[] }> {
  const sheet =
    p.version === null
      ? sql`insert into student_attendance_sheet (campus_id, id, academic_class_id, class_routine_id, date, saved_by)
            values (${p.campusId}::uuid, ${uuidv7()}::uuid, ${p.academicClassId}::uuid, ${p.routineId}::uuid, ${p.date}::date, ${p.userId}::uuid)
            on conflict (campus_id, class_routine_id, date) do nothing returning version`
      : sql`update student_attendance_sheet set version = version + 1, saved_by = ${p.userId}::uuid, updated_at = now()
            where campus_id = ${p.campusId}::uuid and class_routine_id = ${p.routineId}::uuid and date = ${p.date}::date
              and version = ${p.version}::int
            returning version`;
  const { rows } = await db.execute<{ version: number | null; stored: TStoredMark[] | null }>(sql`
    with sheet as (${sheet}),
    written as (
      insert into student_attendance (campus_id, id, student_id, academic_class_id, class_routine_id, date, attendance_type, clock_in, clock_out)
      select ${p.campusId}::uuid, m.id, m.student_id, ${p.academicClassId}::uuid, ${p.routineId}::uuid, ${p.date}::date, m.attendance_type,
        m.clock_in, m.clock_out
      from unnest(${sql.param(p.items.map(() => uuidv7()))}::uuid[], ${sql.param(p.items.map((i) => i.studentId))}::uuid[],
        ${sql.param(p.items.map((i) => i.attendanceType))}::smallint[], ${sql.param(p.items.map((i) => i.clockIn))}::time[],
        ${sql.param(p.items.map((i) => i.clockOut))}::time[])
        as m(id, student_id, attendance_type, clock_in, clock_out)
      where exists (select 1 from sheet)
      on conflict (campus_id, student_id, class_routine_id, date)
      do update set attendance_type = excluded.attendance_type, clock_in = excluded.clock_in, clock_out = excluded.clock_out,
        version = student_attendance.version + 1, updated_at = now()
      -- A mark saved again as it was is left alone (no new row version, no index or WAL work).
      where (student_attendance.attendance_type, student_attendance.clock_in, student_attendance.clock_out)
        is distinct from (excluded.attendance_type, excluded.clock_in, excluded.clock_out)
      returning 1
    )
    select (select version from sheet) as version,
      (select json_agg(json_build_object('studentId', a.student_id, 'attendanceType', a.attendance_type,
                                         'clockIn', left(a.clock_in::text, 5), 'clockOut', left(a.clock_out::text, 5)))
       from student_attendance a
       where a.campus_id = ${p.campusId}::uuid and a.class_routine_id = ${p.routineId}::uuid and a.date = ${p.date}::date) as stored,
      (select count(*) from written) as written`);
  return { version: rows[0]?.version ?? null, stored: rows[0]?.stored ?? [] };
}

/**
 * The accounts told of a student's absence, by student: her own and her guardians' active accounts, in one
 * read for every student named.
 */
export async function familyAccountsOf(db: TQueryable, p: { campusId: string; studentIds: string[] }): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (p.studentIds.length === 0) return out;
  const { rows } = await db.execute<{ student_id: string; user_id: string }>(sql`
    select u.actor_id as student_id, u.id as user_id from app_user u
    where u.campus_id = ${p.campusId}::uuid and u.is_active and u.actor_type = ${ACTOR_TYPE.STUDENT}
      and u.actor_id = any(${sql.param(p.studentIds)}::uuid[])
    union all
    select g.student_id, u.id from student_guardian g
    join app_user u on u.campus_id = g.campus_id and u.actor_id = g.guardian_id and u.actor_type = ${ACTOR_TYPE.GUARDIAN} and u.is_active
    where g.campus_id = ${p.campusId}::uuid and g.student_id = any(${sql.param(p.studentIds)}::uuid[])`);
  for (const r of rows) out.set(r.student_id, [...(out.get(r.student_id) ?? []), r.user_id]);
  return out;
}

export async function insertChanges(db: TQueryable, rows: Array<typeof studentAttendanceChange.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(studentAttendanceChange).values(rows);
}

export async function confirmDay(db: TQueryable, p: { campusId: string; academicClassId: string; date: string; userId: string }): Promise<void> {
  await db
    .insert(studentAttendanceConfirmation)
    .values({ campusId: p.campusId, academicClassId: p.academicClassId, date: p.date, confirmedBy: p.userId })
    .onConflictDoNothing({
      target: [studentAttendanceConfirmation.campusId, studentAttendanceConfirmation.academicClassId, studentAttendanceConfirmation.date],
    });
}

/** Whether the class exists in the campus. */
export async function classExists(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: academicClass.id })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.academicClassId)));
  return rows.length === 1;
}

/** A student's record (code and names), undefined when the campus has no such student. */
export async function studentOf(db: TQueryable, p: { campusId: string; studentId: string }): Promise<TClassStudent | undefined> {
  const [row] = await db
    .select({
      id: student.id,
      code: student.code,
      ...personNames(student),
      gender: student.gender,
    })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), eq(student.id, p.studentId)));
  return row;
}

/** A student's marks between two dates, by date then session start time. */
export function marksOfStudent(
  db: TQueryable,
  p: { campusId: string; studentId: string; from: string; to: string },
): Promise<Array<{ date: string; routineId: string; startTime: string | null; attendanceType: number }>> {
  return db
    .select({
      date: studentAttendance.date,
      routineId: studentAttendance.classRoutineId,
      startTime: academicSessionTime.fromTime,
      attendanceType: studentAttendance.attendanceType,
    })
    .from(studentAttendance)
    .leftJoin(classRoutine, and(eq(classRoutine.campusId, studentAttendance.campusId), eq(classRoutine.id, studentAttendance.classRoutineId)))
    .leftJoin(academicSessionTime, and(eq(academicSessionTime.campusId, classRoutine.campusId), eq(academicSessionTime.id, classRoutine.sessionTimeId)))
    .where(and(eq(studentAttendance.campusId, p.campusId), eq(studentAttendance.studentId, p.studentId), between(studentAttendance.date, p.from, p.to)))
    .orderBy(asc(studentAttendance.date), asc(academicSessionTime.fromTime), asc(studentAttendance.classRoutineId));
}
