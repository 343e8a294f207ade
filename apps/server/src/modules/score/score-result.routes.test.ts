import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACADEMIC_RESULT_STATUS, ACADEMIC_SCORE_STATUS, SCORE_VISIBILITY_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { seedGradingExample, type TGradingExample } from '../../../test/grading-example';
import { pdfText } from '../../../test/pdf-text';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, type TSchool } from '../../../test/people-fixtures';
import { addTeachingSubjects } from '../../../test/routine-fixtures';
import { createClass, expectOk } from '../../../test/setup-fixtures';
import { courseLevelSubject, scoreResultStale, studentMisconduct, scoreSheet, studentAcademicClass, subjectStandardScore } from '../../db/schema/index';

/** The worked example of docs/spec/grading.md: a grade-7 class, Khmer (M 100, c 2), Mathematics (100, 2), Physics (50, 1). */
const { NORMAL } = ACADEMIC_SCORE_STATUS;

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let khmer: string;
let maths: string;
let physics: string;
let november: string;
let december: string;
let semesterExam: string;
let dara: string;
let bopha: string;
let chenda: string;
let daraToken: string;
let daraGuardianToken: string;
let teacherB: Awaited<ReturnType<typeof addTeacher>>;
let teacherA: Awaited<ReturnType<typeof addTeacher>>;

const office = () => s.campus.adminToken;
let saveExam: TGradingExample['saveExam'];
let addSemester2Exam: TGradingExample['addSemester2Exam'];

beforeAll(async () => {
  t = await buildTestApp();
  let daraGuardianId: string;
  ({ s, other, khmer, maths, physics, november, december, semesterExam, dara, daraGuardianId, bopha, chenda, saveExam, addSemester2Exam } =
    await seedGradingExample(t));
  daraToken = (await addStudentAccount(t, s.campus, dara)).token;
  daraGuardianToken = (await addGuardianAccount(t, s.campus, daraGuardianId)).token;
  teacherA = await addTeacher(t, s, [s.classA], 'result.a');
  teacherB = await addTeacher(t, s, [s.classB], 'result.b');
  await addTeachingSubjects(t, s.campus.id, { employeeId: teacherB.employeeId, academicClassId: s.classB, subjectIds: [] });
}, 180_000);
afterAll(async () => t?.close());

const classResult = (token: string, query: string) => t.call('GET', `/api/score/result/class?academicClassId=${s.classA}&${query}`, { token });
const brief = (rows: Array<Record<string, unknown>>) => rows.map((r) => [r.FullNameEn, r.State, r.Total, r.Average, r.Percent, r.Grade, r.Passed, r.Rank]);

