import { findOther, recordRows, versionedRows } from '../../db/versioned';
import { ownedRows } from '../../db/owned-rows';
import { and, asc, desc, eq, exists, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { levelOfCourseLevel } from '../../db/course-level';
import { ACTOR_TYPE } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { classAssignmentOfSubject, gradeOfSubject } from '../../db/teaching';
import {
  academicClass,
  academicCourseLevel,
  academicLevelClassified,
  academicSessionTime,
  academicYear,
  appUser,
  card,
  courseLevel,
  courseLevelSubject,
  employee,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  employeeAddress,
  employeeCard,
  position,
  province,
} from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';
import { personNames } from '../../lib/person-name';
import { personNameMatches } from '../../db/person-name';
import { preparedRead } from '../../db/prepared';
import { fromJson, jsonRows, type TJsonRow } from '../../db/json-rows';

type TKey = { campusId: string; id: string };

export type TEmployeeRecord = typeof employee.$inferSelect;
export type TEmployeeValues = Omit<typeof employee.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The account linked to an employee (at most one: `app_user_actor_key`). */
const accountJoin = and(eq(appUser.campusId, employee.campusId), eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE), eq(appUser.actorId, employee.id));

const employeeColumns = {
  employee,
  positionDescription: position.description,
  positionDescriptionEn: position.descriptionEn,
  mobileUserId: appUser.id,
  username: appUser.username,
};
export type TEmployeeRow = {
  employee: TEmployeeRecord;
  positionDescription: string | null;
  positionDescriptionEn: string | null;
  mobileUserId: string | null;
  username: string | null;
};

/**
 * A list item's columns only (employee.service `toListItem`, the export, mobile accounts): a page neither reads nor
 * maps the record's other columns (birthplace, nationality, hire date, status reason, its two timestamps), which
 * were a third of its row's cells and the only dates it turned into objects (issue 17).
 */
const listColumns = {
  employee: {
    campusId: employee.campusId,
    id: employee.id,
    code: employee.code,
    firstName: employee.firstName,
    lastName: employee.lastName,
    firstNameEn: employee.firstNameEn,
    lastNameEn: employee.lastNameEn,
    gender: employee.gender,
    dateOfBirth: employee.dateOfBirth,
    mobilePhone: employee.mobilePhone,
    email: employee.email,
    pictureFileId: employee.pictureFileId,
    positionId: employee.positionId,
    status: employee.status,
    version: employee.version,
  },
  positionDescription: position.description,
  positionDescriptionEn: position.descriptionEn,
  mobileUserId: appUser.id,
  username: appUser.username,
};
export type TEmployeeListRow = Omit<TEmployeeRow, 'employee'> & { employee: Pick<TEmployeeRecord, keyof (typeof listColumns)['employee']> };

export type TEmployeeFilter = {
  campusId: string;
  status?: number;
  search?: string;
  /** Only employees teaching a class of this level classified in `academicYearId`. */
  levelClassifiedId?: string;
  academicYearId?: string | null;
  /** Only employees with (true) or without (false) an account. */
  hasAccount?: boolean;
};

function filterCondition(f: TEmployeeFilter): SQL {
  const conditions: Array<SQL | undefined> = [eq(employee.campusId, f.campusId)];
  if (f.status !== undefined) conditions.push(eq(employee.status, f.status));
  if (f.search) {
    // A prepared page's search is a placeholder that already holds the pattern (pagePrepared).
    const pattern = typeof f.search === 'string' ? containsPattern(f.search) : f.search;
    conditions.push(
      or(
        ilike(employee.code, pattern),
        ...personNameMatches(employee, pattern, { khmerJoined: true }),
        ilike(employee.mobilePhone, pattern),
        ilike(employee.email, pattern),
      ),
    );
  }
  if (f.levelClassifiedId) {
    conditions.push(
      exists(
        sql`(select 1 from ${employeeAcademicClass} eac
          join ${academicClass} ac on ac.campus_id = eac.campus_id and ac.id = eac.academic_class_id
          join ${courseLevel} cl on cl.campus_id = ac.campus_id and cl.id = ac.course_level_id
          where eac.campus_id = ${f.campusId} and eac.employee_id = ${employee.id} and cl.level_classified_id = ${f.levelClassifiedId}
          ${f.academicYearId ? sql`and eac.academic_year_id = ${f.academicYearId}` : sql``})`,
      ),
    );
  }
  if (f.hasAccount !== undefined) conditions.push(f.hasAccount ? sql`${appUser.id} is not null` : sql`${appUser.id} is null`);
  return and(...conditions)!;
}

