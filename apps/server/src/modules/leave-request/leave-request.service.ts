import { ACTOR_TYPE, DATE_TYPE, LEAVE_REQUEST_STATUS, LEAVE_TYPE_ACTOR } from '@school/contract';
import {
  LEAVE_REQUEST_MAX_DAYS,
  LEAVE_REQUEST_MAX_FILES,
  leaveRange,
  type TLeaveRequest,
  type TLeaveRequestCreate,
  type TLeaveRequestDecision,
  type TLeaveRequestListQuery,
  type TLeaveRequestUpdate,
} from '@school/contract/leave-request/leave-request.schemas';
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
import * as repo from './leave-request.repository';
import { notify } from '../notification/notification.service';

/**
 * Leave requests (issue 12 'Leave'; portal §3, §4). Who reaches what:
 * - the office (MANAGE_LEAVE_REQUEST): every request of the campus; sends them for any student or
 *   employee; decides any pending one but its own;
 * - an employee: her own requests and those of the students of the classes she is main teacher of, which
 *   she decides;
 * - a student: her own; a guardian: his children's; both send them.
 * A request out of reach answers 404 like an unknown one. Only a pending request changes: its author (or the
 * office) edits or cancels it, a decider approves or rejects it once.
 */
const OFFICE_KEY = 'MANAGE_LEAVE_REQUEST';
const requestNotFound = () => notFound('រកមិនឃើញសំណើសុំច្បាប់នេះទេ', 'The leave request was not found');
const decided = () => conflict('សំណើសុំច្បាប់នេះត្រូវបានសម្រេចរួចហើយ មិនអាចកែប្រែបានទៀតទេ', 'This leave request has already been decided and can no longer be changed');
const fieldError = (field: string, km: string, en: string) => badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);

type TCaller = {
  auth: TAuth;
  office: boolean;
  studentId: string | null;
  employeeId: string | null;
  childIds: string[];
  mainClassIds: string[];
};

async function callerOf(tx: TTx, auth: TAuth): Promise<TCaller> {
  const studentId = auth.actorType === ACTOR_TYPE.STUDENT ? auth.actorId : null;
  const employeeId = auth.actorType === ACTOR_TYPE.EMPLOYEE ? auth.actorId : null;
  const childIds =
    auth.actorType === ACTOR_TYPE.GUARDIAN && auth.actorId ? await access.studentsOfGuardian(tx, { campusId: auth.campusId, guardianId: auth.actorId }) : [];
  const mainClassIds = employeeId ? await repo.mainClassesOfAccount(tx, { campusId: auth.campusId, userId: auth.userId }) : [];
  return { auth, office: auth.permissions.has(OFFICE_KEY), studentId, employeeId, childIds, mainClassIds };
}

function readScope(c: TCaller): repo.TLeaveScope {
  if (c.office) return { kind: 'campus' };
  return {
    kind: 'some',
    studentIds: [...(c.studentId ? [c.studentId] : []), ...c.childIds],
    classIds: c.mainClassIds,
    employeeId: c.employeeId,
    authorUserId: c.auth.userId,
  };
}

/**
 * Whether the request is about the caller herself: nobody decides her own leave. (The office may decide a
 * request it entered for someone else, e.g. a guardian's phone call.)
 */
const isOwn = (c: TCaller, r: repo.TLeaveRequestRow) => (!!c.employeeId && r.employeeId === c.employeeId) || (!!c.studentId && r.studentId === c.studentId);

function canDecide(c: TCaller, r: repo.TLeaveRequestRow, mainStudents: Set<string>): boolean {
  if (r.status !== LEAVE_REQUEST_STATUS.PENDING || isOwn(c, r)) return false;
  return c.office || (r.actorType === LEAVE_TYPE_ACTOR.STUDENT && !!r.studentId && mainStudents.has(r.studentId));
}

const canEdit = (c: TCaller, r: repo.TLeaveRequestRow) => r.status === LEAVE_REQUEST_STATUS.PENDING && (r.submittedByUserId === c.auth.userId || c.office);

