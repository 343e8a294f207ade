import {
  ACTOR_TYPE,
  ATTENDANCE_STATUS,
  EMPLOYEE_ATTENDANCE_MAX_DAYS,
  type TEmployeeAttendanceBatchSave,
  type TEmployeeAttendanceConflict,
  type TEmployeeAttendanceCounts,
  type TEmployeeAttendanceDay,
  type TEmployeeAttendanceIndividual,
  type TEmployeeAttendanceIndividualQuery,
  type TEmployeeAttendanceMonthly,
  type TEmployeeAttendanceRangeQuery,
  type TEmployeeAttendanceReportRowsQuery,
  type TEmployeeAttendanceRecord,
  type TEmployeeAttendanceScan,
  type TEmployeeAttendanceSlot,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, missingReference, notFound, type TFieldMessage } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { fullName, personFullName, personFullNameEn } from '../../lib/person-name';
import { SCHOOL_TIME_ZONE } from '../../lib/school-date';
import * as repo from './employee-attendance.repository';

/**
 * Employee attendance (issue 12): the daily sheet, its batch save (one transaction, a version per
 * employee-day), the monthly grid, one employee's record and the card scan. Dates are school days in
 * Asia/Phnom_Penh; times are the school's wall clock `HH:mm`.
 */

// ---- dates and times

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOfDay = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** Every date of [from, to]. */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) out.push(dateOfDay(n));
  return out;
}

/** 400 unless from ≤ to and the range holds at most 31 days. */
export function checkRange(from: string, to: string, fields: [string, string] = ['fromDate', 'toDate']): void {
  if (from > to) {
    const km = 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ';
    const en = 'The end date cannot be before the start date';
    throw badRequest(km, en, [{ Field: fields[1], Message: km, MessageEn: en }]);
  }
  if (dayNumber(to) - dayNumber(from) + 1 > EMPLOYEE_ATTENDANCE_MAX_DAYS) {
    const km = `ចន្លោះកាលបរិច្ឆេទមិនអាចលើសពី ${khmerDigits(EMPLOYEE_ATTENDANCE_MAX_DAYS)} ថ្ងៃទេ`;
    const en = `The date range cannot be longer than ${EMPLOYEE_ATTENDANCE_MAX_DAYS} days`;
    throw badRequest(km, en, [{ Field: fields[1], Message: km, MessageEn: en }]);
  }
}

