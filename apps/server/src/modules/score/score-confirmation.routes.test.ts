import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACADEMIC_SCORE_STATUS, SCORE_VISIBILITY_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addTeachingSubjects } from '../../../test/routine-fixtures';
import { courseLevelSubject, examType, guardian, notification, scoreHistory, studentGuardian, subjectStandardScore } from '../../db/schema/index';

const { NORMAL, ABSENT } = ACADEMIC_SCORE_STATUS;
const { DRAFT, REQUIRED_CONFIRMATION, LIVE } = SCORE_VISIBILITY_STATUS;
const BASE = '/api/score/entry';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let dara: Awaited<ReturnType<typeof addTeacher>>; // teaches maths and Khmer in 7A
let vanna: Awaited<ReturnType<typeof addTeacher>>; // teaches maths in 7B only
let studentToken: string;
let studentUserId: string;
let guardianUserId: string;
let maths: string;
let khmer: string;
let exam: string;
let pupils: string[];

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  [maths, khmer] = (await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  })) as [string, string];
  dara = await addTeacher(t, s, [s.classA], 'dara.confirm.score');
  vanna = await addTeacher(t, s, [s.classB], 'vanna.confirm.score');
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [maths, khmer] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: vanna.employeeId, academicClassId: s.classB, subjectIds: [maths] });
  pupils = [];
  for (let i = 0; i < 2; i++) pupils.push((await addStudent(t, s, s.classA)).studentId);
  const guardianId = await t.database.system(async (tx) => {
    const subjects = await tx
      .select({ id: courseLevelSubject.id, subjectId: courseLevelSubject.subjectId, rootId: courseLevelSubject.subjectGroupRootId })
      .from(courseLevelSubject)
      .where(eq(courseLevelSubject.campusId, s.campus.id));
    for (const cls of subjects)
      await tx.insert(subjectStandardScore).values({
        campusId: s.campus.id,
        academicYearId: s.yearId,
        subjectGroupRootId: cls.rootId,
        courseLevelId: s.gradeId,
        subjectId: cls.subjectId,
        maxScore: 50,
        coefficient: 1,
        passScore: 25,
      });
    exam = (
      await tx
        .insert(examType)
        .values({
          campusId: s.campus.id,
          academicYearId: s.yearId,
          description: 'វិច្ឆិកា',
          descriptionEn: 'November',
          examType: 0,
          isCurrent: true,
          scoreEntryEndDate: '2999-12-31',
        })
        .returning({ id: examType.id })
    )[0]!.id;
    const [g] = await tx
      .insert(guardian)
      .values({ campusId: s.campus.id, firstName: 'សុខា', lastName: 'ចាន់', firstNameEn: 'Sokha', lastNameEn: 'Chan', gender: 0 })
      .returning({ id: guardian.id });
    await tx.insert(studentGuardian).values({ campusId: s.campus.id, studentId: pupils[0]!, guardianId: g!.id, relationshipType: 0, isPrimary: true });
    return g!.id;
  });
  const pupilAccount = await addStudentAccount(t, s.campus, pupils[0]!);
  studentToken = pupilAccount.token;
  studentUserId = pupilAccount.userId;
  guardianUserId = (await addGuardianAccount(t, s.campus, guardianId)).userId;
}, 120_000);
afterAll(async () => t?.close());

const office = () => s.campus.adminToken;
const save = (token: string, version: number | null, items: Array<[number | null, number]>, extra: Record<string, unknown> = {}, subject = maths) =>
  t.call('POST', `${BASE}/v2/batch-save`, {
    token,
    json: {
      AcademicClassId: s.classA,
      ExamTypeId: exam,
      CourseLevelSubjectId: subject,
      Version: version,
      Items: items.map(([Score, Status], i) => ({ StudentId: pupils[i], Score, Status })),
      ...extra,
    },
  });
const review = (token: string, subject = maths) =>
  t.call('GET', `${BASE}/confirmation-class?academicClassId=${s.classA}&examTypeId=${exam}&courseLevelSubjectId=${subject}`, { token });
const submit = (token: string, id: string, version: number, isActive = true) =>
  t.call('PUT', `${BASE}/confirmation-active`, { token, form: { Id: id, Version: String(version), IsActive: String(isActive) } });
