import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ACADEMIC_RESULT_STATUS, RELATIONSHIP_TYPE, STUDENT_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { makePng, multipart } from '../../../test/multipart';
import { expectOk } from '../../../test/setup-fixtures';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { sql } from 'drizzle-orm';
import { classPage, listPlacedStudents, listStudentPage } from './student.repository';
import { toListItem } from './student.service';
import { analyzeAfterBulkWrite } from '../../db/analyze';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;

/** How many times a table has been analyzed (by a command: the test databases are not autovacuumed in time). */
const analyzeCount = async (table: string) =>
  Number(
    (await t.database.pool.query<{ n: string }>(`select analyze_count + autoanalyze_count as n from pg_stat_user_tables where relname = $1`, [table])).rows[0]!
      .n,
  );

const studentForm = (extra: Record<string, string> = {}) => ({
  FirstName: 'ស្រីនិច',
  LastName: 'សុខ',
  FirstNameEn: 'Sreynich',
  LastNameEn: 'Sok',
  Gender: '1',
  DateOfBirth: '2013-03-21',
  PlaceOfBirth: 'ខេត្តកណ្តាល',
  MobilePhone: '012 345 678',
  AcademicYearId: s.yearId,
  AcademicClassId: s.classA,
  ...extra,
});

const find = async (id: string, token = s.campus.adminToken) => expectOk(await t.call('GET', '/api/student/find', { token, query: { id } })).data.Data;

async function studentCard(school: TSchool, extra: Record<string, string> = {}) {
  const res = expectOk(
    await t.call('POST', '/api/card', {
      token: school.campus.adminToken,
      form: { ActorType: '0', Description: `កាតសិស្ស ${Math.random()}`, DescriptionEn: `Student card ${Math.random()}`, ...extra },
    }),
  );
  return res.data.Data.Id as string;
}

describe('create and find a student', () => {
  it('creates a student from a multipart form with a picture, an address, a card and a new guardian', async () => {
    const cardId = await studentCard(s);
    const body = multipart(
      studentForm({
        Code: 'S-0001',
        Addresses: JSON.stringify([{ ProvinceId: 12, Address: 'ផ្ទះលេខ ១២ ផ្លូវ ២៧១' }]),
        AcademicCards: JSON.stringify([{ CardId: cardId, CardNumber: 'C-77', IssueDate: '2025-11-01' }]),
        Guardians: JSON.stringify([
          {
            RelationshipType: RELATIONSHIP_TYPE.MOTHER,
            Guardian: { FirstName: 'សុភា', LastName: 'ចាន់', FirstNameEn: 'Sophea', LastNameEn: 'Chan', Gender: 1, MobilePhone: '092 334 455' },
          },
        ]),
      }),
      { Profile: { fileName: 'me.png', contentType: 'image/png', data: makePng(8) } },
    );
    const res = expectOk(await t.call('POST', '/api/student', { token: s.campus.adminToken, ...body }));
    const st = res.data.Data;
    expect(st).toMatchObject({ Code: 'S-0001', FullName: 'សុខ ស្រីនិច', FullNameEn: 'Sok Sreynich', Status: 0, AcademicClassId: s.classA, Version: 1 });
    expect(st.Addresses).toEqual([
      expect.objectContaining({ ProvinceId: 12, Address: 'ផ្ទះលេខ ១២ ផ្លូវ ២៧១', IsPrimary: true, ProvinceName: expect.stringMatching(KHMER) }),
    ]);
    expect(st.Guardians).toEqual([
      expect.objectContaining({ FullNameEn: 'Chan Sophea', RelationshipType: RELATIONSHIP_TYPE.MOTHER, RelationshipNameEn: 'Mother', IsPrimary: true }),
    ]);
    expect(st.AcademicInfos).toEqual([
      expect.objectContaining({
        AcademicYearId: s.yearId,
        AcademicClassId: s.classA,
        Status: 0,
        AcademicCards: [expect.objectContaining({ CardId: cardId, CardNumber: 'C-77' })],
      }),
    ]);
    // The picture is served by its signed link, without a token, and the link names the picture.
    const url = new URL(st.Profile, 'http://x');
    expect(url.searchParams.get('v')).toMatch(/^[0-9a-f-]{36}$/);
    const picture = await t.call('GET', url.pathname.slice(t.config.apiBase.length), { query: Object.fromEntries(url.searchParams) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await find(st.Id)).toEqual(st);
  });

  it('answers 400 with field messages in Khmer and English and saves nothing', async () => {
    const before = expectOk(await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { academicYearId: s.yearId, pageSize: '500' } })).data
      .Total;
    const res = await t.call('POST', '/api/student', {
      token: s.campus.adminToken,
      form: studentForm({ FirstName: '', Gender: '7', DateOfBirth: '2999-01-01', Email: 'not-an-email' }),
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(res.data.Errors.map((e: { Field: string; Message: string; MessageEn: string }) => [e.Field, e]));
    expect(Object.keys(fields).sort()).toEqual(['DateOfBirth', 'Email', 'FirstName', 'Gender']);
    for (const e of Object.values(fields) as Array<{ Message: string; MessageEn: string }>) {
      expect(e.Message).toMatch(KHMER);
      expect(e.MessageEn).toMatch(/^[A-Z]/);
    }
    const after = expectOk(await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { academicYearId: s.yearId, pageSize: '500' } })).data
      .Total;
    expect(after).toBe(before);
  });

  it('refuses a picture that is not an image, a class of another year and a taken code, saving nothing', async () => {
    const fake = multipart(studentForm(), { Profile: { fileName: 'me.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') } });
    expect((await t.call('POST', '/api/student', { token: s.campus.adminToken, ...fake })).statusCode).toBe(415);
    const wrongYear = await t.call('POST', '/api/student', { token: s.campus.adminToken, form: studentForm({ AcademicClassId: s.nextClassA }) });
    expect(wrongYear.statusCode).toBe(400);
    const taken = await t.call('POST', '/api/student', { token: s.campus.adminToken, form: studentForm({ Code: 's-0001' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.data.MessageEn).toContain('S-0001');
    const list = expectOk(await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { search: 'Sreynich' } })).data;
    expect(list.Total).toBe(1);
  });
});