const listOrder = [asc(employee.lastNameEn), asc(employee.firstNameEn), asc(employee.lastName), asc(employee.firstName), asc(employee.id)];

/** One page of the filter's employees in `listOrder`, each row with the filter's total (`count(*) over ()`). */
const pageQuery = (db: TQueryable, where: SQL) =>
  db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .leftJoin(appUser, accountJoin)
    .where(where)
    .orderBy(...listOrder);

type TPageRead = (db: TQueryable, values: Record<string, unknown>) => Promise<Array<TEmployeeListRow & { total: number }>>;
const pageShapes = new Map<string, TPageRead>();
/**
 * The page of the list's usual filters (status, search) built once per shape with placeholders (db/prepared,
 * issue 17: a page does not build its SQL again).
 */
function pagePrepared(f: TEmployeeFilter): TPageRead {
  const key = `${f.status !== undefined}:${!!f.search}`;
  let read = pageShapes.get(key);
  if (!read) {
    const p = (name: string) => sql.placeholder(name) as unknown as string;
    const where = filterCondition({
      campusId: p('campusId'),
      status: f.status !== undefined ? (p('status') as unknown as number) : undefined,
      search: f.search ? p('search') : undefined,
    });
    read = preparedRead((db) =>
      pageQuery(db, where)
        .limit(sql.placeholder('limit') as unknown as number)
        .offset(sql.placeholder('offset') as unknown as number),
    ) as TPageRead;
    pageShapes.set(key, read);
  }
  return read;
}

/**
 * Employees by family name then given name (Latin, then Khmer), paged, with the total: a page counts the
 * filter's rows in the same query (`count(*) over ()`); only a page past the end counts again.
 */
export async function listEmployees(db: TQueryable, f: TEmployeeFilter & { limit?: number; offset?: number }) {
  if (f.limit === undefined) {
    const rows: TEmployeeListRow[] = await db
      .select(listColumns)
      .from(employee)
      .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
      .leftJoin(appUser, accountJoin)
      .where(filterCondition(f))
      .orderBy(...listOrder);
    return { rows, total: rows.length };
  }
  const page =
    f.levelClassifiedId === undefined && f.hasAccount === undefined
      ? await pagePrepared(f)(db, {
          campusId: f.campusId,
          status: f.status,
          search: f.search ? containsPattern(f.search) : undefined,
          limit: f.limit,
          offset: f.offset ?? 0,
        })
      : await pageQuery(db, filterCondition(f))
          .limit(f.limit)
          .offset(f.offset ?? 0);
  if (page.length > 0 || !f.offset) return { rows: page as TEmployeeListRow[], total: page[0]?.total ?? 0 };
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(employee)
    .leftJoin(appUser, accountJoin)
    .where(filterCondition(f));
  return { rows: [] as TEmployeeListRow[], total: Number(count?.total ?? 0) };
}

export function getEmployee(db: TQueryable, { campusId, id }: TKey): Promise<TEmployeeRow | undefined> {
  return db
    .select(employeeColumns)
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .leftJoin(appUser, accountJoin)
    .where(and(eq(employee.campusId, campusId), eq(employee.id, id)))
    .then((rows) => rows[0]);
}

const recordCardFields = {
  id: employeeCard.id,
  cardId: employeeCard.cardId,
  cardNumber: employeeCard.cardNumber,
  issueDate: employeeCard.issueDate,
  expiryDate: employeeCard.expiryDate,
  description: card.description,
  descriptionEn: card.descriptionEn,
};
const recordAddressFields = {
  id: employeeAddress.id,
  provinceId: employeeAddress.provinceId,
  address: employeeAddress.address,
  isPrimary: employeeAddress.isPrimary,
  provinceName: province.name,
  provinceNameEn: province.nameEn,
};
export type TEmployeeRecordRow = TEmployeeRow & {
  /** In card order, as listCards. */
  cards: Array<TJsonRow<typeof recordCardFields>>;
  /** The primary first, as listAddresses. */
  addresses: Array<TJsonRow<typeof recordAddressFields>>;
};

