import {
  ACADEMIC_SCORE_STATUS,
  ACTOR_TYPE,
  SCORE_VISIBILITY_STATUS,
  type TScoreBatchSave,
  type TScoreClassSheet,
  type TScoreEntrySheet,
  type TScoreIndividualSave,
  type TScoreIndividualSheet,
  type TScoreSubjectColumn,
  type TScoreExamType,
  type TScoreSchedule,
  type TScoreSheetSummary,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, conflict, notFound, type TFieldMessage } from '../../lib/app-error';
import { classStudentWire, personFullName, personFullNameEn } from '../../lib/person-name';
import { schoolToday } from '../../lib/school-date';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import * as repo from './score.repository';
import { recomputeAfterSave } from './score-result.service';
import { insertHistory } from './score-confirmation.repository';

/**
 * Score entry (issue 13): the reader's class × subject sheets of an exam type, a sheet, and its batch save (one
 * transaction; one version per sheet). Reach: the office (MANAGE_SCORE) every class and subject, also after the
 * exam type's entry end date; a teacher the class × subject pairs she is assigned to teach
 * (`employee_academic_class_subject`), until the end date; out of reach answers like an unknown sheet (404).
 */

export const isOffice = (auth: TAuth) => auth.permissions.has('MANAGE_SCORE');
const employeeOf = (auth: TAuth) => (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId ? auth.actorId : null);

/** Entry of an exam type is closed for the reader: a teacher after its ScoreEntryEndDate (Phnom Penh's date). */
export const entryClosed = (auth: TAuth, exam: { scoreEntryEndDate: string | null }) =>
  !isOffice(auth) && exam.scoreEntryEndDate != null && schoolToday() > exam.scoreEntryEndDate;

const stateOf = (entered: number, students: number, saved: boolean): TScoreSheetSummary['State'] =>
  !saved || entered === 0 ? 'not-started' : entered >= students ? 'complete' : 'in-progress';

/**
 * The exam type entry opens on: the one flagged current, else the latest held (exam date today or before, as
 * the exam-type module's `current` reads it), else the year's first.
 */
export function currentExam(exams: repo.TExamTypeRow[]): repo.TExamTypeRow | undefined {
  const today = schoolToday();
  const held = exams.filter((e) => e.status === 0 && e.examDate != null && e.examDate <= today).sort((a, b) => (a.examDate! < b.examDate! ? 1 : -1));
  return exams.find((e) => e.isCurrent) ?? held[0] ?? exams[0];
}

async function schedule(
  tx: TQueryable,
  auth: TAuth,
  q: { academicYearId?: string; examTypeId?: string; courseLevelSubjectId?: string },
): Promise<TScoreSchedule> {
  const campusId = auth.campusId;
  const year = await yearOrCurrent(tx, campusId, q.academicYearId);
  if (!year) return { AcademicYearId: null, ExamTypes: [], ExamTypeId: null, Sheets: [] };
  const exams = await repo.examTypesOfYear(tx, { campusId, academicYearId: year.id });
  const examTypes: TScoreExamType[] = exams.map((e) => ({
    Id: e.id,
    Description: e.description,
    DescriptionEn: e.descriptionEn,
    IsCurrent: e.isCurrent,
    ScoreEntryEndDate: e.scoreEntryEndDate,
    Closed: entryClosed(auth, e),
  }));
  const exam = q.examTypeId ? exams.find((e) => e.id === q.examTypeId) : currentExam(exams);
  if (!exam) {
    if (q.examTypeId) throw notFound('រកមិនឃើញប្រភេទប្រឡងនេះក្នុងឆ្នាំសិក្សានេះទេ', 'The exam type was not found in this academic year');
    return { AcademicYearId: year.id, ExamTypes: examTypes, ExamTypeId: null, Sheets: [] };
  }
  const employeeId = employeeOf(auth);
  let keys: repo.TSheetKey[] = [];
  if (isOffice(auth)) keys = await repo.sheetKeysOfYear(tx, { campusId, academicYearId: year.id });
  else if (employeeId) keys = await repo.sheetKeysOfYear(tx, { campusId, academicYearId: year.id, employeeId });
  if (q.courseLevelSubjectId) keys = keys.filter((k) => k.courseLevelSubjectId === q.courseLevelSubjectId);
  const classIds = [...new Set(keys.map((k) => k.academicClassId))];
  const sheets = new Map(
    (await repo.sheetsOfExam(tx, { campusId, examTypeId: exam.id, classIds })).map((s) => [`${s.academicClassId}:${s.courseLevelSubjectId}`, s]),
  );
  const counts = await repo.studentCounts(tx, { campusId, classIds });
  return {
    AcademicYearId: year.id,
    ExamTypes: examTypes,
    ExamTypeId: exam.id,
    Sheets: keys.map((k) => {
      const sheet = sheets.get(`${k.academicClassId}:${k.courseLevelSubjectId}`);
      const students = counts.get(k.academicClassId) ?? 0;
      const entered = Number(sheet?.entered ?? 0);
      return {
        AcademicClassId: k.academicClassId,
        AcademicClass: k.academicClass,
        AcademicClassEn: k.academicClassEn,
        CourseLevelSubjectId: k.courseLevelSubjectId,
        Subject: k.subject,
        SubjectEn: k.subjectEn,
        ExamTypeId: exam.id,
        Version: sheet?.version ?? null,
        Visibility: sheet?.visibility ?? SCORE_VISIBILITY_STATUS.DRAFT,
        Entered: entered,
        Students: students,
        State: stateOf(entered, students, Boolean(sheet)),
        Note: sheet?.visibility === SCORE_VISIBILITY_STATUS.DRAFT ? sheet.note : null,
      };
    }),
  };
}

