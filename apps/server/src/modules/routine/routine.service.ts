import { ACADEMIC_TIME_SHIFT, ACTOR_TYPE, DAY_NAMES, todayInCambodia } from '@school/contract';
import type {
  TRoutine,
  TRoutineCopyResult,
  TRoutineCreate,
  TRoutineDetail,
  TRoutineMyDay,
  TRoutineOnDate,
  TRoutineSessionTime,
  TRoutineSubstitute,
  TRoutineSubstituteSave,
  TRoutineUpdate,
  TRoutineWeek,
  TScheduleClassRoutine,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, forbidden, notFound, stale } from '../../lib/app-error';
import { fullName } from '../../lib/person-name';
import { requireYear, yearOrCurrent } from '../academic-year/academic-year.service';
import { assertStudentReadable } from '../access/access.service';
import * as repo from './routine.repository';

/**
 * Class routines (issue 12 'Timetable'). Rules: one routine per class, day and session time; a teacher or
 * a room is never in two places at overlapping times of one day (any level, any class of the year: 409
 * naming the other class); a teacher without a teaching assignment of the subject in the class is a warning
 * the office confirms (`ConfirmOutsideAssignment`); a substitute takes a routine's teacher on one date.
 */

/** Keys that read every class's and teacher's timetable (besides employee accounts). */
const OFFICE_KEYS = ['MANAGE_SCHEDULE', 'VIEW_NAV_SCHEDULE_ARRANGEMENT', 'VIEW_NAV_SCHEDULE_MANAGEMENT', 'VIEW_NAV_EMPLOYEE'];

const routineNotFound = () => notFound('រកមិនឃើញកាលវិភាគនេះទេ', 'The routine was not found');
const classNotFound = () => notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
const field = (Field: string, km: string, en: string) => badRequest(km, en, [{ Field, Message: km, MessageEn: en }]);

const hm = (time: string) => time.slice(0, 5);
const dayName = (day: number) => DAY_NAMES[day] ?? ['', ''];

/** Day of the week (1 Monday … 7 Sunday) of a `YYYY-MM-DD` date. */
export function dayOfWeekOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

function teacherRef(p: { employeeId: string; employeeCode: string; firstName: string; lastName: string; firstNameEn: string; lastNameEn: string }) {
  return { Id: p.employeeId, Code: p.employeeCode, FullName: fullName(p.lastName, p.firstName), FullNameEn: fullName(p.lastNameEn, p.firstNameEn) };
}

export function toRoutine(r: repo.TRoutineRow): TRoutine {
  const [DayName, DayNameEn] = dayName(r.routine.dayOfWeek);
  return {
    Id: r.routine.id,
    AcademicYearId: r.routine.academicYearId,
    AcademicClassId: r.routine.academicClassId,
    AcademicClass: { Id: r.routine.academicClassId, Code: r.classCode, Description: r.classDescription, DescriptionEn: r.classDescriptionEn },
    DayOfWeek: r.routine.dayOfWeek,
    DayName,
    DayNameEn,
    AcademicSessionTimeId: r.routine.sessionTimeId,
    SessionTime: {
      Id: r.routine.sessionTimeId,
      From: hm(r.fromTime),
      To: hm(r.toTime),
      Description: r.sessionDescription,
      DescriptionEn: r.sessionDescriptionEn,
      SortIndex: r.sessionSortIndex,
    },
    CourseLevelSubjectId: r.routine.courseLevelSubjectId,
    Subject: { Id: r.routine.courseLevelSubjectId, Description: r.subjectDescription, DescriptionEn: r.subjectDescriptionEn },
    EmployeeId: r.routine.employeeId,
    Teacher: teacherRef({ ...r, employeeId: r.routine.employeeId }),
    RoomId: r.routine.roomId,
    Room: r.routine.roomId
      ? { Id: r.routine.roomId, Code: r.roomCode ?? '', Description: r.roomDescription ?? '', DescriptionEn: r.roomDescriptionEn ?? '' }
      : null,
    Version: r.routine.version,
  };
}

function toSubstitute(s: repo.TSubstituteWithName): TRoutineSubstitute {
  return {
    Id: s.substitute.id,
    Date: s.substitute.date,
    Teacher: teacherRef({ ...s, employeeId: s.substitute.employeeId }),
    Note: s.substitute.note,
    Version: s.substitute.version,
  };
}