/** The school's date and wall-clock time (`HH:mm`) at an instant. */
export function schoolClock(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SCHOOL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

// ---- answers

export function toRecord(row: repo.TAttendanceRow): TEmployeeAttendanceRecord {
  return {
    Id: row.id,
    Date: row.date,
    AttendanceType: row.attendanceType,
    MorningIn: hhmm(row.morningIn),
    MorningOut: hhmm(row.morningOut),
    AfternoonIn: hhmm(row.afternoonIn),
    AfternoonOut: hhmm(row.afternoonOut),
    Version: row.version,
  };
}

export function toEmployee(e: repo.TAttendanceEmployee) {
  return {
    EmployeeId: e.id,
    Code: e.code,
    FirstName: e.firstName,
    LastName: e.lastName,
    FirstNameEn: e.firstNameEn,
    LastNameEn: e.lastNameEn,
    FullName: personFullName(e),
    FullNameEn: personFullNameEn(e),
    Gender: e.gender,
    Position: e.positionId ? { Id: e.positionId, Description: e.positionDescription ?? '', DescriptionEn: e.positionDescriptionEn ?? '' } : null,
    IsTeacher: e.isTeacher,
  };
}

function toDay(e: repo.TAttendanceEmployee, date: string, row: repo.TAttendanceRow | undefined): TEmployeeAttendanceDay {
  const record = row ? toRecord(row) : undefined;
  return {
    ...toEmployee(e),
    Id: record?.Id ?? null,
    Date: date,
    AttendanceType: record?.AttendanceType ?? null,
    MorningIn: record?.MorningIn ?? null,
    MorningOut: record?.MorningOut ?? null,
    AfternoonIn: record?.AfternoonIn ?? null,
    AfternoonOut: record?.AfternoonOut ?? null,
    Version: record?.Version ?? null,
  };
}

/** Days of each status among some rows. */
export function countStatuses(rows: ReadonlyArray<{ attendanceType: number }>): TEmployeeAttendanceCounts {
  const count = (type: number) => rows.filter((r) => r.attendanceType === type).length;
  return {
    Absence: count(ATTENDANCE_STATUS.ABSENCE),
    Present: count(ATTENDANCE_STATUS.PRESENT),
    Late: count(ATTENDANCE_STATUS.LATE),
    Permission: count(ATTENDANCE_STATUS.PERMISSION),
    Mission: count(ATTENDANCE_STATUS.MISSION),
  };
}

const key = (employeeId: string, date: string) => `${employeeId}|${date}`;

// ---- the daily sheet

export function listByDate(deps: TAppDeps, auth: TAuth, { date }: { date: string }): Promise<TEmployeeAttendanceDay[]> {
  return inTenant(deps, auth, async (tx) => {
    const employees = await repo.listAttendanceEmployees(tx, { campusId: auth.campusId, from: date, to: date });
    const rows = await repo.listAttendanceRows(tx, { campusId: auth.campusId, from: date, to: date });
    const byEmployee = new Map(rows.map((r) => [r.employeeId, r]));
    return employees.map((e) => toDay(e, date, byEmployee.get(e.id)));
  });
}

function itemErrors(body: TEmployeeAttendanceBatchSave): TFieldMessage[] {
  const errors: TFieldMessage[] = [];
  const seen = new Set<string>();
  body.Items.forEach((item, i) => {
    const at = `Items.${i}`;
    const k = key(item.EmployeeId, item.Date);
    if (seen.has(k)) errors.push({ Field: `${at}.EmployeeId`, Message: 'បុគ្គលិកម្នាក់មានតែមួយជួរក្នុងមួយថ្ងៃ', MessageEn: 'An employee has one row per day' });
    seen.add(k);
    const pairs: Array<[string | null | undefined, string | null | undefined, string]> = [
      [item.MorningIn, item.MorningOut, 'MorningOut'],
      [item.AfternoonIn, item.AfternoonOut, 'AfternoonOut'],
      [item.MorningOut ?? item.MorningIn, item.AfternoonIn ?? item.AfternoonOut, 'AfternoonIn'],
    ];
    for (const [from, to, field] of pairs)
      if (from && to && to < from)
        errors.push({ Field: `${at}.${field}`, Message: 'ម៉ោងចេញមិនអាចនៅមុនម៉ោងចូលទេ', MessageEn: 'A later time of the day cannot be before an earlier one' });
    const hasTime = Boolean(item.MorningIn || item.MorningOut || item.AfternoonIn || item.AfternoonOut);
    if (item.AttendanceType === ATTENDANCE_STATUS.ABSENCE && hasTime)
      errors.push({
        Field: `${at}.AttendanceType`,
        Message: 'បុគ្គលិកអវត្តមានមិនអាចមានម៉ោងចូល ឬចេញទេ',
        MessageEn: 'An absent employee has no clock-in or clock-out time',
      });
  });
  return errors;
}

const valuesOf = (item: TEmployeeAttendanceBatchSave['Items'][number]): repo.TAttendanceValues => ({
  attendanceType: item.AttendanceType,
  morningIn: item.MorningIn ?? null,
  morningOut: item.MorningOut ?? null,
  afternoonIn: item.AfternoonIn ?? null,
  afternoonOut: item.AfternoonOut ?? null,
});

const sameValues = (row: repo.TAttendanceRow, v: repo.TAttendanceValues) =>
  row.attendanceType === v.attendanceType &&
  hhmm(row.morningIn) === v.morningIn &&
  hhmm(row.morningOut) === v.morningOut &&
  hhmm(row.afternoonIn) === v.afternoonIn &&
  hhmm(row.afternoonOut) === v.afternoonOut;

/** 409 naming whose days someone else saved since the sheet was read; Data lists them. */
function staleRows(conflicts: TEmployeeAttendanceConflict[]): AppError {
  const names = [...new Set(conflicts.map((c) => c.FullName))].join('、 ');
  const namesEn = [...new Set(conflicts.map((c) => c.FullNameEn))].join(', ');
  return new AppError('STALE', {
    km: `វត្តមានរបស់ ${names} ត្រូវបានកែប្រែដោយអ្នកផ្សេងរួចហើយ។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមផ្ទុកឡើងវិញ ហើយកែម្តងទៀត`,
    en: `Someone else changed the attendance of ${namesEn} meanwhile. Nothing was saved. Reload and make your change again`,
    data: conflicts,
  });
}

/**
 * Saves employee days in one transaction: each item inserts the employee-day (Version null: none was read)
 * or updates it at the version read; an unchanged item writes nothing. Any item whose row moved on makes
 * the whole save 409 with the names, and nothing is written.
 */
export async function batchSave(deps: TAppDeps, auth: TAuth, body: TEmployeeAttendanceBatchSave): Promise<TEmployeeAttendanceDay[]> {
  const errors = itemErrors(body);
  if (errors.length > 0) throw badRequest(errors[0]!.Message, errors[0]!.MessageEn, errors);
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const employeeIds = [...new Set(body.Items.map((i) => i.EmployeeId))];
    const dates = [...new Set(body.Items.map((i) => i.Date))];
    const employees = await repo.listAttendanceEmployees(tx, { campusId, ids: employeeIds });
    if (employees.length !== employeeIds.length) throw missingReference('បុគ្គលិក', 'employee');
    const byId = new Map(employees.map((e) => [e.id, e]));
    const existing = new Map((await repo.lockAttendanceRows(tx, { campusId, employeeIds, dates })).map((r) => [key(r.employeeId, r.date), r]));
    const conflict = (employeeId: string, date: string): TEmployeeAttendanceConflict => {
      const e = byId.get(employeeId)!;
      return { EmployeeId: employeeId, Date: date, FullName: personFullName(e), FullNameEn: personFullNameEn(e) };
    };
    const conflicts = body.Items.filter((item) => {
      const row = existing.get(key(item.EmployeeId, item.Date));
      return row ? row.version !== item.Version : item.Version !== null && item.Version !== undefined;
    }).map((item) => conflict(item.EmployeeId, item.Date));
    if (conflicts.length > 0) throw staleRows(conflicts);

    const saved = new Map<string, repo.TAttendanceRow>();
    for (const item of body.Items) {
      const k = key(item.EmployeeId, item.Date);
      const row = existing.get(k);
      const values = valuesOf(item);
      if (row && sameValues(row, values)) {
        saved.set(k, row);
        continue;
      }
      const written = row
        ? await repo.updateAttendanceRow(tx, { campusId, id: row.id, version: row.version, values })
        : await repo.insertAttendanceRow(tx, { campusId, employeeId: item.EmployeeId, date: item.Date, values });
      // Another save inserted this employee-day between our read and write: the whole save is stale.
      if (!written) throw staleRows([conflict(item.EmployeeId, item.Date)]);
      saved.set(k, written);
    }
    return body.Items.map((item) => toDay(byId.get(item.EmployeeId)!, item.Date, saved.get(key(item.EmployeeId, item.Date))));
  });
}