/**
 * An employee with position, account, cards and addresses in one query: the cards and addresses are JSON arrays
 * built by the database (db/json-rows), so the record costs one round trip instead of three (issue 17).
 */
const employeeRecord = preparedRead((db) =>
  db
    .select({
      ...employeeColumns,
      cards: jsonRows(
        recordCardFields,
        sql`from ${employeeCard} join ${card} on ${card.campusId} = ${employeeCard.campusId} and ${card.id} = ${employeeCard.cardId}
          where ${employeeCard.campusId} = ${employee.campusId} and ${employeeCard.employeeId} = ${employee.id}`,
        sql`${card.sortIndex}, ${employeeCard.createdAt}, ${employeeCard.id}`,
      ),
      addresses: jsonRows(
        recordAddressFields,
        sql`from ${employeeAddress} left join ${province} on ${province.id} = ${employeeAddress.provinceId}
          where ${employeeAddress.campusId} = ${employee.campusId} and ${employeeAddress.employeeId} = ${employee.id}`,
        sql`${employeeAddress.isPrimary} desc, ${employeeAddress.createdAt}, ${employeeAddress.id}`,
      ),
    })
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .leftJoin(appUser, accountJoin)
    .where(and(eq(employee.campusId, sql.placeholder('campusId')), eq(employee.id, sql.placeholder('id')))),
);

export async function getEmployeeRecord(db: TQueryable, { campusId, id }: TKey): Promise<TEmployeeRecordRow | undefined> {
  const [row] = await employeeRecord(db, { campusId, id });
  if (!row) return undefined;
  return {
    ...row,
    cards: (row.cards as Array<Record<string, unknown>>).map((c) => fromJson(recordCardFields, c)),
    addresses: (row.addresses as Array<Record<string, unknown>>).map((a) => fromJson(recordAddressFields, a)),
  };
}

export function getEmployeesByIds(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }): Promise<TEmployeeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(employeeColumns)
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .leftJoin(appUser, accountJoin)
    .where(and(eq(employee.campusId, campusId), inArray(employee.id, ids)));
}

/** The employee record an account belongs to, if any. */
export function findEmployeeIdOfUser(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }): Promise<string | undefined> {
  return db
    .select({ id: employee.id })
    .from(appUser)
    .innerJoin(employee, and(eq(employee.campusId, appUser.campusId), eq(employee.id, appUser.actorId)))
    .where(and(eq(appUser.campusId, campusId), eq(appUser.id, userId), eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE)))
    .then((rows) => rows[0]?.id);
}

export function findEmployeeByCode(db: TQueryable, { campusId, code }: { campusId: string; code: string }) {
  return db
    .select({ id: employee.id, code: employee.code })
    .from(employee)
    .where(and(eq(employee.campusId, campusId), sql`upper(${employee.code}) = upper(${code})`))
    .then((rows) => rows[0]);
}

