import {
  ACADEMIC_SCORE_STATUS,
  SCORE_VISIBILITY_STATUS,
  type TScoreClassConfirmed,
  type TScoreClassPreview,
  type TScoreClassPreviewBody,
  type TScoreConfirmBody,
  type TScoreConfirmClassBody,
  type TScoreConfirmationActive,
  type TScoreConfirmationActiveBody,
  type TScoreConfirmationOverview,
  type TScorePreviousBody,
  type TScoreReviewSheet,
  type TScoreReviewState,
  type TScoreSheetReview,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { notify } from '../notification/notification.service';
import * as repo from './score-confirmation.repository';
import * as entryRepo from './score.repository';
import { currentExam, entryClosed, isOffice, reachSheet, sheetNotFound } from './score.service';
import { examResultsOfClass } from './score-result.service';

/**
 * Review, confirmation and release (issue 13; docs/ARCHITECTURE.md 'Scores: review, confirmation and release').
 * DRAFT 0 → (the teacher submits a complete sheet) REQUIRED_CONFIRMATION 1 → (the office confirms) LIVE 2; the office
 * moves a sheet one step back with a note (submitted → DRAFT: sent back to its teacher; LIVE → submitted: withdrawn
 * from release). Every transition names the sheet version it read (409 otherwise) and runs in one transaction.
 */

const { DRAFT, REQUIRED_CONFIRMATION, LIVE } = SCORE_VISIBILITY_STATUS;

type TNames = Map<string, { km: string; en: string }>;
type TKey = entryRepo.TSheetKey;
type TSheet = repo.TScoreSheetRow;

const isDone = (s: { score: number | null; status: number }) => s.score != null || s.status !== ACADEMIC_SCORE_STATUS.NORMAL;

function stateOf(sheet: TSheet | undefined, entered: number, students: number): TScoreReviewState {
  if (sheet?.visibility === LIVE) return 'live';
  if (sheet?.visibility === REQUIRED_CONFIRMATION) return 'submitted';
  if (!sheet || entered === 0) return 'missing';
  return students > 0 && entered >= students ? 'complete' : 'in-progress';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function reviewSheet(key: TKey, examTypeId: string, sheet: TSheet | undefined, entered: number, students: number, names: TNames): TScoreReviewSheet {
  const submitted = sheet?.submittedBy ? names.get(sheet.submittedBy) : undefined;
  const confirmed = sheet?.confirmedBy ? names.get(sheet.confirmedBy) : undefined;
  return {
    Id: sheet?.id ?? null,
    AcademicClassId: key.academicClassId,
    AcademicClass: key.academicClass,
    AcademicClassEn: key.academicClassEn,
    CourseLevelSubjectId: key.courseLevelSubjectId,
    Subject: key.subject,
    SubjectEn: key.subjectEn,
    ExamTypeId: examTypeId,
    Version: sheet?.version ?? null,
    Visibility: sheet?.visibility ?? DRAFT,
    State: stateOf(sheet, entered, students),
    Entered: entered,
    Students: students,
    Note: sheet?.note ?? null,
    NoteAt: iso(sheet?.noteAt ?? null),
    SubmittedAt: iso(sheet?.submittedAt ?? null),
    SubmittedBy: submitted?.km ?? null,
    SubmittedByEn: submitted?.en ?? null,
    ConfirmedAt: iso(sheet?.confirmedAt ?? null),
    ConfirmedBy: confirmed?.km ?? null,
    ConfirmedByEn: confirmed?.en ?? null,
  };
}

const namesOf = (tx: TQueryable, campusId: string, sheets: Array<TSheet | undefined>) =>
  repo.accountNames(tx, { campusId, ids: sheets.flatMap((s) => [s?.submittedBy, s?.confirmedBy, s?.noteBy].filter((x): x is string => Boolean(x))) });

/** Review rows of some class × subject pairs of an exam type. */
async function reviewRows(tx: TQueryable, campusId: string, examTypeId: string, keys: TKey[]): Promise<TScoreReviewSheet[]> {
  const classIds = [...new Set(keys.map((k) => k.academicClassId))];
  const sheets = new Map(
    (await repo.reviewSheetsOfExam(tx, { campusId, examTypeId, classIds })).map((r) => [`${r.sheet.academicClassId}:${r.sheet.courseLevelSubjectId}`, r]),
  );
  const counts = await entryRepo.studentCounts(tx, { campusId, classIds });
  const names = await namesOf(
    tx,
    campusId,
    [...sheets.values()].map((r) => r.sheet),
  );
  return keys.map((k) => {
    const found = sheets.get(`${k.academicClassId}:${k.courseLevelSubjectId}`);
    return reviewSheet(k, examTypeId, found?.sheet, Number(found?.entered ?? 0), counts.get(k.academicClassId) ?? 0, names);
  });
}

const emptyCounts = (): TScoreConfirmationOverview['Counts'] => ({ missing: 0, 'in-progress': 0, complete: 0, submitted: 0, live: 0 });

/** `GET confirmation?examId`: every class × scoring subject sheet of an exam type (the current by default). */
export function overview(
  deps: TAppDeps,
  auth: TAuth,
  q: { examId?: string; academicYearId?: string; academicClassId?: string; state?: TScoreReviewState },
): Promise<TScoreConfirmationOverview> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    if (!year) return { AcademicYearId: null, ExamTypes: [], ExamTypeId: null, Classes: [], Counts: emptyCounts(), Sheets: [] };
    const exams = await entryRepo.examTypesOfYear(tx, { campusId, academicYearId: year.id });
    const examTypes = exams.map((e) => ({
      Id: e.id,
      Description: e.description,
      DescriptionEn: e.descriptionEn,
      IsCurrent: e.isCurrent,
      ScoreEntryEndDate: e.scoreEntryEndDate,
      Closed: entryClosed(auth, e),
    }));
    const exam = q.examId ? exams.find((e) => e.id === q.examId) : currentExam(exams);
    if (!exam) {
      if (q.examId) throw notFound('រកមិនឃើញប្រភេទប្រឡងនេះក្នុងឆ្នាំសិក្សានេះទេ', 'The exam type was not found in this academic year');
      return { AcademicYearId: year.id, ExamTypes: examTypes, ExamTypeId: null, Classes: [], Counts: emptyCounts(), Sheets: [] };
    }
    const keys = await entryRepo.sheetKeysOfYear(tx, { campusId, academicYearId: year.id });
    const classes = new Map(keys.map((k) => [k.academicClassId, { Id: k.academicClassId, Description: k.academicClass, DescriptionEn: k.academicClassEn }]));
    const rows = await reviewRows(tx, campusId, exam.id, keys);
    const counts = emptyCounts();
    for (const r of rows) counts[r.State] += 1;
    return {
      AcademicYearId: year.id,
      ExamTypes: examTypes,
      ExamTypeId: exam.id,
      Classes: [...classes.values()],
      Counts: counts,
      Sheets: rows.filter((r) => (!q.academicClassId || r.AcademicClassId === q.academicClassId) && (!q.state || r.State === q.state)),
    };
  });
}

