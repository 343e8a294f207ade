import {
  ATTENDANCE_CONFIRM_MODE,
  ATTENDANCE_STATUS,
  type TRoutineOnDate,
  type TStudentAttendanceBatchSave,
  type TStudentAttendanceConfirmation,
  type TStudentAttendanceCounts,
  type TStudentAttendanceDay,
  type TStudentAttendanceMonthly,
  type TStudentAttendanceRoutine,
  type TStudentAttendanceSheet,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { routinesOnDate } from '../routine/index';
import { approvedLeaveStudentsOn } from '../leave-request/index';
import { assertStudentReadable } from '../access/access.service';
import * as repo from './student-attendance.repository';
import { isByDate, stateOf, withState } from './student-attendance-state';
import { confirmationDetails } from './student-attendance-confirm.service';
import { notify } from '../notification/notification.service';
import { accountsOfStudentsIn } from '../homework/index';
import { khmerDigits } from '../../lib/khmer';

/**
 * Student attendance (issue 12): a teacher's routines of a school date, a routine's sheet, its batch save
 * (one transaction; one version per routine and date) and the confirmation of a class's day. Reach: the
 * office (MANAGE_STUDENT_ATTENDANCE) every class; a teacher the routines she teaches on that date
 * (substitutes applied) and the classes she is main teacher of; out of reach answers like an unknown routine.
 */

const isOffice = (auth: TAuth) => auth.permissions.has('MANAGE_STUDENT_ATTENDANCE');

export function countMarks(types: ReadonlyArray<number | null>): TStudentAttendanceCounts {
  const count = (type: number) => types.filter((t) => t === type).length;
  return {
    Absence: count(ATTENDANCE_STATUS.ABSENCE),
    Present: count(ATTENDANCE_STATUS.PRESENT),
    Late: count(ATTENDANCE_STATUS.LATE),
    Permission: count(ATTENDANCE_STATUS.PERMISSION),
    Mission: count(ATTENDANCE_STATUS.MISSION),
  };
}

export function routinesByDate(deps: TAppDeps, auth: TAuth, { date }: { date: string }): Promise<TStudentAttendanceRoutine[]> {
  const employeeId = repo.employeeOf(auth);
  if (!employeeId) return Promise.resolve([]);
  return inTenant(deps, auth, async (tx) =>
    withState(tx, auth.campusId, date, await routinesOnDate(tx, { campusId: auth.campusId, date, employeeId }), await isByDate(tx, auth.campusId)),
  );
}

/**
 * Every routine of the campus on a date (or of one class), sorted by Level (the grade), then session and
 * class (data-calls §7); `isConfirmed` keeps the confirmed days (`true`) or the others (`false`).
 */
export function routinesInCampusByDate(
  deps: TAppDeps,
  auth: TAuth,
  q: { date: string; academicClassId?: string; isConfirmed?: 'true' | 'false' },
): Promise<TStudentAttendanceRoutine[]> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const routines = await routinesOnDate(tx, { campusId, date: q.date, academicClassId: q.academicClassId });
    const all = await withState(tx, campusId, q.date, routines, await isByDate(tx, campusId));
    return all
      .filter((r) => q.isConfirmed === undefined || r.IsConfirmed === (q.isConfirmed === 'true'))
      .sort((a, b) => a.Level - b.Level || a.SessionTime.From.localeCompare(b.SessionTime.From) || a.AcademicClass.Code.localeCompare(b.AcademicClass.Code));
  });
}

const routineNotFound = () => notFound('រកមិនឃើញម៉ោងសិក្សានេះនៅថ្ងៃនោះទេ', 'The class routine was not found on that date');

/**
 * The routine on the date if the account reaches it (office, its teacher of the day, the class's main
 * teacher). By date (campus type 1) any routine of the class that day names the class's day: the answer is
 * the class's first routine of the date, which keeps the day's sheet, and a teacher of any of the class's
 * sessions that day reaches it.
 */
