import { versionedRows, findByCode } from '../../db/versioned';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import {
  academicClass,
  academicCourseLevel,
  academicSessionTime,
  academicYear,
  campus,
  courseLevel,
  courseLevelSubject,
  academicLevelClassified,
  initialSetupEmployee,
  initialSetupImport,
  initialSetupPosition,
  initialSetupStudent,
  initialSetupTeachingClass,
  initialSetupTeachingClassSubject,
  subjectGroupRoot,
  subjectStandardScore,
} from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

// ---- Campus basic information

export function getCampus(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select()
    .from(campus)
    .where(eq(campus.id, campusId))
    .then((rows) => rows[0]);
}

export async function updateCampus(
  db: TQueryable,
  { campusId, version, values }: { campusId: string; version: number; values: Partial<typeof campus.$inferInsert> },
) {
  const rows = await db
    .update(campus)
    .set({ ...values, version: sql`${campus.version} + 1`, updatedAt: new Date() })
    .where(and(eq(campus.id, campusId), eq(campus.version, version)))
    .returning({ id: campus.id });
  return rows.length === 1;
}

export async function setInitialSetup(db: TQueryable, { campusId, value }: { campusId: string; value: boolean }) {
  await db
    .update(campus)
    .set({ isInitialSetup: value, version: sql`${campus.version} + 1`, updatedAt: new Date() })
    .where(eq(campus.id, campusId));
}

/** How many records each section of the wizard holds. */
export async function progress(db: TQueryable, { campusId }: { campusId: string }) {
  const n = (table: PgTable & { campusId: PgColumn }) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.campusId, campusId))
      .then((r) => Number(r[0]?.n ?? 0));
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it from v9.
  const [years, levels, grades, classes, roots, subjects, times, positions, employees, teaching, students] = [
    await n(academicYear),
    await n(academicLevelClassified),
    await n(courseLevel),
    await n(academicClass),
    await n(subjectGroupRoot),
    await n(courseLevelSubject),
    await n(academicSessionTime),
    await n(initialSetupPosition),
    await n(initialSetupEmployee),
    await n(initialSetupTeachingClass),
    await n(initialSetupStudent),
  ];
  return {
    AcademicYears: years,
    ClassifiedLevels: levels,
    CourseLevels: grades,
    Classes: classes,
    SubjectGroupRoots: roots,
    LevelSubjects: subjects,
    SessionTimes: times,
    Positions: positions,
    Employees: employees,
    TeachingClasses: teaching,
    Students: students,
  };
}

// ---- Academic years (the same records the academic-year module serves)

export type TYearRow = typeof academicYear.$inferSelect;
export type TYearValues = Pick<
  typeof academicYear.$inferInsert,
  'description' | 'descriptionEn' | 'fromYear' | 'toYear' | 'startDate' | 'endDate' | 'isCurrent'
>;

export function listYears(db: TQueryable, { campusId }: { campusId: string }) {
  return db.select().from(academicYear).where(eq(academicYear.campusId, campusId)).orderBy(asc(academicYear.fromYear));
}
export function findYearByRange(db: TQueryable, { campusId, fromYear, toYear }: { campusId: string; fromYear: number; toYear: number }) {
  return db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.fromYear, fromYear), eq(academicYear.toYear, toYear)))
    .then((rows) => rows[0]);
}
export async function clearCurrentYear(db: TQueryable, { campusId, exceptId }: { campusId: string; exceptId?: string }) {
  await db
    .update(academicYear)
    .set({ isCurrent: false, version: sql`${academicYear.version} + 1`, updatedAt: new Date() })
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.isCurrent, true), exceptId ? sql`${academicYear.id} <> ${exceptId}` : undefined));
}
export async function insertYear(db: TQueryable, { campusId, values }: { campusId: string; values: TYearValues }) {
  const [row] = await db
    .insert(academicYear)
    .values({ campusId, ...values })
    .returning();
  return row!;
}
export function getYearRow(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.id, id)))
    .then((rows) => rows[0]);
}

/** The years that offer each grade. */
export function listOfferedYears(db: TQueryable, { campusId, courseLevelIds }: { campusId: string; courseLevelIds: string[] }) {
  if (courseLevelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ courseLevelId: academicCourseLevel.courseLevelId, academicYearId: academicCourseLevel.academicYearId, id: academicCourseLevel.id })
    .from(academicCourseLevel)
    .where(and(eq(academicCourseLevel.campusId, campusId), inArray(academicCourseLevel.courseLevelId, courseLevelIds)));
}

// ---- Roster