// ---- the monthly grid and one employee's record

/**
 * The monthly grid; also the rows of the daily and monthly reports when run (`reportRows`: the same employees
 * and days the report files print, the teachers only for the teacher reports).
 */
export function monthly(deps: TAppDeps, auth: TAuth, q: TEmployeeAttendanceRangeQuery & { teachersOnly?: boolean }): Promise<TEmployeeAttendanceMonthly> {
  checkRange(q.fromDate, q.toDate);
  return inTenant(deps, auth, async (tx) => {
    const days = datesOf(q.fromDate, q.toDate);
    const employees = await repo.listAttendanceEmployees(tx, { campusId: auth.campusId, from: q.fromDate, to: q.toDate, teachersOnly: q.teachersOnly });
    const rows = await repo.listAttendanceRows(tx, {
      campusId: auth.campusId,
      from: q.fromDate,
      to: q.toDate,
      employeeIds: q.teachersOnly ? employees.map((e) => e.id) : undefined,
    });
    const byKey = new Map(rows.map((r) => [key(r.employeeId, r.date), r]));
    return {
      FromDate: q.fromDate,
      ToDate: q.toDate,
      Days: days,
      Employees: employees.map((e) => {
        const own = days.map((d) => byKey.get(key(e.id, d)));
        return {
          ...toEmployee(e),
          Days: own.map((r) => (r ? toRecord(r) : null)),
          Counts: countStatuses(own.filter((r): r is repo.TAttendanceRow => Boolean(r))),
        };
      }),
    };
  });
}

export const reportRows = (deps: TAppDeps, auth: TAuth, q: TEmployeeAttendanceReportRowsQuery) =>
  monthly(deps, auth, { fromDate: q.fromDate, toDate: q.toDate, teachersOnly: q.people === 'teacher' });

/** The office (VIEW_NAV_EMPLOYEE or MANAGE_EMPLOYEE_ATTENDANCE) reads anyone; an employee account her own record. */
function reachesEmployee(auth: TAuth, employeeId: string): boolean {
  if (auth.permissions.has('VIEW_NAV_EMPLOYEE') || auth.permissions.has('MANAGE_EMPLOYEE_ATTENDANCE')) return true;
  return auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId === employeeId;
}

const employeeNotFound = () => notFound('រកមិនឃើញបុគ្គលិកនេះទេ', 'The employee was not found');

export function individual(deps: TAppDeps, auth: TAuth, q: TEmployeeAttendanceIndividualQuery): Promise<TEmployeeAttendanceIndividual> {
  checkRange(q.fromDate, q.toDate);
  // Out of reach answers like an unknown employee (ARCHITECTURE 'Reach').
  if (!reachesEmployee(auth, q.id)) return Promise.reject(employeeNotFound());
  return inTenant(deps, auth, async (tx) => {
    const [e] = await repo.listAttendanceEmployees(tx, { campusId: auth.campusId, ids: [q.id] });
    if (!e) throw employeeNotFound();
    const rows = await repo.listAttendanceRows(tx, { campusId: auth.campusId, from: q.fromDate, to: q.toDate, employeeIds: [q.id] });
    return { Employee: toEmployee(e), FromDate: q.fromDate, ToDate: q.toDate, Counts: countStatuses(rows), Detail: rows.map(toRecord) };
  });
}

