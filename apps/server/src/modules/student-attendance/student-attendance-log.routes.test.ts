import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { academicSemester, employeeAcademicClass, examType } from '../../db/schema/index';
import { absencesOf } from './index';

const BASE = '/api/student-attendance';
// Mondays of the 2025-2026 year (1 November 2025 – 31 August 2026); class 7A studies on Mondays only.
const NOV_3 = '2025-11-03';
const NOV_10 = '2025-11-10';
const DEC_1 = '2025-12-01';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let dara: Awaited<ReturnType<typeof addTeacher>>; // teaches maths in 7A, not its main teacher
let sokha: Awaited<ReturnType<typeof addTeacher>>; // main teacher of 7A
let vanna: Awaited<ReturnType<typeof addTeacher>>; // teaches 7B only
let studentToken: string;
let first: string; // 7A, first period
let second: string; // 7A, second period
let pupils: string[]; // Khmer name order
let inB: string;
let november: string;
let semester1: string;
let nextYearExam: string;

const counts = (Absence: number, Present: number, Late: number, Permission: number, Mission = 0) => ({ Absence, Present, Late, Permission, Mission });

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const periods = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [
    ['07:00', '08:00'],
    ['08:00', '09:00'],
  ]);
  const [maths] = await addGradeSubjects(t, s.campus.id, { yearId: s.yearId, gradeId: s.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
  dara = await addTeacher(t, s, [s.classA], 'dara.log');
  sokha = await addTeacher(t, s, [s.classA], 'sokha.log');
  vanna = await addTeacher(t, s, [s.classB], 'vanna.log');
  await t.database.system((tx) =>
    tx
      .update(employeeAcademicClass)
      .set({ isMain: false })
      .where(and(eq(employeeAcademicClass.campusId, s.campus.id), eq(employeeAcademicClass.employeeId, dara.employeeId))),
  );
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [maths!] });
  const routine = async (period: string) => {
    const res = await t.call('POST', '/api/routine', {
      token: s.campus.adminToken,
      json: { AcademicClassId: s.classA, DayOfWeek: 1, AcademicSessionTimeId: period, CourseLevelSubjectId: maths, EmployeeId: dara.employeeId },
    });
    expect(res.statusCode).toBe(200);
    return res.data.Data.Id as string;
  };
  // Made second period first: the answers sort by session time, not by creation.
  second = await routine(periods[1]!);
  first = await routine(periods[0]!);
  pupils = [];
  for (const [lastName, firstName] of [
    ['កែវ', 'បុប្ផា'],
    ['ចាន់', 'ដារ៉ា'],
    ['សុខ', 'ចាន់ណា'],
  ] as const)
    pupils.push((await addStudent(t, s, s.classA, { lastName, firstName })).studentId);
  inB = (await addStudent(t, s, s.classB)).studentId;
  studentToken = (await addStudentAccount(t, s.campus, pupils[0]!)).token;
  const save = async (RoutineId: string, date: string, types: number[]) => {
    const res = await t.call('POST', `${BASE}/batch-save`, {
      token: s.campus.adminToken,
      json: types.map((AttendanceType, i) => ({ RoutineId, Date: date, Version: null, StudentId: pupils[i], AttendanceType })),
    });
    expect(res.statusCode).toBe(200);
  };
  await save(first, NOV_3, [1, 0, 2]);
  await save(second, NOV_3, [1, 0, 3]);
  await save(first, NOV_10, [0, 1, 1]);
  await save(first, DEC_1, [0, 0, 6]);
  await t.database.system(async (tx) => {
    const exam = (values: Partial<typeof examType.$inferInsert>) =>
      tx
        .insert(examType)
        .values({ campusId: s.campus.id, academicYearId: s.yearId, description: 'ក', descriptionEn: 'x', examType: 0, ...values })
        .returning({ id: examType.id });
    november = (await exam({ description: 'ប្រឡងខែវិច្ឆិកា', descriptionEn: 'November exam', examType: 0, month: 11, semesterType: 1, isCurrent: true }))[0]!.id;
    semester1 = (await exam({ description: 'ប្រឡងឆមាសទី១', descriptionEn: 'Semester 1 exam', examType: 1, month: 3, semesterType: 1 }))[0]!.id;
    nextYearExam = (await exam({ academicYearId: s.nextYearId, description: 'ប្រឡងខែវិច្ឆិកា', descriptionEn: 'November exam', month: 11 }))[0]!.id;
    await tx
      .insert(academicSemester)
      .values({ campusId: s.campus.id, academicYearId: s.yearId, semesterType: 1, startDate: '2025-11-01', endDate: '2026-03-31' });
  });
}, 120_000);
afterAll(async () => t?.close());

