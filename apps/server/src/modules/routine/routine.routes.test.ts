import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { academicCourseLevel, courseLevelSubject } from '../../db/schema/index';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addRoom, addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { createClass, createYear, expectOk } from '../../../test/setup-fixtures';
import { pdfText, renderPage } from '../../../test/pdf-text';
import { routinesOnDate } from './index';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let periods: string[];
let subjects: string[];
let room1: string;
let room2: string;
let dara: Awaited<ReturnType<typeof addTeacher>>;
let sokha: Awaited<ReturnType<typeof addTeacher>>;
let studentToken: string;
let otherStudentToken: string;
let studentAId: string;
let guardianToken: string;

// 2025-11-03 is a Monday of the 2025-2026 year (1 November to 31 August).
const MONDAY = '2025-11-03';
const NEXT_MONDAY = '2025-11-10';

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  periods = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [
    ['07:00', '08:00'],
    ['08:00', '09:00'],
    ['09:00', '10:00'],
  ]);
  subjects = await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  });
  room1 = await addRoom(t, s.campus.id, 'R101');
  room2 = await addRoom(t, s.campus.id, 'R102');
  dara = await addTeacher(t, s, [s.classA, s.classB], 'dara.routine');
  sokha = await addTeacher(t, s, [s.classA, s.classB], 'sokha.routine');
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [subjects[0]!] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classB, subjectIds: [subjects[0]!] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: sokha.employeeId, academicClassId: s.classA, subjectIds: [subjects[1]!] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: sokha.employeeId, academicClassId: s.classB, subjectIds: [subjects[1]!, subjects[0]!] });
  const student = await addStudent(t, s, s.classA, {
    guardians: [{ relationshipType: 1, guardian: { firstName: 'ម៉ាលី', lastName: 'សៅ', firstNameEn: 'Maly', lastNameEn: 'Sao', gender: 1 } }],
  });
  guardianToken = (await addGuardianAccount(t, s.campus, student.guardianIds[0]!)).token;
  studentAId = student.studentId;
  studentToken = (await addStudentAccount(t, s.campus, student.studentId)).token;
  const studentB = await addStudent(t, s, s.classB);
  otherStudentToken = (await addStudentAccount(t, s.campus, studentB.studentId)).token;
});
afterAll(async () => t?.close());

