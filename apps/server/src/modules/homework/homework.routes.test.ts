import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { HOMEWORK_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { makeOfficeFile, makePng, multipart } from '../../../test/multipart';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addTeachingSubjects } from '../../../test/routine-fixtures';
import { courseLevelSubject, homeworkEvent, homeworkSubmission } from '../../db/schema/index';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let maths: string; // subject id
let khmer: string;
let dara: Awaited<ReturnType<typeof addTeacher>>; // maths in 7A and 7B
let vanna: Awaited<ReturnType<typeof addTeacher>>; // khmer in 7B
let pupil: { studentId: string; guardianIds: string[] };
let pupilToken: string;
let guardianToken: string;
let classmateToken: string;
let inBToken: string;

const pdf = { fileName: 'lesson.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
const png = { fileName: 'work.png', contentType: 'image/png', data: makePng() };

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const cls = await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  });
  const rows = await t.database.system((tx) =>
    tx.select({ id: courseLevelSubject.id, subjectId: courseLevelSubject.subjectId }).from(courseLevelSubject).where(inArray(courseLevelSubject.id, cls)),
  );
  maths = rows.find((r) => r.id === cls[0])!.subjectId;
  khmer = rows.find((r) => r.id === cls[1])!.subjectId;
  dara = await addTeacher(t, s, [s.classA, s.classB], 'dara.homework');
  vanna = await addTeacher(t, s, [s.classB], 'vanna.homework');
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [cls[0]!] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classB, subjectIds: [cls[0]!] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: vanna.employeeId, academicClassId: s.classB, subjectIds: [cls[1]!] });
  pupil = await addStudent(t, s, s.classA, {
    guardians: [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }],
  });
  pupilToken = (await addStudentAccount(t, s.campus, pupil.studentId)).token;
  guardianToken = (await addGuardianAccount(t, s.campus, pupil.guardianIds[0]!)).token;
  classmateToken = (await addStudentAccount(t, s.campus, (await addStudent(t, s, s.classA)).studentId)).token;
  inBToken = (await addStudentAccount(t, s.campus, (await addStudent(t, s, s.classB)).studentId)).token;
}, 120_000);
afterAll(async () => t?.close());

type TFields = Record<string, string | number | boolean | undefined>;
const assign = (token: string, fields: TFields, file = true) =>
  t.call('POST', '/api/student/v2/assign-homework', { token, ...multipart(fields, file ? { Files: pdf } : {}) });
const submit = (token: string, fields: TFields, file = true) =>
  t.call('POST', '/api/student/v2/submit-homework', { token, ...multipart(fields, file ? { Files: png } : {}) });
const giveBack = (token: string, fields: TFields) => t.call('POST', '/api/student/homework-result-comment', { token, ...multipart(fields) });
const find = (token: string, id: string, actorId?: string) =>
  t.call('GET', '/api/student/find-homework', { token, query: { id, ...(actorId ? { actorId } : {}) } });
const list = async (token: string, query: Record<string, string> = {}) =>
  expectOk(await t.call('GET', '/api/student/v2/homework', { token, query: { pageSize: '50', ...query } })).data;
const ids = (data: { Data: { Id: string }[] }) => data.Data.map((r) => r.Id);
const notices = async (token: string) =>
  expectOk(await t.call('GET', '/api/notification/list', { token, query: { pageSize: '50' } })).data.Data as {
    Title: string;
    TitleEn?: string;
    Link: string | null;
  }[];
const docx = {
  fileName: 'ការងារ.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  data: makeOfficeFile('docx'),
};
const pptx = { fileName: 'slides.pptx', contentType: 'application/octet-stream', data: makeOfficeFile('pptx') };
const download = (token: string, id: string) => t.call('GET', '/api/student/homework-file', { token, query: { id } });

const future = { DueDate: '2999-12-31', DueTime: '17:00' };