function onDate(routine: TRoutine, date: string | null, substitute: repo.TSubstituteWithName | undefined): TRoutineOnDate {
  const sub = substitute ? toSubstitute(substitute) : null;
  return {
    ...routine,
    EmployeeId: sub ? sub.Teacher.Id : routine.EmployeeId,
    Teacher: sub ? sub.Teacher : routine.Teacher,
    RegularTeacher: routine.Teacher,
    Date: date,
    Substitute: sub,
  };
}

const toSessionTime = (s: repo.TSessionTimeRow): TRoutineSessionTime => ({
  Id: s.id,
  From: hm(s.fromTime),
  To: hm(s.toTime),
  Description: s.description,
  DescriptionEn: s.descriptionEn,
  SortIndex: s.sortIndex,
});

/** Session times of a class: its level's periods of its shift (every shift for a full-day class). */
function classSessionTimes(tx: TQueryable, campusId: string, frame: repo.TClassFrame) {
  const shifts = frame.academicTimeShift === ACADEMIC_TIME_SHIFT.FULL_DAY ? undefined : [frame.academicTimeShift];
  return repo.listSessionTimes(tx, { campusId, levelClassifiedId: frame.levelClassifiedId, shifts });
}

// ---- Who reads which timetable

type TReader = { kind: 'all' } | { kind: 'student'; studentId: string } | { kind: 'none' };

function readerOf(auth: TAuth): TReader {
  if (OFFICE_KEYS.some((k) => auth.permissions.has(k))) return { kind: 'all' };
  // Staff see every class's and colleague's timetable (the staff room's board); a student her own class.
  if (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId) return { kind: 'all' };
  if (auth.actorType === ACTOR_TYPE.STUDENT && auth.actorId) return { kind: 'student', studentId: auth.actorId };
  return { kind: 'none' };
}

async function assertReadsClass(tx: TQueryable, auth: TAuth, frame: repo.TClassFrame) {
  const reader = readerOf(auth);
  if (reader.kind === 'all') return;
  if (reader.kind === 'student') {
    const own = await repo.studentClassOfYear(tx, { campusId: auth.campusId, studentId: reader.studentId, academicYearId: frame.academicYearId });
    if (own === frame.id) return;
  }
  // Out of reach looks like unknown.
  throw classNotFound();
}

async function requireClass(tx: TQueryable, campusId: string, id: string) {
  const frame = await repo.getClassFrame(tx, { campusId, id });
  if (!frame) throw classNotFound();
  return frame;
}

// ---- Weeks

async function classWeek(tx: TQueryable, campusId: string, frame: repo.TClassFrame): Promise<TRoutineWeek> {
  const sessionTimes = await classSessionTimes(tx, campusId, frame);
  const rows = await repo.listRoutines(tx, { campusId, academicClassId: frame.id });
  const days = new Set<number>([...frame.studyDays, ...rows.map((r) => r.routine.dayOfWeek)]);
  const known = new Set(sessionTimes.map((s) => s.id));
  // A routine left on a period of another shift (the class's shift changed) still shows, so it can be cleared.
  const extra = rows.filter((r) => !known.has(r.routine.sessionTimeId)).map((r) => toRoutine(r).SessionTime);
  return {
    AcademicYearId: frame.academicYearId,
    AcademicClass: {
      Id: frame.id,
      Code: frame.code,
      Description: frame.description,
      DescriptionEn: frame.descriptionEn,
      CourseLevelId: frame.courseLevelId,
      AcademicTimeShift: frame.academicTimeShift,
    },
    Teacher: null,
    Days: [...days].sort((a, b) => a - b).map((d) => ({ Day: d, Name: dayName(d)[0], NameEn: dayName(d)[1] })),
    SessionTimes: [...sessionTimes.map(toSessionTime), ...new Map(extra.map((s) => [s.Id, s])).values()],
    Routines: rows.map(toRoutine),
  };
}

async function teacherWeek(tx: TQueryable, campusId: string, employeeId: string, academicYearId: string | undefined): Promise<TRoutineWeek> {
  const person = await repo.getEmployee(tx, { campusId, id: employeeId });
  if (!person) throw notFound('រកមិនឃើញបុគ្គលិកនេះទេ', 'The employee was not found');
  const year = await yearOrCurrent(tx, campusId, academicYearId);
  const rows = year ? await repo.listRoutines(tx, { campusId, employeeId, academicYearId: year.id }) : [];
  const routines = rows.map(toRoutine);
  const times = new Map(routines.map((r) => [r.SessionTime.Id, r.SessionTime]));
  const days = new Set([1, 2, 3, 4, 5, 6, ...routines.map((r) => r.DayOfWeek)]);
  return {
    AcademicYearId: year?.id ?? null,
    AcademicClass: null,
    Teacher: teacherRef({ ...person, employeeId: person.id, employeeCode: person.code }),
    Days: [...days].sort((a, b) => a - b).map((d) => ({ Day: d, Name: dayName(d)[0], NameEn: dayName(d)[1] })),
    SessionTimes: [...times.values()].sort((a, b) => a.From.localeCompare(b.From) || a.SortIndex - b.SortIndex),
    Routines: routines,
  };
}

