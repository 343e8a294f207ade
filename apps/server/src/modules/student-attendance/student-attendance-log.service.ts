import {
  ATTENDANCE_STATUS,
  EXAM_PERIOD_TYPE,
  todayInCambodia,
  type TStudentAttendanceCounts,
  type TStudentAttendanceDaySummary,
  type TStudentAttendanceLog,
  type TStudentAttendanceRoutine,
  type TStudentAttendanceSummary,
  type TStudentAttendanceSummarySave,
  type TStudentAttendanceWeekly,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { classStudentWire, personFullName, personFullNameEn } from '../../lib/person-name';
import { routinesOnDate } from '../routine/index';
import { approvedLeaveStudentsOn } from '../leave-request/index';
import { withState } from './student-attendance-state';
import { teacherClassIds } from '../access/access.service';
import * as base from './student-attendance.repository';
import * as repo from './student-attendance-log.repository';
import { countMarks } from './student-attendance.service';

/**
 * The office's attendance views of a class (issue 12): its routines of a date, the daily log, the weekly
 * grid, and the summary per exam period with the counts the office saved (they override the computed ones).
 * Reach: the office (MANAGE_STUDENT_ATTENDANCE) every class; a main teacher her classes (all four, and she
 * saves her class's summary); a subject teacher the routines, log and grid of the classes she teaches (the
 * summary answers her 403, as confirming does); anyone else, another campus's class and an unknown id 404.
 */

const isOffice = (auth: TAuth) => auth.permissions.has('MANAGE_STUDENT_ATTENDANCE');
const classNotFound = () => notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');

/** Throws unless the caller reaches the class's views; `summary`: the office or the main teacher only. */
async function reachClass(tx: TQueryable, auth: TAuth, academicClassId: string, view: 'read' | 'summary'): Promise<void> {
  const campusId = auth.campusId;
  if (!(await base.classExists(tx, { campusId, academicClassId }))) throw classNotFound();
  if (isOffice(auth)) return;
  const employeeId = base.employeeOf(auth);
  if (!employeeId) throw classNotFound();
  if ((await base.mainClassesOf(tx, { campusId, employeeId })).includes(academicClassId)) return;
  if (!(await teacherClassIds(tx, campusId, employeeId)).includes(academicClassId)) throw classNotFound();
  if (view === 'summary')
    throw new AppError('FORBIDDEN', {
      km: 'មានតែគ្រូបន្ទុកថ្នាក់ ឬការិយាល័យទេដែលអាចមើល និងកែសង្ខេបវត្តមានបាន',
      en: "Only the class's main teacher or the office reads and corrects the attendance summary",
    });
}

/** Routines of a class on a date with their taken and confirmed state, in session order. */
async function classRoutinesOn(tx: TQueryable, campusId: string, academicClassId: string, date: string): Promise<TStudentAttendanceRoutine[]> {
  const routines = await routinesOnDate(tx, { campusId, date, academicClassId });
  return withState(tx, campusId, date, routines);
}

const studentRef = (s: base.TClassStudent) => ({
  ...classStudentWire(s),
});

export function findRoutineAcademicClass(deps: TAppDeps, auth: TAuth, q: { date: string; academicClassId: string }): Promise<TStudentAttendanceRoutine[]> {
  return inTenant(deps, auth, async (tx) => {
    await reachClass(tx, auth, q.academicClassId, 'read');
    return classRoutinesOn(tx, auth.campusId, q.academicClassId, q.date);
  });
}

export function logByClass(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; startDate: string }): Promise<TStudentAttendanceLog> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const date = q.startDate;
    await reachClass(tx, auth, q.academicClassId, 'read');
    const routines = await classRoutinesOn(tx, campusId, q.academicClassId, date);
    const students = await base.classStudents(tx, { campusId, academicClassId: q.academicClassId });
    const marks = await repo.marksOfRoutines(tx, { campusId, routineIds: routines.map((r) => r.Id), date });
    const markOf = new Map(marks.map((m) => [`${m.studentId}|${m.routineId}`, m.attendanceType]));
    const onLeave = new Set((await approvedLeaveStudentsOn(tx, { campusId, date, classIds: [q.academicClassId] })).map((l) => l.studentId));
    const rows = students.map((s) => {
      const row = routines.map((r) => markOf.get(`${s.id}|${r.Id}`) ?? null);
      return { ...studentRef(s), Marks: row, OnLeave: onLeave.has(s.id), Counts: countMarks(row) };
    });
    const [confirmation] = await base.confirmationsOf(tx, { campusId, classIds: [q.academicClassId], date });
    return {
      AcademicClassId: q.academicClassId,
      Date: date,
      Confirmed: Boolean(confirmation),
      Routines: routines,
      Students: rows,
      Totals: countMarks(rows.flatMap((r) => r.Marks)),
    };
  });
}

