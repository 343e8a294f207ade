import { ACTOR_TYPE } from '@school/contract';
import { NO_ID } from '../../lib/ids';
import {
  HOMEWORK_EVENT,
  HOMEWORK_MAX_FILES,
  HOMEWORK_STATUS,
  isLateSubmission,
  type THomework,
  type THomeworkArchive,
  type THomeworkAssign,
  type THomeworkComment,
  type THomeworkCommentCreate,
  type THomeworkDetail,
  type THomeworkFile,
  type THomeworkHistoryEntry,
  type THomeworkListQuery,
  type THomeworkResult,
  type THomeworkScoreOption,
  type THomeworkScoreTransfer,
  type THomeworkScoreTransferResult,
  type THomeworkSubmission,
  type THomeworkSubmit,
  type THomeworkTarget,
  type THomeworkUpdate,
} from '@school/contract/homework/homework.schemas';
import type { TUploadFile } from '@school/contract/common/form.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, conflict, forbidden, notFound, stale } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { fullName } from '../../lib/person-name';
import * as access from '../access/access.service';
import * as files from '../file/file.service';
import { notify } from '../notification/notification.service';
import * as scores from '../score/score.service';
import * as repo from './homework.repository';

/**
 * Homework (issue 15). Who reaches what (decisions where the issue is silent are in ARCHITECTURE
 * 'Homework (issue 15)'):
 * - the office (MANAGE_HOMEWORK): every homework of the campus; assigns to any class and subject, edits,
 *   archives, deletes and returns any;
 * - a teacher (an employee account): the homework of the class × subject pairs of her teaching assignments
 *   (`employee_academic_class_subject`) and her own; assigns to those pairs only; edits, archives and deletes
 *   her own; returns the work of the students of the homework she reaches;
 * - a student: the homework of the classes she is placed in, and only her own submission, which she sends;
 * - a guardian: his children's homework and their submissions, read-only (`actorId` names the child).
 * Out of reach answers 404 like an unknown homework.
 */
const OFFICE_KEY = 'MANAGE_HOMEWORK';
const homeworkNotFound = () => notFound('រកមិនឃើញកិច្ចការផ្ទះនេះទេ', 'The homework was not found');
const fieldError = (field: string, km: string, en: string) => badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);
const FILE_PURPOSE = 'homework';
/** The screen a homework notice opens (notify() adds the reader's language). */
const homeworkLink = (id: string) => `/homeworks/detail?id=${id}`;

type TCaller = {
  auth: TAuth;
  office: boolean;
  employeeId: string | null;
  /** The student read: the student herself, or a guardian's chosen child. */
  studentId: string | null;
  scope: repo.THomeworkScope;
};

/** Who the caller is and which homework she reaches; `actorId` picks a guardian's child (404 for any other). */
async function callerOf(tx: TTx, auth: TAuth, actorId?: string): Promise<TCaller> {
  const base = { auth, office: auth.permissions.has(OFFICE_KEY), employeeId: null, studentId: null };
  if (base.office) return { ...base, scope: { kind: 'campus' } };
  if (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId) {
    const pairs = await repo.pairsOfEmployee(tx, { campusId: auth.campusId, employeeId: auth.actorId });
    return { ...base, employeeId: auth.actorId, scope: { kind: 'teacher', userId: auth.userId, pairs } };
  }
  let studentId: string | null = null;
  if (auth.actorType === ACTOR_TYPE.STUDENT && auth.actorId) {
    if (actorId && actorId !== auth.actorId) throw homeworkNotFound();
    studentId = auth.actorId;
  } else if (auth.actorType === ACTOR_TYPE.GUARDIAN && auth.actorId) {
    const children = await access.studentsOfGuardian(tx, { campusId: auth.campusId, guardianId: auth.actorId });
    if (actorId && !children.includes(actorId)) throw homeworkNotFound();
    studentId = actorId ?? children[0] ?? null;
  }
  const classIds = studentId ? await repo.classesOfStudent(tx, { campusId: auth.campusId, studentId }) : [];
  return { ...base, studentId, scope: { kind: 'classes', classIds } };
}

const isStudentCaller = (c: TCaller) => c.auth.actorType === ACTOR_TYPE.STUDENT && !!c.studentId;
const canEdit = (c: TCaller, h: repo.THomeworkRow) => c.office || h.createdByUserId === c.auth.userId;

/** Phnom Penh (UTC+7, no daylight saving) local date and time ↔ the instant stored. */
export const dueInstant = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
const localParts = (at: Date) => {
  const iso = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};
const fileWire = (f: { id: string; fileName: string; contentType: string; size: number }): THomeworkFile => ({
  Id: f.id,
  FileName: f.fileName,
  ContentType: f.contentType,
  Size: f.size,
});
const statusOf = (s: Pick<repo.TSubmissionRow, 'status' | 'isLate'> | undefined) =>
  !s
    ? HOMEWORK_STATUS.NOT_SUBMITTED
    : s.status === HOMEWORK_STATUS.RETURNED
      ? HOMEWORK_STATUS.RETURNED
      : s.isLate
        ? HOMEWORK_STATUS.LATE
        : HOMEWORK_STATUS.SUBMITTED;