async function reachRoutine(
  tx: TQueryable,
  auth: TAuth,
  routineId: string,
  date: string,
): Promise<{ routine: TRoutineOnDate; isMain: boolean; byDate: boolean; level: number }> {
  const campusId = auth.campusId;
  const [named] = await routinesOnDate(tx, { campusId, date, routineId });
  if (!named) throw routineNotFound();
  const academicClassId = named.AcademicClassId;
  const { level, attendanceType } = await repo.classContext(tx, { campusId, academicClassId });
  const byDate = attendanceType === ATTENDANCE_CONFIRM_MODE.BY_DATE;
  const day = byDate ? await routinesOnDate(tx, { campusId, date, academicClassId }) : [named];
  const routine = day[0] ?? named;
  const reached = { routine, byDate, level };
  if (isOffice(auth)) return { ...reached, isMain: false };
  const employeeId = repo.employeeOf(auth);
  if (!employeeId) throw routineNotFound();
  if (day.some((r) => r.EmployeeId === employeeId)) return { ...reached, isMain: false };
  if (!(await repo.mainClassesOf(tx, { campusId, employeeId })).includes(academicClassId)) throw routineNotFound();
  return { ...reached, isMain: true };
}

type TClock = { clockIn: string | null; clockOut: string | null };
const hhmm = (t: string | null | undefined) => (t ? t.slice(0, 5) : null);

async function readSheet(tx: TQueryable, auth: TAuth, routine: TRoutineOnDate, date: string, byDate: boolean): Promise<TStudentAttendanceSheet> {
  const campusId = auth.campusId;
  const [state] = await withState(tx, campusId, date, [routine], byDate);
  const students = await repo.classStudents(tx, { campusId, academicClassId: routine.AcademicClassId });
  const rows = await repo.marksOf(tx, { campusId, routineId: routine.Id, date });
  const marks = new Map(rows.map((m) => [m.studentId, m.attendanceType]));
  const clocks = new Map(rows.map((m) => [m.studentId, { clockIn: hhmm(m.clockIn), clockOut: hhmm(m.clockOut) }]));
  return buildSheet(tx, auth, state!, date, students, marks, byDate ? clocks : undefined);
}

/** The sheet from what was read (or just written): the students' marks, leave, counts and state. */
async function buildSheet(
  tx: TQueryable,
  auth: TAuth,
  state: TStudentAttendanceRoutine,
  date: string,
  students: repo.TClassStudent[],
  marks: Map<string, number>,
  /** By date: each student's clock-in/out (undefined: attendance by session). */
  clocks?: Map<string, TClock>,
): Promise<TStudentAttendanceSheet> {
  const onLeave = new Set((await approvedLeaveStudentsOn(tx, { campusId: auth.campusId, date, classIds: [state.AcademicClassId] })).map((l) => l.studentId));
  const taken = state.Taken;
  const list = students.map((s) => ({
    StudentId: s.id,
    Code: s.code,
    FirstName: s.firstName,
    LastName: s.lastName,
    FirstNameEn: s.firstNameEn,
    LastNameEn: s.lastNameEn,
    FullName: personFullName(s),
    FullNameEn: personFullNameEn(s),
    Gender: s.gender,
    // A sheet never saved pre-marks an approved leave as permission; a saved one shows what was saved.
    AttendanceType: marks.get(s.id) ?? (!taken && onLeave.has(s.id) ? ATTENDANCE_STATUS.PERMISSION : null),
    OnLeave: onLeave.has(s.id),
    ClockIn: clocks?.get(s.id)?.clockIn ?? null,
    ClockOut: clocks?.get(s.id)?.clockOut ?? null,
  }));
  return {
    Routine: state,
    Date: date,
    Version: state.SheetVersion,
    Confirmed: state.Confirmed,
    CanEdit: isOffice(auth) || !state.Confirmed,
    ByDate: Boolean(clocks),
    Students: list,
    Counts: countMarks(list.map((s) => s.AttendanceType)),
  };
}

export function byRoutineAndDate(deps: TAppDeps, auth: TAuth, q: { routineId: string; date: string }): Promise<TStudentAttendanceSheet> {
  return inTenant(deps, auth, async (tx) => {
    const { routine, byDate } = await reachRoutine(tx, auth, q.routineId, q.date);
    return readSheet(tx, auth, routine, q.date, byDate);
  });
}

