import { findOther, recordRows, versionedRows } from '../../db/versioned';
import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import type { TStudentScope } from '../access/access.service';
import type { TKey } from '../../db/versioned';
import { fromJson, jsonFields, jsonRows, type TJsonRow } from '../../db/json-rows';
import { preparedRead, preparedSql } from '../../db/prepared';
import {
  academicClass,
  academicYear,
  card,
  courseLevel,
  guardian,
  province,
  storedFile,
  student,
  studentAcademicCard,
  studentAcademicClass,
  studentAddress,
  studentClassCount,
  studentGuardian,
} from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';
import { personNames } from '../../lib/person-name';
import { khmerNameOrder } from '../../lib/khmer';
import { STUDENT_STATUS } from '@school/contract';

/**
 * The only place that touches the student tables (CONVENTIONS 'Fixed layers'). Every query names the
 * campus as well, beside row-level security.
 */
export type TStudentRow = typeof student.$inferSelect;
export type TStudentValues = Omit<typeof student.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export type TAddressValues = { provinceId: number | null; address: string; isPrimary: boolean };
export type TCardValues = { cardId: string; cardNumber: string | null; issueDate: string | null; expiryDate: string | null };

const NEXT_CLASS = 'next_class';
const nextClass = alias(academicClass, NEXT_CLASS);

// ---- Students

const studentRecords = recordRows(student);
export const getStudent = studentRecords.get;

export const getStudents = studentRecords.getMany;

export function findStudentsByCodes(db: TQueryable, { campusId, codes }: { campusId: string; codes: string[] }) {
  if (codes.length === 0) return Promise.resolve([] as Array<{ id: string; code: string }>);
  return db
    .select({ id: student.id, code: student.code })
    .from(student)
    .where(
      and(
        eq(student.campusId, campusId),
        inArray(
          sql`upper(${student.code})`,
          codes.map((c) => c.toUpperCase()),
        ),
      ),
    );
}

/** The highest all-digit student code of the campus (generated codes continue from it). */
export async function maxNumericCode(db: TQueryable, { campusId }: { campusId: string }): Promise<number> {
  const rows = await db
    .select({ n: sql<string | null>`max(${student.code}::bigint)` })
    .from(student)
    .where(and(eq(student.campusId, campusId), sql`${student.code} ~ '^[0-9]{1,15}$'`));
  return Number(rows[0]?.n ?? 0);
}

export async function insertStudents(db: TQueryable, { campusId, rows }: { campusId: string; rows: Array<TStudentValues & { id?: string }> }) {
  if (rows.length === 0) return [];
  return db
    .insert(student)
    .values(rows.map((r) => ({ ...r, campusId })))
    .returning({ id: student.id, code: student.code });
}

export async function setStudentStatus(db: TQueryable, p: TKey & { version: number; status: number; statusReason: string | null; statusDate: string }) {
  return db
    .update(student)
    .set({ status: p.status, statusReason: p.statusReason, statusDate: p.statusDate, version: sql`${student.version} + 1`, updatedAt: new Date() })
    .where(and(eq(student.campusId, p.campusId), eq(student.id, p.id), eq(student.version, p.version)))
    .returning({ id: student.id });
}

export type TStudentListFilter = {
  campusId: string;
  academicYearId: string;
  academicClassId?: string;
  courseLevelId?: string;
  status?: number;
  search?: string;
  /** The reader's scope (access.service `studentScope`); none reads the campus. */
  scope?: TStudentScope;
};

/** The year, class, grade and status filters of a list, on the placements or on the counts kept of them (same columns). */
function placementFilters(
  t: typeof studentAcademicClass | typeof studentClassCount,
  f: Pick<TStudentListFilter, 'campusId' | 'academicYearId' | 'academicClassId' | 'courseLevelId' | 'status'>,
) {
  return and(
    eq(t.campusId, f.campusId),
    eq(t.academicYearId, f.academicYearId),
    f.academicClassId ? eq(t.academicClassId, f.academicClassId) : undefined,
    f.courseLevelId
      ? sql`${t.academicClassId} in (select c.id from ${academicClass} c where c.campus_id = ${f.campusId} and c.course_level_id = ${f.courseLevelId})`
      : undefined,
    f.status !== undefined ? eq(t.status, f.status) : undefined,
  );
}

/**
 * The placements of a year found by a search (an ILIKE pattern): `student_academic_class_search` (migration 0030), the
 * placements of the transaction's campus whose student's code, Khmer name (with or without the space) or Latin name
 * (either order) contains the text, from the text each placement carries, served by a trigram index where
 * PostgreSQL's row-level security would forbid one. Its columns are the placement's that the list reads.
 */
const searchedPlacements = (pattern: string | SQL, academicYearId: string | SQL) => sql`student_academic_class_search(${pattern}, ${academicYearId})`;

/**
 * The list's conditions, all on the placement (the student is `student_academic_class.student_id`), so the
 * per-class count needs no other table. The search is `searchedPlacements`.
 */
function listConditions(f: TStudentListFilter) {
  // A prepared list's search is a placeholder that already holds the pattern (preparedList).
  const pattern = !f.search ? undefined : typeof f.search === 'string' ? containsPattern(f.search) : f.search;
  return and(
    placementFilters(studentAcademicClass, f),
    pattern ? sql`${studentAcademicClass.id} in (select found.id from ${searchedPlacements(pattern, f.academicYearId)} found)` : undefined,
    f.scope ? studentScopeSql(f.scope, f.campusId, studentAcademicClass.studentId) : undefined,
  );
}

