import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { ACADEMIC_RESULT_STATUS, STUDENT_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';
import { createClass, expectOk } from '../../../test/setup-fixtures';
import { addStudent, createSchool, type TSchool } from '../../../test/people-fixtures';

/**
 * The student list's counts (`student_class_count`, migration 0027) are kept by the database's triggers: after every
 * kind of write to the placements they are what counting the placements gives.
 */
let t: TTestApp;
let school: TSchool;
beforeAll(async () => {
  t = await buildTestApp();
  school = await createSchool(t);
});
afterAll(async () => t?.close());

type TDrift = { year: string; class: string; status: number; kept: number | null; counted: number | null };

/** Where the kept counts of a campus differ from its placements counted (none when they are kept right). */
async function drift(campusId: string): Promise<TDrift[]> {
  const { rows } = await t.database.pool.query<TDrift>(
    `select coalesce(k.academic_year_id, p.academic_year_id)::text as year, coalesce(k.academic_class_id, p.academic_class_id)::text as class,
       coalesce(k.status, p.status)::int as status, k.n as kept, p.n as counted
     from (select * from student_class_count where campus_id = $1 and n <> 0) k
     full join (select academic_year_id, academic_class_id, status, count(*)::int as n from student_academic_class where campus_id = $1
       group by 1, 2, 3) p on p.academic_year_id = k.academic_year_id and p.academic_class_id = k.academic_class_id and p.status = k.status
     where k.n is distinct from p.n`,
    [campusId],
  );
  return rows;
}

const placements = async (campusId: string) =>
  Number((await t.database.pool.query<{ n: number }>(`select count(*)::int as n from student_academic_class where campus_id = $1`, [campusId])).rows[0]!.n);

const listTotal = async (query: Record<string, string>) =>
  expectOk(await t.call('GET', '/api/student', { token: school.campus.adminToken, query: { pageIndex: '1', pageSize: '2', ...query } })).data.Total as number;

/** The import's template filled with rows by column key (as student-import.routes.test.ts fills it). */
async function importSheet(rows: Array<Record<string, string | Date>>) {
  const token = school.campus.adminToken;
  const template = await t.call('GET', '/api/student/import/template', { token });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const constants = expectOk(await t.call('GET', '/api/student/import/constant', { token })).data.Data;
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = constants.Columns.find((c: { NameEn: string }) => String(cell.value).endsWith(`\n${c.NameEn}`));
    if (column) columns.set(column.Key, col);
  });
  rows.forEach((r, i) => {
    const row = sheet.getRow(i + 2);
    for (const [key, value] of Object.entries(r)) row.getCell(columns.get(key)!).value = value;
    row.commit();
  });
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  const file = { fileName: 'students.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data };
  const batch = expectOk(await t.call('POST', '/api/student/import', { token, ...multipart({ AcademicYearId: school.yearId }, { File: file }) })).data.Data;
  expectOk(await t.call('POST', `/api/student/import/${batch.Id}/submit`, { token }));
}