/** 409: the sheet moved on since it was read; Data names the students whose stored mark differs from this save. */
function staleSheet(changed: Array<{ StudentId: string; FullName: string; FullNameEn: string; AttendanceType: number | null }>): AppError {
  const names = changed.map((c) => c.FullName).join('、 ');
  const namesEn = changed.map((c) => c.FullNameEn).join(', ');
  return new AppError('STALE', {
    km: `វត្តមាននៃម៉ោងនេះត្រូវបានរក្សាទុកដោយអ្នកផ្សេងរួចហើយ${names ? ` (${names})` : ''}។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមផ្ទុកឡើងវិញ ហើយកែម្តងទៀត`,
    en: `Someone else saved this session's attendance meanwhile${namesEn ? ` (${namesEn})` : ''}. Nothing was saved. Reload and make your change again`,
    data: changed,
  });
}

export async function batchSave(deps: TAppDeps, auth: TAuth, body: TStudentAttendanceBatchSave): Promise<TStudentAttendanceSheet> {
  const seen = new Set<string>();
  body.Items.forEach((item, i) => {
    if (seen.has(item.StudentId)) {
      const km = 'សិស្សម្នាក់មានតែវត្តមានមួយក្នុងមួយម៉ោង';
      const en = 'A student has one mark per session';
      throw badRequest(km, en, [{ Field: `Items.${i}.StudentId`, Message: km, MessageEn: en }]);
    }
    seen.add(item.StudentId);
    if (item.ClockIn && item.ClockOut && item.ClockOut < item.ClockIn) {
      const km = 'ម៉ោងចេញមិនអាចមុនម៉ោងចូលបានទេ';
      const en = 'The clock-out time cannot be before the clock-in time';
      throw badRequest(km, en, [{ Field: `Items.${i}.ClockOut`, Message: km, MessageEn: en }]);
    }
  });
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { routine, byDate, level } = await reachRoutine(tx, auth, body.RoutineId, body.Date);
    const academicClassId = routine.AcademicClassId;
    const [confirmation] = await repo.confirmationsOf(tx, { campusId, classIds: [academicClassId], date: body.Date });
    if (confirmation && !isOffice(auth))
      throw new AppError('FORBIDDEN', {
        km: 'វត្តមាននៃថ្ងៃនេះត្រូវបានបញ្ជាក់រួចហើយ មានតែការិយាល័យទេដែលអាចកែបាន',
        en: "This day's attendance is confirmed: only the office can correct it",
      });
    const students = await repo.classStudents(tx, { campusId, academicClassId });
    const byId = new Map(students.map((s) => [s.id, s]));
    const outside = body.Items.findIndex((i) => !byId.has(i.StudentId));
    if (outside >= 0) {
      const km = 'សិស្សនេះមិនស្ថិតក្នុងថ្នាក់នេះទេ';
      const en = 'The student is not in this class';
      throw badRequest(km, en, [{ Field: `Items.${outside}.StudentId`, Message: km, MessageEn: en }]);
    }
    // The common save in one statement: the sheet moves to its next version only from the version read
    // (the row stays locked to the end). Anything else is a stale sheet, told with the marks that differ.
    const written =
      body.Version === null
        ? await repo.insertSheet(tx, { campusId, routineId: routine.Id, academicClassId, date: body.Date, userId: auth.userId })
        : await repo.bumpSheetOf(tx, { campusId, routineId: routine.Id, date: body.Date, version: body.Version, userId: auth.userId });
    // The marks stored before this save: a correction's history needs them, and so does a save of part of the class.
    const needStored = !written || Boolean(confirmation) || students.some((s) => !seen.has(s.id));
    const stored = new Map(
      needStored ? (await repo.marksOf(tx, { campusId, routineId: routine.Id, date: body.Date })).map((m) => [m.studentId, m.attendanceType]) : [],
    );
    if (!written)
      throw staleSheet(
        body.Items.filter((i) => stored.has(i.StudentId) && stored.get(i.StudentId) !== i.AttendanceType).map((i) => {
          const s = byId.get(i.StudentId)!;
          return { StudentId: s.id, FullName: personFullName(s), FullNameEn: personFullNameEn(s), AttendanceType: stored.get(s.id) ?? null };
        }),
      );
    await repo.upsertMarks(tx, {
      campusId,
      routineId: routine.Id,
      academicClassId,
      date: body.Date,
      // By session there is no clock: whatever was sent is not kept.
      items: body.Items.map((i) => ({
        studentId: i.StudentId,
        attendanceType: i.AttendanceType,
        clockIn: byDate ? (i.ClockIn ?? null) : null,
        clockOut: byDate ? (i.ClockOut ?? null) : null,
      })),
    });
    await tellAbsences(
      tx,
      campusId,
      routine,
      body.Date,
      body.Items.filter((i) => i.AttendanceType === ATTENDANCE_STATUS.ABSENCE).map((i) => byId.get(i.StudentId)!),
    );
    // A confirmed day corrected by the office: each changed mark is kept (who, when, before, after).
    if (confirmation)
      await repo.insertChanges(
        tx,
        body.Items.filter((i) => stored.get(i.StudentId) !== i.AttendanceType).map((i) => ({
          campusId,
          academicClassId,
          classRoutineId: routine.Id,
          studentId: i.StudentId,
          date: body.Date,
          changedBy: auth.userId,
          before: stored.get(i.StudentId) ?? null,
          after: i.AttendanceType,
        })),
      );
    const marks = new Map(stored);
    for (const i of body.Items) marks.set(i.StudentId, i.AttendanceType);
    const state = stateOf(routine, { version: written.version, confirmed: Boolean(confirmation), level });
    if (!byDate) return buildSheet(tx, auth, state, body.Date, students, marks);
    // A save of part of the class keeps the others' clocks: read them back with the marks.
    const clocks = new Map(
      (await repo.marksOf(tx, { campusId, routineId: routine.Id, date: body.Date })).map((m) => [
        m.studentId,
        { clockIn: hhmm(m.clockIn), clockOut: hhmm(m.clockOut) },
      ]),
    );
    return buildSheet(tx, auth, state, body.Date, students, marks, clocks);
  });
}

