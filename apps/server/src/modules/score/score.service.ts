import {
  ACADEMIC_SCORE_STATUS,
  ACTOR_TYPE,
  SCORE_VISIBILITY_STATUS,
  type TScoreBatchSave,
  type TScoreEntrySheet,
  type TScoreExamType,
  type TScoreSchedule,
  type TScoreSheetSummary,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, notFound, type TFieldMessage } from '../../lib/app-error';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { schoolToday } from '../../lib/school-date';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import * as repo from './score.repository';
import { recomputeClassResults } from './score-result.service';
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
  const campusId = auth.campusId;
  const cls = await repo.classOf(tx, { campusId, academicClassId: ref.academicClassId });
  if (!cls) throw sheetNotFound();
  const exam = await repo.examTypeOf(tx, { campusId, id: ref.examTypeId });
  if (!exam || exam.academicYearId !== cls.academicYearId) throw sheetNotFound();
  const subject = await repo.subjectOfClass(tx, { campusId, academicClassId: cls.id, courseLevelSubjectId: ref.courseLevelSubjectId });
  if (!subject) throw sheetNotFound();
  if (!isOffice(auth)) {
    const employeeId = employeeOf(auth);
    if (!employeeId) throw sheetNotFound();
    if (!(await repo.teachesSubject(tx, { campusId, employeeId, academicClassId: cls.id, courseLevelSubjectId: subject.id }))) throw sheetNotFound();
  }
  const standard = await repo.standardScoreOf(tx, {
    campusId,
    academicYearId: cls.academicYearId,
    courseLevelId: cls.courseLevelId,
    programType: cls.programType,
    subjectId: subject.subjectId,
  });
  return { cls, exam, subject, maxScore: standard?.maxScore ?? null, passScore: standard?.passScore ?? null };
}

type TReached = Awaited<ReturnType<typeof reachSheet>>;

function buildSheet(
  auth: TAuth,
  r: TReached,
  sheet: { version: number; visibility: number } | undefined,
  students: repo.TClassStudent[],
  scores: Map<string, { score: number | null; status: number }>,
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
        StudentId: s.id,
        Code: s.code,
        FirstName: s.firstName,
        LastName: s.lastName,
        FirstNameEn: s.firstNameEn,
        LastNameEn: s.lastNameEn,
        FullName: personFullName(s),
        FullNameEn: personFullNameEn(s),
        Gender: s.gender,
        Score: found?.score ?? null,
        Status: found?.status ?? ACADEMIC_SCORE_STATUS.NORMAL,
      };
    }),
  };
}

const scoreMap = (rows: repo.TScoreRow[]) => new Map(rows.map((s) => [s.studentId, { score: s.score == null ? null : Number(s.score), status: s.status }]));

export function byClassAndExamType(deps: TAppDeps, auth: TAuth, q: TSheetRef): Promise<TScoreEntrySheet> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const r = await reachSheet(tx, auth, q);
    const sheet = await repo.sheetOf(tx, { campusId, ...q });
    const students = await repo.classStudents(tx, { campusId, academicClassId: r.cls.id });
    const scores = sheet ? scoreMap(await repo.scoresOf(tx, { campusId, scoreSheetId: sheet.id })) : new Map();
    return buildSheet(auth, r, sheet, students, scores);
  });
}

/** The bad cells of a save (every one named, `Items.N.Score` or `Items.N.StudentId`), before the database is read. */
function itemErrors(items: TScoreBatchSave['Items'], maxScore: number | null): TFieldMessage[] {
  const errors: TFieldMessage[] = [];
  const add = (field: string, km: string, en: string) => errors.push({ Field: field, Message: km, MessageEn: en });
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.StudentId)) add(`Items.${i}.StudentId`, 'សិស្សម្នាក់មានពិន្ទុតែមួយក្នុងមួយសន្លឹក', 'A student has one score per sheet');
    seen.add(item.StudentId);
    const field = `Items.${i}.Score`;
    if (item.Score == null) return;
    if (item.Status !== ACADEMIC_SCORE_STATUS.NORMAL) add(field, 'សិស្សអវត្តមាន ឬលើកលែង មិនមានពិន្ទុទេ', 'An absent or exempt student has no score');
    else if (item.Score < 0) add(field, 'ពិន្ទុមិនអាចតិចជាងសូន្យបានទេ', 'A score cannot be below zero');
    else if (maxScore != null && item.Score > maxScore)
      add(field, `ពិន្ទុមិនអាចលើសពិន្ទុអតិបរមា ${maxScore} បានទេ`, `A score cannot be above the maximum of ${maxScore}`);
    else if (Math.abs(item.Score * 100 - Math.round(item.Score * 100)) > 1e-6) add(field, 'ពិន្ទុមានខ្ទង់ទសភាគយ៉ាងច្រើនពីរខ្ទង់', 'A score has at most two decimals');
  });
  return errors;
}