async function toWire(tx: TTx, c: TCaller, ids: string[]): Promise<THomework[]> {
  const campusId = c.auth.campusId;
  const rows = await repo.homeworkRows(tx, { campusId, ids });
  const classes = await repo.classesOfHomework(tx, { campusId, ids });
  const fileRows = await repo.filesOf(tx, { campusId, homeworkIds: ids });
  const counts = await repo.countsOf(tx, { campusId, ids });
  const mine = c.studentId ? await repo.statusesOf(tx, { campusId, studentId: c.studentId, ids }) : [];
  return rows.map(({ homework: h, subject, subjectEn }) => {
    const n = counts.find((x) => x.homeworkId === h.id)!;
    const my = mine.find((x) => x.homeworkId === h.id);
    const due = localParts(h.dueAt);
    return {
      Id: h.id,
      Title: h.title,
      Instructions: h.instructions,
      SubjectId: h.subjectId,
      Subject: subject,
      SubjectEn: subjectEn,
      Classes: classes
        .filter((x) => x.homeworkId === h.id)
        .map((x) => ({
          AcademicClassId: x.academicClassId,
          AcademicClass: x.academicClass,
          AcademicClassEn: x.academicClassEn,
          CourseLevelSubjectId: x.courseLevelSubjectId,
        })),
      DueAt: h.dueAt.toISOString(),
      DueDate: due.date,
      DueTime: due.time,
      IsScored: h.isScored,
      MaxScore: h.maxScore,
      IsArchived: h.isArchived,
      CreatedBy: h.createdBy,
      CreatedByEn: h.createdByEn,
      CreatedAt: h.createdAt.toISOString(),
      Files: fileRows.filter((f) => f.homeworkId === h.id).map(fileWire),
      Students: n.students,
      Submitted: n.submitted,
      Late: n.late,
      NotYet: Math.max(0, n.students - n.submitted),
      Returned: n.returned,
      MyStatus: c.studentId ? statusOf(my) : null,
      MyScore: my && my.status === HOMEWORK_STATUS.RETURNED ? my.score : null,
      CanEdit: canEdit(c, h),
      Version: h.version,
    };
  });
}

async function reachOrThrow(tx: TTx, c: TCaller, id: string) {
  if (!(await repo.reachesHomework(tx, { campusId: c.auth.campusId, id, scope: c.scope }))) throw homeworkNotFound();
}

/**
 * The caller who reads a homework: a guardian who named no child reads it as the child whose homework it is (a
 * notice's link names none); anyone else as `callerOf` makes her. 404 out of reach.
 */
async function readerOf(tx: TTx, auth: TAuth, id: string, actorId?: string): Promise<TCaller> {
  const c = await callerOf(tx, auth, actorId);
  if (auth.actorType === ACTOR_TYPE.GUARDIAN && !actorId && !c.office) {
    for (const child of await access.studentsOfGuardian(tx, { campusId: auth.campusId, guardianId: auth.actorId! })) {
      const asChild = await callerOf(tx, auth, child);
      if (await repo.reachesHomework(tx, { campusId: auth.campusId, id, scope: asChild.scope })) return asChild;
    }
  }
  await reachOrThrow(tx, c, id);
  return c;
}

async function wireOne(tx: TTx, c: TCaller, id: string): Promise<THomework> {
  const [wire] = await toWire(tx, c, [id]);
  if (!wire) throw homeworkNotFound();
  return wire;
}

export async function listHomework(deps: TAppDeps, auth: TAuth, query: THomeworkListQuery): Promise<{ items: THomework[]; total: number }> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth, query.actorId);
    const { ids, total } = await repo.listHomeworkIds(tx, {
      campusId: auth.campusId,
      scope: c.scope,
      filter: {
        classId: query.classId,
        subjectId: query.subjectId,
        fromDate: query.fromDate ? dueInstant(query.fromDate, '00:00') : undefined,
        archived: query.archived ?? false,
      },
      limit: query.pageSize,
      offset: (query.pageIndex - 1) * query.pageSize,
    });
    return { items: await toWire(tx, c, ids), total };
  });
}

