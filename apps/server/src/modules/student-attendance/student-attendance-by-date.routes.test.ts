import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { campus, employeeAcademicClass } from '../../db/schema/index';

/**
 * Two rules of issue 12 on the taking of attendance: a substitute takes the routine's attendance on her
 * date (and its teacher does not), and a campus taking attendance by date with clock-in/out (type 1) keeps
 * one sheet per class and day, reached from any of the class's routines of that day.
 */

const BASE = '/api/student-attendance';
// Mondays of the 2025-2026 year.
const MONDAY = '2025-11-03';
const NEXT_MONDAY = '2025-11-10';

let t: TTestApp;
let s: TSchool;
let dara: Awaited<ReturnType<typeof addTeacher>>; // 7A, 07:00 on Mondays, not main teacher
let mony: Awaited<ReturnType<typeof addTeacher>>; // 7A, 08:00 on Mondays, not main teacher
let sub: Awaited<ReturnType<typeof addTeacher>>; // teaches 7B only; substitutes Dara on MONDAY
let first: string;
let second: string;
let pupils: string[];

const setType = (type: number) => t.database.system((tx) => tx.update(campus).set({ studentAttendanceType: type }).where(eq(campus.id, s.campus.id)));

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  const periods = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [
    ['07:00', '08:00'],
    ['08:00', '09:00'],
  ]);
  const [maths] = await addGradeSubjects(t, s.campus.id, { yearId: s.yearId, gradeId: s.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
  dara = await addTeacher(t, s, [s.classA], 'dara.bydate');
  mony = await addTeacher(t, s, [s.classA], 'mony.bydate');
  sub = await addTeacher(t, s, [s.classB], 'sub.bydate');
  await t.database.system((tx) =>
    tx
      .update(employeeAcademicClass)
      .set({ isMain: false })
      .where(and(eq(employeeAcademicClass.campusId, s.campus.id), eq(employeeAcademicClass.academicClassId, s.classA))),
  );
  for (const e of [dara, mony]) await addTeachingSubjects(t, s.campus.id, { employeeId: e.employeeId, academicClassId: s.classA, subjectIds: [maths!] });
  const routine = async (employeeId: string, period: string) => {
    const res = await t.call('POST', '/api/routine', {
      token: s.campus.adminToken,
      json: { AcademicClassId: s.classA, DayOfWeek: 1, AcademicSessionTimeId: period, CourseLevelSubjectId: maths, EmployeeId: employeeId },
    });
    expect(res.statusCode).toBe(200);
    return res.data.Data.Id as string;
  };
  first = await routine(dara.employeeId, periods[0]!);
  second = await routine(mony.employeeId, periods[1]!);
  pupils = [];
  for (const lastNameEn of ['Chan', 'Keo']) pupils.push((await addStudent(t, s, s.classA, { lastNameEn })).studentId);
}, 120_000);
afterAll(async () => t?.close());

const sheet = (token: string, routineId: string, date = MONDAY) =>
  t.call('GET', `${BASE}/attendance-by-routine-and-date`, { token, query: { routineId, date } });
type TSave = { RoutineId: string; Date: string; Version: number | null; Items: Array<Record<string, unknown>> };
/** data-calls §7: the body is a JSON attendance list, each record naming the routine, the date and the version read. */
const save = (token: string, { RoutineId, Date, Version, Items }: TSave) =>
  t.call('POST', `${BASE}/batch-save`, { token, json: Items.map((item) => ({ RoutineId, Date, Version, ...item })) });
const dayOf = async (token: string, date = MONDAY) =>
  ((await t.call('GET', '/api/routine/my-day', { token, query: { date } })).data.Data.Routines as Array<{ Id: string }>).map((r) => r.Id);
const routinesOf = async (token: string, date = MONDAY) =>
  (await t.call('GET', `${BASE}/routines-by-date`, { token, query: { date } })).data.Data as Array<{ Id: string; Taken: boolean; SheetVersion: number | null }>;