/** The employee record of a signed-in account, if it is an employee's. */
const ownEmployee = (auth: TAuth) => (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId ? auth.actorId : undefined);

async function weekOf(tx: TQueryable, auth: TAuth, q: { academicClassId?: string; employeeId?: string; academicYearId?: string }) {
  if (q.academicClassId) {
    const frame = await requireClass(tx, auth.campusId, q.academicClassId);
    await assertReadsClass(tx, auth, frame);
    return classWeek(tx, auth.campusId, frame);
  }
  if (q.employeeId) {
    if (readerOf(auth).kind !== 'all') throw forbidden();
    return teacherWeek(tx, auth.campusId, q.employeeId, q.academicYearId);
  }
  // Neither: the caller's own week (a teacher's routines, a student's class).
  const own = ownEmployee(auth);
  if (own) return teacherWeek(tx, auth.campusId, own, q.academicYearId);
  const reader = readerOf(auth);
  if (reader.kind === 'student') {
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    const classId = year ? await repo.studentClassOfYear(tx, { campusId: auth.campusId, studentId: reader.studentId, academicYearId: year.id }) : undefined;
    if (classId) return classWeek(tx, auth.campusId, await requireClass(tx, auth.campusId, classId));
    return { AcademicYearId: year?.id ?? null, AcademicClass: null, Teacher: null, Days: [], SessionTimes: [], Routines: [] };
  }
  throw field('academicClassId', 'សូមជ្រើសរើសថ្នាក់ ឬគ្រូ', 'Choose a class or a teacher');
}

export const getWeek = (deps: TAppDeps, auth: TAuth, q: { academicClassId?: string; employeeId?: string; academicYearId?: string }) =>
  inTenant(deps, auth, (tx) => weekOf(tx, auth, q));

export { weekOf as weekOfIn };

/** A student's class week: her own (student account) or a reachable student's. */
export function getStudentWeek(deps: TAppDeps, auth: TAuth, q: { id?: string; academicYearId?: string }): Promise<TRoutineWeek> {
  return inTenant(deps, auth, async (tx) => {
    const reader = readerOf(auth);
    const studentId = q.id ?? (reader.kind === 'student' ? reader.studentId : undefined);
    if (!studentId) throw field('id', 'សូមជ្រើសរើសសិស្ស', 'Choose a student');
    // A student herself, a guardian his children (the guardian's child pages reuse this call): 404 otherwise.
    if (reader.kind !== 'all') await assertStudentReadable(tx, auth, studentId);
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    const classId = year ? await repo.studentClassOfYear(tx, { campusId: auth.campusId, studentId, academicYearId: year.id }) : undefined;
    if (!classId) return { AcademicYearId: year?.id ?? null, AcademicClass: null, Teacher: null, Days: [], SessionTimes: [], Routines: [] };
    return classWeek(tx, auth.campusId, await requireClass(tx, auth.campusId, classId));
  });
}

// ---- Routines of a date (substitutes applied): the tx-level function other modules call

/**
 * The routines taught on a local date (Asia/Phnom_Penh `YYYY-MM-DD`), substitutes applied: of one teacher
 * (her own routines of that weekday not taken by a substitute, plus the routines she substitutes that date),
 * of one class, one routine (`routineId`), or of the whole campus. Only routines of the year whose dates hold the date.
 */
export async function routinesOnDate(
  tx: TQueryable,
  p: { campusId: string; date: string; employeeId?: string; academicClassId?: string; routineId?: string },
): Promise<TRoutineOnDate[]> {
  // One read: the routines of the weekday with their substitute of the date (a teacher's: hers and those she substitutes).
  const rows = await repo.listRoutinesOnDate(tx, {
    campusId: p.campusId,
    date: p.date,
    dayOfWeek: dayOfWeekOf(p.date),
    employeeId: p.employeeId,
    academicClassId: p.academicClassId,
    ids: p.routineId ? [p.routineId] : undefined,
  });
  return rows
    .map((r) => onDate(toRoutine(r), p.date, r.substitute))
    .filter((r) => !p.employeeId || r.EmployeeId === p.employeeId)
    .sort((a, b) => a.SessionTime.From.localeCompare(b.SessionTime.From) || a.AcademicClass.Code.localeCompare(b.AcademicClass.Code));
}