/** The submissions a caller reads: the office and teachers every student's, a student or guardian one. */
async function submissionsWire(tx: TTx, c: TCaller, homeworkId: string): Promise<THomeworkSubmission[]> {
  const campusId = c.auth.campusId;
  const only = c.scope.kind === 'classes' ? [c.studentId ?? NO_ID] : undefined;
  const students = await repo.studentsOfHomework(tx, { campusId, homeworkId, studentIds: only });
  const subs = await repo.submissionsOf(tx, { campusId, homeworkId, studentIds: only });
  const subFiles = await repo.filesOf(tx, { campusId, submissionIds: subs.map((s) => s.id) });
  const results = await Promise.all(
    subs.filter((s) => s.resultFileId).map(async (s) => ({ id: s.id, file: await repo.storedFileInfo(tx, { campusId, id: s.resultFileId! }) })),
  );
  const seen = new Set<string>();
  return students
    .filter((st) => (seen.has(st.studentId) ? false : (seen.add(st.studentId), true)))
    .map((st) => {
      const s = subs.find((x) => x.studentId === st.studentId);
      const result = s ? results.find((r) => r.id === s.id)?.file : undefined;
      // A student reads her score and the teacher's comment once it is returned.
      const shown = !!s && (c.scope.kind !== 'classes' || s.status === HOMEWORK_STATUS.RETURNED);
      return {
        StudentId: st.studentId,
        StudentCode: st.code,
        FullName: fullName(st.lastName, st.firstName),
        FullNameEn: fullName(st.lastNameEn, st.firstNameEn),
        AcademicClassId: st.academicClassId,
        AcademicClass: st.academicClass,
        AcademicClassEn: st.academicClassEn,
        StudentAcademicClassId: st.placementId,
        Status: statusOf(s),
        Text: s?.text ?? '',
        SubmittedAt: s?.submittedAt ? s.submittedAt.toISOString() : null,
        Files: s ? subFiles.filter((f) => f.submissionId === s.id).map(fileWire) : [],
        Score: shown ? (s?.score ?? null) : null,
        ResultComment: shown ? (s?.resultComment ?? null) : null,
        ResultDocument: shown && result ? fileWire(result) : null,
        ReturnedAt: s?.returnedAt ? s.returnedAt.toISOString() : null,
        ReturnedBy: s?.returnedBy ?? null,
        Version: s?.version ?? 0,
      };
    });
}

const GENDER_NAMES: Record<number, [string, string]> = { 0: ['ប្រុស', 'Male'], 1: ['ស្រី', 'Female'] };

function commentWire(r: Awaited<ReturnType<typeof repo.commentsOf>>[number], files: THomeworkFile[] = []): THomeworkComment {
  const gender = r.gender ?? null;
  const names = gender === null ? undefined : GENDER_NAMES[gender];
  return {
    Id: r.id,
    ActorId: r.actorId,
    ActorType: r.actorType,
    UserName: r.userName,
    FullName: r.fullName,
    FullNameEn: r.fullNameEn,
    Gender: gender,
    GenderDesc: names?.[0] ?? '',
    GenderDescEn: names?.[1] ?? '',
    Comment: r.comment,
    Date: r.createdAt.toISOString().slice(0, 10),
    DateCreate: r.createdAt.toISOString(),
    Files: files,
  };
}

async function commentsWire(tx: TTx, campusId: string, homeworkId: string): Promise<THomeworkComment[]> {
  const rows = await repo.commentsOf(tx, { campusId, homeworkId });
  const attached = await repo.filesOf(tx, { campusId, commentIds: rows.map((r) => r.id) });
  return rows.map((r) => commentWire(r, attached.filter((f) => f.commentId === r.id).map(fileWire)));
}

export async function findHomework(deps: TAppDeps, auth: TAuth, query: { id: string; actorId?: string }): Promise<THomeworkDetail> {
  return inTenant(deps, auth, async (tx) => {
    const c = await readerOf(tx, auth, query.id, query.actorId);
    const base = await wireOne(tx, c, query.id);
    const comments = await commentsWire(tx, auth.campusId, query.id);
    const submissions = await submissionsWire(tx, c, query.id);
    const mine = submissions[0];
    const canSubmit = isStudentCaller(c) && !base.IsArchived && !!mine && mine.Status !== HOMEWORK_STATUS.RETURNED;
    return { ...base, Comments: comments, Submissions: submissions, CanSubmit: canSubmit };
  });
}

export async function listTargets(deps: TAppDeps, auth: TAuth, query: { academicYearId?: string }): Promise<THomeworkTarget[]> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    if (!c.office && !c.employeeId) return [];
    const rows = await repo.targetsOf(tx, { campusId: auth.campusId, academicYearId: query.academicYearId, employeeId: c.office ? undefined : c.employeeId! });
    return rows.map((r) => ({
      AcademicClassId: r.academicClassId,
      AcademicClass: r.academicClass,
      AcademicClassEn: r.academicClassEn,
      CourseLevelSubjectId: r.courseLevelSubjectId,
      SubjectId: r.subjectId,
      Subject: r.subject,
      SubjectEn: r.subjectEn,
    }));
  });
}

function checkScore(body: { IsScored: boolean; MaxScore?: number }): number | null {
  if (!body.IsScored) return null;
  if (body.MaxScore === undefined || body.MaxScore <= 0) {
    throw fieldError('MaxScore', 'កិច្ចការដែលមានពិន្ទុត្រូវការពិន្ទុអតិបរមាធំជាងសូន្យ', 'A scored homework needs a maximum score above zero');
  }
  return body.MaxScore;
}

async function saveFiles(
  deps: TAppDeps,
  tx: TTx,
  p: { campusId: string; homeworkId: string; submissionId: string | null; commentId?: string; uploads: TUploadFile[] },
) {
  const saved: THomeworkFile[] = [];
  for (const file of p.uploads) {
    const stored = await files.saveUpload(deps, tx, { campusId: p.campusId, purpose: FILE_PURPOSE, file, accept: files.HOMEWORK_KINDS });
    await repo.attachFile(tx, {
      campusId: p.campusId,
      homeworkId: p.homeworkId,
      submissionId: p.submissionId,
      commentId: p.commentId,
      storedFileId: stored.id,
    });
    saved.push(fileWire(stored));
  }
  return saved;
}

