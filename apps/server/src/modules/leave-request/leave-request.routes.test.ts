import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { makePng, multipart } from '../../../test/multipart';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { employeeAcademicClass } from '../../db/schema/index';
import { approvedLeaveStudentsOn } from './index';

let t: TTestApp;
let s: TSchool;
let sick: string; // student leave type that asks for a file
let family: string; // student leave type without a file
let staff: string; // employee leave type
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  const type = async (ActorType: number, Description: string, DescriptionEn: string, IsRequireAttachment = false) =>
    expectOk(await t.call('POST', '/api/leave-type', { token: s.campus.adminToken, json: { ActorType, Description, DescriptionEn, IsRequireAttachment } })).data
      .Data.Id as string;
  sick = await type(0, 'ឈឺ', 'Sick', true);
  family = await type(0, 'កិច្ចការគ្រួសារ', 'Family matter');
  staff = await type(1, 'ច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ', 'Annual leave');
});
afterAll(async () => t?.close());

const png = { fileName: 'note.png', contentType: 'image/png', data: makePng() };
type TFields = Record<string, string | number | undefined>;
const send = (token: string, fields: TFields, file = false) =>
  t.call('POST', '/api/leave-request', { token, ...multipart(fields, file ? { Files: png } : {}) });
const put = (token: string, fields: TFields) => t.call('PUT', '/api/leave-request', { token, ...multipart(fields) });
const decide = (token: string, json: Record<string, unknown>) => t.call('POST', '/api/leave-request/approve', { token, json });
const list = async (token: string, query: Record<string, string> = {}) =>
  expectOk(await t.call('GET', '/api/leave-request', { token, query: { pageSize: '100', ...query } })).data;
const ids = (data: { Data: { Id: string }[] }) => data.Data.map((r) => r.Id).sort();

