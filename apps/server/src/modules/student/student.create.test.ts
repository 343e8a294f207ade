import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RELATIONSHIP_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { guardian, student, studentAcademicClass, studentGuardian } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createStudents } from './student.create';
import { studentClassesForTeacher } from '../access/access.service';

let t: TTestApp;
let s: TSchool;
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
});
afterAll(async () => t?.close());

describe('createStudent (shared by the form, the import and the admission)', () => {
  it('creates the student with a generated code, her placement and a new guardian linked as primary', async () => {
    const created = await addStudent(t, s, s.classA, {
      guardians: [
        {
          relationshipType: RELATIONSHIP_TYPE.MOTHER,
          guardian: { firstName: 'ស្រីមុំ', lastName: 'ចាន់', firstNameEn: 'Sreymom', lastNameEn: 'Chan', gender: 1, mobilePhone: '012345678' },
        },
      ],
    });
    expect(created.code).toMatch(/^\d{6}$/);
    const rows = await t.database.tenant(s.campus.id, async (tx) => ({
      student: await tx.select().from(student).where(eq(student.id, created.studentId)),
      placement: await tx.select().from(studentAcademicClass).where(eq(studentAcademicClass.studentId, created.studentId)),
      links: await tx.select().from(studentGuardian).where(eq(studentGuardian.studentId, created.studentId)),
    }));
    expect(rows.student[0]).toMatchObject({ firstNameEn: 'Sophea', status: 0 });
    expect(rows.placement[0]).toMatchObject({ academicClassId: s.classA, academicYearId: s.yearId, status: 0, academicResultStatus: 0 });
    expect(rows.links).toEqual([expect.objectContaining({ guardianId: created.guardianIds[0], relationshipType: RELATIONSHIP_TYPE.MOTHER, isPrimary: true })]);
    const next = await addStudent(t, s, s.classA);
    expect(Number(next.code)).toBe(Number(created.code) + 1);
  });

  it('refuses a class of another year and a taken code, and inserts nothing of the batch', async () => {
    const before = await t.database.tenant(s.campus.id, (tx) => tx.select({ id: student.id }).from(student));
    await expect(addStudent(t, s, s.nextClassA)).rejects.toMatchObject({ status: 400 });
    const taken = (await addStudent(t, s, s.classA, { code: 'ST-1' })).code;
    const attempt = t.database.tenant(s.campus.id, (tx) =>
      createStudents(tx, s.campus.id, [
        { firstName: 'ក', lastName: 'ខ', firstNameEn: 'A', lastNameEn: 'B', gender: 0, academicYearId: s.yearId, academicClassId: s.classA },
        {
          code: taken.toLowerCase(),
          firstName: 'ក',
          lastName: 'ខ',
          firstNameEn: 'A',
          lastNameEn: 'B',
          gender: 0,
          academicYearId: s.yearId,
          academicClassId: s.classA,
        },
      ]),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 409 });
    const after = await t.database.tenant(s.campus.id, (tx) => tx.select({ id: student.id }).from(student));
    expect(after.length).toBe(before.length + 1);
    const guardians = await t.database.tenant(s.campus.id, (tx) =>
      tx
        .select({ id: guardian.id })
        .from(guardian)
        .where(and(eq(guardian.firstNameEn, 'Nobody'))),
    );
    expect(guardians).toEqual([]);
  });
});

describe('studentClassesForTeacher', () => {
  it('answers the classes of the teacher account’s employee record, by year', async () => {
    const teacher = await addTeacher(t, s, [s.classB]);
    const classes = await t.database.tenant(s.campus.id, (tx) =>
      studentClassesForTeacher(tx, { campusId: s.campus.id, userId: teacher.userId, academicYearId: s.yearId }),
    );
    expect(classes).toEqual([s.classB]);
    const otherYear = await t.database.tenant(s.campus.id, (tx) =>
      studentClassesForTeacher(tx, { campusId: s.campus.id, userId: teacher.userId, academicYearId: s.nextYearId }),
    );
    expect(otherYear).toEqual([]);
    const admin = await t.database.tenant(s.campus.id, async (tx) => {
      const rows = await tx.execute<{ id: string }>(sql`select id from app_user where username = 'admin'`);
      return studentClassesForTeacher(tx, { campusId: s.campus.id, userId: rows.rows[0]!.id, academicYearId: s.yearId });
    });
    expect(admin).toEqual([]);
  });
});