describe('class results (grading.md worked example)', () => {
  it('ranks November with a tie (1, 1, 3) and the mentions of the example', async () => {
    const res = await classResult(office(), `kind=exam&examTypeId=${november}`);
    expect(res.statusCode).toBe(200);
    const d = res.data.Data;
    expect(d.Subjects.map((x: { SubjectEn: string }) => x.SubjectEn)).toEqual(['Khmer', 'Mathematics', 'Physics']);
    expect(brief(d.Rows)).toEqual([
      ['Chan Chenda', 'complete', 210, 42, 84, 'B', true, 1],
      ['Duong Dara', 'complete', 210, 42, 84, 'B', true, 1],
      ['Keo Bopha', 'complete', 110, 22, 44, 'F', false, 3],
    ]);
    expect(d.Rows[0].Mention).toBe('ល្អណាស់');
    expect(d.Rows[0].MentionEn).toBe('Very good');
    expect(d.Counts).toEqual({ Students: 3, Ranked: 3, Passed: 2, Failed: 1, Incomplete: 0, Exempt: 0 });
    expect(d.Released).toBe(false);
  });

  it('counts an absence as 0 in December', async () => {
    const d = (await classResult(office(), `kind=exam&examTypeId=${december}`)).data.Data;
    expect(brief(d.Rows)).toEqual([
      ['Duong Dara', 'complete', 160, 32, 64, 'D', true, 1],
      ['Keo Bopha', 'complete', 135, 27, 54, 'E', true, 2],
      ['Chan Chenda', 'complete', 100, 20, 40, 'F', false, 3],
    ]);
    expect(d.Rows[2].Subjects[1]).toMatchObject({ State: 'scored', Status: 'absent', Score: 0 });
  });

  it('computes semester 1 from the months and the semester exam; Chenda is incomplete', async () => {
    const d = (await classResult(office(), 'kind=semester&semester=1')).data.Data;
    expect(d.Rows.map((r: Record<string, unknown>) => [r.FullNameEn, r.State, r.Average, r.Percent, r.Grade, r.Passed, r.Rank])).toEqual([
      ['Duong Dara', 'complete', 38, 76, 'C', true, 1],
      ['Keo Bopha', 'complete', 27.75, 55.5, 'E', true, 2],
      ['Chan Chenda', 'incomplete', null, null, null, null, null],
    ]);
    expect(d.Period).toBe('ឆមាសទី១');
    const year = (await classResult(office(), 'kind=year')).data.Data;
    expect(year.Rows.every((r: { State: string }) => r.State === 'incomplete')).toBe(true);
    // No second semester yet: every academic result status is still the default.
    expect(year.Rows.map((r: { AcademicResultStatus: number }) => r.AcademicResultStatus)).toEqual([0, 0, 0]);
    expect(d.Rows[0].AcademicResultStatus).toBeNull();
  });

  it('recomputes the exam, the semester and the year when a sheet is saved', async () => {
    await saveExam(november, { [dara]: [80, 90, 40], [bopha]: [100, 100, 50], [chenda]: [80, 90, 40] });
    const nov = (await classResult(office(), `kind=exam&examTypeId=${november}`)).data.Data;
    expect(brief(nov.Rows)[0]).toEqual(['Keo Bopha', 'complete', 250, 50, 100, 'A', true, 1]);
    const sem = (await classResult(office(), 'kind=semester&semester=1')).data.Data;
    // Bopha: (31 + (50 + 27) ÷ 2) ÷ 2 = 34.75
    expect(sem.Rows[1]).toMatchObject({ FullNameEn: 'Keo Bopha', Average: 34.75, Rank: 2 });
    await saveExam(november, { [dara]: [80, 90, 40], [bopha]: [50, 40, 20], [chenda]: [80, 90, 40] });
  });

  it('lets a teacher read her class, not another class (404), and never another school (404)', async () => {
    expect((await classResult(teacherA.token, `kind=exam&examTypeId=${november}`)).statusCode).toBe(200);
    expect((await classResult(teacherB.token, `kind=exam&examTypeId=${november}`)).statusCode).toBe(404);
    expect((await classResult(other.campus.adminToken, `kind=exam&examTypeId=${november}`)).statusCode).toBe(404);
    expect((await classResult(daraToken, `kind=exam&examTypeId=${november}`)).statusCode).toBe(403);
  });

  it('refuses bad input with 400', async () => {
    expect((await classResult(office(), 'kind=exam')).statusCode).toBe(400);
    expect((await classResult(office(), 'kind=month')).statusCode).toBe(400);
    expect((await classResult(office(), 'kind=semester&semester=3')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/score/result/class?academicClassId=nope&kind=year', { token: office() })).statusCode).toBe(400);
    const otherExam = await t.call('GET', `/api/score/result/class?academicClassId=${s.classB}&kind=exam&examTypeId=${s.yearId}`, { token: office() });
    expect(otherExam.statusCode).toBe(400);
  });
});

describe("a student's released results and the record book", () => {
  const mine = (token: string, query = '') => t.call('GET', `/api/score/result/student?${query}`, { token });

  it('shows a student nothing while the sheets are drafts, then November once every sheet of it is LIVE', async () => {
    const before = await mine(daraToken);
    expect(before.statusCode).toBe(200);
    expect(before.data.Data.Periods).toEqual([]);
    const setLive = (exam: string, subjects: string[]) =>
      t.database.system((tx) =>
        tx
          .update(scoreSheet)
          .set({ visibility: SCORE_VISIBILITY_STATUS.LIVE })
          .where(and(eq(scoreSheet.campusId, s.campus.id), eq(scoreSheet.examTypeId, exam), sql`${scoreSheet.courseLevelSubjectId} in ${subjects}`)),
      );
    await setLive(november, [khmer, maths]); // physics still a draft
    expect((await mine(daraToken)).data.Data.Periods).toEqual([]);
    await setLive(november, [physics]);
    const after = (await mine(daraToken)).data.Data;
    expect(after.Periods.map((p: { PeriodEn: string }) => p.PeriodEn)).toEqual(['November']);
    expect(after.Periods[0]).toMatchObject({ Average: 42, Rank: 1, Grade: 'B', MentionEn: 'Very good', ClassSize: 3, Released: true });
    expect(after.Periods[0].Subjects.map((c: { Score: number }) => c.Score)).toEqual([80, 90, 40]);
  });

  it('refuses another student (404), another school (404) and a missing student for the office (400)', async () => {
    expect((await mine(daraToken, `studentId=${bopha}`)).statusCode).toBe(404);
    expect((await mine(other.campus.adminToken, `studentId=${dara}`)).statusCode).toBe(404);
    expect((await mine(office())).statusCode).toBe(400);
    expect((await mine(office(), `studentId=${dara}`)).statusCode).toBe(200);
  });

  it("gives the office a student's record book: every period in order, released or not", async () => {
    const res = await t.call('GET', `/api/student/record-book?studentId=${bopha}&academicClassId=${s.classA}`, { token: office() });
    expect(res.statusCode).toBe(200);
    const d = res.data.Data;
    expect(d.Periods.map((p: { PeriodEn: string; Released: boolean }) => [p.PeriodEn, p.Released])).toEqual([
      ['November', true],
      ['December', false],
      ['Semester 1 exam', false],
      ['Semester 1', false],
      ['Annual', false],
    ]);
    expect(d.Periods[3]).toMatchObject({ Average: 27.75, Rank: 2, MentionEn: 'Average' });
    const through = await t.call('GET', `/api/student/record-book?studentId=${bopha}&academicClassId=${s.classA}&examTypeId=${december}`, { token: office() });
    expect(through.data.Data.Periods.map((p: { PeriodEn: string }) => p.PeriodEn)).toEqual(['November', 'December']);
    expect((await t.call('GET', `/api/student/record-book?studentId=${bopha}&academicClassId=${s.classA}`, { token: teacherB.token })).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/student/record-book?studentId=${bopha}&academicClassId=${s.classA}`, { token: other.campus.adminToken })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/student/record-book', { token: office() })).statusCode).toBe(400);
  });
});

describe('the printed record book (PDF)', () => {
  const pdf = async (token: string, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiBase}/api/student/record-book/pdf?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), text: res.statusCode === 200 ? pdfText(res.rawPayload) : res.body };
  };
  /** pdftotext's lines joined by one space (a cell's Khmer and English lines, a wrapped name). */
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it("prints the school's record book of a student in Khmer and English: names, subjects, every period's figures, the year", async () => {
    const res = await pdf(office(), `studentId=${bopha}&academicClassId=${s.classA}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/pdf/);
    const text = flat(res.text);
    for (const words of [
      'សៀវភៅតាមដានការសិក្សា',
      'Student record book',
      'កែវ បុប្ផា',
      'Keo Bopha',
      'ភាសាខ្មែរ',
      'គណិតវិទ្យា',
      'រូបវិទ្យា',
      'Khmer',
      'Mathematics',
      'Physics',
    ])
      expect(text).toContain(words);
    // November: 110, 22.00, 44%, rank 3 of 3, F; semester 1: 27.75, 55.5%, rank 2 of 3, E, pass; December not released.
    for (const figure of [
      '២២.០០',
      '22.00',
      '44.00%',
      '៤៤.០០%',
      '3 of 3',
      '៣ ក្នុងចំណោម ៣',
      'F ខ្សោយ',
      'F Weak',
      '២៧.៧៥',
      '27.75',
      '55.50%',
      '2 of 3',
      'E មធ្យម',
      'E Average',
    ])
      expect(text).toContain(figure);
    for (const words of ['ឆមាសទី១', 'Semester 1', 'ប្រចាំឆ្នាំ', 'Annual', 'Not released', 'Released', 'ជាប់ Pass', 'ធ្លាក់ Fail']) expect(text).toContain(words);
    // Her subject scores of November (50 of 100, 40 of 100, 20 of 50) in both digits; the year incomplete without semester 2.
    for (const figure of ['៥០.០០', '50.00', '៤០.០០', '40.00', '២០.០០', '20.00']) expect(text).toContain(figure);
    expect(text).toContain('លទ្ធផលប្រចាំឆ្នាំ៖ មិនទាន់គ្រប់ · Year result: Incomplete');
    expect(text).toContain('Misconduct this year');
    // Chenda's absence in December reads as 0 and absent.
    expect(flat((await pdf(office(), `studentId=${chenda}&academicClassId=${s.classA}`)).text)).toContain('0.00 absent');
  });

  it('gives a student her own and a guardian his child: released periods only, no school marks', async () => {
    for (const token of [daraToken, daraGuardianToken]) {
      const res = await pdf(token, token === daraToken ? '' : `studentId=${dara}`);
      expect(res.status).toBe(200);
      const text = flat(res.text);
      expect(text).toContain('ដួង ដារា');
      expect(text).toContain('Duong Dara');
      expect(text).toContain('November');
      expect(text).toContain('42.00');
      expect(text).toContain('៤២.០០');
      expect(text).toContain('1 of 3');
      expect(text).toContain('B Very good');
      expect(text).not.toContain('December');
      expect(text).not.toContain('Misconduct');
      expect(text).not.toContain('Not released');
    }
  });

  it('refuses whoever may not read it, another school, and a request naming no student', async () => {
    expect((await pdf(daraToken, `studentId=${bopha}`)).status).toBe(404);
    expect((await pdf(daraGuardianToken, `studentId=${bopha}`)).status).toBe(404);
    expect((await pdf(teacherB.token, `studentId=${bopha}&academicClassId=${s.classA}`)).status).toBe(404);
    expect((await pdf(teacherA.token, `studentId=${bopha}&academicClassId=${s.classA}`)).status).toBe(200);
    expect((await pdf(other.campus.adminToken, `studentId=${bopha}&academicClassId=${s.classA}`)).status).toBe(404);
    expect((await pdf(office(), '')).status).toBe(400);
    expect((await pdf(office(), 'studentId=nope')).status).toBe(400);
    // A student of a class with nothing released has nothing to print yet.
    const unreleased = (await addStudent(t, s, s.classB, { lastNameEn: 'Nobody' })).studentId;
    expect((await pdf((await addStudentAccount(t, s.campus, unreleased)).token, '')).status).toBe(404);
  });
});

describe('setting and configuration', () => {
  it("names a semester's exams and formula, and a class's subjects, F and matrix", async () => {
    const setting = await t.call('GET', `/api/score/entry/setting?academicYearId=${s.yearId}&examType=1`, { token: office() });
    expect(setting.statusCode).toBe(200);
    expect(setting.data.Data.ExamFormulaTyes).toHaveLength(4);
    expect(setting.data.Data.RelatedExamTypes.map((e: { DescriptionEn: string; Role: string }) => [e.DescriptionEn, e.Role])).toEqual([
      ['November', 'month'],
      ['December', 'month'],
      ['Semester 1 exam', 'semester-exam'],
    ]);
    expect(setting.data.Data.FormulaEn).toContain('÷ 2');
    expect((await t.call('GET', '/api/score/entry/setting?examType=9', { token: office() })).statusCode).toBe(400);
    const config = await t.call('GET', `/api/score/entry/configuration?academicClassId=${s.classA}&examId=${november}`, { token: teacherA.token });
    expect(config.statusCode).toBe(200);
    expect(config.data.Data).toMatchObject({ CoefficientSum: 5, FullAverage: 50, IsDefaultMatrix: true });
    expect((await t.call('GET', `/api/score/entry/configuration?academicClassId=${s.classA}`, { token: teacherB.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/score/entry/configuration?academicClassId=${s.classA}`, { token: other.campus.adminToken })).statusCode).toBe(404);
  });
});

describe('stale results and the school recompute', () => {
  const staleClasses = () =>
    t.database.system((tx) =>
      tx
        .select({ id: scoreResultStale.academicClassId, exams: scoreResultStale.exams })
        .from(scoreResultStale)
        .where(eq(scoreResultStale.campusId, s.campus.id)),
    );
  const novemberRows = async () => (await classResult(office(), `kind=exam&examTypeId=${november}`)).data.Data.Rows;
  const setPhysicsCoefficient = (coefficient: number) =>
    t.database.system(async (tx) => {
      const [row] = await tx.select({ subjectId: courseLevelSubject.subjectId }).from(courseLevelSubject).where(eq(courseLevelSubject.id, physics));
      await tx
        .update(subjectStandardScore)
        .set({ coefficient })
        .where(and(eq(subjectStandardScore.campusId, s.campus.id), eq(subjectStandardScore.subjectId, row!.subjectId)));
    });

  it('stores the saved exam with the save and leaves the semesters and year to the next read that needs them', async () => {
    const semesterRow = async (name: string) =>
      (await classResult(office(), 'kind=semester&semester=1')).data.Data.Rows.find((r: { FullNameEn: string }) => r.FullNameEn === name);
    expect(await semesterRow('Duong Dara')).toMatchObject({ Average: 38 });
    expect((await staleClasses()).filter((r) => r.id === s.classA)).toEqual([]);
    // Dara's December Khmer 70 → 80: December 170 ÷ 5 = 34; semester 1 (39 + (42 + 34) ÷ 2) ÷ 2 = 38.5.
    await saveExam(december, { [dara]: [80, 60, 30], [bopha]: [60, 50, 25], [chenda]: [70, 'absent', 30] });
    expect((await staleClasses()).filter((r) => r.id === s.classA)).toEqual([{ id: s.classA, exams: false }]);
    const decemberRows = (await classResult(office(), `kind=exam&examTypeId=${december}`)).data.Data.Rows;
    expect(decemberRows.find((r: { FullNameEn: string }) => r.FullNameEn === 'Duong Dara')).toMatchObject({ Total: 170, Average: 34 });
    // Reading an exam leaves the semesters' mark; reading the semester computes it and takes the mark.
    expect((await staleClasses()).filter((r) => r.id === s.classA)).toEqual([{ id: s.classA, exams: false }]);
    expect(await semesterRow('Duong Dara')).toMatchObject({ Average: 38.5, Rank: 1 });
    expect((await staleClasses()).map((r) => r.id)).not.toContain(s.classA);
    await saveExam(december, { [dara]: [70, 60, 30], [bopha]: [60, 50, 25], [chenda]: [70, 'absent', 30] });
    expect(await semesterRow('Duong Dara')).toMatchObject({ Average: 38 });
  });

  it('makes a mark of the semesters one of the exams again when anything else changes, and the next exam read recomputes all', async () => {
    await saveExam(december, { [dara]: [80, 60, 30], [bopha]: [60, 50, 25], [chenda]: [70, 'absent', 30] });
    expect((await staleClasses()).filter((r) => r.id === s.classA)).toEqual([{ id: s.classA, exams: false }]);
    await setPhysicsCoefficient(2);
    expect((await staleClasses()).filter((r) => r.id === s.classA)).toEqual([{ id: s.classA, exams: true }]);
    expect((await novemberRows()).find((r: { StudentId: string }) => r.StudentId === dara)).toMatchObject({ Average: 35, FullAverage: 41.67 });
    expect((await staleClasses()).map((r) => r.id)).not.toContain(s.classA);
    await setPhysicsCoefficient(1);
    await saveExam(december, { [dara]: [70, 60, 30], [bopha]: [60, 50, 25], [chenda]: [70, 'absent', 30] });
    expect((await classResult(office(), 'kind=year')).statusCode).toBe(200);
    expect((await staleClasses()).map((r) => r.id)).not.toContain(s.classA);
  });

  it("marks the year's classes stale when a standard score changes, and the next read recomputes", async () => {
    await setPhysicsCoefficient(2);
    expect((await staleClasses()).map((r) => r.id)).toContain(s.classA);
    // Physics now counts twice: Dara's November is 210 over 6 coefficients, F = 250 ÷ 6.
    const dararow = (rows: Array<{ StudentId: string }>) => rows.find((r) => r.StudentId === dara);
    expect(dararow(await novemberRows())).toMatchObject({ Average: 35, FullAverage: 41.67, Percent: 84, Rank: 1 });
    expect((await staleClasses()).map((r) => r.id)).not.toContain(s.classA);
    await setPhysicsCoefficient(1);
    expect(dararow(await novemberRows())).toMatchObject({ Average: 42, FullAverage: 50, Percent: 84, Rank: 1 });
  });

  it('marks a class stale when a student joins or leaves it, and lists her once read', async () => {
    const sophea = (await addStudent(t, s, s.classA, { lastName: 'សៅ', firstName: 'សុភា', lastNameEn: 'Sao', firstNameEn: 'Sophea' })).studentId;
    expect((await staleClasses()).map((r) => r.id)).toContain(s.classA);
    const rows = await novemberRows();
    expect(rows.map((r: { FullNameEn: string; State: string }) => [r.FullNameEn, r.State])).toContainEqual(['Sao Sophea', 'incomplete']);
    await t.database.system((tx) =>
      tx.delete(studentAcademicClass).where(and(eq(studentAcademicClass.campusId, s.campus.id), eq(studentAcademicClass.studentId, sophea))),
    );
    expect((await novemberRows()).map((r: { FullNameEn: string }) => r.FullNameEn)).not.toContain('Sao Sophea');
  });

  it("recomputes the school's semester in the background with progress; the office only, its own school", async () => {
    await setPhysicsCoefficient(2);
    const started = await t.call('POST', '/api/score/result/recompute', { token: office(), json: { AcademicYearId: s.yearId, Semester: 1 } });
    expect(started.statusCode).toBe(200);
    expect(started.data.Data).toMatchObject({ AcademicYearId: s.yearId, Semester: 1, Classes: 1 });
    let progress = started.data.Data;
    for (let i = 0; i < 200 && progress.State === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      progress = (await t.call('GET', `/api/score/result/recompute?id=${started.data.Data.Id}`, { token: office() })).data.Data;
    }
    expect(progress).toMatchObject({ State: 'done', Classes: 1, ClassesDone: 1, UpToDate: 0, Students: 3, Percent: 100 });
    expect(progress.DurationMs).toBeGreaterThanOrEqual(0);
    expect((await staleClasses()).map((r) => r.id)).not.toContain(s.classA);
    const stored = await t.database.system((tx) =>
      tx.execute(sql`select average from score_result where campus_id = ${s.campus.id} and period = ${november} and student_id = ${dara}`),
    );
    expect(Number((stored.rows[0] as { average: string }).average)).toBe(35);
    expect((await t.call('GET', '/api/score/result/recompute', { token: office() })).data.Data.Id).toBe(started.data.Data.Id);
    // Started again with nothing changed, the class is up to date and left as stored; forced, it is recomputed.
    const finished = async (json: Record<string, unknown>) => {
      let job = (await t.call('POST', '/api/score/result/recompute', { token: office(), json })).data.Data;
      for (let i = 0; i < 200 && job.State === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        job = (await t.call('GET', `/api/score/result/recompute?id=${job.Id}`, { token: office() })).data.Data;
      }
      return job;
    };
    expect(await finished({ AcademicYearId: s.yearId, Semester: 1 })).toMatchObject({ State: 'done', ClassesDone: 1, UpToDate: 1, Students: 0 });
    expect(await finished({ AcademicYearId: s.yearId, Semester: 1, Force: true })).toMatchObject({ State: 'done', ClassesDone: 1, UpToDate: 0, Students: 3 });
    expect((await t.call('GET', `/api/score/result/recompute?id=${started.data.Data.Id}`, { token: other.campus.adminToken })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/score/result/recompute', { token: other.campus.adminToken })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/score/result/recompute', { token: teacherA.token, json: {} })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/score/result/recompute', { token: office(), json: { Semester: 3 } })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/score/result/recompute', { token: other.campus.adminToken, json: { AcademicYearId: s.yearId } })).statusCode).toBe(400);
    await setPhysicsCoefficient(1);
  });
});

describe('the record book beside the results: misconduct and score history', () => {
  it("shows the year's misconduct beside the class's results and in the record book, never in a student's own view", async () => {
    await t.database.system((tx) =>
      tx.insert(studentMisconduct).values([
        { campusId: s.campus.id, studentId: bopha, academicYearId: s.yearId, date: '2025-11-20', description: 'មកយឺតញឹកញាប់', descriptionEn: 'Often late' },
        { campusId: s.campus.id, studentId: bopha, academicYearId: s.yearId, date: '2025-12-02', description: 'ឈ្លោះប្រកែក', descriptionEn: 'Quarrel' },
        {
          campusId: s.campus.id,
          studentId: dara,
          academicYearId: s.yearId,
          date: '2025-12-03',
          description: 'ភ្លេចកិច្ចការ',
          descriptionEn: 'Homework forgotten',
        },
        { campusId: s.campus.id, studentId: dara, academicYearId: s.nextYearId, date: '2026-12-03', description: 'ឆ្នាំក្រោយ', descriptionEn: 'Next year' },
      ]),
    );
    const rows = (await classResult(office(), `kind=exam&examTypeId=${november}`)).data.Data.Rows;
    expect(Object.fromEntries(rows.map((r: { FullNameEn: string; Misconduct: number }) => [r.FullNameEn, r.Misconduct]))).toEqual({
      'Duong Dara': 1,
      'Keo Bopha': 2,
      'Chan Chenda': 0,
    });
    const book = (await t.call('GET', `/api/student/record-book?studentId=${bopha}&academicClassId=${s.classA}`, { token: teacherA.token })).data.Data;
    expect(book.Misconducts.map((m: { Date: string; DescriptionEn: string }) => [m.Date, m.DescriptionEn])).toEqual([
      ['2025-11-20', 'Often late'],
      ['2025-12-02', 'Quarrel'],
    ]);
    const mine = (await t.call('GET', '/api/score/result/student', { token: daraToken })).data.Data;
    expect(mine.Periods.length).toBeGreaterThan(0);
    expect(mine.Misconducts).toEqual([]);
    expect(mine.History).toEqual([]);
  });

  it("lists every change of the student's scores after submission in her record book: exam, subject, before, after, who and why", async () => {
    await t.database.system((tx) =>
      tx
        .update(scoreSheet)
        .set({ submittedOnce: true })
        .where(and(eq(scoreSheet.campusId, s.campus.id), eq(scoreSheet.examTypeId, december))),
    );
    await saveExam(december, { [dara]: [70, 60, 30], [bopha]: [60, 50, 26], [chenda]: [70, 'absent', 30] });
    const book = (await t.call('GET', `/api/student/record-book?studentId=${bopha}&academicClassId=${s.classA}`, { token: office() })).data.Data;
    expect(book.History).toHaveLength(1);
    expect(book.History[0]).toMatchObject({ ExamEn: 'December', SubjectEn: 'Physics', OldScore: 25, NewScore: 26, NewStatus: NORMAL });
    expect(book.History[0].ChangedByEn.length).toBeGreaterThan(0);
    const chendaBook = (await t.call('GET', `/api/student/record-book?studentId=${chenda}&academicClassId=${s.classA}`, { token: office() })).data.Data;
    expect(chendaBook.History).toEqual([]);
    await saveExam(december, { [dara]: [70, 60, 30], [bopha]: [60, 50, 25], [chenda]: [70, 'absent', 30] });
  });
});

describe("the office's preview of a class's exam before confirming", () => {
  it("shows each student's result of the exam with its rank and mention, in Khmer name order, whatever the sheets' state", async () => {
    const res = await t.call('POST', '/api/score/entry/confirmation-detail-preview', {
      token: office(),
      form: { AcademicClassId: s.classA, ExamTypeId: november },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.data.Data.Students.map((x: { FullNameEn: string; Result: { Total: number; Average: number; Rank: number; Grade: string; Passed: boolean } }) => [
        x.FullNameEn,
        x.Result.Total,
        x.Result.Average,
        x.Result.Rank,
        x.Result.Grade,
        x.Result.Passed,
      ]),
    ).toEqual([
      ['Keo Bopha', 110, 22, 3, 'F', false],
      ['Chan Chenda', 210, 42, 1, 'B', true],
      ['Duong Dara', 210, 42, 1, 'B', true],
    ]);
    const semesterExamPreview = await t.call('POST', '/api/score/entry/confirmation-detail-preview', {
      token: office(),
      form: { AcademicClassId: s.classA, ExamTypeId: semesterExam },
    });
    const chendaRow = semesterExamPreview.data.Data.Students.find((x: { StudentId: string }) => x.StudentId === chenda);
    expect(chendaRow.Result).toMatchObject({ State: 'incomplete', Rank: null });
  });
});

describe('the year result feeds promotion (runs last: it adds the second semester)', () => {
  it('proposes pass for a passed year and failed for a failed one, nothing while incomplete; the office saves the proposals in one batch', async () => {
    // Semester 2 without monthly exams: its average is its semester exam's (grading.md 'A semester').
    const semester2 = await addSemester2Exam();
    // Dara: (38 + 200 ÷ 5) ÷ 2 = 39.00, 78%, pass; Bopha: (27.75 + 50 ÷ 5) ÷ 2 = 18.875 → 18.88, fail; Chenda: semester 1 incomplete.
    await saveExam(semester2, { [dara]: [80, 80, 40], [bopha]: [20, 20, 10], [chenda]: [60, 60, 30] });
    const token = office();
    const rows = expectOk(
      await t.call('GET', '/api/academic-class/promotion/previous-class', {
        token,
        query: { academicYearId: s.yearId, courseLevelId: s.gradeId, academicClassId: s.classA },
      }),
    ).data.Data as Array<{ Id: string; Version: number; StudentId: string; YearResult: Record<string, unknown> | null; ProposedResultStatus: number | null }>;
    const row = (id: string) => rows.find((r) => r.StudentId === id)!;
    expect(row(dara).YearResult).toMatchObject({ State: 'complete', Average: 39, Percent: 78, Rank: 1, Grade: 'C', MentionEn: 'Good', Passed: true });
    expect(row(dara).ProposedResultStatus).toBe(ACADEMIC_RESULT_STATUS.PASS);
    expect(row(bopha).YearResult).toMatchObject({ State: 'complete', Average: 18.88, Passed: false, Rank: 2 });
    expect(row(bopha).ProposedResultStatus).toBe(ACADEMIC_RESULT_STATUS.FAILED);
    expect(row(chenda).YearResult).toMatchObject({ State: 'incomplete', Average: null, Passed: null });
    expect(row(chenda).ProposedResultStatus).toBeNull();

    // The office confirms the proposals: Dara into grade 8 of the next year, Bopha stays in grade 7 there.
    const repeatClass = (await createClass(t, s.campus, s.nextYearId, s.gradeId, '7R')).Id;
    const saved = expectOk(
      await t.call('POST', '/api/academic-class/promotion', {
        token,
        json: {
          Students: [
            { Id: row(dara).Id, Version: row(dara).Version, AcademicResultStatus: ACADEMIC_RESULT_STATUS.PASS, PromoteNextAcademicClassId: s.nextClassA },
            { Id: row(bopha).Id, Version: row(bopha).Version, AcademicResultStatus: ACADEMIC_RESULT_STATUS.FAILED, PromoteNextAcademicClassId: repeatClass },
          ],
        },
      }),
    ).data.Data as Array<{ StudentId: string; AcademicResultStatus: number; PromoteNextAcademicClassId: string; ProposedResultStatus: number }>;
    expect(saved.map((r) => [r.StudentId, r.AcademicResultStatus, r.PromoteNextAcademicClassId, r.ProposedResultStatus])).toEqual(
      expect.arrayContaining([
        [dara, ACADEMIC_RESULT_STATUS.PASS, s.nextClassA, ACADEMIC_RESULT_STATUS.PASS],
        [bopha, ACADEMIC_RESULT_STATUS.FAILED, repeatClass, ACADEMIC_RESULT_STATUS.FAILED],
      ]),
    );
    const nextYear = expectOk(await t.call('GET', '/api/student', { token, query: { academicYearId: s.nextYearId } })).data.Data as Array<{ Id: string }>;
    expect(nextYear.map((r) => r.Id)).toEqual(expect.arrayContaining([dara, bopha]));

    // The record book prints the year's result.
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiBase}/api/student/record-book/pdf?studentId=${dara}&academicClassId=${s.classA}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('លទ្ធផលប្រចាំឆ្នាំ៖ ជាប់ · មធ្យមភាគ ៣៩.០០');
    expect(text).toContain('Year result: Passed · average 39.00 · rank 1 of 3 · mention C Good');
  });
});