/**
 * Issue 16: a student marked absent is told, with her guardians, once a day (`absent:{student}:{date}`: the
 * same sheet saved again, or a second session she missed that day, tells nobody again).
 */
async function tellAbsences(
  tx: TTx,
  campusId: string,
  routine: Pick<TRoutineOnDate, 'Subject' | 'AcademicClass'>,
  date: string,
  absent: Array<Parameters<typeof personFullName>[0] & Parameters<typeof personFullNameEn>[0] & { id: string }>,
) {
  const day = date.split('-').reverse().join('-');
  for (const s of absent) {
    const userIds = await accountsOfStudentsIn(tx, { campusId, studentIds: [s.id], guardians: true });
    if (userIds.length === 0) continue;
    const name = personFullName(s);
    const nameEn = personFullNameEn(s);
    await notify(tx, {
      campusId,
      userIds,
      topic: 'ATTENDANCE',
      title: `${name} អវត្តមាននៅថ្ងៃ ${khmerDigits(day)}`,
      titleEn: `${nameEn} was absent on ${day}`,
      description: `${name} អវត្តមានក្នុងម៉ោង ${routine.Subject.Description} (${routine.AcademicClass.Description}) ថ្ងៃ ${khmerDigits(day)}។`,
      descriptionEn: `${nameEn} was marked absent in ${routine.Subject.DescriptionEn} (${routine.AcademicClass.DescriptionEn}) on ${day}.`,
      link: `/profile/attendance?studentId=${s.id}`,
      onceKey: `absent:${s.id}:${date}`,
    });
  }
}

// ---- confirmation of a class's day

const classNotFound = () => notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');

async function confirmationState(tx: TQueryable, campusId: string, academicClassId: string, date: string): Promise<TStudentAttendanceConfirmation> {
  const routines = await routinesOnDate(tx, { campusId, date, academicClassId });
  const sheets = new Set((await repo.sheetsOf(tx, { campusId, routineIds: routines.map((r) => r.Id), date })).map((s) => s.classRoutineId));
  const [c] = await repo.confirmationsOf(tx, { campusId, classIds: [academicClassId], date });
  const detail = (await confirmationDetails(tx, { campusId, classIds: [academicClassId], date, routines })).get(academicClassId);
  return {
    AcademicClassId: academicClassId,
    Date: date,
    Confirmed: Boolean(c),
    ConfirmedAt: c ? c.confirmedAt.toISOString() : null,
    Routines: routines.map((r) => ({ RoutineId: r.Id, Taken: sheets.has(r.Id) })),
    ConfirmedBy: detail?.ConfirmedBy ?? null,
    ConfirmedByEn: detail?.ConfirmedByEn ?? null,
    Changes: detail?.Changes ?? [],
  };
}

