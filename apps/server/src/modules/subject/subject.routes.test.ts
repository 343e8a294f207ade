import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { crudFamily } from '../../../test/crud-family';
import { createGrade, createLevel, createYear, expectOk } from '../../../test/setup-fixtures';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
const fx = new Map<string, { year: string; level: string; grade: string; root: string; group: string; subject: string }>();

beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'sub.teacher' })).token;
  for (const c of [a, b]) {
    const year = await createYear(t, c, 2025, { isCurrent: true });
    const level = (await createLevel(t, c, 'LSE')).Id;
    const grade = (await createGrade(t, c, level, 'G7')).Id;
    const root = expectOk(
      await t.call('POST', '/api/subject-group-root', {
        token: c.adminToken,
        json: { Code: 'GEN', Description: 'ទូទៅ', DescriptionEn: 'General', LevelClassifiedIds: [level] },
      }),
    ).data.Data.Id;
    const group = expectOk(
      await t.call('POST', '/api/subject-group', {
        token: c.adminToken,
        json: { Code: 'SCI', Description: 'វិទ្យាសាស្ត្រ', DescriptionEn: 'Sciences', SubjectGroupRootId: root },
      }),
    ).data.Data.Id;
    const subject = expectOk(
      await t.call('POST', '/api/subject', {
        token: c.adminToken,
        json: { Code: 'PHY', Description: 'រូបវិទ្យា', DescriptionEn: 'Physics', SubjectGroupId: group },
      }),
    ).data.Data.Id;
    fx.set(c.id, { year, level, grade, root, group, subject });
  }
});
afterAll(async () => t?.close());
const ctx = () => ({ t, a, b, teacher });
const f = (c: TTestCampus) => fx.get(c.id)!;

describe('subject group roots', () => {
  crudFamily({
    ctx,
    path: '/api/subject-group-root',
    body: (c, n) => ({ Code: `R${n}`, Description: 'កម្មវិធី', DescriptionEn: 'Curriculum', Abbreviation: 'CUR', LevelClassifiedIds: [f(c).level] }),
    change: { DescriptionEn: 'Curriculum (new)', LevelClassifiedIds: [] },
    bad: { LevelClassifiedIds: ['nope'] },
    badFields: ['LevelClassifiedIds.0'],
  });
});

describe('subject groups', () => {
  crudFamily({
    ctx,
    path: '/api/subject-group',
    body: (c, n) => ({ Code: `SG${n}`, Description: 'ភាសា', DescriptionEn: 'Languages', SubjectGroupRootId: f(c).root, AcademicLevelClassifiedId: f(c).level }),
    change: { DescriptionEn: 'Language arts' },
    bad: { SubjectGroupRootId: 12 },
    badFields: ['SubjectGroupRootId'],
  });
});

describe('subjects', () => {
  crudFamily({
    ctx,
    path: '/api/subject',
    body: (c, n) => ({ Code: `S${n}`, Description: 'គីមីវិទ្យា', DescriptionEn: 'Chemistry', SubjectGroupId: f(c).group }),
    change: { DescriptionEn: 'Chemistry (new)' },
    bad: { Code: '', Description: '' },
    badFields: ['Code', 'Description'],
  });
});