/** The sheet named by id, reached by the reader (404 otherwise, as an unknown sheet). */
async function reachSheetById(tx: TQueryable, auth: TAuth, id: string, lock = false) {
  const sheet = await repo.sheetById(tx, { campusId: auth.campusId, id, lock });
  if (!sheet) throw sheetNotFound();
  const reached = await reachSheet(tx, auth, sheet);
  return { sheet, reached };
}

async function completeness(tx: TQueryable, campusId: string, academicClassId: string, sheetId: string | undefined) {
  const students = await entryRepo.classStudents(tx, { campusId, academicClassId });
  const scores = sheetId ? await entryRepo.scoresOf(tx, { campusId, scoreSheetId: sheetId }) : [];
  const done = new Set(scores.filter((s) => isDone({ score: s.score == null ? null : Number(s.score), status: s.status })).map((s) => s.studentId));
  const missing = students.filter((s) => !done.has(s.id)).length;
  return { students: students.length, missing };
}

/** `GET confirmation-class`: one sheet's state, note and history (its teacher or the office). */
export function sheetReview(
  deps: TAppDeps,
  auth: TAuth,
  q: { confirmationId?: string; academicClassId?: string; examTypeId?: string; courseLevelSubjectId?: string },
): Promise<TScoreSheetReview> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    let sheet: TSheet | undefined;
    let reached;
    if (q.confirmationId) ({ sheet, reached } = await reachSheetById(tx, auth, q.confirmationId));
    else {
      const ref = { academicClassId: q.academicClassId!, examTypeId: q.examTypeId!, courseLevelSubjectId: q.courseLevelSubjectId! };
      reached = await reachSheet(tx, auth, ref);
      sheet = await entryRepo.sheetOf(tx, { campusId, ...ref });
    }
    const { students, missing } = await completeness(tx, campusId, reached.cls.id, sheet?.id);
    const complete = students > 0 && missing === 0;
    const history = sheet ? await repo.historyOf(tx, { campusId, scoreSheetId: sheet.id }) : [];
    const names = await repo.accountNames(tx, { campusId, ids: [...history.map((h) => h.changedBy), ...(sheet?.noteBy ? [sheet.noteBy] : [])] });
    const open = !entryClosed(auth, reached.exam);
    const noteBy = sheet?.noteBy ? names.get(sheet.noteBy) : undefined;
    return {
      Id: sheet?.id ?? null,
      Version: sheet?.version ?? null,
      Visibility: sheet?.visibility ?? DRAFT,
      SubmittedOnce: sheet?.submittedOnce ?? false,
      Note: sheet?.note ?? null,
      NoteAt: iso(sheet?.noteAt ?? null),
      NoteBy: noteBy?.km ?? null,
      NoteByEn: noteBy?.en ?? null,
      Complete: complete,
      CanSubmit: open && sheet?.visibility === DRAFT && complete,
      CanWithdraw: open && sheet?.visibility === REQUIRED_CONFIRMATION,
      History: history.map((h) => {
        const by = names.get(h.changedBy);
        return {
          Id: h.id,
          StudentId: h.studentId,
          ChangedAt: h.changedAt.toISOString(),
          ChangedBy: by?.km ?? '',
          ChangedByEn: by?.en ?? '',
          OldScore: h.oldScore == null ? null : Number(h.oldScore),
          OldStatus: h.oldStatus,
          NewScore: h.newScore == null ? null : Number(h.newScore),
          NewStatus: h.newStatus,
          Visibility: h.visibility,
          Reason: h.reason,
        };
      }),
    };
  });
}

