import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { crudFamily } from '../../../test/crud-family';
import { createClass, createGrade, createLevel, createYear, expectOk } from '../../../test/setup-fixtures';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
const years = new Map<string, { y2024: string; y2025: string }>();
const grades = new Map<string, { g7: string; g8: string }>();

beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'ac.teacher' })).token;
  for (const c of [a, b]) {
    years.set(c.id, { y2024: await createYear(t, c, 2024), y2025: await createYear(t, c, 2025, { isCurrent: true }) });
    const level = await createLevel(t, c, 'LSE');
    grades.set(c.id, { g7: (await createGrade(t, c, level.Id, 'G7')).Id, g8: (await createGrade(t, c, level.Id, 'G8')).Id });
  }
});
afterAll(async () => t?.close());
const ctx = () => ({ t, a, b, teacher });

describe('class groups', () => {
  crudFamily({
    ctx,
    path: '/api/class/group',
    body: (_c, n) => ({ Code: `SCI${n}`, Description: 'ថ្នាក់វិទ្យាសាស្ត្រ', DescriptionEn: 'Science stream', SortIndex: n }),
    change: { DescriptionEn: 'Science' },
    bad: { Code: 'has space', SortIndex: -1 },
    badFields: ['Code', 'SortIndex'],
  });
});