const storedRows = async (routineId: string) =>
  (
    await t.database.system((tx) =>
      tx.execute<{ student_id: string; attendance_type: number; clock_in: string | null; clock_out: string | null }>(
        sql`select student_id, attendance_type, clock_in::text, clock_out::text from student_attendance
            where campus_id = ${s.campus.id} and class_routine_id = ${routineId} and date = ${MONDAY} order by clock_in`,
      ),
    )
  ).rows;

describe('attendance follows the substitute', () => {
  it("the substitute's day and attendance hold the routine on her date; its teacher's do not, and have it back the next week", async () => {
    const made = await t.call('POST', '/api/routine/substitute', {
      token: s.campus.adminToken,
      json: { ClassRoutineId: first, Date: MONDAY, EmployeeId: sub.employeeId, Note: 'គ្រូឈឺ' },
    });
    expect(made.statusCode).toBe(200);

    // The teacher's day (the schedule) and the attendance list agree.
    expect(await dayOf(sub.token)).toEqual([first]);
    expect(await dayOf(dara.token)).toEqual([]);
    expect((await routinesOf(sub.token)).map((r) => r.Id)).toEqual([first]);
    expect(await routinesOf(dara.token)).toEqual([]);

    // The substitute takes it; the regular teacher reaches neither the sheet nor the save that day.
    const read = await sheet(sub.token, first);
    expect(read.statusCode).toBe(200);
    expect(read.data[0]).toMatchObject({ RoutineId: first, Version: null, CanEdit: true });
    expect((await sheet(dara.token, first)).statusCode).toBe(404);
    const items = pupils.map((StudentId) => ({ StudentId, AttendanceType: 1 }));
    expect((await save(dara.token, { RoutineId: first, Date: MONDAY, Version: null, Items: items })).statusCode).toBe(404);
    const saved = await save(sub.token, { RoutineId: first, Date: MONDAY, Version: null, Items: items });
    expect(saved.statusCode).toBe(200);
    expect((await routinesOf(sub.token))[0]).toMatchObject({ Id: first, Taken: true, SheetVersion: 1 });

    // The next Monday the routine is Dara's again.
    expect(await dayOf(dara.token, NEXT_MONDAY)).toEqual([first]);
    expect(await dayOf(sub.token, NEXT_MONDAY)).toEqual([]);
    expect((await sheet(dara.token, first, NEXT_MONDAY)).statusCode).toBe(200);
    expect((await sheet(sub.token, first, NEXT_MONDAY)).statusCode).toBe(404);

    // The substitute removed: the date is Dara's again, for the schedule and for attendance.
    expectOk(await t.call('DELETE', '/api/routine/substitute', { token: s.campus.adminToken, query: { id: made.data.Data.Id } }));
    expect(await dayOf(dara.token)).toEqual([first]);
    expect((await sheet(dara.token, first)).statusCode).toBe(200);
    expect((await sheet(sub.token, first)).statusCode).toBe(404);
    // Clean the sheet for the next rules.
    await t.database.system((tx) => tx.execute(sql`delete from student_attendance_sheet where campus_id = ${s.campus.id}`));
    await t.database.system((tx) => tx.execute(sql`delete from student_attendance where campus_id = ${s.campus.id}`));
  });
});

const expectOk = (res: { statusCode: number }) => expect(res.statusCode).toBe(200);