const cell = (classId: string, day: number, period: number, subject: number, employeeId: string, roomId?: string, extra: Record<string, unknown> = {}) => ({
  AcademicClassId: classId,
  DayOfWeek: day,
  AcademicSessionTimeId: periods[period],
  CourseLevelSubjectId: subjects[subject],
  EmployeeId: employeeId,
  ...(roomId ? { RoomId: roomId } : {}),
  ...extra,
});
const create = (body: unknown, token = s.campus.adminToken) => t.call('POST', '/api/routine', { token, json: body });
const count = async (campusId: string) =>
  Number(
    (await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from class_routine where campus_id = ${campusId}`))).rows[0]!.n,
  );

describe('class routines', () => {
  let mathA: { Id: string; Version: number };

  it("sets cells of a class's week and answers the grid (study days, the shift's periods, routines)", async () => {
    const res = await create(cell(s.classA, 1, 0, 0, dara.employeeId, room1));
    expect(res.statusCode).toBe(200);
    mathA = res.data.Data;
    expect(res.data.Data).toMatchObject({
      DayOfWeek: 1,
      DayName: 'ច័ន្ទ',
      SessionTime: { From: '07:00', To: '08:00' },
      Subject: { DescriptionEn: 'Mathematics' },
      Teacher: { FullNameEn: 'Sok Dara' },
      Room: { Code: 'R101' },
      Version: 1,
    });
    expectOk(await create(cell(s.classA, 1, 1, 1, sokha.employeeId, room1)));
    const week = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    expect(week.statusCode).toBe(200);
    expect(week.data.Data.Days.map((d: { Day: number }) => d.Day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(week.data.Data.SessionTimes.map((p: { From: string }) => p.From)).toEqual(['07:00', '08:00', '09:00']);
    expect(week.data.Data.Routines).toHaveLength(2);
  });

  it('refuses a teacher in two classes at one time, naming the other class in Khmer and English', async () => {
    const res = await create(cell(s.classB, 1, 0, 0, dara.employeeId, room2));
    expect(res.statusCode).toBe(409);
    expect(res.data.Message).toContain('ថ្នាក់ 7A');
    expect(res.data.MessageEn).toContain('Class 7A');
    expect(res.data.MessageEn).toContain('07:00-08:00');
    expect(res.data.Data).toMatchObject({ Clash: 'TEACHER', AcademicClassId: s.classA });
  });

  it('refuses one room for two classes at one time', async () => {
    const res = await create(cell(s.classB, 1, 0, 1, sokha.employeeId, room1));
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toBe('Room Room R101 is already used by Class 7A (7A) on Monday at 07:00-08:00');
    expect(res.data.Data.Clash).toBe('ROOM');
  });

  it('refuses a second routine in a taken cell, and a period of another shift or a subject of another grade', async () => {
    expect((await create(cell(s.classA, 1, 0, 1, sokha.employeeId))).statusCode).toBe(409);
    const evening = await addSessionTimes(t, s.campus.id, s.gradeId, 2, [['17:00', '18:00']]);
    const wrongShift = await create({ ...cell(s.classA, 2, 0, 0, dara.employeeId), AcademicSessionTimeId: evening[0] });
    expect(wrongShift.statusCode).toBe(400);
    expect(wrongShift.data.Errors[0].Field).toBe('AcademicSessionTimeId');
    const wrongSubject = await create({ ...cell(s.classA, 2, 0, 0, dara.employeeId), CourseLevelSubjectId: mathA.Id });
    expect(wrongSubject.statusCode).toBe(400);
    const badDay = await create(cell(s.classA, 8, 0, 0, dara.employeeId));
    expect(badDay.statusCode).toBe(400);
  });

  it('warns about a teacher outside her assignments; the office confirms with the flag', async () => {
    const warn = await create(cell(s.classA, 2, 0, 1, dara.employeeId));
    expect(warn.statusCode).toBe(409);
    expect(warn.data.Data).toEqual({ Warning: 'OUTSIDE_ASSIGNMENT' });
    expect(warn.data.Message).toMatch(/[\u1780-\u17FF]/);
    const confirmed = await create(cell(s.classA, 2, 0, 1, dara.employeeId, undefined, { ConfirmOutsideAssignment: true }));
    expect(confirmed.statusCode).toBe(200);
  });

  it('updates at the version read and answers 409 on a stale version', async () => {
    const moved = await t.call('PUT', '/api/routine', {
      token: s.campus.adminToken,
      json: { Id: mathA.Id, Version: 1, ...cell(s.classA, 1, 0, 0, dara.employeeId, room2) },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.data.Data).toMatchObject({ Version: 2, Room: { Code: 'R102' } });
    const stale = await t.call('PUT', '/api/routine', {
      token: s.campus.adminToken,
      json: { Id: mathA.Id, Version: 1, ...cell(s.classA, 1, 0, 0, dara.employeeId, room1) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.data.MessageEn).toContain('Someone else changed this record');
  });

  it('lets only MANAGE_SCHEDULE change routines; a student reads her own class only; another campus sees nothing', async () => {
    expect((await create(cell(s.classB, 3, 0, 0, dara.employeeId), dara.token)).statusCode).toBe(403);
    expect((await create(cell(s.classB, 3, 0, 0, dara.employeeId), studentToken)).statusCode).toBe(403);
    const own = await t.call('GET', '/api/routine', { token: studentToken, query: { academicClassId: s.classA } });
    expect(own.statusCode).toBe(200);
    expect((await t.call('GET', '/api/routine', { token: studentToken, query: { academicClassId: s.classB } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/routine', { token: studentToken, query: { employeeId: dara.employeeId } })).statusCode).toBe(403);
    // A teacher reads any class's and colleague's week.
    expect((await t.call('GET', '/api/routine', { token: dara.token, query: { employeeId: sokha.employeeId } })).statusCode).toBe(200);
    // Another campus: the class is unknown and its ids are refused as references.
    expect((await t.call('GET', '/api/routine', { token: other.campus.adminToken, query: { academicClassId: s.classA } })).statusCode).toBe(404);
    const before = await count(s.campus.id);
    const foreign = await t.call('POST', '/api/routine', { token: other.campus.adminToken, json: cell(s.classA, 3, 0, 0, dara.employeeId) });
    expect(foreign.statusCode).toBe(400);
    expect((await t.call('DELETE', '/api/routine', { token: other.campus.adminToken, query: { id: mathA.Id } })).statusCode).toBe(404);
    expect(await count(s.campus.id)).toBe(before);
  });

  it("a student's timetable: her class week and her day", async () => {
    const week = await t.call('GET', '/api/student/schedule-class', { token: studentToken });
    expect(week.statusCode).toBe(200);
    expect(week.data.Data.AcademicClass.Code).toBe('7A');
    expect(week.data.Data.Routines.length).toBe(3);
    const day = await t.call('GET', '/api/routine/my-day', { token: studentToken, query: { date: MONDAY } });
    expect(day.data.Data.Routines.map((r: { Subject: { DescriptionEn: string } }) => r.Subject.DescriptionEn)).toEqual(['Mathematics', 'Khmer']);
    const ownWeek = await t.call('GET', '/api/routine', { token: dara.token });
    expect(ownWeek.data.Data.Teacher.Id).toBe(dara.employeeId);
    expect(ownWeek.data.Data.Routines.length).toBe(2);
    // A guardian reads his child's week (the child pages), not another child's.
    const child = await t.call('GET', '/api/student/schedule-class', { token: guardianToken, query: { id: studentAId } });
    expect(child.statusCode).toBe(200);
    expect(child.data.Data.AcademicClass.Code).toBe('7A');
    expect((await t.call('GET', '/api/routine', { token: guardianToken, query: { academicClassId: s.classA } })).statusCode).toBe(403);
    // Another student's week is out of a student's reach.
    expect((await t.call('GET', '/api/student/schedule-class', { token: otherStudentToken, query: { id: studentAId } })).statusCode).toBe(404);
    const empty = await t.call('GET', '/api/student/schedule-class', { token: otherStudentToken });
    expect(empty.data.Data.Routines).toEqual([]);
  });
});

describe('substitutes and the day of a teacher', () => {
  let khmerA: string;

  it('a substitute takes the routine on one date: both teachers’ days and the class’s day follow', async () => {
    const week = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    khmerA = week.data.Data.Routines.find((r: { DayOfWeek: number; SessionTime: { From: string } }) => r.DayOfWeek === 1 && r.SessionTime.From === '08:00').Id;
    const sub = await t.call('POST', '/api/routine/substitute', {
      token: s.campus.adminToken,
      json: { ClassRoutineId: khmerA, Date: MONDAY, EmployeeId: dara.employeeId, Note: 'គ្រូឈឺ' },
    });
    expect(sub.statusCode).toBe(200);
    expect(sub.data.Data).toMatchObject({ Date: MONDAY, Teacher: { Id: dara.employeeId } });

    const daraDay = await t.call('GET', '/api/routine/my-day', { token: dara.token, query: { date: MONDAY } });
    expect(daraDay.data.Data.Routines.map((r: { SessionTime: { From: string } }) => r.SessionTime.From)).toEqual(['07:00', '08:00']);
    expect(daraDay.data.Data.Routines[1]).toMatchObject({ Substitute: { Teacher: { Id: dara.employeeId } }, RegularTeacher: { Id: sokha.employeeId } });
    const sokhaDay = await t.call('GET', '/api/employee/schedule', { token: sokha.token, query: { date: MONDAY } });
    expect(sokhaDay.statusCode).toBe(200);
    expect(sokhaDay.data.Data.Routines).toEqual([]);
    // The next Monday is her own again.
    const nextWeek = await t.call('GET', '/api/employee/schedule', { token: sokha.token, query: { date: NEXT_MONDAY } });
    expect(nextWeek.data.Data.Routines).toHaveLength(1);
    const classDay = await t.call('GET', '/api/schedule/class', { token: s.campus.adminToken, query: { id: s.classA, date: MONDAY } });
    expect(classDay.data.Data.map((r: { Teacher: { Id: string } }) => r.Teacher.Id)).toEqual([dara.employeeId, dara.employeeId]);
  });

  it('refuses a substitute busy at that time, on another weekday, or the routine’s own teacher', async () => {
    const week = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    const mathMonday = week.data.Data.Routines.find(
      (r: { DayOfWeek: number; SessionTime: { From: string } }) => r.DayOfWeek === 1 && r.SessionTime.From === '07:00',
    ).Id;
    // Sokha teaches nothing at 07:00 on Monday, but Dara already substitutes at 08:00: give Sokha a class at 07:00 in 7B first.
    expectOk(await create(cell(s.classB, 1, 0, 1, sokha.employeeId)));
    const busy = await t.call('POST', '/api/routine/substitute', {
      token: s.campus.adminToken,
      json: { ClassRoutineId: mathMonday, Date: MONDAY, EmployeeId: sokha.employeeId },
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.data.MessageEn).toContain('Class 7B');
    const tuesday = await t.call('POST', '/api/routine/substitute', {
      token: s.campus.adminToken,
      json: { ClassRoutineId: mathMonday, Date: '2025-11-04', EmployeeId: sokha.employeeId },
    });
    expect(tuesday.statusCode).toBe(400);
    const self = await t.call('POST', '/api/routine/substitute', {
      token: s.campus.adminToken,
      json: { ClassRoutineId: mathMonday, Date: MONDAY, EmployeeId: dara.employeeId },
    });
    expect(self.statusCode).toBe(400);
    expect(
      (await t.call('POST', '/api/routine/substitute', { token: dara.token, json: { ClassRoutineId: khmerA, Date: MONDAY, EmployeeId: dara.employeeId } }))
        .statusCode,
    ).toBe(403);
  });

  it('routinesOnDate (for other modules) answers a teacher’s or the campus’s routines of a local date, substitutes applied', async () => {
    const daraDay = await t.database.tenant(s.campus.id, (tx) => routinesOnDate(tx, { campusId: s.campus.id, date: MONDAY, employeeId: dara.employeeId }));
    expect(daraDay.map((r) => [r.AcademicClass.Code, r.SessionTime.From, r.Subject.DescriptionEn, r.Substitute !== null])).toEqual([
      ['7A', '07:00', 'Mathematics', false],
      ['7A', '08:00', 'Khmer', true],
    ]);
    const campusDay = await t.database.tenant(s.campus.id, (tx) => routinesOnDate(tx, { campusId: s.campus.id, date: MONDAY }));
    expect(campusDay).toHaveLength(3);
    // Outside the year's dates nothing is taught.
    const summer = await t.database.tenant(s.campus.id, (tx) => routinesOnDate(tx, { campusId: s.campus.id, date: '2026-09-07' }));
    expect(summer).toEqual([]);
  });

  it('one routine with its substitutes (/schedule/detail), and a substitute removed', async () => {
    const detail = await t.call('GET', '/api/routine/detail', { token: dara.token, query: { id: khmerA, date: MONDAY } });
    expect(detail.statusCode).toBe(200);
    expect(detail.data.Data.Substitutes).toHaveLength(1);
    expect(detail.data.Data.Teacher.Id).toBe(dara.employeeId);
    expect((await t.call('GET', '/api/routine/detail', { token: otherStudentToken, query: { id: khmerA } })).statusCode).toBe(404);
    const subId = detail.data.Data.Substitutes[0].Id;
    expectOk(await t.call('DELETE', '/api/routine/substitute', { token: s.campus.adminToken, query: { id: subId } }));
    const after = await t.call('GET', '/api/routine/detail', { token: dara.token, query: { id: khmerA, date: MONDAY } });
    expect(after.data.Data).toMatchObject({ Substitute: null, Teacher: { Id: sokha.employeeId } });
    // Without a date: the routine's next day (a Monday), today included.
    const next = await t.call('GET', '/api/routine/detail', { token: dara.token, query: { id: khmerA } });
    expect(new Date(`${next.data.Data.Date}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe('copies, filters and the printed timetable', () => {
  it("copies a class's week onto another class of the grade with that class's teachers, skipping clashes", async () => {
    const before = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    const res = await t.call('POST', '/api/routine/copy', { token: s.campus.adminToken, json: { FromAcademicClassId: s.classA, ToAcademicClassId: s.classB } });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Copied + res.data.Data.Skipped).toBe(before.data.Data.Routines.length);
    const b = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: s.classB } });
    expect(b.data.Data.Routines.length).toBe(res.data.Data.Copied);
    expect(b.data.Data.Routines.every((r: { Room: unknown }) => r.Room === null)).toBe(true);
    const otherGrade = await t.call('POST', '/api/routine/copy', {
      token: s.campus.adminToken,
      json: { FromAcademicClassId: s.classA, ToAcademicClassId: s.nextClassA },
    });
    expect(otherGrade.statusCode).toBe(400);
  });

  it("copies last year's routines into the new year's classes by grade and code, once", async () => {
    const newYear = await createYear(t, s.campus, 2027);
    const newA = await createClass(t, s.campus, newYear, s.gradeId, '7A');
    await createClass(t, s.campus, newYear, s.gradeId, '7Z');
    // The new year's grade teaches the same subjects (new course-level rows of the same subject records).
    await t.database.system(async (tx) => {
      const [acl] = await tx
        .select({ id: academicCourseLevel.id })
        .from(academicCourseLevel)
        .where(and(eq(academicCourseLevel.campusId, s.campus.id), eq(academicCourseLevel.academicYearId, newYear)));
      const old = await tx.select().from(courseLevelSubject).where(inArray(courseLevelSubject.id, subjects));
      for (const o of old) {
        await tx.insert(courseLevelSubject).values({
          campusId: s.campus.id,
          academicCourseLevelId: acl!.id,
          subjectId: o.subjectId,
          subjectGroupRootId: o.subjectGroupRootId,
          description: o.description,
          descriptionEn: o.descriptionEn,
        });
      }
    });
    const before = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    const res = await t.call('POST', '/api/routine/copy-year', {
      token: s.campus.adminToken,
      json: { FromAcademicYearId: s.yearId, ToAcademicYearId: newYear },
    });
    expect(res.statusCode).toBe(200);
    // 7A and 7B of last year: 7A has its counterpart (7B has none, 7Z had none last year).
    expect(res.data.Data.Classes).toBe(1);
    expect(res.data.Data.Copied).toBe(before.data.Data.Routines.length);
    const week = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: newA.Id } });
    expect(week.data.Data.Routines.map((r: { Subject: { DescriptionEn: string }; DayOfWeek: number }) => [r.DayOfWeek, r.Subject.DescriptionEn])).toEqual(
      before.data.Data.Routines.map((r: { Subject: { DescriptionEn: string }; DayOfWeek: number }) => [r.DayOfWeek, r.Subject.DescriptionEn]),
    );
    expect(week.data.Data.Routines.every((r: { AcademicYearId: string }) => r.AcademicYearId === newYear)).toBe(true);
    // Run again: the class has its routines, nothing is copied twice.
    const again = await t.call('POST', '/api/routine/copy-year', {
      token: s.campus.adminToken,
      json: { FromAcademicYearId: s.yearId, ToAcademicYearId: newYear },
    });
    expect(again.data.Data).toMatchObject({ Classes: 0, Copied: 0 });
    const same = await t.call('POST', '/api/routine/copy-year', {
      token: s.campus.adminToken,
      json: { FromAcademicYearId: s.yearId, ToAcademicYearId: s.yearId },
    });
    expect(same.statusCode).toBe(400);
    // A teacher may not copy.
    expect(
      (await t.call('POST', '/api/routine/copy-year', { token: dara.token, json: { FromAcademicYearId: s.yearId, ToAcademicYearId: newYear } })).statusCode,
    ).toBe(403);
  });

  it('lists routines for report filters', async () => {
    const res = await t.call('GET', '/api/report-filter/routine', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data[0].DescriptionEn).toBe('Class 7A · Monday 07:00-08:00 · Mathematics');
  });

  it('prints a class and a teacher timetable as PDF in Khmer and English', async () => {
    const cls = await t.call('GET', '/api/routine/print', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    expect(cls.statusCode).toBe(200);
    expect(cls.headers['content-type']).toContain('application/pdf');
    const text = pdfText(cls.rawPayload);
    expect(text).toContain('Class timetable');
    expect(text).toContain('Mathematics');
    expect(text.replace(/\u200b/g, '')).toContain('គណិតវិទ្យា');
    // A person looks at the page when SHOTS_DIR is set.
    if (process.env.SHOTS_DIR) renderPage(cls.rawPayload, `${process.env.SHOTS_DIR}/timetable-class`);
    const teacher = await t.call('GET', '/api/routine/print', { token: dara.token, query: { employeeId: dara.employeeId } });
    expect(teacher.statusCode).toBe(200);
    expect(pdfText(teacher.rawPayload)).toContain('Teacher timetable');
  });

  it('deletes a routine', async () => {
    const week = await t.call('GET', '/api/routine', { token: s.campus.adminToken, query: { academicClassId: s.classA } });
    const id = week.data.Data.Routines[0].Id;
    expectOk(await t.call('DELETE', '/api/routine', { token: s.campus.adminToken, query: { id } }));
    expect((await t.call('DELETE', '/api/routine', { token: s.campus.adminToken, query: { id } })).statusCode).toBe(404);
  });
});
