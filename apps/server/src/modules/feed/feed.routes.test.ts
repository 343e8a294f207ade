import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { makePng, multipart, multipartParts } from '../../../test/multipart';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import sharp from 'sharp';
import { resizePhoto } from '../../lib/photo-resize';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
type TUser = { userId: string; token: string };
let teacherA: TUser; // teaches 7A
let teacherB: TUser; // teaches 7B
let studentA: TUser;
let guardianA: TUser;
let studentB: TUser;
let office: TUser;

const photo = { fileName: 'ទិវាកីឡា.png', contentType: 'image/png', data: makePng(2000, [20, 120, 200]) };
const post = (token: string, fields: Record<string, string | number | undefined>, files = {}) =>
  t.call('POST', '/api/v2/feed', { token, ...multipart(fields, files) });
const feed = async (token: string, query: Record<string, string> = {}) => expectOk(await t.call('GET', '/api/v2/feed/current', { token, query })).data;
const texts = (data: { Data: { Text: string }[] }) => data.Data.map((p) => p.Text);

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const guardian = { relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } };
  const a = await addStudent(t, s, s.classA, { guardians: [guardian] });
  const b = await addStudent(t, s, s.classB);
  studentA = await addStudentAccount(t, s.campus, a.studentId);
  guardianA = await addGuardianAccount(t, s.campus, a.guardianIds[0]!);
  studentB = await addStudentAccount(t, s.campus, b.studentId);
  teacherA = await addTeacher(t, s, [s.classA]);
  teacherB = await addTeacher(t, s, [s.classB]);
  office = await t.createUser(s.campus, { username: 'office.feed', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
});
afterAll(async () => t?.close());