const tooManyFiles = () =>
  fieldError(
    'Files',
    `កិច្ចការមួយអាចភ្ជាប់ឯកសារបានមិនលើសពី ${khmerDigits(HOMEWORK_MAX_FILES)} ទេ`,
    `One homework or submission can carry at most ${HOMEWORK_MAX_FILES} files`,
  );

/** The names an account writes under (an employee's or student's account carries them). */
async function authorNames(tx: TTx, auth: TAuth) {
  const a = await repo.accountOf(tx, { campusId: auth.campusId, userId: auth.userId });
  const km = a ? fullName(a.lastName, a.firstName) : '';
  const en = a ? fullName(a.lastNameEn, a.firstNameEn) : '';
  return { km: km || auth.username, en: en || km || auth.username, gender: a?.gender ?? null };
}

export async function assignHomework(deps: TAppDeps, auth: TAuth, body: THomeworkAssign): Promise<THomework> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    if (!c.office && !c.employeeId) throw forbidden();
    const classIds = [...new Set(body.AcademicClassIds)];
    if (classIds.length === 0) throw fieldError('AcademicClassIds', 'សូមជ្រើសរើសថ្នាក់យ៉ាងហោចណាស់មួយ', 'Choose at least one class');
    const targets = await repo.targetsOf(tx, { campusId: auth.campusId, classIds, employeeId: c.office ? undefined : c.employeeId! });
    const pairs: repo.TPair[] = [];
    for (const classId of classIds) {
      const target = targets.find((t) => t.academicClassId === classId && t.subjectId === body.SubjectId);
      if (!target) {
        throw fieldError('AcademicClassIds', 'អ្នកមិនបង្រៀនមុខវិជ្ជានេះក្នុងថ្នាក់ដែលបានជ្រើសរើសទេ', 'You do not teach this subject in one of the chosen classes');
      }
      pairs.push({ classId, courseLevelSubjectId: target.courseLevelSubjectId });
    }
    const maxScore = checkScore(body);
    const names = await authorNames(tx, auth);
    const row = await repo.insertHomework(tx, {
      campusId: auth.campusId,
      values: {
        subjectId: body.SubjectId,
        title: body.Title,
        instructions: body.Instructions,
        dueAt: dueInstant(body.DueDate, body.DueTime),
        isScored: body.IsScored,
        maxScore,
        createdByUserId: auth.userId,
        createdBy: names.km,
        createdByEn: names.en,
      },
    });
    await repo.insertHomeworkClasses(tx, { campusId: auth.campusId, homeworkId: row.id, pairs });
    await saveFiles(deps, tx, { campusId: auth.campusId, homeworkId: row.id, submissionId: null, uploads: body.Files });
    const students = await repo.studentsOfHomework(tx, { campusId: auth.campusId, homeworkId: row.id });
    const userIds = await repo.accountsOfStudents(tx, { campusId: auth.campusId, studentIds: students.map((s) => s.studentId), guardians: true });
    const due = `${body.DueDate} ${body.DueTime}`;
    await notify(tx, {
      campusId: auth.campusId,
      userIds,
      topic: 'HOMEWORK',
      title: `កិច្ចការផ្ទះថ្មី៖ ${body.Title}`,
      titleEn: `New homework: ${body.Title}`,
      description: `ត្រូវប្រគល់ត្រឹម ${khmerDigits(due)}`,
      descriptionEn: `Due ${due}`,
      link: homeworkLink(row.id),
    });
    return wireOne(tx, c, row.id);
  });
}

/** Locks a homework the caller may change (its author or the office) at the version read. */
async function editable(tx: TTx, c: TCaller, id: string, version: number) {
  await reachOrThrow(tx, c, id);
  const current = await repo.homeworkForUpdate(tx, { campusId: c.auth.campusId, id });
  if (!current) throw homeworkNotFound();
  if (!canEdit(c, current)) throw forbidden();
  if (current.version !== version) throw stale();
  return current;
}

export async function updateHomework(deps: TAppDeps, auth: TAuth, body: THomeworkUpdate): Promise<THomework> {
  const removedKeys: (string | undefined)[] = [];
  const result = await inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    await editable(tx, c, body.Id, body.Version);
    const maxScore = checkScore(body);
    const removed = await repo.detachFiles(tx, { campusId: auth.campusId, homeworkId: body.Id, submissionId: null, storedFileIds: body.RemoveFileIds });
    for (const id of removed) removedKeys.push(await files.deleteStoredFile(tx, { campusId: auth.campusId, id }));
    const kept = await repo.countFiles(tx, { campusId: auth.campusId, homeworkId: body.Id, submissionId: null });
    if (kept + body.Files.length > HOMEWORK_MAX_FILES) throw tooManyFiles();
    const saved = await repo.saveHomework(tx, {
      campusId: auth.campusId,
      id: body.Id,
      version: body.Version,
      values: { title: body.Title, instructions: body.Instructions, dueAt: dueInstant(body.DueDate, body.DueTime), isScored: body.IsScored, maxScore },
    });
    if (!saved) throw stale();
    await saveFiles(deps, tx, { campusId: auth.campusId, homeworkId: body.Id, submissionId: null, uploads: body.Files });
    return wireOne(tx, c, body.Id);
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return result;
}