// ---- the weekly grid

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const isoDayOfWeek = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** The longest range the grid answers (two months and a day or two). */
export const WEEKLY_MAX_DAYS = 62;

/** A day's marks in one word (absent all day, some absences, late, permission, mission, present). */
export function daySummary(marks: number[]): TStudentAttendanceDaySummary | null {
  if (marks.length === 0) return null;
  const absent = marks.filter((m) => m === ATTENDANCE_STATUS.ABSENCE).length;
  if (absent === marks.length) return 'ABSENT';
  if (absent > 0) return 'PARTLY_ABSENT';
  if (marks.includes(ATTENDANCE_STATUS.LATE)) return 'LATE';
  if (marks.includes(ATTENDANCE_STATUS.PERMISSION)) return 'PERMISSION';
  if (marks.includes(ATTENDANCE_STATUS.MISSION)) return 'MISSION';
  return 'PRESENT';
}

export function weekly(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; fromDate?: string; toDate?: string }): Promise<TStudentAttendanceWeekly> {
  const today = todayInCambodia();
  const toDate = q.toDate ?? (q.fromDate ? addDays(q.fromDate, 7) : today);
  const fromDate = q.fromDate ?? addDays(toDate, -7);
  if (toDate < fromDate) {
    const km = 'ថ្ងៃបញ្ចប់ត្រូវនៅក្រោយ ឬស្មើថ្ងៃចាប់ផ្តើម';
    const en = 'The end date must be on or after the start date';
    throw badRequest(km, en, [{ Field: 'toDate', Message: km, MessageEn: en }]);
  }
  if ((Date.parse(toDate) - Date.parse(fromDate)) / DAY + 1 > WEEKLY_MAX_DAYS) {
    const km = `រយៈពេលមិនអាចលើសពី ${String(WEEKLY_MAX_DAYS).replace(/\d/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!)} ថ្ងៃទេ`;
    const en = `The range may not be longer than ${WEEKLY_MAX_DAYS} days`;
    throw badRequest(km, en, [{ Field: 'toDate', Message: km, MessageEn: en }]);
  }
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    await reachClass(tx, auth, q.academicClassId, 'read');
    const year = await repo.classYearOf(tx, { campusId, academicClassId: q.academicClassId });
    const days = new Set(await repo.classDaysOfWeek(tx, { campusId, academicClassId: q.academicClassId }));
    const students = await base.classStudents(tx, { campusId, academicClassId: q.academicClassId });
    const marks = await repo.classMarksBetween(tx, { campusId, academicClassId: q.academicClassId, from: fromDate, to: toDate });
    const dates = new Set(marks.map((m) => m.date));
    for (let d = fromDate; d <= toDate; d = addDays(d, 1)) if (days.has(isoDayOfWeek(d)) && year && year.startDate <= d && d <= year.endDate) dates.add(d);
    const sortedDates = [...dates].sort();
    const byStudentDay = new Map<string, number[]>();
    for (const m of marks) {
      const key = `${m.studentId}|${m.date}`;
      byStudentDay.set(key, [...(byStudentDay.get(key) ?? []), m.attendanceType]);
    }
    const rows = students.map((s) => {
      const cells = sortedDates.map((date) => {
        const list = byStudentDay.get(`${s.id}|${date}`) ?? [];
        return { Date: date, Marks: list, Summary: daySummary(list) };
      });
      return { ...studentRef(s), Days: cells, Counts: countMarks(cells.flatMap((c) => c.Marks)) };
    });
    return {
      AcademicClassId: q.academicClassId,
      FromDate: fromDate,
      ToDate: toDate,
      Dates: sortedDates,
      Students: rows,
      Totals: countMarks(rows.flatMap((r) => r.Days.flatMap((c) => c.Marks))),
    };
  });
}