/** A placement's class, grade and next class, beside the placement (the list's rows and the record's placements). */
const placementExtras = {
  classCode: academicClass.code,
  classDescription: academicClass.description,
  classDescriptionEn: academicClass.descriptionEn,
  courseLevelId: academicClass.courseLevelId,
  courseLevelDescription: courseLevel.description,
  courseLevelDescriptionEn: courseLevel.descriptionEn,
  nextClassDescription: nextClass.description,
  nextClassDescriptionEn: nextClass.descriptionEn,
};
const listColumns = { student, placement: studentAcademicClass, ...placementExtras };
export type TPlacedStudentRow = {
  student: TStudentRow;
  placement: typeof studentAcademicClass.$inferSelect;
  classCode: string;
  classDescription: string;
  classDescriptionEn: string;
  courseLevelId: string;
  courseLevelDescription: string;
  courseLevelDescriptionEn: string;
  nextClassDescription: string | null;
  nextClassDescriptionEn: string | null;
};

function placedQuery(db: TQueryable) {
  return db
    .select(listColumns)
    .from(studentAcademicClass)
    .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, studentAcademicClass.campusId), eq(academicClass.id, studentAcademicClass.academicClassId)))
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .leftJoin(nextClass, and(eq(nextClass.campusId, studentAcademicClass.campusId), eq(nextClass.id, studentAcademicClass.promoteNextAcademicClassId)));
}

/**
 * Within a class, by Khmer name as a Cambodian class list is read (DESIGN 'Data': an ICU collation where
 * available). "und-x-icu" (the Unicode root order, which orders Khmer consonants, subscripts and vowels
 * as the alphabet does) exists on PostgreSQL built with ICU and in PGlite; "km-x-icu" exists on
 * PostgreSQL only, so the root one is used. The Latin name breaks ties, the id keeps paging stable.
 */
const KHMER = sql.raw('"und-x-icu"');
const nameOrder = [
  asc(courseLevel.sortIndex),
  asc(academicClass.sortIndex),
  asc(academicClass.code),
  sql`${student.lastName} collate ${KHMER}`,
  sql`${student.firstName} collate ${KHMER}`,
  asc(student.lastNameEn),
  asc(student.firstNameEn),
  asc(student.id),
];

/**
 * The same order within one class, from the names the placement carries (migration 0021), which
 * `student_academic_class_name_order_idx` holds in this order: a class's page is read, not sorted.
 */
const classNameOrder = [
  sql`${studentAcademicClass.sortLastName} collate ${KHMER}`,
  sql`${studentAcademicClass.sortFirstName} collate ${KHMER}`,
  asc(studentAcademicClass.sortLastNameEn),
  asc(studentAcademicClass.sortFirstNameEn),
  asc(studentAcademicClass.studentId),
];

/** Rows `offset` … `offset + limit` of one class's part of the list, in `classNameOrder`. */
export const classPage = (db: TQueryable, f: TStudentListFilter, classId: string, limit: number, offset: number) =>
  placedQuery(db)
    .where(and(listConditions(f), eq(studentAcademicClass.academicClassId, classId)))
    .orderBy(...classNameOrder)
    .limit(limit)
    .offset(offset);

/**
 * The per-class counts of a list without a search for a reader of the whole campus, from the counts the database
 * keeps (`student_class_count`, migration 0027): a few rows per class whatever the size of the school.
 */
const keptCountConditions = (f: Omit<TStudentListFilter, 'search' | 'scope'>) => placementFilters(studentClassCount, f);

/** The kept counts answer a list that is not searched and not narrowed to a reader's scope; the others count what they match. */
const countsKept = (f: TStudentListFilter) => !f.search && (!f.scope || f.scope.kind === 'campus');

/** The per-class counts of the list, in the classes' order. */
const classCounts = (db: TQueryable, f: TStudentListFilter) => {
  const perClass = countsKept(f)
    ? db
        .select({ classId: studentClassCount.academicClassId, n: sql<number>`sum(${studentClassCount.n})::int`.as('n') })
        .from(studentClassCount)
        .where(keptCountConditions(f))
        .groupBy(studentClassCount.academicClassId)
        .having(sql`sum(${studentClassCount.n}) > 0`)
        .as('per_class')
    : db
        .select({ classId: studentAcademicClass.academicClassId, n: sql<number>`count(*)::int`.as('n') })
        .from(studentAcademicClass)
        .where(listConditions(f))
        .groupBy(studentAcademicClass.academicClassId)
        .as('per_class');
  return db
    .select({ id: perClass.classId, n: perClass.n })
    .from(perClass)
    .innerJoin(academicClass, and(eq(academicClass.campusId, f.campusId), eq(academicClass.id, perClass.classId)))
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .orderBy(asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code));
};

/**
 * The list's two queries for a reader of the whole campus, built once per shape of filter (which filters are
 * given) with placeholders for their values (db/prepared): a page does not build its SQL again.
 */
type TListValues = Record<string, unknown>;
const listShapes = new Map<
  string,
  {
    counts: (db: TQueryable, v: TListValues) => Promise<Array<{ id: string; n: number }>>;
    page: (db: TQueryable, v: TListValues) => Promise<TPlacedStudentRow[]>;
  }