async function studentsOfMainClasses(tx: TTx, c: TCaller, rows: repo.TLeaveRequestRow[]): Promise<Set<string>> {
  if (c.mainClassIds.length === 0) return new Set();
  const ids = [...new Set(rows.map((r) => r.studentId).filter((id): id is string => !!id))];
  return access.reachableStudents(tx, c.auth.campusId, { kind: 'classes', classIds: c.mainClassIds }, ids);
}

async function toWire(tx: TTx, c: TCaller, rows: repo.TLeaveListRow[]): Promise<TLeaveRequest[]> {
  const requests = rows.map((r) => r.request);
  const fileRows = await repo.filesOfRequests(tx, { campusId: c.auth.campusId, ids: requests.map((r) => r.id) });
  const mainStudents = await studentsOfMainClasses(tx, c, requests);
  return rows.map((row) => {
    const r = row.request;
    const isStudent = r.actorType === LEAVE_TYPE_ACTOR.STUDENT;
    return {
      Id: r.id,
      Status: r.status,
      ActorType: r.actorType,
      ActorId: (isStudent ? r.studentId : r.employeeId) ?? '',
      ActorCode: isStudent ? row.studentCode : row.employeeCode,
      FullName: isStudent ? fullName(row.studentLastName ?? '', row.studentFirstName ?? '') : fullName(row.employeeLastName ?? '', row.employeeFirstName ?? ''),
      FullNameEn: isStudent
        ? fullName(row.studentLastNameEn ?? '', row.studentFirstNameEn ?? '')
        : fullName(row.employeeLastNameEn ?? '', row.employeeFirstNameEn ?? ''),
      AcademicClassId: r.academicClassId,
      AcademicClass: row.className,
      AcademicClassEn: row.classNameEn,
      LeaveTypeId: r.leaveTypeId,
      LeaveType: row.leaveType,
      LeaveTypeEn: row.leaveTypeEn,
      DateType: r.dateType,
      FromDate: r.fromDate,
      ToDate: r.toDate,
      Count: leaveRange(r.dateType, r.fromDate, r.toDate).count,
      Reason: r.reason,
      Files: fileRows.filter((f) => f.leaveRequestId === r.id).map((f) => ({ Id: f.id, FileName: f.fileName, ContentType: f.contentType, Size: f.size })),
      SubmittedBy: r.submittedBy,
      CreatedAt: r.createdAt.toISOString(),
      DecidedBy: r.decidedBy,
      DecidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
      Comment: r.comment,
      CanEdit: canEdit(c, r),
      CanDecide: canDecide(c, r, mainStudents),
      Version: r.version,
    };
  });
}

async function wireOne(tx: TTx, c: TCaller, id: string): Promise<TLeaveRequest> {
  const row = await repo.findLeaveRequest(tx, { campusId: c.auth.campusId, id, scope: readScope(c) });
  if (!row) throw requestNotFound();
  const [wire] = await toWire(tx, c, [row]);
  return wire!;
}

export async function listLeaveRequests(deps: TAppDeps, auth: TAuth, query: TLeaveRequestListQuery): Promise<{ items: TLeaveRequest[]; total: number }> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const { rows, total } = await repo.listLeaveRequests(tx, {
      campusId: auth.campusId,
      scope: readScope(c),
      filter: {
        status: query.status,
        actorType: query.actorType,
        studentId: query.studentId,
        employeeId: query.employeeId,
        academicClassId: query.academicClassId,
        from: query.from,
        to: query.to,
        mine: query.mine ? { userId: auth.userId, studentId: c.studentId, employeeId: c.employeeId } : undefined,
      },
      limit: query.pageSize,
      offset: (query.pageIndex - 1) * query.pageSize,
    });
    return { items: await toWire(tx, c, rows), total };
  });
}

/** Pending requests the caller decides (the menu badge); for a caller who decides none, her own pending ones. */
export async function pendingCount(deps: TAppDeps, auth: TAuth): Promise<{ Count: number }> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const scope: repo.TLeaveScope = c.office
      ? { kind: 'campus' }
      : c.mainClassIds.length > 0
        ? { kind: 'some', studentIds: [], classIds: c.mainClassIds, employeeId: null, authorUserId: null }
        : readScope(c);
    return { Count: await repo.countPending(tx, { campusId: auth.campusId, scope }) };
  });
}

type TValues = { leaveTypeId: string; dateType: number; fromDate: string; toDate: string; reason: string };