const get = (path: string, token: string) => t.call('GET', `${BASE}/${path}`, { token });
const saveSummary = (token: string, body: Record<string, unknown>) => t.call('POST', `${BASE}/batch-save-summary`, { token, json: body });
const storedSummary = async () =>
  (
    await t.database.system((tx) =>
      tx.execute<{ student_id: string; absence: number | null; late: number | null }>(
        sql`select student_id, absence, late from student_attendance_summary where exam_type_id = ${november} order by student_id`,
      ),
    )
  ).rows;

describe("a class's attendance views", () => {
  it("lists a class's routines of a date in session order with their state, to its teachers and the office only", async () => {
    for (const token of [s.campus.adminToken, sokha.token, dara.token]) {
      const res = await get(`find-routine-academic-class?date=${NOV_3}&academicClassId=${s.classA}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.data.Data.map((r: { Id: string; Taken: boolean }) => [r.Id, r.Taken])).toEqual([
        [first, true],
        [second, true],
      ]);
    }
    expect((await get(`find-routine-academic-class?date=2025-11-04&academicClassId=${s.classA}`, dara.token)).data.Data).toEqual([]);
    expect(
      (await get(`find-routine-academic-class?date=${NOV_10}&academicClassId=${s.classA}`, dara.token)).data.Data.map((r: { Taken: boolean }) => r.Taken),
    ).toEqual([true, false]);
    expect((await get(`find-routine-academic-class?date=${NOV_3}&academicClassId=${s.classA}`, vanna.token)).statusCode).toBe(404);
    expect((await get(`find-routine-academic-class?date=${NOV_3}&academicClassId=${s.classA}`, other.campus.adminToken)).statusCode).toBe(404);
    expect((await get(`find-routine-academic-class?date=${NOV_3}&academicClassId=${s.classA}`, studentToken)).statusCode).toBe(403);
  });

  it("answers the daily log: every student's mark of each routine, her counts and the day's totals", async () => {
    const res = await get(`attendance-log-by-class?academicClassId=${s.classA}&startDate=${NOV_10}`, dara.token);
    expect(res.statusCode).toBe(200);
    const log = res.data.Data;
    expect(log.Routines.map((r: { Id: string }) => r.Id)).toEqual([first, second]);
    expect(log.Students.map((x: { LastName: string; Marks: Array<number | null> }) => [x.LastName, x.Marks])).toEqual([
      ['កែវ', [0, null]],
      ['ចាន់', [1, null]],
      ['សុខ', [1, null]],
    ]);
    expect(log.Students[0].Counts).toEqual(counts(1, 0, 0, 0));
    expect(log.Totals).toEqual(counts(1, 2, 0, 0));
    expect(log.Confirmed).toBe(false);
    const day = (await get(`attendance-log-by-class?academicClassId=${s.classA}&startDate=${NOV_3}`, s.campus.adminToken)).data.Data;
    expect(day.Students.map((x: { Marks: number[] }) => x.Marks)).toEqual([
      [1, 1],
      [0, 0],
      [2, 3],
    ]);
    expect(day.Totals).toEqual(counts(2, 2, 1, 1));
    expect((await get(`attendance-log-by-class?academicClassId=${s.classA}&startDate=${NOV_3}`, vanna.token)).statusCode).toBe(404);
    expect((await get(`attendance-log-by-class?academicClassId=${s.classA}&startDate=${NOV_3}`, other.campus.adminToken)).statusCode).toBe(404);
    expect((await get(`attendance-log-by-class?academicClassId=${s.classA}&startDate=2025-11-31`, s.campus.adminToken)).statusCode).toBe(400);
  });

  it('answers the weekly grid: school dates × students with the day summaries and counts; refuses a reversed or too long range', async () => {
    const res = await get(`weekly?academicClassId=${s.classA}&fromDate=${NOV_3}&toDate=${NOV_10}`, sokha.token);
    expect(res.statusCode).toBe(200);
    const grid = res.data.Data;
    expect(grid.Dates).toEqual([NOV_3, NOV_10]);
    expect(grid.Students.map((x: { Days: Array<{ Summary: string | null }> }) => x.Days.map((d) => d.Summary))).toEqual([
      ['PRESENT', 'ABSENT'],
      ['ABSENT', 'PRESENT'],
      ['LATE', 'PRESENT'],
    ]);
    expect(grid.Students[2].Days[0].Marks).toEqual([2, 3]);
    expect(grid.Students[1].Counts).toEqual(counts(2, 1, 0, 0));
    expect(grid.Totals).toEqual(counts(3, 4, 1, 1));
    const reversed = await get(`weekly?academicClassId=${s.classA}&fromDate=${NOV_10}&toDate=${NOV_3}`, s.campus.adminToken);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.data.Message).toBe('ថ្ងៃបញ្ចប់ត្រូវនៅក្រោយ ឬស្មើថ្ងៃចាប់ផ្តើម');
    expect(reversed.data.MessageEn).toBe('The end date must be on or after the start date');
    const long = await get(`weekly?academicClassId=${s.classA}&fromDate=2025-11-01&toDate=2026-01-02`, s.campus.adminToken);
    expect(long.statusCode).toBe(400);
    expect(long.data.MessageEn).toBe('The range may not be longer than 62 days');
    expect((await get(`weekly?academicClassId=${s.classA}&fromDate=2025-11-01&toDate=2026-01-01`, s.campus.adminToken)).statusCode).toBe(200);
    expect((await get(`weekly?academicClassId=${s.classA}`, dara.token)).statusCode).toBe(200);
    expect((await get(`weekly?academicClassId=${s.classA}&fromDate=${NOV_3}&toDate=${NOV_10}`, vanna.token)).statusCode).toBe(404);
    expect((await get(`weekly?academicClassId=${s.classA}&fromDate=${NOV_3}&toDate=${NOV_10}`, other.campus.adminToken)).statusCode).toBe(404);
  });

  it("answers the summary of an exam period from the marks: a month exam its month, a semester exam the semester's dates", async () => {
    const res = await get(`summary?academicClassId=${s.classA}&examTypeId=${november}`, sokha.token);
    expect(res.statusCode).toBe(200);
    const sum = res.data.Data;
    expect(sum).toMatchObject({ FromDate: '2025-11-01', ToDate: '2025-11-30', Version: null, ExamType: { DescriptionEn: 'November exam', Month: 11 } });
    expect(sum.Students.map((x: { Computed: unknown; Saved: unknown; Source: string }) => [x.Computed, x.Saved, x.Source])).toEqual([
      [counts(1, 2, 0, 0), null, 'COMPUTED'],
      [counts(2, 1, 0, 0), null, 'COMPUTED'],
      [counts(0, 1, 1, 1), null, 'COMPUTED'],
    ]);
    const semester = (await get(`summary?academicClassId=${s.classA}&examTypeId=${semester1}`, s.campus.adminToken)).data.Data;
    expect(semester).toMatchObject({ FromDate: '2025-11-01', ToDate: '2026-03-31' });
    expect(semester.Students[2].Computed).toEqual(counts(0, 1, 1, 1, 1));
    const wrongYear = await get(`summary?academicClassId=${s.classA}&examTypeId=${nextYearExam}`, s.campus.adminToken);
    expect(wrongYear.statusCode).toBe(400);
    expect(wrongYear.data.MessageEn).toBe("The exam type is not of the class's academic year");
    const subject = await get(`summary?academicClassId=${s.classA}&examTypeId=${november}`, dara.token);
    expect(subject.statusCode).toBe(403);
    expect(subject.data.MessageEn).toContain("Only the class's main teacher or the office");
    expect((await get(`summary?academicClassId=${s.classA}&examTypeId=${november}`, vanna.token)).statusCode).toBe(404);
    expect((await get(`summary?academicClassId=${s.classA}&examTypeId=${november}`, other.campus.adminToken)).statusCode).toBe(404);
    expect((await get(`summary?academicClassId=${other.classA}&examTypeId=${november}`, other.campus.adminToken)).statusCode).toBe(404);
    expect((await get(`summary?academicClassId=${s.classA}&examTypeId=${november}`, studentToken)).statusCode).toBe(403);
  });

  it('saves corrected counts that override the computed ones; a stale save is refused naming who changed; a row can be cleared', async () => {
    const one = await saveSummary(s.campus.adminToken, {
      AcademicClassId: s.classA,
      ExamTypeId: november,
      Version: null,
      Items: [{ StudentId: pupils[0], Saved: counts(3, 0, 1, 0) }],
    });
    expect(one.statusCode).toBe(200);
    expect(one.data.Data.Version).toBe(1);
    expect(one.data.Data.Students[0]).toMatchObject({
      Computed: counts(1, 2, 0, 0),
      Saved: counts(3, 0, 1, 0),
      Effective: counts(3, 0, 1, 0),
      Source: 'SAVED',
    });
    expect(await storedSummary()).toEqual([{ student_id: pupils[0], absence: 3, late: 1 }]);
    // The main teacher saves another student at version 1 → 2.
    const two = await saveSummary(sokha.token, {
      AcademicClassId: s.classA,
      ExamTypeId: november,
      Version: 1,
      Items: [{ StudentId: pupils[1], Saved: counts(4, 0, 0, 1) }],
    });
    expect(two.statusCode).toBe(200);
    // A second office session still at version 1.
    const late = await saveSummary(s.campus.adminToken, {
      AcademicClassId: s.classA,
      ExamTypeId: november,
      Version: 1,
      Items: [{ StudentId: pupils[2], Saved: counts(9, 9, 9, 9) }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.data.MessageEn).toContain('Nothing was saved');
    expect(late.data.Message).toContain('ចាន់ ដារ៉ា');
    expect(late.data.Data.map((x: { StudentId: string }) => x.StudentId)).toEqual([pupils[1]]);
    expect((await storedSummary()).length).toBe(2);
    const cleared = await saveSummary(s.campus.adminToken, {
      AcademicClassId: s.classA,
      ExamTypeId: november,
      Version: 2,
      Items: [{ StudentId: pupils[0], Saved: null }],
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.data.Data.Students[0]).toMatchObject({ Saved: null, Effective: counts(1, 2, 0, 0), Source: 'COMPUTED' });
    // What report cards read: the saved counts where there are, else the computed ones.
    const effective = await t.database.tenant(s.campus.id, (tx) => absencesOf(tx, { campusId: s.campus.id, academicClassId: s.classA, examTypeId: november }));
    expect(effective.map((e) => [e.studentId, e.counts.Absence, e.source])).toEqual([
      [pupils[0], 1, 'COMPUTED'],
      [pupils[1], 4, 'SAVED'],
      [pupils[2], 0, 'COMPUTED'],
    ]);
    // A stale save after a clear names the cleared student too.
    const afterClear = await saveSummary(sokha.token, {
      AcademicClassId: s.classA,
      ExamTypeId: november,
      Version: 2,
      Items: [{ StudentId: pupils[2], Saved: counts(0, 0, 0, 0) }],
    });
    expect(afterClear.statusCode).toBe(409);
    expect(afterClear.data.Data.map((x: { StudentId: string }) => x.StudentId)).toEqual([pupils[0]]);
  });

  it('refuses bad counts, students outside the class and other readers, writing nothing', async () => {
    const body = (items: unknown[], extra: Record<string, unknown> = {}) => ({
      AcademicClassId: s.classA,
      ExamTypeId: november,
      Version: 3,
      Items: items,
      ...extra,
    });
    const negative = await saveSummary(s.campus.adminToken, body([{ StudentId: pupils[0], Saved: counts(-1, 0, 0, 0) }]));
    expect(negative.statusCode).toBe(400);
    expect(negative.data.Errors[0]).toMatchObject({ Field: 'Items.0.Saved.Absence', MessageEn: 'Must be at least 0' });
    expect(negative.data.Errors[0].Message).toContain('ត្រូវតែធំជាង ឬស្មើ');
    const fraction = await saveSummary(s.campus.adminToken, body([{ StudentId: pupils[0], Saved: { ...counts(0, 0, 0, 0), Late: 1.5 } }]));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.data.Errors[0].Field).toBe('Items.0.Saved.Late');
    const outside = await saveSummary(s.campus.adminToken, body([{ StudentId: inB, Saved: counts(0, 0, 0, 0) }]));
    expect(outside.statusCode).toBe(400);
    expect(outside.data).toMatchObject({ Message: 'សិស្សនេះមិនស្ថិតក្នុងថ្នាក់នេះទេ', MessageEn: 'The student is not in this class' });
    expect(outside.data.Errors[0].Field).toBe('Items.0.StudentId');
    const twice = await saveSummary(
      s.campus.adminToken,
      body([
        { StudentId: pupils[0], Saved: null },
        { StudentId: pupils[0], Saved: null },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.data.Errors[0].Field).toBe('Items.1.StudentId');
    expect((await saveSummary(s.campus.adminToken, body([{ StudentId: pupils[0], Saved: null }], { ExamTypeId: nextYearExam }))).statusCode).toBe(400);
    expect((await saveSummary(dara.token, body([{ StudentId: pupils[0], Saved: counts(0, 0, 0, 0) }]))).statusCode).toBe(403);
    expect((await saveSummary(vanna.token, body([{ StudentId: pupils[0], Saved: counts(0, 0, 0, 0) }]))).statusCode).toBe(404);
    expect((await saveSummary(other.campus.adminToken, body([{ StudentId: pupils[0], Saved: counts(0, 0, 0, 0) }]))).statusCode).toBe(404);
    expect((await saveSummary(studentToken, body([{ StudentId: pupils[0], Saved: counts(0, 0, 0, 0) }]))).statusCode).toBe(403);
    expect(await storedSummary()).toEqual(
      [
        { student_id: pupils[0], absence: null, late: null },
        { student_id: pupils[1], absence: 4, late: 0 },
      ].sort((a, b) => String(a.student_id).localeCompare(String(b.student_id))),
    );
  });
});