export function entrySchedule(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; examTypeId?: string; courseLevelSubjectId?: string }) {
  return inTenant(deps, auth, (tx) => schedule(tx, auth, q));
}

/** `/api/scoring/home`: the reader's sheets of the year's current exam type. */
export function home(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string }) {
  return inTenant(deps, auth, (tx) => schedule(tx, auth, { academicYearId: q.academicYearId }));
}

type TSheetRef = { academicClassId: string; examTypeId: string; courseLevelSubjectId: string };

export const sheetNotFound = () => notFound('រកមិនឃើញសន្លឹកពិន្ទុនេះទេ', 'The score sheet was not found');

/** The class, exam type and subject of a sheet if the reader reaches them (404 otherwise, as an unknown sheet). */
export async function reachSheet(tx: TQueryable, auth: TAuth, ref: TSheetRef) {
  const office = isOffice(auth);
  const employeeId = employeeOf(auth);
  if (!office && !employeeId) throw sheetNotFound();
  const row = await repo.sheetContextOf(tx, { campusId: auth.campusId, ...ref, employeeId: office ? null : employeeId });
  if (!row || (!office && !row.teaches)) throw sheetNotFound();
  return { cls: row.cls, exam: row.exam, subject: row.subject, maxScore: row.maxScore, passScore: row.passScore };
}

type TReached = Awaited<ReturnType<typeof reachSheet>>;

function buildSheet(
  auth: TAuth,
  r: TReached,
  sheet: { version: number; visibility: number } | undefined,
  students: repo.TClassStudent[],
  scores: TScores,
  titles: Map<string, string>,
): TScoreEntrySheet {
  const visibility = sheet?.visibility ?? SCORE_VISIBILITY_STATUS.DRAFT;
  return {
    AcademicClassId: r.cls.id,
    AcademicClass: r.cls.description,
    AcademicClassEn: r.cls.descriptionEn,
    ExamTypeId: r.exam.id,
    ExamType: r.exam.description,
    ExamTypeEn: r.exam.descriptionEn,
    CourseLevelSubjectId: r.subject.id,
    Subject: r.subject.description,
    SubjectEn: r.subject.descriptionEn,
    MaxScore: r.maxScore,
    PassScore: r.passScore,
    ScoreEntryEndDate: r.exam.scoreEntryEndDate,
    Version: sheet?.version ?? null,
    Visibility: visibility,
    CanEdit: !entryClosed(auth, r.exam) && (isOffice(auth) || visibility === SCORE_VISIBILITY_STATUS.DRAFT),
    Students: students.map((s) => {
      const found = scores.get(s.id);
      return {
        ...classStudentWire(s),
        Score: found?.score ?? null,
        Status: found?.status ?? ACADEMIC_SCORE_STATUS.NORMAL,
        Source: found?.source ? { HomeworkId: found.source, Title: titles.get(found.source) ?? '' } : null,
      };
    }),
  };
}

const scoreMap = (rows: repo.TScoreRow[]): TScores =>
  new Map(rows.map((s) => [s.studentId, { score: s.score == null ? null : Number(s.score), status: s.status, source: s.sourceHomeworkId }]));