describe('the confirmation named by a routine (data-calls §7)', () => {
  it("GET confirmation?academicClassId takes the class's id or one of its routines' (the spec's client fills in the routine id)", async () => {
    const byClass = await t.call('GET', `${BASE}/confirmation`, { token: s.campus.adminToken, query: { academicClassId: s.classA, date: MONDAY } });
    const byRoutine = await t.call('GET', `${BASE}/confirmation`, { token: s.campus.adminToken, query: { academicClassId: second, date: MONDAY } });
    expect(byRoutine.statusCode).toBe(200);
    expect(byRoutine.data.Data).toEqual(byClass.data.Data);
    expect(byRoutine.data.Data).toMatchObject({ AcademicClassId: s.classA, Routines: [{ RoutineId: first }, { RoutineId: second }] });
    // A routine not held that date, or of another school, is an unknown class.
    const tuesday = await t.call('GET', `${BASE}/confirmation`, { token: s.campus.adminToken, query: { academicClassId: second, date: '2025-11-04' } });
    expect(tuesday.statusCode).toBe(404);
    const other = await createSchool(t);
    expect((await t.call('GET', `${BASE}/confirmation`, { token: other.campus.adminToken, query: { academicClassId: second, date: MONDAY } })).statusCode).toBe(
      404,
    );
  });
});