const staleSheet = () =>
  new AppError('STALE', {
    km: 'សន្លឹកពិន្ទុនេះត្រូវបានកែប្រែដោយអ្នកផ្សេងរួចហើយ។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមផ្ទុកឡើងវិញ ហើយព្យាយាមម្តងទៀត',
    en: 'Someone else changed this score sheet meanwhile. Nothing was saved. Reload it and try again',
  });

const wrongState = (km: string, en: string) => new AppError('STALE', { km, en });

const NOT_SUBMITTED = ['សន្លឹកពិន្ទុនេះមិនទាន់ត្រូវបានដាក់ស្នើទេ', 'This score sheet has not been submitted'] as const;
const ALREADY_LIVE = ['សន្លឹកពិន្ទុនេះត្រូវបានចេញផ្សាយរួចហើយ', 'This score sheet is already released'] as const;

/** Applies one review change at the version read; 409 when the sheet moved on. */
async function change(tx: TQueryable, campusId: string, sheet: TSheet, version: number, c: repo.TSheetChange) {
  if (sheet.version !== version) throw staleSheet();
  const written = await repo.changeSheet(tx, { campusId, id: sheet.id, version, change: c });
  if (!written) throw staleSheet();
  return written;
}

/** `PUT confirmation-active`: the teacher submits her complete sheet (IsActive true) or takes it back (false). */
export function submit(deps: TAppDeps, auth: TAuth, body: TScoreConfirmationActiveBody): Promise<TScoreConfirmationActive> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { sheet, reached } = await reachSheetById(tx, auth, body.Id, true);
    if (entryClosed(auth, reached.exam))
      throw new AppError('FORBIDDEN', {
        km: `ការបញ្ចូលពិន្ទុនៃ${reached.exam.description}បានបិទហើយ។ សូមទាក់ទងការិយាល័យ`,
        en: `Score entry for ${reached.exam.descriptionEn} is closed. Ask the office`,
      });
    if (sheet.version !== body.Version) throw staleSheet();
    let written: TSheet;
    if (body.IsActive) {
      if (sheet.visibility === LIVE) throw wrongState(...ALREADY_LIVE);
      if (sheet.visibility === REQUIRED_CONFIRMATION) throw wrongState('សន្លឹកពិន្ទុនេះត្រូវបានដាក់ស្នើរួចហើយ', 'This score sheet is already submitted');
      const { students, missing } = await completeness(tx, campusId, reached.cls.id, sheet.id);
      if (students === 0 || missing > 0)
        throw badRequest(
          `សិស្ស ${khmerDigits(missing)} នាក់មិនទាន់មានពិន្ទុ ឬស្ថានភាពនៅឡើយ។ សូមបំពេញសន្លឹកពិន្ទុឱ្យរួចសិន ទើបដាក់ស្នើ`,
          `${missing} student(s) have no score or status yet. Complete the sheet before submitting it`,
          [{ Field: 'Id', Message: `សិស្ស ${khmerDigits(missing)} នាក់មិនទាន់មានពិន្ទុ`, MessageEn: `${missing} student(s) have no score yet` }],
        );
      written = await change(tx, campusId, sheet, body.Version, {
        visibility: REQUIRED_CONFIRMATION,
        submittedOnce: true,
        submittedBy: auth.userId,
        submittedAt: new Date(),
        note: null,
        noteBy: null,
        noteAt: null,
      });
    } else {
      if (sheet.visibility === LIVE) {
        if (!isOffice(auth))
          throw new AppError('FORBIDDEN', {
            km: 'សន្លឹកពិន្ទុនេះត្រូវបានចេញផ្សាយហើយ មានតែការិយាល័យទេដែលអាចដកវាវិញបាន',
            en: 'This score sheet is released: only the office can take it back',
          });
        throw wrongState('សូមប្រើ «ត្រឡប់ក្រោយ» ជាមួយហេតុផល ដើម្បីដកសន្លឹកដែលបានចេញផ្សាយ', 'Use "Step back" with a reason to withdraw a released sheet');
      }
      if (sheet.visibility === DRAFT) throw wrongState(...NOT_SUBMITTED);
      written = await change(tx, campusId, sheet, body.Version, { visibility: DRAFT });
    }
    return { Id: written.id, IsActive: written.visibility === REQUIRED_CONFIRMATION, Version: written.version, Visibility: written.visibility };
  });
}

