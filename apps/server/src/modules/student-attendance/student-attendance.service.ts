import {
  ATTENDANCE_CONFIRM_MODE,
  ATTENDANCE_STATUS,
  type TRoutineOnDate,
  type TStudentAttendanceBatchSave,
  type TStudentAttendanceConfirmation,
  type TStudentAttendanceCounts,
  type TStudentAttendanceDay,
  type TStudentAttendanceMonthly,
  type TStudentAttendanceRecord,
  type TStudentAttendanceRoutine,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { classStudentWire, personFullName, personFullNameEn } from '../../lib/person-name';
import { routinesOnDate } from '../routine/index';
import { assertStudentReadable } from '../access/access.service';
import * as repo from './student-attendance.repository';
import { withState } from './student-attendance-state';
import { confirmationDetails } from './student-attendance-confirm.service';
import { notify } from '../notification/notification.service';
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
  return inTenant(deps, auth, async (tx) => withState(tx, auth.campusId, date, await routinesOnDate(tx, { campusId: auth.campusId, date, employeeId })));
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
    const all = await withState(tx, campusId, q.date, routines);
    return all
      .filter((r) => q.isConfirmed === undefined || r.IsConfirmed === (q.isConfirmed === 'true'))
      .sort((a, b) => a.Level - b.Level || a.SessionTime.From.localeCompare(b.SessionTime.From) || a.AcademicClass.Code.localeCompare(b.AcademicClass.Code));
  });
}

const routineNotFound = () => notFound('រកមិនឃើញម៉ោងសិក្សានេះនៅថ្ងៃនោះទេ', 'The class routine was not found on that date');

/** A sheet reached: its routine (by date: the class's first of the date) and what a reader or a save needs of it. */
type TReachedSheet = { routine: TRoutineOnDate; byDate: boolean; confirmed: boolean; version: number | null };

/**
 * The routine's sheet on the date if the account reaches it (office, its teacher of the day, the class's main
 * teacher). By date (campus type 1) any routine of the class that day names the class's day: the sheet is the
 * class's first routine of the date, which keeps the day's marks, and a teacher of any of the class's sessions
 * that day reaches it. Three reads: the routine of the date (two), then the class's Level, the campus's type,
 * the day's confirmation and the sheet's version in one.
 */
async function reachSheet(tx: TQueryable, auth: TAuth, routineId: string, date: string): Promise<TReachedSheet> {
  const campusId = auth.campusId;
  const [named] = await routinesOnDate(tx, { campusId, date, routineId });
  if (!named) throw routineNotFound();
  const academicClassId = named.AcademicClassId;
  const context = await repo.sheetContext(tx, { campusId, academicClassId, routineId: named.Id, date });
  const byDate = context.attendanceType === ATTENDANCE_CONFIRM_MODE.BY_DATE;
  const day = byDate ? await routinesOnDate(tx, { campusId, date, academicClassId }) : [named];
  const reached = {
    routine: day[0] ?? named,
    byDate,
    confirmed: context.confirmed,
    version: byDate ? context.classVersion : context.routineVersion,
  };
  if (isOffice(auth)) return reached;
  const employeeId = repo.employeeOf(auth);
  if (!employeeId) throw routineNotFound();
  if (day.some((r) => r.EmployeeId === employeeId)) return reached;
  if (!(await repo.mainClassesOf(tx, { campusId, employeeId })).includes(academicClassId)) throw routineNotFound();
  return reached;
}

type TMark = { attendanceType: number; clockIn: string | null; clockOut: string | null };

/**
 * The sheet as the spec answers it (data-calls §7 'plain array'): a record per active student of the class in
 * Khmer name order, each naming the sheet (routine, date, version, confirmed, whether the reader may save).
 */