/** Checks a request's type and dates for a person; answers the stored values (month requests widened). */
async function checkValues(
  tx: TTx,
  campusId: string,
  actorType: number,
  body: { LeaveTypeId: string; DateType: number; FromDate: string; ToDate: string; Reason: string },
  fileCount: number,
): Promise<TValues> {
  const type = await repo.findLeaveType(tx, { campusId, id: body.LeaveTypeId });
  if (!type || type.status !== 0 || type.actorType !== actorType) {
    throw fieldError('LeaveTypeId', 'ប្រភេទច្បាប់នេះមិនអាចប្រើសម្រាប់សំណើនេះបានទេ', 'This leave type cannot be used for this request');
  }
  // portal §5: the range must be ordered (the form corrects it as the user picks, §4).
  if (body.ToDate < body.FromDate) throw fieldError('ToDate', 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ', 'The end date cannot be before the start date');
  const range = leaveRange(body.DateType, body.FromDate, body.ToDate);
  const days = leaveRange(DATE_TYPE.DAY, range.from, range.to).count;
  if (days > LEAVE_REQUEST_MAX_DAYS) {
    throw fieldError(
      'ToDate',
      `សំណើមួយមិនអាចលើសពី ${khmerDigits(LEAVE_REQUEST_MAX_DAYS)} ថ្ងៃទេ`,
      `One request cannot cover more than ${LEAVE_REQUEST_MAX_DAYS} days`,
    );
  }
  if (type.maxDays !== null && days > type.maxDays) {
    throw fieldError('ToDate', `ប្រភេទច្បាប់នេះអនុញ្ញាតមិនលើសពី ${khmerDigits(type.maxDays)} ថ្ងៃទេ`, `This leave type allows at most ${type.maxDays} days`);
  }
  if (type.isRequireAttachment && fileCount === 0) {
    throw fieldError('Files', 'ប្រភេទច្បាប់នេះត្រូវការឯកសារភ្ជាប់ (ឧ. លិខិតពេទ្យ)', 'This leave type needs an attached file (e.g. a doctor’s note)');
  }
  return { leaveTypeId: type.id, dateType: body.DateType, fromDate: range.from, toDate: range.to, reason: body.Reason };
}

async function refuseOverlap(
  tx: TTx,
  p: { campusId: string; studentId: string | null; employeeId: string | null; from: string; to: string; exceptId?: string },
) {
  const other = await repo.overlappingRequest(tx, p);
  if (other) {
    throw new AppError('CONFLICT', {
      km: `មានសំណើសុំច្បាប់មួយទៀតក្នុងថ្ងៃទាំងនេះរួចហើយ (${khmerDigits(other.fromDate)} ដល់ ${khmerDigits(other.toDate)})`,
      en: `Another leave request already covers these days (${other.fromDate} to ${other.toDate})`,
    });
  }
}

async function saveFiles(deps: TAppDeps, tx: TTx, campusId: string, leaveRequestId: string, uploads: TUploadFile[]) {
  for (const file of uploads) {
    const saved = await files.saveUpload(deps, tx, { campusId, purpose: 'leave-request', file, accept: files.DOCUMENT_KINDS });
    await repo.attachFile(tx, { campusId, leaveRequestId, storedFileId: saved.id });
  }
}

/** Whose leave: the caller may send for herself, a guardian for his children, the office for anyone. */
async function resolveActor(tx: TTx, c: TCaller, body: TLeaveRequestCreate): Promise<{ studentId: string | null; employeeId: string | null }> {
  const campusId = c.auth.campusId;
  if (body.ActorType === LEAVE_TYPE_ACTOR.STUDENT) {
    const studentId = body.ActorId ?? c.studentId;
    if (!studentId) throw fieldError('ActorId', 'សូមជ្រើសរើសសិស្ស', 'Choose a student');
    const allowed = c.office || studentId === c.studentId || c.childIds.includes(studentId);
    if (!allowed) {
      // Someone else's student looks like an unknown one; a teacher sends no request for her students.
      if (c.auth.actorType === ACTOR_TYPE.EMPLOYEE && !c.office) throw forbidden();
      throw requestNotFound();
    }
    if (!(await repo.studentExists(tx, { campusId, id: studentId }))) throw fieldError('ActorId', 'រកមិនឃើញសិស្សនេះទេ', 'The student was not found');
    return { studentId, employeeId: null };
  }
  const employeeId = body.ActorId ?? c.employeeId;
  if (!employeeId) throw fieldError('ActorId', 'សូមជ្រើសរើសបុគ្គលិក', 'Choose an employee');
  if (!c.office && employeeId !== c.employeeId) throw forbidden();
  if (!(await repo.employeeExists(tx, { campusId, id: employeeId }))) throw fieldError('ActorId', 'រកមិនឃើញបុគ្គលិកនេះទេ', 'The employee was not found');
  return { studentId: null, employeeId };
}

export async function createLeaveRequest(deps: TAppDeps, auth: TAuth, body: TLeaveRequestCreate): Promise<TLeaveRequest> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const actor = await resolveActor(tx, c, body);
    const values = await checkValues(tx, auth.campusId, body.ActorType, body, body.Files.length);
    await refuseOverlap(tx, { campusId: auth.campusId, ...actor, from: values.fromDate, to: values.toDate });
    const academicClassId = actor.studentId
      ? await repo.classOfStudentOn(tx, { campusId: auth.campusId, studentId: actor.studentId, date: values.fromDate })
      : null;
    const row = await repo.insertLeaveRequest(tx, {
      campusId: auth.campusId,
      values: {
        actorType: body.ActorType,
        ...actor,
        academicClassId,
        ...values,
        status: LEAVE_REQUEST_STATUS.PENDING,
        submittedByUserId: auth.userId,
        submittedBy: auth.username,
      },
    });
    await saveFiles(deps, tx, auth.campusId, row.id, body.Files);
    return wireOne(tx, c, row.id);
  });
}

