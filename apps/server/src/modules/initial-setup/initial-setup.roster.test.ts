import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { createYear, expectOk } from '../../../test/setup-fixtures';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const count = async (table: string, campusId: string) =>
  Number(
    (await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where campus_id = ${campusId}`)))
      .rows[0]!.n,
  );

/** A new school in its initial setup with a year, the template's primary grades and a staged roster. */
async function stagedSchool() {
  const c = await t.createCampus();
  const year = await createYear(t, c, 2025, { isCurrent: true });
  expectOk(
    await t.call('POST', '/api/initial-setup/template', { token: c.adminToken, json: { AcademicYearId: year, ClassesPerGrade: 1, LevelCodes: ['PRI'] } }),
  );
  const cls = (await t.call('GET', '/api/initial-setup/class', { token: c.adminToken })).data.Data[0];
  const position = expectOk(
    await t.call('POST', '/api/initial-setup/position', { token: c.adminToken, form: { Description: 'គ្រូបង្រៀន', DescriptionEn: 'Teacher' } }),
  ).data.Data;
  const employee = expectOk(
    await t.call('POST', '/api/initial-setup/employee', {
      token: c.adminToken,
      form: {
        Code: 'E10',
        LastName: 'សុខ',
        FirstName: 'ដារ៉ា',
        LastNameEn: 'Sok',
        FirstNameEn: 'Dara',
        Gender: '0',
        PositionId: position.Id,
        Phone: '012345678',
      },
    }),
  ).data.Data;
  const teaching = expectOk(
    await t.call('POST', '/api/initial-setup/teaching-class', {
      token: c.adminToken,
      json: { EmployeeId: employee.Id, AcademicClassId: cls.Id, IsMain: true },
    }),
  ).data.Data;
  const subject = (await t.call('GET', '/api/academic-course-level/subject', { token: c.adminToken, query: { academicClassId: cls.Id } })).data.Data[0];
  expectOk(
    await t.call('POST', '/api/initial-setup/teaching-class-subject', {
      token: c.adminToken,
      json: { TeachingClassId: teaching.Id, CourseLevelSubjectId: subject.Id },
    }),
  );
  expectOk(
    await t.call('POST', '/api/initial-setup/student', {
      token: c.adminToken,
      json: {
        Code: 'S10',
        LastName: 'លី',
        FirstName: 'នាង',
        LastNameEn: 'Ly',
        FirstNameEn: 'Neang',
        Gender: 1,
        AcademicClassId: cls.Id,
        GuardianName: 'លី វណ្ណា',
        GuardianPhone: '097 123 4567',
      },
    }),
  );
  return { c, year, cls, subject };
}

describe('the initial setup roster becomes real records', () => {
  it('completing the setup creates the employee with position, class and subject, and the student in her class', async () => {
    const { c, year, cls, subject } = await stagedSchool();
    expect(await count('employee', c.id)).toBe(0);
    const done = await t.call('POST', '/api/initial-setup/complete', { token: c.adminToken });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data.Data.IsInitialSetup).toBe(false);

    const employees = await t.call('GET', '/api/employee/list', { token: c.adminToken });
    expect(employees.data.Data).toEqual([
      expect.objectContaining({ Code: 'E10', FullName: 'សុខ ដារ៉ា', MobilePhone: '012345678', Position: expect.objectContaining({ DescriptionEn: 'Teacher' }) }),
    ]);
    const assignments = await t.call('GET', '/api/employee/academic-class', { token: c.adminToken, query: { id: employees.data.Data[0].Id } });
    expect(assignments.data.Data).toEqual([
      expect.objectContaining({
        AcademicClassId: cls.Id,
        AcademicYearId: year,
        IsMain: true,
        Subjects: [expect.objectContaining({ CourseLevelSubjectId: subject.Id })],
      }),
    ]);
    const placed = await t.database.system((tx) =>
      tx.execute<{ code: string; note: string; academic_class_id: string }>(sql`select s.code, s.note, sac.academic_class_id from student s
        join student_academic_class sac on sac.campus_id = s.campus_id and sac.student_id = s.id where s.campus_id = ${c.id}`),
    );
    expect(placed.rows).toEqual([{ code: 'S10', note: 'អាណាព្យាបាល / Guardian: លី វណ្ណា, 097 123 4567', academic_class_id: cls.Id }]);
    const stats = expectOk(await t.call('POST', '/api/academic-class/statistics', { token: c.adminToken, json: { AcademicYearId: year } }));
    expect(stats.data.Data[0]).toMatchObject({ Total: 1, Female: 1, Male: 0 });
    // The position came over once.
    expect(await count('position', c.id)).toBe(1);
  });

  it('a submitted import makes real employees and students at once, and a second run adds nothing twice', async () => {
    const { c } = await stagedSchool();
    await t.database.system((tx) =>
      tx.execute(sql`insert into initial_setup_import (campus_id, id, file_name, records) values (${c.id}, gen_random_uuid(), 'empty.xlsx', '{}'::jsonb)`),
    );
    const submitted = await t.call('POST', '/api/initial-setup/import/submit', { token: c.adminToken, json: { CompleteSetup: false } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.data.Data.IsInitialSetup).toBe(true);
    expect(await count('employee', c.id)).toBe(1);
    expect(await count('student', c.id)).toBe(1);
    expect(await count('employee_academic_class_subject', c.id)).toBe(1);
    expectOk(await t.call('POST', '/api/initial-setup/complete', { token: c.adminToken }));
    expect(await count('employee', c.id)).toBe(1);
    expect(await count('student', c.id)).toBe(1);
    expect(await count('employee_academic_class', c.id)).toBe(1);
    expect(await count('employee_academic_class_subject', c.id)).toBe(1);
  });

  it('keeps nothing when a part fails: no employee, no student, still in the initial setup', async () => {
    const { c }: { c: TTestCampus } = await stagedSchool();
    await t.database.system(async (tx) => {
      await tx.execute(sql`create function test_refuse_student() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
      await tx.execute(sql`create trigger test_refuse_student before insert on student for each row execute function test_refuse_student()`);
    });
    try {
      const res = await t.call('POST', '/api/initial-setup/complete', { token: c.adminToken });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.system(async (tx) => {
        await tx.execute(sql`drop trigger test_refuse_student on student`);
        await tx.execute(sql`drop function test_refuse_student()`);
      });
    }
    expect(await count('employee', c.id)).toBe(0);
    expect(await count('position', c.id)).toBe(0);
    expect((await t.call('GET', '/api/initial-setup/basic-info', { token: c.adminToken })).data.Data.IsInitialSetup).toBe(true);
  });
});
