import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { multipart } from '../../../test/multipart';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
type TUser = { userId: string; token: string };
let teacherA: TUser; // teaches 7A
let teacherB: TUser; // teaches 7B
let studentA: TUser;
let guardianA: TUser;
let guardianAId: string;
let guardianB: TUser;
let office: TUser;

const pdf = { fileName: 'កិច្ចការ.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') };
const send = (token: string, fields: Record<string, string>, files = {}) => t.call('POST', '/api/mail/v1', { token, ...multipart(fields, files) });
const ids = (data: { Data: { UserId: string }[] }) => data.Data.map((u) => u.UserId).sort();

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const guardian = { relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } };
  const a = await addStudent(t, s, s.classA, { guardians: [guardian] });
  const b = await addStudent(t, s, s.classB, { guardians: [guardian] });
  studentA = await addStudentAccount(t, s.campus, a.studentId);
  guardianAId = a.guardianIds[0]!;
  guardianA = await addGuardianAccount(t, s.campus, guardianAId);
  guardianB = await addGuardianAccount(t, s.campus, b.guardianIds[0]!);
  teacherA = await addTeacher(t, s, [s.classA]);
  teacherB = await addTeacher(t, s, [s.classB]);
  office = await t.createUser(s.campus, { username: 'office.mail', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
});
afterAll(async () => t?.close());

