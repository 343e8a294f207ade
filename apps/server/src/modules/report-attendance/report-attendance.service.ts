import { ATTENDANCE_CONFIRM_MODE, todayInCambodia } from '@school/contract';
import type {
  TReportAttendanceBySession,
  TReportAttendanceDailyQuery,
  TReportAttendanceDailyRow,
  TReportAttendanceMonthly,
  TReportAttendanceMonthlyQuery,
  TReportAttendanceRangeQuery,
  TReportAttendanceSubjects,
  TReportAttendanceYearly,
} from '@school/contract/report-attendance/report-attendance.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenantRead } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { classStudents, type TClassStudent } from '../student/index';
import { approvedLeaveStudentsOn } from '../leave-request/index';
import { countMarks } from '../student-attendance/student-attendance.service';
import { examPeriod } from '../student-attendance/student-attendance-log.service';
import * as repo from './report-attendance.repository';

/**
 * The student attendance reports (portal §2 'Reports'). Every report reads the same picture of a class's
 * period (`periodOf`): its sessions (a routine held on a school date: its weekday, inside the class's year,
 * not a holiday; by date, campus type 1, a class's day is one session), which of them were taken (a sheet was
 * saved) and the marks. A session not taken has no marks and counts for nobody: the answers carry sessions
 * held and taken beside the counts, which are `countMarks` of the student-attendance module (one mark per
 * student and session, as `GET /api/student-attendance/student-monthly` counts a month).
 */

const DAY = 86_400_000;
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const dayOfWeek = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
/** The longest range a report reads (a school year and a day). */
export const MAX_RANGE_DAYS = 366;

const classNotFound = () => notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
const field = (name: string, km: string, en: string) => badRequest(km, en, [{ Field: name, Message: km, MessageEn: en }]);

function checkRange(from: string, to: string) {
  if (to < from) throw field('toDate', 'ថ្ងៃបញ្ចប់ត្រូវនៅក្រោយ ឬស្មើថ្ងៃចាប់ផ្តើម', 'The end date must be on or after the start date');
  if ((Date.parse(to) - Date.parse(from)) / DAY + 1 > MAX_RANGE_DAYS)
    throw field('toDate', `រយៈពេលមិនអាចលើសពី ${khmerDigits(MAX_RANGE_DAYS)} ថ្ងៃទេ`, `The range may not be longer than ${MAX_RANGE_DAYS} days`);
}

/** A session: a routine of a class held on a date (by date: the class's day, `wholeDay`, named by its first routine). */
export type TSession = {
  key: string;
  classId: string;
  date: string;
  routine: repo.TReportRoutine | undefined;
  /** By date: the class's last routine of the day (the day's end). */
  last: repo.TReportRoutine | undefined;
  wholeDay: boolean;
  taken: boolean;
  /** Marks by student. */
  marks: Map<string, number>;
};

export type TPeriod = { byDate: boolean; sessions: TSession[]; holidays: Set<string> };

/**
 * The sessions of classes between two dates (clipped to each class's year, and to today: a session still to
 * come is not "not taken"), taken or not, with their marks.
 */