/** A reached sheet as the page reads it, its scores and their sources as stored. */
async function sheetWire(tx: TQueryable, auth: TAuth, r: TReached, sheet: repo.TScoreSheetRow | undefined): Promise<TScoreEntrySheet> {
  const campusId = auth.campusId;
  const students = await repo.classStudents(tx, { campusId, academicClassId: r.cls.id });
  const scores = sheet ? scoreMap(await repo.scoresOf(tx, { campusId, scoreSheetId: sheet.id })) : new Map();
  const sources = [...new Set([...scores.values()].map((x) => x.source).filter((x): x is string => !!x))];
  return buildSheet(auth, r, sheet, students, scores, await repo.homeworkTitles(tx, { campusId, ids: sources }));
}

/** A saved sheet as the page reads it, from what the save read and wrote (no second read of the class). */
async function savedSheetWire(tx: TQueryable, auth: TAuth, x: TSaved): Promise<TScoreEntrySheet> {
  const sources = [...new Set([...x.scores.values()].map((s) => s.source).filter((s): s is string => !!s))];
  return buildSheet(auth, x.r, x.sheet, x.students, x.scores, await repo.homeworkTitles(tx, { campusId: auth.campusId, ids: sources }));
}

export function byClassAndExamType(deps: TAppDeps, auth: TAuth, q: TSheetRef): Promise<TScoreEntrySheet> {
  return inTenant(deps, auth, async (tx) => {
    const r = await reachSheet(tx, auth, q);
    return sheetWire(tx, auth, r, await repo.sheetOf(tx, { campusId: auth.campusId, ...q }));
  });
}

/** A cell of a save; `Source` names the homework a mark comes from (absent: typed on the sheet). */
type TItem = { StudentId: string; Score: number | null; Status: number; Source?: string };
type TScores = Map<string, { score: number | null; status: number; source?: string | null }>;

/** The bad cells of a save (every one named by `field(i, 'Score' | 'StudentId')`), before the database is read. */
function itemErrors(items: TItem[], maxScore: number | null, field: TFieldOf): TFieldMessage[] {
  const errors: TFieldMessage[] = [];
  const add = (name: string, km: string, en: string) => errors.push({ Field: name, Message: km, MessageEn: en });
  items.forEach((item, i) => {
    const cell = field(i, 'Score');
    if (item.Score == null) return;
    if (item.Status !== ACADEMIC_SCORE_STATUS.NORMAL) add(cell, 'សិស្សអវត្តមាន ឬលើកលែង មិនមានពិន្ទុទេ', 'An absent or exempt student has no score');
    else if (item.Score < 0) add(cell, 'ពិន្ទុមិនអាចតិចជាងសូន្យបានទេ', 'A score cannot be below zero');
    else if (maxScore != null && item.Score > maxScore)
      add(cell, `ពិន្ទុមិនអាចលើសពិន្ទុអតិបរមា ${maxScore} បានទេ`, `A score cannot be above the maximum of ${maxScore}`);
    else if (Math.abs(item.Score * 100 - Math.round(item.Score * 100)) > 1e-6) add(cell, 'ពិន្ទុមានខ្ទង់ទសភាគយ៉ាងច្រើនពីរខ្ទង់', 'A score has at most two decimals');
  });
  return errors;
}

type TChangedCell = { StudentId: string; CourseLevelSubjectId: string; FullName: string; FullNameEn: string; Score: number | null; Status: number };

/** 409: a sheet moved on since it was read; Data names the cells whose stored score differs from this save. */
function staleSheet(changed: TChangedCell[]): AppError {
  const names = [...new Set(changed.map((c) => c.FullName))].join('、 ');
  const namesEn = [...new Set(changed.map((c) => c.FullNameEn))].join(', ');
  return new AppError('STALE', {
    km: `ពិន្ទុនៃសន្លឹកនេះត្រូវបានរក្សាទុកដោយអ្នកផ្សេងរួចហើយ${names ? ` (${names})` : ''}។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមពិនិត្យពិន្ទុដែលបានផ្ទុកឡើងវិញ ហើយរក្សាទុកម្តងទៀត`,
    en: `Someone else saved this sheet meanwhile${namesEn ? ` (${namesEn})` : ''}. Nothing was saved. Check the reloaded scores and save again`,
    data: changed,
  });
}