/** The office's class and exam type of a request (404 as an unknown sheet when out of reach). */
async function classAndExam(tx: TQueryable, campusId: string, academicClassId: string, examTypeId: string) {
  const cls = await entryRepo.classOf(tx, { campusId, academicClassId });
  const exam = await entryRepo.examTypeOf(tx, { campusId, id: examTypeId });
  if (!cls || !exam || exam.academicYearId !== cls.academicYearId) throw sheetNotFound();
  return { cls, exam };
}

const keysOfClass = async (tx: TQueryable, campusId: string, cls: { id: string; academicYearId: string }) =>
  (await entryRepo.sheetKeysOfYear(tx, { campusId, academicYearId: cls.academicYearId })).filter((k) => k.academicClassId === cls.id);

/** `POST confirmation-detail-preview`: a class's sheets of an exam type side by side. */
export function preview(deps: TAppDeps, auth: TAuth, body: TScoreClassPreviewBody): Promise<TScoreClassPreview> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { cls, exam } = await classAndExam(tx, campusId, body.AcademicClassId, body.ExamTypeId);
    const keys = await keysOfClass(tx, campusId, cls);
    const rows = await reviewRows(tx, campusId, exam.id, keys);
    const sheets: TScoreClassPreview['Sheets'] = [];
    const cells = new Map<string, Map<string, { Score: number | null; Status: number }>>();
    for (const row of rows) {
      const reached = await reachSheet(tx, auth, { academicClassId: cls.id, examTypeId: exam.id, courseLevelSubjectId: row.CourseLevelSubjectId });
      sheets.push({ ...row, MaxScore: reached.maxScore });
      if (row.Id)
        cells.set(
          row.Id,
          new Map(
            (await entryRepo.scoresOf(tx, { campusId, scoreSheetId: row.Id })).map((s) => [
              s.studentId,
              { Score: s.score == null ? null : Number(s.score), Status: s.status },
            ]),
          ),
        );
    }
    const students = await entryRepo.classStudents(tx, { campusId, academicClassId: cls.id });
    const results = await examResultsOfClass(tx, { campusId, academicClassId: cls.id, examTypeId: exam.id });
    return {
      AcademicClassId: cls.id,
      AcademicClass: cls.description,
      AcademicClassEn: cls.descriptionEn,
      ExamTypeId: exam.id,
      ExamType: exam.description,
      ExamTypeEn: exam.descriptionEn,
      Sheets: sheets,
      Students: students.map((s) => ({
        StudentId: s.id,
        Code: s.code,
        FirstName: s.firstName,
        LastName: s.lastName,
        FirstNameEn: s.firstNameEn,
        LastNameEn: s.lastNameEn,
        FullName: personFullName(s),
        FullNameEn: personFullNameEn(s),
        Cells: sheets.map((sh) => (sh.Id ? (cells.get(sh.Id)?.get(s.id) ?? null) : null)),
        Result: results.get(s.id) ?? null,
      })),
    };
  });
}