>();
/** The placeholders' values of a prepared list read: the filter as given, the search as its ILIKE pattern. */
function listValues(
  f: Pick<TStudentListFilter, 'campusId' | 'academicClassId' | 'courseLevelId' | 'status' | 'search'> & { academicYearId?: string },
): TListValues {
  return {
    campusId: f.campusId,
    academicYearId: f.academicYearId,
    academicClassId: f.academicClassId,
    courseLevelId: f.courseLevelId,
    status: f.status,
    search: f.search ? containsPattern(f.search) : undefined,
  };
}
function preparedList(f: TStudentListFilter) {
  const given = { academicClassId: !!f.academicClassId, courseLevelId: !!f.courseLevelId, status: f.status !== undefined, search: !!f.search };
  const key = JSON.stringify(given);
  let shape = listShapes.get(key);
  if (!shape) {
    const p = (name: string) => sql.placeholder(name) as unknown as string;
    const filter: TStudentListFilter = {
      campusId: p('campusId'),
      academicYearId: p('academicYearId'),
      academicClassId: given.academicClassId ? p('academicClassId') : undefined,
      courseLevelId: given.courseLevelId ? p('courseLevelId') : undefined,
      status: given.status ? (p('status') as unknown as number) : undefined,
      search: given.search ? p('search') : undefined,
    };
    shape = {
      counts: preparedRead((db) => classCounts(db, filter)),
      page: preparedRead((db) =>
        placedQuery(db)
          .where(and(listConditions(filter), eq(studentAcademicClass.academicClassId, sql.placeholder('classId'))))
          .orderBy(...classNameOrder)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
    };
    listShapes.set(key, shape);
  }
  const values = listValues(f);
  return {
    counts: (db: TQueryable) => shape.counts(db, values),
    page: (db: TQueryable, classId: string, limit: number, offset: number) => shape.page(db, { ...values, classId, limit, offset }),
  };
}

/**
 * The students placed in a year with their class, in `nameOrder`: all of them, or one page and the total.
 * A page (issue 17: 20,000 students must cost what 48 do) takes the year's counts per class (kept by the database,
 * or for a search or a reader's scope counted from the placements), in class order, then reads only the classes
 * the page falls in, each from the name-order index; the year is never sorted. Class codes are unique within a year, so the classes' order leaves no ties between
 * their students and the pages are those of the one sorted list.
 */
export async function listPlacedStudents(db: TQueryable, f: TStudentListFilter & { limit?: number; offset?: number }) {
  if (f.limit === undefined) {
    const rows: TPlacedStudentRow[] = await placedQuery(db)
      .where(listConditions(f))
      .orderBy(...nameOrder);
    return { rows, total: rows.length };
  }
  const reads =
    !f.scope || f.scope.kind === 'campus'
      ? preparedList(f)
      : { counts: (q: TQueryable) => classCounts(q, f), page: (q: TQueryable, id: string, l: number, o: number) => classPage(q, f, id, l, o) };
  const classes = await reads.counts(db);
  const rows: TPlacedStudentRow[] = [];
  let skip = f.offset ?? 0;
  for (const c of classes) {
    if (rows.length >= f.limit) break;
    if (skip >= c.n) {
      skip -= c.n;
      continue;
    }
    rows.push(...(await reads.page(db, c.id, f.limit - rows.length, skip)));
    skip = 0;
  }
  return { rows, total: classes.reduce((sum, c) => sum + c.n, 0) };
}

/** What a list item is made of (student.service `toListItem`): a placed student's row, or the one-query page's. */
export type TStudentListSource = {
  student: Pick<
    TStudentRow,
    | 'id'
    | 'campusId'
    | 'code'
    | 'firstName'
    | 'lastName'
    | 'firstNameEn'
    | 'lastNameEn'
    | 'gender'
    | 'dateOfBirth'
    | 'mobilePhone'
    | 'email'
    | 'pictureFileId'
    | 'version'
  >;
  placement: Pick<typeof studentAcademicClass.$inferSelect, 'id' | 'status' | 'academicYearId' | 'academicClassId'>;
  classDescription: string;
  classDescriptionEn: string;
  courseLevelId: string;
};

/** The page query's columns: a list item's fields only, as the driver gives them (dates as text). */
type TStudentPageRow = {
  year_id: string | null;
  total: number;
  id: string | null;
  code: string;
  first_name: string;
  last_name: string;
  first_name_en: string;
  last_name_en: string;
  gender: number;
  date_of_birth: string | null;
  mobile_phone: string | null;
  email: string | null;
  picture_file_id: string | null;
  version: number;
  placement_id: string;
  status: number;
  academic_class_id: string;
  class_description: string;
  class_description_en: string;
  course_level_id: string;
};
const pageShapes = new Map<string, (db: TQueryable, v: TListValues) => Promise<TStudentPageRow[]>>();

/**
 * One page of the list for a reader of the whole campus, in one query (issue 17): the year (the one named, else
 * the current one; `yearId` null when there is none), the count per class in the classes' order, and each class
 * the page falls in read from the name-order index at its own offset (a lateral join). One row per student with
 * the year and the total beside it (one row without a student when the page is empty). The same rows and total
 * as `listPlacedStudents`; its SQL is built once per shape of filter.
 */
export async function listStudentPage(
  db: TQueryable,
  f: Omit<TStudentListFilter, 'academicYearId' | 'scope'> & { academicYearId?: string; limit: number; offset: number },
): Promise<{ yearId: string | null; rows: TStudentListSource[]; total: number }> {
  const given = {
    year: !!f.academicYearId,
    academicClassId: !!f.academicClassId,
    courseLevelId: !!f.courseLevelId,
    status: f.status !== undefined,
    search: !!f.search,
  };
  const key = JSON.stringify(given);
  let read = pageShapes.get(key);
  if (!read) {
    const p = (name: string) => sql.placeholder(name) as unknown as string;
    const yearPick = sql.raw('year_pick');
    const filter: TStudentListFilter = {
      campusId: p('campusId'),
      academicYearId: sql`(select id from ${yearPick})` as unknown as string,
      academicClassId: given.academicClassId ? p('academicClassId') : undefined,
      courseLevelId: given.courseLevelId ? p('courseLevelId') : undefined,
      status: given.status ? (p('status') as unknown as number) : undefined,
      search: given.search ? p('search') : undefined,
    };
    const [offset, limit] = [sql`${sql.placeholder('offset')}::int`, sql`${sql.placeholder('limit')}::int`];
    const skip = sql`greatest(0, ${offset} - classes.before)`;
    const sac = studentAcademicClass;
    // The placements the page is made of: the year's (counted per class in student_class_count, a class read in name
    // order from the name-order index), or with a search those it finds (few: the search function reads them from its
    // trigram index with their class and names, never the whole year), narrowed by the list's other filters.
    const placed = given.search ? sql.raw('hits') : sac;
    const hits = given.search
      ? sql`, hits as materialized (
          select found.* from ${searchedPlacements(p('search'), filter.academicYearId)} found
          where ${and(
            sql`true`,
            filter.academicClassId ? sql`found.academic_class_id = ${filter.academicClassId}` : undefined,
            filter.courseLevelId
              ? sql`found.academic_class_id in (select c.id from ${academicClass} c where c.campus_id = ${filter.campusId} and c.course_level_id = ${filter.courseLevelId})`
              : undefined,
            filter.status !== undefined ? sql`found.status = ${filter.status}` : undefined,
          )}
        )`
      : sql``;
    const placedWhere = (classId?: SQL) =>
      given.search
        ? sql`${classId ? sql`hits.academic_class_id = ${classId}` : sql`true`}`
        : sql`${listConditions(filter)}${classId ? sql` and ${sac.academicClassId} = ${classId}` : sql``}`;
    const col = (column: PgColumn) => (given.search ? sql`hits.${sql.identifier(column.name)}` : column);
    read = preparedSql<TListValues, TStudentPageRow>(
      () => sql`with ${yearPick} as (
          select ${academicYear.id} as id from ${academicYear}
          where ${academicYear.campusId} = ${sql.placeholder('campusId')}
            and ${given.year ? sql`${academicYear.id} = ${sql.placeholder('academicYearId')}` : sql`${academicYear.isCurrent}`}
        )${hits},
        per_class as (${
          given.search
            ? sql`select ${col(sac.academicClassId)} as id, count(*)::int as n from ${placed}
          where ${placedWhere()} group by ${col(sac.academicClassId)}`
            : sql`select ${studentClassCount.academicClassId} as id, sum(${studentClassCount.n})::int as n from ${studentClassCount}
          where ${keptCountConditions(filter)} group by ${studentClassCount.academicClassId} having sum(${studentClassCount.n}) > 0`
        }),
        classes as (
          select per_class.id, per_class.n,
            (sum(per_class.n) over (order by ${courseLevel.sortIndex}, ${academicClass.sortIndex}, ${academicClass.code}
              rows between unbounded preceding and current row) - per_class.n)::int as before
          from per_class
          join ${academicClass} on ${academicClass.campusId} = ${sql.placeholder('campusId')} and ${academicClass.id} = per_class.id
          join ${courseLevel} on ${courseLevel.campusId} = ${academicClass.campusId} and ${courseLevel.id} = ${academicClass.courseLevelId}
        )
        select head.year_id, head.total, page.* from (
          select (select id from ${yearPick}) as year_id, (select coalesce(sum(n), 0)::int from per_class) as total
        ) head left join (
          select classes.before, one.* from classes cross join lateral (
            select ${student.id} as id, ${student.code} as code, ${student.firstName} as first_name, ${student.lastName} as last_name,
              ${student.firstNameEn} as first_name_en, ${student.lastNameEn} as last_name_en, ${student.gender} as gender,
              ${student.dateOfBirth}::text as date_of_birth, ${student.mobilePhone} as mobile_phone, ${student.email} as email,
              ${student.pictureFileId} as picture_file_id, ${student.version} as version,
              p.id as placement_id, p.status as status, p.academic_class_id as academic_class_id,
              ${academicClass.description} as class_description, ${academicClass.descriptionEn} as class_description_en,
              ${academicClass.courseLevelId} as course_level_id,
              p.sort_last_name as k1, p.sort_first_name as k2, p.sort_last_name_en as k3, p.sort_first_name_en as k4
            from (
              -- The rows skipped are skipped in the placements' order (an index's, without a search) before any join:
              -- a page deep in a class reads its own ten students, not those before them.
              select ${col(sac.id)} as id, ${col(sac.studentId)} as student_id, ${col(sac.status)} as status,
                ${col(sac.academicClassId)} as academic_class_id, ${col(sac.sortLastName)} as sort_last_name,
                ${col(sac.sortFirstName)} as sort_first_name, ${col(sac.sortLastNameEn)} as sort_last_name_en,
                ${col(sac.sortFirstNameEn)} as sort_first_name_en
              from ${placed}
              where ${placedWhere(sql`classes.id`)}
              order by ${sql.join(
                [
                  sql`${col(sac.sortLastName)} collate ${KHMER}`,
                  sql`${col(sac.sortFirstName)} collate ${KHMER}`,
                  col(sac.sortLastNameEn),
                  col(sac.sortFirstNameEn),
                  col(sac.studentId),
                ],
                sql`, `,
              )}
              limit ${offset} + ${limit} - classes.before - ${skip} offset ${skip}
            ) p
            join ${student} on ${student.campusId} = ${sql.placeholder('campusId')} and ${student.id} = p.student_id
            join ${academicClass} on ${academicClass.campusId} = ${sql.placeholder('campusId')} and ${academicClass.id} = p.academic_class_id
          ) one
          where classes.before < ${offset} + ${limit} and classes.before + classes.n > ${offset}
        ) page on true
        order by page.before, page.k1 collate ${KHMER}, page.k2 collate ${KHMER}, page.k3, page.k4, page.id`,
    );
    pageShapes.set(key, read);
  }
  const rows = await read(db, { ...listValues(f), offset: f.offset, limit: f.limit });
  const head = rows[0];
  const yearId = head?.year_id ?? null;
  return {
    yearId,
    total: head?.total ?? 0,
    rows: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        student: {
          id: r.id!,
          campusId: f.campusId,
          code: r.code,
          firstName: r.first_name,
          lastName: r.last_name,
          firstNameEn: r.first_name_en,
          lastNameEn: r.last_name_en,
          gender: r.gender,
          dateOfBirth: r.date_of_birth,
          mobilePhone: r.mobile_phone,
          email: r.email,
          pictureFileId: r.picture_file_id,
          version: r.version,
        },
        placement: { id: r.placement_id, status: r.status, academicYearId: yearId!, academicClassId: r.academic_class_id },
        classDescription: r.class_description,
        classDescriptionEn: r.class_description_en,
        courseLevelId: r.course_level_id,
      })),
  };
}

