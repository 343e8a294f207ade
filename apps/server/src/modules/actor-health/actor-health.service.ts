import { ACTOR_TYPE } from '@school/contract';
import {
  HEALTH_ACTOR_TYPE,
  MEDICAL_HEALTH_TYPES,
  healthPoint,
  temperatureBand,
  type THealthCheck,
  type THealthCheckListQuery,
  type THealthCheckSave,
  type THealthDaily,
  type THealthMonthly,
  type THealthWeekly,
  type TMedicalHealthType,
} from '@school/contract/actor-health/actor-health.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, forbidden, notFound, stale } from '../../lib/app-error';
import { fullName } from '../../lib/person-name';
import { schoolToday } from '../../lib/school-date';
import * as access from '../access/access.service';
import * as repo from './actor-health.repository';

/**
 * Daily health checks (issue 12 'Health'; data-calls §3, §7, §9). Reach: students as the student areas
 * answer it (`access.studentScope`: the office every student, a teacher those of her classes, a student
 * herself, a guardian his children); employees: the office (an employee menu or management key) every
 * employee, an employee herself. Recording (MANAGE_HEALTH_CHECK) follows the same reach.
 */
const CAMPUS_EMPLOYEE_KEYS = ['VIEW_NAV_EMPLOYEE', 'MANAGE_EMPLOYEE'] as const;
const checkNotFound = () => notFound('រកមិនឃើញការពិនិត្យសុខភាពនេះទេ', 'The health check was not found');
const fieldError = (field: string, km: string, en: string) => badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

async function scopeOf(tx: TTx, auth: TAuth): Promise<repo.THealthScope> {
  const students = await access.studentScope(tx, auth);
  const employees: repo.THealthScope['employees'] = CAMPUS_EMPLOYEE_KEYS.some((k) => auth.permissions.has(k))
    ? { kind: 'campus' }
    : auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId
      ? { kind: 'one', employeeId: auth.actorId }
      : { kind: 'none' };
  return { students, employees };
}

function toWire(row: repo.THealthListRow): THealthCheck {
  const c = row.check;
  return {
    Id: c.id,
    ActorType: c.actorType,
    ActorId: (c.studentId ?? c.employeeId)!,
    ActorCode: row.code,
    FullName: fullName(row.lastName ?? '', row.firstName ?? ''),
    FullNameEn: fullName(row.lastNameEn ?? '', row.firstNameEn ?? ''),
    AcademicClass: row.className,
    AcademicClassEn: row.classNameEn,
    Date: c.date,
    Temperature: Number(c.temperature),
    TemperatureBand: temperatureBand(Number(c.temperature)),
    Symptoms: c.symptoms,
    Point: c.point,
    Note: c.note,
    RecordedBy: c.recordedBy,
    Version: c.version,
  };
}

export function listTypes(): TMedicalHealthType[] {
  return MEDICAL_HEALTH_TYPES.map((t) => ({ ...t }));
}