/** The office, the class's main teacher, or (reading only) a teacher of one of the class's routines that day. */
async function reachClass(tx: TQueryable, auth: TAuth, academicClassId: string, date: string, write: boolean): Promise<void> {
  const campusId = auth.campusId;
  if (!(await repo.classExists(tx, { campusId, academicClassId }))) throw classNotFound();
  if (isOffice(auth)) return;
  const employeeId = repo.employeeOf(auth);
  if (!employeeId) throw classNotFound();
  if ((await repo.mainClassesOf(tx, { campusId, employeeId })).includes(academicClassId)) return;
  if (write) {
    const teaches = (await routinesOnDate(tx, { campusId, date, academicClassId })).some((r) => r.EmployeeId === employeeId);
    if (teaches)
      throw new AppError('FORBIDDEN', {
        km: 'មានតែគ្រូបន្ទុកថ្នាក់ ឬការិយាល័យទេដែលអាចបញ្ជាក់វត្តមានបាន',
        en: "Only the class's main teacher or the office confirms attendance",
      });
    throw classNotFound();
  }
  if (!(await routinesOnDate(tx, { campusId, date, academicClassId })).some((r) => r.EmployeeId === employeeId)) throw classNotFound();
}

/**
 * spec: data-calls §7, `confirmation?academicClassId(filled with routine id)&date`: the id named is a class's,
 * or one of its routines on that date (the original client sends the routine's); either answers the class's day.
 */
async function classOfId(tx: TQueryable, campusId: string, id: string, date: string): Promise<string> {
  if (await repo.classExists(tx, { campusId, academicClassId: id })) return id;
  const [routine] = await routinesOnDate(tx, { campusId, date, routineId: id });
  if (!routine) throw classNotFound();
  return routine.AcademicClassId;
}

export function confirmation(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; date: string }): Promise<TStudentAttendanceConfirmation> {
  return inTenant(deps, auth, async (tx) => {
    const academicClassId = await classOfId(tx, auth.campusId, q.academicClassId, q.date);
    await reachClass(tx, auth, academicClassId, q.date, false);
    return confirmationState(tx, auth.campusId, academicClassId, q.date);
  });
}

export function confirm(deps: TAppDeps, auth: TAuth, body: { AcademicClassId: string; Date: string }): Promise<TStudentAttendanceConfirmation> {
  return inTenant(deps, auth, async (tx) => {
    const academicClassId = await classOfId(tx, auth.campusId, body.AcademicClassId, body.Date);
    await reachClass(tx, auth, academicClassId, body.Date, true);
    await repo.confirmDay(tx, { campusId: auth.campusId, academicClassId, date: body.Date, userId: auth.userId });
    return confirmationState(tx, auth.campusId, academicClassId, body.Date);
  });
}

// ---- a student's month

/**
 * One student's marks of a month (`YYYY-MM`) and its counts. Reach as the student areas answer it
 * (`access.assertStudentReadable`): the office any student, a teacher the students of her classes, a student
 * herself, a guardian his children; anyone else, and a student of another campus, 404.
 */
export function studentMonthly(deps: TAppDeps, auth: TAuth, q: { studentId: string; month: string }): Promise<TStudentAttendanceMonthly> {
  const [year, month] = q.month.split('-').map(Number) as [number, number];
  const from = `${q.month}-01`;
  const to = `${q.month}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    await assertStudentReadable(tx, auth, q.studentId);
    const who = await repo.studentOf(tx, { campusId, studentId: q.studentId });
    if (!who) throw notFound();
    const rows = await repo.marksOfStudent(tx, { campusId, studentId: q.studentId, from, to });
    const days: TStudentAttendanceDay[] = [];
    for (const r of rows) {
      let day = days.at(-1);
      if (day?.Date !== r.date) days.push((day = { Date: r.date, Marks: [] }));
      day.Marks.push({ RoutineId: r.routineId, StartTime: r.startTime ? r.startTime.slice(0, 5) : null, AttendanceType: r.attendanceType });
    }
    return {
      StudentId: who.id,
      Code: who.code,
      FirstName: who.firstName,
      LastName: who.lastName,
      FirstNameEn: who.firstNameEn,
      LastNameEn: who.lastNameEn,
      FullName: personFullName(who),
      FullNameEn: personFullNameEn(who),
      Month: q.month,
      Days: days,
      Counts: countMarks(rows.map((r) => r.attendanceType)),
    };
  });
}