describe('messages', () => {
  it('lists whom one may write to: a class’s people for its teacher, the teachers and the office for a guardian', async () => {
    const classA = expectOk(await t.call('GET', '/api/mail/users', { token: teacherA.token, query: { academicClassId: s.classA } })).data;
    expect(ids(classA)).toEqual([studentA.userId, guardianA.userId].sort());
    // Another class's families are not hers (its teacher, a colleague, is).
    expect(ids(expectOk(await t.call('GET', '/api/mail/users', { token: teacherA.token, query: { academicClassId: s.classB } })).data)).toEqual([
      teacherB.userId,
    ]);
    const forGuardian = expectOk(await t.call('GET', '/api/mail/users', { token: guardianA.token })).data;
    expect(forGuardian.Data.map((u: { UserId: string }) => u.UserId)).toContain(teacherA.userId);
    expect(forGuardian.Data.map((u: { UserId: string }) => u.UserId)).toContain(office.userId);
    expect(forGuardian.Data.map((u: { UserId: string }) => u.UserId)).not.toContain(teacherB.userId);
    expect(ids(expectOk(await t.call('GET', '/api/mail/users', { token: studentA.token, query: { academicClassId: s.classA } })).data)).toEqual([
      teacherA.userId,
    ]);
  });

  it('a guardian and a teacher exchange messages with a file; unread counts, read on opening, and a notification', async () => {
    const first = expectOk(await send(guardianA.token, { ToUserId: teacherA.userId, Text: 'សួស្តីលោកគ្រូ កូនខ្ញុំឈឺថ្ងៃនេះ' })).data.Data;
    expect(first).toMatchObject({ FromUserId: guardianA.userId, ToUserId: teacherA.userId, IsMine: true, ReadAt: null });
    expectOk(await send(guardianA.token, { ToUserId: teacherA.userId, Text: 'នេះជាលិខិតពេទ្យ' }, { Files: pdf }));
    const recent = expectOk(await t.call('GET', '/api/mail/recent-message', { token: teacherA.token })).data;
    expect(recent.Total).toBe(2);
    expect(recent.Data[0]).toMatchObject({ UserId: guardianA.userId, LastText: 'នេះជាលិខិតពេទ្យ', LastIsMine: false, Unread: 2, FullNameEn: expect.any(String) });
    const [notice] = expectOk(await t.call('GET', '/api/notification/list', { token: teacherA.token })).data.Data;
    expect(notice).toMatchObject({ Topic: 'MESSAGE', Link: `/messages?with=${guardianA.userId}` });

    const thread = expectOk(await t.call('GET', '/api/mail/v1/find', { token: teacherA.token, query: { id: guardianA.userId } })).data.Data;
    expect(thread.With.UserId).toBe(guardianA.userId);
    expect(thread.Messages.map((m: { Text: string }) => m.Text)).toEqual(['សួស្តីលោកគ្រូ កូនខ្ញុំឈឺថ្ងៃនេះ', 'នេះជាលិខិតពេទ្យ']);
    const file = thread.Messages[1].Files[0];
    expect(file).toMatchObject({ FileName: 'កិច្ចការ.pdf', ContentType: 'application/pdf' });
    // Reading changes nothing; the read call clears the count.
    expect((await t.call('GET', '/api/mail/recent-message', { token: teacherA.token })).data.Total).toBe(2);
    const read = await t.call('POST', '/api/mail/read', { token: teacherA.token, json: { WithUserId: guardianA.userId } });
    expect(read.data.Data).toEqual({ Marked: 2, Unread: 0 });
    expect((await t.call('GET', '/api/mail/recent-message', { token: teacherA.token })).data.Total).toBe(0);
    const download = await t.call('GET', '/api/mail/file', { token: teacherA.token, query: { id: file.Id } });
    expect(download.statusCode).toBe(200);
    expect((await t.call('GET', '/api/mail/file', { token: teacherB.token, query: { id: file.Id } })).statusCode).toBe(404);

    expectOk(await send(teacherA.token, { ToUserId: guardianA.userId, Text: 'សូមឲ្យកូនសម្រាកឲ្យបានល្អ' }));
    expectOk(await t.call('POST', '/api/mail/read', { token: guardianA.token, json: { WithUserId: teacherA.userId } }));
    const seen = expectOk(await t.call('GET', '/api/mail/v1/find', { token: guardianA.token, query: { id: teacherA.userId } })).data.Data;
    expect(seen.Messages.map((m: { IsMine: boolean }) => m.IsMine)).toEqual([true, true, false]);
    expect(seen.Messages[0].ReadAt).not.toBeNull();
  });

  it('refuses whom the rules do not allow, empty messages, and other schools', async () => {
    // A guardian writes to his children's teachers and the office only; a teacher to her classes' families.
    expect((await send(guardianB.token, { ToUserId: teacherA.userId, Text: 'x' })).statusCode).toBe(404);
    expect((await send(teacherB.token, { ToUserId: guardianA.userId, Text: 'x' })).statusCode).toBe(404);
    expect((await send(studentA.token, { ToUserId: guardianB.userId, Text: 'x' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/mail/v1/find', { token: guardianB.token, query: { id: teacherA.userId } })).statusCode).toBe(404);
    expectOk(await send(guardianB.token, { ToUserId: office.userId, Text: 'សួស្តីការិយាល័យ' }));
    expectOk(await send(office.token, { ToUserId: guardianB.userId, Text: 'ចាស' }));
    const empty = await send(guardianA.token, { ToUserId: teacherA.userId, Text: '  ' });
    expect(empty.data).toMatchObject({ StatusCode: 400, MessageEn: 'Write a message or attach a file' });
    expect((await send(guardianA.token, { ToUserId: 'not-an-id', Text: 'x' })).statusCode).toBe(400);
    // Nobody messages another school, nor reads its conversations.
    expect((await send(other.campus.adminToken, { ToUserId: guardianA.userId, Text: 'x' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/mail/v1/find', { token: other.campus.adminToken, query: { id: teacherA.userId } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/mail/recent-message', { token: other.campus.adminToken })).data.Data).toEqual([]);
  });
});

describe('class messages', () => {
  const sendClass = (token: string, fields: Record<string, string>, files = {}) => t.call('POST', '/api/mail/class', { token, ...multipart(fields, files) });
  const messageNotices = async (token: string) =>
    expectOk(await t.call('GET', '/api/notification/list', { token, query: { topic: 'MESSAGE', pageSize: '50' } })).data.Data as Array<{
      TitleEn: string;
      Link: string;
    }>;

  it('lists the classes one picks: a teacher hers, the office all, a family its own (not to write to as a whole)', async () => {
    const mine = expectOk(await t.call('GET', '/api/mail/classes', { token: teacherA.token })).data.Data;
    expect(mine).toEqual([expect.objectContaining({ Id: s.classA, CanMessageClass: true })]);
    const all = expectOk(await t.call('GET', '/api/mail/classes', { token: office.token })).data.Data.map((c: { Id: string }) => c.Id);
    expect(all).toEqual(expect.arrayContaining([s.classA, s.classB]));
    expect(expectOk(await t.call('GET', '/api/mail/classes', { token: guardianA.token })).data.Data).toEqual([
      expect.objectContaining({ Id: s.classA, CanMessageClass: false }),
    ]);
    expect(expectOk(await t.call('GET', '/api/mail/classes', { token: other.campus.adminToken })).data.Data.map((c: { Id: string }) => c.Id)).not.toContain(
      s.classA,
    );
  });

  it('a teacher writes to her class: each student and guardian gets it in a conversation with her and one notice; an answer comes back to her only', async () => {
    // A classmate with a guardian and no accounts: nobody to write to there.
    await addStudent(t, s, s.classA, {
      guardians: [{ relationshipType: 2, guardian: { firstName: 'គ', lastName: 'ឃ', firstNameEn: 'Ko', lastNameEn: 'Kho', gender: 2 } }],
    });
    const before = { student: (await messageNotices(studentA.token)).length, guardian: (await messageNotices(guardianA.token)).length };
    const sent = expectOk(await sendClass(teacherA.token, { AcademicClassId: s.classA, Text: 'ថ្ងៃស្អែកឈប់សម្រាក' }, { Files: pdf })).data.Data;
    expect(sent).toEqual({ AcademicClassId: s.classA, ClassMessageId: expect.any(String), Recipients: 2, Students: 1, Guardians: 1 });
    for (const who of [studentA, guardianA]) {
      const notices = await messageNotices(who.token);
      expect(notices.length).toBe((who === studentA ? before.student : before.guardian) + 1);
      expect(notices[0]).toMatchObject({ TitleEn: expect.stringMatching(/^Message from .+ to Class 7A$/), Link: `/messages?with=${teacherA.userId}` });
      const thread = expectOk(await t.call('GET', '/api/mail/v1/find', { token: who.token, query: { id: teacherA.userId } })).data.Data;
      const last = thread.Messages.at(-1);
      expect(last).toMatchObject({ Text: 'ថ្ងៃស្អែកឈប់សម្រាក', FromUserId: teacherA.userId, ToUserId: who.userId, IsMine: false });
      expect((await t.call('GET', '/api/mail/file', { token: who.token, query: { id: last.Files[0].Id } })).statusCode).toBe(200);
    }
    // Another class's guardian got nothing.
    expect((await messageNotices(guardianB.token)).some((n) => / to Class 7/.test(n.TitleEn))).toBe(false);

    // Her list holds the sending once (not a conversation per recipient), the recipients' conversations folded in.
    type TEntry = {
      UserId: string;
      FullNameEn: string;
      LastText: string;
      LastIsMine: boolean;
      Unread: number;
      ClassMessage?: { Id: string; Recipients: number; Replies: number } | null;
    };
    const list = async (token: string) => expectOk(await t.call('GET', '/api/mail/recent-message', { token })).data as { Data: TEntry[]; Total: number };
    const sentList = (await list(teacherA.token)).Data;
    expect(sentList.filter((c) => c.ClassMessage)).toEqual([
      expect.objectContaining({
        UserId: sent.ClassMessageId,
        FullNameEn: 'Class 7A',
        LastText: 'ថ្ងៃស្អែកឈប់សម្រាក',
        LastIsMine: true,
        Unread: 0,
        ClassMessage: { Id: sent.ClassMessageId, AcademicClassId: s.classA, Recipients: 2, Replies: 0 },
      }),
    ]);
    expect(sentList.map((c) => c.UserId)).not.toContain(studentA.userId);
    expect(sentList.map((c) => c.UserId)).not.toContain(guardianA.userId);
    // The recipients keep a normal conversation with her.
    expect((await list(studentA.token)).Data.find((c) => c.UserId === teacherA.userId)).toMatchObject({ ClassMessage: null, LastText: 'ថ្ងៃស្អែកឈប់សម្រាក' });

    expectOk(await send(studentA.token, { ToUserId: teacherA.userId, Text: 'បាទ លោកគ្រូ' }));
    const [group] = (await list(teacherA.token)).Data.filter((c) => c.ClassMessage);
    expect(group).toMatchObject({
      UserId: sent.ClassMessageId,
      LastText: 'បាទ លោកគ្រូ',
      LastIsMine: false,
      Unread: 1,
      ClassMessage: { Recipients: 2, Replies: 1 },
    });
    const opened = expectOk(await t.call('GET', '/api/mail/class/sent', { token: teacherA.token, query: { id: sent.ClassMessageId } })).data.Data;
    expect(opened).toMatchObject({ ClassNameEn: 'Class 7A', Text: 'ថ្ងៃស្អែកឈប់សម្រាក', Recipients: 2, Students: 1, Guardians: 1, Read: 0 });
    expect(opened.Files[0]).toMatchObject({ FileName: 'កិច្ចការ.pdf' });
    expect(opened.Replies).toEqual([
      expect.objectContaining({ Text: 'បាទ លោកគ្រូ', FromUserId: studentA.userId, ReadAt: null, From: expect.objectContaining({ UserId: studentA.userId }) }),
    ]);
    // The reply still lives in her conversation with the student, not in the guardian's.
    const withStudent = expectOk(await t.call('GET', '/api/mail/v1/find', { token: teacherA.token, query: { id: studentA.userId } })).data.Data;
    expect(withStudent.Messages.map((m: { Text: string }) => m.Text).slice(-2)).toEqual(['ថ្ងៃស្អែកឈប់សម្រាក', 'បាទ លោកគ្រូ']);
    const guardians = expectOk(await t.call('GET', '/api/mail/v1/find', { token: guardianA.token, query: { id: teacherA.userId } })).data.Data;
    expect(guardians.Messages.map((m: { Text: string }) => m.Text)).not.toContain('បាទ លោកគ្រូ');
    // Opening the sending marks its replies read.
    expect(expectOk(await t.call('POST', '/api/mail/read', { token: teacherA.token, json: { ClassMessageId: sent.ClassMessageId } })).data.Data).toEqual({
      Marked: 1,
      Unread: 0,
    });
    expect((await t.call('POST', '/api/mail/read', { token: teacherA.token, json: {} })).statusCode).toBe(400);

    // Nobody else opens it: another school's token, another teacher, a recipient; another school's list shows nothing of it.
    for (const token of [other.campus.adminToken, teacherB.token, studentA.token, office.token]) {
      expect((await t.call('GET', '/api/mail/class/sent', { token, query: { id: sent.ClassMessageId } })).statusCode).toBe(404);
    }
    expect((await list(other.campus.adminToken)).Data).toEqual([]);
    expect(
      expectOk(await t.call('POST', '/api/mail/read', { token: other.campus.adminToken, json: { ClassMessageId: sent.ClassMessageId } })).data.Data.Marked,
    ).toBe(0);

    // Once she answers the student herself, that conversation is its own entry again and the sending keeps the guardian's.
    expectOk(await send(teacherA.token, { ToUserId: studentA.userId, Text: 'ល្អណាស់' }));
    expectOk(await send(studentA.token, { ToUserId: teacherA.userId, Text: 'អរគុណលោកគ្រូ' }));
    const after = (await list(teacherA.token)).Data;
    expect(after.find((c) => c.UserId === studentA.userId)).toMatchObject({ LastText: 'អរគុណលោកគ្រូ', Unread: 1, ClassMessage: null });
    expect(after.filter((c) => c.ClassMessage)).toEqual([expect.objectContaining({ ClassMessage: expect.objectContaining({ Replies: 0, Recipients: 2 }) })]);
    const reopened = expectOk(await t.call('GET', '/api/mail/class/sent', { token: teacherA.token, query: { id: sent.ClassMessageId } })).data.Data;
    // Under the sending: what came back before she answered, not what followed.
    expect(reopened.Replies.map((m: { Text: string }) => m.Text)).toEqual(['បាទ លោកគ្រូ']);
    expect(reopened.Read).toBe(0);
  });

  it("the office writes to any class; a teacher not to another's class (403), families never, another school's or an unknown class 404", async () => {
    const sent = expectOk(await sendClass(office.token, { AcademicClassId: s.classB, Text: 'ការប្រជុំមាតាបិតា' })).data.Data;
    expect(sent).toMatchObject({ Recipients: 1, Guardians: 1, Students: 0 });
    expect((await messageNotices(guardianB.token))[0]).toMatchObject({ TitleEn: expect.stringMatching(/ to Class 7B$/) });

    const notHers = await sendClass(teacherA.token, { AcademicClassId: s.classB, Text: 'x' });
    expect(notHers.data).toMatchObject({ StatusCode: 403, MessageEn: 'You do not teach this class' });
    expect((await sendClass(studentA.token, { AcademicClassId: s.classA, Text: 'x' })).statusCode).toBe(403);
    expect((await sendClass(guardianA.token, { AcademicClassId: s.classA, Text: 'x' })).statusCode).toBe(403);
    expect((await sendClass(other.campus.adminToken, { AcademicClassId: s.classA, Text: 'x' })).statusCode).toBe(404);
    expect((await sendClass(office.token, { AcademicClassId: other.classA, Text: 'x' })).statusCode).toBe(404);
    expect((await sendClass(office.token, { AcademicClassId: '0190a0a0-0000-7000-8000-000000000000', Text: 'x' })).statusCode).toBe(404);
    expect((await sendClass(teacherA.token, { AcademicClassId: s.classA, Text: ' ' })).data).toMatchObject({
      StatusCode: 400,
      MessageEn: 'Write a message or attach a file',
    });
    expect((await sendClass(teacherA.token, { AcademicClassId: 'x', Text: 'y' })).statusCode).toBe(400);
    // Nothing of the refused calls reached the other class's guardian.
    expect((await messageNotices(guardianB.token)).filter((n) => / to Class 7/.test(n.TitleEn)).length).toBe(1);
  });

  it('writes once to a guardian of two children in the class (one copy, one notice), and to each child', async () => {
    const sibling = await addStudent(t, s, s.classA, { guardians: [{ relationshipType: 1, guardianId: guardianAId }] });
    const siblingAccount = await addStudentAccount(t, s.campus, sibling.studentId);
    const thread = async (token: string) =>
      expectOk(await t.call('GET', '/api/mail/v1/find', { token, query: { id: teacherA.userId } })).data.Data.Messages as Array<{ Text: string }>;
    const before = { notices: (await messageNotices(guardianA.token)).length, messages: (await thread(guardianA.token)).length };
    const sent = expectOk(await sendClass(teacherA.token, { AcademicClassId: s.classA, Text: 'ប្រជុំថ្ងៃសៅរ៍' })).data.Data;
    expect(sent).toMatchObject({ Recipients: 3, Students: 2, Guardians: 1 });
    expect((await messageNotices(guardianA.token)).length).toBe(before.notices + 1);
    expect((await thread(guardianA.token)).length).toBe(before.messages + 1);
    expect((await thread(siblingAccount.token)).map((m) => m.Text)).toEqual(['ប្រជុំថ្ងៃសៅរ៍']);
  });
});