export async function archiveHomework(deps: TAppDeps, auth: TAuth, body: THomeworkArchive): Promise<THomework> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    await editable(tx, c, body.Id, body.Version);
    if (!(await repo.saveHomework(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values: { isArchived: body.Archived } }))) throw stale();
    return wireOne(tx, c, body.Id);
  });
}

/** Deletes a homework nobody has submitted to; a homework with students' work is archived instead (409). */
export async function deleteHomework(deps: TAppDeps, auth: TAuth, id: string): Promise<null> {
  const removedKeys: (string | undefined)[] = [];
  await inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    await reachOrThrow(tx, c, id);
    const current = await repo.homeworkForUpdate(tx, { campusId: auth.campusId, id });
    if (!current) throw homeworkNotFound();
    if (!canEdit(c, current)) throw forbidden();
    if (await repo.hasSubmissions(tx, { campusId: auth.campusId, homeworkId: id })) {
      throw conflict(
        'សិស្សបានប្រគល់កិច្ចការនេះរួចហើយ មិនអាចលុបបានទេ។ សូមដាក់វាក្នុងបណ្ណសារជំនួសវិញ',
        'Students have already handed this homework in, so it cannot be deleted. Archive it instead',
      );
    }
    const stored = await repo.allFilesOfHomework(tx, { campusId: auth.campusId, homeworkId: id });
    await repo.deleteHomework(tx, { campusId: auth.campusId, id });
    for (const fileId of stored) removedKeys.push(await files.deleteStoredFile(tx, { campusId: auth.campusId, id: fileId }));
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return null;
}

export async function addComment(deps: TAppDeps, auth: TAuth, body: THomeworkCommentCreate): Promise<THomeworkComment> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    await reachOrThrow(tx, c, body.HomeworkId);
    // A guardian reads his child's homework; he does not write in the class's thread.
    if (auth.actorType === ACTOR_TYPE.GUARDIAN && !c.office) throw forbidden();
    if (!body.Comment && body.Files.length === 0) throw fieldError('Comment', 'សូមសរសេរមតិ ឬភ្ជាប់ឯកសារ', 'Write a comment or attach a file');
    const [h] = await repo.homeworkRows(tx, { campusId: auth.campusId, ids: [body.HomeworkId] });
    const names = await authorNames(tx, auth);
    const before = await repo.commenterAccounts(tx, { campusId: auth.campusId, homeworkId: body.HomeworkId });
    const row = await repo.insertComment(tx, {
      campusId: auth.campusId,
      values: {
        homeworkId: body.HomeworkId,
        userId: auth.userId,
        actorType: auth.actorType,
        actorId: auth.actorId,
        userName: auth.username,
        fullName: names.km,
        fullNameEn: names.en,
        gender: names.gender,
        comment: body.Comment,
      },
    });
    // Its files, in the same transaction: the comment exists with them or not at all.
    const attached = await saveFiles(deps, tx, {
      campusId: auth.campusId,
      homeworkId: body.HomeworkId,
      submissionId: null,
      commentId: row.id,
      uploads: body.Files,
    });
    // The author hears of every comment; earlier commenters hear of a reply.
    const userIds = [h!.homework.createdByUserId, ...before].filter((id) => id !== auth.userId);
    const text = body.Comment ? body.Comment.slice(0, 200) : attached.map((f) => f.FileName).join(', ');
    await notify(tx, {
      campusId: auth.campusId,
      userIds,
      topic: 'HOMEWORK',
      title: `មតិថ្មីលើកិច្ចការ៖ ${h!.homework.title}`,
      titleEn: `New comment on: ${h!.homework.title}`,
      description: `${names.km}៖ ${text}`,
      descriptionEn: `${names.en}: ${text}`,
      link: homeworkLink(body.HomeworkId),
    });
    return commentWire(row, attached);
  });
}

/** The student submission the page reads back after a save. */
async function oneSubmission(tx: TTx, c: TCaller, homeworkId: string, studentId: string): Promise<THomeworkSubmission> {
  const found = (await submissionsWire(tx, c, homeworkId)).find((s) => s.StudentId === studentId);
  if (!found) throw homeworkNotFound();
  return found;
}