const closedError = (exam: { description: string; descriptionEn: string; scoreEntryEndDate: string | null }) =>
  new AppError('FORBIDDEN', {
    km: `ការបញ្ចូលពិន្ទុនៃ${exam.description}បានបិទនៅថ្ងៃ ${exam.scoreEntryEndDate} ហើយ។ សូមទាក់ទងការិយាល័យដើម្បីកែពិន្ទុ`,
    en: `Score entry for ${exam.descriptionEn} closed on ${exam.scoreEntryEndDate}. Ask the office to change a score`,
  });

/** How a save names a cell in its 400 (`Items.3.Score` for a sheet; the individual form's own items). */
type TFieldOf = (itemIndex: number, name: 'Score' | 'StudentId') => string;

/** One sheet's part of a save: its scores at the version read. */
export type TSheetSave = { ref: TSheetRef; version: number | null; items: TItem[]; reason?: string; field: TFieldOf };
type TSaved = { r: TReached; sheet: repo.TScoreSheetRow; students: repo.TClassStudent[]; scores: TScores };

/**
 * Saves sheets in the caller's transaction, all or nothing (v1, v2, the individual form and the Excel upload
 * share it): every sheet is reached first (404, or 403 when entry closed), then every bad cell of every sheet is
 * named (400), then each sheet is locked and its version checked (409 naming every changed cell of every sheet),
 * then all are written and the class's results recomputed once per exam.
 */