describe('the student list', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [
      (await addStudent(t, s, s.classA, { firstName: 'ដារា', lastName: 'កែវ', firstNameEn: 'Dara', lastNameEn: 'Keo', code: 'L-1' })).studentId,
      (await addStudent(t, s, s.classB, { firstName: 'បុប្ផា', lastName: 'លី', firstNameEn: 'Bopha', lastNameEn: 'Ly', code: 'L-2' })).studentId,
      (await addStudent(t, s, s.classB, { firstName: 'វិចិត្រ', lastName: 'ហេង', firstNameEn: 'Vichet', lastNameEn: 'Heng', code: 'L-3' })).studentId,
    ];
  });

  it('lists by year and class with paging and a total', async () => {
    const page = expectOk(
      await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { academicYearId: s.yearId, academicClassId: s.classB, pageSize: '1' } }),
    ).data;
    expect(page.Total).toBe(2);
    expect(page.Data).toHaveLength(1);
    const second = expectOk(
      await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { academicClassId: s.classB, pageSize: '1', pageIndex: '2' } }),
    ).data;
    expect(second.Data[0].Id).not.toBe(page.Data[0].Id);
    expect([page.Data[0].Id, second.Data[0].Id].sort()).toEqual([ids[1], ids[2]].sort());
  });

  it('orders a class by Khmer name (ICU collation), whatever the Latin names', async () => {
    const added = [];
    for (const [lastName, lastNameEn] of [
      ['ឈឹម', 'Alpha'],
      ['កែវ', 'Zeta'],
      ['ខៀវ', 'Beta'],
      ['ក្រូច', 'Gamma'],
    ] as const) {
      added.push({ lastName, id: (await addStudent(t, s, s.classA, { lastName, lastNameEn, firstName: 'ស្រីលក្ខណ៍', firstNameEn: 'Ordertest' })).studentId });
    }
    const rows = expectOk(await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { academicClassId: s.classA, search: 'Ordertest' } })).data
      .Data;
    expect(rows.map((r: { LastName: string }) => r.LastName)).toEqual(['កែវ', 'ក្រូច', 'ខៀវ', 'ឈឹម']);
    expect(rows.map((r: { Id: string }) => r.Id).sort()).toEqual(added.map((a) => a.id).sort());
  });

  it('finds by Latin name in any case, by Khmer name and by code', async () => {
    const search = async (text: string) =>
      expectOk(await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { search: text } })).data.Data.map((r: { Id: string }) => r.Id);
    expect(await search('heng vichet')).toEqual([ids[2]]);
    expect(await search('VICHET')).toEqual([ids[2]]);
    expect(await search('លី បុប្ផា')).toEqual([ids[1]]);
    expect(await search('l-1')).toEqual([ids[0]]);
    expect(await search('vichet HENG')).toEqual([ids[2]]);
    expect(await search('លីបុប្ផា')).toEqual([ids[1]]);
    expect(await search('%')).toEqual([]);
  });

  it("finds the code and each name form, follows a renamed student and never finds another campus's", async () => {
    // The same student in both campuses, code and names alike.
    const twin = { code: 'TW-1', lastName: 'ស៊ុន', firstName: 'ចន្ធូ', lastNameEn: 'Sun', firstNameEn: 'Chanthou' };
    const mine = (await addStudent(t, s, s.classA, twin)).studentId;
    const theirs = (await addStudent(t, other, other.classA, twin)).studentId;
    const search = async (school: TSchool, text: string, extra: Record<string, string> = {}) =>
      expectOk(await t.call('GET', '/api/student', { token: school.campus.adminToken, query: { search: text, ...extra } })).data.Data.map(
        (r: { Id: string }) => r.Id,
      );
    // The code, "last first" and "lastfirst" in Khmer, the Latin name in either order, any part of one, in any case.
    for (const text of ['tw-1', 'ស៊ុន ចន្ធូ', 'ស៊ុនចន្ធូ', 'SUN CHANTHOU', 'chanthou sun', 'ន ចន', 'THOU S', 'W-']) {
      expect(await search(s, text), text).toEqual([mine]);
      expect(await search(other, text), text).toEqual([theirs]);
    }
    // Never across two of them: the code and a name, a Khmer name and a Latin one (the separator of the searched text
    // included, which no name holds).
    for (const text of ['tw-1 ស៊ុន', 'ចន្ធូ sun', 'ចន្ធូ\x1fស៊ុន', 'sun chanthou chanthou', '1\x1f']) {
      expect(await search(s, text), JSON.stringify(text)).toEqual([]);
    }
    // With the list's other filters.
    expect(await search(s, 'tw-1', { academicClassId: s.classA, courseLevelId: s.gradeId, status: String(STUDENT_STATUS.ACTIVE) })).toEqual([mine]);
    expect(await search(s, 'tw-1', { academicClassId: s.classB })).toEqual([]);
    expect(await search(s, 'tw-1', { status: String(STUDENT_STATUS.DROPPED) })).toEqual([]);
    // The search itself, asked for the other campus's year, finds nothing there: it reads the transaction's campus only.
    const placements = (school: TSchool, yearId: string) =>
      t.database.tenant(school.campus.id, async (tx) =>
        (await tx.execute<{ student_id: string }>(sql`select student_id from student_academic_class_search('%tw-1%', ${yearId})`)).rows.map(
          (r) => r.student_id,
        ),
      );
    expect(await placements(s, s.yearId)).toEqual([mine]);
    expect(await placements(s, other.yearId)).toEqual([]);
    expect(await placements(other, s.yearId)).toEqual([]);
    // A new code and new names are found at once, the old ones no longer.
    const st = await find(mine);
    expectOk(
      await t.call('PUT', '/api/student', {
        token: s.campus.adminToken,
        form: {
          Id: st.Id,
          Version: String(st.Version),
          Code: 'TW-9',
          FirstName: 'ម៉ាលី',
          LastName: st.LastName,
          FirstNameEn: 'Maly',
          LastNameEn: st.LastNameEn,
          Gender: String(st.Gender),
          DateOfBirth: st.DateOfBirth,
        },
      }),
    );
    for (const text of ['tw-9', 'ស៊ុន ម៉ាលី', 'ស៊ុនម៉ាលី', 'sun maly', 'maly sun']) expect(await search(s, text), text).toEqual([mine]);
    for (const text of ['tw-1', 'ស៊ុន ចន្ធូ', 'chanthou']) expect(await search(s, text), text).toEqual([]);
    expect(await search(other, 'tw-1')).toEqual([theirs]);
  });

  it('deactivates with a reason, filters by status and activates again', async () => {
    const before = await find(ids[0]!);
    const noReason = await t.call('POST', '/api/student/deactivate', {
      token: s.campus.adminToken,
      form: { Id: ids[0]!, Version: String(before.Version), Status: '5' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.data.Errors.map((e: { Field: string }) => e.Field)).toEqual(['Reason']);
    const done = expectOk(
      await t.call('POST', '/api/student/deactivate', {
        token: s.campus.adminToken,
        form: { Id: ids[0]!, Version: String(before.Version), Status: String(STUDENT_STATUS.DROPPED), Reason: 'ផ្លាស់ទីលំនៅ' },
      }),
    ).data.Data;
    expect(done).toMatchObject({ Status: STUDENT_STATUS.DROPPED, StatusReason: 'ផ្លាស់ទីលំនៅ', StatusNameEn: 'Dropped out' });
    expect(done.AcademicInfos[0].Status).toBe(STUDENT_STATUS.DROPPED);
    const dropped = expectOk(await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { status: '5' } })).data.Data.map(
      (r: { Id: string }) => r.Id,
    );
    expect(dropped).toEqual([ids[0]]);
    const stale = await t.call('POST', '/api/student/activate', { token: s.campus.adminToken, form: { Id: ids[0]!, Version: String(before.Version) } });
    expect(stale.statusCode).toBe(409);
    const back = expectOk(await t.call('POST', '/api/student/activate', { token: s.campus.adminToken, form: { Id: ids[0]!, Version: String(done.Version) } }))
      .data.Data;
    expect(back).toMatchObject({ Status: 0, StatusReason: null });
  });
});