describe('course level subjects and standard scores', () => {
  it('places a subject in a grade, scores it, refuses deleting what is used, and filters the lookups', async () => {
    const { year, grade, root, subject, level } = f(a);
    const acl = (await t.call('GET', '/api/academic-course-level/list', { token: teacher, query: { academicYearId: year, includeAll: 'false' } })).data.Data;
    expect(acl).toEqual([]);
    const saved = expectOk(
      await t.call('POST', '/api/academic-course-level/by-level-classified', {
        token: a.adminToken,
        json: { AcademicYearId: year, LevelClassifiedId: level, CourseLevelIds: [grade] },
      }),
    );
    const aclId = saved.data.Data[0].AcademicCourseLevelId;
    // multipart, as the spec sends it
    const form = new FormData();
    for (const [k, v] of Object.entries({ AcademicCourseLevelId: aclId, SubjectId: subject, IsScoring: 'true', SortIndex: '1' })) form.append(k, v);
    const req = new Request('http://x/', { method: 'POST', body: form });
    const placed = await t.call('POST', '/api/academic-course-level/subject', {
      token: a.adminToken,
      headers: { 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.data.Data).toMatchObject({ Description: 'រូបវិទ្យា', DescriptionEn: 'Physics', IsScoring: true, SubjectGroupRootId: root });
    const twice = await t.call('POST', '/api/academic-course-level/subject', {
      token: a.adminToken,
      json: { AcademicCourseLevelId: aclId, SubjectId: subject },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.data.MessageEn).toBe("The subject 'PHY' is already taught in Grade G7");

    const score = await t.call('POST', '/api/subject-standard-score', {
      token: a.adminToken,
      form: { AcademicYearId: year, SubjectGroupRootId: root, CourseLevelId: grade, SubjectId: subject, MaxScore: '50', Coefficient: '1' },
    });
    expect(score.statusCode, score.body).toBe(200);
    expect(score.data.Data).toMatchObject({ MaxScore: 50, Coefficient: 1, PassScore: 25, Subject: { Code: 'PHY' } });
    const bad = await t.call('POST', '/api/subject-standard-score', {
      token: a.adminToken,
      form: { AcademicYearId: year, SubjectGroupRootId: root, CourseLevelId: grade, SubjectId: subject, MaxScore: '50', Coefficient: '1', PassScore: '60' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors[0]).toMatchObject({ Field: 'PassScore', MessageEn: 'The pass score cannot exceed the maximum score' });
    const updated = await t.call('PUT', '/api/subject-standard-score', {
      token: a.adminToken,
      json: {
        Id: score.data.Data.Id,
        Version: 1,
        AcademicYearId: year,
        SubjectGroupRootId: root,
        CourseLevelId: grade,
        SubjectId: subject,
        MaxScore: 100,
        Coefficient: 2,
      },
    });
    expect(updated.data.Data).toMatchObject({ MaxScore: 100, Coefficient: 2, Version: 2 });
    expect(
      (
        await t.call('PUT', '/api/subject-standard-score', {
          token: a.adminToken,
          json: {
            Id: score.data.Data.Id,
            Version: 1,
            AcademicYearId: year,
            SubjectGroupRootId: root,
            CourseLevelId: grade,
            SubjectId: subject,
            MaxScore: 10,
            Coefficient: 1,
          },
        })
      ).statusCode,
    ).toBe(409);

    // A subject with a standard score and a grade placement cannot be deleted; nor its group or root.
    const refused = await t.call('DELETE', '/api/subject', { token: a.adminToken, query: { id: subject } });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.MessageEn).toBe("'Physics' cannot be deleted: it is used by 1 grade subjects, 1 standard scores");
    expect((await t.call('DELETE', '/api/subject-group', { token: a.adminToken, query: { id: f(a).group } })).statusCode).toBe(409);
    expect((await t.call('DELETE', '/api/subject-group-root', { token: a.adminToken, query: { id: root } })).statusCode).toBe(409);

    const filter = await t.call('GET', '/api/academic-course-level/filter-subject', {
      token: teacher,
      query: { levelClassifiedId: level, subjectId: subject },
    });
    expect(filter.data.Data.map((g: { CourseLevelId: string }) => g.CourseLevelId)).toEqual([grade]);
    const taught = await t.call('GET', '/api/subject', { token: a.adminToken, query: { academicCourseLevelId: aclId } });
    expect(taught.data.Data.map((s: { Code: string }) => s.Code)).toEqual(['PHY']);
    expect((await t.call('GET', '/api/subject', { token: teacher })).statusCode).toBe(403);
    // Other campus sees none of it.
    expect((await t.call('GET', '/api/subject-standard-score', { token: b.adminToken, query: { academicYearId: year } })).data.Data).toEqual([]);

    expect((await t.call('DELETE', '/api/subject-standard-score', { token: a.adminToken, query: { id: score.data.Data.Id } })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/academic-course-level/subject', { token: a.adminToken, query: { id: placed.data.Data.Id } })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/subject', { token: a.adminToken, query: { id: subject } })).statusCode).toBe(200);
  });
});
