import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TARGET_TYPE as T, MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { makePng, multipart } from '../../../test/multipart';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
type TUser = { userId: string; token: string };
let guardianA: TUser; // guardian of a student of 7A
let guardianB: TUser; // guardian of a student of 7B
let studentA: TUser;
let teacherA: TUser;
let office: TUser;

const pdf = { fileName: 'ប្រតិទិនប្រឡង.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const fake = { fileName: 'notes.pdf', contentType: 'application/pdf', data: makePng() };
const text = {
  Title: 'ការប្រឡងឆមាសទី១',
  TitleEn: 'First semester exams',
  Description: 'ការប្រឡងចាប់ផ្តើមនៅថ្ងៃចន្ទ។',
  DescriptionEn: 'The exams start on Monday.',
};
type TFields = Record<string, string | number | boolean | undefined>;
const save = (token: string, fields: TFields, files = {}) => t.call('POST', '/api/school-announcement/v1', { token, ...multipart(fields, files) });
const list = async (token: string, query: Record<string, string> = {}) =>
  expectOk(await t.call('GET', '/api/school-announcement/v1/current-campus', { token, query: { pageSize: '50', ...query } })).data;
const titles = (data: { Data: { TitleEn: string }[] }) => data.Data.map((a) => a.TitleEn);
const notices = async (token: string) => expectOk(await t.call('GET', '/api/notification/list', { token, query: { pageSize: '20' } })).data.Data;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const guardian = { relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } };
  const a = await addStudent(t, s, s.classA, { guardians: [guardian] });
  const b = await addStudent(t, s, s.classB, { guardians: [guardian] });
  guardianA = await addGuardianAccount(t, s.campus, a.guardianIds[0]!);
  guardianB = await addGuardianAccount(t, s.campus, b.guardianIds[0]!);
  studentA = await addStudentAccount(t, s.campus, a.studentId);
  teacherA = await addTeacher(t, s, [s.classA]);
  office = await t.createUser(s.campus, { username: 'office.comms', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
});
afterAll(async () => t?.close());