/** The highest number of the generated codes `E0001` … of the campus. */
export async function maxGeneratedCode(db: TQueryable, { campusId }: { campusId: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(substring(${employee.code} from 2)::int)` })
    .from(employee)
    .where(and(eq(employee.campusId, campusId), sql`${employee.code} ~ '^[Ee][0-9]{1,9}$'`));
  return Number(row?.n ?? 0);
}

export async function insertEmployee(db: TQueryable, { campusId, values }: { campusId: string; values: TEmployeeValues & { id?: string } }) {
  const [row] = await db
    .insert(employee)
    .values({ campusId, ...values })
    .returning({ id: employee.id });
  return row!.id;
}

export async function insertEmployees(db: TQueryable, { campusId, rows }: { campusId: string; rows: Array<TEmployeeValues & { id?: string }> }) {
  if (rows.length === 0) return [];
  return db
    .insert(employee)
    .values(rows.map((r) => ({ campusId, ...r })))
    .returning({ id: employee.id, code: employee.code });
}

/** Saves when the version is still the one read; false otherwise. */
export async function updateEmployee(db: TQueryable, p: TKey & { version: number; values: Partial<TEmployeeValues> }) {
  const rows = await db
    .update(employee)
    .set({ ...p.values, version: sql`${employee.version} + 1`, updatedAt: new Date() })
    .where(and(eq(employee.campusId, p.campusId), eq(employee.id, p.id), eq(employee.version, p.version)))
    .returning({ id: employee.id });
  return rows.length === 1;
}

// ---- Cards and addresses

export function listCards(db: TQueryable, { campusId, employeeIds }: { campusId: string; employeeIds: string[] }) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ row: employeeCard, description: card.description, descriptionEn: card.descriptionEn })
    .from(employeeCard)
    .innerJoin(card, and(eq(card.campusId, employeeCard.campusId), eq(card.id, employeeCard.cardId)))
    .where(and(eq(employeeCard.campusId, campusId), inArray(employeeCard.employeeId, employeeIds)))
    .orderBy(asc(card.sortIndex), asc(employeeCard.createdAt), asc(employeeCard.id));
}

/** The employee cards of the campus among `ids` (card kinds of actor type `actorType`). */
export function getCardKinds(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: card.id, actorType: card.actorType, status: card.status })
    .from(card)
    .where(and(eq(card.campusId, campusId), inArray(card.id, ids)));
}

export type TCardValues = { cardId: string; cardNumber: string | null; issueDate: string | null; expiryDate: string | null };
export const employeeCards = ownedRows<TCardValues>(employeeCard, { column: employeeCard.employeeId, key: 'employeeId' });

export function listAddresses(db: TQueryable, { campusId, employeeIds }: { campusId: string; employeeIds: string[] }) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ row: employeeAddress, provinceName: province.name, provinceNameEn: province.nameEn })
    .from(employeeAddress)
    .leftJoin(province, eq(province.id, employeeAddress.provinceId))
    .where(and(eq(employeeAddress.campusId, campusId), inArray(employeeAddress.employeeId, employeeIds)))
    .orderBy(desc(employeeAddress.isPrimary), asc(employeeAddress.createdAt), asc(employeeAddress.id));
}

export type TAddressValues = { provinceId: number | null; address: string; isPrimary: boolean };
export const employeeAddresses = ownedRows<TAddressValues>(employeeAddress, { column: employeeAddress.employeeId, key: 'employeeId' });

export function provinceIds(db: TQueryable, { ids }: { ids: number[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: province.id }).from(province).where(inArray(province.id, ids));
}

export function positionExists(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select({ id: position.id, description: position.description, descriptionEn: position.descriptionEn })
    .from(position)
    .where(and(eq(position.campusId, campusId), eq(position.id, id)))
    .then((rows) => rows[0]);
}

export function listPositions(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select({ id: position.id, description: position.description, descriptionEn: position.descriptionEn, sortIndex: position.sortIndex })
    .from(position)
    .where(eq(position.campusId, campusId))
    .orderBy(asc(position.sortIndex), asc(sql`lower(${position.descriptionEn})`), asc(position.id));
}

// ---- The account of an employee

export function accountsOfEmployee(db: TQueryable, { campusId, employeeId }: { campusId: string; employeeId: string }) {
  return db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE), eq(appUser.actorId, employeeId)));
}

/** Enables or disables the employee's accounts (deactivation ends their sessions too, in the service). */
export async function setAccountsActive(db: TQueryable, p: { campusId: string; employeeId: string; isActive: boolean }) {
  await db
    .update(appUser)
    .set({ isActive: p.isActive, version: sql`${appUser.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appUser.campusId, p.campusId), eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE), eq(appUser.actorId, p.employeeId)));
}