export async function periodOf(tx: TQueryable, campusId: string, classes: repo.TReportClass[], from: string, to: string): Promise<TPeriod> {
  const classIds = classes.map((c) => c.id);
  const byDate = (await repo.attendanceTypeOf(tx, { campusId })) === ATTENDANCE_CONFIRM_MODE.BY_DATE;
  const routines = await repo.routinesOf(tx, { campusId, classIds });
  const sheets = await repo.sheetsOf(tx, { campusId, classIds, from, to });
  const marks = await repo.marksOf(tx, { campusId, classIds, from, to });
  const holidays = new Set<string>();
  for (const h of await repo.holidaysOf(tx, { campusId, from, to }))
    for (const d of datesBetween(h.from < from ? from : h.from, h.to > to ? to : h.to)) holidays.add(d);
  const routineById = new Map(routines.map((r) => [r.id, r]));
  const keyOf = (classId: string, routineId: string, date: string) => (byDate ? `${classId}|${date}` : `${classId}|${routineId}|${date}`);
  const sessions = new Map<string, TSession>();
  const add = (classId: string, date: string, routine: repo.TReportRoutine | undefined, last: repo.TReportRoutine | undefined) => {
    const key = keyOf(classId, routine?.id ?? '', date);
    if (!sessions.has(key)) sessions.set(key, { key, classId, date, routine, last, wholeDay: byDate, taken: false, marks: new Map() });
    return sessions.get(key)!;
  };
  for (const c of classes) {
    const own = routines.filter((r) => r.academicClassId === c.id);
    const start = from < c.yearStart ? c.yearStart : from;
    const today = todayInCambodia();
    const end = [to, c.yearEnd, today].sort()[0]!;
    for (const date of start <= end ? datesBetween(start, end) : []) {
      if (holidays.has(date)) continue;
      const day = own.filter((r) => r.dayOfWeek === dayOfWeek(date));
      if (day.length === 0) continue;
      if (byDate) add(c.id, date, day[0], day.at(-1));
      else for (const r of day) add(c.id, date, r, r);
    }
  }
  // A sheet saved on a day the timetable does not hold now (a holiday, a routine moved) is a session too.
  for (const s of sheets) {
    const routine = routineById.get(s.routineId);
    add(s.academicClassId, s.date, routine, routine).taken = true;
  }
  for (const m of marks) sessions.get(keyOf(m.academicClassId, m.routineId, m.date))?.marks.set(m.studentId, m.attendanceType);
  const ordered = [...sessions.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.routine?.from ?? '').localeCompare(b.routine?.from ?? '') || a.key.localeCompare(b.key),
  );
  return { byDate, sessions: ordered, holidays };
}

/** A student's marks in sessions (those taken where she has a mark). */
const marksIn = (sessions: TSession[], studentId: string) => sessions.flatMap((s) => (s.marks.has(studentId) ? [s.marks.get(studentId)!] : []));
const held = (sessions: TSession[]) => ({ Sessions: sessions.length, Taken: sessions.filter((s) => s.taken).length });

const studentWire = (s: TClassStudent) => ({
  StudentId: s.id,
  Code: s.code,
  FullName: personFullName(s),
  FullNameEn: personFullNameEn(s),
  Gender: s.gender,
});
const classWire = (c: repo.TReportClass) => ({ AcademicClassId: c.id, ClassName: c.description, ClassNameEn: c.descriptionEn });

async function oneClass(tx: TQueryable, campusId: string, academicClassId: string): Promise<repo.TReportClass> {
  const [c] = await repo.classesOf(tx, { campusId, academicClassId });
  if (!c) throw classNotFound();
  return c;
}

// ---- daily

export type TDaily = {
  date: string;
  year: { description: string; descriptionEn: string } | undefined;
  classes: repo.TReportClass[];
  rows: TReportAttendanceDailyRow[];
};

export async function dailyIn(tx: TQueryable, campusId: string, q: TReportAttendanceDailyQuery): Promise<TDaily> {
  let classes: repo.TReportClass[];
  if (q.academicClassId) classes = [await oneClass(tx, campusId, q.academicClassId)];
  else {
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    classes = year ? await repo.classesOf(tx, { campusId, academicYearId: year.id }) : [];
  }
  const period = await periodOf(tx, campusId, classes, q.date, q.date);
  const onLeave = new Set((await approvedLeaveStudentsOn(tx, { campusId, date: q.date, classIds: classes.map((c) => c.id) })).map((l) => l.studentId));
  const rows: TReportAttendanceDailyRow[] = [];
  for (const c of classes) {
    const sessions = period.sessions.filter((s) => s.classId === c.id);
    for (const s of await classStudents(tx, { campusId, academicClassId: c.id }))
      rows.push({ ...studentWire(s), ...classWire(c), ...held(sessions), Counts: countMarks(marksIn(sessions, s.id)), OnLeave: onLeave.has(s.id) });
  }
  const year = classes[0] ? { description: classes[0].yearDescription, descriptionEn: classes[0].yearDescriptionEn } : undefined;
  return { date: q.date, year, classes, rows };
}

