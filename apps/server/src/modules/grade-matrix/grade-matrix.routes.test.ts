import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { crudFamily } from '../../../test/crud-family';
import { createLevel, createYear } from '../../../test/setup-fixtures';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
const fx = new Map<string, { year: string; level: string }>();
beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'gm.teacher' })).token;
  for (const c of [a, b]) fx.set(c.id, { year: await createYear(t, c, 2025, { isCurrent: true }), level: (await createLevel(t, c, 'PRI')).Id });
});
afterAll(async () => t?.close());

describe('score-grade matrix', () => {
  crudFamily({
    ctx: () => ({ t, a, b, teacher }),
    path: '/api/score/setting/matrix',
    listQuery: (c) => ({ academicYearId: fx.get(c.id)!.year }),
    // Each row its own scale (grade type × score type) so the families do not overlap each other.
    body: (c, n) => ({
      AcademicYearId: fx.get(c.id)!.year,
      LevelClassifiedId: fx.get(c.id)!.level,
      Grade: `X${n}`,
      Mention: 'ល្អ',
      MentionEn: 'Good',
      MinScore: n * 10,
      MaxScore: n * 10 + 5,
      ScoreType: 1,
      GradeType: 1,
    }),
    change: { MentionEn: 'Good (changed)' },
    bad: { MinScore: 'high', ScoreType: 8 },
    badFields: ['MinScore', 'ScoreType'],
  });

  it('refuses a range that overlaps another grade, or a maximum not above the minimum', async () => {
    const { year, level } = fx.get(a.id)!;
    const row = (grade: string, min: number, max: number) => ({
      AcademicYearId: year,
      LevelClassifiedId: level,
      Grade: grade,
      Mention: 'ល្អប្រសើរ',
      MentionEn: 'Excellent',
      MinScore: min,
      MaxScore: max,
    });
    expect((await t.call('POST', '/api/score/setting/matrix', { token: a.adminToken, json: row('A', 90, 100) })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/score/setting/matrix', { token: a.adminToken, json: row('B', 80, 90) })).statusCode).toBe(200);
    const overlap = await t.call('POST', '/api/score/setting/matrix', { token: a.adminToken, json: row('C', 75, 85) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.data.MessageEn).toMatch(/The score range of grade 'C' overlaps grade 'B'/);
    const same = await t.call('POST', '/api/score/setting/matrix', { token: a.adminToken, json: row('a', 0, 10) });
    expect(same.data.MessageEn).toBe("The grade 'A' already exists");
    const upside = await t.call('POST', '/api/score/setting/matrix', { token: a.adminToken, json: row('D', 70, 60) });
    expect(upside.statusCode).toBe(400);
    expect(upside.data.Errors[0].Field).toBe('MaxScore');
  });
});