/** The account shows the person's names and position (`/api/user/me`). */
export async function syncAccountNames(
  db: TQueryable,
  p: {
    campusId: string;
    employeeId: string;
    values: {
      firstName: string;
      lastName: string;
      firstNameEn: string;
      lastNameEn: string;
      gender: number;
      position: string | null;
      positionEn: string | null;
    };
  },
) {
  await db
    .update(appUser)
    .set({ ...p.values, version: sql`${appUser.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appUser.campusId, p.campusId), eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE), eq(appUser.actorId, p.employeeId)));
}

// ---- Class assignments

const assignmentColumns = {
  eac: employeeAcademicClass,
  yearDescription: academicYear.description,
  yearDescriptionEn: academicYear.descriptionEn,
  yearFrom: academicYear.fromYear,
  classCode: academicClass.code,
  classDescription: academicClass.description,
  classDescriptionEn: academicClass.descriptionEn,
  classSortIndex: academicClass.sortIndex,
  courseLevelId: academicClass.courseLevelId,
  courseLevelDescription: courseLevel.description,
  courseLevelDescriptionEn: courseLevel.descriptionEn,
  levelClassifiedId: courseLevel.levelClassifiedId,
  studyDays: academicLevelClassified.studyDays,
  employeeCode: employee.code,
  employeeFirstName: employee.firstName,
  employeeLastName: employee.lastName,
  employeeFirstNameEn: employee.firstNameEn,
  employeeLastNameEn: employee.lastNameEn,
  employeeStatus: employee.status,
};
export type TAssignmentRow = {
  eac: typeof employeeAcademicClass.$inferSelect;
  yearDescription: string;
  yearDescriptionEn: string;
  yearFrom: number;
  classCode: string;
  classDescription: string;
  classDescriptionEn: string;
  classSortIndex: number;
  courseLevelId: string;
  courseLevelDescription: string;
  courseLevelDescriptionEn: string;
  levelClassifiedId: string;
  studyDays: number[];
  employeeCode: string;
  employeeFirstName: string;
  employeeLastName: string;
  employeeFirstNameEn: string;
  employeeLastNameEn: string;
  employeeStatus: number;
};

export function listAssignments(
  db: TQueryable,
  f: { campusId: string; employeeId?: string; academicYearId?: string | null; academicClassId?: string; ids?: string[]; activeOnly?: boolean },
): Promise<TAssignmentRow[]> {
  return db
    .select(assignmentColumns)
    .from(employeeAcademicClass)
    .innerJoin(employee, and(eq(employee.campusId, employeeAcademicClass.campusId), eq(employee.id, employeeAcademicClass.employeeId)))
    .innerJoin(academicYear, and(eq(academicYear.campusId, employeeAcademicClass.campusId), eq(academicYear.id, employeeAcademicClass.academicYearId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, employeeAcademicClass.campusId), eq(academicClass.id, employeeAcademicClass.academicClassId)))
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(academicLevelClassified, levelOfCourseLevel)
    .where(
      and(
        eq(employeeAcademicClass.campusId, f.campusId),
        f.employeeId ? eq(employeeAcademicClass.employeeId, f.employeeId) : undefined,
        f.academicYearId ? eq(employeeAcademicClass.academicYearId, f.academicYearId) : undefined,
        f.academicClassId ? eq(employeeAcademicClass.academicClassId, f.academicClassId) : undefined,
        f.ids ? (f.ids.length ? inArray(employeeAcademicClass.id, f.ids) : sql`false`) : undefined,
        f.activeOnly ? eq(employee.status, 0) : undefined,
      ),
    )
    .orderBy(
      desc(academicYear.fromYear),
      asc(courseLevel.sortIndex),
      asc(academicClass.sortIndex),
      asc(academicClass.code),
      asc(employee.lastNameEn),
      asc(employeeAcademicClass.id),
    );
}

export const getAssignment = recordRows(employeeAcademicClass).get;

export const findAssignment = (db: TQueryable, p: { campusId: string; employeeId: string; academicClassId: string; exceptId?: string }) =>
  findOther(db, employeeAcademicClass, {
    ...p,
    match: [
      [employeeAcademicClass.employeeId, p.employeeId],
      [employeeAcademicClass.academicClassId, p.academicClassId],
    ],
  });

/** The class's main teacher (main and not reserve) other than `exceptId`. */
export function findMainTeacher(db: TQueryable, p: { campusId: string; academicClassId: string; exceptId?: string }) {
  return db
    .select({
      id: employeeAcademicClass.id,
      ...personNames(employee),
    })
    .from(employeeAcademicClass)
    .innerJoin(employee, and(eq(employee.campusId, employeeAcademicClass.campusId), eq(employee.id, employeeAcademicClass.employeeId)))
    .where(
      and(
        eq(employeeAcademicClass.campusId, p.campusId),
        eq(employeeAcademicClass.academicClassId, p.academicClassId),
        eq(employeeAcademicClass.isMain, true),
        eq(employeeAcademicClass.isReserve, false),
        p.exceptId ? ne(employeeAcademicClass.id, p.exceptId) : undefined,
      ),
    )
    .then((rows) => rows[0]);
}

export type TAssignmentValues = { academicYearId: string; academicClassId: string; isMain: boolean; isReserve: boolean; academicTimeShift: number };

export async function insertAssignment(db: TQueryable, p: { campusId: string; employeeId: string; values: TAssignmentValues }) {
  const [row] = await db
    .insert(employeeAcademicClass)
    .values({ campusId: p.campusId, employeeId: p.employeeId, ...p.values })
    .returning({ id: employeeAcademicClass.id });
  return row!.id;
}

export async function deleteAssignment(db: TQueryable, { campusId, id }: TKey) {
  const rows = await db
    .delete(employeeAcademicClass)
    .where(and(eq(employeeAcademicClass.campusId, campusId), eq(employeeAcademicClass.id, id)))
    .returning({ id: employeeAcademicClass.id });
  return rows.length === 1;
}

// ---- Subjects of assignments

export type TTeachingSubjectRow = {
  row: typeof employeeAcademicClassSubject.$inferSelect;
  subjectId: string;
  description: string;
  descriptionEn: string;
  sortIndex: number;
};

export function listTeachingSubjects(
  db: TQueryable,
  { campusId, assignmentIds }: { campusId: string; assignmentIds: string[] },
): Promise<TTeachingSubjectRow[]> {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      row: employeeAcademicClassSubject,
      subjectId: courseLevelSubject.subjectId,
      description: courseLevelSubject.description,
      descriptionEn: courseLevelSubject.descriptionEn,
      sortIndex: courseLevelSubject.sortIndex,
    })
    .from(employeeAcademicClassSubject)
    .innerJoin(
      courseLevelSubject,
      and(eq(courseLevelSubject.campusId, employeeAcademicClassSubject.campusId), eq(courseLevelSubject.id, employeeAcademicClassSubject.courseLevelSubjectId)),
    )
    .where(and(eq(employeeAcademicClassSubject.campusId, campusId), inArray(employeeAcademicClassSubject.employeeAcademicClassId, assignmentIds)))
    .orderBy(asc(courseLevelSubject.sortIndex), asc(courseLevelSubject.descriptionEn), asc(employeeAcademicClassSubject.id));
}

export function getTeachingSubject(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(employeeAcademicClassSubject)
    .where(and(eq(employeeAcademicClassSubject.campusId, campusId), eq(employeeAcademicClassSubject.id, id)))
    .then((rows) => rows[0]);
}

export async function insertTeachingSubjects(db: TQueryable, p: { campusId: string; assignmentId: string; courseLevelSubjectIds: string[] }) {
  if (p.courseLevelSubjectIds.length === 0) return;
  await db
    .insert(employeeAcademicClassSubject)
    .values(p.courseLevelSubjectIds.map((courseLevelSubjectId) => ({ campusId: p.campusId, employeeAcademicClassId: p.assignmentId, courseLevelSubjectId })));
}

export async function updateTeachingSubject(db: TQueryable, p: TKey & { version: number; courseLevelSubjectId: string }) {
  const rows = await db
    .update(employeeAcademicClassSubject)
    .set({ courseLevelSubjectId: p.courseLevelSubjectId, version: sql`${employeeAcademicClassSubject.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(employeeAcademicClassSubject.campusId, p.campusId),
        eq(employeeAcademicClassSubject.id, p.id),
        eq(employeeAcademicClassSubject.version, p.version),
      ),
    )
    .returning({ id: employeeAcademicClassSubject.id });
  return rows.length === 1;
}

export async function deleteTeachingSubjects(db: TQueryable, p: { campusId: string; assignmentId: string; exceptCourseLevelSubjectIds?: string[] }) {
  await db
    .delete(employeeAcademicClassSubject)
    .where(
      and(
        eq(employeeAcademicClassSubject.campusId, p.campusId),
        eq(employeeAcademicClassSubject.employeeAcademicClassId, p.assignmentId),
        p.exceptCourseLevelSubjectIds?.length ? notInArray(employeeAcademicClassSubject.courseLevelSubjectId, p.exceptCourseLevelSubjectIds) : undefined,
      ),
    );
}

export async function deleteTeachingSubject(db: TQueryable, { campusId, id }: TKey) {
  const rows = await db
    .delete(employeeAcademicClassSubject)
    .where(and(eq(employeeAcademicClassSubject.campusId, campusId), eq(employeeAcademicClassSubject.id, id)))
    .returning({ id: employeeAcademicClassSubject.id });
  return rows.length === 1;
}

/**
 * Who else teaches these subjects in the class (not reserve), other than assignment `exceptAssignmentId`:
 * a subject of a class has one teacher; reserve teachers stand in.
 */
export function otherTeachersOfSubjects(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; courseLevelSubjectIds: string[]; exceptAssignmentId: string },
) {
  if (p.courseLevelSubjectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      courseLevelSubjectId: employeeAcademicClassSubject.courseLevelSubjectId,
      subjectDescription: courseLevelSubject.description,
      subjectDescriptionEn: courseLevelSubject.descriptionEn,
      ...personNames(employee),
    })
    .from(employeeAcademicClassSubject)
    .innerJoin(employeeAcademicClass, classAssignmentOfSubject)
    .innerJoin(employee, and(eq(employee.campusId, employeeAcademicClass.campusId), eq(employee.id, employeeAcademicClass.employeeId)))
    .innerJoin(
      courseLevelSubject,
      and(eq(courseLevelSubject.campusId, employeeAcademicClassSubject.campusId), eq(courseLevelSubject.id, employeeAcademicClassSubject.courseLevelSubjectId)),
    )
    .where(
      and(
        eq(employeeAcademicClassSubject.campusId, p.campusId),
        eq(employeeAcademicClass.academicClassId, p.academicClassId),
        eq(employeeAcademicClass.isReserve, false),
        ne(employeeAcademicClass.id, p.exceptAssignmentId),
        inArray(employeeAcademicClassSubject.courseLevelSubjectId, p.courseLevelSubjectIds),
      ),
    );
}