/** Checks of one person, or of an actor type (4 or absent: all) between two dates (default the last 7 days). */
export async function listChecks(deps: TAppDeps, auth: TAuth, query: THealthCheckListQuery): Promise<{ Details: THealthCheck[] }> {
  const today = schoolToday();
  const to = query.endDate ?? today;
  const from = query.startDate ?? (query.actorId ? undefined : dayOf(dayNumber(to) - 6));
  if (from && from > to) throw fieldError('endDate', 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ', 'The end date cannot be before the start date');
  return inTenant(deps, auth, async (tx) => {
    const scope = await scopeOf(tx, auth);
    if (query.actorId) await assertReadsActor(tx, auth, scope, query.actorId);
    const actorType = query.actorType === HEALTH_ACTOR_TYPE.ALL ? undefined : query.actorType;
    const rows = await repo.listChecks(tx, { campusId: auth.campusId, scope, filter: { actorType, actorId: query.actorId, from, to } });
    return { Details: rows.map(toWire) };
  });
}

export async function daily(deps: TAppDeps, auth: TAuth, query: { date?: string; actorType?: number }): Promise<THealthDaily> {
  const date = query.date ?? schoolToday();
  return inTenant(deps, auth, async (tx) => {
    const scope = await scopeOf(tx, auth);
    const actorType = query.actorType === HEALTH_ACTOR_TYPE.ALL ? undefined : query.actorType;
    const details = (await repo.listChecks(tx, { campusId: auth.campusId, scope, filter: { actorType, from: date, to: date } })).map(toWire);
    const Bands = [0, 0, 0, 0, 0];
    const Points = [0, 0, 0, 0];
    for (const d of details) {
      Bands[d.TemperatureBand]! += 1;
      Points[Math.min(3, d.Point)]! += 1;
    }
    return { Date: date, Details: details, Bands, Points };
  });
}

/** data-calls §4: the weekly range defaults to the 7 days up to today. */
export async function weekly(deps: TAppDeps, auth: TAuth, query: { startDate?: string; endDate?: string }): Promise<THealthWeekly> {
  const to = query.endDate ?? schoolToday();
  const from = query.startDate ?? dayOf(dayNumber(to) - 6);
  if (from > to) throw fieldError('endDate', 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ', 'The end date cannot be before the start date');
  if (dayNumber(to) - dayNumber(from) > 62) throw fieldError('startDate', 'ចន្លោះថ្ងៃវែងពេក (អតិបរមា ៦៣ ថ្ងៃ)', 'The range is too long (at most 63 days)');
  return inTenant(deps, auth, async (tx) => {
    const scope = await scopeOf(tx, auth);
    const counts = await repo.countPerDay(tx, { campusId: auth.campusId, scope, from, to });
    const byDay = new Map(counts.map((c) => [c.date, c]));
    const Weekend: THealthWeekly['Weekend'] = [];
    for (let n = dayNumber(from); n <= dayNumber(to); n++) {
      const day = dayOf(n);
      Weekend.push({ DateStr: day, Count: byDay.get(day)?.count ?? 0, Unwell: byDay.get(day)?.unwell ?? 0 });
    }
    return { Weekend };
  });
}

export async function monthly(deps: TAppDeps, auth: TAuth, query: { actorId?: string; month?: string }): Promise<THealthMonthly> {
  const month = query.month ?? schoolToday().slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = `${month}-01`;
  const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return inTenant(deps, auth, async (tx) => {
    const scope = await scopeOf(tx, auth);
    if (query.actorId) await assertReadsActor(tx, auth, scope, query.actorId);
    const totals = await repo.monthTotals(tx, { campusId: auth.campusId, scope, filter: { actorId: query.actorId, from, to } });
    const counts = new Map(totals.symptoms.map((s) => [s.code, s.count]));
    const Temperatures = [0, 0, 0, 0, 0];
    for (const b of totals.bands) Temperatures[b.band] = b.count;
    return {
      Month: month,
      MedicalHealthTypes: MEDICAL_HEALTH_TYPES.map((t) => ({ Code: t.Code, Name: t.Name, NameEn: t.NameEn, Point: t.Point, Count: counts.get(t.Code) ?? 0 })),
      Temperatures,
    };
  });
}

/**
 * One person's checks asked for (`?actorId`): 404 unless the caller reaches her, as the person's other pages
 * answer (a guardian his own children, a student herself, a teacher her classes' students and herself, the
 * office everyone of the campus); an unknown id, or another school's, is not found either.
 */
async function assertReadsActor(tx: TTx, auth: TAuth, scope: repo.THealthScope, actorId: string): Promise<void> {
  const e = scope.employees;
  if ((e.kind === 'campus' || (e.kind === 'one' && e.employeeId === actorId)) && (await repo.employeeExists(tx, { campusId: auth.campusId, id: actorId })))
    return;
  const reachable = await access.reachableStudents(tx, auth.campusId, scope.students, [actorId]);
  if (!reachable.has(actorId)) throw notFound('រកមិនឃើញមនុស្សនេះទេ', 'The person was not found');
}

/** Whether the caller may record a check of the person: the same reach as reading, checked here. */
async function assertRecords(
  tx: TTx,
  auth: TAuth,
  scope: repo.THealthScope,
  body: THealthCheckSave,
): Promise<{ studentId: string | null; employeeId: string | null }> {
  if (body.ActorType === HEALTH_ACTOR_TYPE.STUDENT) {
    await access.assertReachesStudent(tx, auth, body.ActorId);
    return { studentId: body.ActorId, employeeId: null };
  }
  const e = scope.employees;
  if (e.kind === 'none' || (e.kind === 'one' && e.employeeId !== body.ActorId)) throw forbidden();
  if (!(await repo.employeeExists(tx, { campusId: auth.campusId, id: body.ActorId }))) throw notFound('រកមិនឃើញបុគ្គលិកនេះទេ', 'The employee was not found');
  return { studentId: null, employeeId: body.ActorId };
}

/** Records a check (one per person and day) or, with Id and Version, corrects one. */
export async function saveCheck(deps: TAppDeps, auth: TAuth, body: THealthCheckSave): Promise<THealthCheck> {
  const today = schoolToday();
  const date = body.Date ?? today;
  if (date > today) throw fieldError('Date', 'កាលបរិច្ឆេទមិនអាចនៅថ្ងៃអនាគតបានទេ', 'The date cannot be in the future');
  const symptoms = [...new Set(body.Symptoms)];
  const values = { temperature: body.Temperature, symptoms, point: healthPoint(symptoms), note: body.Note ?? null };
  return inTenant(deps, auth, async (tx) => {
    const scope = await scopeOf(tx, auth);
    const actor = await assertRecords(tx, auth, scope, body);
    const sameDay = await repo.findCheckOfDay(tx, { campusId: auth.campusId, ...actor, date });
    let id: string;
    if (body.Id) {
      if (body.Version === undefined) throw fieldError('Version', 'ត្រូវការកំណែ', 'The version is required');
      const current = await repo.getCheck(tx, { campusId: auth.campusId, id: body.Id });
      if (!current || (current.studentId ?? current.employeeId) !== body.ActorId) throw checkNotFound();
      if (sameDay && sameDay.id !== current.id) throw duplicate();
      const saved = await repo.saveCheck(tx, {
        campusId: auth.campusId,
        id: body.Id,
        version: body.Version,
        values: { actorType: body.ActorType, ...actor, date, ...values, recordedByUserId: auth.userId, recordedBy: auth.username },
      });
      if (!saved) throw stale();
      id = saved.id;
    } else {
      if (sameDay) throw duplicate();
      const row = await repo.insertCheck(tx, {
        campusId: auth.campusId,
        values: { actorType: body.ActorType, ...actor, date, ...values, recordedByUserId: auth.userId, recordedBy: auth.username },
      });
      id = row.id;
    }
    const [row] = await repo.listChecks(tx, { campusId: auth.campusId, scope, filter: {}, id });
    if (!row) throw checkNotFound();
    return toWire(row);
  });
}

const duplicate = () =>
  conflict(
    'បុគ្គលនេះត្រូវបានពិនិត្យសុខភាពនៅថ្ងៃនេះរួចហើយ សូមកែប្រែការពិនិត្យដែលមានស្រាប់',
    'This person has already been checked on that day; correct the existing check instead',
  );