describe('homework', () => {
  it('is assigned by a teacher to the classes and subject she teaches, with files, and refused otherwise', async () => {
    const none = await assign(dara.token, { AcademicClassIds: '[]', SubjectId: maths, Title: 'x', ...future });
    expect(none.statusCode).toBe(400);
    expect(none.data.Errors[0].Field).toBe('AcademicClassIds');
    // Vanna teaches Khmer in 7B, not maths, and nothing in 7A.
    const notHers = await assign(vanna.token, { AcademicClassIds: JSON.stringify([s.classB]), SubjectId: maths, Title: 'x', ...future });
    expect(notHers.statusCode).toBe(400);
    expect(notHers.data.MessageEn).toMatch(/do not teach this subject/);
    expect(notHers.data.Message).toMatch(/មុខវិជ្ជា/);
    const noMax = await assign(dara.token, { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'x', IsScored: true, ...future });
    expect(noMax.statusCode).toBe(400);
    expect(noMax.data.Errors[0].Field).toBe('MaxScore');
    const badFile = await t.call('POST', '/api/student/v2/assign-homework', {
      token: dara.token,
      ...multipart(
        { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'x', ...future },
        { Files: { fileName: 'x.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf at all') } },
      ),
    });
    expect(badFile.statusCode).toBe(415);
    expect((await assign(pupilToken, { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'x', ...future })).statusCode).toBe(403);
    expect((await assign(other.campus.adminToken, { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'x', ...future })).statusCode).toBe(
      400,
    );

    const made = expectOk(
      await assign(dara.token, {
        AcademicClassIds: JSON.stringify([s.classA, s.classB]),
        SubjectId: maths,
        Title: 'លំហាត់ទំព័រ ១២',
        Instructions: 'ធ្វើលំហាត់ ១ ដល់ ៥',
        IsScored: true,
        MaxScore: 10,
        ...future,
      }),
    ).data.Data;
    expect(made).toMatchObject({ SubjectEn: 'Mathematics', IsScored: true, MaxScore: 10, DueDate: '2999-12-31', DueTime: '17:00', CanEdit: true, Version: 1 });
    expect(made.DueAt).toBe('2999-12-31T10:00:00.000Z');
    expect(made.Classes.map((c: { AcademicClassId: string }) => c.AcademicClassId).sort()).toEqual([s.classA, s.classB].sort());
    expect(made.Files[0].FileName).toBe('lesson.pdf');
    expect(made.Students).toBe(3);
    expect(made).toMatchObject({ Submitted: 0, Late: 0, NotYet: 3 });
    // The students of both classes and the guardian hear of it.
    expect((await notices(pupilToken)).some((n) => n.Title.includes('លំហាត់ទំព័រ ១២'))).toBe(true);
    expect((await notices(guardianToken)).some((n) => n.Title.includes('លំហាត់ទំព័រ ១២'))).toBe(true);

    // Who reads it: both classes' students, the guardian, the office; not Vanna (Khmer), not another school.
    expect(ids(await list(pupilToken))).toContain(made.Id);
    expect(ids(await list(inBToken))).toContain(made.Id);
    expect((await list(pupilToken)).Data.find((h: { Id: string }) => h.Id === made.Id).MyStatus).toBe(HOMEWORK_STATUS.NOT_SUBMITTED);
    expect(ids(await list(guardianToken, { actorId: pupil.studentId }))).toContain(made.Id);
    expect(ids(await list(s.campus.adminToken))).toContain(made.Id);
    expect(ids(await list(vanna.token))).not.toContain(made.Id);
    expect((await find(vanna.token, made.Id)).statusCode).toBe(404);
    expect((await find(other.campus.adminToken, made.Id)).statusCode).toBe(404);
    expect((await list(other.campus.adminToken)).Total).toBe(0);
    // A guardian reads only his own children.
    expect((await find(guardianToken, made.Id, crypto.randomUUID())).statusCode).toBe(404);
    // The filters: class, subject, from date.
    expect(ids(await list(dara.token, { classId: s.classA, subjectId: maths, fromDate: '2999-01-01' }))).toEqual([made.Id]);
    expect(ids(await list(dara.token, { subjectId: khmer }))).toEqual([]);
    // The teacher's file: readers of the homework get it, another school does not.
    const file = await t.call('GET', '/api/student/homework-file', { token: pupilToken, query: { id: made.Files[0].Id } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf.data)).toBe(true);
    expect((await t.call('GET', '/api/student/homework-file', { token: other.campus.adminToken, query: { id: made.Files[0].Id } })).statusCode).toBe(404);
  });

  it('is submitted by a student once per attempt, resubmitted, returned with a score, and its history kept', async () => {
    const hw = expectOk(
      await assign(dara.token, { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'Fractions', IsScored: true, MaxScore: 20, ...future }),
    ).data.Data;
    const key = crypto.randomUUID();
    const first = expectOk(await submit(pupilToken, { HomeworkId: hw.Id, Version: 0, Text: 'ចម្លើយរបស់ខ្ញុំ', ClientKey: key })).data.Data;
    expect(first).toMatchObject({ StudentId: pupil.studentId, Status: HOMEWORK_STATUS.SUBMITTED, Version: 1, Score: null });
    expect(first.Files[0].FileName).toBe('work.png');
    // The same attempt sent again (a lost answer) makes nothing new.
    const retry = expectOk(await submit(pupilToken, { HomeworkId: hw.Id, Version: 0, Text: 'ចម្លើយរបស់ខ្ញុំ', ClientKey: key })).data.Data;
    expect(retry.Version).toBe(1);
    expect(retry.Files).toHaveLength(1);
    const rows = await t.database.system((tx) => tx.select().from(homeworkSubmission).where(eq(homeworkSubmission.homeworkId, hw.Id)));
    expect(rows).toHaveLength(1);
    // A stale version is refused; nothing is written.
    const stale = await submit(pupilToken, { HomeworkId: hw.Id, Version: 0, Text: 'again' });
    expect(stale.statusCode).toBe(409);
    expect((await submit(pupilToken, { HomeworkId: hw.Id, Version: 1, Text: '', ClientKey: crypto.randomUUID() }, false)).statusCode).toBe(400);
    const second = expectOk(await submit(pupilToken, { HomeworkId: hw.Id, Version: 1, Text: 'កែតម្រូវ', ClientKey: crypto.randomUUID() })).data.Data;
    expect(second).toMatchObject({ Version: 2, Text: 'កែតម្រូវ' });
    expect(second.Files).toHaveLength(1);
    // Only students of its classes submit, and a guardian or a teacher does not.
    expect((await submit(inBToken, { HomeworkId: hw.Id, Version: 0, Text: 'x' })).statusCode).toBe(404);
    expect((await submit(guardianToken, { HomeworkId: hw.Id, Version: 0, Text: 'x' })).statusCode).toBe(403);
    expect((await submit(dara.token, { HomeworkId: hw.Id, Version: 0, Text: 'x' })).statusCode).toBe(403);

    // The teacher sees every student's state; a classmate sees only her own, not the pupil's file.
    const forTeacher = expectOk(await find(dara.token, hw.Id)).data.Data;
    expect(forTeacher.Submissions).toHaveLength(2);
    expect(forTeacher.Submissions.find((x: { StudentId: string }) => x.StudentId === pupil.studentId).Status).toBe(HOMEWORK_STATUS.SUBMITTED);
    expect(forTeacher).toMatchObject({ Submitted: 1, NotYet: 1, Late: 0 });
    const forClassmate = expectOk(await find(classmateToken, hw.Id)).data.Data;
    expect(forClassmate.Submissions).toHaveLength(1);
    expect(forClassmate.Submissions[0].Status).toBe(HOMEWORK_STATUS.NOT_SUBMITTED);
    expect(forClassmate.CanSubmit).toBe(true);
    expect((await t.call('GET', '/api/student/homework-file', { token: classmateToken, query: { id: second.Files[0].Id } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/homework-file', { token: dara.token, query: { id: second.Files[0].Id } })).statusCode).toBe(200);

    // Returning: the score is checked against the maximum, the version read, and the caller.
    const over = await giveBack(dara.token, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 2, Score: 21 });
    expect(over.statusCode).toBe(400);
    expect(over.data.Errors[0].Field).toBe('Score');
    expect(over.data.Message).toMatch(/ពិន្ទុអតិបរមា/);
    expect((await giveBack(dara.token, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 1, Score: 18 })).statusCode).toBe(409);
    expect((await giveBack(pupilToken, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 2, Score: 18 })).statusCode).toBe(403);
    expect((await giveBack(vanna.token, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 2, Score: 18 })).statusCode).toBe(404);
    const returned = expectOk(
      await t.call('POST', '/api/student/homework-result-comment', {
        token: dara.token,
        ...multipart({ HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 2, Score: 18, ResultComment: 'ល្អណាស់' }, { File: pdf }),
      }),
    ).data.Data;
    expect(returned).toMatchObject({ Status: HOMEWORK_STATUS.RETURNED, Score: 18, ResultComment: 'ល្អណាស់', Version: 3 });
    expect(returned.ResultDocument.FileName).toBe('lesson.pdf');
    // The student and her guardian see it and hear of it; the document is theirs to download.
    const mine = expectOk(await find(pupilToken, hw.Id)).data.Data;
    expect(mine.Submissions[0]).toMatchObject({ Status: 3, Score: 18, ResultComment: 'ល្អណាស់' });
    expect(mine).toMatchObject({ MyStatus: 3, MyScore: 18, CanSubmit: false });
    expect((await notices(pupilToken)).some((n) => n.Title.includes('Fractions') && n.Title.startsWith('លទ្ធផល'))).toBe(true);
    const doc = await t.call('GET', '/api/student/homework-result-document', { token: guardianToken, query: { id: returned.ResultDocument.Id } });
    expect(doc.statusCode).toBe(200);
    expect(
      (await t.call('GET', '/api/student/homework-result-document', { token: classmateToken, query: { id: returned.ResultDocument.Id } })).statusCode,
    ).toBe(404);
    // Returned work is not handed in again.
    expect((await submit(pupilToken, { HomeworkId: hw.Id, Version: 3, Text: 'late fix' })).statusCode).toBe(409);

    const history = expectOk(await t.call('GET', '/api/student/homework-history', { token: dara.token, query: { id: hw.Id, studentId: pupil.studentId } })).data
      .Data;
    expect(history.map((e: { Kind: number }) => e.Kind)).toEqual([1, 1, 3]);
    expect(history[2]).toMatchObject({ Score: 18, Text: 'ល្អណាស់', FileNames: ['lesson.pdf'] });
    const placement = forTeacher.Submissions.find((x: { StudentId: string }) => x.StudentId === pupil.studentId).StudentAcademicClassId;
    const byPlacement = expectOk(
      await t.call('GET', '/api/student/homework-history', { token: pupilToken, query: { id: hw.Id, studentAcademicClassId: placement } }),
    ).data.Data;
    expect(byPlacement).toHaveLength(3);
    const events = await t.database.system((tx) => tx.select().from(homeworkEvent).where(eq(homeworkEvent.campusId, s.campus.id)));
    expect(events.filter((e) => e.clientKey === key)).toHaveLength(1);
  });

  it('marks work after the due time late, and counts it', async () => {
    const hw = expectOk(
      await assign(
        dara.token,
        { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'Past', DueDate: '2020-01-01', DueTime: '07:00' },
        false,
      ),
    ).data.Data;
    const late = expectOk(await submit(pupilToken, { HomeworkId: hw.Id, Version: 0, Text: 'sorry' })).data.Data;
    expect(late.Status).toBe(HOMEWORK_STATUS.LATE);
    const seen = (await list(dara.token, { classId: s.classA })).Data.find((h: { Id: string }) => h.Id === hw.Id);
    expect(seen).toMatchObject({ Submitted: 1, Late: 1, NotYet: 1 });
    // Not scored: a score is refused; a comment alone returns it.
    expect((await giveBack(dara.token, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 1, Score: 5 })).statusCode).toBe(400);
    expect(expectOk(await giveBack(dara.token, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 1, ResultComment: 'OK' })).data.Data.Status).toBe(3);
  });

  it('takes comments from its teacher and students and tells the others of a reply', async () => {
    const hw = expectOk(await assign(dara.token, { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'Talk', ...future }, false)).data
      .Data;
    const say = (token: string, Comment: string) => t.call('POST', '/api/student/homework-comment', { token, ...multipart({ HomeworkId: hw.Id, Comment }) });
    expect((await say(pupilToken, '')).statusCode).toBe(400);
    expect(expectOk(await say(pupilToken, 'លោកគ្រូ តើលំហាត់ទី៣ ធ្វើយ៉ាងម៉េច?')).data.Data.UserName).toMatch(/^student/);
    expect((await notices(dara.token)).some((n) => n.Title.includes('Talk'))).toBe(true);
    expectOk(await say(dara.token, 'មើលឧទាហរណ៍ទំព័រ ១០'));
    expect((await notices(pupilToken)).filter((n) => n.Title.includes('Talk'))).toHaveLength(2);
    expect((await say(guardianToken, 'x')).statusCode).toBe(403);
    expect((await say(inBToken, 'x')).statusCode).toBe(404);
    const detail = expectOk(await find(classmateToken, hw.Id)).data.Data;
    expect(detail.Comments.map((c: { Comment: string }) => c.Comment)).toEqual(['លោកគ្រូ តើលំហាត់ទី៣ ធ្វើយ៉ាងម៉េច?', 'មើលឧទាហរណ៍ទំព័រ ១០']);
  });

  it('is edited, archived and deleted by its author or the office, at the version read', async () => {
    const hw = expectOk(await assign(dara.token, { AcademicClassIds: JSON.stringify([s.classB]), SubjectId: maths, Title: 'Draft', ...future })).data.Data;
    const put = (token: string, fields: TFields) => t.call('PUT', '/api/student/v1/update-homework', { token, ...multipart(fields) });
    // Vanna teaches 7B but not maths: out of reach.
    expect((await put(vanna.token, { Id: hw.Id, Version: 1, Title: 'x', ...future })).statusCode).toBe(404);
    expect((await put(inBToken, { Id: hw.Id, Version: 1, Title: 'x', ...future })).statusCode).toBe(403);
    const edited = expectOk(
      await put(dara.token, {
        Id: hw.Id,
        Version: 1,
        Title: 'Final',
        DueDate: '2999-11-30',
        DueTime: '08:30',
        RemoveFileIds: JSON.stringify([hw.Files[0].Id]),
      }),
    ).data.Data;
    expect(edited).toMatchObject({ Title: 'Final', DueDate: '2999-11-30', DueTime: '08:30', Version: 2, Files: [] });
    expect((await put(dara.token, { Id: hw.Id, Version: 1, Title: 'Old', ...future })).statusCode).toBe(409);

    const archive = (token: string, Version: number, Archived: boolean) =>
      t.call('POST', '/api/student/archived-homework', { token, form: { Id: hw.Id, Version: String(Version), Archived: String(Archived) } });
    expect(expectOk(await archive(s.campus.adminToken, 2, true)).data.Data.IsArchived).toBe(true);
    expect(ids(await list(dara.token))).not.toContain(hw.Id);
    expect(ids(await list(dara.token, { archived: 'true' }))).toContain(hw.Id);
    expect((await submit(inBToken, { HomeworkId: hw.Id, Version: 0, Text: 'x' })).statusCode).toBe(409);
    expect(expectOk(await archive(dara.token, 3, false)).data.Data.IsArchived).toBe(false);

    // One with students' work is not deleted; one without is, files and all.
    expectOk(await submit(inBToken, { HomeworkId: hw.Id, Version: 0, Text: 'x' }));
    const refused = await t.call('DELETE', '/api/student/homework', { token: dara.token, query: { id: hw.Id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.MessageEn).toMatch(/Archive it instead/);
    const empty = expectOk(await assign(dara.token, { AcademicClassIds: JSON.stringify([s.classB]), SubjectId: maths, Title: 'Gone', ...future })).data.Data;
    expect((await t.call('DELETE', '/api/student/homework', { token: other.campus.adminToken, query: { id: empty.Id } })).statusCode).toBe(404);
    expectOk(await t.call('DELETE', '/api/student/homework', { token: dara.token, query: { id: empty.Id } }));
    expect((await find(dara.token, empty.Id)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/homework-file', { token: dara.token, query: { id: empty.Files[0].Id } })).statusCode).toBe(404);
  });

  it('keeps one submission and one return when two arrive at once at the same version', async () => {
    const hw = expectOk(
      await assign(
        dara.token,
        { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'Race', IsScored: true, MaxScore: 10, ...future },
        false,
      ),
    ).data.Data;
    const both = await Promise.all([
      submit(classmateToken, { HomeworkId: hw.Id, Version: 0, Text: 'first', ClientKey: crypto.randomUUID() }),
      submit(classmateToken, { HomeworkId: hw.Id, Version: 0, Text: 'second', ClientKey: crypto.randomUUID() }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.system((tx) => tx.select().from(homeworkSubmission).where(eq(homeworkSubmission.homeworkId, hw.Id)));
    expect(rows).toHaveLength(1);
    const studentId = rows[0]!.studentId;
    const returns = await Promise.all([
      giveBack(dara.token, { HomeworkId: hw.Id, StudentId: studentId, Version: 1, Score: 7 }),
      giveBack(s.campus.adminToken, { HomeworkId: hw.Id, StudentId: studentId, Version: 1, Score: 9 }),
    ]);
    expect(returns.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stale = returns.find((r) => r.statusCode === 409)!;
    expect(stale.data.Message).toBeTruthy();
    expect(stale.data.MessageEn).toBeTruthy();
  });

  it('lists the pairs a teacher may assign to', async () => {
    const mine = expectOk(await t.call('GET', '/api/student/homework-target', { token: dara.token })).data.Data;
    expect(mine.map((x: { SubjectEn: string }) => x.SubjectEn)).toEqual(['Mathematics', 'Mathematics']);
    const office = expectOk(await t.call('GET', '/api/student/homework-target', { token: s.campus.adminToken })).data.Data;
    expect(office.length).toBe(4);
    expect(expectOk(await t.call('GET', '/api/student/homework-target', { token: pupilToken })).data.Data).toEqual([]);
  });

  it('takes Word and PowerPoint files on homework and work, checked by content, and links its notices to the screen', async () => {
    const hw = expectOk(
      await t.call('POST', '/api/student/v2/assign-homework', {
        token: dara.token,
        ...multipart(
          { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'Slides', IsScored: true, MaxScore: 10, ...future },
          { Files: docx },
        ),
      }),
    ).data.Data;
    expect(hw.Files[0]).toMatchObject({ FileName: 'ការងារ.docx', ContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    // The notice of new homework opens it, for the student and the guardian.
    const link = `/homeworks/detail?id=${hw.Id}`;
    expect((await notices(pupilToken)).find((n) => n.Title.includes('Slides'))?.Link).toBe(link);
    expect((await notices(guardianToken)).find((n) => n.Title.includes('Slides'))?.Link).toBe(link);
    // A spreadsheet renamed .pptx is refused by its content.
    const renamed = await submit(pupilToken, { HomeworkId: hw.Id, Version: 0, Text: 'x' }, false).then(() =>
      t.call('POST', '/api/student/v2/submit-homework', {
        token: classmateToken,
        ...multipart({ HomeworkId: hw.Id, Version: 0 }, { Files: { ...pptx, data: makeOfficeFile('xlsx') } }),
      }),
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.data.MessageEn).toContain('does not match its type');
    const work = expectOk(
      await t.call('POST', '/api/student/v2/submit-homework', { token: classmateToken, ...multipart({ HomeworkId: hw.Id, Version: 0 }, { Files: pptx }) }),
    ).data.Data;
    expect(work.Files[0]).toMatchObject({ FileName: 'slides.pptx', ContentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
    const got = await download(dara.token, work.Files[0].Id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pptx.data)).toBe(true);
    // The return's notice opens the homework too.
    expectOk(await giveBack(dara.token, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 1, Score: 7 }));
    expect((await notices(pupilToken)).find((n) => n.Title.startsWith('លទ្ធផល') && n.Title.includes('Slides'))?.Link).toBe(link);
    expect((await notices(guardianToken)).find((n) => n.TitleEn?.startsWith('Homework returned') && n.Title.includes('Slides'))?.Link).toBe(link);
  });

  it('keeps files on comments, served only to those who read the homework, and tells of a reply with a link', async () => {
    const hw = expectOk(await assign(dara.token, { AcademicClassIds: JSON.stringify([s.classA]), SubjectId: maths, Title: 'Files talk', ...future }, false))
      .data.Data;
    const say = (token: string, Comment: string, files: Record<string, typeof docx> = {}) =>
      t.call('POST', '/api/student/homework-comment', { token, ...multipart({ HomeworkId: hw.Id, Comment }, files) });
    // Neither text nor file: refused in both languages; a file alone is a comment.
    const empty = await say(pupilToken, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.data.MessageEn).toBe('Write a comment or attach a file');
    expect(empty.data.Message).toBe('សូមសរសេរមតិ ឬភ្ជាប់ឯកសារ');
    const asked = expectOk(await say(pupilToken, '', { Files: docx })).data.Data;
    expect(asked.Comment).toBe('');
    expect(asked.Files).toEqual([expect.objectContaining({ FileName: 'ការងារ.docx' })]);
    // A bad file refuses the whole comment: nothing is kept.
    const bad = await say(pupilToken, 'see this', { Files: { fileName: 'x.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf') } });
    expect(bad.statusCode).toBe(415);
    // The teacher's reply with a photo; the student who asked hears of it, with a link to the homework.
    const reply = expectOk(await say(dara.token, 'មើលរូបនេះ', { Files: png })).data.Data;
    const heard = (await notices(pupilToken)).find((n) => n.Title.includes('Files talk'));
    expect(heard?.Link).toBe(`/homeworks/detail?id=${hw.Id}`);
    // The thread carries each comment's files.
    const thread = expectOk(await find(classmateToken, hw.Id)).data.Data.Comments;
    expect(thread.map((c: { Files: { FileName: string }[] }) => c.Files.map((f) => f.FileName))).toEqual([['ការងារ.docx'], ['work.png']]);
    // Its readers get the files: a classmate, the teacher, the office, the guardian (through his child).
    for (const token of [classmateToken, dara.token, s.campus.adminToken, guardianToken]) {
      const r = await download(token, asked.Files[0].Id);
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.equals(docx.data)).toBe(true);
    }
    // Not those who do not read it: a student of another class, another subject's teacher, another school.
    for (const token of [inBToken, vanna.token, other.campus.adminToken]) expect((await download(token, reply.Files[0].Id)).statusCode).toBe(404);
    // The homework's own files stay its own: a comment's file is not one of them, nor counted against its limit.
    expect(expectOk(await find(dara.token, hw.Id)).data.Data.Files).toEqual([]);
    const edited = expectOk(
      await t.call('PUT', '/api/student/v1/update-homework', {
        token: dara.token,
        ...multipart({ Id: hw.Id, Version: hw.Version, Title: 'Files talk', ...future, RemoveFileIds: JSON.stringify([asked.Files[0].Id]) }),
      }),
    ).data.Data;
    expect(edited.Files).toEqual([]);
    expect((await download(classmateToken, asked.Files[0].Id)).statusCode).toBe(200);
  });

  it('shows a guardian his child’s homework read-only: her work and, once returned, her result; nobody else’s', async () => {
    const hw = expectOk(
      await assign(dara.token, {
        AcademicClassIds: JSON.stringify([s.classA]),
        SubjectId: maths,
        Title: 'Guardian view',
        IsScored: true,
        MaxScore: 10,
        ...future,
      }),
    ).data.Data;
    const pupilWork = expectOk(await submit(pupilToken, { HomeworkId: hw.Id, Version: 0, Text: 'mine' })).data.Data;
    const classmateWork = expectOk(await submit(classmateToken, { HomeworkId: hw.Id, Version: 0, Text: 'hers' })).data.Data;
    // Without naming the child (a notice's link), and naming her: the same, only her submission, no way to hand in.
    for (const actorId of [undefined, pupil.studentId]) {
      const seen = expectOk(await find(guardianToken, hw.Id, actorId)).data.Data;
      expect(seen.Submissions).toHaveLength(1);
      expect(seen.Submissions[0]).toMatchObject({ StudentId: pupil.studentId, Status: HOMEWORK_STATUS.SUBMITTED, Text: 'mine', Score: null });
      expect(seen).toMatchObject({ CanSubmit: false, MyStatus: HOMEWORK_STATUS.SUBMITTED, CanEdit: false });
    }
    expect((await download(guardianToken, pupilWork.Files[0].Id)).statusCode).toBe(200);
    expect((await download(guardianToken, classmateWork.Files[0].Id)).statusCode).toBe(404);
    // Read-only: no return, no edit, no archive, no delete, no comment, no hand-in, no score sheet.
    expect((await giveBack(guardianToken, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 1, Score: 5 })).statusCode).toBe(403);
    expect(
      (await t.call('PUT', '/api/student/v1/update-homework', { token: guardianToken, ...multipart({ Id: hw.Id, Version: 1, Title: 'x', ...future }) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/student/archived-homework', { token: guardianToken, form: { Id: hw.Id, Version: '1', Archived: 'true' } })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', '/api/student/homework', { token: guardianToken, query: { id: hw.Id } })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/student/homework-score-option', { token: guardianToken, query: { id: hw.Id } })).statusCode).toBe(403);
    // The score is his to see once the teacher returns the work; the history with it.
    expectOk(await giveBack(dara.token, { HomeworkId: hw.Id, StudentId: pupil.studentId, Version: 1, Score: 9, ResultComment: 'ល្អ' }));
    const returned = expectOk(await find(guardianToken, hw.Id)).data.Data;
    expect(returned.Submissions[0]).toMatchObject({ Status: HOMEWORK_STATUS.RETURNED, Score: 9, ResultComment: 'ល្អ' });
    expect((await list(guardianToken)).Data.find((h: { Id: string }) => h.Id === hw.Id)).toMatchObject({ MyStatus: 3, MyScore: 9 });
    const history = expectOk(await t.call('GET', '/api/student/homework-history', { token: guardianToken, query: { id: hw.Id, studentId: pupil.studentId } }))
      .data.Data;
    expect(history.map((e: { Kind: number; Score: number | null }) => [e.Kind, e.Score])).toEqual([
      [1, null],
      [3, 9],
    ]);
  });
});
