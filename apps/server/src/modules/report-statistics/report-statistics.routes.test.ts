import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { MOBILE_ACTOR_TYPE, STUDENT_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, createSchool, type TSchool } from '../../../test/people-fixtures';
import { createClass, createGrade, createLevel, expectOk } from '../../../test/setup-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes } from '../../../test/routine-fixtures';
import { pdfText } from '../../../test/pdf-text';
import {
  classRoutine,
  employee,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  examType,
  position,
  score,
  scoreSheet,
  studentAcademicClass,
  studentAttendanceSheet,
} from '../../db/schema/index';

/**
 * The statistics reports on one hand-counted school (year 2025-11-01 to 2026-08-31):
 *   7A: Sokha F 2013-04-12, Dara M 2012-12-01, Bopha F 2014-01-15, Vicheka F (no date of birth)
 *   7B: Piseth M 2013-11-02, Srey F 2013-11-01, Malis F dropped 2025-12-10, Rith M transferred 2026-03-01
 *   9A: Vuthy M 2011-05-05 (failed), Nary F 2011-09-09 (passed)
 * Staff: Chan Sreymom F and Sok Dara M teachers, Kanha F office (no class), Heng M inactive without a position.
 * Another school with a pupil and an employee of its own that never shows here.
 */
let t: TTestApp;
let s: TSchool;
let token: string;
let otherToken: string;
let examId: string;
let class9A: string;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  token = s.campus.adminToken;
  const level9 = await createLevel(t, s.campus, 'LS9');
  const grade9 = await createGrade(t, s.campus, level9.Id, 'G9');
  class9A = (await createClass(t, s.campus, s.yearId, grade9.Id, '9A')).Id;
  const pupil = (classId: string, firstNameEn: string, gender: number, dateOfBirth: string | null) =>
    addStudent(t, s, classId, { firstName: firstNameEn, lastName: 'សុខ', firstNameEn, lastNameEn: 'Sok', gender, dateOfBirth }).then((r) => r.studentId);
  await pupil(s.classA, 'Sokha', 1, '2013-04-12');
  await pupil(s.classA, 'Dara', 0, '2012-12-01');
  await pupil(s.classA, 'Bopha', 1, '2014-01-15');
  await pupil(s.classA, 'Vicheka', 1, null);
  const piseth = await pupil(s.classB, 'Piseth', 0, '2013-11-02');
  await pupil(s.classB, 'Srey', 1, '2013-11-01');
  const malis = await pupil(s.classB, 'Malis', 1, '2013-06-01');
  const rith = await pupil(s.classB, 'Rith', 0, '2012-06-01');
  const vuthy = await pupil(class9A, 'Vuthy', 0, '2011-05-05');
  const nary = await pupil(class9A, 'Nary', 1, '2011-09-09');
  for (const [id, status, date, reason] of [
    [malis, STUDENT_STATUS.DROPPED, '2025-12-10', 'ផ្លាស់ទីលំនៅ'],
    [rith, STUDENT_STATUS.TRANSFERRED, '2026-03-01', 'ផ្លាស់សាលា'],
  ] as const) {
    const found = expectOk(await t.call('GET', '/api/student/find', { token, query: { id } })).data.Data;
    expectOk(
      await t.call('POST', '/api/student/deactivate', {
        token,
        form: { Id: id, Version: String(found.Version), Status: String(status), Reason: reason, Date: date, AcademicYearId: s.yearId },
      }),
    );
  }
  const [maths7, khmer7] = (await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  })) as [string, string];
  const [khmer9] = (await addGradeSubjects(t, s.campus.id, { yearId: s.yearId, gradeId: grade9.Id, names: [['ភាសាខ្មែរ', 'Khmer']] })) as [string];
  const [p1] = (await addSessionTimes(t, s.campus.id, s.gradeId, 0, [['07:00', '08:00']])) as [string];
  const campusId = s.campus.id;
  examId = await t.database.system(async (tx) => {
    for (const [id, result] of [
      [vuthy, 2],
      [nary, 1],
    ] as const)
      await tx
        .update(studentAcademicClass)
        .set({ academicResultStatus: result })
        .where(and(eq(studentAcademicClass.campusId, campusId), eq(studentAcademicClass.studentId, id)));
    const [teacher, office] = await tx
      .insert(position)
      .values([
        { campusId, description: 'គ្រូបង្រៀន', descriptionEn: 'Teacher', sortIndex: 1 },
        { campusId, description: 'បុគ្គលិកការិយាល័យ', descriptionEn: 'Office staff', sortIndex: 2 },
      ])
      .returning({ id: position.id });
    const person = (code: string, lastNameEn: string, firstNameEn: string, gender: number, positionId: string | null, status = 0) => ({
      campusId,
      code,
      lastName: lastNameEn,
      firstName: firstNameEn,
      lastNameEn,
      firstNameEn,
      gender,
      positionId,
      status,
    });
    const [sreymom, dara] = await tx
      .insert(employee)
      .values([
        person('T1', 'Chan', 'Sreymom', 1, teacher!.id),
        person('T2', 'Sok', 'Dara', 0, teacher!.id),
        person('O1', 'Kim', 'Kanha', 1, office!.id),
        person('X1', 'Heng', 'Rotha', 0, null, 1),
      ])
      .returning({ id: employee.id });
    const [eac] = await tx
      .insert(employeeAcademicClass)
      .values({ campusId, employeeId: dara!.id, academicYearId: s.yearId, academicClassId: s.classA })
      .returning({ id: employeeAcademicClass.id });
    await tx.insert(employeeAcademicClassSubject).values({ campusId, employeeAcademicClassId: eac!.id, courseLevelSubjectId: maths7 });
    const routine = (academicClassId: string, dayOfWeek: number, courseLevelSubjectId: string, employeeId: string) => ({
      campusId,
      academicYearId: s.yearId,
      academicClassId,
      dayOfWeek,
      sessionTimeId: p1,
      courseLevelSubjectId,
      employeeId,
    });
    const [mon7A, , tue7B] = await tx
      .insert(classRoutine)
      .values([
        routine(s.classA, 1, maths7, dara!.id),
        routine(s.classA, 3, maths7, dara!.id),
        routine(s.classB, 2, khmer7, dara!.id),
        routine(class9A, 1, khmer9, sreymom!.id),
        routine(s.classB, 4, maths7, sreymom!.id),
      ])
      .returning({ id: classRoutine.id });
    await tx.insert(studentAttendanceSheet).values([
      { campusId, academicClassId: s.classA, classRoutineId: mon7A!.id, date: '2025-11-03' },
      { campusId, academicClassId: s.classA, classRoutineId: mon7A!.id, date: '2025-11-10' },
      { campusId, academicClassId: s.classB, classRoutineId: tue7B!.id, date: '2026-02-03' },
    ]);
    const [exam] = await tx
      .insert(examType)
      .values({ campusId, academicYearId: s.yearId, description: 'ឆមាសទី១', descriptionEn: 'Semester 1', examType: 0 })
      .returning({ id: examType.id });
    const [maths7A, khmer7B, maths7B] = await tx
      .insert(scoreSheet)
      .values([
        { campusId, academicClassId: s.classA, examTypeId: exam!.id, courseLevelSubjectId: maths7 },
        { campusId, academicClassId: s.classB, examTypeId: exam!.id, courseLevelSubjectId: khmer7 },
        { campusId, academicClassId: s.classB, examTypeId: exam!.id, courseLevelSubjectId: maths7 },
      ])
      .returning({ id: scoreSheet.id });
    await tx.insert(score).values([
      { campusId, scoreSheetId: maths7A!.id, studentId: vuthy, score: 40 },
      { campusId, scoreSheetId: khmer7B!.id, studentId: piseth, score: null },
      { campusId, scoreSheetId: maths7B!.id, studentId: piseth, score: 35 },
    ]);
    return exam!.id;
  });
  // Another school: its pupil and employee never count here, and ours never count there.
  const theirs = await createSchool(t);
  otherToken = theirs.campus.adminToken;
  await addStudent(t, theirs, theirs.classA, { gender: 1, dateOfBirth: '2013-01-01' });
  await t.database.system((tx) =>
    tx
      .insert(employee)
      .values({ campusId: theirs.campus.id, code: 'Z1', lastName: 'ផ្សេង', firstName: 'សាលា', lastNameEn: 'Other', firstNameEn: 'School', gender: 1 }),
  );
}, 180_000);
afterAll(async () => t?.close());

