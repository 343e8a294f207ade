import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { ACTIVE_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { idsOrNone } from '../../lib/ids';
import { academicYear, employee, employeeAcademicClass, employeeAttendance, employeeCard, position } from '../../db/schema/index';
import { personNames } from '../../lib/person-name';

export type TAttendanceRow = typeof employeeAttendance.$inferSelect;

/** An employee as the attendance screens and reports show her, with whether she teaches this year. */
export type TAttendanceEmployee = {
  id: string;
  code: string;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
  status: number;
  positionId: string | null;
  positionDescription: string | null;
  positionDescriptionEn: string | null;
  isTeacher: boolean;
};

/** Teaches a class of the campus's current academic year. */
const teaches = sql<boolean>`exists (
  select 1 from ${employeeAcademicClass}
  join ${academicYear} on ${academicYear.campusId} = ${employeeAcademicClass.campusId} and ${academicYear.id} = ${employeeAcademicClass.academicYearId}
  where ${employeeAcademicClass.campusId} = ${employee.campusId} and ${employeeAcademicClass.employeeId} = ${employee.id} and ${academicYear.isCurrent}
)`;

const employeeColumns = {
  id: employee.id,
  code: employee.code,
  ...personNames(employee),
  gender: employee.gender,
  status: employee.status,
  positionId: employee.positionId,
  positionDescription: position.description,
  positionDescriptionEn: position.descriptionEn,
  isTeacher: teaches,
};

/**
 * The employees of an attendance page: the active ones, and any other (inactive now) who has a row in
 * [from, to]; only teachers with `teachersOnly`; or exactly `ids`. Ordered as the employee list is.
 */
export async function listAttendanceEmployees(
  db: TQueryable,
  p: { campusId: string; from?: string; to?: string; teachersOnly?: boolean; ids?: string[] },
): Promise<TAttendanceEmployee[]> {
  const recorded =
    p.from && p.to
      ? sql`exists (select 1 from ${employeeAttendance} where ${employeeAttendance.campusId} = ${employee.campusId} and ${employeeAttendance.employeeId} = ${employee.id} and ${employeeAttendance.date} between ${p.from} and ${p.to})`
      : undefined;
  const rows = await db
    .select(employeeColumns)
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .where(
      and(
        eq(employee.campusId, p.campusId),
        p.ids ? inArray(employee.id, idsOrNone(p.ids)) : or(eq(employee.status, ACTIVE_STATUS.ACTIVE), recorded),
        p.teachersOnly ? teaches : undefined,
      ),
    )
    .orderBy(asc(employee.lastNameEn), asc(employee.firstNameEn), asc(employee.lastName), asc(employee.firstName), asc(employee.id));
  return rows.map((r) => ({ ...r, isTeacher: Boolean(r.isTeacher) }));
}

/** Attendance rows of the campus in [from, to], of some employees only when `employeeIds` is given. */
export function listAttendanceRows(db: TQueryable, p: { campusId: string; from: string; to: string; employeeIds?: string[] }): Promise<TAttendanceRow[]> {
  return db
    .select()
    .from(employeeAttendance)
    .where(
      and(
        eq(employeeAttendance.campusId, p.campusId),
        gte(employeeAttendance.date, p.from),
        lte(employeeAttendance.date, p.to),
        p.employeeIds ? inArray(employeeAttendance.employeeId, p.employeeIds) : undefined,
      ),
    )
    .orderBy(asc(employeeAttendance.date), asc(employeeAttendance.employeeId));
}

/** The rows of some employees on some dates, locked until the transaction ends (a batch save checks then writes). */
export function lockAttendanceRows(db: TQueryable, p: { campusId: string; employeeIds: string[]; dates: string[] }): Promise<TAttendanceRow[]> {
  return db
    .select()
    .from(employeeAttendance)
    .where(and(eq(employeeAttendance.campusId, p.campusId), inArray(employeeAttendance.employeeId, p.employeeIds), inArray(employeeAttendance.date, p.dates)))
    .for('update');
}

export type TAttendanceValues = {
  attendanceType: number;
  morningIn: string | null;
  morningOut: string | null;
  afternoonIn: string | null;
  afternoonOut: string | null;
};

/** A new row; undefined when one for this employee and date appeared meanwhile (someone else saved it). */
export async function insertAttendanceRow(
  db: TQueryable,
  p: { campusId: string; employeeId: string; date: string; values: TAttendanceValues },
): Promise<TAttendanceRow | undefined> {
  const [row] = await db
    .insert(employeeAttendance)
    .values({ campusId: p.campusId, employeeId: p.employeeId, date: p.date, ...p.values })
    .onConflictDoNothing({ target: [employeeAttendance.campusId, employeeAttendance.employeeId, employeeAttendance.date] })
    .returning();
  return row;
}

/** Saves a row at the version read; undefined when the version moved on. */
export async function updateAttendanceRow(
  db: TQueryable,
  p: { campusId: string; id: string; version: number; values: Partial<TAttendanceValues> },
): Promise<TAttendanceRow | undefined> {
  const [row] = await db
    .update(employeeAttendance)
    .set({ ...p.values, version: sql`${employeeAttendance.version} + 1`, updatedAt: new Date() })
    .where(and(eq(employeeAttendance.campusId, p.campusId), eq(employeeAttendance.id, p.id), eq(employeeAttendance.version, p.version)))
    .returning();
  return row;
}

/** One employee's row of a day, locked (a scan reads then writes it). */
export function lockAttendanceRow(db: TQueryable, p: { campusId: string; employeeId: string; date: string }): Promise<TAttendanceRow | undefined> {
  return db
    .select()
    .from(employeeAttendance)
    .where(and(eq(employeeAttendance.campusId, p.campusId), eq(employeeAttendance.employeeId, p.employeeId), eq(employeeAttendance.date, p.date)))
    .for('update')
    .then((rows) => rows[0]);
}

/**
 * Who holds a card: the employee whose card number is `code` (case and spaces ignored), else the employee
 * whose code it is (the QR of the school's card carries one or the other).
 */
export async function findCardHolder(
  db: TQueryable,
  { campusId, code }: { campusId: string; code: string },
): Promise<{ employeeId: string; expiryDate: string | null } | undefined> {
  const wanted = code.trim().toUpperCase();
  const [card] = await db
    .select({ employeeId: employeeCard.employeeId, expiryDate: employeeCard.expiryDate })
    .from(employeeCard)
    .where(and(eq(employeeCard.campusId, campusId), sql`upper(trim(${employeeCard.cardNumber})) = ${wanted}`))
    .orderBy(sql`${employeeCard.expiryDate} desc nulls first`)
    .limit(1);
  if (card) return card;
  const [person] = await db
    .select({ employeeId: employee.id })
    .from(employee)
    .where(and(eq(employee.campusId, campusId), sql`upper(${employee.code}) = ${wanted}`))
    .limit(1);
  return person ? { employeeId: person.employeeId, expiryDate: null } : undefined;
}