export async function saveSheets(tx: TQueryable, auth: TAuth, saves: TSheetSave[]): Promise<TSaved[]> {
  const campusId = auth.campusId;
  const errors: TFieldMessage[] = [];
  const reached: Array<{ save: TSheetSave; r: TReached; students: repo.TClassStudent[] }> = [];
  const studentsOf = new Map<string, repo.TClassStudent[]>();
  for (const save of saves) {
    const r = await reachSheet(tx, auth, save.ref);
    if (entryClosed(auth, r.exam)) throw closedError(r.exam);
    let students = studentsOf.get(r.cls.id);
    if (!students) {
      students = await repo.classStudents(tx, { campusId, academicClassId: r.cls.id });
      studentsOf.set(r.cls.id, students);
    }
    const inClass = new Set(students.map((x) => x.id));
    const seen = new Set<string>();
    errors.push(...itemErrors(save.items, r.maxScore, save.field));
    save.items.forEach((item, i) => {
      const field = save.field(i, 'StudentId');
      if (seen.has(item.StudentId)) errors.push({ Field: field, Message: 'សិស្សម្នាក់មានពិន្ទុតែមួយក្នុងមួយសន្លឹក', MessageEn: 'A student has one score per sheet' });
      seen.add(item.StudentId);
      if (!inClass.has(item.StudentId)) errors.push({ Field: field, Message: 'សិស្សនេះមិនស្ថិតក្នុងថ្នាក់នេះទេ', MessageEn: 'The student is not in this class' });
    });
    reached.push({ save, r, students });
  }
  if (errors.length > 0)
    throw badRequest(
      'ពិន្ទុខ្លះមិនត្រឹមត្រូវ។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ',
      'Some scores are not valid. Nothing was saved',
      errors.filter((e, i) => errors.findIndex((f) => f.Field === e.Field && f.MessageEn === e.MessageEn) === i),
    );

  const locked: Array<(typeof reached)[number] & { sheet: repo.TScoreSheetRow | undefined; stored: TScores }> = [];
  const changed: TChangedCell[] = [];
  let stale = false;
  for (const x of reached) {
    const sheet = await repo.lockSheet(tx, { campusId, ...x.save.ref });
    const stored: TScores = sheet ? scoreMap(await repo.scoresOf(tx, { campusId, scoreSheetId: sheet.id })) : new Map();
    if (sheet && sheet.visibility !== SCORE_VISIBILITY_STATUS.DRAFT && !isOffice(auth))
      throw new AppError('FORBIDDEN', {
        km: 'សន្លឹកពិន្ទុនេះត្រូវបានដាក់ស្នើរួចហើយ មានតែការិយាល័យទេដែលអាចកែបាន',
        en: 'This score sheet was submitted: only the office can change it',
      });
    if (sheet ? sheet.version !== x.save.version : x.save.version !== null) {
      const byId = new Map(x.students.map((st) => [st.id, st]));
      for (const i of x.save.items) {
        const was = stored.get(i.StudentId);
        const st = byId.get(i.StudentId)!;
        if (was && (was.score !== i.Score || was.status !== i.Status))
          changed.push({
            StudentId: st.id,
            CourseLevelSubjectId: x.r.subject.id,
            FullName: personFullName(st),
            FullNameEn: personFullNameEn(st),
            Score: was.score,
            Status: was.status,
          });
      }
      stale = true;
      locked.push({ ...x, sheet, stored });
      continue;
    }
    if (sheet?.visibility === SCORE_VISIBILITY_STATUS.LIVE && !x.save.reason)
      throw badRequest('សូមសរសេរហេតុផលនៃការកែពិន្ទុដែលបានចេញផ្សាយ', 'Give a reason to change released scores', [
        { Field: 'Reason', Message: 'ត្រូវការហេតុផល', MessageEn: 'A reason is required' },
      ]);
    locked.push({ ...x, sheet, stored });
  }
  // A sheet whose version moved on refuses the whole save, even when none of its cells differ from this one.
  if (stale) throw staleSheet(changed);

  const saved: TSaved[] = [];
  for (const x of locked) {
    const ref = x.save.ref;
    const written = x.sheet
      ? await repo.bumpSheet(tx, { campusId, id: x.sheet.id, version: x.sheet.version, userId: auth.userId })
      : await repo.insertSheet(tx, { campusId, ...ref, userId: auth.userId });
    if (!written) throw staleSheet([]);
    // Once a sheet was submitted, every change of a score is kept (docs/ARCHITECTURE.md 'Scores: review, confirmation and release').
    if (x.sheet?.submittedOnce)
      await insertHistory(tx, {
        campusId,
        scoreSheetId: x.sheet.id,
        userId: auth.userId,
        visibility: x.sheet.visibility,
        reason: x.save.reason || null,
        rows: x.save.items.flatMap((i) => {
          const was = x.stored.get(i.StudentId);
          if (was ? was.score === i.Score && was.status === i.Status : i.Score == null && i.Status === ACADEMIC_SCORE_STATUS.NORMAL) return [];
          return [{ studentId: i.StudentId, oldScore: was?.score ?? null, oldStatus: was?.status ?? null, newScore: i.Score, newStatus: i.Status }];
        }),
      });
    await repo.upsertScores(tx, {
      campusId,
      scoreSheetId: written.id,
      userId: auth.userId,
      items: x.save.items.map((i) => ({ studentId: i.StudentId, score: i.Score, status: i.Status, source: i.Source ?? null })),
    });
    // The cells as upsertScores leaves them: a changed cell takes the item's source, an unchanged one keeps its own
    // unless the item names one.
    const scores = new Map(x.stored);
    for (const i of x.save.items) {
      const was = x.stored.get(i.StudentId);
      const same = was !== undefined && was.score === i.Score && was.status === i.Status;
      scores.set(i.StudentId, { score: i.Score, status: i.Status, source: i.Source ?? (same ? (was.source ?? null) : null) });
    }
    saved.push({ r: x.r, sheet: written, students: x.students, scores });
  }
  // The class's stored results of the exams saved follow the save (issue 13 'Results'), once per class; its
  // semesters and year are marked for the next read that needs them (score-result.service `recomputeAfterSave`).
  const byClass = new Map<string, { x: TSaved; examTypeIds: Set<string>; created: boolean }>();
  for (const [i, x] of saved.entries()) {
    const entry = byClass.get(x.r.cls.id) ?? { x, examTypeIds: new Set<string>(), created: false };
    entry.examTypeIds.add(x.r.exam.id);
    entry.created ||= !locked[i]!.sheet;
    byClass.set(x.r.cls.id, entry);
  }
  for (const { x, examTypeIds, created } of byClass.values())
    await recomputeAfterSave(tx, { campusId, cls: x.r.cls, studentIds: x.students.map((st) => st.id), examTypeIds: [...examTypeIds], created });
  return saved;
}

/** `POST v2/batch-save`, and v1's `PUT` (JSON) and `POST` (form) `batch-save`: one sheet. */
export async function batchSave(deps: TAppDeps, auth: TAuth, body: TScoreBatchSave): Promise<TScoreEntrySheet> {
  return inTenant(deps, auth, async (tx) => {
    const ref = { academicClassId: body.AcademicClassId, examTypeId: body.ExamTypeId, courseLevelSubjectId: body.CourseLevelSubjectId };
    const [x] = await saveSheets(tx, auth, [{ ref, version: body.Version, items: body.Items, reason: body.Reason, field: (i, name) => `Items.${i}.${name}` }]);
    return savedSheetWire(tx, auth, x!);
  });
}