/** 409: the sheet moved on since it was read; Data names the students whose stored score differs from this save. */
function staleSheet(changed: Array<{ StudentId: string; FullName: string; FullNameEn: string; Score: number | null; Status: number }>): AppError {
  const names = changed.map((c) => c.FullName).join('、 ');
  const namesEn = changed.map((c) => c.FullNameEn).join(', ');
  return new AppError('STALE', {
    km: `ពិន្ទុនៃសន្លឹកនេះត្រូវបានរក្សាទុកដោយអ្នកផ្សេងរួចហើយ${names ? ` (${names})` : ''}។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមពិនិត្យពិន្ទុដែលបានផ្ទុកឡើងវិញ ហើយរក្សាទុកម្តងទៀត`,
    en: `Someone else saved this sheet meanwhile${namesEn ? ` (${namesEn})` : ''}. Nothing was saved. Check the reloaded scores and save again`,
    data: changed,
  });
}

export async function batchSave(deps: TAppDeps, auth: TAuth, body: TScoreBatchSave): Promise<TScoreEntrySheet> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const ref = { academicClassId: body.AcademicClassId, examTypeId: body.ExamTypeId, courseLevelSubjectId: body.CourseLevelSubjectId };
    const r = await reachSheet(tx, auth, ref);
    if (entryClosed(auth, r.exam))
      throw new AppError('FORBIDDEN', {
        km: `ការបញ្ចូលពិន្ទុនៃ${r.exam.description}បានបិទនៅថ្ងៃ ${r.exam.scoreEntryEndDate} ហើយ។ សូមទាក់ទងការិយាល័យដើម្បីកែពិន្ទុ`,
        en: `Score entry for ${r.exam.descriptionEn} closed on ${r.exam.scoreEntryEndDate}. Ask the office to change a score`,
      });
    const errors = itemErrors(body.Items, r.maxScore);
    const students = await repo.classStudents(tx, { campusId, academicClassId: r.cls.id });
    const byId = new Map(students.map((s) => [s.id, s]));
    body.Items.forEach((item, i) => {
      if (!byId.has(item.StudentId))
        errors.push({ Field: `Items.${i}.StudentId`, Message: 'សិស្សនេះមិនស្ថិតក្នុងថ្នាក់នេះទេ', MessageEn: 'The student is not in this class' });
    });
    if (errors.length > 0) throw badRequest('ពិន្ទុខ្លះមិនត្រឹមត្រូវ។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ', 'Some scores are not valid. Nothing was saved', errors);
    const sheet = await repo.lockSheet(tx, { campusId, ...ref });
    const stored = sheet
      ? scoreMap(await repo.scoresOf(tx, { campusId, scoreSheetId: sheet.id }))
      : new Map<string, { score: number | null; status: number }>();
    if (sheet && sheet.visibility !== SCORE_VISIBILITY_STATUS.DRAFT && !isOffice(auth))
      throw new AppError('FORBIDDEN', {
        km: 'សន្លឹកពិន្ទុនេះត្រូវបានដាក់ស្នើរួចហើយ មានតែការិយាល័យទេដែលអាចកែបាន',
        en: 'This score sheet was submitted: only the office can change it',
      });
    if (sheet ? sheet.version !== body.Version : body.Version !== null) {
      const differing = body.Items.filter((i) => {
        const s = stored.get(i.StudentId);
        return s && (s.score !== i.Score || s.status !== i.Status);
      }).map((i) => {
        const s = byId.get(i.StudentId)!;
        const was = stored.get(i.StudentId)!;
        return { StudentId: s.id, FullName: personFullName(s), FullNameEn: personFullNameEn(s), Score: was.score, Status: was.status };
      });
      throw staleSheet(differing);
    }
    if (sheet?.visibility === SCORE_VISIBILITY_STATUS.LIVE && !body.Reason)
      throw badRequest('សូមសរសេរហេតុផលនៃការកែពិន្ទុដែលបានចេញផ្សាយ', 'Give a reason to change released scores', [
        { Field: 'Reason', Message: 'ត្រូវការហេតុផល', MessageEn: 'A reason is required' },
      ]);
    const written = sheet
      ? await repo.bumpSheet(tx, { campusId, id: sheet.id, version: sheet.version, userId: auth.userId })
      : await repo.insertSheet(tx, { campusId, ...ref, userId: auth.userId });
    if (!written) throw staleSheet([]);
    // Once a sheet was submitted, every change of a score is kept (docs/ARCHITECTURE.md 'Scores: review, confirmation and release').
    if (sheet?.submittedOnce)
      await insertHistory(tx, {
        campusId,
        scoreSheetId: sheet.id,
        userId: auth.userId,
        visibility: sheet.visibility,
        reason: body.Reason || null,
        rows: body.Items.flatMap((i) => {
          const was = stored.get(i.StudentId);
          if (was ? was.score === i.Score && was.status === i.Status : i.Score == null && i.Status === ACADEMIC_SCORE_STATUS.NORMAL) return [];
          return [{ studentId: i.StudentId, oldScore: was?.score ?? null, oldStatus: was?.status ?? null, newScore: i.Score, newStatus: i.Status }];
        }),
      });
    await repo.upsertScores(tx, {
      campusId,
      scoreSheetId: written.id,
      userId: auth.userId,
      items: body.Items.map((i) => ({ studentId: i.StudentId, score: i.Score, status: i.Status })),
    });
    // The class's stored results of this exam, its semesters and year follow the save (issue 13 'Results').
    await recomputeClassResults(tx, { campusId, academicClassId: r.cls.id, examTypeId: r.exam.id });
    const scores = new Map(stored);
    for (const i of body.Items) scores.set(i.StudentId, { score: i.Score, status: i.Status });
    return buildSheet(auth, r, written, students, scores);
  });
}