export async function updateLeaveRequest(deps: TAppDeps, auth: TAuth, body: TLeaveRequestUpdate): Promise<TLeaveRequest> {
  const removedKeys: (string | undefined)[] = [];
  const result = await inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const found = await repo.findLeaveRequest(tx, { campusId: auth.campusId, id: body.Id, scope: readScope(c) });
    if (!found) throw requestNotFound();
    const current = found.request;
    if (current.version !== body.Version) throw stale();
    if (current.status !== LEAVE_REQUEST_STATUS.PENDING) throw decided();
    if (!canEdit(c, current)) throw forbidden();
    if (body.Cancel) {
      const saved = await repo.saveLeaveRequest(tx, {
        campusId: auth.campusId,
        id: body.Id,
        version: body.Version,
        values: { ...pick(current), status: LEAVE_REQUEST_STATUS.CANCELLED },
      });
      if (!saved) throw stale();
      return wireOne(tx, c, body.Id);
    }
    const removed = await repo.detachFiles(tx, { campusId: auth.campusId, leaveRequestId: body.Id, storedFileIds: body.RemoveFileIds });
    for (const id of removed) removedKeys.push(await files.deleteStoredFile(tx, { campusId: auth.campusId, id }));
    const kept = await repo.countFiles(tx, { campusId: auth.campusId, leaveRequestId: body.Id });
    if (kept + body.Files.length > LEAVE_REQUEST_MAX_FILES) {
      throw fieldError(
        'Files',
        `សំណើមួយអាចភ្ជាប់ឯកសារបានមិនលើសពី ${khmerDigits(LEAVE_REQUEST_MAX_FILES)} ទេ`,
        `One request can carry at most ${LEAVE_REQUEST_MAX_FILES} files`,
      );
    }
    const values = await checkValues(tx, auth.campusId, current.actorType, body, kept + body.Files.length);
    await refuseOverlap(tx, {
      campusId: auth.campusId,
      studentId: current.studentId,
      employeeId: current.employeeId,
      from: values.fromDate,
      to: values.toDate,
      exceptId: current.id,
    });
    const saved = await repo.saveLeaveRequest(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values: { ...pick(current), ...values } });
    if (!saved) throw stale();
    await saveFiles(deps, tx, auth.campusId, body.Id, body.Files);
    return wireOne(tx, c, body.Id);
  });
  for (const key of removedKeys) await files.removeStoredBytes(deps, key);
  return result;
}