export async function submitHomework(deps: TAppDeps, auth: TAuth, body: THomeworkSubmit): Promise<THomeworkSubmission> {
  const removedKeys: (string | undefined)[] = [];
  const result = await inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    if (!isStudentCaller(c)) throw forbidden();
    await reachOrThrow(tx, c, body.HomeworkId);
    const studentId = c.studentId!;
    const campusId = auth.campusId;
    // A retry of a submission already saved (same ClientKey) answers it again and writes nothing.
    if (body.ClientKey && (await repo.submissionOfClientKey(tx, { campusId, clientKey: body.ClientKey }))) {
      return oneSubmission(tx, c, body.HomeworkId, studentId);
    }
    const [h] = await repo.homeworkRows(tx, { campusId, ids: [body.HomeworkId] });
    if (!h) throw homeworkNotFound();
    if (h.homework.isArchived) throw conflict('កិច្ចការនេះត្រូវបានដាក់ក្នុងបណ្ណសារ មិនអាចប្រគល់បានទៀតទេ', 'This homework is archived and takes no more work');
    const [placement] = await repo.studentsOfHomework(tx, { campusId, homeworkId: body.HomeworkId, studentIds: [studentId] });
    if (!placement) throw homeworkNotFound();
    if (body.Files.length === 0 && !body.Text) throw fieldError('Files', 'សូមភ្ជាប់ឯកសារ ឬសរសេរចម្លើយ', 'Attach a file or write an answer');
    const now = new Date();
    const late = isLateSubmission(h.homework.dueAt, now);
    const current = await repo.submissionForUpdate(tx, { campusId, homeworkId: body.HomeworkId, studentId });
    if ((current?.version ?? 0) !== body.Version) throw stale();
    if (current?.status === HOMEWORK_STATUS.RETURNED) {
      throw conflict('គ្រូបានប្រគល់លទ្ធផលកិច្ចការនេះរួចហើយ មិនអាចប្រគល់ម្តងទៀតបានទេ', 'The teacher has already returned this work; it cannot be handed in again');
    }
    let submissionId: string;
    if (!current) {
      const row = await repo.insertSubmission(tx, {
        campusId,
        values: {
          homeworkId: body.HomeworkId,
          studentId,
          academicClassId: placement.academicClassId,
          status: 1,
          text: body.Text,
          submittedAt: now,
          isLate: late,
        },
      });
      submissionId = row.id;
    } else {
      submissionId = current.id;
      // A resubmission with files replaces the files sent before; one without files keeps them.
      if (body.Files.length > 0) {
        const removed = await repo.detachFiles(tx, { campusId, homeworkId: body.HomeworkId, submissionId });
        for (const id of removed) removedKeys.push(await files.deleteStoredFile(tx, { campusId, id }));
      }
      if (
        !(await repo.saveSubmission(tx, { campusId, id: current.id, version: current.version, values: { text: body.Text, submittedAt: now, isLate: late } }))
      ) {
        throw stale();
      }
    }
    const names = (await saveFiles(deps, tx, { campusId, homeworkId: body.HomeworkId, submissionId, uploads: body.Files })).map((f) => f.FileName);
    await repo.insertEvent(tx, {
      campusId,
      values: {
        submissionId,
        kind: late ? HOMEWORK_EVENT.LATE : HOMEWORK_EVENT.SUBMITTED,
        at: now,
        by: auth.username,
        text: body.Text || null,
        fileNames: names,
        clientKey: body.ClientKey ?? null,
      },
    });
    return oneSubmission(tx, c, body.HomeworkId, studentId);
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return result;
}

export async function returnResult(deps: TAppDeps, auth: TAuth, body: THomeworkResult): Promise<THomeworkSubmission> {
  const removedKeys: (string | undefined)[] = [];
  const result = await inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    if (c.scope.kind === 'classes') throw forbidden();
    await reachOrThrow(tx, c, body.HomeworkId);
    const campusId = auth.campusId;
    const [h] = await repo.homeworkRows(tx, { campusId, ids: [body.HomeworkId] });
    if (!h) throw homeworkNotFound();
    const [placement] = await repo.studentsOfHomework(tx, { campusId, homeworkId: body.HomeworkId, studentIds: [body.StudentId] });
    if (!placement) throw fieldError('StudentId', 'សិស្សនេះមិននៅក្នុងថ្នាក់នៃកិច្ចការនេះទេ', 'This student is not in a class of this homework');
    let score: number | null = null;
    if (h.homework.isScored) {
      if (body.Score === undefined) throw fieldError('Score', 'សូមបញ្ចូលពិន្ទុ', 'Enter a score');
      if (h.homework.maxScore !== null && body.Score > h.homework.maxScore) {
        throw fieldError(
          'Score',
          `ពិន្ទុមិនអាចលើសពីពិន្ទុអតិបរមា ${khmerDigits(h.homework.maxScore)} ទេ`,
          `The score cannot be above the maximum of ${h.homework.maxScore}`,
        );
      }
      if (Math.round(body.Score * 100) !== body.Score * 100) throw fieldError('Score', 'ពិន្ទុមានខ្ទង់ទសភាគយ៉ាងច្រើនពីរ', 'A score has at most two decimals');
      score = body.Score;
    } else if (body.Score !== undefined) {
      throw fieldError('Score', 'កិច្ចការនេះមិនដាក់ពិន្ទុទេ', 'This homework is not scored');
    }
    const current = await repo.submissionForUpdate(tx, { campusId, homeworkId: body.HomeworkId, studentId: body.StudentId });
    if ((current?.version ?? 0) !== body.Version) throw stale();
    const resultFile = body.File
      ? await files.saveUpload(deps, tx, { campusId, purpose: FILE_PURPOSE, file: body.File, accept: files.HOMEWORK_KINDS })
      : undefined;
    const now = new Date();
    const values = {
      status: HOMEWORK_STATUS.RETURNED,
      score,
      resultComment: body.ResultComment ?? null,
      returnedAt: now,
      returnedBy: auth.username,
      ...(resultFile ? { resultFileId: resultFile.id } : {}),
    };
    let submissionId: string;
    if (!current) {
      // Returned without work handed in (marked from a paper copy, or scored zero).
      const row = await repo.insertSubmission(tx, {
        campusId,
        values: { homeworkId: body.HomeworkId, studentId: body.StudentId, academicClassId: placement.academicClassId, ...values },
      });
      submissionId = row.id;
    } else {
      submissionId = current.id;
      if (!(await repo.saveSubmission(tx, { campusId, id: current.id, version: current.version, values }))) throw stale();
      if (resultFile && current.resultFileId) removedKeys.push(await files.deleteStoredFile(tx, { campusId, id: current.resultFileId }));
    }
    await repo.insertEvent(tx, {
      campusId,
      values: {
        submissionId,
        kind: HOMEWORK_EVENT.RETURNED,
        at: now,
        by: auth.username,
        text: body.ResultComment ?? null,
        score,
        fileNames: resultFile ? [resultFile.fileName] : [],
      },
    });
    const userIds = await repo.accountsOfStudents(tx, { campusId, studentIds: [body.StudentId], guardians: true });
    const scoreKm = score === null ? '' : ` ពិន្ទុ ${khmerDigits(score)}/${khmerDigits(h.homework.maxScore ?? 0)}`;
    const scoreEn = score === null ? '' : ` Score ${score}/${h.homework.maxScore ?? 0}`;
    await notify(tx, {
      campusId,
      userIds,
      topic: 'HOMEWORK',
      title: `លទ្ធផលកិច្ចការ៖ ${h.homework.title}`,
      titleEn: `Homework returned: ${h.homework.title}`,
      description: `គ្រូបានប្រគល់លទ្ធផលវិញ។${scoreKm}`,
      descriptionEn: `The teacher returned the work.${scoreEn}`,
      link: homeworkLink(body.HomeworkId),
    });
    return oneSubmission(tx, c, body.HomeworkId, body.StudentId);
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return result;
}