/** A teacher's routines of a year's week (no date: regular teachers, no substitutes). */
export async function weekRoutinesOf(tx: TQueryable, p: { campusId: string; employeeId: string; academicYearId: string }): Promise<TRoutineOnDate[]> {
  const rows = await repo.listRoutines(tx, p);
  return rows.map((r) => ({ ...toRoutine(r), Date: null, Substitute: null, RegularTeacher: toRoutine(r).Teacher }));
}

/** `GET /api/routine/my-day`: a teacher's routines of the date (substitutes applied) or a student's class's. */
export function getMyDay(deps: TAppDeps, auth: TAuth, q: { date?: string }): Promise<TRoutineMyDay> {
  const date = q.date ?? todayInCambodia();
  return inTenant(deps, auth, async (tx) => {
    const base = { Date: date, DayOfWeek: dayOfWeekOf(date) };
    const employeeId = ownEmployee(auth);
    if (employeeId) return { ...base, Routines: await routinesOnDate(tx, { campusId: auth.campusId, date, employeeId }) };
    const reader = readerOf(auth);
    if (reader.kind === 'student') {
      const year = await yearOrCurrent(tx, auth.campusId, undefined);
      const classId = year ? await repo.studentClassOfYear(tx, { campusId: auth.campusId, studentId: reader.studentId, academicYearId: year.id }) : undefined;
      if (classId) return { ...base, Routines: await routinesOnDate(tx, { campusId: auth.campusId, date, academicClassId: classId }) };
    }
    return { ...base, Routines: [] };
  });
}

/**
 * `GET /api/schedule/class?id&date[&isConfirm]`: a class's routines of a date, each with whether the class's
 * attendance of that day is confirmed; `isConfirm` keeps a confirmed (`true`) or an unconfirmed (`false`) day's
 * routines only, none otherwise (data-calls §4 'Confirmed/unconfirmed filter via IsConfirmed').
 */
export function getClassDay(deps: TAppDeps, auth: TAuth, q: { id: string; date?: string; isConfirm?: 'true' | 'false' }): Promise<TScheduleClassRoutine[]> {
  const date = q.date ?? todayInCambodia();
  return inTenant(deps, auth, async (tx) => {
    await assertReadsClass(tx, auth, await requireClass(tx, auth.campusId, q.id));
    const confirmed = await repo.isDayConfirmed(tx, { campusId: auth.campusId, academicClassId: q.id, date });
    if (q.isConfirm !== undefined && confirmed !== (q.isConfirm === 'true')) return [];
    return (await routinesOnDate(tx, { campusId: auth.campusId, date, academicClassId: q.id })).map((r) => ({ ...r, IsConfirmed: confirmed }));
  });
}