describe('course levels', () => {
  crudFamily({
    ctx,
    path: '/api/course-level',
    deleteBy: 'path',
    body: async (c, n) => ({
      Code: `X${n}`,
      Description: `ថ្នាក់ទី ${n}`,
      DescriptionEn: `Grade ${n}`,
      LevelClassifiedId: (await t.call('GET', '/api/academic-level-classified', { token: c.adminToken })).data.Data[0].Id,
      SortIndex: n,
    }),
    change: { DescriptionEn: 'Grade (renamed)' },
    bad: { LevelClassifiedId: 'not-a-uuid', SortIndex: 2.5 },
    badFields: ['LevelClassifiedId', 'SortIndex'],
  });

  it('refuses to delete a grade that classes use, naming them, and deletes nothing', async () => {
    const { y2025 } = years.get(a.id)!;
    const level = (await t.call('GET', '/api/academic-level-classified', { token: a.adminToken })).data.Data[0].Id;
    const grade = await createGrade(t, a, level, 'G9');
    await createClass(t, a, y2025, grade.Id, '9A');
    const res = await t.call('DELETE', `/api/course-level/${grade.Id}`, { token: a.adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toMatch(/cannot be deleted: it is used by 1 classes/);
    expect(res.data.Message).toMatch(/ថ្នាក់រៀន \(១\)/);
    const still = await t.call('GET', '/api/course-level', { token: a.adminToken });
    expect(still.data.Data.map((g: { Id: string }) => g.Id)).toContain(grade.Id);
  });
});

describe('academic classes', () => {
  crudFamily({
    ctx,
    path: '/api/academic-class',
    encoding: 'form',
    listPath: '/api/academic-class/by-year',
    listQuery: (c) => ({ academicYearId: years.get(c.id)!.y2025 }),
    body: (c, n) => ({
      AcademicYearId: years.get(c.id)!.y2025,
      CourseLevelId: grades.get(c.id)!.g7,
      Code: `7X${n}`,
      Description: `ថ្នាក់ទី៧ ${n}`,
      DescriptionEn: `Grade 7 ${n}`,
      AcademicTimeShift: 1,
    }),
    change: { DescriptionEn: 'Grade 7 (afternoon)', IsPromoteNextYear: true },
    bad: { AcademicTimeShift: 7, CourseLevelId: '', SortIndex: 'first' },
    badFields: ['AcademicTimeShift', 'CourseLevelId', 'SortIndex'],
  });

  it('turns a missing or empty IsPromoteNextYear into false and answers the shift names', async () => {
    const { y2025 } = years.get(a.id)!;
    const res = await t.call('POST', '/api/academic-class', {
      token: a.adminToken,
      form: {
        AcademicYearId: y2025,
        CourseLevelId: grades.get(a.id)!.g7,
        Code: '7P',
        Description: 'ថ្នាក់ទី៧ព',
        DescriptionEn: 'Grade 7P',
        IsPromoteNextYear: '',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Data).toMatchObject({
      IsPromoteNextYear: false,
      AcademicTimeShift: 0,
      AcademicTimeShiftName: 'វេនព្រឹក',
      AcademicTimeShiftNameEn: 'Morning',
      CourseLevel: { DescriptionEn: 'Grade G7' },
    });
    const json = await t.call('POST', '/api/academic-class', {
      token: a.adminToken,
      json: {
        AcademicYearId: y2025,
        CourseLevelId: grades.get(a.id)!.g7,
        Code: '7Q',
        Description: 'ថ្នាក់ទី៧ភ',
        DescriptionEn: 'Grade 7Q',
        IsPromoteNextYear: null,
      },
    });
    expect(json.data.Data.IsPromoteNextYear).toBe(false);
  });

  it('keeps codes unique per year, and allows the same code in another year', async () => {
    const { y2024, y2025 } = years.get(a.id)!;
    await createClass(t, a, y2025, grades.get(a.id)!.g8, '8U');
    const dup = await t.call('POST', '/api/academic-class', {
      token: a.adminToken,
      form: { AcademicYearId: y2025, CourseLevelId: grades.get(a.id)!.g8, Code: '8u', Description: 'ស្ទួន', DescriptionEn: 'Duplicate' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.MessageEn).toBe("The code '8u' is already used in this academic year");
    expect(dup.data.Message).toMatch(/«8u»/);
    await createClass(t, a, y2024, grades.get(a.id)!.g8, '8U');
  });

  it('refuses a year or grade of another campus', async () => {
    const res = await t.call('POST', '/api/academic-class', {
      token: a.adminToken,
      form: { AcademicYearId: years.get(b.id)!.y2025, CourseLevelId: grades.get(a.id)!.g7, Code: '7Z', Description: 'ក', DescriptionEn: 'A' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.MessageEn).toBe('The academic year was not found');
  });

  it('refuses to delete a class that a later table uses (found through the catalog)', async () => {
    // A table made after this module, as the students issue will: nothing in the setup code names it.
    await t.database.system((tx) =>
      tx.execute(
        sql.raw(`create table if not exists test_enrolment (campus_id uuid not null, id uuid not null, academic_class_id uuid not null,
          primary key (campus_id, id), foreign key (campus_id, academic_class_id) references academic_class (campus_id, id));
          grant select on test_enrolment to school_app`),
      ),
    );
    const cls = await createClass(t, a, years.get(a.id)!.y2025, grades.get(a.id)!.g7, '7E');
    await t.database.system((tx) =>
      tx.execute(sql`insert into test_enrolment values (${a.id}, gen_random_uuid(), ${cls.Id}), (${a.id}, gen_random_uuid(), ${cls.Id})`),
    );
    const res = await t.call('DELETE', '/api/academic-class', { token: a.adminToken, query: { id: cls.Id } });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toBe("'Class 7E' cannot be deleted: it is used by 2 test enrolment records");
    expect(res.data.Message).toMatch(/^មិនអាចលុប «ថ្នាក់ 7E» បានទេ/);
    const list = await t.call('GET', '/api/academic-class/by-year', { token: a.adminToken, query: { academicYearId: years.get(a.id)!.y2025 } });
    expect(list.data.Data.map((c: { Id: string }) => c.Id)).toContain(cls.Id);
  });

  it('answers the lookups: v2 grouped by grade, by year and grade, current year, time shifts', async () => {
    const { y2025 } = years.get(a.id)!;
    const v2 = await t.call('GET', '/api/academic-class/v2/by-year', { token: teacher, query: { academicYearId: y2025 } });
    expect(v2.statusCode).toBe(200);
    expect(v2.data.Data[0]).toMatchObject({ CourseLevelId: grades.get(a.id)!.g7, AcademicClasses: expect.any(Array) });
    const byGrade = await t.call('GET', '/api/academic-class/year-course-level', {
      token: teacher,
      query: { academicYear: y2025, courseLevel: grades.get(a.id)!.g8 },
    });
    expect(byGrade.data.Data.every((c: { CourseLevelId: string }) => c.CourseLevelId === grades.get(a.id)!.g8)).toBe(true);
    const current = await t.call('GET', '/api/academic-class/current', { token: teacher });
    expect(current.data.Data.every((c: { AcademicYearId: string }) => c.AcademicYearId === y2025)).toBe(true);
    const shifts = await t.call('GET', '/api/academic-class/time-shift', { token: teacher });
    expect(shifts.data.Data.AcademicTimeShifts[0]).toEqual({ Value: 0, Name: 'វេនព្រឹក', NameEn: 'Morning' });
    expect(shifts.data.Data.AcademicTimeShiftTypes).toHaveLength(2);
    const grid = await t.call('GET', '/api/academic-course-level/list', { token: teacher });
    expect(grid.data.Data[0]).toMatchObject({ Id: '', Description: 'ទាំងអស់', DescriptionEn: 'All' });
    expect(grid.data.Data.slice(1).map((g: { CourseLevelId: string }) => g.CourseLevelId)).toEqual(expect.arrayContaining([grades.get(a.id)!.g7]));
  });

  it('orders and flags many classes at once, all or nothing', async () => {
    const { y2024 } = years.get(a.id)!;
    const c1 = await createClass(t, a, y2024, grades.get(a.id)!.g7, '7B1');
    const c2 = await createClass(t, a, y2024, grades.get(a.id)!.g7, '7B2');
    const stale = await t.call('PUT', '/api/academic-class/token', {
      token: a.adminToken,
      json: {
        AcademicYearId: y2024,
        AcademicClasses: [
          { Id: c1.Id, Version: 1, SortIndex: 2, IsPromoteNextYear: true },
          { Id: c2.Id, Version: 9, SortIndex: 1 },
        ],
      },
    });
    expect(stale.statusCode).toBe(409);
    const ok = await t.call('PUT', '/api/academic-class/token', {
      token: a.adminToken,
      json: {
        AcademicYearId: y2024,
        AcademicClasses: [
          { Id: c1.Id, Version: 1, SortIndex: 2, IsPromoteNextYear: true },
          { Id: c2.Id, Version: 1, SortIndex: 1, IsPromoteNextYear: null },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const row1 = ok.data.Data.find((c: { Id: string }) => c.Id === c1.Id);
    expect(row1).toMatchObject({ SortIndex: 2, IsPromoteNextYear: true, Version: 2 });
  });
});

describe('copy classes to another year', () => {
  it('previews Old and New rows, copies New and Duplicate rows, and answers the target list', async () => {
    const c = await t.createCampus();
    const from = await createYear(t, c, 2030);
    const to = await createYear(t, c, 2031);
    const level = await createLevel(t, c, 'PRI');
    const g1 = await createGrade(t, c, level.Id, 'G1');
    const g2 = await createGrade(t, c, level.Id, 'G2');
    const a1 = await createClass(t, c, from, g1.Id, '1A');
    await createClass(t, c, from, g1.Id, '1B', { AcademicTimeShift: '1', IsPromoteNextYear: 'true' });
    await createClass(t, c, from, g2.Id, '2A');
    const existing = await createClass(t, c, to, g1.Id, '1A');

    const source = await t.call('GET', '/api/academic-class/copy', { token: c.adminToken, query: { fromAcademicYearId: from, courseLevelId: g1.Id } });
    expect(source.data.Data.FromAcademicClasses.map((x: { Code: string }) => x.Code)).toEqual(['1A', '1B']);

    const preview = await t.call('POST', '/api/academic-class/copy/preview', {
      token: c.adminToken,
      json: { FromAcademicYearId: from, ToAcademicYearId: to, CourseLevelId: g1.Id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.data.Data.ToAcademicClasses;
    expect(rows.map((r: { Code: string; SaveStatus: string }) => `${r.Code}:${r.SaveStatus}`)).toEqual(['1A:Old', '1B:New']);
    expect(rows[0]).toMatchObject({ Id: existing.Id, NewId: existing.Id });
    expect(rows[1]).toMatchObject({ Id: '', NewId: expect.stringMatching(/^new-/), AcademicTimeShift: 1, IsPromoteNextYear: true });
    expect(rows[1].PreviousAcademicClassId).not.toBe(a1.Id);

    // The user adds a row in the preview (Duplicate) and saves.
    const duplicate = { ...rows[1], NewId: 'new-user-1', SaveStatus: 'Duplicate', Code: '1C', Description: 'ថ្នាក់ទី១គ', DescriptionEn: 'Class 1C' };
    const copied = await t.call('POST', '/api/academic-class/copy', {
      token: c.adminToken,
      json: { FromAcademicYearId: from, ToAcademicYearId: to, CourseLevelId: g1.Id, ToAcademicClasses: [...rows, duplicate] },
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.data.Data.ToAcademicClasses.map((x: { Code: string }) => x.Code).sort()).toEqual(['1A', '1B', '1C']);
    const b1 = copied.data.Data.ToAcademicClasses.find((x: { Code: string }) => x.Code === '1B');
    expect(b1).toMatchObject({ AcademicYearId: to, PreviousAcademicClassDescriptionEn: 'Class 1B', IsPromoteNextYear: true });

    // A second copy of the same row is refused, naming the code, and nothing is added.
    const again = await t.call('POST', '/api/academic-class/copy', {
      token: c.adminToken,
      json: { FromAcademicYearId: from, ToAcademicYearId: to, ToAcademicClasses: [rows[1]] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.data.MessageEn).toBe("The code '1B' is already used in this academic year");
    const after = await t.call('GET', '/api/academic-class/by-year', { token: c.adminToken, query: { academicYearId: to } });
    expect(after.data.Data).toHaveLength(3);
    // Preview now has nothing new to offer for grade 1.
    const later = await t.call('POST', '/api/academic-class/copy/preview', {
      token: c.adminToken,
      json: { FromAcademicYearId: from, ToAcademicYearId: to, CourseLevelId: g1.Id },
    });
    expect(later.data.Data.ToAcademicClasses.every((r: { SaveStatus: string }) => r.SaveStatus === 'Old')).toBe(true);
  });

  it('refuses the copy to a teacher and across campuses', async () => {
    const { y2024, y2025 } = years.get(a.id)!;
    expect(
      (await t.call('POST', '/api/academic-class/copy/preview', { token: teacher, json: { FromAcademicYearId: y2024, ToAcademicYearId: y2025 } })).statusCode,
    ).toBe(403);
    const other = years.get(b.id)!;
    const res = await t.call('POST', '/api/academic-class/copy/preview', {
      token: a.adminToken,
      json: { FromAcademicYearId: other.y2024, ToAcademicYearId: other.y2025 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('class statistics', () => {
  it('groups classes by level with student counts', async () => {
    const { y2025 } = years.get(a.id)!;
    const res = expectOk(await t.call('POST', '/api/academic-class/statistics', { token: a.adminToken, json: { AcademicYearId: y2025 } }));
    expect(res.data.Data[0]).toMatchObject({ DescriptionEn: 'Level LSE', Total: 0, Classes: expect.any(Array) });
    expect((await t.call('GET', '/api/academic-class/statistics', { token: teacher, query: { academicYearId: y2025 } })).statusCode).toBe(403);
  });
});

describe('class lookup of the selects (issue 17)', () => {
  it('answers only id, grade, code and names of the year’s classes, in by-year’s order, to any signed-in user', async () => {
    const year = await createYear(t, a, 2030);
    const { g7, g8 } = grades.get(a.id)!;
    // A grade ordered before G7 and G8 (SortIndex 0 against their 1): its class comes first whatever the class's own order.
    const g9 = expectOk(
      await t.call('POST', '/api/course-level', {
        token: a.adminToken,
        json: { Code: 'G9L', Description: 'ថ្នាក់ទី ៩', DescriptionEn: 'Grade 9', LevelClassifiedId: (await createLevel(t, a, 'LKP')).Id, SortIndex: 0 },
      }),
    ).data.Data.Id as string;
    const made = new Map<string, string>();
    for (const [code, grade, sort] of [
      ['8A', g8, '0'],
      ['7B', g7, '2'],
      ['7A', g7, '2'],
      ['7C', g7, '1'],
      ['9A', g9, '5'],
    ] as const)
      made.set(code, (await createClass(t, a, year, grade, code, { SortIndex: sort })).Id);
    const other = await createYear(t, a, 2031);
    await createClass(t, a, other, g7, '7Z');

    const lookup = await t.call('GET', '/api/academic-class/lookup', { token: teacher, query: { academicYearId: year } });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const rows = lookup.data.Data as Array<Record<string, string>>;
    expect(rows.map((c) => c.Code)).toEqual(['9A', '8A', '7C', '7A', '7B']);
    expect(rows[1]).toEqual({ Id: made.get('8A'), CourseLevelId: g8, Code: '8A', Description: 'ថ្នាក់ 8A', DescriptionEn: 'Class 8A' });
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['Code', 'CourseLevelId', 'Description', 'DescriptionEn', 'Id']);
    // The same classes in the same order as the settings list, which answers every field.
    const byYear = await t.call('GET', '/api/academic-class/by-year', { token: teacher, query: { academicYearId: year } });
    expect(byYear.data.Data.map((c: { Id: string }) => c.Id)).toEqual(rows.map((c) => c.Id));
    expect(lookup.body.length).toBeLessThan(byYear.body.length / 2);
  });

  it('never shows a class of another school, and asks for a sign-in as by-year does', async () => {
    const yearOfA = await createYear(t, a, 2032);
    const classOfA = (await createClass(t, a, yearOfA, grades.get(a.id)!.g7, '7K')).Id;
    const yearOfB = await createYear(t, b, 2032);
    const classOfB = (await createClass(t, b, yearOfB, grades.get(b.id)!.g7, '7K')).Id;

    // B's token with A's year: nothing (by-year refuses the year as unknown).
    const across = await t.call('GET', '/api/academic-class/lookup', { token: b.adminToken, query: { academicYearId: yearOfA } });
    expect(across.statusCode).toBe(200);
    expect(across.data.Data).toEqual([]);
    expect((await t.call('GET', '/api/academic-class/by-year', { token: b.adminToken, query: { academicYearId: yearOfA } })).statusCode).toBe(400);
    // B's own year: B's class, never A's.
    const own = await t.call('GET', '/api/academic-class/lookup', { token: b.adminToken, query: { academicYearId: yearOfB } });
    expect(own.data.Data.map((c: { Id: string }) => c.Id)).toEqual([classOfB]);
    expect(own.body).not.toContain(classOfA);

    for (const path of ['/api/academic-class/lookup', '/api/academic-class/by-year'])
      expect((await t.call('GET', path, { query: { academicYearId: yearOfA } })).statusCode, path).toBe(401);
  });
});