describe('the student counts kept by the database', () => {
  it('stay right through insert, class change, status change, promotion, import and delete', async () => {
    const token = school.campus.adminToken;
    const campusId = school.campus.id;
    const check = async (step: string, expected: number) => {
      expect(await drift(campusId), step).toEqual([]);
      expect(await placements(campusId), step).toBe(expected);
    };

    // Insert: students made with their placement.
    const a = await addStudent(t, school, school.classA);
    const b = await addStudent(t, school, school.classA);
    const c = await addStudent(t, school, school.classB);
    await check('insert', 3);
    expect(await listTotal({ academicYearId: school.yearId })).toBe(3);

    // Class change.
    const moves = expectOk(await t.call('GET', '/api/student/change-class', { token, query: { academicClassId: school.classA } })).data.Data;
    const rowOf = (rows: Array<{ StudentId: string }>, id: string) => rows.find((r) => r.StudentId === id) as unknown as { Id: string; Version: number };
    expectOk(
      await t.call('POST', '/api/student/change-class', {
        token,
        json: [{ Id: rowOf(moves, b.studentId).Id, Version: rowOf(moves, b.studentId).Version, ToAcademicClassId: school.classB }],
      }),
    );
    await check('class change', 3);
    expect(await listTotal({ academicYearId: school.yearId, academicClassId: school.classB })).toBe(2);

    // Status change (the student's and her placement's).
    const found = expectOk(await t.call('GET', '/api/student/find', { token, query: { id: c.studentId } })).data.Data;
    expectOk(
      await t.call('POST', '/api/student/deactivate', {
        token,
        form: { Id: c.studentId, Version: String(found.Version), Status: String(STUDENT_STATUS.DROPPED), Reason: 'ផ្លាស់ទីលំនៅ' },
      }),
    );
    await check('status change', 3);
    expect(await listTotal({ academicYearId: school.yearId, status: String(STUDENT_STATUS.DROPPED) })).toBe(1);
    expect(await listTotal({ academicYearId: school.yearId, status: String(STUDENT_STATUS.ACTIVE) })).toBe(2);

    // Promotion: a status change in this year and a placement made in the next; cleared again, that placement deleted.
    const promotable = expectOk(
      await t.call('GET', '/api/academic-class/promotion/previous-class', { token, query: { academicYearId: school.yearId, courseLevelId: school.gradeId } }),
    ).data.Data;
    const promoted = expectOk(
      await t.call('POST', '/api/academic-class/promotion', {
        token,
        json: {
          Students: [
            {
              Id: rowOf(promotable, a.studentId).Id,
              Version: rowOf(promotable, a.studentId).Version,
              AcademicResultStatus: ACADEMIC_RESULT_STATUS.PASS,
              PromoteNextAcademicClassId: school.nextClassA,
            },
          ],
        },
      }),
    ).data.Data;
    await check('promotion', 4);
    expect(await listTotal({ academicYearId: school.nextYearId })).toBe(1);
    expect(await listTotal({ academicYearId: school.yearId, status: String(STUDENT_STATUS.PROMOTED) })).toBe(1);
    expectOk(
      await t.call('POST', '/api/academic-class/promotion', {
        token,
        json: {
          Students: [{ Id: promoted[0].Id, Version: promoted[0].Version, AcademicResultStatus: ACADEMIC_RESULT_STATUS.EXAM, PromoteNextAcademicClassId: null }],
        },
      }),
    );
    await check('promotion cleared', 3);
    expect(await listTotal({ academicYearId: school.nextYearId })).toBe(0);

    // Import: many placements in one statement.
    const row = (n: number, classCode: string) => ({
      LastName: 'សុខ',
      FirstName: `ស្រីនិច${n}`,
      LastNameEn: 'Sok',
      FirstNameEn: `Sreynich${n}`,
      Gender: 'ស្រី',
      DateOfBirth: new Date(Date.UTC(2013, 2, 21)),
      ClassCode: classCode,
    });
    await importSheet([row(1, '7A'), row(2, '7A'), row(3, '7B'), row(4, '7A')]);
    await check('import', 7);
    expect(await listTotal({ academicYearId: school.yearId })).toBe(7);
    expect(await listTotal({ academicYearId: school.yearId, courseLevelId: school.gradeId })).toBe(7);

    // Delete: a student deleted takes her placements along (the foreign key's cascade).
    await t.database.tenant(campusId, (tx) => tx.execute(sql`delete from student where campus_id = ${campusId} and id = ${a.studentId}`));
    await check('delete', 6);
    expect(await listTotal({ academicYearId: school.yearId, academicClassId: school.classA })).toBe(3);

    // A class emptied keeps a count of zero, which neither shows in the list nor stops the class being deleted.
    const emptied = await createClass(t, school.campus, school.yearId, school.gradeId, '7C');
    const d = await addStudent(t, school, emptied.Id);
    const inC = expectOk(await t.call('GET', '/api/student/change-class', { token, query: { academicClassId: emptied.Id } })).data.Data;
    expectOk(
      await t.call('POST', '/api/student/change-class', {
        token,
        json: [{ Id: rowOf(inC, d.studentId).Id, Version: rowOf(inC, d.studentId).Version, ToAcademicClassId: school.classA }],
      }),
    );
    await check('class emptied', 7);
    expect(await listTotal({ academicYearId: school.yearId, academicClassId: emptied.Id })).toBe(0);
    expectOk(await t.call('DELETE', '/api/academic-class', { token, query: { id: emptied.Id } }));
    await check('class deleted', 7);
  });

  it('is what catches a missing trigger: without it the counts drift', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('drop trigger student_class_count_insert on student_academic_class');
      await client.query(`set local app.campus_id = '${school.campus.id}'`);
      const { rows } = await client.query<{ id: string }>(
        `insert into student (campus_id, id, code, last_name, first_name, last_name_en, first_name_en, gender)
         values ($1, gen_random_uuid(), 'NOTRIGGER', 'ក', 'ខ', 'K', 'Kh', 0) returning id`,
        [school.campus.id],
      );
      await client.query(
        `insert into student_academic_class (campus_id, id, student_id, academic_year_id, academic_class_id) values ($1, gen_random_uuid(), $2, $3, $4)`,
        [school.campus.id, rows[0]!.id, school.yearId, school.classA],
      );
      const { rows: drifted } = await client.query(
        `select 1 from student_class_count k where k.campus_id = $1 and k.academic_class_id = $2 and k.status = 0
           and k.n <> (select count(*) from student_academic_class p where p.campus_id = $1 and p.academic_class_id = $2 and p.status = 0)`,
        [school.campus.id, school.classA],
      );
      expect(drifted).toHaveLength(1);
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(await drift(school.campus.id)).toEqual([]);
  });
});