// ---- scan

const SLOT_COLUMN = { MorningIn: 'morningIn', MorningOut: 'morningOut', AfternoonIn: 'afternoonIn', AfternoonOut: 'afternoonOut' } as const;
const NOON = 12 * 60;
const LUNCH_END = 13 * 60;

/**
 * The slot a scan at `time` fills (designed; the spec names the four times only): before noon the first
 * scan is morning in and later ones morning out (the last one counts); from noon, someone still in from the
 * morning who scans before 13:00 is leaving for lunch (morning out); otherwise the first afternoon scan is
 * afternoon in and later ones afternoon out.
 */
export function slotFor(row: Pick<repo.TAttendanceRow, 'morningIn' | 'morningOut' | 'afternoonIn'> | undefined, time: string): TEmployeeAttendanceSlot {
  const m = minutes(time);
  if (m < NOON) return row?.morningIn ? 'MorningOut' : 'MorningIn';
  if (row?.morningIn && !row.morningOut && m < LUNCH_END) return 'MorningOut';
  return row?.afternoonIn ? 'AfternoonOut' : 'AfternoonIn';
}

/** A card read again within this many minutes of the last recorded time is the same scan (a double tap). */
const REPEAT_MINUTES = 1;

export async function scan(deps: TAppDeps, auth: TAuth, body: { Code: string }, now: Date = new Date()): Promise<TEmployeeAttendanceScan> {
  const { date, time } = schoolClock(now);
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const holder = await repo.findCardHolder(tx, { campusId, code: body.Code });
    if (!holder) throw notFound(`រកមិនឃើញបុគ្គលិកដែលមានកាត ឬលេខកូដ «${body.Code}» ទេ`, `No employee of this school has the card or code '${body.Code}'`);
    const [e] = await repo.listAttendanceEmployees(tx, { campusId, ids: [holder.employeeId] });
    if (!e) throw notFound();
    const name = fullName(e.lastName, e.firstName);
    const nameEn = fullName(e.lastNameEn, e.firstNameEn);
    if (e.status !== 0) throw badRequest(`${name} ជាបុគ្គលិកអសកម្ម មិនអាចកត់ត្រាវត្តមានបានទេ`, `${nameEn} is inactive: no attendance is recorded`);
    if (holder.expiryDate && holder.expiryDate < date)
      throw badRequest(
        `កាតរបស់ ${name} ផុតកំណត់នៅថ្ងៃ ${khmerDigits(holder.expiryDate.split('-').reverse().join('-'))}`,
        `The card of ${nameEn} expired on ${holder.expiryDate.split('-').reverse().join('-')}`,
      );
    const row = await repo.lockAttendanceRow(tx, { campusId, employeeId: e.id, date });
    const last = row
      ? [row.morningIn, row.morningOut, row.afternoonIn, row.afternoonOut]
          .filter((t): t is string => Boolean(t))
          .sort()
          .at(-1)
      : undefined;
    if (row && last && Math.abs(minutes(time) - minutes(last)) <= REPEAT_MINUTES) {
      const slot = (Object.keys(SLOT_COLUMN) as TEmployeeAttendanceSlot[]).find((s) => row[SLOT_COLUMN[s]] === last)!;
      return { Employee: toEmployee(e), Date: date, Slot: slot, Time: hhmm(last)!, Repeated: true, Record: toRecord(row) };
    }
    const slot = slotFor(row, time);
    let saved: repo.TAttendanceRow | undefined;
    if (row) {
      // A scan proves the employee came: an absence marked earlier becomes present; late, permission and mission stay.
      const attendanceType = row.attendanceType === ATTENDANCE_STATUS.ABSENCE ? ATTENDANCE_STATUS.PRESENT : row.attendanceType;
      saved = await repo.updateAttendanceRow(tx, { campusId, id: row.id, version: row.version, values: { [SLOT_COLUMN[slot]]: time, attendanceType } });
    } else {
      const values: repo.TAttendanceValues = {
        attendanceType: ATTENDANCE_STATUS.PRESENT,
        morningIn: null,
        morningOut: null,
        afternoonIn: null,
        afternoonOut: null,
      };
      saved = await repo.insertAttendanceRow(tx, { campusId, employeeId: e.id, date, values: { ...values, [SLOT_COLUMN[slot]]: time } });
    }
    if (!saved) throw new AppError('STALE');
    return { Employee: toEmployee(e), Date: date, Slot: slot, Time: time, Repeated: false, Record: toRecord(saved) };
  });
}