/** Tells a class's students and their guardians that sheets went live (one notice for all the subjects). */
async function tellReleased(tx: TTx, campusId: string, r: Awaited<ReturnType<typeof reachSheet>>, subjects: Array<{ km: string; en: string }>) {
  const userIds = await repo.studentAndGuardianAccounts(tx, { campusId, academicClassId: r.cls.id });
  if (userIds.length === 0 || subjects.length === 0) return;
  await notify(tx, {
    campusId,
    userIds,
    topic: 'SCORE',
    title: `ពិន្ទុ${r.exam.description}បានចេញផ្សាយ`,
    titleEn: `${r.exam.descriptionEn} scores released`,
    description: `ពិន្ទុមុខវិជ្ជា ${subjects.map((s) => s.km).join('、 ')} នៃថ្នាក់ ${r.cls.description} អាចមើលបានហើយ`,
    descriptionEn: `The ${subjects.map((s) => s.en).join(', ')} scores of class ${r.cls.descriptionEn} can now be seen`,
    link: '/profile/score',
    // A guardian's notice opens his child of this class (/children/score?id=).
    about: { academicClassId: r.cls.id },
  });
}

async function oneReviewRow(tx: TQueryable, campusId: string, sheet: TSheet): Promise<TScoreReviewSheet> {
  const [row] = (
    await reviewRows(tx, campusId, sheet.examTypeId, await keysOfClass(tx, campusId, await classOrThrow(tx, campusId, sheet.academicClassId)))
  ).filter((r) => r.Id === sheet.id);
  if (!row) throw sheetNotFound();
  return row;
}

async function classOrThrow(tx: TQueryable, campusId: string, academicClassId: string) {
  const cls = await entryRepo.classOf(tx, { campusId, academicClassId });
  if (!cls) throw sheetNotFound();
  return cls;
}

const confirmChange = (auth: TAuth): repo.TSheetChange => ({
  visibility: LIVE,
  confirmedBy: auth.userId,
  confirmedAt: new Date(),
  note: null,
  noteBy: null,
  noteAt: null,
});

/** `POST confirmation`: the office confirms one submitted sheet (→ LIVE) and its class is told. */
export function confirm(deps: TAppDeps, auth: TAuth, body: TScoreConfirmBody): Promise<TScoreReviewSheet> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { sheet, reached } = await reachSheetById(tx, auth, body.Id, true);
    if (sheet.version !== body.Version) throw staleSheet();
    if (sheet.visibility === LIVE) throw wrongState(...ALREADY_LIVE);
    if (sheet.visibility !== REQUIRED_CONFIRMATION) throw wrongState(...NOT_SUBMITTED);
    const written = await change(tx, campusId, sheet, body.Version, confirmChange(auth));
    await tellReleased(tx, campusId, reached, [{ km: reached.subject.description, en: reached.subject.descriptionEn }]);
    return oneReviewRow(tx, campusId, written);
  });
}