// ---------------------------------------------------------------------------------------------------
// A class across subjects (`by-class`) and one student across subjects (`individual`)

/**
 * A class and exam type with its scoring subjects as columns: the office every one, a teacher hers (`onlyMine`)
 * or every one with hers editable (the individual form). 404 when the class, the exam type of its year, or (a
 * teacher) any subject of hers in the class is missing.
 */
async function classColumns(tx: TQueryable, auth: TAuth, q: { academicClassId: string; examTypeId: string }, onlyMine: boolean, allowNone = false) {
  const campusId = auth.campusId;
  const cls = await repo.classOf(tx, { campusId, academicClassId: q.academicClassId });
  if (!cls) throw sheetNotFound();
  const exam = await repo.examTypeOf(tx, { campusId, id: q.examTypeId });
  if (!exam || exam.academicYearId !== cls.academicYearId) throw sheetNotFound();
  const all = await repo.sheetKeysOfYear(tx, { campusId, academicYearId: cls.academicYearId, academicClassId: cls.id });
  const office = isOffice(auth);
  const employeeId = employeeOf(auth);
  const mine = office
    ? new Set(all.map((k) => k.courseLevelSubjectId))
    : new Set(
        employeeId
          ? (await repo.sheetKeysOfYear(tx, { campusId, academicYearId: cls.academicYearId, academicClassId: cls.id, employeeId })).map(
              (k) => k.courseLevelSubjectId,
            )
          : [],
      );
  if (mine.size === 0 && !allowNone) throw sheetNotFound();
  const keys = onlyMine ? all.filter((k) => mine.has(k.courseLevelSubjectId)) : all;
  const sheets = new Map((await repo.sheetsOfExam(tx, { campusId, examTypeId: exam.id, classIds: [cls.id] })).map((x) => [x.courseLevelSubjectId, x]));
  const closed = entryClosed(auth, exam);
  const columns: TScoreSubjectColumn[] = [];
  for (const k of keys) {
    const standard = await repo.standardScoreOf(tx, {
      campusId,
      academicYearId: cls.academicYearId,
      courseLevelId: cls.courseLevelId,
      programType: cls.programType,
      subjectId: k.subjectId,
    });
    const sheet = sheets.get(k.courseLevelSubjectId);
    const visibility = sheet?.visibility ?? SCORE_VISIBILITY_STATUS.DRAFT;
    columns.push({
      CourseLevelSubjectId: k.courseLevelSubjectId,
      Subject: k.subject,
      SubjectEn: k.subjectEn,
      MaxScore: standard?.maxScore ?? null,
      PassScore: standard?.passScore ?? null,
      Version: sheet?.version ?? null,
      Visibility: visibility,
      CanEdit: mine.has(k.courseLevelSubjectId) && !closed && (office || visibility === SCORE_VISIBILITY_STATUS.DRAFT),
    });
  }
  const scores = await repo.scoresOfClassExam(tx, { campusId, academicClassId: cls.id, examTypeId: exam.id });
  const cell = new Map(scores.map((x) => [`${x.studentId}:${x.courseLevelSubjectId}`, { score: x.score == null ? null : Number(x.score), status: x.status }]));
  const head = {
    AcademicClassId: cls.id,
    AcademicClass: cls.description,
    AcademicClassEn: cls.descriptionEn,
    ExamTypeId: exam.id,
    ExamType: exam.description,
    ExamTypeEn: exam.descriptionEn,
    ScoreEntryEndDate: exam.scoreEntryEndDate,
  };
  const cellOf = (studentId: string, courseLevelSubjectId: string) => {
    const c = cell.get(`${studentId}:${courseLevelSubjectId}`);
    return { CourseLevelSubjectId: courseLevelSubjectId, Score: c?.score ?? null, Status: c?.status ?? ACADEMIC_SCORE_STATUS.NORMAL };
  };
  return { cls, head, columns, cellOf };
}

const studentWire = (s: repo.TClassStudent) => ({
  ...classStudentWire(s),
});