/** The first date on or after `from` that falls on the day of the week. */
export function nextDateOn(from: string, dayOfWeek: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((dayOfWeek - dayOfWeekOf(from) + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * `GET /api/routine/detail?id&date`: one routine, its teacher of the date (without one: the routine's next
 * day, today included) and every substitute.
 */
export function getDetail(deps: TAppDeps, auth: TAuth, q: { id: string; date?: string }): Promise<TRoutineDetail> {
  return inTenant(deps, auth, async (tx) => {
    const [row] = await repo.listRoutines(tx, { campusId: auth.campusId, ids: [q.id] });
    if (!row) throw routineNotFound();
    const date = q.date ?? nextDateOn(todayInCambodia(), row.routine.dayOfWeek);
    const reader = readerOf(auth);
    if (reader.kind !== 'all') {
      const own =
        reader.kind === 'student'
          ? await repo.studentClassOfYear(tx, { campusId: auth.campusId, studentId: reader.studentId, academicYearId: row.routine.academicYearId })
          : undefined;
      if (own !== row.routine.academicClassId) throw routineNotFound();
    }
    const subs = await repo.listSubstitutes(tx, { campusId: auth.campusId, routineIds: [row.routine.id] });
    const ofDate = subs.find((s) => s.substitute.date === date);
    return { ...onDate(toRoutine(row), date, ofDate), Substitutes: subs.map((s) => ({ ...toSubstitute(s), RoutineId: row.routine.id })) };
  });
}

/** `GET /api/report-filter/routine`: a class's routines (or the year's) as choices. */
export function listFilterRoutines(deps: TAppDeps, auth: TAuth, q: { academicClassId?: string; academicYearId?: string }) {
  return inTenant(deps, auth, async (tx) => {
    if (q.academicClassId) await assertReadsClass(tx, auth, await requireClass(tx, auth.campusId, q.academicClassId));
    else if (readerOf(auth).kind !== 'all') throw forbidden();
    const year = q.academicClassId ? undefined : await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    if (!q.academicClassId && !year) return [];
    const rows = await repo.listRoutines(tx, { campusId: auth.campusId, academicClassId: q.academicClassId, academicYearId: year?.id });
    return rows.map(toRoutine).map((r) => ({
      Id: r.Id,
      AcademicClassId: r.AcademicClassId,
      DayOfWeek: r.DayOfWeek,
      Description: `${r.AcademicClass.Description} · ${r.DayName} ${r.SessionTime.From}-${r.SessionTime.To} · ${r.Subject.Description}`,
      DescriptionEn: `${r.AcademicClass.DescriptionEn} · ${r.DayNameEn} ${r.SessionTime.From}-${r.SessionTime.To} · ${r.Subject.DescriptionEn}`,
    }));
  });
}

// ---- Changes

/** 409 naming the class that already holds the teacher or the room at that time. */
function clashError(kind: 'teacher' | 'room', other: repo.TRoutineRow) {
  const [day, dayEn] = dayName(other.routine.dayOfWeek);
  const time = `${hm(other.fromTime)}-${hm(other.toTime)}`;
  const km =
    kind === 'teacher'
      ? `គ្រូ ${fullName(other.lastName, other.firstName)} បង្រៀនថ្នាក់ ${other.classDescription} (${other.classCode}) រួចហើយ នៅថ្ងៃ${day} ម៉ោង ${time}`
      : `បន្ទប់ ${other.roomDescription ?? ''} ត្រូវបានប្រើដោយថ្នាក់ ${other.classDescription} (${other.classCode}) រួចហើយ នៅថ្ងៃ${day} ម៉ោង ${time}`;
  const en =
    kind === 'teacher'
      ? `${fullName(other.lastNameEn, other.firstNameEn)} already teaches ${other.classDescriptionEn} (${other.classCode}) on ${dayEn} at ${time}`
      : `Room ${other.roomDescriptionEn ?? ''} is already used by ${other.classDescriptionEn} (${other.classCode}) on ${dayEn} at ${time}`;
  return new AppError('CONFLICT', { km, en, data: { Clash: kind.toUpperCase(), AcademicClassId: other.routine.academicClassId, RoutineId: other.routine.id } });
}

async function checkRoutine(tx: TQueryable, campusId: string, body: TRoutineCreate, exceptId?: string): Promise<repo.TRoutineValues> {
  const frame = await repo.getClassFrame(tx, { campusId, id: body.AcademicClassId });
  if (!frame) throw field('AcademicClassId', 'រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
  const times = await classSessionTimes(tx, campusId, frame);
  const time = times.find((s) => s.id === body.AcademicSessionTimeId);
  if (!time) throw field('AcademicSessionTimeId', 'ម៉ោងសិក្សានេះមិនមែនជារបស់វេនសិក្សារបស់ថ្នាក់នេះទេ', "The session time is not one of the class's shift");
  const subject = await repo.getCourseLevelSubject(tx, { campusId, id: body.CourseLevelSubjectId });
  if (!subject || subject.courseLevelId !== frame.courseLevelId || subject.academicYearId !== frame.academicYearId) {
    throw field('CourseLevelSubjectId', 'មុខវិជ្ជានេះមិនមែនជារបស់ថ្នាក់ទីនៃថ្នាក់នេះទេ', "The subject is not one of the class's grade");
  }
  const teacher = await repo.getEmployee(tx, { campusId, id: body.EmployeeId });
  if (!teacher || teacher.status !== 0) throw field('EmployeeId', 'រកមិនឃើញគ្រូនេះ ឬគ្រូនេះលែងសកម្ម', 'The teacher was not found or is not active');
  const roomId = body.RoomId ?? null;
  if (roomId && !(await repo.roomExists(tx, { campusId, id: roomId }))) throw field('RoomId', 'រកមិនឃើញបន្ទប់នេះទេ', 'The room was not found');
  const clashes = await repo.findClashes(tx, {
    campusId,
    academicYearId: frame.academicYearId,
    dayOfWeek: body.DayOfWeek,
    from: time.fromTime,
    to: time.toTime,
    employeeId: body.EmployeeId,
    roomId,
    exceptId,
  });
  // The cell itself is replaced by an update, never clashes with itself; another routine of the same class
  // at an overlapping period is the cell's own clash (a class is in one place at a time).
  const teacherClash = clashes.find((c) => c.routine.employeeId === body.EmployeeId);
  if (teacherClash) throw clashError('teacher', teacherClash);
  const roomClash = clashes.find((c) => roomId && c.routine.roomId === roomId);
  if (roomClash) throw clashError('room', roomClash);
  if (!body.ConfirmOutsideAssignment) {
    const teaches = await repo.teachesSubject(tx, { campusId, employeeId: body.EmployeeId, academicClassId: frame.id, courseLevelSubjectId: subject.id });
    if (!teaches) {
      throw new AppError('CONFLICT', {
        km: `គ្រូ ${fullName(teacher.lastName, teacher.firstName)} មិនមានភារកិច្ចបង្រៀនមុខវិជ្ជានេះក្នុងថ្នាក់ ${frame.description} ទេ។ តើចង់រក្សាទុកដែរឬទេ?`,
        en: `${fullName(teacher.lastNameEn, teacher.firstNameEn)} has no assignment to teach this subject in ${frame.descriptionEn}. Save anyway?`,
        data: { Warning: 'OUTSIDE_ASSIGNMENT' },
      });
    }
  }
  return {
    academicYearId: frame.academicYearId,
    academicClassId: frame.id,
    dayOfWeek: body.DayOfWeek,
    sessionTimeId: time.id,
    courseLevelSubjectId: subject.id,
    employeeId: body.EmployeeId,
    roomId,
  };
}

async function loadRoutine(tx: TQueryable, campusId: string, id: string): Promise<TRoutine> {
  const [row] = await repo.listRoutines(tx, { campusId, ids: [id] });
  if (!row) throw routineNotFound();
  return toRoutine(row);
}

const cellTaken = () => new AppError('CONFLICT', { km: 'ក្រឡានេះមានមុខវិជ្ជារួចហើយ។ សូមផ្ទុកឡើងវិញ', en: 'This cell already has a subject. Reload and edit it' });

export function createRoutine(deps: TAppDeps, auth: TAuth, body: TRoutineCreate): Promise<TRoutine> {
  return inTenant(deps, auth, async (tx) => {
    const values = await checkRoutine(tx, auth.campusId, body);
    const taken = (await repo.listRoutines(tx, { campusId: auth.campusId, academicClassId: values.academicClassId, dayOfWeek: values.dayOfWeek })).some(
      (r) => r.routine.sessionTimeId === values.sessionTimeId,
    );
    if (taken) throw cellTaken();
    const row = await repo.routineRows.insert(tx, { campusId: auth.campusId, values });
    return loadRoutine(tx, auth.campusId, row.id);
  });
}

export function updateRoutine(deps: TAppDeps, auth: TAuth, body: TRoutineUpdate): Promise<TRoutine> {
  return inTenant(deps, auth, async (tx) => {
    const current = await repo.routineRows.get(tx, { campusId: auth.campusId, id: body.Id });
    if (!current) throw routineNotFound();
    if (current.version !== body.Version) throw stale();
    const values = await checkRoutine(tx, auth.campusId, body, body.Id);
    const saved = await repo.routineRows.save(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values });
    if (!saved) throw stale();
    return loadRoutine(tx, auth.campusId, body.Id);
  });
}

export function deleteRoutine(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  return inTenant(deps, auth, async (tx) => {
    // Its substitutes go with it (foreign key on delete cascade).
    if (!(await repo.routineRows.remove(tx, { campusId: auth.campusId, id }))) throw routineNotFound();
  });
}

/** A substitute for one date: the date must be the routine's weekday and the substitute free at that time. */
export function saveSubstitute(deps: TAppDeps, auth: TAuth, body: TRoutineSubstituteSave): Promise<TRoutineSubstitute> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const [row] = await repo.listRoutines(tx, { campusId, ids: [body.ClassRoutineId] });
    if (!row) throw field('ClassRoutineId', 'រកមិនឃើញកាលវិភាគនេះទេ', 'The routine was not found');
    if (dayOfWeekOf(body.Date) !== row.routine.dayOfWeek) {
      const [day, dayEn] = dayName(row.routine.dayOfWeek);
      throw field('Date', `កាលវិភាគនេះបង្រៀននៅថ្ងៃ${day}`, `This routine is taught on ${dayEn}s`);
    }
    const teacher = await repo.getEmployee(tx, { campusId, id: body.EmployeeId });
    if (!teacher || teacher.status !== 0) throw field('EmployeeId', 'រកមិនឃើញគ្រូនេះ ឬគ្រូនេះលែងសកម្ម', 'The teacher was not found or is not active');
    if (body.EmployeeId === row.routine.employeeId) {
      throw field('EmployeeId', 'គ្រូជំនួសត្រូវតែជាគ្រូផ្សេង', 'The substitute must be another teacher');
    }
    // Busy that date: her own routines overlapping (unless substituted away) or another substitute she takes.
    const busy = await routinesOnDate(tx, { campusId, date: body.Date, employeeId: body.EmployeeId });
    const clash = busy.find((r) => r.Id !== row.routine.id && r.SessionTime.From < hm(row.toTime) && r.SessionTime.To > hm(row.fromTime));
    if (clash) {
      const [, dayEn] = dayName(clash.DayOfWeek);
      throw new AppError('CONFLICT', {
        km: `គ្រូ ${teacher.lastName} ${teacher.firstName} បង្រៀនថ្នាក់ ${clash.AcademicClass.Description} (${clash.AcademicClass.Code}) រួចហើយ នៅថ្ងៃ${clash.DayName} ម៉ោង ${clash.SessionTime.From}-${clash.SessionTime.To}`,
        en: `${teacher.lastNameEn} ${teacher.firstNameEn} already teaches ${clash.AcademicClass.DescriptionEn} (${clash.AcademicClass.Code}) on ${dayEn} at ${clash.SessionTime.From}-${clash.SessionTime.To}`,
        data: { Clash: 'TEACHER', AcademicClassId: clash.AcademicClassId, RoutineId: clash.Id },
      });
    }
    const existing = await repo.findSubstitute(tx, { campusId, classRoutineId: row.routine.id, date: body.Date });
    const values = { classRoutineId: row.routine.id, date: body.Date, employeeId: body.EmployeeId, note: body.Note };
    const saved = existing
      ? await repo.substituteRows.save(tx, { campusId, id: existing.id, version: existing.version, values })
      : await repo.substituteRows.insert(tx, { campusId, values });
    if (!saved) throw stale();
    const [withName] = (await repo.listSubstitutes(tx, { campusId, routineIds: [row.routine.id], from: body.Date, to: body.Date })).filter(
      (s) => s.substitute.id === saved.id,
    );
    return toSubstitute(withName!);
  });
}