/** The placements (one per year) of some students, newest year first, with their class. */
export function listPlacements(db: TQueryable, { campusId, studentIds, academicYearId }: { campusId: string; studentIds: string[]; academicYearId?: string }) {
  if (studentIds.length === 0) return Promise.resolve([] as TPlacedStudentRow[]);
  return placedQuery(db)
    .where(
      and(
        eq(studentAcademicClass.campusId, campusId),
        inArray(studentAcademicClass.studentId, studentIds),
        academicYearId ? eq(studentAcademicClass.academicYearId, academicYearId) : undefined,
      ),
    )
    .innerJoin(academicYear, and(eq(academicYear.campusId, studentAcademicClass.campusId), eq(academicYear.id, studentAcademicClass.academicYearId)))
    .orderBy(desc(academicYear.fromYear));
}

/** The placements of the students of one class (change class, promotion). */
export function listClassPlacements(
  db: TQueryable,
  { campusId, academicClassIds, status }: { campusId: string; academicClassIds: string[]; status?: number[] },
) {
  if (academicClassIds.length === 0) return Promise.resolve([] as TPlacedStudentRow[]);
  return placedQuery(db)
    .where(
      and(
        eq(studentAcademicClass.campusId, campusId),
        inArray(studentAcademicClass.academicClassId, academicClassIds),
        status ? inArray(studentAcademicClass.status, status) : undefined,
      ),
    )
    .orderBy(...nameOrder);
}