// ---- The class side

export function getClass(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select({
      id: academicClass.id,
      code: academicClass.code,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
      academicYearId: academicClass.academicYearId,
      courseLevelId: academicClass.courseLevelId,
      academicTimeShift: academicClass.academicTimeShift,
    })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.id, id)))
    .then((rows) => rows[0]);
}

/** The subjects of a grade in a year (course level subjects of its academic course level). */
export function listGradeSubjects(db: TQueryable, p: { campusId: string; academicYearId: string; courseLevelId: string; ids?: string[] }) {
  return db
    .select({
      id: courseLevelSubject.id,
      subjectId: courseLevelSubject.subjectId,
      subjectGroupRootId: courseLevelSubject.subjectGroupRootId,
      description: courseLevelSubject.description,
      descriptionEn: courseLevelSubject.descriptionEn,
      isScoring: courseLevelSubject.isScoring,
      programType: courseLevelSubject.programType,
      sortIndex: courseLevelSubject.sortIndex,
    })
    .from(courseLevelSubject)
    .innerJoin(academicCourseLevel, gradeOfSubject)
    .where(
      and(
        eq(courseLevelSubject.campusId, p.campusId),
        eq(academicCourseLevel.academicYearId, p.academicYearId),
        eq(academicCourseLevel.courseLevelId, p.courseLevelId),
        p.ids ? (p.ids.length ? inArray(courseLevelSubject.id, p.ids) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(courseLevelSubject.sortIndex), asc(courseLevelSubject.descriptionEn), asc(courseLevelSubject.id));
}

/** The periods of some levels in some time shifts. */
export function listPeriods(db: TQueryable, p: { campusId: string; levelClassifiedIds: string[] }) {
  if (p.levelClassifiedIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: academicSessionTime.id,
      levelClassifiedId: academicSessionTime.levelClassifiedId,
      academicTimeShift: academicSessionTime.academicTimeShift,
      fromTime: academicSessionTime.fromTime,
      toTime: academicSessionTime.toTime,
      description: academicSessionTime.description,
      descriptionEn: academicSessionTime.descriptionEn,
    })
    .from(academicSessionTime)
    .where(and(eq(academicSessionTime.campusId, p.campusId), inArray(academicSessionTime.levelClassifiedId, p.levelClassifiedIds)))
    .orderBy(asc(academicSessionTime.fromTime), asc(academicSessionTime.sortIndex));
}

export const employeeAcademicClassRows = versionedRows(employeeAcademicClass);
