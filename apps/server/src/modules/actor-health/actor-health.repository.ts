import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
import { academicClass, academicYear, employee, medicalHealthCheck, student, studentAcademicClass } from '../../db/schema/index';

export type THealthCheckRow = typeof medicalHealthCheck.$inferSelect;

/** Whose checks a caller reads: students (all, of some classes, or some) and employees (all, one, or none). */
export type THealthScope = {
  students: { kind: 'campus' } | { kind: 'classes'; classIds: string[] } | { kind: 'students'; studentIds: string[] };
  employees: { kind: 'campus' } | { kind: 'one'; employeeId: string } | { kind: 'none' };
};

function scopeWhere(campusId: string, scope: THealthScope): SQL {
  const s = scope.students;
  const studentPart =
    s.kind === 'campus'
      ? sql`${medicalHealthCheck.studentId} is not null`
      : s.kind === 'classes'
        ? s.classIds.length === 0
          ? sql`false`
          : inArray(
              medicalHealthCheck.studentId,
              sql`(select ${studentAcademicClass.studentId} from ${studentAcademicClass} where ${studentAcademicClass.campusId} = ${campusId} and ${inArray(studentAcademicClass.academicClassId, s.classIds)})`,
            )
        : s.studentIds.length === 0
          ? sql`false`
          : inArray(medicalHealthCheck.studentId, s.studentIds);
  const e = scope.employees;
  const employeePart =
    e.kind === 'campus' ? sql`${medicalHealthCheck.employeeId} is not null` : e.kind === 'one' ? eq(medicalHealthCheck.employeeId, e.employeeId) : sql`false`;
  return sql`((${studentPart}) or (${employeePart}))`;
}

export type THealthFilter = { actorType?: number; actorId?: string; from?: string; to?: string };

function filterWhere(f: THealthFilter): (SQL | undefined)[] {
  return [
    f.actorType === 0 || f.actorType === 1 ? eq(medicalHealthCheck.actorType, f.actorType) : undefined,
    f.actorId ? sql`coalesce(${medicalHealthCheck.studentId}, ${medicalHealthCheck.employeeId}) = ${f.actorId}` : undefined,
    f.from ? gte(medicalHealthCheck.date, f.from) : undefined,
    f.to ? lte(medicalHealthCheck.date, f.to) : undefined,
  ];
}

/** The student's class in the academic year holding the check's day, else her latest one. */
const classOfCheck = (column: typeof academicClass.description | typeof academicClass.descriptionEn) =>
  sql<string | null>`(select ${column} from ${studentAcademicClass}
    join ${academicYear} on ${academicYear.campusId} = ${studentAcademicClass.campusId} and ${academicYear.id} = ${studentAcademicClass.academicYearId}
    join ${academicClass} on ${academicClass.campusId} = ${studentAcademicClass.campusId} and ${academicClass.id} = ${studentAcademicClass.academicClassId}
    where ${studentAcademicClass.campusId} = ${medicalHealthCheck.campusId} and ${studentAcademicClass.studentId} = ${medicalHealthCheck.studentId}
    order by (${academicYear.startDate} <= ${medicalHealthCheck.date} and ${academicYear.endDate} >= ${medicalHealthCheck.date}) desc, ${academicYear.startDate} desc
    limit 1)`;

export type THealthListRow = {
  check: THealthCheckRow;
  code: string | null;
  lastName: string | null;
  firstName: string | null;
  lastNameEn: string | null;
  firstNameEn: string | null;
  className: string | null;
  classNameEn: string | null;
};