export function getPlacement(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(studentAcademicClass)
    .where(and(eq(studentAcademicClass.campusId, campusId), eq(studentAcademicClass.id, id)))
    .then((r) => r[0]);
}

export function getPlacementsByIds(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([] as Array<typeof studentAcademicClass.$inferSelect>);
  return db
    .select()
    .from(studentAcademicClass)
    .where(and(eq(studentAcademicClass.campusId, campusId), inArray(studentAcademicClass.id, ids)));
}

export function findPlacementOfYear(db: TQueryable, p: { campusId: string; studentId: string; academicYearId: string }) {
  return db
    .select()
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.studentId, p.studentId),
        eq(studentAcademicClass.academicYearId, p.academicYearId),
      ),
    )
    .then((r) => r[0]);
}

/** The students among `studentIds` already placed in a year. */
export function placedInYear(db: TQueryable, p: { campusId: string; academicYearId: string; studentIds: string[] }) {
  if (p.studentIds.length === 0) return Promise.resolve([] as Array<{ studentId: string; id: string }>);
  return db
    .select({ studentId: studentAcademicClass.studentId, id: studentAcademicClass.id })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.academicYearId, p.academicYearId),
        inArray(studentAcademicClass.studentId, p.studentIds),
      ),
    );
}

export async function insertPlacements(
  db: TQueryable,
  {
    campusId,
    rows,
  }: {
    campusId: string;
    rows: Array<{ id?: string; studentId: string; academicYearId: string; academicClassId: string; status?: number; referenceCardId?: string | null }>;
  },
) {
  if (rows.length === 0) return [];
  return db
    .insert(studentAcademicClass)
    .values(rows.map((r) => ({ ...r, campusId })))
    .returning({ id: studentAcademicClass.id, studentId: studentAcademicClass.studentId });
}

export async function deletePlacement(db: TQueryable, { campusId, id }: TKey) {
  await db.delete(studentAcademicClass).where(and(eq(studentAcademicClass.campusId, campusId), eq(studentAcademicClass.id, id)));
}

/** Moves placements to another class of the same year; answers the ids changed (version checked). */
export async function movePlacement(db: TQueryable, p: TKey & { version: number; academicClassId: string }) {
  return db
    .update(studentAcademicClass)
    .set({ academicClassId: p.academicClassId, version: sql`${studentAcademicClass.version} + 1`, updatedAt: new Date() })
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.id, p.id), eq(studentAcademicClass.version, p.version)))
    .returning({ id: studentAcademicClass.id });
}