export function deleteSubstitute(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  return inTenant(deps, auth, async (tx) => {
    if (!(await repo.substituteRows.remove(tx, { campusId: auth.campusId, id }))) throw notFound('រកមិនឃើញគ្រូជំនួសនេះទេ', 'The substitute was not found');
  });
}

/** A class's week onto another class of the same grade and year; the target's routines are replaced. */
export function copyClassWeek(deps: TAppDeps, auth: TAuth, body: { FromAcademicClassId: string; ToAcademicClassId: string }): Promise<TRoutineCopyResult> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const from = await repo.getClassFrame(tx, { campusId, id: body.FromAcademicClassId });
    const to = await repo.getClassFrame(tx, { campusId, id: body.ToAcademicClassId });
    if (!from) throw field('FromAcademicClassId', 'រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
    if (!to) throw field('ToAcademicClassId', 'រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
    if (from.id === to.id || from.courseLevelId !== to.courseLevelId || from.academicYearId !== to.academicYearId) {
      throw field('ToAcademicClassId', 'អាចចម្លងទៅថ្នាក់ផ្សេងនៃថ្នាក់ទីដូចគ្នាក្នុងឆ្នាំដូចគ្នាប៉ុណ្ណោះ', 'Copy only to another class of the same grade and year');
    }
    const source = await repo.listRoutines(tx, { campusId, academicClassId: from.id });
    const targetTimes = new Set((await classSessionTimes(tx, campusId, to)).map((s) => s.id));
    await repo.deleteRoutinesOfClass(tx, { campusId, academicClassId: to.id });
    // The target class's own teacher of each subject where it has one (the source's teacher is busy then),
    // no room (the target sits in its own room; the office sets it).
    const teachers = await repo.assignedTeachers(tx, { campusId, academicClassId: to.id });
    return copyRoutines(
      tx,
      campusId,
      source,
      (r) =>
        targetTimes.has(r.sessionTimeId)
          ? {
              AcademicClassId: to.id,
              DayOfWeek: r.dayOfWeek,
              AcademicSessionTimeId: r.sessionTimeId,
              CourseLevelSubjectId: r.courseLevelSubjectId,
              EmployeeId: teachers.get(r.courseLevelSubjectId) ?? r.employeeId,
              ConfirmOutsideAssignment: true,
            }
          : undefined,
      1,
    );
  });
}