describe('announcements', () => {
  let classAId: string;
  it('are drafted by the office, unseen by readers until published, then reach the class of the target only', async () => {
    const draft = expectOk(await save(office.token, { ...text, TargetType: T.CLASS, TargetTypes: s.classA }, { Files: pdf })).data.Data;
    expect(draft).toMatchObject({ IsPublish: false, PublishedAt: null, TargetType: T.CLASS, ReaderCount: 0, CanEdit: true, Version: 1, FileCount: 1 });
    expect(draft.TargetTypes).toEqual([{ Id: s.classA, Description: 'ថ្នាក់ 7A', DescriptionEn: 'Class 7A' }]);
    expect(draft.Files[0]).toMatchObject({ FileName: 'ប្រតិទិនប្រឡង.pdf', ContentType: 'application/pdf' });
    expect(draft.Url).toBe(`/announcement/detail?id=${draft.Id}`);
    classAId = draft.Id;
    expect(titles(await list(guardianA.token))).toEqual([]);
    expect((await t.call('GET', '/api/school-announcement/show', { token: guardianA.token, query: { id: draft.Id } })).statusCode).toBe(404);
    // The office's admin mode lists drafts too (data-calls §6).
    expect(titles(await list(office.token, { admin: 'true' }))).toContain('First semester exams');

    const published = expectOk(await save(office.token, { ...text, Id: draft.Id, Version: 1, TargetType: T.CLASS, TargetTypes: s.classA, IsPublish: true }))
      .data.Data;
    expect(published).toMatchObject({ IsPublish: true, Version: 2 });
    expect(published.PublishedAt).not.toBeNull();
    // The student and guardian of 7A and 7A's teacher, not 7B's guardian.
    expect(published.ReaderCount).toBe(3);
    expect(titles(await list(guardianA.token))).toEqual(['First semester exams']);
    expect(titles(await list(studentA.token))).toEqual(['First semester exams']);
    expect(titles(await list(teacherA.token))).toEqual(['First semester exams']);
    expect(titles(await list(guardianB.token))).toEqual([]);
    expect((await t.call('GET', '/api/school-announcement/show', { token: guardianB.token, query: { id: draft.Id } })).statusCode).toBe(404);
    const shown = expectOk(await t.call('GET', '/api/school-announcement/show', { token: guardianA.token, query: { id: draft.Id } })).data.Data;
    expect(shown).toMatchObject({ Title: text.Title, DescriptionEn: text.DescriptionEn, CanEdit: false, ReaderCount: 0 });
  });

  it('notifies each reader once when published, with a link to the announcement', async () => {
    const [notice] = await notices(guardianA.token);
    expect(notice).toMatchObject({
      Topic: 'ANNOUNCEMENT',
      Title: text.Title,
      TitleEn: text.TitleEn,
      Link: `/announcement/detail?id=${classAId}`,
      IsRead: false,
    });
    expect(await notices(guardianB.token)).toEqual([]);
    expect(await notices(office.token)).toEqual([]);
    // A correction of a published announcement tells nobody again.
    expectOk(
      await save(office.token, { ...text, Title: 'ការប្រឡងឆមាសទី១ (កែ)', Id: classAId, Version: 2, TargetType: T.CLASS, TargetTypes: s.classA, IsPublish: true }),
    );
    expect(await notices(guardianA.token)).toHaveLength(1);
  });

  it('serves its files to its readers only', async () => {
    const file = await t.call('GET', '/api/school-announcement/attachment-file', { token: studentA.token, query: { announcementId: classAId } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent('ប្រតិទិនប្រឡង.pdf'));
    const refused = await t.call('GET', '/api/school-announcement/attachment-file', { token: guardianB.token, query: { announcementId: classAId } });
    expect(refused.statusCode).toBe(404);
  });

  it('reaches a whole grade, one kind of account, or the whole school', async () => {
    expectOk(await save(office.token, { ...text, TitleEn: 'Grade 7 trip', TargetType: T.LEVEL, TargetTypes: s.gradeId, IsPublish: true }));
    expectOk(await save(office.token, { ...text, TitleEn: 'Teachers meeting', TargetType: T.TEACHER, IsPublish: true }));
    expectOk(await save(office.token, { ...text, TitleEn: 'Khmer New Year', TargetType: T.ALL, IsPublish: true }));
    expect(titles(await list(guardianB.token))).toEqual(['Khmer New Year', 'Grade 7 trip']);
    expect(titles(await list(teacherA.token))).toEqual(['Khmer New Year', 'Teachers meeting', 'Grade 7 trip', 'First semester exams']);
    // Paged, newest first, with the total.
    const page = await list(teacherA.token, { pageSize: '2', pageIndex: '2' });
    expect(page.Total).toBe(4);
    expect(titles(page)).toEqual(['Grade 7 trip', 'First semester exams']);
  });

  it('refuses bad input with Khmer and English messages', async () => {
    const missing = await save(office.token, { Title: 'ខ្វះ', Description: 'x', DescriptionEn: 'x', TargetType: T.ALL });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.Errors.map((e: { Field: string }) => e.Field)).toContain('TitleEn');
    const noClass = await save(office.token, { ...text, TargetType: T.CLASS });
    expect(noClass.statusCode).toBe(400);
    expect(noClass.data).toMatchObject({ Message: 'សូមជ្រើសរើសថ្នាក់រៀនយ៉ាងតិចមួយ', MessageEn: 'Choose at least one class' });
    const badTarget = await save(office.token, { ...text, TargetType: 9 });
    expect(badTarget.statusCode).toBe(400);
    // A class of another school is not found here.
    const foreign = await save(office.token, { ...text, TargetType: T.CLASS, TargetTypes: other.classA });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.data.Errors[0].Field).toBe('TargetTypes');
    // A picture sent as a PDF is refused by the shared upload check.
    expect((await save(office.token, { ...text, TargetType: T.ALL }, { Files: fake })).statusCode).toBe(415);
  });

  it('guards changes: stale versions, unpublishing, readers of a published one, and who may write', async () => {
    const draft = expectOk(await save(office.token, { ...text, TitleEn: 'Draft', TargetType: T.GUARDIAN })).data.Data;
    expectOk(await save(office.token, { ...text, TitleEn: 'Draft v2', Id: draft.Id, Version: 1, TargetType: T.GUARDIAN }));
    const stale = await save(s.campus.adminToken, { ...text, TitleEn: 'Draft v2b', Id: draft.Id, Version: 1, TargetType: T.GUARDIAN });
    expect(stale.statusCode).toBe(409);
    const unpublish = await save(office.token, { ...text, Id: classAId, Version: 3, TargetType: T.CLASS, TargetTypes: s.classA, IsPublish: false });
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.data.MessageEn).toMatch(/cannot go back to draft/);
    const retarget = await save(office.token, { ...text, Id: classAId, Version: 3, TargetType: T.CLASS, TargetTypes: s.classB, IsPublish: true });
    expect(retarget.statusCode).toBe(409);
    // Readers neither write nor use the admin mode.
    expect((await save(teacherA.token, { ...text, TargetType: T.ALL })).statusCode).toBe(403);
    expect((await save(guardianA.token, { ...text, TargetType: T.ALL })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/school-announcement/v1/current-campus', { token: studentA.token, query: { admin: 'true' } })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/school-announcement', { token: teacherA.token, query: { id: draft.Id } })).statusCode).toBe(403);
  });

  it('is deleted by the spec’s PUT, with its files and notices of it left harmless', async () => {
    const stale = await t.call('PUT', '/api/school-announcement', { token: office.token, query: { id: classAId, version: '1' } });
    expect(stale.statusCode).toBe(409);
    expectOk(await t.call('PUT', '/api/school-announcement', { token: office.token, query: { id: classAId } }));
    expect(titles(await list(guardianA.token))).toEqual(['Khmer New Year', 'Grade 7 trip']);
    expect((await t.call('GET', '/api/school-announcement/show', { token: office.token, query: { id: classAId } })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/school-announcement', { token: office.token, query: { id: classAId } })).statusCode).toBe(404);
  });

  it('keeps schools apart', async () => {
    const mine = (await list(office.token, { admin: 'true' })).Data[0].Id as string;
    expect((await list(other.campus.adminToken, { admin: 'true' })).Total).toBe(0);
    expect((await t.call('GET', '/api/school-announcement/show', { token: other.campus.adminToken, query: { id: mine } })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/school-announcement', { token: other.campus.adminToken, query: { id: mine } })).statusCode).toBe(404);
    const edit = await save(other.campus.adminToken, { ...text, Id: mine, Version: 1, TargetType: T.ALL });
    expect(edit.statusCode).toBe(404);
    expect((await list(office.token, { admin: 'true' })).Data[0].Id).toBe(mine);
  });
});