export async function setPromotion(
  db: TQueryable,
  p: TKey & { version: number; academicResultStatus: number; promoteNextAcademicClassId: string | null; status: number },
) {
  return db
    .update(studentAcademicClass)
    .set({
      academicResultStatus: p.academicResultStatus,
      promoteNextAcademicClassId: p.promoteNextAcademicClassId,
      status: p.status,
      version: sql`${studentAcademicClass.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.id, p.id), eq(studentAcademicClass.version, p.version)))
    .returning({ id: studentAcademicClass.id });
}

// ---- One student's whole record

const recordAddressFields = { ...getTableColumns(studentAddress), provinceName: province.name, provinceNameEn: province.nameEn };
const recordGuardianFields = getTableColumns(guardian);
const recordLinkFields = getTableColumns(studentGuardian);
const recordCardFields = { ...getTableColumns(studentAcademicCard), cardDescription: card.description, cardDescriptionEn: card.descriptionEn };
const recordPlacementFields = getTableColumns(studentAcademicClass);
type TJsonObject = Record<string, unknown>;
const currentYearOf = (campusId: SQL | typeof student.campusId) =>
  sql`(select ${academicYear.id} from ${academicYear} where ${academicYear.campusId} = ${campusId} and ${academicYear.isCurrent})`;

export type TStudentRecordRow = {
  student: TStudentRow;
  addresses: Array<TJsonRow<typeof recordAddressFields>>;
  guardians: TStudentGuardianRow[];
  /** Newest year first, each with its cards (in card order). */
  placements: Array<Omit<TPlacedStudentRow, 'student'> & { cards: TAcademicCardRow[] }>;
  currentYearId: string | null;
};

/**
 * A student with her addresses, guardians, placements (class, level, next class, cards) and the campus's current
 * year, in one query: each part is a JSON array built by the database (db/json-rows), so the record costs one
 * round trip, not one per part (issue 17).
 */
const studentRecord = preparedRead((db) =>
  db
    .select({
      student,
      addresses: jsonRows(
        recordAddressFields,
        sql`from ${studentAddress} left join ${province} on ${province.id} = ${studentAddress.provinceId}
          where ${studentAddress.campusId} = ${student.campusId} and ${studentAddress.studentId} = ${student.id}`,
        sql`${studentAddress.isPrimary} desc, ${studentAddress.createdAt}, ${studentAddress.id}`,
      ),
      guardians: jsonRows(
        { link: jsonFields(recordLinkFields), guardian: jsonFields(recordGuardianFields) },
        sql`from ${studentGuardian} join ${guardian} on ${guardian.campusId} = ${studentGuardian.campusId} and ${guardian.id} = ${studentGuardian.guardianId}
          where ${studentGuardian.campusId} = ${student.campusId} and ${studentGuardian.studentId} = ${student.id}`,
        sql`${studentGuardian.isPrimary} desc, ${studentGuardian.relationshipType}, ${studentGuardian.createdAt}`,
      ),
      placements: jsonRows(
        {
          placement: jsonFields(recordPlacementFields),
          ...placementExtras,
          cards: jsonRows(
            recordCardFields,
            sql`from ${studentAcademicCard} join ${card} on ${card.campusId} = ${studentAcademicCard.campusId} and ${card.id} = ${studentAcademicCard.cardId}
              where ${studentAcademicCard.campusId} = ${studentAcademicClass.campusId} and ${studentAcademicCard.studentAcademicClassId} = ${studentAcademicClass.id}`,
            sql`${card.sortIndex}, ${studentAcademicCard.createdAt}`,
          ),
        },
        sql`from ${studentAcademicClass}
          join ${academicYear} on ${academicYear.campusId} = ${studentAcademicClass.campusId} and ${academicYear.id} = ${studentAcademicClass.academicYearId}
          join ${academicClass} on ${academicClass.campusId} = ${studentAcademicClass.campusId} and ${academicClass.id} = ${studentAcademicClass.academicClassId}
          join ${courseLevel} on ${courseLevel.campusId} = ${academicClass.campusId} and ${courseLevel.id} = ${academicClass.courseLevelId}
          left join ${academicClass} as ${sql.identifier(NEXT_CLASS)} on ${nextClass.campusId} = ${studentAcademicClass.campusId} and ${nextClass.id} = ${studentAcademicClass.promoteNextAcademicClassId}
          where ${studentAcademicClass.campusId} = ${student.campusId} and ${studentAcademicClass.studentId} = ${student.id}`,
        sql`${academicYear.fromYear} desc`,
      ),
      // Nested, so that its columns keep their tables' names (drizzle leaves a one-table select's own fields unqualified).
      currentYearId: sql<string | null>`${currentYearOf(student.campusId)}`,
    })
    .from(student)
    .where(and(eq(student.campusId, sql.placeholder('campusId')), eq(student.id, sql.placeholder('id')))),
);

export async function getStudentRecord(db: TQueryable, { campusId, id }: TKey): Promise<TStudentRecordRow | undefined> {
  const [row] = await studentRecord(db, { campusId, id });
  if (!row) return undefined;
  return {
    student: row.student,
    addresses: (row.addresses as TJsonObject[]).map((a) => fromJson(recordAddressFields, a)),
    guardians: (row.guardians as Array<{ link: TJsonObject; guardian: TJsonObject }>).map((g) => ({
      link: fromJson(recordLinkFields, g.link),
      guardian: fromJson(recordGuardianFields, g.guardian),
    })) as TStudentGuardianRow[],
    placements: (row.placements as Array<TJsonObject & { placement: TJsonObject; cards: TJsonObject[] }>).map((p) => ({
      ...fromJson(placementExtras, p),
      placement: fromJson(recordPlacementFields, p.placement),
      cards: p.cards.map((c) => fromJson(recordCardFields, c)),
    })) as TStudentRecordRow['placements'],
    currentYearId: row.currentYearId,
  };
}

// ---- Addresses

export function listAddresses(db: TQueryable, { campusId, studentIds }: { campusId: string; studentIds: string[] }) {
  if (studentIds.length === 0) return Promise.resolve([] as Array<typeof studentAddress.$inferSelect>);
  return db
    .select()
    .from(studentAddress)
    .where(and(eq(studentAddress.campusId, campusId), inArray(studentAddress.studentId, studentIds)))
    .orderBy(desc(studentAddress.isPrimary), asc(studentAddress.createdAt), asc(studentAddress.id));
}

export async function insertAddresses(db: TQueryable, { campusId, rows }: { campusId: string; rows: Array<TAddressValues & { studentId: string }> }) {
  if (rows.length === 0) return;
  await db.insert(studentAddress).values(rows.map((r) => ({ ...r, campusId })));
}

export async function updateAddress(db: TQueryable, p: TKey & { studentId: string; values: TAddressValues }) {
  return db
    .update(studentAddress)
    .set({ ...p.values, version: sql`${studentAddress.version} + 1`, updatedAt: new Date() })
    .where(and(eq(studentAddress.campusId, p.campusId), eq(studentAddress.id, p.id), eq(studentAddress.studentId, p.studentId)))
    .returning({ id: studentAddress.id });
}

export async function deleteAddressesExcept(db: TQueryable, p: { campusId: string; studentId: string; keep: string[] }) {
  await db.delete(studentAddress).where(
    and(
      eq(studentAddress.campusId, p.campusId),
      eq(studentAddress.studentId, p.studentId),
      p.keep.length
        ? sql`${studentAddress.id} not in (${sql.join(
            p.keep.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
}

// ---- Cards of a year

export type TAcademicCardRow = typeof studentAcademicCard.$inferSelect & { cardDescription: string; cardDescriptionEn: string };

export function listAcademicCards(db: TQueryable, { campusId, placementIds }: { campusId: string; placementIds: string[] }): Promise<TAcademicCardRow[]> {
  if (placementIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...getTableColumns(studentAcademicCard),
      cardDescription: card.description,
      cardDescriptionEn: card.descriptionEn,
    })
    .from(studentAcademicCard)
    .innerJoin(card, and(eq(card.campusId, studentAcademicCard.campusId), eq(card.id, studentAcademicCard.cardId)))
    .where(and(eq(studentAcademicCard.campusId, campusId), inArray(studentAcademicCard.studentAcademicClassId, placementIds)))
    .orderBy(asc(card.sortIndex), asc(studentAcademicCard.createdAt));
}

export const getAcademicCard = recordRows(studentAcademicCard).get;

export const findAcademicCard = (db: TQueryable, p: { campusId: string; placementId: string; cardId: string; exceptId?: string }) =>
  findOther(db, studentAcademicCard, {
    ...p,
    match: [
      [studentAcademicCard.studentAcademicClassId, p.placementId],
      [studentAcademicCard.cardId, p.cardId],
    ],
  });

export async function insertAcademicCards(
  db: TQueryable,
  { campusId, rows }: { campusId: string; rows: Array<TCardValues & { studentAcademicClassId: string }> },
) {
  if (rows.length === 0) return [];
  return db
    .insert(studentAcademicCard)
    .values(rows.map((r) => ({ ...r, campusId })))
    .returning({ id: studentAcademicCard.id });
}

// ---- Guardians of students

export type TStudentGuardianRow = {
  link: typeof studentGuardian.$inferSelect;
  guardian: typeof guardian.$inferSelect;
};

export function listGuardiansOfStudents(db: TQueryable, { campusId, studentIds }: { campusId: string; studentIds: string[] }): Promise<TStudentGuardianRow[]> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ link: studentGuardian, guardian })
    .from(studentGuardian)
    .innerJoin(guardian, and(eq(guardian.campusId, studentGuardian.campusId), eq(guardian.id, studentGuardian.guardianId)))
    .where(and(eq(studentGuardian.campusId, campusId), inArray(studentGuardian.studentId, studentIds)))
    .orderBy(desc(studentGuardian.isPrimary), asc(studentGuardian.relationshipType), asc(studentGuardian.createdAt));
}

export function getGuardianLink(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(studentGuardian)
    .where(and(eq(studentGuardian.campusId, campusId), eq(studentGuardian.id, id)))
    .then((r) => r[0]);
}

export function findGuardianLink(db: TQueryable, p: { campusId: string; studentId: string; guardianId: string }) {
  return db
    .select()
    .from(studentGuardian)
    .where(and(eq(studentGuardian.campusId, p.campusId), eq(studentGuardian.studentId, p.studentId), eq(studentGuardian.guardianId, p.guardianId)))
    .then((r) => r[0]);
}

export async function insertGuardianLinks(
  db: TQueryable,
  { campusId, rows }: { campusId: string; rows: Array<{ studentId: string; guardianId: string; relationshipType: number; isPrimary: boolean }> },
) {
  if (rows.length === 0) return [];
  return db
    .insert(studentGuardian)
    .values(rows.map((r) => ({ ...r, campusId })))
    .returning({ id: studentGuardian.id });
}

/** Only one primary guardian per student: clears the flag on the student's other links. */
export async function clearPrimaryGuardian(db: TQueryable, p: { campusId: string; studentId: string; exceptId?: string }) {
  await db
    .update(studentGuardian)
    .set({ isPrimary: false })
    .where(
      and(
        eq(studentGuardian.campusId, p.campusId),
        eq(studentGuardian.studentId, p.studentId),
        eq(studentGuardian.isPrimary, true),
        p.exceptId ? ne(studentGuardian.id, p.exceptId) : undefined,
      ),
    );
}

// ---- Pictures

export function getStoredFile(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.campusId, campusId), eq(storedFile.id, id)))
    .then((r) => r[0]);
}