/**
 * Inserts copies one by one through the same checks as a save (a copy that would clash, or whose class,
 * period or subject has no counterpart, is skipped and counted).
 */
async function copyRoutines(
  tx: TQueryable,
  campusId: string,
  source: repo.TRoutineRow[],
  map: (r: repo.TClassRoutineRow) => TRoutineCreate | undefined,
  classes: number,
): Promise<TRoutineCopyResult> {
  let copied = 0;
  let skipped = 0;
  for (const r of source) {
    const body = map(r.routine);
    if (!body) {
      skipped++;
      continue;
    }
    try {
      const values = await checkRoutine(tx, campusId, { ...body, ConfirmOutsideAssignment: true });
      await repo.insertRoutines(tx, { campusId, rows: [values] });
      copied++;
    } catch (error) {
      if (error instanceof AppError && (error.status === 409 || error.status === 400)) skipped++;
      else throw error;
    }
  }
  return { Copied: copied, Skipped: skipped, Classes: classes };
}

/**
 * Last year's routines into a new year (the setup wizard's schedule step): each class of the new year takes
 * the routines of last year's class of the same grade and code (subjects mapped by subject and program
 * type, session times kept: they belong to the level, not the year). Classes that already have routines
 * are left alone, so the step can be run again after adding classes.
 */
