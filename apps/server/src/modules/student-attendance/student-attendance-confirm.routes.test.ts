import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { employeeAcademicClass, leaveRequest, leaveType } from '../../db/schema/index';

const BASE = '/api/student-attendance';
const MONDAY = '2025-11-03'; // class 7A: maths 07:00 (dara) and 08:00 (sokha); 7B: maths 08:00 (vanna)
const TUESDAY = '2025-11-04'; // no routine

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let dara: Awaited<ReturnType<typeof addTeacher>>; // subject teacher of 7A
let sokha: Awaited<ReturnType<typeof addTeacher>>; // main teacher of 7A
let vanna: Awaited<ReturnType<typeof addTeacher>>; // main teacher of 7B
let studentToken: string;
let routineA1: string;
let routineA2: string;
let routineB: string;
let pupils: string[];

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const periods = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [
    ['07:00', '08:00'],
    ['08:00', '09:00'],
  ]);
  const [maths] = await addGradeSubjects(t, s.campus.id, { yearId: s.yearId, gradeId: s.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
  dara = await addTeacher(t, s, [s.classA], 'dara.confirm');
  sokha = await addTeacher(t, s, [s.classA], 'sokha.confirm');
  vanna = await addTeacher(t, s, [s.classB], 'vanna.confirm');
  await t.database.system((tx) =>
    tx
      .update(employeeAcademicClass)
      .set({ isMain: false })
      .where(and(eq(employeeAcademicClass.campusId, s.campus.id), eq(employeeAcademicClass.employeeId, dara.employeeId))),
  );
  for (const [teacher, classId] of [
    [dara, s.classA],
    [sokha, s.classA],
    [vanna, s.classB],
  ] as const)
    await addTeachingSubjects(t, s.campus.id, { employeeId: teacher.employeeId, academicClassId: classId, subjectIds: [maths!] });
  const routine = async (classId: string, employeeId: string, period: string) => {
    const res = await t.call('POST', '/api/routine', {
      token: s.campus.adminToken,
      json: { AcademicClassId: classId, DayOfWeek: 1, AcademicSessionTimeId: period, CourseLevelSubjectId: maths, EmployeeId: employeeId },
    });
    expect(res.statusCode).toBe(200);
    return res.data.Data.Id as string;
  };
  routineA1 = await routine(s.classA, dara.employeeId, periods[0]!);
  routineA2 = await routine(s.classA, sokha.employeeId, periods[1]!);
  routineB = await routine(s.classB, vanna.employeeId, periods[1]!);
  pupils = [];
  for (const [lastName, firstName, lastNameEn] of [
    ['កែវ', 'បុប្ផា', 'Keo'],
    ['ចាន់', 'ដារ៉ា', 'Chan'],
  ] as const)
    pupils.push((await addStudent(t, s, s.classA, { lastName, firstName, lastNameEn, firstNameEn: 'X' })).studentId);
  await addStudent(t, s, s.classB);
  studentToken = (await addStudentAccount(t, s.campus, pupils[0]!)).token;
  // An approved leave of the second pupil covering Monday.
  await t.database.system(async (tx) => {
    const [type] = await tx
      .insert(leaveType)
      .values({ campusId: s.campus.id, actorType: 0, description: 'ឈឺ', descriptionEn: 'Sick' })
      .returning({ id: leaveType.id });
    await tx.insert(leaveRequest).values({
      campusId: s.campus.id,
      actorType: 0,
      studentId: pupils[1]!,
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

type TClassDay = { AcademicClassId: string; Code: string; Confirmed: boolean; Routines: Array<{ Id: string; Taken: boolean }>; [k: string]: unknown };
const day = (token: string, date = MONDAY) => t.call('GET', `${BASE}/confirmation-by-date?date=${date}`, { token });
const save = (token: string, routineId: string, version: number | null, types: number[]) =>
  t.call('POST', `${BASE}/batch-save`, {
    token,
    json: types.map((AttendanceType, i) => ({ RoutineId: routineId, Date: MONDAY, Version: version, StudentId: pupils[i], AttendanceType })),
  });

describe('attendance confirmation of a date', () => {
  it('lists every class with routines that day to the office, her classes to a main teacher, none to a subject teacher', async () => {
    const office = await day(s.campus.adminToken);
    expect(office.statusCode).toBe(200);
    const classes = office.data.Data as TClassDay[];
    expect(classes.map((c) => c.Code)).toEqual(['7A', '7B']);
    expect(classes[0]).toMatchObject({
      AcademicClassId: s.classA,
      Students: 2,
      OnLeave: 1,
      Confirmed: false,
      ConfirmedBy: null,
      Changes: [],
      Counts: { Absence: 0, Present: 0, Late: 0, Permission: 0, Mission: 0 },
    });
    expect(classes[0]!.Routines.map((r) => [r.Id, r.Taken])).toEqual([
      [routineA1, false],
      [routineA2, false],
    ]);
    expect(((await day(sokha.token)).data.Data as TClassDay[]).map((c) => c.AcademicClassId)).toEqual([s.classA]);
    expect(((await day(vanna.token)).data.Data as TClassDay[]).map((c) => c.Routines[0]!.Id)).toEqual([routineB]);
    expect((await day(dara.token)).data.Data).toEqual([]);
    expect((await day(s.campus.adminToken, TUESDAY)).data.Data).toEqual([]);
  });

  it('refuses a student (403), answers another school nothing of this one, and a bad date 400 in Khmer and English', async () => {
    expect((await day(studentToken)).statusCode).toBe(403);
    const foreign = await day(other.campus.adminToken);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.data.Data).toEqual([]);
    expect((await t.call('GET', `${BASE}/confirmation?academicClassId=${s.classA}&date=${MONDAY}`, { token: other.campus.adminToken })).statusCode).toBe(404);
    const bad = await t.call('GET', `${BASE}/confirmation-by-date?date=2025-13-40`, { token: s.campus.adminToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Message).toMatch(/[\u1780-\u17FF]/);
    expect(bad.data.MessageEn).toMatch(/[a-z]/);
    expect((await t.call('GET', `${BASE}/confirmation-by-date`, { token: s.campus.adminToken })).statusCode).toBe(400);
  });

  it("counts the day's marks, shows who confirmed, and keeps the office's correction with before and after", async () => {
    expect((await save(dara.token, routineA1, null, [0, 3])).statusCode).toBe(200);
    const taken = ((await day(sokha.token)).data.Data as TClassDay[])[0]!;
    expect(taken.Routines.map((r) => r.Taken)).toEqual([true, false]);
    expect(taken.Counts).toEqual({ Absence: 1, Present: 0, Late: 0, Permission: 1, Mission: 0 });
    // The main teacher confirms although the 08:00 routine is not taken (the screen warns first).
    const confirmed = await t.call('POST', `${BASE}/confirmation`, { token: sokha.token, json: { AcademicClassId: s.classA, Date: MONDAY } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data.Data).toMatchObject({ Confirmed: true, ConfirmedBy: 'អ្នកប្រើ តេស្ត', ConfirmedByEn: 'User Test', Changes: [] });
    // The office corrects the absent pupil to late: the change names the student, the session, before and after.
    const fixed = await save(s.campus.adminToken, routineA1, 1, [2, 3]);
    expect(fixed.statusCode).toBe(200);
    const admin = await t.database.system((tx) =>
      tx.execute<{ last_name: string; first_name: string; last_name_en: string; first_name_en: string; username: string }>(
        sql`select last_name, first_name, last_name_en, first_name_en, username from app_user where campus_id = ${s.campus.id} and username = 'admin'`,
      ),
    );
    const a = admin.rows[0]!;
    const expected = {
      ChangedBy: `${a.last_name} ${a.first_name}`.trim() || a.username,
      ChangedByEn: `${a.last_name_en} ${a.first_name_en}`.trim() || a.username,
      StudentId: pupils[0],
      StudentName: 'កែវ បុប្ផា',
      StudentNameEn: 'Keo X',
      RoutineId: routineA1,
      StartTime: '07:00',
      EndTime: '08:00',
      Subject: 'គណិតវិទ្យា',
      SubjectEn: 'Mathematics',
      Before: 0,
      After: 2,
    };
    const listed = ((await day(s.campus.adminToken)).data.Data as TClassDay[])[0]!;
    expect(listed).toMatchObject({ Confirmed: true, ConfirmedBy: 'អ្នកប្រើ តេស្ត', Counts: { Absence: 0, Late: 1, Permission: 1 } });
    expect(listed.Changes).toEqual([{ ...expected, Id: expect.any(String), ChangedAt: expect.any(String), StudentCode: expect.any(String) }]);
    expect(listed.ConfirmedAt).toEqual(expect.any(String));
    const one = await t.call('GET', `${BASE}/confirmation?academicClassId=${s.classA}&date=${MONDAY}`, { token: dara.token });
    expect(one.data.Data.Changes).toEqual(listed.Changes);
    // 7B stays unconfirmed, unchanged.
    expect(((await day(vanna.token)).data.Data as TClassDay[])[0]).toMatchObject({ Confirmed: false, Changes: [] });
  });
});