function sheetRecords(auth: TAuth, sheet: TReachedSheet, date: string, students: repo.TSheetStudent[], marks: Map<string, TMark>): TStudentAttendanceRecord[] {
  const { routine, byDate, confirmed, version } = sheet;
  const base = {
    RoutineId: routine.Id,
    Date: date,
    AcademicClassId: routine.AcademicClassId,
    AcademicClass: routine.AcademicClass,
    RoutineDescription: `${routine.SessionTime.From}-${routine.SessionTime.To} ${routine.Subject.Description}`,
    RoutineDescriptionEn: `${routine.SessionTime.From}-${routine.SessionTime.To} ${routine.Subject.DescriptionEn}`,
    IsConfirmed: confirmed,
    Version: version,
    CanEdit: isOffice(auth) || !confirmed,
    ByDate: byDate,
  };
  return students.map((s) => {
    const mark = marks.get(s.id);
    return {
      ...classStudentWire(s),
      // A sheet never saved pre-marks an approved leave as permission; a saved one shows what was saved.
      AttendanceType: mark?.attendanceType ?? (version === null && s.onLeave ? ATTENDANCE_STATUS.PERMISSION : null),
      OnLeave: s.onLeave,
      // By session there is no clock.
      ClockIn: byDate ? (mark?.clockIn ?? null) : null,
      ClockOut: byDate ? (mark?.clockOut ?? null) : null,
      ...base,
    };
  });
}

export function byRoutineAndDate(deps: TAppDeps, auth: TAuth, q: { routineId: string; date: string }): Promise<TStudentAttendanceRecord[]> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const sheet = await reachSheet(tx, auth, q.routineId, q.date);
    const { routine } = sheet;
    const students = await repo.sheetStudents(tx, { campusId, academicClassId: routine.AcademicClassId, date: q.date, routineId: routine.Id });
    const marks = new Map(students.flatMap((s) => (s.mark ? [[s.id, s.mark] as const] : [])));
    return sheetRecords(auth, sheet, q.date, students, marks);
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

const itemError = (i: number, field: string, km: string, en: string) => badRequest(km, en, [{ Field: `${i}.${field}`, Message: km, MessageEn: en }]);

/**
 * `POST batch-save`: the JSON attendance list of one routine and date (data-calls §7), in one transaction. The
 * common save is four reads and one write (the sheet's version moved on and the marks upserted in one
 * statement), and one more read when a student is newly absent (her family is told); a stale version is
 * refused naming the marks that differ, nothing written.
 */
