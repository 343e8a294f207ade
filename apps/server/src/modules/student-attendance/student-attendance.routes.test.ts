import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { employeeAcademicClass, leaveRequest, leaveType } from '../../db/schema/index';

const BASE = '/api/student-attendance';
// 2025-11-03 is a Monday of the 2025-2026 year; 2025-11-04 a Tuesday (no routine of class A).
const MONDAY = '2025-11-03';
const TUESDAY = '2025-11-04';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let dara: Awaited<ReturnType<typeof addTeacher>>; // teaches maths in 7A on Mondays, not main teacher
let sokha: Awaited<ReturnType<typeof addTeacher>>; // main teacher of 7A
let vanna: Awaited<ReturnType<typeof addTeacher>>; // teaches 7B only
let otherAdmin: string;
let studentToken: string;
let guardianToken: string;
let otherGuardianToken: string;
let routineA: string;
let routineB: string;
let pupils: string[];

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  otherAdmin = other.campus.adminToken;
  const periods = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [
    ['07:00', '08:00'],
    ['08:00', '09:00'],
  ]);
  const [maths] = await addGradeSubjects(t, s.campus.id, { yearId: s.yearId, gradeId: s.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
  dara = await addTeacher(t, s, [s.classA], 'dara.att');
  sokha = await addTeacher(t, s, [s.classA], 'sokha.att');
  vanna = await addTeacher(t, s, [s.classB], 'vanna.att');
  await t.database.system((tx) =>
    tx
      .update(employeeAcademicClass)
      .set({ isMain: false })
      .where(and(eq(employeeAcademicClass.campusId, s.campus.id), eq(employeeAcademicClass.employeeId, dara.employeeId))),
  );
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [maths!] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: vanna.employeeId, academicClassId: s.classB, subjectIds: [maths!] });
  const routine = async (classId: string, employeeId: string, period: string) => {
    const res = await t.call('POST', '/api/routine', {
      token: s.campus.adminToken,
      json: { AcademicClassId: classId, DayOfWeek: 1, AcademicSessionTimeId: period, CourseLevelSubjectId: maths, EmployeeId: employeeId },
    });
    expect(res.statusCode).toBe(200);
    return res.data.Data.Id as string;
  };
  routineA = await routine(s.classA, dara.employeeId, periods[0]!);
  routineB = await routine(s.classB, vanna.employeeId, periods[1]!);
  // Three students of 7A whose Khmer names sort differently from their Latin ones.
  const names: Array<[string, string, string]> = [
    ['សុខ', 'ចាន់ណា', 'Anna'],
    ['កែវ', 'បុប្ផា', 'Zara'],
    ['ចាន់', 'ដារ៉ា', 'Mona'],
  ];
  pupils = [];
  const guardian = (firstNameEn: string) => [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn, lastNameEn: 'Kha', gender: 1 } }];
  let guardianId = '';
  for (const [lastName, firstName, lastNameEn] of names) {
    const added = await addStudent(t, s, s.classA, {
      lastName,
      firstName,
      lastNameEn,
      firstNameEn: 'X',
      ...(pupils.length === 0 ? { guardians: guardian('Ka') } : {}),
    });
    if (pupils.length === 0) guardianId = added.guardianIds[0]!;
    pupils.push(added.studentId);
  }
  const inB = await addStudent(t, s, s.classB, { guardians: guardian('Kb') });
  studentToken = (await addStudentAccount(t, s.campus, pupils[0]!)).token;
  guardianToken = (await addGuardianAccount(t, s.campus, guardianId)).token;
  otherGuardianToken = (await addGuardianAccount(t, s.campus, inB.guardianIds[0]!)).token;
  // An approved leave of the third pupil covering Monday.
  await t.database.system(async (tx) => {
    const [type] = await tx
      .insert(leaveType)
      .values({ campusId: s.campus.id, actorType: 0, description: 'ឈឺ', descriptionEn: 'Sick' })
      .returning({ id: leaveType.id });
    await tx.insert(leaveRequest).values({
      campusId: s.campus.id,
      actorType: 0,
      studentId: pupils[2]!,
      academicClassId: s.classA,
      leaveTypeId: type!.id,
      fromDate: MONDAY,
      toDate: MONDAY,
      reason: 'ឈឺ',
      status: 0,
    });
  });
}, 120_000);
afterAll(async () => t?.close());