export async function history(
  deps: TAppDeps,
  auth: TAuth,
  query: { id: string; studentAcademicClassId?: string; studentId?: string },
): Promise<THomeworkHistoryEntry[]> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth, query.studentId);
    await reachOrThrow(tx, c, query.id);
    const students = await repo.studentsOfHomework(tx, {
      campusId: auth.campusId,
      homeworkId: query.id,
      studentIds: c.scope.kind === 'classes' ? [c.studentId ?? NO_ID] : undefined,
    });
    const st = students.find((s) =>
      query.studentAcademicClassId ? s.placementId === query.studentAcademicClassId : query.studentId ? s.studentId === query.studentId : true,
    );
    if (!st) throw notFound();
    const [sub] = await repo.submissionsOf(tx, { campusId: auth.campusId, homeworkId: query.id, studentIds: [st.studentId] });
    if (!sub) return [];
    const hideScore = c.scope.kind === 'classes' && sub.status !== HOMEWORK_STATUS.RETURNED;
    return (await repo.eventsOf(tx, { campusId: auth.campusId, submissionId: sub.id })).map((e) => ({
      Id: e.id,
      Kind: e.kind,
      At: e.at.toISOString(),
      By: e.by,
      Text: e.text,
      Score: hideScore ? null : e.score,
      FileNames: e.fileNames,
    }));
  });
}

/** A 404 (out of reach) as no reader; any other failure goes on. */
const outOfReach = (error: unknown): undefined => {
  if (error instanceof AppError && error.status === 404) return undefined;
  throw error;
};

/**
 * A file of a homework, of a submission or of a comment, for those who read it: the homework's readers for its own
 * files and its comments' (a guardian through any child of his who has it), a student only her own work's, a
 * guardian his child's, the teacher and the office every student's.
 */
export async function readFile(deps: TAppDeps, auth: TAuth, storedFileId: string, resultOnly = false) {
  return inTenant(deps, auth, async (tx) => {
    const owner = await repo.ownerOfFile(tx, { campusId: auth.campusId, storedFileId });
    if (!owner || (resultOnly && !owner.isResult)) throw notFound();
    let reader = await readerOf(tx, auth, owner.homeworkId).catch(outOfReach);
    if (owner.submissionId && reader?.scope.kind === 'classes') {
      const subs = await repo.submissionsOf(tx, { campusId: auth.campusId, homeworkId: owner.homeworkId });
      const sub = subs.find((s) => s.id === owner.submissionId);
      if (!sub) throw notFound();
      // A guardian of several children reaches a submission's file through the child whose work it is.
      if (auth.actorType === ACTOR_TYPE.GUARDIAN) reader = await callerOf(tx, auth, sub.studentId).catch(outOfReach);
      if (sub.studentId !== reader?.studentId) throw notFound();
      if (!(await repo.reachesHomework(tx, { campusId: auth.campusId, id: owner.homeworkId, scope: reader.scope }))) throw notFound();
    }
    if (!reader) throw notFound();
    const stored = await files.readStoredFile(deps, tx, { campusId: auth.campusId, id: storedFileId });
    if (!stored) throw notFound();
    return { data: stored.data, fileName: stored.file.fileName, contentType: stored.file.contentType };
  });
}