describe('the student list in pages (issue 17: read per class, not sorted)', () => {
  let school: TSchool;
  const ids = (rows: Array<{ Id: string }>) => rows.map((r) => r.Id);
  const page = async (pageIndex: number, pageSize: number, extra: Record<string, string> = {}) =>
    expectOk(
      await t.call('GET', '/api/student', {
        token: school.campus.adminToken,
        query: { academicYearId: school.yearId, pageIndex: String(pageIndex), pageSize: String(pageSize), ...extra },
      }),
    ).data as { Data: Array<{ Id: string; LastName: string }>; Total: number };
  /** The year sorted as one list by the student's own names (the query without paging). */
  const sortedYear = () =>
    t.database.tenant(school.campus.id, async (tx) =>
      (await listPlacedStudents(tx, { campusId: school.campus.id, academicYearId: school.yearId })).rows.map((r) => r.student.id),
    );

  beforeAll(async () => {
    school = await createSchool(t);
    // Ties on the Khmer names broken by the Latin ones; ICU's order (ក្រូច after កែវ, ក៏ before កក).
    const names = [
      ['ឈឹម', 'ដារា', 'Chhim', 'Dara'],
      ['កែវ', 'បុប្ផា', 'Keo', 'Bopha'],
      ['កក', 'សុភា', 'Kak', 'Sophea'],
      ['ក៏', 'សុភា', 'Kor', 'Sophea'],
      ['ក្រូច', 'វិចិត្រ', 'Krouch', 'Vichet'],
      ['កែវ', 'បុប្ផា', 'Keo', 'Alpha'],
      ['ខៀវ', 'រតនា', 'Khiev', 'Rathana'],
    ] as const;
    for (const [i, [lastName, firstName, lastNameEn, firstNameEn]] of names.entries()) {
      for (const classId of [school.classA, school.classB]) {
        await addStudent(t, school, classId, { lastName, firstName, lastNameEn, firstNameEn: `${firstNameEn}${classId === school.classA ? '' : i}` });
      }
    }
  });

  it('gives the pages of the one sorted list, across classes, with the total', async () => {
    const all = await sortedYear();
    expect(all).toHaveLength(14);
    const whole = await page(1, 100);
    expect(whole.Total).toBe(14);
    expect(ids(whole.Data)).toEqual(all);
    expect(whole.Data.slice(0, 7).map((r) => r.LastName)).toEqual(['ក៏', 'កក', 'កែវ', 'កែវ', 'ក្រូច', 'ខៀវ', 'ឈឹម']);
    const paged: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const p = await page(i, 3);
      expect(p.Total).toBe(14);
      paged.push(...ids(p.Data));
    }
    expect(paged).toEqual(all);
    expect((await page(6, 3)).Data).toEqual([]);
    // A filter counts and pages the same way.
    const keo = await page(2, 1, { search: 'កែវ' });
    expect(keo.Total).toBe(4);
    expect(ids(keo.Data)).toEqual([all[3]]);
  });

  it('answers in one query what the per-class reads answer, value for value, and names a missing year', async () => {
    const pageSize = 4;
    for (let pageIndex = 1; pageIndex <= 4; pageIndex++) {
      const [offset, limit] = [(pageIndex - 1) * pageSize, pageSize];
      const expected = await t.database.tenant(school.campus.id, async (tx) => {
        const { rows, total } = await listPlacedStudents(tx, { campusId: school.campus.id, academicYearId: school.yearId, limit, offset });
        return { Data: rows.map((r) => toListItem(t.app.deps, r)), Total: total };
      });
      const answer = await page(pageIndex, pageSize);
      // The answer's keys follow the response schema: compared value by value, as the wire carries them.
      expect(answer.Data).toStrictEqual(JSON.parse(JSON.stringify(expected.Data)));
      expect(answer.Total).toBe(expected.Total);
    }
    const missing = await t.call('GET', '/api/student', {
      token: school.campus.adminToken,
      query: { academicYearId: '00000000-0000-4000-8000-000000000000', pageIndex: '1', pageSize: '10' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.MessageEn).toContain('academic year');
  });

  it('follows a renamed student to her new place', async () => {
    const first = (await page(1, 1)).Data[0]!;
    const st = await find(first.Id, school.campus.adminToken);
    expectOk(
      await t.call('PUT', '/api/student', {
        token: school.campus.adminToken,
        form: {
          Id: st.Id,
          Version: String(st.Version),
          Code: st.Code,
          FirstName: st.FirstName,
          LastName: 'អ៊ុំ',
          FirstNameEn: st.FirstNameEn,
          LastNameEn: st.LastNameEn,
          Gender: String(st.Gender),
          DateOfBirth: st.DateOfBirth,
        },
      }),
    );
    const all = await sortedYear();
    expect(all[6]).toBe(first.Id);
    expect(ids((await page(1, 100)).Data)).toEqual(all);
    expect((await page(3, 3)).Data.map((r) => r.LastName)).toEqual(['អ៊ុំ', 'ក៏', 'កក']);
  });

  it("reads a class's page from the name-order index, without sorting", async () => {
    const plan = await t.database.tenant(school.campus.id, async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const query = classPage(tx, { campusId: school.campus.id, academicYearId: school.yearId }, school.classA, 10, 0);
      return JSON.stringify((await tx.execute(sql`explain (format json) ${query}`)).rows);
    });
    expect(plan).toContain('student_academic_class_name_order_idx');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});

describe("the student list's plans with a school of 3,000 (issue 17: an index for every filter and sort)", () => {
  let school: TSchool;
  type TPlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Sort Key'?: string[]; Plans?: TPlanNode[] };
  const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
  const scansOf = (nodes: TPlanNode[], table: string) => nodes.filter((n) => n['Relation Name'] === table);
  /** The plan of the campus-wide page query (listStudentPage, the list's one query) for a filter: the nodes it runs. */
  const pagePlan = (filter: Record<string, unknown>) =>
    t.database.tenant(school.campus.id, async (tx) => {
      const client = (
        tx as unknown as { session: { client: { query(q: { text: string }, v?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> } } }
      ).session.client;
      let plan: TPlanNode | undefined;
      const explaining = {
        session: {
          client: {
            query: async (q: { text: string }, values: unknown[]) => {
              const { rows } = await client.query({ text: `explain (format json) ${q.text}` }, values);
              plan = (rows[0]!['QUERY PLAN'] as Array<{ Plan: TPlanNode }>)[0]!.Plan;
              return { rows: [] };
            },
          },
        },
      };
      await listStudentPage(explaining as never, { campusId: school.campus.id, academicYearId: school.yearId, limit: 10, offset: 1200, ...filter });
      return nodesOf(plan!);
    });

  beforeAll(async () => {
    school = await createSchool(t);
    // 3,000 students in two classes, written in bulk as an import writes them, then analyzed as it is (db/analyze.ts):
    // the plans below are those a school of that size gets, with no planner setting changed.
    await t.database.tenant(school.campus.id, async (tx) => {
      await tx.execute(sql`insert into student (campus_id, id, code, last_name, first_name, last_name_en, first_name_en, gender)
        select ${school.campus.id}, gen_random_uuid(), 'P' || g,
          (array['សុខ','ចាន់','កែវ','លី','ហេង','ម៉ៅ','ស៊ុន','ពេជ្រ','ឈឹម','ខៀវ'])[1 + g % 10],
          (array['ស្រីនិច','ដារា','បុប្ផា','វិចិត្រ','រតនា','ពិសិដ្ឋ','សុភា','វណ្ណា','ចន្ធូ','សុផល','ម៉ាលី','សំណាង'])[1 + (g / 10) % 12],
          'Family' || (g % 10), 'Given' || g, g % 2
        from generate_series(1, 3000) g`);
      await tx.execute(sql`insert into student_academic_class (campus_id, id, student_id, academic_year_id, academic_class_id, status)
        select campus_id, gen_random_uuid(), id, ${school.yearId}, case when code like '%1' then ${school.classB}::uuid else ${school.classA}::uuid end,
          (case when code like '%7' then ${STUDENT_STATUS.SUSPENDED} else ${STUDENT_STATUS.ACTIVE} end)::smallint
        from student where campus_id = ${school.campus.id}`);
    });
    await analyzeAfterBulkWrite(t.database, ['student', 'student_academic_class'], undefined);
  });

  it('reads every filter of the list from indexes: the counts kept per class, a page from the name order, never the whole table', async () => {
    const shapes: Record<string, Record<string, unknown>> = {
      'the year': {},
      'the current year': { academicYearId: undefined },
      'a class': { academicClassId: school.classA },
      'a grade': { courseLevelId: school.gradeId },
      'a status': { status: STUDENT_STATUS.SUSPENDED, offset: 0 },
      'all of them': { academicClassId: school.classB, courseLevelId: school.gradeId, status: STUDENT_STATUS.ACTIVE, offset: 0 },
    };
    for (const [name, filter] of Object.entries(shapes)) {
      const nodes = await pagePlan(filter);
      // The total and the classes' places come from the counts the database keeps (migration 0027), read by their key:
      // the placements are read only for the page.
      expect(
        scansOf(nodes, 'student_class_count').map((n) => n['Index Name']),
        name,
      ).toEqual(['student_class_count_pkey']);
      const placements = scansOf(nodes, 'student_academic_class');
      expect(placements.length, name).toBe(1);
      expect(
        placements.map((n) => n['Node Type']),
        name,
      ).not.toContain('Seq Scan');
      // A page deep in a class skips its rows in the name-order index alone, and joins only its own to their students.
      expect(
        placements.filter((n) => n['Index Name'] === 'student_academic_class_name_order_idx').map((n) => n['Node Type']),
        name,
      ).toEqual(['Index Only Scan']);
      // The page's students in name order come from that index: the only sorts are of the classes and, last, of the
      // page's ten rows (by their class's place, then the names).
      const sortKeys = nodes.filter((n) => n['Node Type'] === 'Sort' && n['Sort Key']![0] !== 'classes.before').flatMap((n) => n['Sort Key'] ?? []);
      expect(
        sortKeys.filter((k) => k.startsWith('student_academic_class.')),
        name,
      ).toEqual([]);
      expect(
        scansOf(nodes, 'student').map((n) => n['Node Type']),
        name,
      ).toEqual(['Index Scan']);
    }
  });

  it("searches the year's placements themselves, from their trigram index", async () => {
    const nodes = await pagePlan({ search: 'ហេង ដារា', offset: 0 });
    // The placements found come with their class and names: the page reads no placement and joins only its own
    // students (the search function's rows, not a lookup per student found).
    expect(scansOf(nodes, 'student_academic_class')).toEqual([]);
    expect(scansOf(nodes, 'student').map((n) => n['Node Type'])).toEqual(['Index Scan']);
    // The search function's own query (it reads past row-level security, as its owner): the placements of the campus
    // and year whose search text contains the text, from the trigram index (PostgreSQL's contrib pg_trgm, PGlite's
    // bundle). A table of 3,000 placements is still cheaper to scan, so scans are made dear here: what is checked is
    // that the index fits the function's expression (the 20,000-student bench shows the planner choosing it).
    const scans = await t.database.tenant(school.campus.id, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const found = await tx.execute<{ id: string }>(sql`select id from student_academic_class_search('%ហេង ដារា%', ${school.yearId})`);
      expect(found.rows).toHaveLength(25);
      const stats = await tx.execute<{ seq_scan: string; idx_scan: string }>(
        sql`select seq_scan, pg_stat_get_xact_numscans('student_academic_class_search_idx'::regclass) as idx_scan
          from pg_stat_xact_user_tables where relname = 'student_academic_class'`,
      );
      return stats.rows[0]!;
    });
    expect(Number(scans.seq_scan)).toBe(0);
    expect(Number(scans.idx_scan)).toBeGreaterThanOrEqual(1);
  });

  it("keeps no pending list in the search's trigram index (the embedded database has no autovacuum to merge one)", async () => {
    const { rows } = await t.database.pool.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options from pg_class c join pg_am a on a.oid = c.relam
       where c.relkind = 'i' and a.amname = 'gin' and c.relname like 'student%'`,
    );
    expect(rows.map((r) => r.name)).toEqual(['student_academic_class_search_idx']);
    for (const r of rows) expect(r.options, r.name).toContain('fastupdate=off');
    // With btree_gin (PGlite's bundle, PostgreSQL's contrib) the index holds the campus and the year too: a search reads
    // its own campus's year only, however many others the table holds.
    const index = await t.database.pool.query<{ def: string; scoped: boolean }>(
      `select indexdef as def, exists (select 1 from pg_extension where extname = 'btree_gin') as scoped
       from pg_indexes where indexname = 'student_academic_class_search_idx'`,
    );
    if (t.database.kind === 'pglite') expect(index.rows[0]!.scoped).toBe(true);
    if (index.rows[0]!.scoped) expect(index.rows[0]!.def).toContain('(campus_id, academic_year_id, search_text ');
  });
});

describe('update', () => {
  it('saves with the Version read, refuses a stale one and a taken code, and replaces the picture with a new link', async () => {
    const created = await addStudent(t, s, s.classA, { code: 'U-1', addresses: [{ address: 'ភូមិ ១', provinceId: 1 }] });
    const st = await find(created.studentId);
    const form = {
      Id: st.Id,
      Version: String(st.Version),
      Code: 'U-1',
      FirstName: 'ចន្ទា',
      LastName: 'ស៊ុន',
      FirstNameEn: 'Chanda',
      LastNameEn: 'Sun',
      Gender: '1',
      DateOfBirth: '2012-01-02',
      Addresses: JSON.stringify([{ Id: st.Addresses[0].Id, ProvinceId: 2, Address: 'ភូមិ ២' }, { Address: 'ផ្ទះជួល' }]),
    };
    const first = expectOk(
      await t.call('PUT', '/api/student', {
        token: s.campus.adminToken,
        ...multipart(form, { Profile: { fileName: 'a.png', contentType: 'image/png', data: makePng(4) } }),
      }),
    ).data.Data;
    expect(first).toMatchObject({ FullNameEn: 'Sun Chanda', Version: st.Version + 1 });
    expect(first.Addresses.map((a: { Address: string }) => a.Address).sort()).toEqual(['ផ្ទះជួល', 'ភូមិ ២']);
    expect(first.Addresses.find((a: { Address: string }) => a.Address === 'ភូមិ ២').Id).toBe(st.Addresses[0].Id);
    expect((await t.call('PUT', '/api/student', { token: s.campus.adminToken, form })).statusCode).toBe(409);
    const second = expectOk(
      await t.call('PUT', '/api/student', {
        token: s.campus.adminToken,
        ...multipart(
          { ...form, Version: String(first.Version), Addresses: '[]' },
          { Profile: { fileName: 'b.png', contentType: 'image/png', data: makePng(6) } },
        ),
      }),
    ).data.Data;
    expect(new URL(second.Profile, 'http://x').searchParams.get('v')).not.toBe(new URL(first.Profile, 'http://x').searchParams.get('v'));
    expect(second.Addresses).toEqual([]);
    const taken = await t.call('PUT', '/api/student', {
      token: s.campus.adminToken,
      form: { ...form, Version: String(second.Version), Code: 'L-2', Addresses: '[]' },
    });
    expect(taken.statusCode).toBe(409);
    expect((await find(st.Id)).Code).toBe('U-1');
  });
});

describe('duplicate check', () => {
  it('finds the same Khmer or Latin name with the same birth date, and both names whatever the date', async () => {
    const { studentId } = await addStudent(t, s, s.classA, {
      firstName: 'រតនា',
      lastName: 'ម៉ៅ',
      firstNameEn: 'Rathana',
      lastNameEn: 'Mao',
      dateOfBirth: '2012-06-01',
    });
    const check = async (query: Record<string, string>) =>
      expectOk(await t.call('GET', '/api/student/get-possible-duplicate-students', { token: s.campus.adminToken, query })).data.Data;
    const km = await check({ firstName: 'រតនា', lastName: 'ម៉ៅ', firstNameEn: 'X', lastNameEn: 'Y', dateOfBirth: '2012-06-01' });
    expect(km).toEqual([expect.objectContaining({ Id: studentId, Matches: ['Name', 'DateOfBirth'], AcademicClassId: s.classA })]);
    expect((await check({ firstNameEn: ' rathana ', lastNameEn: 'MAO', dateOfBirth: '2012-06-01' }))[0].Matches).toEqual(['NameEn', 'DateOfBirth']);
    expect((await check({ firstName: 'រតនា', lastName: 'ម៉ៅ', firstNameEn: 'Rathana', lastNameEn: 'Mao', dateOfBirth: '2013-01-01' }))[0].Matches).toEqual([
      'Name',
      'NameEn',
    ]);
    expect(await check({ firstNameEn: 'Rathana', lastNameEn: 'Mao', dateOfBirth: '2013-01-01' })).toEqual([]);
    expect(await check({ firstNameEn: 'Rathana' })).toEqual([]);
  });
});

describe('years, cards and guardians of a student', () => {
  it('places a student in a class of another year once, and reads academic info by year', async () => {
    const { studentId } = await addStudent(t, s, s.classA);
    const added = expectOk(
      await t.call('POST', '/api/student/add-student-academic-class', {
        token: s.campus.adminToken,
        form: { StudentId: studentId, AcademicYearId: s.nextYearId, AcademicClassId: s.nextClassA },
      }),
    ).data.Data;
    expect(added).toMatchObject({ AcademicYearId: s.nextYearId, AcademicClassId: s.nextClassA, Status: 0 });
    const again = await t.call('POST', '/api/student/add-student-academic-class', {
      token: s.campus.adminToken,
      form: { StudentId: studentId, AcademicYearId: s.nextYearId, AcademicClassId: s.nextClassA },
    });
    expect(again.statusCode).toBe(409);
    const current = expectOk(await t.call('GET', '/api/student/academic-info', { token: s.campus.adminToken, query: { studentId, isCurrentYear: 'true' } }))
      .data.Data;
    expect(current.map((i: { AcademicYearId: string }) => i.AcademicYearId)).toEqual([s.yearId]);
    const all = expectOk(await t.call('GET', '/api/student/academic-info', { token: s.campus.adminToken, query: { studentId } })).data.Data;
    expect(all).toHaveLength(2);
    const byId = expectOk(await t.call('GET', '/api/student/academic-info', { token: s.campus.adminToken, query: { id: added.Id } })).data.Data;
    expect(byId).toEqual([added]);
    const ref = expectOk(
      await t.call('POST', '/api/student/academic-info/reference-card-id', {
        token: s.campus.adminToken,
        form: { Id: added.Id, Version: String(added.Version), ReferenceCardId: 'R-2026-01' },
      }),
    ).data.Data;
    expect(ref).toMatchObject({ ReferenceCardId: 'R-2026-01', Version: added.Version + 1 });
    const stale = await t.call('POST', '/api/student/academic-info/reference-card-id', {
      token: s.campus.adminToken,
      form: { Id: added.Id, Version: String(added.Version), ReferenceCardId: 'X' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('gives, changes and removes cards of a year; one of a kind; no employee cards', async () => {
    const { studentAcademicClassId } = await addStudent(t, s, s.classA);
    const cardId = await studentCard(s);
    const employeeCard = await studentCard(s, { ActorType: '1' });
    const card = expectOk(
      await t.call('POST', '/api/student/academic-card', {
        token: s.campus.adminToken,
        form: { StudentAcademicClassId: studentAcademicClassId, CardId: cardId, CardNumber: 'A1' },
      }),
    ).data.Data;
    expect(card).toMatchObject({ CardId: cardId, CardNumber: 'A1', Version: 1 });
    expect(
      (
        await t.call('POST', '/api/student/academic-card', {
          token: s.campus.adminToken,
          form: { StudentAcademicClassId: studentAcademicClassId, CardId: cardId },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.call('POST', '/api/student/academic-card', {
          token: s.campus.adminToken,
          form: { StudentAcademicClassId: studentAcademicClassId, CardId: employeeCard },
        })
      ).statusCode,
    ).toBe(400);
    const changed = expectOk(
      await t.call('PUT', '/api/student/academic-card', {
        token: s.campus.adminToken,
        form: { Id: card.Id, Version: '1', CardId: cardId, CardNumber: 'A2', ExpiryDate: '2026-10-31' },
      }),
    ).data.Data;
    expect(changed).toMatchObject({ CardNumber: 'A2', ExpiryDate: '2026-10-31', Version: 2 });
    expect(
      (await t.call('PUT', '/api/student/academic-card', { token: s.campus.adminToken, form: { Id: card.Id, Version: '1', CardId: cardId } })).statusCode,
    ).toBe(409);
    // A card kind given to students is in use and cannot be deleted.
    expect((await t.call('DELETE', '/api/card', { token: s.campus.adminToken, query: { id: cardId } })).statusCode).toBe(409);
    expectOk(await t.call('DELETE', '/api/student/academic-card', { token: s.campus.adminToken, query: { id: card.Id } }));
    expect((await t.call('DELETE', '/api/student/academic-card', { token: s.campus.adminToken, query: { id: card.Id } })).statusCode).toBe(404);
  });

  it('links a guardian to several students, keeps one primary guardian, and unlinks', async () => {
    const a = await addStudent(t, s, s.classA, {
      guardians: [
        { relationshipType: RELATIONSHIP_TYPE.FATHER, guardian: { firstName: 'សុខា', lastName: 'ពេជ្រ', firstNameEn: 'Sokha', lastNameEn: 'Pech', gender: 0 } },
      ],
    });
    const b = await addStudent(t, s, s.classB);
    const guardianId = a.guardianIds[0]!;
    const link = expectOk(
      await t.call('POST', '/api/student/guardian-student', {
        token: s.campus.adminToken,
        form: { StudentId: b.studentId, GuardianId: guardianId, RelationshipType: '0', IsPrimary: 'true' },
      }),
    ).data.Data;
    expect(link).toMatchObject({ GuardianId: guardianId, StudentId: b.studentId, IsPrimary: true });
    expect(
      (
        await t.call('POST', '/api/student/guardian-student', {
          token: s.campus.adminToken,
          form: { StudentId: b.studentId, GuardianId: guardianId, RelationshipType: '0' },
        })
      ).statusCode,
    ).toBe(409);
    const mother = expectOk(
      await t.call('POST', '/api/student/guardian-student', {
        token: s.campus.adminToken,
        json: {
          StudentId: b.studentId,
          RelationshipType: 1,
          IsPrimary: true,
          Guardian: { FirstName: 'ធីតា', LastName: 'ពេជ្រ', FirstNameEn: 'Thida', LastNameEn: 'Pech', Gender: 1 },
        },
      }),
    ).data.Data;
    const guardians = (await find(b.studentId)).Guardians;
    expect(guardians.filter((g: { IsPrimary: boolean }) => g.IsPrimary).map((g: { Id: string }) => g.Id)).toEqual([mother.Id]);
    const neither = await t.call('POST', '/api/student/guardian-student', {
      token: s.campus.adminToken,
      form: { StudentId: b.studentId, RelationshipType: '0' },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.data.Errors[0]).toMatchObject({ Field: 'GuardianId', Message: expect.stringMatching(KHMER) });
    const updated = expectOk(
      await t.call('PUT', '/api/student/guardian-student', {
        token: s.campus.adminToken,
        form: { Id: link.Id, Version: '1', RelationshipType: '2', IsPrimary: 'true' },
      }),
    ).data.Data;
    expect(updated).toMatchObject({ RelationshipType: 2, IsPrimary: true, Version: 2 });
    expect(
      (await t.call('PUT', '/api/student/guardian-student', { token: s.campus.adminToken, form: { Id: link.Id, Version: '1', RelationshipType: '2' } }))
        .statusCode,
    ).toBe(409);
    expectOk(await t.call('DELETE', '/api/student/guardian-student', { token: s.campus.adminToken, query: { id: link.Id } }));
    expect((await find(b.studentId)).Guardians.map((g: { GuardianId: string }) => g.GuardianId)).not.toContain(guardianId);
  });
});

describe('who reads which students', () => {
  let mine: string;
  let theirs: string;
  let teacher: { token: string };
  let otherTeacher: { token: string };
  beforeAll(async () => {
    const school = await createSchool(t);
    Object.assign(ctx, { school });
    const m = await addStudent(t, school, school.classA, {
      firstNameEn: 'Mine',
      guardians: [{ relationshipType: 1, guardian: { firstName: 'ម្តាយ', lastName: 'ខ', firstNameEn: 'Mom', lastNameEn: 'K', gender: 1 } }],
    });
    mine = m.studentId;
    ctx.guardianId = m.guardianIds[0]!;
    theirs = (await addStudent(t, school, school.classB, { firstNameEn: 'Theirs' })).studentId;
    teacher = await addTeacher(t, school, [school.classA]);
    otherTeacher = await addTeacher(t, school, [school.classB]);
  });
  const ctx = {} as { school: TSchool; guardianId: string };
  const ids = async (token: string, query: Record<string, string> = {}) => {
    const res = await t.call('GET', '/api/student', { token, query });
    expect(res.statusCode).toBe(200);
    return res.data.Data.map((r: { Id: string }) => r.Id).sort();
  };

  it('lets the office see the campus', async () => {
    const office = await t.createUser(ctx.school.campus, { username: 'office1', mobileActorType: 5 });
    expect(await ids(office.token)).toEqual([mine, theirs].sort());
  });

  it('lets a teacher see only the students of the classes she teaches', async () => {
    expect(await ids(teacher.token)).toEqual([mine]);
    expect(await ids(otherTeacher.token)).toEqual([theirs]);
    expect((await t.call('GET', '/api/student/find', { token: teacher.token, query: { id: theirs } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/find', { token: teacher.token, query: { id: mine } })).statusCode).toBe(200);
    const byClass = await t.call('GET', '/api/student/student-by-academic-class', { token: teacher.token, query: { academicClassId: ctx.school.classA } });
    expect(byClass.data.Data.map((r: { Id: string }) => r.Id)).toEqual([mine]);
    expect(
      (await t.call('GET', '/api/student/student-by-academic-class', { token: teacher.token, query: { academicClassId: ctx.school.classB } })).statusCode,
    ).toBe(403);
    // Teachers do not change student records.
    expect(
      (
        await t.call('POST', '/api/student', {
          token: teacher.token,
          form: studentForm({ AcademicYearId: ctx.school.yearId, AcademicClassId: ctx.school.classA }),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/student/change-class', { token: teacher.token, query: { academicClassId: ctx.school.classA } })).statusCode).toBe(403);
  });

  it('lets a student reach only herself and a guardian only his children', async () => {
    const student = await addStudentAccount(t, ctx.school.campus, mine);
    expect(await ids(student.token)).toEqual([mine]);
    expect((await t.call('GET', '/api/student/find', { token: student.token, query: { id: theirs } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/academic-info', { token: student.token, query: { studentId: theirs } })).statusCode).toBe(404);
    const guardian = await addGuardianAccount(t, ctx.school.campus, ctx.guardianId);
    expect(await ids(guardian.token)).toEqual([mine]);
    expect((await t.call('GET', '/api/student/find', { token: guardian.token, query: { id: mine } })).data.Data.FirstNameEn).toBe('Mine');
    expect((await t.call('GET', '/api/student/find', { token: guardian.token, query: { id: theirs } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/export/list', { token: guardian.token })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/student/deactivate', { token: guardian.token, form: { Id: mine, Version: '1', Reason: 'x' } })).statusCode).toBe(403);
  });

  it('keeps campuses apart: a token of campus B neither reads nor writes campus A students', async () => {
    const a = await find(mine, ctx.school.campus.adminToken);
    const b = other.campus.adminToken;
    expect((await t.call('GET', '/api/student/find', { token: b, query: { id: mine } })).statusCode).toBe(404);
    expect(await ids(b, { search: 'Mine' })).toEqual([]);
    const update = await t.call('PUT', '/api/student', {
      token: b,
      form: {
        Id: mine,
        Version: String(a.Version),
        Code: a.Code,
        FirstName: 'x',
        LastName: 'y',
        FirstNameEn: 'x',
        LastNameEn: 'y',
        Gender: '0',
        DateOfBirth: '2012-01-01',
      },
    });
    expect(update.statusCode).toBe(404);
    expect((await t.call('POST', '/api/student/deactivate', { token: b, form: { Id: mine, Version: String(a.Version), Reason: 'x' } })).statusCode).toBe(404);
    const placed = await t.call('POST', '/api/student/add-student-academic-class', {
      token: b,
      form: { StudentId: mine, AcademicYearId: other.nextYearId, AcademicClassId: other.nextClassA },
    });
    expect(placed.statusCode).toBe(404);
    const link = await t.call('POST', '/api/student/guardian-student', {
      token: b,
      form: { StudentId: mine, GuardianId: ctx.guardianId, RelationshipType: '0' },
    });
    expect(link.statusCode).toBe(404);
    const moved = await t.call('POST', '/api/student/change-class', {
      token: b,
      json: [{ Id: a.AcademicInfos[0].Id, Version: a.AcademicInfos[0].Version, ToAcademicClassId: other.classB }],
    });
    expect(moved.statusCode).toBe(404);
    expect(await find(mine, ctx.school.campus.adminToken)).toEqual(a);
  });
});

describe('change class', () => {
  it('moves rows to another class of the same year in one transaction: one bad row changes nothing', async () => {
    const school = await createSchool(t);
    const x = await addStudent(t, school, school.classA);
    const y = await addStudent(t, school, school.classA);
    const token = school.campus.adminToken;
    const rows = expectOk(await t.call('GET', '/api/student/change-class', { token, query: { academicClassId: school.classA } })).data.Data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ AcademicClassId: school.classA, ToAcademicClassId: null });
    const byId = Object.fromEntries(rows.map((r: { StudentId: string }) => [r.StudentId, r]));
    const bad = await t.call('POST', '/api/student/change-class', {
      token,
      json: [
        { Id: byId[x.studentId].Id, Version: byId[x.studentId].Version, ToAcademicClassId: school.classB },
        { Id: byId[y.studentId].Id, Version: byId[y.studentId].Version, ToAcademicClassId: school.nextClassA },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.MessageEn).toContain('same academic year');
    const unchanged = expectOk(await t.call('GET', '/api/student/change-class', { token, query: { academicClassId: school.classA } })).data.Data;
    expect(unchanged).toEqual(rows);
    const good = expectOk(
      await t.call('POST', '/api/student/change-class', {
        token,
        json: [
          { Id: byId[x.studentId].Id, Version: byId[x.studentId].Version, ToAcademicClassId: school.classB },
          { Id: byId[y.studentId].Id, Version: byId[y.studentId].Version, ToAcademicClassId: null },
        ],
      }),
    ).data.Data;
    expect(good).toEqual([expect.objectContaining({ StudentId: x.studentId, AcademicClassId: school.classB })]);
    const stale = await t.call('POST', '/api/student/change-class', {
      token,
      json: [{ Id: byId[x.studentId].Id, Version: byId[x.studentId].Version, ToAcademicClassId: school.classA }],
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('promotion', () => {
  it('saves results and next classes in one transaction, places students in the next year, and clears again', async () => {
    const school = await createSchool(t);
    const token = school.campus.adminToken;
    // The next year's class continues 7A (as the class copy sets it).
    const nextClass = expectOk(await t.call('GET', '/api/academic-class/by-year', { token, query: { academicYearId: school.nextYearId } })).data.Data[0];
    expectOk(
      await t.call('PUT', '/api/academic-class/token', {
        token,
        json: {
          AcademicYearId: school.nextYearId,
          AcademicClasses: [{ Id: nextClass.Id, Version: nextClass.Version, SortIndex: 0, IsPromoteNextYear: false, PreviousAcademicClassId: school.classA }],
        },
      }),
    );
    const pass = await addStudent(t, school, school.classA);
    const fail = await addStudent(t, school, school.classA);
    const rows = expectOk(
      await t.call('GET', '/api/academic-class/promotion/previous-class', { token, query: { academicYearId: school.yearId, courseLevelId: school.gradeId } }),
    ).data.Data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      PreviousAcademicClassId: school.classA,
      AcademicResultStatus: 0,
      PromoteNextAcademicClassId: null,
      SuggestedNextAcademicClassId: school.nextClassA,
    });
    const row = (id: string) => rows.find((r: { StudentId: string }) => r.StudentId === id);

    const bad = await t.call('POST', '/api/academic-class/promotion', {
      token,
      json: {
        Students: [
          {
            Id: row(pass.studentId).Id,
            Version: row(pass.studentId).Version,
            AcademicResultStatus: ACADEMIC_RESULT_STATUS.PASS,
            PromoteNextAcademicClassId: school.nextClassA,
          },
          {
            Id: row(fail.studentId).Id,
            Version: row(fail.studentId).Version,
            AcademicResultStatus: ACADEMIC_RESULT_STATUS.FAILED,
            PromoteNextAcademicClassId: school.classB,
          },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.MessageEn).toContain('later academic year');
    const nextList = async () =>
      expectOk(await t.call('GET', '/api/student', { token, query: { academicYearId: school.nextYearId } })).data.Data.map((r: { Id: string }) => r.Id);
    expect(await nextList()).toEqual([]);
    expect(
      expectOk(
        await t.call('GET', '/api/academic-class/promotion/previous-class', { token, query: { academicYearId: school.yearId, courseLevelId: school.gradeId } }),
      ).data.Data,
    ).toEqual(rows);

    const analyzed = () => analyzeCount('student_academic_class');
    const analyzedBefore = await analyzed();
    const saved = expectOk(
      await t.call('POST', '/api/academic-class/promotion', {
        token,
        json: {
          Students: [
            {
              Id: row(pass.studentId).Id,
              Version: row(pass.studentId).Version,
              AcademicResultStatus: ACADEMIC_RESULT_STATUS.PASS,
              PromoteNextAcademicClassId: school.nextClassA,
            },
            { Id: row(fail.studentId).Id, Version: row(fail.studentId).Version, AcademicResultStatus: ACADEMIC_RESULT_STATUS.FAILED },
          ],
        },
      }),
    ).data.Data;
    const passed = saved.find((r: { StudentId: string }) => r.StudentId === pass.studentId);
    expect(passed).toMatchObject({
      AcademicResultStatus: 1,
      Status: STUDENT_STATUS.PROMOTED,
      PromoteNextAcademicClassId: school.nextClassA,
      PromoteNextAcademicClassDescription: expect.any(String),
    });
    expect(saved.find((r: { StudentId: string }) => r.StudentId === fail.studentId)).toMatchObject({
      AcademicResultStatus: 2,
      Status: STUDENT_STATUS.REPEATED,
    });
    expect(await nextList()).toEqual([pass.studentId]);
    // A promotion is a bulk write: the placements' statistics are fresh after it (db/analyze.ts).
    expect(await analyzed()).toBeGreaterThan(analyzedBefore);

    const cleared = await t.call('POST', '/api/academic-class/promotion', {
      token,
      json: { Students: [{ Id: passed.Id, Version: passed.Version, AcademicResultStatus: ACADEMIC_RESULT_STATUS.EXAM, PromoteNextAcademicClassId: null }] },
    });
    expect(cleared.data.Data[0]).toMatchObject({ AcademicResultStatus: 3, Status: 0, PromoteNextAcademicClassId: null });
    expect(await nextList()).toEqual([]);
    const stale = await t.call('POST', '/api/academic-class/promotion', {
      token,
      json: { Students: [{ Id: passed.Id, Version: passed.Version, AcademicResultStatus: 1 }] },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('exports', () => {
  async function open(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.xlsx"; filename\*=UTF-8''/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }
  const cells = (sheet: ExcelJS.Worksheet) => {
    const out: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => out.push(String(cell.value ?? ''))));
    return out;
  };

  it('writes a class, a grade, the list and one student to .xlsx with Khmer text in the cells', async () => {
    const school = await createSchool(t);
    const token = school.campus.adminToken;
    const st = await addStudent(t, school, school.classA, {
      firstName: 'សុវណ្ណារី',
      lastName: 'ឈិន',
      firstNameEn: 'Sovannary',
      lastNameEn: 'Chhin',
      guardians: [
        {
          relationshipType: 0,
          guardian: { firstName: 'វណ្ណា', lastName: 'ឈិន', firstNameEn: 'Vanna', lastNameEn: 'Chhin', gender: 0, mobilePhone: '011223344' },
        },
      ],
    });
    await addStudent(t, school, school.classB, { firstNameEn: 'Other' });
    const byClass = await open(await t.call('GET', '/api/student/export/year-class', { token, query: { academicClassId: school.classA } }));
    const classCells = cells(byClass.worksheets[0]!);
    expect(classCells).toContain('ឈិន សុវណ្ណារី');
    expect(classCells).toContain('Chhin Sovannary');
    expect(classCells).toContain('ឈិន វណ្ណា');
    expect(classCells).toContain('ស្រី');
    expect(classCells.join(' ')).not.toContain('Other');
    const byGrade = await open(
      await t.call('GET', '/api/student/export/year-level', { token, query: { academicYearId: school.yearId, courseLevelId: school.gradeId } }),
    );
    expect(byGrade.worksheets.map((w) => w.name)).toEqual(['7A', '7B']);
    const list = await open(await t.call('GET', '/api/student/export/list', { token, query: { academicYearId: school.yearId, search: 'Chhin' } }));
    expect(cells(list.worksheets[0]!).filter((c) => c.includes('Sovannary'))).toHaveLength(1);
    const info = await open(await t.call('GET', '/api/student/download-student-info', { token, query: { id: st.studentId } }));
    const infoCells = cells(info.worksheets[0]!);
    expect(infoCells).toContain('ឈិន សុវណ្ណារី');
    expect(infoCells).toContain('ឪពុក');
    expect((await t.call('GET', '/api/student/download-student-info', { token: other.campus.adminToken, query: { id: st.studentId } })).statusCode).toBe(404);
  });
});

describe('class statistics count the placed students', () => {
  it('counts students still in each class by gender, not those who left', async () => {
    const school = await createSchool(t);
    await addStudent(t, school, school.classA, { gender: 0 });
    await addStudent(t, school, school.classA, { gender: 1 });
    const left = await addStudent(t, school, school.classA, { gender: 1 });
    const token = school.campus.adminToken;
    const found = await find(left.studentId, token);
    expectOk(
      await t.call('POST', '/api/student/deactivate', {
        token,
        form: { Id: left.studentId, Version: String(found.Version), Status: String(STUDENT_STATUS.TRANSFERRED), Reason: 'ផ្ទេរទៅសាលាផ្សេង' },
      }),
    );
    const stats = expectOk(await t.call('POST', '/api/academic-class/statistics', { token, json: { AcademicYearId: school.yearId } })).data.Data;
    const classA = stats
      .flatMap((l: { Classes: Array<{ AcademicClassId: string }> }) => l.Classes)
      .find((c: { AcademicClassId: string }) => c.AcademicClassId === school.classA);
    expect(classA).toMatchObject({ Total: 2, Female: 1, Male: 1 });
  });
});

describe('in use', () => {
  it('refuses to delete a class that has students, naming them in both languages', async () => {
    const school = await createSchool(t);
    await addStudent(t, school, school.classB);
    const res = await t.call('DELETE', '/api/academic-class', { token: school.campus.adminToken, query: { id: school.classB } });
    expect(res.statusCode).toBe(409);
    expect(res.data.Message).toContain('សិស្សក្នុងថ្នាក់');
    expect(res.data.MessageEn).toContain('1 students in classes');
  });
});