const get = async (path: string, query: Record<string, string> = {}, as = token) => expectOk(await t.call('GET', path, { token: as, query })).data.Data;
const counts = (rows: Array<{ Description: string; Studying: unknown; Left: unknown }>) => rows.map((r) => [r.Description, r.Studying, r.Left]);
const c = (Total: number, Female: number) => ({ Total, Female });

async function sheetRows(res: { rawPayload: Buffer }, sheet = 0) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[sheet]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
const totalRow = (rows: unknown[][]) => rows.find((r) => r[0] === 'សរុប Total');

describe('students by level (GET /report/statistic)', () => {
  it("counts each class of the exam's year with its level: studying and left, total and female", async () => {
    const rows = await get('/report/statistic', { examTypeId: examId });
    expect(rows.map((r: { Level: { DescriptionEn: string } }) => r.Level.DescriptionEn)).toEqual(['Grade G7', 'Grade G7', 'Grade G9']);
    expect(counts(rows)).toEqual([
      ['ថ្នាក់ 7A', c(4, 3), c(0, 0)],
      ['ថ្នាក់ 7B', c(2, 1), c(2, 1)],
      ['ថ្នាក់ 9A', c(2, 1), c(0, 0)],
    ]);
  });

  it('writes the workbook with a subtotal per level and the school total, and a PDF without a row-count line', async () => {
    const file = await t.call('GET', '/api/report/statistic/student-by-level/export', { token, query: { examTypeId: examId, exportType: '1' } });
    expect(file.statusCode).toBe(200);
    const rows = await sheetRows(file);
    expect(rows.find((r) => r[0] === 'សរុប ថ្នាក់ទី G7 / Total Grade G7')?.slice(2)).toEqual([6, 4, 2, 1]);
    expect(totalRow(rows)?.slice(2)).toEqual([8, 5, 2, 1]);
    const pdf = await t.call('GET', '/api/report/statistic/student-by-level/export', { token, query: { examTypeId: examId, exportType: '0' } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('ស្ថិតិសិស្សតាមកម្រិតថ្នាក់');
    expect(text).toContain('Semester 1');
    expect(text).not.toMatch(/Total 6\b/);
  });
});

describe('students by age', () => {
  it('counts the studying students per grade by whole years on the year start, birthdays on the day included', async () => {
    const r = await get('/api/report/statistic/student-by-age', { academicYearId: s.yearId });
    expect(r.AgeOn).toBe('2025-11-01');
    expect(r.Ages).toEqual([11, 12, 14]);
    expect(r.Rows.map((x: { Level: { DescriptionEn: string } }) => x.Level.DescriptionEn)).toEqual(['Grade G7', 'Grade G9']);
    expect(r.Rows[0]).toMatchObject({ ByAge: [c(2, 1), c(3, 2), c(0, 0)], UnknownAge: c(1, 1), Total: c(6, 4) });
    expect(r.Rows[1]).toMatchObject({ ByAge: [c(0, 0), c(0, 0), c(2, 1)], UnknownAge: c(0, 0), Total: c(2, 1) });
    // A day later Piseth (born 2013-11-02) is twelve.
    const later = await get('/api/report/statistic/student-by-age', { ageOn: '2025-11-02' });
    expect(later.Rows[0].ByAge).toEqual([c(1, 1), c(4, 2), c(0, 0)]);
    // The workbook: ages 11, 12, 14, then the students without a date of birth, then all.
    const file = expectOk(await t.call('GET', '/api/report/statistic/student-by-age/export', { token, query: { exportType: '1' } }));
    expect(totalRow(await sheetRows(file))?.slice(1)).toEqual([2, 1, 3, 2, 2, 1, 1, 1, 8, 5]);
  });
});

describe('drop-outs', () => {
  it('counts the leavers of the period per class and status, and lists them with date and reason', async () => {
    const r = await get('/api/report/statistic/drop-student', { academicYearId: s.yearId });
    expect(r.Statuses).toEqual([5, 6, 7, 9]);
    expect(r.Rows.map((x: { Description: string; ByStatus: unknown; Total: unknown }) => [x.Description, x.ByStatus, x.Total])).toEqual([
      ['ថ្នាក់ 7A', [c(0, 0), c(0, 0), c(0, 0), c(0, 0)], c(0, 0)],
      ['ថ្នាក់ 7B', [c(1, 1), c(0, 0), c(1, 0), c(0, 0)], c(2, 1)],
      ['ថ្នាក់ 9A', [c(0, 0), c(0, 0), c(0, 0), c(0, 0)], c(0, 0)],
    ]);
    expect(r.Students.map((x: { FullNameEn: string; StatusDate: string; Reason: string }) => [x.FullNameEn, x.StatusDate, x.Reason])).toEqual([
      ['Sok Malis', '2025-12-10', 'ផ្លាស់ទីលំនៅ'],
      ['Sok Rith', '2026-03-01', 'ផ្លាស់សាលា'],
    ]);
    const firstTerm = await get('/api/report/statistic/drop-student', { startDate: '2025-11-01', endDate: '2026-01-31' });
    expect(firstTerm.Students.map((x: { FullNameEn: string }) => x.FullNameEn)).toEqual(['Sok Malis']);
    const transfers = await get('/api/report/statistic/drop-student', { status: '7' });
    expect(transfers.Statuses).toEqual([7]);
    expect(transfers.Rows[1].Total).toEqual(c(1, 0));
    expect((await t.call('GET', '/api/report/statistic/drop-student', { token, query: { startDate: '2026-02-01', endDate: '2026-01-01' } })).statusCode).toBe(
      400,
    );
  });

  it('writes the counts and the list as two sheets', async () => {
    const file = expectOk(await t.call('GET', '/api/report/statistic/drop-student/export', { token, query: { exportType: '1' } }));
    expect(totalRow(await sheetRows(file, 0))?.slice(2)).toEqual([1, 1, 0, 0, 1, 0, 0, 0, 2, 1]);
    const list = await sheetRows(file, 1);
    expect(list.some((r) => r.includes('Sok Malis') || r.some((v) => String(v).includes('Sok Malis')))).toBe(true);
  });
});

describe('students per class over a semester', () => {
  it('counts start, left, end, passed and failed per class over the second semester', async () => {
    const r = await get('/api/report/statistic/student-academic-class-semester', { startDate: '2026-01-01', endDate: '2026-08-31' });
    const pick = (x: Record<string, unknown>) => [x.Description, x.Start, x.Left, x.End, x.Passed, x.Failed];
    expect(r.Rows.map(pick)).toEqual([
      ['ថ្នាក់ 7A', c(4, 3), c(0, 0), c(4, 3), c(0, 0), c(0, 0)],
      ['ថ្នាក់ 7B', c(3, 1), c(1, 0), c(2, 1), c(0, 0), c(0, 0)],
      ['ថ្នាក់ 9A', c(2, 1), c(0, 0), c(2, 1), c(1, 1), c(1, 0)],
    ]);
    const one = await get('/api/report/statistic/student-academic-class-semester', {
      academicClassId: s.classB,
      startDate: '2026-01-01',
      endDate: '2026-08-31',
    });
    expect(one.Rows.map(pick)).toEqual([['ថ្នាក់ 7B', c(3, 1), c(1, 0), c(2, 1), c(0, 0), c(0, 0)]]);
  });

  it('answers the spec file (GET /api/sv/report/student-statistics) as a PDF with the classes', async () => {
    const file = await t.call('GET', '/api/sv/report/student-statistics', {
      token,
      query: { academicClassId: s.classB, startDate: '2026-01-01', endDate: '2026-08-31' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('ថ្នាក់ 7B');
    expect(text).not.toContain('ថ្នាក់ 7A');
  });
});

describe('school education census (SEC)', () => {
  it('sums classes and students per grade and the active staff with the teachers', async () => {
    const r = await get('/api/report/statistic/sec', {});
    expect(r.Levels.map((l: Record<string, unknown>) => [(l.Level as { DescriptionEn: string }).DescriptionEn, l.Classes, l.Studying, l.Left])).toEqual([
      ['Grade G7', 2, c(6, 4), c(2, 1)],
      ['Grade G9', 1, c(2, 1), c(0, 0)],
    ]);
    expect(r.Staff).toEqual({ Employees: c(3, 2), Teachers: c(2, 1) });
  });

  it('answers the spec file (GET /api/sv/report/school-statistics) as a workbook with totals', async () => {
    const file = expectOk(
      await t.call('GET', '/api/sv/report/school-statistics', { token, query: { startDate: '2025-11-01', endDate: '2026-08-31', exportType: '1' } }),
    );
    expect(totalRow(await sheetRows(file, 0))?.slice(1)).toEqual([3, 8, 5, 2, 1]);
    expect((await sheetRows(file, 1)).find((row) => String(row[0]).startsWith('គ្រូបង្រៀន'))?.slice(1)).toEqual([2, 1]);
  });
});

describe('employees', () => {
  it('counts employees per position by sex and those teaching this year', async () => {
    const all = await get('/api/report/statistic/employee');
    expect(
      all.Rows.map((r: { Position: { DescriptionEn: string } | null; Employees: unknown; Teaching: unknown }) => [
        r.Position?.DescriptionEn ?? null,
        r.Employees,
        r.Teaching,
      ]),
    ).toEqual([
      ['Teacher', c(2, 1), c(2, 1)],
      ['Office staff', c(1, 1), c(0, 0)],
      [null, c(1, 0), c(0, 0)],
    ]);
    const active = await get('/api/report/statistic/employee', { status: '0' });
    expect(active.Rows).toHaveLength(2);
  });
});

describe('teacher activity', () => {
  it('lists each teacher with classes, subjects, periods a week, attendance sheets of the period and scored sheets', async () => {
    const r = await get('/api/report/statistic/teacher-activity', {});
    const pick = (x: Record<string, unknown>) => [
      x.FullNameEn,
      (x.Classes as Array<{ DescriptionEn: string }>).map((y) => y.DescriptionEn),
      (x.Subjects as Array<{ DescriptionEn: string }>).map((y) => y.DescriptionEn).sort(),
      x.PeriodsPerWeek,
      x.AttendanceTaken,
      x.ScoreSheets,
    ];
    expect(r.Rows.map(pick)).toEqual([
      ['Chan Sreymom', ['Class 7B', 'Class 9A'], ['Khmer', 'Mathematics'], 2, 0, 1],
      ['Sok Dara', ['Class 7A', 'Class 7B'], ['Khmer', 'Mathematics'], 3, 3, 1],
    ]);
    const november = await get('/api/report/statistic/teacher-activity', { startDate: '2025-11-01', endDate: '2025-12-31' });
    expect(november.Rows[1].AttendanceTaken).toBe(2);
    const file = expectOk(await t.call('GET', '/api/report/statistic/teacher-activity/export', { token, query: { exportType: '1' } }));
    expect(totalRow(await sheetRows(file))?.slice(5)).toEqual([5, 3, 2]);
  });
});

describe('access and isolation', () => {
  it("another school's token sees only its own rows, and cannot name our exam, year or class", async () => {
    const sec = await get('/api/report/statistic/sec', {}, otherToken);
    expect(sec.Levels.map((l: { Studying: unknown }) => l.Studying)).toEqual([c(1, 1)]);
    expect(sec.Staff.Employees).toEqual(c(1, 1));
    const teachers = await get('/api/report/statistic/teacher-activity', {}, otherToken);
    expect(teachers.Rows).toEqual([]);
    const employees = await get('/api/report/statistic/employee', {}, otherToken);
    expect(employees.Rows.map((r: { Employees: unknown }) => r.Employees)).toEqual([c(1, 1)]);
    const drops = await get('/api/report/statistic/drop-student', {}, otherToken);
    expect(drops.Students).toEqual([]);
    expect((await t.call('GET', '/report/statistic', { token: otherToken, query: { examTypeId: examId } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/report/statistic/student-by-age', { token: otherToken, query: { academicYearId: s.yearId } })).statusCode).toBe(400);
    const theirClass = await t.call('GET', '/api/report/statistic/student-academic-class-semester', { token: otherToken, query: { academicClassId: class9A } });
    expect(theirClass.statusCode).toBe(400);
  });

  it('refuses a teacher the statistics', async () => {
    const teacher = await t.createUser(s.campus, { username: 'stat.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER });
    expect((await t.call('GET', '/report/statistic', { token: teacher.token, query: { examTypeId: examId } })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/sv/report/school-statistics', { token: teacher.token })).statusCode).toBe(403);
  });
});