// ---------------------------------------------------------------------------------------------------
// A scored homework into an exam's score sheet (issue 15): the teacher decides; the score module writes.

/** A scored homework the caller may return work of (its teacher, the office); 403 for students and guardians. */
async function markableHomework(tx: TTx, auth: TAuth, id: string) {
  const c = await callerOf(tx, auth);
  if (c.scope.kind === 'classes') throw forbidden();
  await reachOrThrow(tx, c, id);
  const [h] = await repo.homeworkRows(tx, { campusId: auth.campusId, ids: [id] });
  if (!h) throw homeworkNotFound();
  if (!h.homework.isScored || !h.homework.maxScore) {
    throw badRequest('កិច្ចការនេះមិនដាក់ពិន្ទុទេ ដូច្នេះមិនអាចដាក់ចូលសន្លឹកពិន្ទុបានទេ', 'This homework is not scored, so it cannot go into a score sheet');
  }
  const classes = await repo.classesOfHomework(tx, { campusId: auth.campusId, ids: [id] });
  return { homework: h.homework, classes };
}

/** The returned scores of a class's active students on a homework, and how many students have none. */
async function classMarks(tx: TTx, campusId: string, homeworkId: string, classId: string) {
  const students = (await repo.studentsOfHomework(tx, { campusId, homeworkId })).filter((st) => st.academicClassId === classId);
  const subs = await repo.submissionsOf(tx, { campusId, homeworkId, studentIds: students.map((st) => st.studentId) });
  const marks = students.flatMap((st) => {
    const sub = subs.find((x) => x.studentId === st.studentId);
    if (!sub || sub.status !== HOMEWORK_STATUS.RETURNED || sub.score === null) return [];
    return [{ st, score: Number(sub.score) }];
  });
  return { marks, unmarked: students.length - marks.length };
}

const classNotOfHomework = () => fieldError('AcademicClassId', 'ថ្នាក់នេះមិនមែនជាថ្នាក់នៃកិច្ចការនេះទេ', 'This class is not one of the homework’s classes');

export async function scoreOption(
  deps: TAppDeps,
  auth: TAuth,
  query: { id: string; academicClassId?: string; examTypeId?: string },
): Promise<THomeworkScoreOption> {
  return inTenant(deps, auth, async (tx) => {
    const { homework: h, classes } = await markableHomework(tx, auth, query.id);
    const cls = query.academicClassId ? classes.find((x) => x.academicClassId === query.academicClassId) : classes[0];
    if (!cls) throw classNotOfHomework();
    const targets = await scores.markTargetsIn(tx, auth, { academicClassId: cls.academicClassId, examTypeId: query.examTypeId });
    const { marks, unmarked } = await classMarks(tx, auth.campusId, h.id, cls.academicClassId);
    const subjects = targets.subjects
      .map((x) => ({ ...x, IsHomeworkSubject: x.CourseLevelSubjectId === cls.courseLevelSubjectId }))
      .sort((a, b) => Number(b.IsHomeworkSubject) - Number(a.IsHomeworkSubject));
    return {
      HomeworkId: h.id,
      MaxScore: h.maxScore!,
      AcademicClassId: cls.academicClassId,
      Classes: classes.map((x) => ({ AcademicClassId: x.academicClassId, AcademicClass: x.academicClass, AcademicClassEn: x.academicClassEn })),
      ExamTypes: targets.examTypes,
      ExamTypeId: targets.examTypeId,
      Subjects: subjects,
      Marks: marks.map((m) => ({
        StudentId: m.st.studentId,
        FullName: fullName(m.st.lastName, m.st.firstName),
        FullNameEn: fullName(m.st.lastNameEn, m.st.firstNameEn),
        Score: m.score,
      })),
      Unmarked: unmarked,
      Sheets: await scores.homeworkMarkSheetsIn(tx, auth, h.id),
    };
  });
}

/**
 * Puts a scored homework's returned scores of one class into an exam's draft sheet, as one mark (the teacher's
 * choice of exam and subject), through the score module's save: one transaction, the sheet's version checked.
 */
export async function scoreTransfer(deps: TAppDeps, auth: TAuth, body: THomeworkScoreTransfer): Promise<THomeworkScoreTransferResult> {
  return inTenant(deps, auth, async (tx) => {
    const { homework: h, classes } = await markableHomework(tx, auth, body.HomeworkId);
    if (!classes.some((x) => x.academicClassId === body.AcademicClassId)) throw classNotOfHomework();
    const { marks } = await classMarks(tx, auth.campusId, h.id, body.AcademicClassId);
    const saved = await scores.saveHomeworkMarksIn(tx, auth, {
      ref: { academicClassId: body.AcademicClassId, examTypeId: body.ExamTypeId, courseLevelSubjectId: body.CourseLevelSubjectId },
      version: body.Version,
      homeworkId: h.id,
      title: h.title,
      outOf: h.maxScore!,
      marks: marks.map((m) => ({ studentId: m.st.studentId, score: m.score })),
    });
    return { Written: saved.written, Version: saved.version, Sheets: await scores.homeworkMarkSheetsIn(tx, auth, h.id) };
  });
}