const get = (path: string, token: string) => t.call('GET', `${BASE}/${path}`, { token });
const sheetOf = (token: string, routineId = routineA, date = MONDAY) => get(`attendance-by-routine-and-date?routineId=${routineId}&date=${date}`, token);
type TSave = { RoutineId: string; Date: string; Version: number | null; Items: Array<Record<string, unknown>> };
/** data-calls §7: the body is a JSON attendance list, each record naming the routine, the date and the version read. */
const list = ({ RoutineId, Date, Version, Items }: TSave) => Items.map((item) => ({ RoutineId, Date, Version, ...item }));
const save = (token: string, body: TSave) => t.call('POST', `${BASE}/batch-save`, { token, json: list(body) });
type TRecord = { StudentId: string; AttendanceType: number | null; Version: number | null; IsConfirmed: boolean; CanEdit: boolean };
const counts = (records: TRecord[]) => {
  const n = (type: number) => records.filter((r) => r.AttendanceType === type).length;
  return { Absence: n(0), Present: n(1), Late: n(2), Permission: n(3), Mission: n(6) };
};
const marks = (types: number[]) => types.map((AttendanceType, i) => ({ StudentId: pupils[i], AttendanceType }));
const stored = async () =>
  (
    await t.database.system((tx) =>
      tx.execute<{ student_id: string; attendance_type: number }>(
        sql`select student_id, attendance_type from student_attendance where campus_id = ${s.campus.id} and class_routine_id = ${routineA} and date = ${MONDAY}`,
      ),
    )
  ).rows;