/** The stored values of a row, for a save that changes a few of them. */
function pick(r: repo.TLeaveRequestRow) {
  return {
    actorType: r.actorType,
    studentId: r.studentId,
    employeeId: r.employeeId,
    academicClassId: r.academicClassId,
    leaveTypeId: r.leaveTypeId,
    dateType: r.dateType,
    fromDate: r.fromDate,
    toDate: r.toDate,
    reason: r.reason,
    status: r.status,
    submittedByUserId: r.submittedByUserId,
    submittedBy: r.submittedBy,
    decidedByUserId: r.decidedByUserId,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt,
    comment: r.comment,
  };
}

export async function decideLeaveRequest(deps: TAppDeps, auth: TAuth, body: TLeaveRequestDecision): Promise<TLeaveRequest> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const found = await repo.findLeaveRequest(tx, { campusId: auth.campusId, id: body.Id, scope: readScope(c) });
    if (!found) throw requestNotFound();
    const current = found.request;
    if (current.version !== body.Version) throw stale();
    if (current.status !== LEAVE_REQUEST_STATUS.PENDING) throw decided();
    const mainStudents = await studentsOfMainClasses(tx, c, [current]);
    if (!canDecide(c, current, mainStudents)) throw forbidden();
    const saved = await repo.saveLeaveRequest(tx, {
      campusId: auth.campusId,
      id: body.Id,
      version: body.Version,
      values: {
        ...pick(current),
        status: body.Status,
        decidedByUserId: auth.userId,
        decidedBy: auth.username,
        decidedAt: new Date(),
        comment: body.Comment ?? null,
      },
    });
    if (!saved) throw stale();
    await tellDecision(tx, auth, found, body.Status, body.Comment ?? null);
    return wireOne(tx, c, body.Id);
  });
}

/** Issue 16: whoever sent the request hears it was approved or rejected (not a decider deciding her own send). */
async function tellDecision(tx: TTx, auth: TAuth, found: repo.TLeaveListRow, status: number, comment: string | null) {
  const to = found.request.submittedByUserId;
  if (!to || to === auth.userId) return;
  const approved = status === LEAVE_REQUEST_STATUS.APPROVED;
  const r = found.request;
  const days = r.fromDate === r.toDate ? dmy(r.fromDate) : `${dmy(r.fromDate)} – ${dmy(r.toDate)}`;
  const who =
    found.studentLastName !== null
      ? `${found.studentLastName} ${found.studentFirstName}`
      : `${found.employeeLastName ?? ''} ${found.employeeFirstName ?? ''}`.trim();
  const whoEn =
    found.studentLastNameEn !== null
      ? `${found.studentLastNameEn} ${found.studentFirstNameEn}`
      : `${found.employeeLastNameEn ?? ''} ${found.employeeFirstNameEn ?? ''}`.trim();
  await notify(tx, {
    campusId: auth.campusId,
    userIds: [to],
    topic: 'LEAVE_REQUEST',
    title: approved ? 'សំណើសុំច្បាប់ត្រូវបានអនុម័ត' : 'សំណើសុំច្បាប់ត្រូវបានបដិសេធ',
    titleEn: approved ? 'Leave request approved' : 'Leave request rejected',
    description: `${who}: ${found.leaveType} ថ្ងៃ ${khmerDigits(days)}${comment ? ` (${comment})` : ''}`,
    descriptionEn: `${whoEn}: ${found.leaveTypeEn}, ${days}${comment ? ` (${comment})` : ''}`,
    link: '/leave-request',
  });
}

const dmy = (iso: string) => iso.split('-').reverse().join('-');

/** A file of a request the caller reaches. */
export async function readLeaveRequestFile(
  deps: TAppDeps,
  auth: TAuth,
  storedFileId: string,
): Promise<{ data: Buffer; fileName: string; contentType: string }> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const requestId = await repo.requestOfFile(tx, { campusId: auth.campusId, storedFileId });
    const reached = requestId && (await repo.findLeaveRequest(tx, { campusId: auth.campusId, id: requestId, scope: readScope(c) }));
    if (!reached) throw notFound();
    const stored = await files.readStoredFile(deps, tx, { campusId: auth.campusId, id: storedFileId });
    if (!stored) throw notFound();
    return { data: stored.data, fileName: stored.file.fileName, contentType: stored.file.contentType };
  });
}