export const daily = (deps: TAppDeps, auth: TAuth, q: TReportAttendanceDailyQuery) =>
  inTenantRead(deps, auth, async (tx) => (await dailyIn(tx, auth.campusId, q)).rows);

// ---- by session

const WHOLE_DAY = ['វត្តមានប្រចាំថ្ងៃ', 'Daily attendance'] as const;

export async function bySessionIn(tx: TQueryable, campusId: string, q: { academicClassId: string; date: string }): Promise<TReportAttendanceBySession> {
  const c = await oneClass(tx, campusId, q.academicClassId);
  const { sessions } = await periodOf(tx, campusId, [c], q.date, q.date);
  const students = await classStudents(tx, { campusId, academicClassId: c.id });
  return {
    ...classWire(c),
    Date: q.date,
    Sessions: sessions.map((s) => ({
      RoutineId: s.routine?.id ?? '00000000-0000-0000-0000-000000000000',
      From: s.routine?.from ?? '',
      To: s.last?.to ?? '',
      Subject: s.wholeDay ? WHOLE_DAY[0] : (s.routine?.subject ?? ''),
      SubjectEn: s.wholeDay ? WHOLE_DAY[1] : (s.routine?.subjectEn ?? ''),
      Teacher: s.wholeDay ? '' : (s.routine?.teacher ?? ''),
      TeacherEn: s.wholeDay ? '' : (s.routine?.teacherEn ?? ''),
      Taken: s.taken,
      Counts: countMarks(students.flatMap((st) => (s.marks.has(st.id) ? [s.marks.get(st.id)!] : []))),
    })),
    Students: students.map((st) => ({
      ...studentWire(st),
      Marks: sessions.map((s) => s.marks.get(st.id) ?? null),
      Counts: countMarks(marksIn(sessions, st.id)),
    })),
  };
}

export const bySession = (deps: TAppDeps, auth: TAuth, q: { academicClassId: string; date: string }) =>
  inTenantRead(deps, auth, (tx) => bySessionIn(tx, auth.campusId, q));

// ---- monthly (the register), over a month or an exam's period

export async function monthlyIn(tx: TQueryable, campusId: string, q: TReportAttendanceMonthlyQuery): Promise<TReportAttendanceMonthly> {
  const c = await oneClass(tx, campusId, q.academicClassId);
  let from: string;
  let to: string;
  let exam: TReportAttendanceMonthly['ExamType'] = null;
  if (q.examTypeId) {
    const row = await repo.examOf(tx, { campusId, examTypeId: q.examTypeId });
    if (!row) throw notFound('រកមិនឃើញប្រភេទប្រឡងនេះទេ', 'The exam type was not found');
    if (row.academicYearId !== c.academicYearId)
      throw field('examTypeId', 'ប្រភេទប្រឡងនេះមិនមែនជារបស់ឆ្នាំសិក្សានៃថ្នាក់នេះទេ', "The exam type is not of the class's academic year");
    ({ from, to } = await examPeriod(tx, campusId, row));
    exam = { Id: row.id, Description: row.description, DescriptionEn: row.descriptionEn };
  } else if (q.month) {
    from = `${q.month}-01`;
    to = lastDayOfMonth(q.month);
  } else throw field('month', 'សូមជ្រើសរើសខែ ឬប្រភេទប្រឡង', 'Choose a month or an exam');
  const { sessions, holidays } = await periodOf(tx, campusId, [c], from, to);
  const students = await classStudents(tx, { campusId, academicClassId: c.id });
  const dates = datesBetween(from, to);
  const byDate = new Map<string, TSession[]>(dates.map((d) => [d, []]));
  for (const s of sessions) byDate.get(s.date)?.push(s);
  return {
    ...classWire(c),
    FromDate: from,
    ToDate: to,
    ExamType: exam,
    Dates: dates.map((d) => ({ Date: d, Holiday: holidays.has(d), ...held(byDate.get(d)!) })),
    Students: students.map((st) => ({
      ...studentWire(st),
      Days: dates.map((d) => marksIn(byDate.get(d)!, st.id)),
      Counts: countMarks(marksIn(sessions, st.id)),
    })),
    ...held(sessions),
  };
}