describe('student attendance', () => {
  it("lists a teacher's routines of a date with their state; none on a day she does not teach", async () => {
    const res = await get(`routines-by-date?date=${MONDAY}`, dara.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toHaveLength(1);
    expect(res.data.Data[0]).toMatchObject({ Id: routineA, AcademicClassId: s.classA, Taken: false, Confirmed: false, SheetVersion: null });
    expect((await get(`routines-by-date?date=${TUESDAY}`, dara.token)).data.Data).toEqual([]);
    // data-calls §7: a plain array (no envelope) sorted by Level, one class with academicClassId, the IsConfirmed filter.
    const office = await get(`routines-in-campus-by-date?date=${MONDAY}`, s.campus.adminToken);
    expect(Array.isArray(office.data)).toBe(true);
    expect(office.data.map((r: { Id: string }) => r.Id)).toEqual([routineA, routineB]);
    expect(office.data[0]).toMatchObject({ Level: expect.any(Number), IsConfirmed: false, RoutineDescriptionEn: '07:00-08:00 Mathematics' });
    const oneClass = await get(`routines-in-campus-by-date?date=${MONDAY}&academicClassId=${s.classB}`, s.campus.adminToken);
    expect(oneClass.data.map((r: { Id: string }) => r.Id)).toEqual([routineB]);
    expect((await get(`routines-in-campus-by-date?date=${MONDAY}&isConfirmed=true`, s.campus.adminToken)).data).toEqual([]);
    expect((await get(`routines-in-campus-by-date?date=${MONDAY}&isConfirmed=false&academicClassId=`, s.campus.adminToken)).data).toHaveLength(2);
    expect((await get(`routines-in-campus-by-date?date=${MONDAY}&isConfirmed=maybe`, s.campus.adminToken)).statusCode).toBe(400);
    expect((await get(`routines-in-campus-by-date?date=${MONDAY}`, dara.token)).statusCode).toBe(403);
  });

  it('answers the sheet as a plain array in Khmer name order, the approved leave pre-marked permission (data-calls §7)', async () => {
    const res = await sheetOf(dara.token);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    const sheet = res.data as TRecord[];
    expect(sheet.map((x) => (x as unknown as { LastName: string }).LastName)).toEqual(['កែវ', 'ចាន់', 'សុខ']);
    const onLeave = sheet.find((x) => x.StudentId === pupils[2]);
    expect(onLeave).toMatchObject({ OnLeave: true, AttendanceType: 3 });
    // data-calls §3 'Attendance record: AttendanceType, AcademicClass, RoutineDescription, IsConfirmed'; each record names its sheet.
    expect(sheet[0]).toMatchObject({
      RoutineId: routineA,
      Date: MONDAY,
      AcademicClassId: s.classA,
      AcademicClass: { Id: s.classA, Code: expect.any(String) },
      RoutineDescriptionEn: '07:00-08:00 Mathematics',
      IsConfirmed: false,
      Version: null,
      CanEdit: true,
      ByDate: false,
      ClockIn: null,
    });
    expect(counts(sheet)).toEqual({ Absence: 0, Present: 0, Late: 0, Permission: 1, Mission: 0 });
  });

  it('takes back the list it answered: records read, marked and posted as they are', async () => {
    const read = (await sheetOf(dara.token, routineA, '2025-12-01')).data as Array<TRecord & Record<string, unknown>>;
    const saved = await t.call('POST', `${BASE}/batch-save`, { token: dara.token, json: read.map((r) => ({ ...r, AttendanceType: 2 })) });
    expect(saved.statusCode).toBe(200);
    expect(Array.isArray(saved.data)).toBe(true);
    expect(saved.data.map((r: TRecord) => [r.AttendanceType, r.Version])).toEqual([
      [2, 1],
      [2, 1],
      [2, 1],
    ]);
    // Every record names the same sheet: a list of two routines, dates or versions is refused.
    const mixed = await t.call('POST', `${BASE}/batch-save`, {
      token: dara.token,
      json: [
        { ...read[0], AttendanceType: 1, Version: 1 },
        { ...read[1], AttendanceType: 1, Version: 2 },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.data.MessageEn).toBe('One attendance list is one routine, one date and one version');
    expect((await t.call('POST', `${BASE}/batch-save`, { token: dara.token, json: [] })).statusCode).toBe(400);
    expect((await t.call('POST', `${BASE}/batch-save`, { token: dara.token, json: { RoutineId: routineA } })).statusCode).toBe(400);
  });

  it('refuses the sheet to a teacher of another class, a student, and another school', async () => {
    expect((await sheetOf(vanna.token)).statusCode).toBe(404);
    expect((await sheetOf(studentToken)).statusCode).toBe(403);
    expect((await sheetOf(otherAdmin)).statusCode).toBe(404);
    expect((await sheetOf(dara.token, routineA, TUESDAY)).statusCode).toBe(404);
    expect((await save(vanna.token, { RoutineId: routineA, Date: MONDAY, Version: null, Items: marks([1]) })).statusCode).toBe(404);
    expect((await save(otherAdmin, { RoutineId: routineA, Date: MONDAY, Version: null, Items: marks([1]) })).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('saves the sheet in one transaction and counts it; a stale save is refused naming what changed, nothing half-saved', async () => {
    const first = await save(dara.token, { RoutineId: routineA, Date: MONDAY, Version: null, Items: marks([1, 0, 3]) });
    expect(first.statusCode).toBe(200);
    expect(first.data[0]).toMatchObject({ Version: 1 });
    expect(counts(first.data)).toEqual({ Absence: 1, Present: 1, Late: 0, Permission: 1, Mission: 0 });
    expect((await stored()).length).toBe(3);
    // The main teacher saved version 1 → 2 meanwhile.
    expect((await save(sokha.token, { RoutineId: routineA, Date: MONDAY, Version: 1, Items: marks([2, 0, 3]) })).statusCode).toBe(200);
    const late = await save(dara.token, { RoutineId: routineA, Date: MONDAY, Version: 1, Items: marks([1, 1, 3]) });
    expect(late.statusCode).toBe(409);
    expect(late.data.Message).toContain('គ្មានអ្វីត្រូវបានរក្សាទុកទេ');
    expect(late.data.MessageEn).toContain('Nothing was saved');
    expect(late.data.Data.map((c: { StudentId: string }) => c.StudentId).sort()).toEqual([pupils[0], pupils[1]].sort());
    const rows = await stored();
    expect(rows.find((r) => r.student_id === pupils[0])!.attendance_type).toBe(2);
    expect(rows.find((r) => r.student_id === pupils[1])!.attendance_type).toBe(0);
    const state = await get(`routines-by-date?date=${MONDAY}`, dara.token);
    expect(state.data.Data[0]).toMatchObject({ Taken: true, SheetVersion: 2 });
  });

  it('saves part of the class: the answer keeps the marks of the students left out', async () => {
    const part = await save(sokha.token, { RoutineId: routineA, Date: MONDAY, Version: 2, Items: [{ StudentId: pupils[1]!, AttendanceType: 6 }] });
    expect(part.statusCode).toBe(200);
    const byStudent = new Map((part.data as TRecord[]).map((x) => [x.StudentId, x.AttendanceType]));
    expect([byStudent.get(pupils[0]!), byStudent.get(pupils[1]!), byStudent.get(pupils[2]!)]).toEqual([2, 6, 3]);
    expect(part.data[0]).toMatchObject({ Version: 3 });
    expect(counts(part.data)).toEqual({ Absence: 0, Present: 0, Late: 1, Permission: 1, Mission: 1 });
    const rows = await stored();
    expect(rows.find((r) => r.student_id === pupils[1])!.attendance_type).toBe(6);
  });

  it('answers 400 in Khmer and English for a student outside the class or twice in the sheet', async () => {
    const inB = await t.database.system((tx) =>
      tx.execute<{ student_id: string }>(
        sql`select student_id from student_academic_class where campus_id = ${s.campus.id} and academic_class_id = ${s.classB}`,
      ),
    );
    const bStudent = inB.rows[0]!.student_id;
    const outside = await save(dara.token, { RoutineId: routineA, Date: MONDAY, Version: 2, Items: [{ StudentId: bStudent, AttendanceType: 1 }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.data.MessageEn).toBe('The student is not in this class');
    const twice = await save(dara.token, { RoutineId: routineA, Date: MONDAY, Version: 2, Items: [...marks([1]), ...marks([0])] });
    expect(twice.statusCode).toBe(400);
    expect(twice.data.Message).toBe('សិស្សម្នាក់មានតែវត្តមានមួយក្នុងមួយម៉ោង');
  });

  it("confirms a class's day (main teacher, not a subject teacher); then teachers read only and the office's correction is kept", async () => {
    const body = { AcademicClassId: s.classA, Date: MONDAY };
    expect((await t.call('POST', `${BASE}/confirmation`, { token: dara.token, json: body })).statusCode).toBe(403);
    expect((await t.call('POST', `${BASE}/confirmation`, { token: vanna.token, json: body })).statusCode).toBe(404);
    expect((await t.call('POST', `${BASE}/confirmation`, { token: otherAdmin, json: body })).statusCode).toBe(404);
    const done = await t.call('POST', `${BASE}/confirmation`, { token: sokha.token, json: body });
    expect(done.statusCode).toBe(200);
    expect(done.data.Data).toMatchObject({ Confirmed: true, Routines: [{ RoutineId: routineA, Taken: true }] });
    expect((await get(`confirmation?academicClassId=${s.classA}&date=${MONDAY}`, dara.token)).data.Data.Confirmed).toBe(true);
    expect((await sheetOf(dara.token)).data[0]).toMatchObject({ IsConfirmed: true, CanEdit: false });
    expect((await sheetOf(s.campus.adminToken)).data[0]).toMatchObject({ IsConfirmed: true, CanEdit: true });
    const refused = await save(dara.token, { RoutineId: routineA, Date: MONDAY, Version: 3, Items: marks([1]) });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.MessageEn).toContain('only the office');
    const fixed = await save(s.campus.adminToken, { RoutineId: routineA, Date: MONDAY, Version: 3, Items: marks([1, 0, 3]) });
    expect(fixed.statusCode).toBe(200);
    const changes = await t.database.system((tx) =>
      tx.execute<{ student_id: string; before: number; after: number; changed_by: string }>(
        sql`select student_id, before, after, changed_by from student_attendance_change where campus_id = ${s.campus.id}`,
      ),
    );
    const byStudent = (a: { student_id?: string }, b: { student_id?: string }) => (a.student_id ?? '').localeCompare(b.student_id ?? '');
    expect(changes.rows.sort(byStudent)).toEqual(
      [
        { student_id: pupils[0], before: 2, after: 1, changed_by: expect.any(String) },
        { student_id: pupils[1], before: 6, after: 0, changed_by: expect.any(String) },
      ].sort(byStudent),
    );
  });

  it("answers a student's month to herself, her guardian, her teachers and the office; 404 to anyone else", async () => {
    const monthly = (token: string, studentId = pupils[0]!, month = '2025-11') => get(`student-monthly?studentId=${studentId}&month=${month}`, token);
    for (const token of [studentToken, guardianToken, dara.token, sokha.token, s.campus.adminToken]) {
      const res = await monthly(token);
      expect(res.statusCode).toBe(200);
      expect(res.data.Data).toMatchObject({
        StudentId: pupils[0],
        Month: '2025-11',
        Days: [{ Date: MONDAY, Marks: [{ RoutineId: routineA, StartTime: '07:00', AttendanceType: 1 }] }],
        Counts: { Absence: 0, Present: 1, Late: 0, Permission: 0, Mission: 0 },
      });
    }
    expect((await monthly(guardianToken, pupils[2]!)).statusCode).toBe(404);
    expect((await monthly(studentToken, pupils[1]!)).statusCode).toBe(404);
    expect((await monthly(otherGuardianToken)).statusCode).toBe(404);
    expect((await monthly(vanna.token)).statusCode).toBe(404);
    expect((await monthly(otherAdmin)).statusCode).toBe(404);
    const third = await monthly(sokha.token, pupils[2]!);
    expect(third.data.Data.Counts).toMatchObject({ Permission: 1 });
    expect((await monthly(studentToken, pupils[0]!, '2025-10')).data.Data).toMatchObject({ Days: [], Counts: { Present: 0 } });
    expect((await monthly(studentToken, pupils[0]!, '2025-13')).statusCode).toBe(400);
  });
});