// ---- References checked in bulk (classes, cards, provinces)

export function getClasses(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) {
  if (ids.length === 0)
    return Promise.resolve(
      [] as Array<{ id: string; academicYearId: string; courseLevelId: string; code: string; description: string; descriptionEn: string }>,
    );
  return db
    .select({
      id: academicClass.id,
      academicYearId: academicClass.academicYearId,
      courseLevelId: academicClass.courseLevelId,
      code: academicClass.code,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
    })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), inArray(academicClass.id, ids)));
}

export function getCards(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([] as Array<typeof card.$inferSelect>);
  return db
    .select()
    .from(card)
    .where(and(eq(card.campusId, campusId), inArray(card.id, ids)));
}

export function listProvinceIds(db: TQueryable) {
  return db.select({ id: province.id, code: province.code, name: province.name, nameEn: province.nameEn }).from(province).orderBy(asc(province.sortIndex));
}

export async function setPlacementStatus(db: TQueryable, p: TKey & { status: number }) {
  await db
    .update(studentAcademicClass)
    .set({ status: p.status, version: sql`${studentAcademicClass.version} + 1`, updatedAt: new Date() })
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.id, p.id)));
}

export function setReferenceCard(db: TQueryable, p: TKey & { version: number; referenceCardId: string | null }) {
  return db
    .update(studentAcademicClass)
    .set({ referenceCardId: p.referenceCardId, version: sql`${studentAcademicClass.version} + 1`, updatedAt: new Date() })
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.id, p.id), eq(studentAcademicClass.version, p.version)))
    .returning({ id: studentAcademicClass.id });
}