export const monthly = (deps: TAppDeps, auth: TAuth, q: TReportAttendanceMonthlyQuery) => inTenantRead(deps, auth, (tx) => monthlyIn(tx, auth.campusId, q));

// ---- per subject of the timetable

export async function subjectScheduleIn(tx: TQueryable, campusId: string, q: TReportAttendanceRangeQuery): Promise<TReportAttendanceSubjects> {
  checkRange(q.fromDate, q.toDate);
  const c = await oneClass(tx, campusId, q.academicClassId);
  const period = await periodOf(tx, campusId, [c], q.fromDate, q.toDate);
  if (period.byDate)
    throw badRequest('សាលានេះស្រង់វត្តមានតាមថ្ងៃ៖ គ្មានវត្តមានតាមមុខវិជ្ជាទេ', 'This school takes attendance by day: there is no attendance per subject');
  const students = await classStudents(tx, { campusId, academicClassId: c.id });
  const routines = await repo.routinesOf(tx, { campusId, classIds: [c.id] });
  const subjects = new Map<string, repo.TReportRoutine>();
  for (const r of [...routines, ...period.sessions.flatMap((s) => (s.routine ? [s.routine] : []))])
    if (!subjects.has(r.subjectId)) subjects.set(r.subjectId, r);
  const ordered = [...subjects.values()].sort(
    (a, b) => a.subjectSort - b.subjectSort || a.subject.localeCompare(b.subject) || a.subjectId.localeCompare(b.subjectId),
  );
  const sessionsOf = new Map(ordered.map((s) => [s.subjectId, period.sessions.filter((x) => x.routine?.subjectId === s.subjectId)]));
  return {
    ...classWire(c),
    FromDate: q.fromDate,
    ToDate: q.toDate,
    Subjects: ordered.map((s) => ({ Id: s.subjectId, Subject: s.subject, SubjectEn: s.subjectEn, ...held(sessionsOf.get(s.subjectId)!) })),
    Students: students.map((st) => ({
      ...studentWire(st),
      Subjects: ordered.map((s) => countMarks(marksIn(sessionsOf.get(s.subjectId)!, st.id))),
      Counts: countMarks(marksIn(period.sessions, st.id)),
    })),
    ...held(period.sessions),
  };
}

export const subjectSchedule = (deps: TAppDeps, auth: TAuth, q: TReportAttendanceRangeQuery) =>
  inTenantRead(deps, auth, (tx) => subjectScheduleIn(tx, auth.campusId, q));

// ---- yearly

export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    out.push(m);
    const [y, n] = m.split('-').map(Number) as [number, number];
    m = n === 12 ? `${y + 1}-01` : `${y}-${String(n + 1).padStart(2, '0')}`;
  }
  return out;
}

export async function yearlyIn(tx: TQueryable, campusId: string, q: { academicClassId: string }): Promise<TReportAttendanceYearly> {
  const c = await oneClass(tx, campusId, q.academicClassId);
  const { sessions } = await periodOf(tx, campusId, [c], c.yearStart, c.yearEnd);
  const students = await classStudents(tx, { campusId, academicClassId: c.id });
  const months = monthsBetween(c.yearStart, c.yearEnd);
  const byMonth = new Map<string, TSession[]>(months.map((m) => [m, []]));
  for (const s of sessions) byMonth.get(s.date.slice(0, 7))?.push(s);
  return {
    ...classWire(c),
    AcademicYear: { Id: c.academicYearId, Description: c.yearDescription, DescriptionEn: c.yearDescriptionEn, StartDate: c.yearStart, EndDate: c.yearEnd },
    Months: months.map((m) => ({ Month: m, ...held(byMonth.get(m)!) })),
    Students: students.map((st) => ({
      ...studentWire(st),
      Months: months.map((m) => countMarks(marksIn(byMonth.get(m)!, st.id))),
      Counts: countMarks(marksIn(sessions, st.id)),
    })),
    ...held(sessions),
  };
}

export const yearly = (deps: TAppDeps, auth: TAuth, q: { academicClassId: string }) => inTenantRead(deps, auth, (tx) => yearlyIn(tx, auth.campusId, q));
