import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACADEMIC_SCORE_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addTeachingSubjects } from '../../../test/routine-fixtures';
import { courseLevelSubject, examType, subjectStandardScore } from '../../db/schema/index';

const { NORMAL, ABSENT, EXEMPTED } = ACADEMIC_SCORE_STATUS;

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let dara: Awaited<ReturnType<typeof addTeacher>>; // teaches maths in 7A
let vanna: Awaited<ReturnType<typeof addTeacher>>; // teaches maths in 7B only
let studentToken: string;
let maths: string;
let khmer: string;
let monthExam: string; // current, entry open
let closedExam: string; // entry ended in 2020
let pupils: string[];
let inB: string;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  [maths, khmer] = (await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  })) as [string, string];
  dara = await addTeacher(t, s, [s.classA], 'dara.score');
  vanna = await addTeacher(t, s, [s.classB], 'vanna.score');
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [maths] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: vanna.employeeId, academicClassId: s.classB, subjectIds: [maths] });
  await t.database.system(async (tx) => {
    const subjects = await tx
      .select({ id: courseLevelSubject.id, subjectId: courseLevelSubject.subjectId, rootId: courseLevelSubject.subjectGroupRootId })
      .from(courseLevelSubject)
      .where(eq(courseLevelSubject.campusId, s.campus.id));
    for (const cls of subjects)
      await tx.insert(subjectStandardScore).values({
        campusId: s.campus.id,
        academicYearId: s.yearId,
        subjectGroupRootId: cls.rootId,
        courseLevelId: s.gradeId,
        subjectId: cls.subjectId,
        maxScore: cls.id === maths ? 50 : 100,
        coefficient: 1,
        passScore: cls.id === maths ? 25 : 50,
      });
    const exam = (descriptionEn: string, isCurrent: boolean, scoreEntryEndDate: string) =>
      tx
        .insert(examType)
        .values({ campusId: s.campus.id, academicYearId: s.yearId, description: descriptionEn, descriptionEn, examType: 0, isCurrent, scoreEntryEndDate })
        .returning({ id: examType.id });
    monthExam = (await exam('November', true, '2999-12-31'))[0]!.id;
    closedExam = (await exam('October', false, '2020-01-31'))[0]!.id;
  });
  // Three students of 7A whose Khmer names sort differently from their Latin ones.
  const names: Array<[string, string, string]> = [
    ['សុខ', 'ចាន់ណា', 'Anna'],
    ['កែវ', 'បុប្ផា', 'Zara'],
    ['ចាន់', 'ដារ៉ា', 'Mona'],
  ];
  pupils = [];
  for (const [lastName, firstName, lastNameEn] of names)
    pupils.push((await addStudent(t, s, s.classA, { lastName, firstName, lastNameEn, firstNameEn: 'X' })).studentId);
  inB = (await addStudent(t, s, s.classB)).studentId;
  studentToken = (await addStudentAccount(t, s.campus, pupils[0]!)).token;
}, 120_000);
afterAll(async () => t?.close());

const office = () => s.campus.adminToken;
const sheetQuery = (p: { cls?: string; exam?: string; subject?: string } = {}) =>
  `academicClassId=${p.cls ?? s.classA}&examTypeId=${p.exam ?? monthExam}&courseLevelSubjectId=${p.subject ?? maths}`;
const sheetOf = (token: string, p: { cls?: string; exam?: string; subject?: string } = {}) =>
  t.call('GET', `/api/score/entry/by-class-and-exam-type?${sheetQuery(p)}`, { token });
const save = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/score/entry/v2/batch-save', { token, json: body });
const body = (version: number | null, items: Array<[number | null, number]>, p: { exam?: string; subject?: string } = {}) => ({
  AcademicClassId: s.classA,
  ExamTypeId: p.exam ?? monthExam,
  CourseLevelSubjectId: p.subject ?? maths,
  Version: version,
  Items: items.map(([Score, Status], i) => ({ StudentId: pupils[i], Score, Status })),
});
const storedScores = async () =>
  (
    await t.database.system((tx) =>
      tx.execute<{ student_id: string; score: string | null; status: number; version: number }>(
        sql`select s.student_id, s.score, s.status, h.version from score s join score_sheet h on h.campus_id = s.campus_id and h.id = s.score_sheet_id
            where s.campus_id = ${s.campus.id} order by s.student_id`,
      ),
    )
  ).rows;