// ---- the summary per exam period

const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthStart = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
const monthEnd = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-${String(lastDayOf(y, m)).padStart(2, '0')}`;

/** The calendar year in which the year's month `m` falls (the first such month from the year's start). */
function yearOfMonth(yearStart: string, yearEnd: string, m: number): number | undefined {
  let y = Number(yearStart.slice(0, 4));
  let month = Number(yearStart.slice(5, 7));
  for (let i = 0; i < 24 && monthStart(y, month) <= yearEnd; i += 1) {
    if (month === m) return y;
    month += 1;
    if (month > 12) {
      month = 1;
      y += 1;
    }
  }
  return undefined;
}

/** The period of `months` (calendar months of the year), clipped to the year. */
function monthsPeriod(exam: repo.TExamRow, months: number[]): { from: string; to: string } | undefined {
  const spans = months
    .map((m) => [m, yearOfMonth(exam.yearStart, exam.yearEnd, m)] as const)
    .filter((x): x is readonly [number, number] => x[1] !== undefined)
    .map(([m, y]) => ({ from: monthStart(y, m), to: monthEnd(y, m) }));
  if (spans.length === 0) return undefined;
  const from = spans.map((s) => s.from).sort()[0]!;
  const to = spans
    .map((s) => s.to)
    .sort()
    .at(-1)!;
  return { from: from < exam.yearStart ? exam.yearStart : from, to: to > exam.yearEnd ? exam.yearEnd : to };
}

/**
 * The dates an exam's attendance is counted over: a monthly exam its month (of the exam's year); a
 * semester exam the semester's dates as the year's setup holds them (academic_semester), else the months of
 * that semester's monthly exams and its own month; the annual result (and anything else) the whole year.
 */
export async function examPeriod(tx: TQueryable, campusId: string, exam: repo.TExamRow): Promise<{ from: string; to: string }> {
  const whole = { from: exam.yearStart, to: exam.yearEnd };
  if (exam.examType === EXAM_PERIOD_TYPE.MONTH) return (exam.month !== null && monthsPeriod(exam, [exam.month])) || whole;
  if (exam.examType === EXAM_PERIOD_TYPE.SEMESTER_1 || exam.examType === EXAM_PERIOD_TYPE.SEMESTER_2) {
    const semesterType = exam.semesterType ?? exam.examType;
    const semester = await repo.semesterOf(tx, { campusId, academicYearId: exam.academicYearId, semesterType });
    if (semester) return { from: semester.startDate, to: semester.endDate };
    const months = await repo.monthlyExamMonths(tx, { campusId, academicYearId: exam.academicYearId, semesterType });
    return monthsPeriod(exam, exam.month !== null ? [...months, exam.month] : months) ?? whole;
  }
  return whole;
}

const savedCounts = (row: repo.TSummaryRow | undefined): TStudentAttendanceCounts | null =>
  row && row.absence !== null
    ? { Absence: row.absence, Present: row.present ?? 0, Late: row.late ?? 0, Permission: row.permission ?? 0, Mission: row.mission ?? 0 }
    : null;

const emptyCounts = (): TStudentAttendanceCounts => ({ Absence: 0, Present: 0, Late: 0, Permission: 0, Mission: 0 });
const KEY_OF: Record<number, keyof TStudentAttendanceCounts> = {
  [ATTENDANCE_STATUS.ABSENCE]: 'Absence',
  [ATTENDANCE_STATUS.PRESENT]: 'Present',
  [ATTENDANCE_STATUS.LATE]: 'Late',
  [ATTENDANCE_STATUS.PERMISSION]: 'Permission',
  [ATTENDANCE_STATUS.MISSION]: 'Mission',
};

type TSummaryContext = { exam: repo.TExamRow; from: string; to: string; students: base.TClassStudent[] };

const examNotFound = () => notFound('រកមិនឃើញប្រភេទប្រឡងនេះទេ', 'The exam type was not found');

/** The exam (of the class's year) and its period, and the class's active students. */
async function summaryContext(tx: TQueryable, campusId: string, academicClassId: string, examTypeId: string): Promise<TSummaryContext> {
  const exam = await repo.examOf(tx, { campusId, examTypeId });
  if (!exam) throw examNotFound();
  const year = await repo.classYearOf(tx, { campusId, academicClassId });
  if (!year) throw classNotFound();
  if (year.academicYearId !== exam.academicYearId) {
    const km = 'ប្រភេទប្រឡងនេះមិនមែនជារបស់ឆ្នាំសិក្សានៃថ្នាក់នេះទេ';
    const en = "The exam type is not of the class's academic year";
    throw badRequest(km, en, [{ Field: 'examTypeId', Message: km, MessageEn: en }]);
  }
  const { from, to } = await examPeriod(tx, campusId, exam);
  const students = await base.classStudents(tx, { campusId, academicClassId });
  return { exam, from, to, students };
}

/** The students' computed, saved and effective counts of the exam period. */
async function summaryRows(tx: TQueryable, campusId: string, c: TSummaryContext) {
  const studentIds = c.students.map((s) => s.id);
  const computed = new Map(studentIds.map((id) => [id, emptyCounts()]));
  for (const r of await repo.markCountsOf(tx, { campusId, studentIds, from: c.from, to: c.to })) {
    const key = KEY_OF[r.attendanceType];
    if (key) computed.get(r.studentId)![key] += Number(r.marks);
  }
  const saved = new Map((await repo.summaryRowsOf(tx, { campusId, examTypeId: c.exam.id, studentIds })).map((r) => [r.studentId, r]));
  return c.students.map((s) => {
    const own = savedCounts(saved.get(s.id));
    const counted = computed.get(s.id)!;
    return { student: s, Computed: counted, Saved: own, Effective: own ?? counted, Source: own ? ('SAVED' as const) : ('COMPUTED' as const) };
  });
}

async function readSummary(tx: TQueryable, auth: TAuth, academicClassId: string, c: TSummaryContext): Promise<TStudentAttendanceSummary> {
  const campusId = auth.campusId;
  const sheet = await repo.summarySheetOf(tx, { campusId, examTypeId: c.exam.id, academicClassId });
  const rows = await summaryRows(tx, campusId, c);
  return {
    AcademicClassId: academicClassId,
    ExamTypeId: c.exam.id,
    ExamType: {
      Description: c.exam.description,
      DescriptionEn: c.exam.descriptionEn,
      ExamType: c.exam.examType,
      Month: c.exam.month,
      SemesterType: c.exam.semesterType,
    },
    FromDate: c.from,
    ToDate: c.to,
    Version: sheet?.version ?? null,
    CanEdit: true,
    Students: rows.map(({ student, ...counts }) => ({ ...studentRef(student), ...counts })),
  };
}

export function summary(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; examTypeId: string }): Promise<TStudentAttendanceSummary> {
  return inTenant(deps, auth, async (tx) => {
    await reachClass(tx, auth, q.academicClassId, 'summary');
    return readSummary(tx, auth, q.academicClassId, await summaryContext(tx, auth.campusId, q.academicClassId, q.examTypeId));
  });
}

/** 409: the class's summary was saved by someone else since it was read; Data names the students whose rows that save changed. */
function staleSummary(changed: base.TClassStudent[]): AppError {
  const names = changed.map((c) => personFullName(c)).join('、 ');
  const namesEn = changed.map((c) => personFullNameEn(c)).join(', ');
  return new AppError('STALE', {
    km: `សង្ខេបវត្តមាននេះត្រូវបានកែដោយអ្នកផ្សេងរួចហើយ${names ? ` (${names})` : ''}។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមផ្ទុកឡើងវិញ ហើយកែម្តងទៀត`,
    en: `Someone else changed this attendance summary meanwhile${namesEn ? ` (${namesEn})` : ''}. Nothing was saved. Reload and make your change again`,
    data: changed.map((c) => ({ StudentId: c.id, FullName: personFullName(c), FullNameEn: personFullNameEn(c) })),
  });
}

export async function batchSaveSummary(deps: TAppDeps, auth: TAuth, body: TStudentAttendanceSummarySave): Promise<TStudentAttendanceSummary> {
  const seen = new Set<string>();
  body.Items.forEach((item, i) => {
    if (seen.has(item.StudentId)) {
      const km = 'សិស្សម្នាក់មានតែសង្ខេបមួយក្នុងមួយប្រឡង';
      const en = 'A student has one summary per exam';
      throw badRequest(km, en, [{ Field: `Items.${i}.StudentId`, Message: km, MessageEn: en }]);
    }
    seen.add(item.StudentId);
  });
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const academicClassId = body.AcademicClassId;
    await reachClass(tx, auth, academicClassId, 'summary');
    const c = await summaryContext(tx, campusId, academicClassId, body.ExamTypeId);
    const byId = new Map(c.students.map((s) => [s.id, s]));
    const outside = body.Items.findIndex((i) => !byId.has(i.StudentId));
    if (outside >= 0) {
      const km = 'សិស្សនេះមិនស្ថិតក្នុងថ្នាក់នេះទេ';
      const en = 'The student is not in this class';
      throw badRequest(km, en, [{ Field: `Items.${outside}.StudentId`, Message: km, MessageEn: en }]);
    }
    const sheet = await repo.summarySheetOf(tx, { campusId, examTypeId: body.ExamTypeId, academicClassId, lock: true });
    if (sheet ? sheet.version !== body.Version : body.Version !== null) {
      // The rows written by the saves after the version read (a cleared row keeps its place, so it is named too).
      const rows = await repo.summaryRowsOf(tx, { campusId, examTypeId: body.ExamTypeId, studentIds: c.students.map((s) => s.id) });
      const after = new Set(rows.filter((r) => r.academicClassId === academicClassId && r.changedInVersion > (body.Version ?? 0)).map((r) => r.studentId));
      throw staleSummary(c.students.filter((s) => after.has(s.id)));
    }
    const written = sheet
      ? await repo.bumpSummarySheet(tx, { campusId, id: sheet.id, version: sheet.version, userId: auth.userId })
      : await repo.insertSummarySheet(tx, { campusId, examTypeId: body.ExamTypeId, academicClassId, userId: auth.userId });
    if (!written) throw staleSummary([]);
    await repo.upsertSummaryRows(tx, {
      campusId,
      examTypeId: body.ExamTypeId,
      academicClassId,
      version: written.version,
      userId: auth.userId,
      items: body.Items.map((i) => ({
        studentId: i.StudentId,
        counts: i.Saved
          ? { absence: i.Saved.Absence, present: i.Saved.Present, late: i.Saved.Late, permission: i.Saved.Permission, mission: i.Saved.Mission }
          : null,
      })),
    });
    return readSummary(tx, auth, academicClassId, c);
  });
}

/**
 * The effective attendance counts of a class's active students for an exam (saved counts override the
 * computed ones): what report cards and the score area's "absences" column read, inside the caller's
 * transaction (no reach check: the caller has done its own).
 */
export async function absencesOf(
  tx: TQueryable,
  p: { campusId: string; academicClassId: string; examTypeId: string },
): Promise<Array<{ studentId: string; counts: TStudentAttendanceCounts; source: 'SAVED' | 'COMPUTED' }>> {
  const c = await summaryContext(tx, p.campusId, p.academicClassId, p.examTypeId);
  return (await summaryRows(tx, p.campusId, c)).map((r) => ({ studentId: r.student.id, counts: r.Effective, source: r.Source }));
}