export function listPlacementsByIds(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([] as TPlacedStudentRow[]);
  return placedQuery(db)
    .where(and(eq(studentAcademicClass.campusId, campusId), inArray(studentAcademicClass.id, ids)))
    .orderBy(...nameOrder);
}

/** Classes that continue some classes (their PreviousAcademicClassId), for promotion defaults. */
export function nextClassesOf(db: TQueryable, { campusId, classIds }: { campusId: string; classIds: string[] }) {
  if (classIds.length === 0) return Promise.resolve([] as Array<{ id: string; previousAcademicClassId: string | null }>);
  return db
    .select({ id: academicClass.id, previousAcademicClassId: academicClass.previousAcademicClassId })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), inArray(academicClass.previousAcademicClassId, classIds)));
}

export function classesOfYear(db: TQueryable, p: { campusId: string; academicYearId: string; courseLevelId?: string }) {
  return db
    .select({
      id: academicClass.id,
      code: academicClass.code,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
      courseLevelId: academicClass.courseLevelId,
      courseLevelDescription: courseLevel.description,
      courseLevelDescriptionEn: courseLevel.descriptionEn,
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        eq(academicClass.academicYearId, p.academicYearId),
        p.courseLevelId ? eq(academicClass.courseLevelId, p.courseLevelId) : undefined,
      ),
    )
    .orderBy(asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code));
}

export function listYears(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select({
      id: academicYear.id,
      fromYear: academicYear.fromYear,
      description: academicYear.description,
      descriptionEn: academicYear.descriptionEn,
      isCurrent: academicYear.isCurrent,
    })
    .from(academicYear)
    .where(eq(academicYear.campusId, campusId))
    .orderBy(asc(academicYear.fromYear));
}

const same = (column: PgColumn, value: string) => sql`lower(btrim(${column})) = lower(btrim(${value}))`;

/**
 * Possible duplicates (data-calls §5): the same birth date with the same Khmer or Latin name, or both
 * names the same. Names compare without case and outer spaces.
 */
export async function findPossibleDuplicates(
  db: TQueryable,
  p: { campusId: string; firstName?: string; lastName?: string; firstNameEn?: string; lastNameEn?: string; dateOfBirth?: string },
) {
  const km = p.firstName && p.lastName ? and(same(student.firstName, p.firstName), same(student.lastName, p.lastName)) : undefined;
  const en = p.firstNameEn && p.lastNameEn ? and(same(student.firstNameEn, p.firstNameEn), same(student.lastNameEn, p.lastNameEn)) : undefined;
  const dob = p.dateOfBirth ? eq(student.dateOfBirth, p.dateOfBirth) : undefined;
  const names = [km, en].filter((c): c is SQL => !!c);
  if (names.length === 0) return [];
  const byName = dob ? and(dob, or(...names)) : undefined;
  const both = km && en ? and(km, en) : undefined;
  const where = or(...[byName, both].filter((c): c is SQL => !!c));
  if (!where) return [];
  const rows = await db
    .select({
      student,
      km: km ? sql<boolean>`${km}` : sql<boolean>`false`,
      en: en ? sql<boolean>`${en}` : sql<boolean>`false`,
      dob: dob ? sql<boolean>`coalesce(${dob}, false)` : sql<boolean>`false`,
    })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), where))
    .orderBy(asc(student.lastNameEn), asc(student.firstNameEn))
    .limit(50);
  return rows.map((r) => ({
    student: r.student,
    matches: [...(r.km ? (['Name'] as const) : []), ...(r.en ? (['NameEn'] as const) : []), ...(r.dob ? (['DateOfBirth'] as const) : [])],
  }));
}

// ---- Reach: the SQL of a read scope (modules/access)

/** The condition on a student id column that keeps a list query within a reader's scope (access.service `studentScope`). */
export function studentScopeSql(scope: TStudentScope, campusId: string, studentIdColumn: PgColumn): SQL | undefined {
  if (scope.kind === 'campus') return undefined;
  if (scope.kind === 'students') return scope.studentIds.length ? inArray(studentIdColumn, scope.studentIds) : sql`false`;
  if (scope.classIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${studentAcademicClass} sac where sac.campus_id = ${campusId} and sac.student_id = ${studentIdColumn} and sac.academic_class_id in (${sql.join(
    scope.classIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

export const studentRows = versionedRows(student);
export const studentAcademicCardRows = versionedRows(studentAcademicCard);
export const studentGuardianRows = versionedRows(studentGuardian);

export type TClassStudent = {
  id: string;
  code: string;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
};

/**
 * The active students of a class (or those of the placement statuses named), in Khmer name order (family name,
 * given name, by the Khmer collation: `khmerNameOrder`): attendance and score sheets, and the results' order of
 * the unranked.
 */
export async function classStudents(db: TQueryable, p: { campusId: string; academicClassId: string; statuses?: readonly number[] }): Promise<TClassStudent[]> {
  const rows = await db
    .select({ id: student.id, code: student.code, ...personNames(student), gender: student.gender })
    .from(studentAcademicClass)
    .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.academicClassId, p.academicClassId),
        p.statuses ? inArray(studentAcademicClass.status, [...p.statuses]) : eq(studentAcademicClass.status, STUDENT_STATUS.ACTIVE),
      ),
    )
    .orderBy(asc(student.lastName), asc(student.firstName), asc(student.code), asc(student.id));
  return rows.sort(khmerNameOrder);
}