describe('feed', () => {
  let classPost: string;
  it('resizes photos to a screen size and a thumbnail, without their metadata', async () => {
    const { screen, thumb } = await resizePhoto(photo.data);
    expect([screen.width, screen.height, screen.contentType]).toEqual([1600, 1600, 'image/jpeg']);
    expect([thumb.width, thumb.height]).toEqual([400, 400]);
    expect(thumb.data.length).toBeLessThan(screen.data.length);
    // A phone photo's EXIF block (where it was taken) does not survive.
    const tagged = await sharp(photo.data)
      .withExif({ IFD0: { Copyright: 'GPS 11.55N 104.92E' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    expect((await sharp((await resizePhoto(tagged)).thumb.data).metadata()).exif).toBeUndefined();
  });

  it('a teacher posts to her class with a photo and tags; the class’s people read it, another class does not', async () => {
    const made = expectOk(await post(teacherA.token, { Text: 'ទិវាកីឡារបស់ថ្នាក់យើង', Privacy: 1, AcademicClassId: s.classA, TagIds: '[3,1]' }, { Photos: photo }))
      .data.Data;
    classPost = made.Id;
    expect(made).toMatchObject({
      Privacy: 1,
      AcademicClassId: s.classA,
      AcademicClassEn: 'Class 7A',
      NbLikes: 0,
      NbComments: 0,
      CanDelete: true,
      CanEdit: true,
    });
    expect(made.FeedTags.map((x: { NameEn: string }) => x.NameEn)).toEqual(['Event', 'Sports']);
    expect(made.Photos).toHaveLength(1);
    expect(made.Photos[0]).toMatchObject({ Width: 1600, Height: 1600 });
    // The signed links serve the copies without a token; a changed signature is refused.
    const thumb = await t.app.inject({ method: 'GET', url: made.Photos[0].ThumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const screen = await t.app.inject({ method: 'GET', url: made.Photos[0].Url });
    expect(screen.rawPayload.length).toBeGreaterThan(thumb.rawPayload.length);
    expect((await t.app.inject({ method: 'GET', url: made.Photos[0].Url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(401);

    expect(texts(await feed(studentA.token))).toEqual(['ទិវាកីឡារបស់ថ្នាក់យើង']);
    expect(texts(await feed(guardianA.token))).toEqual(['ទិវាកីឡារបស់ថ្នាក់យើង']);
    expect(texts(await feed(office.token))).toEqual(['ទិវាកីឡារបស់ថ្នាក់យើង']);
    expect(texts(await feed(studentB.token))).toEqual([]);
    expect(texts(await feed(teacherB.token))).toEqual([]);
  });

  it('puts new posts on top and pages by startIndex', async () => {
    for (const text of ['ប្រជុំគ្រូ', 'ការប្រឡង', 'ពិធីបុណ្យ']) expectOk(await post(office.token, { Text: text, Privacy: 0 }));
    expect(texts(await feed(studentB.token))).toEqual(['ពិធីបុណ្យ', 'ការប្រឡង', 'ប្រជុំគ្រូ']);
    const page = await feed(studentA.token, { startIndex: '1', pageSize: '2' });
    expect(texts(page)).toEqual(['ការប្រឡង', 'ប្រជុំគ្រូ']);
    expect(page.Total).toBe(4);
    expect(texts(await feed(studentA.token, { privacy: '1' }))).toEqual(['ទិវាកីឡារបស់ថ្នាក់យើង']);
  });

  it('likes once per user, toggled, and appends comments', async () => {
    const like = () => t.call('POST', '/api/v2/feed/like', { token: studentA.token, json: { FeedId: classPost } });
    expect(expectOk(await like()).data.Data).toEqual({ FeedId: classPost, IsActorLike: true, NbLikes: 1 });
    expectOk(await t.call('POST', '/api/v2/feed/like', { token: guardianA.token, json: { FeedId: classPost } }));
    expect(expectOk(await like()).data.Data).toMatchObject({ IsActorLike: false, NbLikes: 1 });
    expect(expectOk(await like()).data.Data).toMatchObject({ IsActorLike: true, NbLikes: 2 });
    for (const text of ['ល្អណាស់!', 'អរគុណលោកគ្រូ']) {
      const said = expectOk(await t.call('POST', '/api/v2/feed/comment', { token: guardianA.token, json: { FeedId: classPost, CommentText: text } }));
      expect(said.data.Data).toMatchObject({ CommentText: text, CreateBy: 'អ្នកប្រើ តេស្ត', CreateByEn: 'User Test' });
    }
    const [seen] = (await feed(studentA.token, { privacy: '1' })).Data;
    expect(seen).toMatchObject({ IsActorLike: true, NbLikes: 2, NbComments: 2, CanDelete: false, CanEdit: false });
    expect(seen.FeedComments.map((c: { CommentText: string }) => c.CommentText)).toEqual(['ល្អណាស់!', 'អរគុណលោកគ្រូ']);
    // The author, the likers and the commenters are named in Khmer and in Latin letters (English pages show the latter).
    expect([seen.CreateBy, seen.CreateByEn]).toEqual(['អ្នកប្រើ តេស្ត', 'User Test']);
    expect(seen.FeedComments.map((c: { CreateBy: string; CreateByEn: string }) => [c.CreateBy, c.CreateByEn])).toEqual([
      ['អ្នកប្រើ តេស្ត', 'User Test'],
      ['អ្នកប្រើ តេស្ត', 'User Test'],
    ]);
    expect(seen.FeedLikes.map((l: { CreateByEn: string }) => l.CreateByEn)).toEqual(['User Test', 'User Test']);
    // Someone who does not read the post neither likes nor comments it.
    expect((await t.call('POST', '/api/v2/feed/like', { token: studentB.token, json: { FeedId: classPost } })).statusCode).toBe(404);
    const empty = await t.call('POST', '/api/v2/feed/comment', { token: studentA.token, json: { FeedId: classPost, CommentText: '  ' } });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses posts from students and guardians, to classes a teacher does not teach, and bad input', async () => {
    expect((await post(studentA.token, { Text: 'សួស្តី', Privacy: 0 })).statusCode).toBe(403);
    expect((await post(guardianA.token, { Text: 'សួស្តី', Privacy: 0 })).statusCode).toBe(403);
    const notHers = await post(teacherA.token, { Text: 'សួស្តី', Privacy: 1, AcademicClassId: s.classB });
    expect(notHers.statusCode).toBe(403);
    expect(notHers.data).toMatchObject({ Message: 'អ្នកមិនបង្រៀនថ្នាក់នេះទេ', MessageEn: 'You do not teach this class' });
    // A class she teaches in another year than the current one is not hers to post to (her picker lists this year's).
    const otherYear = await addTeacher(t, { campus: s.campus, yearId: s.nextYearId }, [s.nextClassA]);
    const notThisYear = await post(otherYear.token, { Text: 'សួស្តី', Privacy: 1, AcademicClassId: s.nextClassA });
    expect(notThisYear.statusCode).toBe(400);
    expect(notThisYear.data.Errors[0]).toMatchObject({ Field: 'AcademicClassId', MessageEn: 'This class is not of the current school year' });
    expect((await feed(office.token)).Data.map((p: { Text: string }) => p.Text)).not.toContain('សួស្តី');
    const nothing = await post(teacherA.token, { Privacy: 0 });
    expect(nothing.data).toMatchObject({ StatusCode: 400, MessageEn: 'Write some text or add a photo' });
    expect((await post(teacherA.token, { Text: 'x', Privacy: 1 })).data.Errors[0].Field).toBe('AcademicClassId');
    expect((await post(teacherA.token, { Text: 'x', TagIds: '[42]' })).data.Errors[0].Field).toBe('TagIds');
    const pdfAsPhoto = { fileName: 'photo.png', contentType: 'image/png', data: Buffer.from('%PDF-1.4 not a picture') };
    expect((await post(teacherA.token, { Text: 'x' }, { Photos: pdfAsPhoto })).statusCode).toBe(415);
    const seven = multipartParts([
      { name: 'Text', value: 'x' },
      ...Array.from({ length: 7 }, () => ({ name: 'Photos', fileName: 'p.png', contentType: 'image/png', data: makePng() })),
    ]);
    expect((await t.call('POST', '/api/v2/feed', { token: teacherA.token, ...seven })).statusCode).toBe(400);
  });

  it('lets the author correct her post (Version checked) and the author or the office delete it', async () => {
    const made = expectOk(await post(teacherA.token, { Text: 'កំហុស', Privacy: 0 })).data.Data;
    const put = (token: string, fields: Record<string, string | number>) => t.call('PUT', '/api/v2/feed', { token, ...multipart(fields) });
    expect((await put(teacherB.token, { Id: made.Id, Version: 1, Text: 'x' })).statusCode).toBe(403);
    expect(expectOk(await put(teacherA.token, { Id: made.Id, Version: 1, Text: 'កែរួច', TagIds: '[6]' })).data.Data).toMatchObject({ Text: 'កែរួច', Version: 2 });
    expect((await put(teacherA.token, { Id: made.Id, Version: 1, Text: 'ចាស់' })).statusCode).toBe(409);
    expect((await t.call('DELETE', '/api/feed', { token: teacherB.token, query: { id: made.Id } })).statusCode).toBe(403);
    expectOk(await t.call('DELETE', '/api/feed', { token: teacherA.token, query: { id: made.Id } }));
    // The office deletes another's post, photos included; its links then answer 404.
    const [withPhoto] = (await feed(office.token, { privacy: '1' })).Data;
    expectOk(await t.call('DELETE', '/api/feed', { token: office.token, query: { id: withPhoto.Id } }));
    expect((await t.app.inject({ method: 'GET', url: withPhoto.Photos[0].Url })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/feed', { token: office.token, query: { id: withPhoto.Id } })).statusCode).toBe(404);
  });

  it('keeps schools apart', async () => {
    const [mine] = (await feed(office.token)).Data;
    expect((await feed(other.campus.adminToken)).Total).toBe(0);
    expect((await t.call('POST', '/api/v2/feed/like', { token: other.campus.adminToken, json: { FeedId: mine.Id } })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/feed', { token: other.campus.adminToken, query: { id: mine.Id } })).statusCode).toBe(404);
    const foreignClass = await post(other.campus.adminToken, { Text: 'x', Privacy: 1, AcademicClassId: s.classA });
    expect(foreignClass.data.Errors[0].Field).toBe('AcademicClassId');
  });
});

describe('the class picker and class notices', () => {
  const feedNotices = async (token: string) =>
    expectOk(await t.call('GET', '/api/notification/list', { token, query: { topic: 'FEED', pageSize: '50' } })).data.Data as Array<{
      Title: string;
      TitleEn: string;
      Description: string;
      Link: string;
    }>;
  const classes = async (token: string, query: Record<string, string> = {}) => t.call('GET', '/api/v2/feed/classes', { token, query });

  it('lists a teacher only the classes she teaches, the office every class of the year, families none', async () => {
    expect(expectOk(await classes(teacherA.token)).data.Data).toEqual([{ Id: s.classA, Code: '7A', Description: 'ថ្នាក់ 7A', DescriptionEn: 'Class 7A' }]);
    expect(expectOk(await classes(teacherB.token, { academicYearId: s.yearId })).data.Data.map((c: { Id: string }) => c.Id)).toEqual([s.classB]);
    const all = expectOk(await classes(office.token)).data.Data.map((c: { Id: string }) => c.Id);
    expect(all).toEqual(expect.arrayContaining([s.classA, s.classB]));
    expect(all).not.toContain(s.nextClassA);
    expect(expectOk(await classes(office.token, { academicYearId: s.nextYearId })).data.Data.map((c: { Id: string }) => c.Id)).toEqual([s.nextClassA]);
    // Next year she teaches nothing yet.
    expect(expectOk(await classes(teacherA.token, { academicYearId: s.nextYearId })).data.Data).toEqual([]);
    expect(expectOk(await classes(studentA.token)).data.Data).toEqual([]);
    expect(expectOk(await classes(guardianA.token)).data.Data).toEqual([]);
    // Another school's year is unknown there (requireYear's 400), and its classes are never listed.
    expect((await classes(other.campus.adminToken, { academicYearId: s.yearId })).statusCode).toBe(400);
    expect(expectOk(await classes(other.campus.adminToken)).data.Data.map((c: { Id: string }) => c.Id)).not.toContain(s.classA);
  });

  it("a class post tells the class's students and guardians (not its author, not another class, not who turned Feed off)", async () => {
    const before = {
      student: (await feedNotices(studentA.token)).length,
      guardian: (await feedNotices(guardianA.token)).length,
      otherClass: (await feedNotices(studentB.token)).length,
    };
    const made = expectOk(await post(teacherA.token, { Text: 'ថ្ងៃស្អែកមានទស្សនកិច្ចសិក្សា', Privacy: 1, AcademicClassId: s.classA })).data.Data;
    // Once: correcting the post tells nobody again.
    expectOk(
      await t.call('PUT', '/api/v2/feed', {
        token: teacherA.token,
        ...multipart({ Id: made.Id, Version: made.Version, Text: 'ថ្ងៃស្អែកមានទស្សនកិច្ចសិក្សា ម៉ោង ៧ ព្រឹក' }),
      }),
    );
    for (const [token, count] of [
      [studentA.token, before.student],
      [guardianA.token, before.guardian],
    ] as const) {
      const notices = await feedNotices(token);
      expect(notices.length).toBe(count + 1);
      expect(notices[0]).toMatchObject({
        Title: expect.stringMatching(/បានបង្ហោះក្នុង ថ្នាក់ 7A$/),
        TitleEn: expect.stringMatching(/ posted to Class 7A$/),
        Description: 'ថ្ងៃស្អែកមានទស្សនកិច្ចសិក្សា',
        Link: '/feeds',
      });
    }
    expect((await feedNotices(studentB.token)).length).toBe(before.otherClass);
    expect(await feedNotices(teacherA.token)).toEqual([]);
    // A school post tells nobody (it is on everyone's feed); a guardian who turned Feed off hears of no class post.
    expectOk(await post(office.token, { Text: 'សាលាឈប់សម្រាក', Privacy: 0 }));
    expect((await feedNotices(studentA.token)).length).toBe(before.student + 1);
    expectOk(await t.call('PUT', '/api/notification/topics', { token: guardianA.token, json: { Topics: [{ Topic: 'FEED', Enabled: false }] } }));
    expectOk(await post(office.token, { Text: 'ការប្រកួតកីឡា', Privacy: 1, AcademicClassId: s.classA }));
    expect((await feedNotices(guardianA.token)).length).toBe(before.guardian + 1);
    expect((await feedNotices(studentA.token)).length).toBe(before.student + 2);
  });
});
