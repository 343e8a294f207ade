import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { crudFamily } from '../../../test/crud-family';
import { createYear } from '../../../test/setup-fixtures';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
const years = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'ex.teacher' })).token;
  for (const c of [a, b]) years.set(c.id, await createYear(t, c, 2025, { isCurrent: true }));
});
afterAll(async () => t?.close());

describe('exam types', () => {
  crudFamily({
    ctx: () => ({ t, a, b, teacher }),
    path: '/api/exam-type',
    body: (c, n) => ({
      AcademicYearId: years.get(c.id)!,
      Description: `ប្រឡងខែ ${n}`,
      DescriptionEn: `Monthly exam ${n}`,
      ExamType: 0,
      Month: 12,
      ExamDate: '2025-12-20',
      ScoreEntryEndDate: '2025-12-27',
    }),
    change: { DescriptionEn: 'December exam', ExamTypeStatus: 2 },
    bad: { ExamType: 9, ScoreEntryEndDate: '2025-12-01', Month: 13 },
    badFields: ['ExamType', 'Month'],
  });

  it('needs a month for a monthly exam and a score entry end on or after the exam date', async () => {
    const res = await t.call('POST', '/api/exam-type', {
      token: a.adminToken,
      json: {
        AcademicYearId: years.get(a.id)!,
        Description: 'ក',
        DescriptionEn: 'No month',
        ExamType: 0,
        ExamDate: '2025-12-20',
        ScoreEntryEndDate: '2025-12-10',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Month', 'ScoreEntryEndDate']);
  });

  it('marks semester exams, keeps one current exam type, and answers the lookups with the All entry', async () => {
    const year = years.get(a.id)!;
    const s1 = await t.call('POST', '/api/exam-type', {
      token: a.adminToken,
      json: { AcademicYear: undefined, AcademicYearId: year, Description: 'ឆមាសទី១', DescriptionEn: 'Semester 1', ExamType: 1, IsCurrent: true },
    });
    expect(s1.data.Data).toMatchObject({ SemesterType: 1, IsSemesterExam: true, IsCurrent: true, CurrentYear: true });
    const s2 = await t.call('POST', '/api/exam-type', {
      token: a.adminToken,
      json: { AcademicYearId: year, Description: 'ឆមាសទី២', DescriptionEn: 'Semester 2', ExamType: 2, IsCurrent: true },
    });
    expect(s2.data.Data.IsCurrent).toBe(true);
    const current = await t.call('GET', '/api/exam-type/current', { token: teacher });
    expect(current.data.Data.Id).toBe(s2.data.Data.Id);
    const student = await t.createUser(a, { username: 'ex.student', mobileActorType: MOBILE_ACTOR_TYPE.STUDENT });
    const lookup = await t.call('GET', '/api/exam-type/by-academic-year', { token: student.token, query: { academicYearId: year } });
    expect(lookup.data.Data[0]).toMatchObject({ Id: '', Description: 'ទាំងអស់', DescriptionEn: 'All' });
    const plain = await t.call('GET', '/api/exam-type', { token: teacher, query: { examType: '1' } });
    expect(plain.data.Data.map((e: { DescriptionEn: string }) => e.DescriptionEn)).toEqual(['Semester 1']);
    const dup = await t.call('POST', '/api/exam-type', {
      token: a.adminToken,
      json: { AcademicYearId: year, Description: 'ស្ទួន', DescriptionEn: 'semester 1', ExamType: 1 },
    });
    expect(dup.statusCode).toBe(409);
  });
});