const historyRows = (sheetId: string) =>
  t.database.system((tx) =>
    tx
      .select()
      .from(scoreHistory)
      .where(and(eq(scoreHistory.campusId, s.campus.id), eq(scoreHistory.scoreSheetId, sheetId))),
  );
const noticesOf = (userId: string) =>
  t.database.system((tx) =>
    tx
      .select()
      .from(notification)
      .where(and(eq(notification.campusId, s.campus.id), eq(notification.userId, userId))),
  );

let sheetId: string;
let version: number;

describe('score review, confirmation and release', () => {
  it('refuses to submit an incomplete sheet (400) and submits a complete one, then the teacher cannot edit it (403)', async () => {
    const first = await save(dara.token, null, [[40, NORMAL]]);
    expect(first.statusCode).toBe(200);
    version = first.data.Data.Version;
    const r = await review(dara.token);
    expect(r.statusCode).toBe(200);
    sheetId = r.data.Data.Id;
    expect(r.data.Data).toMatchObject({ Visibility: DRAFT, Complete: false, CanSubmit: false, SubmittedOnce: false });
    const incomplete = await submit(dara.token, sheetId, version);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.data.Message).toContain('១');
    expect(incomplete.data.MessageEn).toContain('1 student');

    const full = await save(dara.token, version, [
      [40, NORMAL],
      [null, ABSENT],
    ]);
    version = full.data.Data.Version;
    expect((await review(dara.token)).data.Data).toMatchObject({ Complete: true, CanSubmit: true });
    const stale = await submit(dara.token, sheetId, version - 1);
    expect(stale.statusCode).toBe(409);
    const ok = await submit(dara.token, sheetId, version);
    expect(ok.statusCode).toBe(200);
    expect(ok.data.Data).toMatchObject({ Id: sheetId, IsActive: true, Visibility: REQUIRED_CONFIRMATION });
    version = ok.data.Data.Version;

    const edit = await save(dara.token, version, [[41, NORMAL]]);
    expect(edit.statusCode).toBe(403);
    expect(
      (
        await t.call('GET', `${BASE}/by-class-and-exam-type?academicClassId=${s.classA}&examTypeId=${exam}&courseLevelSubjectId=${maths}`, {
          token: dara.token,
        })
      ).data.Data.CanEdit,
    ).toBe(false);
  });

  it('keeps who reaches what: a student 403, a teacher of another class 404, another campus 404 on every call', async () => {
    expect((await review(studentToken)).statusCode).toBe(403);
    expect((await submit(studentToken, sheetId, version)).statusCode).toBe(403);
    expect((await review(vanna.token)).statusCode).toBe(404);
    expect((await submit(vanna.token, sheetId, version, false)).statusCode).toBe(404);
    expect((await t.call('GET', `${BASE}/confirmation?examId=${exam}`, { token: dara.token })).statusCode).toBe(403);
    const foreign = other.campus.adminToken;
    expect((await t.call('GET', `${BASE}/confirmation-class?confirmationId=${sheetId}`, { token: foreign })).statusCode).toBe(404);
    expect((await t.call('GET', `${BASE}/confirmation?examId=${exam}`, { token: foreign })).statusCode).toBe(404);
    for (const [path, form] of [
      ['confirmation', { Id: sheetId, Version: String(version) }],
      ['confirmation-detail-class-previous', { Id: sheetId, Version: String(version), Note: 'x' }],
      ['confirmation-detail-preview', { AcademicClassId: s.classA, ExamTypeId: exam }],
      ['confirmation-detail-class', { AcademicClassId: s.classA, ExamTypeId: exam, Sheets: JSON.stringify([{ Id: sheetId, Version: version }]) }],
    ] as const)
      expect((await t.call('POST', `${BASE}/${path}`, { token: foreign, form })).statusCode).toBe(404);
    expect((await submit(foreign, sheetId, version, false)).statusCode).toBe(404);
    expect((await review(office())).data.Data.Visibility).toBe(REQUIRED_CONFIRMATION);
  });

  it('lists every class × subject sheet with its state for the office, filtered by class and state', async () => {
    const all = await t.call('GET', `${BASE}/confirmation?examId=${exam}`, { token: office() });
    expect(all.statusCode).toBe(200);
    const d = all.data.Data;
    expect(d.ExamTypeId).toBe(exam);
    expect(d.Sheets).toHaveLength(4); // 7A and 7B × maths and Khmer
    expect(d.Counts).toEqual({ missing: 3, 'in-progress': 0, complete: 0, submitted: 1, live: 0 });
    const submitted = await t.call('GET', `${BASE}/confirmation?examId=${exam}&state=submitted&academicClassId=${s.classA}`, { token: office() });
    expect(submitted.data.Data.Sheets).toEqual([
      expect.objectContaining({ Id: sheetId, State: 'submitted', Entered: 2, Students: 2, SubmittedByEn: expect.any(String) }),
    ]);
    expect((await t.call('GET', `${BASE}/confirmation?state=nope`, { token: office() })).statusCode).toBe(400);
    const preview = await t.call('POST', `${BASE}/confirmation-detail-preview`, { token: office(), form: { AcademicClassId: s.classA, ExamTypeId: exam } });
    expect(preview.statusCode).toBe(200);
    expect(preview.data.Data.Sheets.map((x: { SubjectEn: string }) => x.SubjectEn)).toEqual(['Mathematics', 'Khmer']);
    expect(preview.data.Data.Students[0].Cells[1]).toBeNull();
    // Khmer is not entered yet: the exam's result is incomplete, no rank before the office could confirm it.
    expect(preview.data.Data.Students[0].Result).toMatchObject({ State: 'incomplete', Rank: null, Average: null });
  });

  it('sends a sheet back with a note (required), tells its teacher, and the teacher sees the note; history is kept from then on', async () => {
    const noNote = await t.call('POST', `${BASE}/confirmation-detail-class-previous`, { token: office(), form: { Id: sheetId, Version: String(version) } });
    expect(noNote.statusCode).toBe(400);
    const back = await t.call('POST', `${BASE}/confirmation-detail-class-previous`, {
      token: office(),
      form: { Id: sheetId, Version: String(version), Note: 'សូមពិនិត្យពិន្ទុសិស្សទីពីរ' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.data.Data).toMatchObject({ State: 'complete', Visibility: DRAFT, Note: 'សូមពិនិត្យពិន្ទុសិស្សទីពីរ' });
    version = back.data.Data.Version;
    expect((await noticesOf(dara.userId)).map((n) => n.titleEn)).toEqual(['Score sheet sent back']);
    const home = await t.call('GET', '/api/scoring/home', { token: dara.token });
    expect(home.data.Data.Sheets.find((x: { CourseLevelSubjectId: string }) => x.CourseLevelSubjectId === maths).Note).toBe('សូមពិនិត្យពិន្ទុសិស្សទីពីរ');
    expect((await review(dara.token)).data.Data).toMatchObject({ Note: 'សូមពិនិត្យពិន្ទុសិស្សទីពីរ', SubmittedOnce: true });

    const fix = await save(dara.token, version, [
      [40, NORMAL],
      [33.5, NORMAL],
    ]);
    expect(fix.statusCode).toBe(200);
    version = fix.data.Data.Version;
    const rows = await historyRows(sheetId);
    expect(rows).toEqual([
      expect.objectContaining({ studentId: pupils[1], oldScore: null, oldStatus: ABSENT, newScore: 33.5, newStatus: NORMAL, visibility: DRAFT }),
    ]);
    const shown = (await review(dara.token)).data.Data.History;
    expect(shown).toEqual([expect.objectContaining({ StudentId: pupils[1], OldStatus: ABSENT, NewScore: 33.5, ChangedByEn: expect.any(String) })]);
  });

  it('confirms a submitted sheet: it goes live, the class and its guardians are told, a second confirmation is refused', async () => {
    const sub = await submit(dara.token, sheetId, version);
    version = sub.data.Data.Version;
    const draftConfirm = await t.call('POST', `${BASE}/confirmation`, { token: office(), form: { Id: sheetId, Version: String(version - 1) } });
    expect(draftConfirm.statusCode).toBe(409);
    const ok = await t.call('POST', `${BASE}/confirmation`, { token: office(), form: { Id: sheetId, Version: String(version) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.Data).toMatchObject({ State: 'live', Visibility: LIVE, ConfirmedByEn: expect.any(String), Note: null });
    version = ok.data.Data.Version;
    expect((await noticesOf(studentUserId)).map((n) => n.topic)).toEqual(['SCORE']);
    expect((await noticesOf(guardianUserId)).map((n) => n.descriptionEn)).toEqual([expect.stringContaining('Mathematics')]);
    const again = await t.call('POST', `${BASE}/confirmation`, { token: office(), form: { Id: sheetId, Version: String(version) } });
    expect(again.statusCode).toBe(409);
    expect((await submit(dara.token, sheetId, version, false)).statusCode).toBe(403);
  });

  it('changes a live sheet only by the office and with a reason, kept in the history', async () => {
    expect((await save(dara.token, version, [[45, NORMAL]])).statusCode).toBe(403);
    const noReason = await save(office(), version, [[45, NORMAL]]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.data.Errors).toEqual([expect.objectContaining({ Field: 'Reason' })]);
    const withReason = await save(office(), version, [[45, NORMAL]], { Reason: 'កំហុសបូកពិន្ទុ' });
    expect(withReason.statusCode).toBe(200);
    version = withReason.data.Data.Version;
    const rows = await historyRows(sheetId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.reason)).toMatchObject({ studentId: pupils[0], oldScore: 40, newScore: 45, visibility: LIVE, reason: 'កំហុសបូកពិន្ទុ' });
  });

  it('steps a live sheet back only with a reason (400 without), then the class confirmation takes it live again in one go', async () => {
    const noReason = await t.call('POST', `${BASE}/confirmation-detail-class-previous`, {
      token: office(),
      form: { Id: sheetId, Version: String(version), Note: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    const back = await t.call('POST', `${BASE}/confirmation-detail-class-previous`, {
      token: office(),
      form: { Id: sheetId, Version: String(version), Note: 'ពិនិត្យឡើងវិញ' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.data.Data).toMatchObject({ Visibility: REQUIRED_CONFIRMATION, Note: 'ពិនិត្យឡើងវិញ' });
    version = back.data.Data.Version;

    // The Khmer sheet is still a draft: listing it refuses the whole confirmation and nothing changes.
    const khmerSave = await save(
      dara.token,
      null,
      [
        [30, NORMAL],
        [31, NORMAL],
      ],
      {},
      khmer,
    );
    const khmerReview = await review(dara.token, khmer);
    const khmerId = khmerReview.data.Data.Id;
    const mixed = await t.call('POST', `${BASE}/confirmation-detail-class`, {
      token: office(),
      form: {
        AcademicClassId: s.classA,
        ExamTypeId: exam,
        Sheets: JSON.stringify([
          { Id: sheetId, Version: version },
          { Id: khmerId, Version: khmerSave.data.Data.Version },
        ]),
      },
    });
    expect(mixed.statusCode).toBe(409);
    expect((await review(office())).data.Data.Visibility).toBe(REQUIRED_CONFIRMATION);

    const sub = await submit(dara.token, khmerId, khmerSave.data.Data.Version);
    expect(sub.statusCode).toBe(200);
    const both = await t.call('POST', `${BASE}/confirmation-detail-class`, {
      token: office(),
      form: {
        AcademicClassId: s.classA,
        ExamTypeId: exam,
        Sheets: JSON.stringify([
          { Id: sheetId, Version: version },
          { Id: khmerId, Version: sub.data.Data.Version },
        ]),
      },
    });
    expect(both.statusCode).toBe(200);
    expect(both.data.Data.Confirmed).toBe(2);
    expect(both.data.Data.Sheets.filter((x: { State: string }) => x.State === 'live')).toHaveLength(2);
    const notices = await noticesOf(studentUserId);
    expect(notices).toHaveLength(2); // one for maths, one for the class's two subjects together
  });

  it('never updates nor deletes a history row', async () => {
    const [row] = await historyRows(sheetId);
    await expect(
      t.database.system((tx) => tx.execute(sql`update score_history set reason = 'x' where campus_id = ${s.campus.id} and id = ${row!.id}`)),
    ).rejects.toThrow();
    await expect(t.database.system((tx) => tx.execute(sql`delete from score_history where campus_id = ${s.campus.id} and id = ${row!.id}`))).rejects.toThrow();
    expect(await historyRows(sheetId)).toHaveLength(2);
  });
});