export async function batchSave(deps: TAppDeps, auth: TAuth, items: TStudentAttendanceBatchSave): Promise<TStudentAttendanceRecord[]> {
  const { RoutineId: routineId, Date: date, Version: version } = items[0]!;
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (item.RoutineId !== routineId || item.Date !== date || item.Version !== version) {
      const field = item.RoutineId !== routineId ? 'RoutineId' : item.Date !== date ? 'Date' : 'Version';
      throw itemError(i, field, 'បញ្ជីវត្តមានមួយត្រូវជាម៉ោងមួយ ថ្ងៃមួយ និងកំណែមួយ', 'One attendance list is one routine, one date and one version');
    }
    if (seen.has(item.StudentId)) throw itemError(i, 'StudentId', 'សិស្សម្នាក់មានតែវត្តមានមួយក្នុងមួយម៉ោង', 'A student has one mark per session');
    seen.add(item.StudentId);
    if (item.ClockIn && item.ClockOut && item.ClockOut < item.ClockIn)
      throw itemError(i, 'ClockOut', 'ម៉ោងចេញមិនអាចមុនម៉ោងចូលបានទេ', 'The clock-out time cannot be before the clock-in time');
  });
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const sheet = await reachSheet(tx, auth, routineId, date);
    const { routine, byDate } = sheet;
    const academicClassId = routine.AcademicClassId;
    if (sheet.confirmed && !isOffice(auth))
      throw new AppError('FORBIDDEN', {
        km: 'វត្តមាននៃថ្ងៃនេះត្រូវបានបញ្ជាក់រួចហើយ មានតែការិយាល័យទេដែលអាចកែបាន',
        en: "This day's attendance is confirmed: only the office can correct it",
      });
    const students = await repo.sheetStudents(tx, { campusId, academicClassId, date });
    const byId = new Map(students.map((s) => [s.id, s]));
    const outside = items.findIndex((i) => !byId.has(i.StudentId));
    if (outside >= 0) throw itemError(outside, 'StudentId', 'សិស្សនេះមិនស្ថិតក្នុងថ្នាក់នេះទេ', 'The student is not in this class');
    // By session there is no clock: whatever was sent is not kept.
    const marks = items.map((i) => ({
      studentId: i.StudentId,
      attendanceType: i.AttendanceType,
      clockIn: byDate ? (i.ClockIn ?? null) : null,
      clockOut: byDate ? (i.ClockOut ?? null) : null,
    }));
    const written = await repo.saveSheet(tx, { campusId, routineId: routine.Id, academicClassId, date, version, userId: auth.userId, items: marks });
    const before = new Map(written.stored.map((m) => [m.studentId, m]));
    const typeBefore = (studentId: string) => before.get(studentId)?.attendanceType;
    if (written.version === null)
      throw staleSheet(
        items
          .filter((i) => before.has(i.StudentId) && typeBefore(i.StudentId) !== i.AttendanceType)
          .map((i) => {
            const s = byId.get(i.StudentId)!;
            return { StudentId: s.id, FullName: personFullName(s), FullNameEn: personFullNameEn(s), AttendanceType: typeBefore(s.id) ?? null };
          }),
      );
    // Only a new absence is told (a sheet saved again tells nobody; a second session missed is told once a day).
    const absent = items.filter((i) => i.AttendanceType === ATTENDANCE_STATUS.ABSENCE && typeBefore(i.StudentId) !== ATTENDANCE_STATUS.ABSENCE);
    await tellAbsences(
      tx,
      campusId,
      routine,
      date,
      absent.map((i) => byId.get(i.StudentId)!),
    );
    // A confirmed day corrected by the office: each changed mark is kept (who, when, before, after).
    if (sheet.confirmed)
      await repo.insertChanges(
        tx,
        items
          .filter((i) => typeBefore(i.StudentId) !== i.AttendanceType)
          .map((i) => ({
            campusId,
            academicClassId,
            classRoutineId: routine.Id,
            studentId: i.StudentId,
            date,
            changedBy: auth.userId,
            before: typeBefore(i.StudentId) ?? null,
            after: i.AttendanceType,
          })),
      );
    // The sheet after the save: the marks stored before (a save of part of the class keeps the others) and these.
    const after = new Map<string, TMark>(written.stored.map((m) => [m.studentId, m]));
    for (const m of marks) after.set(m.studentId, m);
    return sheetRecords(auth, { ...sheet, version: written.version }, date, students, after);
  });
}

/**
 * Issue 16: a student marked absent is told, with her guardians, once a day (`absent:{student}:{date}`: the
 * same sheet saved again, or a second session she missed that day, tells nobody again). One read finds the
 * accounts of every absent student; only those with an account are told.
 */
async function tellAbsences(
  tx: TTx,
  campusId: string,
  routine: Pick<TRoutineOnDate, 'Subject' | 'AcademicClass'>,
  date: string,
  absent: Array<Parameters<typeof personFullName>[0] & Parameters<typeof personFullNameEn>[0] & { id: string }>,
) {
  if (absent.length === 0) return;
  const accounts = await repo.familyAccountsOf(tx, { campusId, studentIds: absent.map((s) => s.id) });
  const day = date.split('-').reverse().join('-');
  for (const s of absent) {
    const userIds = accounts.get(s.id) ?? [];
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
      // The absence's month, not the month the notice is opened in.
      link: `/profile/attendance?studentId=${s.id}&month=${date.slice(0, 7)}`,
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