describe('attendance by date with clock-in/out (campus type 1)', () => {
  beforeAll(() => setType(1));

  it("one sheet for the class's day, kept on its first routine and reached from any of its sessions", async () => {
    const fromSecond = await sheet(mony.token, second);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.data[0]).toMatchObject({ ByDate: true, Version: null, RoutineId: first });
    expect(fromSecond.data.map((p: { ClockIn: unknown }) => p.ClockIn)).toEqual([null, null]);

    const saved = await save(mony.token, {
      RoutineId: second,
      Date: MONDAY,
      Version: null,
      Items: [
        { StudentId: pupils[0], AttendanceType: 1, ClockIn: '07:05', ClockOut: '11:30' },
        { StudentId: pupils[1], AttendanceType: 2, ClockIn: '07:40', ClockOut: '' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data[0]).toMatchObject({ ByDate: true, Version: 1, RoutineId: first });
    expect(await storedRows(second)).toEqual([]);
    expect(await storedRows(first)).toEqual([
      { student_id: pupils[0], attendance_type: 1, clock_in: '07:05:00', clock_out: '11:30:00' },
      { student_id: pupils[1], attendance_type: 2, clock_in: '07:40:00', clock_out: null },
    ]);

    // Dara reads the same day from her own session; both teachers' lists show the class's day taken.
    const fromFirst = await sheet(dara.token, first);
    expect(fromFirst.data[0].Version).toBe(1);
    const byId = new Map(fromFirst.data.map((p: { StudentId: string }) => [p.StudentId, p]));
    expect(byId.get(pupils[0]!)).toMatchObject({ AttendanceType: 1, ClockIn: '07:05', ClockOut: '11:30' });
    expect(byId.get(pupils[1]!)).toMatchObject({ AttendanceType: 2, ClockIn: '07:40', ClockOut: null });
    expect(await routinesOf(dara.token)).toMatchObject([{ Id: first, Taken: true, SheetVersion: 1 }]);
    expect(await routinesOf(mony.token)).toMatchObject([{ Id: second, Taken: true, SheetVersion: 1 }]);

    // The same version twice: the later save is told (one version for the day, whichever session names it).
    const stale = await save(dara.token, { RoutineId: first, Date: MONDAY, Version: null, Items: [{ StudentId: pupils[0], AttendanceType: 0 }] });
    expect(stale.statusCode).toBe(409);

    // A teacher of another class reaches neither session.
    expect((await sheet(sub.token, second)).statusCode).toBe(404);
    // The class's day the web opens it with (data-calls §7: used when the attendance type is not 0).
    const classDay = await t.call('GET', '/api/schedule/class', { token: mony.token, query: { id: s.classA, date: MONDAY } });
    expect(classDay.data.Data.map((r: { Id: string }) => r.Id)).toEqual([first, second]);
    expect(classDay.data.Data.every((r: { IsConfirmed: boolean }) => r.IsConfirmed === false)).toBe(true);
  });

  it('isConfirm of /api/schedule/class keeps a confirmed or an unconfirmed day only (data-calls §4 IsConfirmed filter)', async () => {
    const classDay = (isConfirm?: string) =>
      t.call('GET', '/api/schedule/class', {
        token: s.campus.adminToken,
        query: { id: s.classA, date: MONDAY, ...(isConfirm === undefined ? {} : { isConfirm }) },
      });
    const ids = (res: { data: { Data: Array<{ Id: string }> } }) => res.data.Data.map((r) => r.Id);
    // data-calls §5: isConfirm empty is every routine.
    expect(ids(await classDay(''))).toEqual([first, second]);
    expect(ids(await classDay('false'))).toEqual([first, second]);
    expect(ids(await classDay('true'))).toEqual([]);
    expect((await classDay('maybe')).statusCode).toBe(400);
    expectOk(await t.call('POST', `${BASE}/confirmation`, { token: s.campus.adminToken, json: { AcademicClassId: s.classA, Date: MONDAY } }));
    const confirmed = await classDay('true');
    expect(ids(confirmed)).toEqual([first, second]);
    expect(confirmed.data.Data.every((r: { IsConfirmed: boolean }) => r.IsConfirmed)).toBe(true);
    expect(ids(await classDay('false'))).toEqual([]);
    expect(ids(await classDay())).toEqual([first, second]);
    // Another day of the class is not confirmed.
    const next = await t.call('GET', '/api/schedule/class', { token: s.campus.adminToken, query: { id: s.classA, date: NEXT_MONDAY, isConfirm: 'false' } });
    expect(ids(next)).toEqual([first, second]);
    // Undo for the rules that follow (a confirmed day is read-only to teachers).
    await t.database.system((tx) => tx.execute(sql`delete from student_attendance_confirmation where campus_id = ${s.campus.id}`));
  });

  it('refuses a departure before the arrival and a time that is not HH:MM, in both languages', async () => {
    const late = await save(dara.token, {
      RoutineId: first,
      Date: MONDAY,
      Version: 1,
      Items: [{ StudentId: pupils[0], AttendanceType: 1, ClockIn: '09:00', ClockOut: '08:00' }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.data.Message).toContain('ម៉ោងចេញ');
    expect(late.data.MessageEn).toContain('clock-out');
    const bad = await save(dara.token, { RoutineId: first, Date: MONDAY, Version: 1, Items: [{ StudentId: pupils[0], AttendanceType: 1, ClockIn: '7h' }] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.data)).toContain('HH:MM');
    expect((await storedRows(first))[0]).toMatchObject({ clock_in: '07:05:00' });
  });

  it('the school chooses the type on its information screen; by session again, clocks are not kept', async () => {
    const read = await t.call('GET', '/api/campus/current', { token: s.campus.adminToken });
    expect(read.data.Data.StudentAttendanceType).toBe(1);
    const me = await t.call('POST', '/api/user/me', { token: dara.token });
    expect(me.data.Data.StudentAttendanceType).toBe(1);
    const form = (type: string) => ({
      Version: String(read.data.Data.Version),
      Name: read.data.Data.Name,
      NameEn: read.data.Data.NameEn,
      StudentAttendanceType: type,
    });
    const refused = await t.call('PUT', '/api/campus', { token: s.campus.adminToken, form: form('2') });
    expect(refused.statusCode).toBe(400);
    const changed = await t.call('PUT', '/api/campus', { token: s.campus.adminToken, form: form('0') });
    expect(changed.statusCode).toBe(200);
    expect(changed.data.Data.StudentAttendanceType).toBe(0);
    const bySession = await sheet(mony.token, second);
    expect(bySession.data[0]).toMatchObject({ ByDate: false, Version: null, RoutineId: second });
    const saved = await save(mony.token, {
      RoutineId: second,
      Date: MONDAY,
      Version: null,
      Items: [{ StudentId: pupils[0], AttendanceType: 1, ClockIn: '07:05', ClockOut: '11:30' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(await storedRows(second)).toEqual([{ student_id: pupils[0], attendance_type: 1, clock_in: null, clock_out: null }]);
  });
});