export function copyYear(deps: TAppDeps, auth: TAuth, body: { FromAcademicYearId: string; ToAcademicYearId: string }): Promise<TRoutineCopyResult> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    if (body.FromAcademicYearId === body.ToAcademicYearId) throw field('ToAcademicYearId', 'សូមជ្រើសរើសឆ្នាំសិក្សាពីរផ្សេងគ្នា', 'Choose two different years');
    await requireYear(tx, campusId, body.FromAcademicYearId);
    await requireYear(tx, campusId, body.ToAcademicYearId);
    const key = (c: { courseLevelId: string; code: string }) => `${c.courseLevelId}|${c.code.trim().toUpperCase()}`;
    const newClasses = new Map((await repo.listClassesOfYear(tx, { campusId, academicYearId: body.ToAcademicYearId })).map((c) => [key(c), c.id]));
    const done = await repo.classesWithRoutines(tx, { campusId, academicYearId: body.ToAcademicYearId });
    const classMap = new Map<string, string>();
    for (const c of await repo.listClassesOfYear(tx, { campusId, academicYearId: body.FromAcademicYearId })) {
      const target = newClasses.get(key(c));
      if (target && !done.has(target)) classMap.set(c.id, target);
    }
    const oldSubjects = new Map((await repo.listYearSubjects(tx, { campusId, academicYearId: body.FromAcademicYearId })).map((s) => [s.id, s]));
    const newSubjects = new Map(
      (await repo.listYearSubjects(tx, { campusId, academicYearId: body.ToAcademicYearId })).map((s) => [
        `${s.courseLevelId}|${s.subjectId}|${s.programType}`,
        s.id,
      ]),
    );
    const source = (await repo.listRoutines(tx, { campusId, academicYearId: body.FromAcademicYearId })).filter((r) => classMap.has(r.routine.academicClassId));
    const subjectOf = (id: string) => {
      const s = oldSubjects.get(id);
      return s ? newSubjects.get(`${s.courseLevelId}|${s.subjectId}|${s.programType}`) : undefined;
    };
    return copyRoutines(
      tx,
      campusId,
      source,
      (r) => {
        const classId = classMap.get(r.academicClassId);
        const subjectId = subjectOf(r.courseLevelSubjectId);
        if (!classId || !subjectId) return undefined;
        return {
          AcademicClassId: classId,
          DayOfWeek: r.dayOfWeek,
          AcademicSessionTimeId: r.sessionTimeId,
          CourseLevelSubjectId: subjectId,
          EmployeeId: r.employeeId,
          RoomId: r.roomId ?? undefined,
          ConfirmOutsideAssignment: true,
        };
      },
      new Set(classMap.values()).size,
    );
  });
}