/** Checks the scope reaches, newest day first, then by name. */
export function listChecks(
  db: TQueryable,
  p: { campusId: string; scope: THealthScope; filter: THealthFilter; id?: string; limit?: number },
): Promise<THealthListRow[]> {
  return db
    .select({
      check: medicalHealthCheck,
      code: sql<string | null>`coalesce(${student.code}, ${employee.code})`,
      lastName: sql<string | null>`coalesce(${student.lastName}, ${employee.lastName})`,
      firstName: sql<string | null>`coalesce(${student.firstName}, ${employee.firstName})`,
      lastNameEn: sql<string | null>`coalesce(${student.lastNameEn}, ${employee.lastNameEn})`,
      firstNameEn: sql<string | null>`coalesce(${student.firstNameEn}, ${employee.firstNameEn})`,
      className: classOfCheck(academicClass.description),
      classNameEn: classOfCheck(academicClass.descriptionEn),
    })
    .from(medicalHealthCheck)
    .leftJoin(student, and(eq(student.campusId, medicalHealthCheck.campusId), eq(student.id, medicalHealthCheck.studentId)))
    .leftJoin(employee, and(eq(employee.campusId, medicalHealthCheck.campusId), eq(employee.id, medicalHealthCheck.employeeId)))
    .where(
      and(
        eq(medicalHealthCheck.campusId, p.campusId),
        scopeWhere(p.campusId, p.scope),
        p.id ? eq(medicalHealthCheck.id, p.id) : undefined,
        ...filterWhere(p.filter),
      ),
    )
    .orderBy(
      desc(medicalHealthCheck.date),
      desc(medicalHealthCheck.point),
      sql`coalesce(${student.lastNameEn}, ${employee.lastNameEn})`,
      sql`coalesce(${student.firstNameEn}, ${employee.firstNameEn})`,
      asc(medicalHealthCheck.id),
    )
    .limit(p.limit ?? 5000);
}

/** Checks and unwell checks (point ≥ 2 or above 37 °C) per day of [from, to]. */
export function countPerDay(db: TQueryable, p: { campusId: string; scope: THealthScope; from: string; to: string }) {
  return db
    .select({
      date: medicalHealthCheck.date,
      count: sql<number>`count(*)::int`,
      unwell: sql<number>`count(*) filter (where ${medicalHealthCheck.point} >= 2 or ${medicalHealthCheck.temperature} > 37)::int`,
    })
    .from(medicalHealthCheck)
    .where(and(eq(medicalHealthCheck.campusId, p.campusId), scopeWhere(p.campusId, p.scope), ...filterWhere({ from: p.from, to: p.to })))
    .groupBy(medicalHealthCheck.date);
}

/** Symptom codes counted over a range, and checks per temperature band (data-calls §9). */
export async function monthTotals(db: TQueryable, p: { campusId: string; scope: THealthScope; filter: THealthFilter }) {
  const where = and(eq(medicalHealthCheck.campusId, p.campusId), scopeWhere(p.campusId, p.scope), ...filterWhere(p.filter));
  const symptoms = await db
    .select({ code: sql<string>`s.code`, count: sql<number>`count(*)::int` })
    .from(sql`${medicalHealthCheck} cross join lateral unnest(${medicalHealthCheck.symptoms}) as s(code)`)
    .where(where)
    .groupBy(sql`s.code`);
  const t = medicalHealthCheck.temperature;
  const bands = await db
    .select({
      band: sql<number>`(case when ${t} > 39 then 4 when ${t} > 38 then 3 when ${t} > 37 then 2 when ${t} > 36 then 1 else 0 end)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(medicalHealthCheck)
    .where(where)
    .groupBy(sql`1`);
  return { symptoms, bands };
}

/** The check of a person on a day. */
export function findCheckOfDay(db: TQueryable, p: { campusId: string; studentId: string | null; employeeId: string | null; date: string }) {
  return db
    .select()
    .from(medicalHealthCheck)
    .where(
      and(
        eq(medicalHealthCheck.campusId, p.campusId),
        p.studentId ? eq(medicalHealthCheck.studentId, p.studentId) : eq(medicalHealthCheck.employeeId, p.employeeId ?? ''),
        eq(medicalHealthCheck.date, p.date),
      ),
    )
    .then((rows) => rows[0]);
}

export async function employeeExists(db: TQueryable, p: { campusId: string; id: string }): Promise<boolean> {
  const rows = await db
    .select({ id: employee.id })
    .from(employee)
    .where(and(eq(employee.campusId, p.campusId), eq(employee.id, p.id)));
  return rows.length === 1;
}

export const { insert: insertCheck, save: saveCheck, get: getCheck } = recordRows(medicalHealthCheck);