/** `POST confirmation-detail-class`: every listed submitted sheet of a class, all or nothing. */
export function confirmClass(deps: TAppDeps, auth: TAuth, body: TScoreConfirmClassBody): Promise<TScoreClassConfirmed> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { cls, exam } = await classAndExam(tx, campusId, body.AcademicClassId, body.ExamTypeId);
    const ids = new Set<string>();
    const subjects: Array<{ km: string; en: string }> = [];
    let reachedAny: Awaited<ReturnType<typeof reachSheet>> | undefined;
    for (const [i, item] of body.Sheets.entries()) {
      if (ids.has(item.Id))
        throw badRequest('សន្លឹកពិន្ទុមួយត្រូវបានដាក់ពីរដង', 'A score sheet is listed twice', [{ Field: `Sheets.${i}.Id`, Message: 'ពីរដង', MessageEn: 'Listed twice' }]);
      ids.add(item.Id);
      const { sheet, reached } = await reachSheetById(tx, auth, item.Id, true);
      if (sheet.academicClassId !== cls.id || sheet.examTypeId !== exam.id) throw sheetNotFound();
      if (sheet.version !== item.Version) throw staleSheet();
      if (sheet.visibility !== REQUIRED_CONFIRMATION)
        throw wrongState(
          `សន្លឹកពិន្ទុ${reached.subject.description}មិនស្ថិតក្នុងការរង់ចាំការបញ្ជាក់ទេ។ គ្មានអ្វីត្រូវបានបញ្ជាក់ទេ`,
          `The ${reached.subject.descriptionEn} sheet is not awaiting confirmation. Nothing was confirmed`,
        );
      await change(tx, campusId, sheet, item.Version, confirmChange(auth));
      subjects.push({ km: reached.subject.description, en: reached.subject.descriptionEn });
      reachedAny = reached;
    }
    if (reachedAny) await tellReleased(tx, campusId, reachedAny, subjects);
    const rows = await reviewRows(tx, campusId, exam.id, await keysOfClass(tx, campusId, cls));
    return { Confirmed: ids.size, Sheets: rows };
  });
}

/** `POST confirmation-detail-class-previous`: one step back with a note (submitted → DRAFT, LIVE → submitted). */
export function previous(deps: TAppDeps, auth: TAuth, body: TScorePreviousBody): Promise<TScoreReviewSheet> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { sheet, reached } = await reachSheetById(tx, auth, body.Id, true);
    if (sheet.version !== body.Version) throw staleSheet();
    if (sheet.visibility === DRAFT) throw wrongState('សន្លឹកពិន្ទុនេះជាសេចក្តីព្រាងរួចហើយ', 'This score sheet is already a draft');
    const note = { note: body.Note, noteBy: auth.userId, noteAt: new Date() };
    if (sheet.visibility === LIVE) {
      const written = await change(tx, campusId, sheet, body.Version, { visibility: REQUIRED_CONFIRMATION, ...note });
      return oneReviewRow(tx, campusId, written);
    }
    const written = await change(tx, campusId, sheet, body.Version, { visibility: DRAFT, ...note });
    const teachers = await repo.teacherAccounts(tx, { campusId, academicClassId: sheet.academicClassId, courseLevelSubjectId: sheet.courseLevelSubjectId });
    const userIds = [...teachers, ...(sheet.submittedBy ? [sheet.submittedBy] : [])].filter((id) => id !== auth.userId);
    if (userIds.length > 0)
      await notify(tx, {
        campusId,
        userIds,
        topic: 'SCORE',
        title: 'សន្លឹកពិន្ទុត្រូវបានបញ្ជូនត្រឡប់មកវិញ',
        titleEn: 'Score sheet sent back',
        description: `${reached.subject.description} ថ្នាក់ ${reached.cls.description} (${reached.exam.description}): ${body.Note}`,
        descriptionEn: `${reached.subject.descriptionEn}, class ${reached.cls.descriptionEn} (${reached.exam.descriptionEn}): ${body.Note}`,
        link: '/score',
      });
    return oneReviewRow(tx, campusId, written);
  });
}