describe('score entry', () => {
  it("lists a teacher's sheets of the current exam type on her home, the office every class and subject", async () => {
    const mine = await t.call('GET', '/api/scoring/home', { token: dara.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.data.Data.ExamTypeId).toBe(monthExam);
    expect(mine.data.Data.ExamTypes.map((e: { Id: string }) => e.Id).sort()).toEqual([monthExam, closedExam].sort());
    expect(mine.data.Data.ExamTypes.find((e: { Id: string }) => e.Id === closedExam).Closed).toBe(true);
    expect(mine.data.Data.Sheets).toEqual([
      expect.objectContaining({
        AcademicClassId: s.classA,
        CourseLevelSubjectId: maths,
        SubjectEn: 'Mathematics',
        State: 'not-started',
        Students: 3,
        Entered: 0,
      }),
    ]);
    const all = await t.call('GET', `/api/score/entry/schedule?examTypeId=${closedExam}`, { token: office() });
    expect(all.statusCode).toBe(200);
    expect(all.data.Data.ExamTypeId).toBe(closedExam);
    expect(all.data.Data.ExamTypes.find((e: { Id: string }) => e.Id === closedExam).Closed).toBe(false);
    expect(all.data.Data.Sheets).toHaveLength(4);
    const onlyKhmer = await t.call('GET', `/api/score/entry/schedule?courseLevelSubjectId=${khmer}`, { token: office() });
    expect(onlyKhmer.data.Data.Sheets.map((x: { CourseLevelSubjectId: string }) => x.CourseLevelSubjectId)).toEqual([khmer, khmer]);
    expect((await t.call('GET', '/api/scoring/home', { token: studentToken })).statusCode).toBe(403);
    const otherHome = await t.call('GET', '/api/scoring/home', { token: other.campus.adminToken });
    expect(JSON.stringify(otherHome.data.Data)).not.toContain(s.classA);
  });

  it("reads a sheet: the class's students in Khmer name order, the subject's maximum and pass score, never saved", async () => {
    const res = await sheetOf(dara.token);
    expect(res.statusCode).toBe(200);
    const sheet = res.data.Data;
    expect(sheet.Students.map((p: { LastName: string }) => p.LastName)).toEqual(['កែវ', 'ចាន់', 'សុខ']);
    expect(sheet).toMatchObject({ MaxScore: 50, PassScore: 25, Version: null, Visibility: 0, CanEdit: true, SubjectEn: 'Mathematics', ExamTypeEn: 'November' });
    expect(sheet.Students.every((p: { Score: null; Status: number }) => p.Score === null && p.Status === NORMAL)).toBe(true);
  });

  it('orders by the Khmer collation, not by code points: ក៏ before កក, and family name before given name', async () => {
    // Code points would put កក (U+1780 U+1780) before ក៏ (U+1780 U+17CF); a Khmer dictionary the other way.
    await addStudent(t, s, s.classB, { lastName: 'កក', firstName: 'ដារា', lastNameEn: 'Kak', firstNameEn: 'Dara' });
    await addStudent(t, s, s.classB, { lastName: 'ក៏', firstName: 'សុភា', lastNameEn: 'Kar', firstNameEn: 'Sophea' });
    await addStudent(t, s, s.classB, { lastName: 'ក៏', firstName: 'ចន្ថា', lastNameEn: 'Kar', firstNameEn: 'Chantha' });
    const res = await sheetOf(office(), { cls: s.classB });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Students.map((p: { LastName: string; FirstName: string }) => `${p.LastName} ${p.FirstName}`).slice(0, 3)).toEqual([
      'ក៏ ចន្ថា',
      'ក៏ សុភា',
      'កក ដារា',
    ]);
  });

  it('refuses a score above the maximum, below zero, a score with absent, two decimals too many and a student of another class, naming each cell', async () => {
    const bad = body(null, [
      [50.5, NORMAL],
      [-1, NORMAL],
      [10, ABSENT],
    ]);
    const res = await save(dara.token, {
      ...bad,
      Items: [...bad.Items, { StudentId: inB, Score: 10, Status: NORMAL }, { StudentId: pupils[0], Score: 1.005, Status: NORMAL }],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.data.Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(
      expect.arrayContaining(['Items.0.Score', 'Items.1.Score', 'Items.2.Score', 'Items.3.StudentId', 'Items.4.StudentId', 'Items.4.Score']),
    );
    const over = res.data.Errors.find((e: { Field: string }) => e.Field === 'Items.0.Score');
    expect(over.Message).toContain('អតិបរមា');
    expect(over.MessageEn).toContain('maximum of 50');
    expect(await storedScores()).toEqual([]);
  });

  it('saves a sheet in one call and answers it refreshed; the home shows how far it is', async () => {
    const res = await save(
      dara.token,
      body(null, [
        [42.5, NORMAL],
        [null, ABSENT],
        [null, NORMAL],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Version).toBe(1);
    const byId = new Map(res.data.Data.Students.map((p: { StudentId: string }) => [p.StudentId, p]));
    expect(byId.get(pupils[0]!)).toMatchObject({ Score: 42.5, Status: NORMAL });
    expect(byId.get(pupils[1]!)).toMatchObject({ Score: null, Status: ABSENT });
    const rows = await storedScores();
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.student_id === pupils[0])!.score).toBe('42.50');
    expect((await sheetOf(dara.token)).data.Data.Version).toBe(1);
    const home = await t.call('GET', '/api/scoring/home', { token: dara.token });
    expect(home.data.Data.Sheets[0]).toMatchObject({ State: 'in-progress', Entered: 2, Students: 3, Version: 1 });
    const done = await save(
      dara.token,
      body(1, [
        [42.5, NORMAL],
        [null, ABSENT],
        [null, EXEMPTED],
      ]),
    );
    expect(done.statusCode).toBe(200);
    expect(done.data.Data.Version).toBe(2);
    expect((await t.call('GET', '/api/scoring/home', { token: dara.token })).data.Data.Sheets[0]).toMatchObject({ State: 'complete', Entered: 3 });
  });

  it('refuses a save at an old version with 409 naming the students whose stored score differs; nothing is written', async () => {
    const before = await storedScores();
    const res = await save(
      office(),
      body(1, [
        [40, NORMAL],
        [null, ABSENT],
        [null, EXEMPTED],
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.data.Data).toEqual([expect.objectContaining({ StudentId: pupils[0], Score: 42.5, Status: NORMAL })]);
    expect(res.data.MessageEn).toContain('Nothing was saved');
    const fresh = await save(office(), body(null, [[40, NORMAL]]));
    expect(fresh.statusCode).toBe(409);
    expect(await storedScores()).toEqual(before);
  });

  it('keeps a teacher to her class × subject: another class, another subject, a student and another school get 404 or 403', async () => {
    expect((await sheetOf(vanna.token)).statusCode).toBe(404);
    expect((await sheetOf(dara.token, { subject: khmer })).statusCode).toBe(404);
    expect((await sheetOf(dara.token, { cls: s.classB })).statusCode).toBe(404);
    expect((await sheetOf(studentToken)).statusCode).toBe(403);
    expect((await sheetOf(other.campus.adminToken)).statusCode).toBe(404);
    expect((await sheetOf(office(), { subject: khmer })).statusCode).toBe(200);
    const before = await storedScores();
    expect((await save(vanna.token, body(2, [[1, NORMAL]]))).statusCode).toBe(404);
    expect((await save(dara.token, body(null, [[1, NORMAL]], { subject: khmer }))).statusCode).toBe(404);
    expect((await save(other.campus.adminToken, body(2, [[1, NORMAL]]))).statusCode).toBe(404);
    expect((await save(studentToken, body(2, [[1, NORMAL]]))).statusCode).toBe(403);
    expect(await storedScores()).toEqual(before);
  });

  it("closes entry after the exam type's end date for teachers (403), never for the office", async () => {
    const sheet = await sheetOf(dara.token, { exam: closedExam });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.data.Data.CanEdit).toBe(false);
    const refused = await save(dara.token, body(null, [[10, NORMAL]], { exam: closedExam }));
    expect(refused.statusCode).toBe(403);
    expect(refused.data.MessageEn).toContain('closed on 2020-01-31');
    expect((await sheetOf(office(), { exam: closedExam })).data.Data.CanEdit).toBe(true);
    const saved = await save(office(), body(null, [[10, NORMAL]], { exam: closedExam }));
    expect(saved.statusCode).toBe(200);
    expect(saved.data.Data.Students.find((p: { StudentId: string }) => p.StudentId === pupils[0]).Score).toBe(10);
  });

  it('keeps a submitted sheet from its teacher (403, CanEdit false); the office still corrects it', async () => {
    const submit = (visibility: number) =>
      t.database.system((tx) =>
        tx.execute(sql`update score_sheet set visibility = ${visibility} where campus_id = ${s.campus.id} and exam_type_id = ${monthExam}`),
      );
    await submit(1);
    try {
      const sheet = await sheetOf(dara.token);
      expect(sheet.data.Data).toMatchObject({ Visibility: 1, CanEdit: false });
      const refused = await save(dara.token, body(sheet.data.Data.Version, [[41, NORMAL]]));
      expect(refused.statusCode).toBe(403);
      expect(refused.data.MessageEn).toContain('submitted');
      expect((await sheetOf(office())).data.Data.CanEdit).toBe(true);
    } finally {
      await submit(0);
    }
  });

  it('refuses an exam type of another year or school as an unknown sheet', async () => {
    const [otherExam] = await t.database.system((tx) =>
      tx
        .insert(examType)
        .values({ campusId: other.campus.id, academicYearId: other.yearId, description: 'x', descriptionEn: 'x', examType: 0 })
        .returning({ id: examType.id }),
    );
    expect((await sheetOf(office(), { exam: otherExam!.id })).statusCode).toBe(404);
    const rows = await t.database.system((tx) =>
      tx
        .select({ id: examType.id })
        .from(examType)
        .where(and(eq(examType.campusId, s.campus.id), eq(examType.id, otherExam!.id))),
    );
    expect(rows).toEqual([]);
  });
});
