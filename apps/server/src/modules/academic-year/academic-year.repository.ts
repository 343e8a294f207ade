import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicYear } from '../../db/schema/index';
import { preparedRead } from '../../db/prepared';

export type TAcademicYearRow = typeof academicYear.$inferSelect;
export type TAcademicYearValues = {
  description: string;
  descriptionEn: string;
  fromYear: number;
  toYear: number;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  isStartYear: boolean;
  isActive: boolean;
};

const yearOrder = [desc(academicYear.fromYear), desc(academicYear.startDate), desc(academicYear.id)];
const yearsOfCampus = preparedRead((db) =>
  db
    .select()
    .from(academicYear)
    .where(eq(academicYear.campusId, sql.placeholder('campusId')))
    .orderBy(...yearOrder),
);
const yearsOfCampusByActive = preparedRead((db) =>
  db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, sql.placeholder('campusId')), eq(academicYear.isActive, sql.placeholder('active'))))
    .orderBy(...yearOrder),
);

export function listAcademicYears(db: TQueryable, { campusId, active }: { campusId: string; active?: boolean }) {
  return active === undefined ? yearsOfCampus(db, { campusId }) : yearsOfCampusByActive(db, { campusId, active });
}

const yearById = preparedRead((db) =>
  db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, sql.placeholder('campusId')), eq(academicYear.id, sql.placeholder('id')))),
);

export function getAcademicYear(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return yearById(db, { campusId, id }).then((rows) => rows[0]);
}

/** The year with these start and end years, other than `exceptId`. */
export function findAcademicYearBySpan(
  db: TQueryable,
  { campusId, fromYear, toYear, exceptId }: { campusId: string; fromYear: number; toYear: number; exceptId?: string },
) {
  return db
    .select({ id: academicYear.id })
    .from(academicYear)
    .where(
      and(
        eq(academicYear.campusId, campusId),
        eq(academicYear.fromYear, fromYear),
        eq(academicYear.toYear, toYear),
        exceptId ? ne(academicYear.id, exceptId) : undefined,
      ),
    )
    .then((rows) => rows[0]);
}

/** The current year's whole row (`findCurrentAcademicYear` answers its id only). */
const currentYear = preparedRead((db) =>
  db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, sql.placeholder('campusId')), eq(academicYear.isCurrent, true))),
);

export function getCurrentAcademicYear(db: TQueryable, { campusId }: { campusId: string }) {
  return currentYear(db, { campusId }).then((rows) => rows[0]);
}

export function findCurrentAcademicYear(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select({ id: academicYear.id })
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.isCurrent, true)))
    .then((rows) => rows[0]);
}

/** Unmarks the current year (before another is marked: one current year per campus, a unique index). */
export async function clearCurrentAcademicYear(db: TQueryable, { campusId, exceptId }: { campusId: string; exceptId?: string }) {
  await db
    .update(academicYear)
    .set({ isCurrent: false, version: sql`${academicYear.version} + 1`, updatedAt: new Date() })
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.isCurrent, true), exceptId ? ne(academicYear.id, exceptId) : undefined));
}

export function insertAcademicYear(db: TQueryable, { campusId, values }: { campusId: string; values: TAcademicYearValues }) {
  return db
    .insert(academicYear)
    .values({ campusId, ...values })
    .returning()
    .then((rows) => rows[0]!);
}

/** Updates when the stored version is `version`; undefined when it is not (or the year is gone). */
export function updateAcademicYear(
  db: TQueryable,
  { campusId, id, version, values }: { campusId: string; id: string; version: number; values: TAcademicYearValues },
) {
  return db
    .update(academicYear)
    .set({ ...values, version: sql`${academicYear.version} + 1`, updatedAt: new Date() })
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.id, id), eq(academicYear.version, version)))
    .returning()
    .then((rows) => rows[0]);
}

export async function deleteAcademicYear(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  const rows = await db
    .delete(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.id, id)))
    .returning({ id: academicYear.id });
  return rows.length === 1;
}

/** A foreign key that points at academic_year: the referencing table and its columns, paired with the key's columns. */
export type TYearReference = { table: string; constraint: string; columns: string[]; referencedColumns: string[] };

/**
 * Every foreign key to academic_year, read from the catalog. Tables that later areas add (classes, exams,
 * fees …) are found without this module knowing them.
 */
export async function listAcademicYearReferences(db: TQueryable): Promise<TYearReference[]> {
  const result = await db.execute<{ table_name: string; constraint_name: string; columns: string[]; referenced_columns: string[] }>(sql`
    select cl.relname as table_name, c.conname as constraint_name,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as referenced_columns
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class target on target.oid = c.confrelid
    join pg_namespace ns on ns.oid = target.relnamespace
    where c.contype = 'f' and target.relname = 'academic_year' and ns.nspname = current_schema()
    order by cl.relname, c.conname`);
  return result.rows.map((r) => ({ table: r.table_name, constraint: r.constraint_name, columns: r.columns, referencedColumns: r.referenced_columns }));
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** True when a row of the referencing table points at the year (joined on the key's own columns). */
export async function isAcademicYearReferenced(
  db: TQueryable,
  { reference, campusId, id }: { reference: TYearReference; campusId: string; id: string },
): Promise<boolean> {
  const on = reference.columns.map((column, i) => sql`r.${ident(column)} = y.${ident(reference.referencedColumns[i]!)}`);
  const result = await db.execute(sql`
    select 1 from ${ident(reference.table)} r join academic_year y on ${sql.join(on, sql` and `)}
    where y.campus_id = ${campusId} and y.id = ${id} limit 1`);
  return result.rows.length > 0;
}