/** The class's students × subjects of an exam type in one transaction (the Excel download reads it too). */
export async function classSheetIn(
  tx: TQueryable,
  auth: TAuth,
  q: { academicClassId: string; examTypeId: string; courseLevelSubjectId?: string },
): Promise<TScoreClassSheet> {
  const m = await classColumns(tx, auth, q, true);
  const columns = q.courseLevelSubjectId ? m.columns.filter((c) => c.CourseLevelSubjectId === q.courseLevelSubjectId) : m.columns;
  if (q.courseLevelSubjectId && columns.length === 0) throw sheetNotFound();
  const students = await repo.classStudents(tx, { campusId: auth.campusId, academicClassId: m.cls.id });
  return {
    ...m.head,
    Subjects: columns,
    Students: students.map((s) => ({ ...studentWire(s), Scores: columns.map((c) => m.cellOf(s.id, c.CourseLevelSubjectId)) })),
  };
}

export function byClass(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; examTypeId: string; courseLevelSubjectId?: string }) {
  return inTenant(deps, auth, (tx) => classSheetIn(tx, auth, q));
}

const studentNotInClass = () => notFound('រកមិនឃើញសិស្សនេះក្នុងថ្នាក់នេះទេ', 'The student was not found in this class');

async function individualIn(
  tx: TQueryable,
  auth: TAuth,
  q: { studentId: string; academicClassId: string; examTypeId: string },
): Promise<TScoreIndividualSheet> {
  const m = await classColumns(tx, auth, q, false);
  const students = await repo.classStudents(tx, { campusId: auth.campusId, academicClassId: m.cls.id });
  const s = students.find((x) => x.id === q.studentId);
  if (!s) throw studentNotInClass();
  return {
    ...m.head,
    Student: studentWire(s),
    Subjects: m.columns.map((c) => {
      const v = m.cellOf(s.id, c.CourseLevelSubjectId);
      return { ...c, Score: v.Score, Status: v.Status };
    }),
  };
}

/** `GET individual`: one active student of a class across every scoring subject of an exam type. */
export function individual(deps: TAppDeps, auth: TAuth, q: { studentId: string; academicClassId: string; examTypeId: string }) {
  return inTenant(deps, auth, (tx) => individualIn(tx, auth, q));
}

/** `POST individual/batch-save`: one student's subjects, each a sheet at its version, in one transaction. */
export function individualSave(deps: TAppDeps, auth: TAuth, body: TScoreIndividualSave): Promise<TScoreIndividualSheet> {
  return inTenant(deps, auth, async (tx) => {
    const saves: TSheetSave[] = [];
    const seen = new Set<string>();
    const errors: TFieldMessage[] = [];
    body.Items.forEach((item, i) => {
      if (seen.has(item.CourseLevelSubjectId))
        errors.push({ Field: `Items.${i}.CourseLevelSubjectId`, Message: 'មុខវិជ្ជាមួយមានពិន្ទុតែមួយ', MessageEn: 'A subject has one score' });
      seen.add(item.CourseLevelSubjectId);
      saves.push({
        ref: { academicClassId: body.AcademicClassId, examTypeId: body.ExamTypeId, courseLevelSubjectId: item.CourseLevelSubjectId },
        version: item.Version,
        items: [{ StudentId: body.StudentId, Score: item.Score, Status: item.Status }],
        reason: body.Reason,
        field: (_, name) => (name === 'Score' ? `Items.${i}.Score` : 'StudentId'),
      });
    });
    if (errors.length > 0) throw badRequest('ពិន្ទុខ្លះមិនត្រឹមត្រូវ។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ', 'Some scores are not valid. Nothing was saved', errors);
    await saveSheets(tx, auth, saves);
    return individualIn(tx, auth, { studentId: body.StudentId, academicClassId: body.AcademicClassId, examTypeId: body.ExamTypeId });
  });
}

// ---------------------------------------------------------------------------------------------------
// A scored homework's marks into a sheet (issue 15: 'a scored homework can feed the score sheet of a chosen exam
// as one mark'). The homework module calls these inside its own transaction.

/**
 * What a homework's marks can go into in a class: the exam types of the class's year, the one shown (`examTypeId`,
 * else the current one) and the caller's scoring subjects of the class for it, each with its maximum, version and
 * state. 404 for a class out of the campus or an exam type of another year.
 */