describe('leave requests', () => {
  it('are sent by a student, her guardian and the office, and each reads only what is theirs', async () => {
    const mine = await addStudent(t, s, s.classA, {
      guardians: [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }],
    });
    const theirs = await addStudent(t, s, s.classB);
    const student = await addStudentAccount(t, s.campus, mine.studentId);
    const guardian = await addGuardianAccount(t, s.campus, mine.guardianIds[0]!);
    const other = await addStudentAccount(t, s.campus, theirs.studentId);

    // A sick leave needs a file (the leave type says so); the dates must be ordered.
    const noFile = await send(student.token, { ActorType: 0, LeaveTypeId: sick, FromDate: '2025-12-01', ToDate: '2025-12-03', Reason: 'គ្រុនក្តៅ' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.data.Errors[0].Field).toBe('Files');
    expect(noFile.data.Message).toMatch(/ឯកសារ/);
    const reversed = await send(student.token, { ActorType: 0, LeaveTypeId: family, FromDate: '2025-12-05', ToDate: '2025-12-01', Reason: 'x' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.data.Errors[0].Field).toBe('ToDate');
    const wrongType = await send(student.token, { ActorType: 0, LeaveTypeId: staff, FromDate: '2025-12-01', ToDate: '2025-12-01', Reason: 'x' });
    expect(wrongType.statusCode).toBe(400);

    const own = expectOk(
      await send(student.token, { ActorType: 0, LeaveTypeId: sick, DateType: 0, FromDate: '2025-12-01', ToDate: '2025-12-03', Reason: 'គ្រុនក្តៅ' }, true),
    ).data.Data;
    expect(own).toMatchObject({
      Status: 2,
      ActorType: 0,
      ActorId: mine.studentId,
      AcademicClassId: s.classA,
      LeaveTypeEn: 'Sick',
      Count: 3,
      Reason: 'គ្រុនក្តៅ',
      CanEdit: true,
      CanDecide: false,
      Version: 1,
    });
    expect(own.SubmittedBy).toMatch(/^student/);
    expect(own.Files).toHaveLength(1);
    expect(own.Files[0].FileName).toBe('note.png');
    // The same days again for the same student are refused.
    expect(
      (await send(guardian.token, { ActorType: 0, ActorId: mine.studentId, LeaveTypeId: family, FromDate: '2025-12-03', ToDate: '2025-12-04', Reason: 'x' }))
        .statusCode,
    ).toBe(409);

    const byGuardian = expectOk(
      await send(guardian.token, {
        ActorType: 0,
        ActorId: mine.studentId,
        LeaveTypeId: family,
        FromDate: '2025-12-10',
        ToDate: '2025-12-10',
        Reason: 'ពិធីមង្គលការ',
        // The web client sends an empty file list as `[]`.
        Files: '[]',
      }),
    ).data.Data;
    expect(byGuardian.Files).toEqual([]);
    // Someone else's child, and a student's classmate, are out of reach.
    expect(
      (await send(guardian.token, { ActorType: 0, ActorId: theirs.studentId, LeaveTypeId: family, FromDate: '2025-12-10', ToDate: '2025-12-10', Reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(student.token, { ActorType: 0, ActorId: theirs.studentId, LeaveTypeId: family, FromDate: '2025-12-10', ToDate: '2025-12-10', Reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const byOffice = expectOk(
      await send(s.campus.adminToken, {
        ActorType: 0,
        ActorId: theirs.studentId,
        LeaveTypeId: family,
        FromDate: '2025-12-10',
        ToDate: '2025-12-11',
        Reason: 'ទៅខេត្ត',
      }),
    ).data.Data;
    expect(byOffice.AcademicClassId).toBe(s.classB);

    expect(ids(await list(student.token))).toEqual([own.Id, byGuardian.Id].sort());
    expect(ids(await list(guardian.token))).toEqual([own.Id, byGuardian.Id].sort());
    expect(ids(await list(other.token))).toEqual([byOffice.Id]);
    const office = await list(s.campus.adminToken, { studentId: mine.studentId });
    expect(ids(office)).toEqual([own.Id, byGuardian.Id].sort());
    expect(office.Total).toBe(2);

    // The attached file: its request's readers get the bytes, others a 404.
    const file = await t.call('GET', '/api/leave-request/file', { token: guardian.token, query: { id: own.Files[0].Id } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png.data)).toBe(true);
    expect((await t.call('GET', '/api/leave-request/file', { token: other.token, query: { id: own.Files[0].Id } })).statusCode).toBe(404);

    // Another school sees none of it and decides nothing.
    const elsewhere = await createSchool(t);
    expect((await list(elsewhere.campus.adminToken)).Total).toBe(0);
    expect((await decide(elsewhere.campus.adminToken, { Id: own.Id, Version: 1, Status: 0 })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/leave-request/file', { token: elsewhere.campus.adminToken, query: { id: own.Files[0].Id } })).statusCode).toBe(404);
  });

  it('is decided by the office or the main teacher of the student’s class, once', async () => {
    const mine = await addStudent(t, s, s.classA);
    const student = await addStudentAccount(t, s.campus, mine.studentId);
    const main = await addTeacher(t, s, [s.classA]);
    const subjectTeacher = await addTeacher(t, s, []);
    await t.database.system((tx) =>
      tx
        .insert(employeeAcademicClass)
        .values({ campusId: s.campus.id, employeeId: subjectTeacher.employeeId, academicYearId: s.yearId, academicClassId: s.classA, isMain: false }),
    );
    const otherMain = await addTeacher(t, s, [s.classB]);

    const request = expectOk(await send(student.token, { ActorType: 0, LeaveTypeId: family, FromDate: '2026-01-05', ToDate: '2026-01-06', Reason: 'ទៅស្រុក' }))
      .data.Data;
    const seen = (await list(main.token)).Data.find((r: { Id: string }) => r.Id === request.Id);
    expect(seen).toMatchObject({ CanDecide: true, CanEdit: false });
    const pending = async (token: string) => expectOk(await t.call('GET', '/api/leave-request/pending-count', { token })).data.Data.Count as number;
    // The main teacher's badge counts every pending request of her class (other tests add some to class A).
    const before = await pending(main.token);
    expect(before).toBe((await list(main.token, { status: '2' })).Total);
    expect(before).toBeGreaterThanOrEqual(1);
    expect(ids(await list(subjectTeacher.token))).toEqual([]);
    expect(ids(await list(otherMain.token))).not.toContain(request.Id);
    expect((await decide(subjectTeacher.token, { Id: request.Id, Version: 1, Status: 0 })).statusCode).toBe(404);
    expect((await decide(otherMain.token, { Id: request.Id, Version: 1, Status: 0 })).statusCode).toBe(404);
    // The student herself reads it but does not decide it.
    expect((await decide(student.token, { Id: request.Id, Version: 1, Status: 0 })).statusCode).toBe(403);

    const bad = await decide(main.token, { Id: request.Id, Version: 1, Status: 2 });
    expect(bad.statusCode).toBe(400);
    expect((await decide(main.token, { Id: request.Id, Version: 7, Status: 0 })).statusCode).toBe(409);
    const approved = expectOk(await decide(main.token, { Id: request.Id, Version: 1, Status: 0, Comment: 'យល់ព្រម' })).data.Data;
    expect(approved.DecidedBy).toMatch(/^teacher/);
    expect(approved).toMatchObject({ Status: 0, Comment: 'យល់ព្រម', Version: 2, CanDecide: false });
    expect(await pending(main.token)).toBe(before - 1);
    // Decided: neither a second decision nor an edit by its author.
    const again = await decide(s.campus.adminToken, { Id: request.Id, Version: 2, Status: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.data.MessageEn).toMatch(/already been decided/);
    expect(
      (await put(student.token, { Id: request.Id, Version: 2, LeaveTypeId: family, FromDate: '2026-01-05', ToDate: '2026-01-07', Reason: 'x' })).statusCode,
    ).toBe(409);

    // A teacher's own leave: she reads it, the office decides it, she does not.
    const ownLeave = expectOk(
      await send(main.token, { ActorType: 1, LeaveTypeId: staff, FromDate: '2026-01-12', ToDate: '2026-01-16', Reason: 'សម្រាកប្រចាំឆ្នាំ' }),
    ).data.Data;
    expect(ownLeave).toMatchObject({ ActorType: 1, ActorId: main.employeeId, Count: 5 });
    expect((await decide(main.token, { Id: ownLeave.Id, Version: 1, Status: 0 })).statusCode).toBe(403);
    expect(
      (await send(main.token, { ActorType: 1, ActorId: otherMain.employeeId, LeaveTypeId: staff, FromDate: '2026-01-12', ToDate: '2026-01-12', Reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(main.token, { ActorType: 0, ActorId: mine.studentId, LeaveTypeId: family, FromDate: '2026-02-12', ToDate: '2026-02-12', Reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const rejected = expectOk(await decide(s.campus.adminToken, { Id: ownLeave.Id, Version: 1, Status: 1, Comment: 'ពេលប្រឡង' })).data.Data;
    expect(rejected.Status).toBe(1);
    expect(ids(await list(main.token, { mine: 'true' }))).toEqual([ownLeave.Id]);
  });

  it('is changed or cancelled by its author while pending, at the version read; month requests cover whole months', async () => {
    const mine = await addStudent(t, s, s.classA, {
      guardians: [{ relationshipType: 1, guardian: { firstName: 'គ', lastName: 'ឃ', firstNameEn: 'Ko', lastNameEn: 'Kho', gender: 0 } }],
    });
    const student = await addStudentAccount(t, s.campus, mine.studentId);
    const guardian = await addGuardianAccount(t, s.campus, mine.guardianIds[0]!);
    const request = expectOk(
      await send(student.token, { ActorType: 0, LeaveTypeId: sick, DateType: 1, FromDate: '2026-03-10', ToDate: '2026-04-02', Reason: 'វះកាត់' }, true),
    ).data.Data;
    expect(request).toMatchObject({ DateType: 1, FromDate: '2026-03-01', ToDate: '2026-04-30', Count: 2 });

    // Removing the only file of a sick leave is refused; the guardian reads it but did not write it.
    const noFile = await put(student.token, {
      Id: request.Id,
      Version: 1,
      LeaveTypeId: sick,
      DateType: 1,
      FromDate: '2026-03-01',
      ToDate: '2026-04-30',
      Reason: 'វះកាត់',
      RemoveFileIds: request.Files[0].Id,
    });
    expect(noFile.statusCode).toBe(400);
    expect(
      (await put(guardian.token, { Id: request.Id, Version: 1, LeaveTypeId: family, FromDate: '2026-03-02', ToDate: '2026-03-03', Reason: 'x' })).statusCode,
    ).toBe(403);

    const changed = expectOk(
      await put(student.token, {
        Id: request.Id,
        Version: 1,
        LeaveTypeId: family,
        DateType: 0,
        FromDate: '2026-03-02',
        ToDate: '2026-03-03',
        Reason: 'ទៅពេទ្យ',
        RemoveFileIds: request.Files[0].Id,
      }),
    ).data.Data;
    expect(changed).toMatchObject({
      DateType: 0,
      FromDate: '2026-03-02',
      ToDate: '2026-03-03',
      Count: 2,
      Reason: 'ទៅពេទ្យ',
      LeaveTypeEn: 'Family matter',
      Version: 2,
    });
    expect(changed.Files).toEqual([]);
    expect((await t.call('GET', '/api/leave-request/file', { token: student.token, query: { id: request.Files[0].Id } })).statusCode).toBe(404);
    // The version read before is stale now.
    expect(
      (await put(student.token, { Id: request.Id, Version: 1, LeaveTypeId: family, FromDate: '2026-03-02', ToDate: '2026-03-04', Reason: 'x' })).statusCode,
    ).toBe(409);

    const cancelled = expectOk(
      await put(student.token, {
        Id: request.Id,
        Version: 2,
        LeaveTypeId: family,
        FromDate: '2026-03-02',
        ToDate: '2026-03-03',
        Reason: 'ទៅពេទ្យ',
        Cancel: 'true',
      }),
    ).data.Data;
    expect(cancelled).toMatchObject({ Status: 3, CanEdit: false, Version: 3 });
    expect((await list(student.token, { status: '3' })).Data.map((r: { Id: string }) => r.Id)).toEqual([request.Id]);
  });

  it('tells attendance which students of some classes have an approved leave on a local day', async () => {
    const school = await createSchool(t);
    const leaveType = expectOk(
      await t.call('POST', '/api/leave-type', { token: school.campus.adminToken, json: { ActorType: 0, Description: 'ឈឺ', DescriptionEn: 'Sick' } }),
    ).data.Data.Id;
    const a = await addStudent(t, school, school.classA);
    const b = await addStudent(t, school, school.classA);
    const c = await addStudent(t, school, school.classB);
    const make = async (studentId: string, FromDate: string, ToDate: string, Status?: number) => {
      const r = expectOk(await send(school.campus.adminToken, { ActorType: 0, ActorId: studentId, LeaveTypeId: leaveType, FromDate, ToDate, Reason: 'x' })).data
        .Data;
      if (Status !== undefined) expectOk(await decide(school.campus.adminToken, { Id: r.Id, Version: 1, Status }));
      return r.Id as string;
    };
    const approvedA = await make(a.studentId, '2025-12-01', '2025-12-03', 0);
    await make(b.studentId, '2025-12-01', '2025-12-03'); // pending
    await make(c.studentId, '2025-12-02', '2025-12-02', 0);
    const rejected = await make(b.studentId, '2025-12-08', '2025-12-08', 1);
    expect(rejected).toBeTruthy();
    const on = (date: string, classIds: string[]) =>
      t.database.tenant(school.campus.id, (tx) => approvedLeaveStudentsOn(tx, { campusId: school.campus.id, date, classIds }));
    expect(await on('2025-12-02', [school.classA])).toEqual([
      { studentId: a.studentId, academicClassId: school.classA, leaveRequestId: approvedA, leaveTypeId: leaveType },
    ]);
    expect((await on('2025-12-02', [school.classA, school.classB])).map((r) => r.studentId).sort()).toEqual([a.studentId, c.studentId].sort());
    expect(await on('2025-12-04', [school.classA])).toEqual([]);
    expect(await on('2025-12-08', [school.classA])).toEqual([]);
    // Another campus's classes name nothing here.
    expect(await on('2025-12-02', [s.classA])).toEqual([]);
  });
});