export type TPositionRow = typeof initialSetupPosition.$inferSelect;
export function listPositions(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select()
    .from(initialSetupPosition)
    .where(eq(initialSetupPosition.campusId, campusId))
    .orderBy(asc(initialSetupPosition.sortIndex), asc(initialSetupPosition.descriptionEn));
}
export function getPosition(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(initialSetupPosition)
    .where(and(eq(initialSetupPosition.campusId, campusId), eq(initialSetupPosition.id, id)))
    .then((rows) => rows[0]);
}
export function findPosition(db: TQueryable, { campusId, name }: { campusId: string; name: string }) {
  return db
    .select()
    .from(initialSetupPosition)
    .where(
      and(
        eq(initialSetupPosition.campusId, campusId),
        sql`(lower(${initialSetupPosition.descriptionEn}) = lower(${name}) or ${initialSetupPosition.description} = ${name})`,
      ),
    )
    .then((rows) => rows[0]);
}
export async function insertPosition(
  db: TQueryable,
  { campusId, values }: { campusId: string; values: Pick<TPositionRow, 'description' | 'descriptionEn' | 'sortIndex'> },
) {
  const [row] = await db
    .insert(initialSetupPosition)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export type TEmployeeRow = { e: typeof initialSetupEmployee.$inferSelect; positionDescription: string | null; positionDescriptionEn: string | null };
export type TEmployeeValues = Omit<typeof initialSetupEmployee.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export function listEmployees(db: TQueryable, { campusId, ids }: { campusId: string; ids?: string[] }): Promise<TEmployeeRow[]> {
  return db
    .select({ e: initialSetupEmployee, positionDescription: initialSetupPosition.description, positionDescriptionEn: initialSetupPosition.descriptionEn })
    .from(initialSetupEmployee)
    .leftJoin(
      initialSetupPosition,
      and(eq(initialSetupPosition.campusId, initialSetupEmployee.campusId), eq(initialSetupPosition.id, initialSetupEmployee.positionId)),
    )
    .where(and(eq(initialSetupEmployee.campusId, campusId), ids ? inArray(initialSetupEmployee.id, ids) : undefined))
    .orderBy(asc(initialSetupEmployee.code));
}
export const findEmployeeByCode = findByCode(initialSetupEmployee);
export async function insertEmployee(db: TQueryable, { campusId, values }: { campusId: string; values: TEmployeeValues }) {
  const [row] = await db
    .insert(initialSetupEmployee)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export type TTeachingRow = {
  t: typeof initialSetupTeachingClass.$inferSelect;
  employee: typeof initialSetupEmployee.$inferSelect;
  classDescription: string;
  classDescriptionEn: string;
  academicYearId: string;
  courseLevelId: string;
};
export function listTeaching(
  db: TQueryable,
  p: { campusId: string; employeeId?: string; academicClassId?: string; academicYearId?: string; ids?: string[] },
): Promise<TTeachingRow[]> {
  return db
    .select({
      t: initialSetupTeachingClass,
      employee: initialSetupEmployee,
      classDescription: academicClass.description,
      classDescriptionEn: academicClass.descriptionEn,
      academicYearId: academicClass.academicYearId,
      courseLevelId: academicClass.courseLevelId,
    })
    .from(initialSetupTeachingClass)
    .innerJoin(
      initialSetupEmployee,
      and(eq(initialSetupEmployee.campusId, initialSetupTeachingClass.campusId), eq(initialSetupEmployee.id, initialSetupTeachingClass.employeeId)),
    )
    .innerJoin(
      academicClass,
      and(eq(academicClass.campusId, initialSetupTeachingClass.campusId), eq(academicClass.id, initialSetupTeachingClass.academicClassId)),
    )
    .where(
      and(
        eq(initialSetupTeachingClass.campusId, p.campusId),
        p.employeeId ? eq(initialSetupTeachingClass.employeeId, p.employeeId) : undefined,
        p.academicClassId ? eq(initialSetupTeachingClass.academicClassId, p.academicClassId) : undefined,
        p.academicYearId ? eq(academicClass.academicYearId, p.academicYearId) : undefined,
        p.ids ? inArray(initialSetupTeachingClass.id, p.ids) : undefined,
      ),
    )
    .orderBy(asc(academicClass.code), asc(initialSetupEmployee.code));
}
export function findTeaching(db: TQueryable, p: { campusId: string; employeeId: string; academicClassId: string }) {
  return db
    .select()
    .from(initialSetupTeachingClass)
    .where(
      and(
        eq(initialSetupTeachingClass.campusId, p.campusId),
        eq(initialSetupTeachingClass.employeeId, p.employeeId),
        eq(initialSetupTeachingClass.academicClassId, p.academicClassId),
      ),
    )
    .then((rows) => rows[0]);
}
export async function clearMainTeacher(db: TQueryable, p: { campusId: string; academicClassId: string; exceptId?: string }) {
  await db
    .update(initialSetupTeachingClass)
    .set({ isMain: false, version: sql`${initialSetupTeachingClass.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(initialSetupTeachingClass.campusId, p.campusId),
        eq(initialSetupTeachingClass.academicClassId, p.academicClassId),
        eq(initialSetupTeachingClass.isMain, true),
        p.exceptId ? sql`${initialSetupTeachingClass.id} <> ${p.exceptId}` : undefined,
      ),
    );
}
export async function insertTeaching(
  db: TQueryable,
  { campusId, values }: { campusId: string; values: { employeeId: string; academicClassId: string; isMain: boolean } },
) {
  const [row] = await db
    .insert(initialSetupTeachingClass)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export type TTeachingSubjectRow = { s: typeof initialSetupTeachingClassSubject.$inferSelect; description: string; descriptionEn: string; employeeId: string };
export function listTeachingSubjects(
  db: TQueryable,
  p: { campusId: string; teachingClassId?: string; employeeId?: string; ids?: string[] },
): Promise<TTeachingSubjectRow[]> {
  return db
    .select({
      s: initialSetupTeachingClassSubject,
      description: courseLevelSubject.description,
      descriptionEn: courseLevelSubject.descriptionEn,
      employeeId: initialSetupTeachingClass.employeeId,
    })
    .from(initialSetupTeachingClassSubject)
    .innerJoin(
      courseLevelSubject,
      and(
        eq(courseLevelSubject.campusId, initialSetupTeachingClassSubject.campusId),
        eq(courseLevelSubject.id, initialSetupTeachingClassSubject.courseLevelSubjectId),
      ),
    )
    .innerJoin(
      initialSetupTeachingClass,
      and(
        eq(initialSetupTeachingClass.campusId, initialSetupTeachingClassSubject.campusId),
        eq(initialSetupTeachingClass.id, initialSetupTeachingClassSubject.teachingClassId),
      ),
    )
    .where(
      and(
        eq(initialSetupTeachingClassSubject.campusId, p.campusId),
        p.teachingClassId ? eq(initialSetupTeachingClassSubject.teachingClassId, p.teachingClassId) : undefined,
        p.employeeId ? eq(initialSetupTeachingClass.employeeId, p.employeeId) : undefined,
        p.ids ? inArray(initialSetupTeachingClassSubject.id, p.ids) : undefined,
      ),
    )
    .orderBy(asc(courseLevelSubject.sortIndex));
}
export async function insertTeachingSubject(
  db: TQueryable,
  { campusId, values }: { campusId: string; values: { teachingClassId: string; courseLevelSubjectId: string } },
) {
  const [row] = await db
    .insert(initialSetupTeachingClassSubject)
    .values({ campusId, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

export type TStudentRow = { s: typeof initialSetupStudent.$inferSelect; classDescription: string; classDescriptionEn: string };
export type TStudentValues = Omit<typeof initialSetupStudent.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export function listStudents(db: TQueryable, p: { campusId: string; academicClassId?: string; ids?: string[] }): Promise<TStudentRow[]> {
  return db
    .select({ s: initialSetupStudent, classDescription: academicClass.description, classDescriptionEn: academicClass.descriptionEn })
    .from(initialSetupStudent)
    .innerJoin(academicClass, and(eq(academicClass.campusId, initialSetupStudent.campusId), eq(academicClass.id, initialSetupStudent.academicClassId)))
    .where(
      and(
        eq(initialSetupStudent.campusId, p.campusId),
        p.academicClassId ? eq(initialSetupStudent.academicClassId, p.academicClassId) : undefined,
        p.ids ? inArray(initialSetupStudent.id, p.ids) : undefined,
      ),
    )
    .orderBy(asc(initialSetupStudent.lastNameEn), asc(initialSetupStudent.firstNameEn));
}
export const findStudentByCode = findByCode(initialSetupStudent);
export async function insertStudents(db: TQueryable, { campusId, rows }: { campusId: string; rows: TStudentValues[] }) {
  if (rows.length === 0) return [];
  return db
    .insert(initialSetupStudent)
    .values(rows.map((r) => ({ campusId, ...r })))
    .returning({ id: initialSetupStudent.id });
}

// ---- Pending import

export function getImport(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select()
    .from(initialSetupImport)
    .where(eq(initialSetupImport.campusId, campusId))
    .then((rows) => rows[0]);
}
export async function saveImport(
  db: TQueryable,
  { campusId, fileName, records, uploadedBy }: { campusId: string; fileName: string; records: unknown; uploadedBy: string },
) {
  await db.delete(initialSetupImport).where(eq(initialSetupImport.campusId, campusId));
  await db.insert(initialSetupImport).values({ campusId, fileName, records, uploadedBy });
}
export async function deleteImport(db: TQueryable, { campusId }: { campusId: string }) {
  await db.delete(initialSetupImport).where(eq(initialSetupImport.campusId, campusId));
}

export const academicYearRows = versionedRows(academicYear);
export const subjectStandardScoreRows = versionedRows(subjectStandardScore);
export const initialSetupEmployeeRows = versionedRows(initialSetupEmployee);
export const initialSetupPositionRows = versionedRows(initialSetupPosition);
export const initialSetupStudentRows = versionedRows(initialSetupStudent);
export const initialSetupTeachingClassRows = versionedRows(initialSetupTeachingClass);
export const initialSetupTeachingClassSubjectRows = versionedRows(initialSetupTeachingClassSubject);