export async function markTargetsIn(tx: TQueryable, auth: TAuth, q: { academicClassId: string; examTypeId?: string }) {
  const campusId = auth.campusId;
  const cls = await repo.classOf(tx, { campusId, academicClassId: q.academicClassId });
  if (!cls) throw sheetNotFound();
  const exams = await repo.examTypesOfYear(tx, { campusId, academicYearId: cls.academicYearId });
  const examTypes: TScoreExamType[] = exams.map((e) => ({
    Id: e.id,
    Description: e.description,
    DescriptionEn: e.descriptionEn,
    IsCurrent: e.isCurrent,
    ScoreEntryEndDate: e.scoreEntryEndDate,
    Closed: entryClosed(auth, e),
  }));
  const exam = q.examTypeId ? exams.find((e) => e.id === q.examTypeId) : currentExam(exams);
  if (q.examTypeId && !exam) throw notFound('រកមិនឃើញប្រភេទប្រឡងនេះក្នុងឆ្នាំសិក្សានេះទេ', 'The exam type was not found in this academic year');
  if (!exam) return { examTypes, examTypeId: null, subjects: [] as TScoreSubjectColumn[] };
  const { columns } = await classColumns(tx, auth, { academicClassId: cls.id, examTypeId: exam.id }, true, true);
  return { examTypes, examTypeId: exam.id, subjects: columns };
}

/**
 * Writes a homework's returned scores into one sheet through `saveSheets` (one transaction with the caller's, the
 * sheet version checked, the history kept, the results recomputed): each score scaled to the subject's maximum
 * (score × maximum ÷ `outOf`, two decimals), its cell marked with the homework. Only a draft sheet takes them (409
 * once submitted or released, the office too: a released mark is corrected on the sheet with a reason); 400 when the
 * subject has no maximum for the grade or there is nothing to write.
 */
export async function saveHomeworkMarksIn(
  tx: TQueryable,
  auth: TAuth,
  p: { ref: TSheetRef; version: number | null; homeworkId: string; title: string; outOf: number; marks: Array<{ studentId: string; score: number }> },
): Promise<{ written: number; version: number }> {
  const r = await reachSheet(tx, auth, p.ref);
  const max = r.maxScore;
  if (max === null || max <= 0)
    throw badRequest(
      `មុខវិជ្ជា${r.subject.description}មិនទាន់មានពិន្ទុអតិបរមាសម្រាប់កម្រិតថ្នាក់នេះទេ។ សូមឱ្យការិយាល័យកំណត់ពិន្ទុស្តង់ដារជាមុនសិន`,
      `${r.subject.descriptionEn} has no maximum score for this grade yet. Ask the office to set its standard score first`,
    );
  if (p.marks.length === 0) throw badRequest('មិនទាន់មានពិន្ទុកិច្ចការដែលបានប្រគល់ជូនសិស្សក្នុងថ្នាក់នេះទេ', 'No returned homework score of this class to put in yet');
  const sheet = await repo.lockSheet(tx, { campusId: auth.campusId, ...p.ref });
  if (sheet && sheet.visibility !== SCORE_VISIBILITY_STATUS.DRAFT)
    throw conflict(
      'សន្លឹកពិន្ទុនេះត្រូវបានដាក់ស្នើ ឬចេញផ្សាយរួចហើយ។ ពិន្ទុកិច្ចការផ្ទះអាចដាក់បានតែក្នុងសន្លឹកព្រាងប៉ុណ្ណោះ',
      'This score sheet was submitted or released. Homework scores go only into a draft sheet',
    );
  const items: TItem[] = p.marks.map((m) => ({
    StudentId: m.studentId,
    Score: Math.round(((m.score * max) / p.outOf) * 100) / 100,
    Status: ACADEMIC_SCORE_STATUS.NORMAL,
    Source: p.homeworkId,
  }));
  const [saved] = await saveSheets(tx, auth, [
    {
      ref: p.ref,
      version: p.version,
      items,
      reason: `កិច្ចការផ្ទះ «${p.title}» / Homework "${p.title}"`.slice(0, 500),
      field: (i, name) => `Marks.${i}.${name}`,
    },
  ]);
  return { written: items.length, version: saved!.sheet.version };
}

/** The sheets that hold marks of a homework (every class, exam and subject), for the homework's page. */
export async function homeworkMarkSheetsIn(tx: TQueryable, auth: TAuth, homeworkId: string) {
  const rows = await repo.sheetsOfSource(tx, { campusId: auth.campusId, homeworkId });
  return rows.map((x) => ({
    AcademicClassId: x.academicClassId,
    AcademicClass: x.academicClass,
    AcademicClassEn: x.academicClassEn,
    ExamTypeId: x.examTypeId,
    ExamType: x.examType,
    ExamTypeEn: x.examTypeEn,
    CourseLevelSubjectId: x.courseLevelSubjectId,
    Subject: x.subject,
    SubjectEn: x.subjectEn,
    Marks: Number(x.marks),
  }));
}
