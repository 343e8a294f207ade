import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { idsOrNone } from '../../lib/ids';
import { classAssignmentOfSubject } from '../../db/teaching';
import {
  classLink,
  classLive,
  classLiveJoin,
  courseLevelSubject,
  employee,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  homework,
  homeworkClass,
  student,
  studentAcademicClass,
  subject,
} from '../../db/schema/index';

export type TLiveRow = typeof classLive.$inferSelect;

/** The active teachers assigned to the class × subject pairs of these classes. */
export async function teachersOf(db: TQueryable, p: { campusId: string; classIds: string[] }) {
  return db
    .select({
      academicClassId: employeeAcademicClass.academicClassId,
      courseLevelSubjectId: employeeAcademicClassSubject.courseLevelSubjectId,
      lastName: employee.lastName,
      firstName: employee.firstName,
      lastNameEn: employee.lastNameEn,
      firstNameEn: employee.firstNameEn,
    })
    .from(employeeAcademicClassSubject)
    .innerJoin(employeeAcademicClass, classAssignmentOfSubject)
    .innerJoin(employee, and(eq(employee.campusId, employeeAcademicClass.campusId), eq(employee.id, employeeAcademicClass.employeeId)))
    .where(
      and(eq(employeeAcademicClassSubject.campusId, p.campusId), inArray(employeeAcademicClass.academicClassId, idsOrNone(p.classIds)), eq(employee.status, 0)),
    )
    .orderBy(asc(employee.lastName), asc(employee.firstName));
}

/** Homework not archived due in [from, to) per class × subject of these classes. */
export async function homeworkCounts(db: TQueryable, p: { campusId: string; classIds: string[]; from: Date; to: Date }) {
  return db
    .select({ academicClassId: homeworkClass.academicClassId, courseLevelSubjectId: homeworkClass.courseLevelSubjectId, n: count() })
    .from(homeworkClass)
    .innerJoin(homework, and(eq(homework.campusId, homeworkClass.campusId), eq(homework.id, homeworkClass.homeworkId)))
    .where(
      and(
        eq(homeworkClass.campusId, p.campusId),
        inArray(homeworkClass.academicClassId, idsOrNone(p.classIds)),
        eq(homework.isArchived, false),
        gte(homework.dueAt, p.from),
        lt(homework.dueAt, p.to),
      ),
    )
    .groupBy(homeworkClass.academicClassId, homeworkClass.courseLevelSubjectId);
}

/** Live classes of these classes: the open ones, and (with `closed`) the latest closed ones too. */
export async function livesOf(db: TQueryable, p: { campusId: string; classIds?: string[]; ids?: string[]; closed?: boolean }) {
  return db
    .select({ live: classLive, subject: subject.description, subjectEn: subject.descriptionEn })
    .from(classLive)
    .innerJoin(courseLevelSubject, and(eq(courseLevelSubject.campusId, classLive.campusId), eq(courseLevelSubject.id, classLive.courseLevelSubjectId)))
    .innerJoin(subject, and(eq(subject.campusId, courseLevelSubject.campusId), eq(subject.id, courseLevelSubject.subjectId)))
    .where(
      and(
        eq(classLive.campusId, p.campusId),
        p.classIds ? inArray(classLive.academicClassId, idsOrNone(p.classIds)) : undefined,
        p.ids ? inArray(classLive.id, idsOrNone(p.ids)) : undefined,
        p.closed ? undefined : eq(classLive.isLive, true),
      ),
    )
    .orderBy(desc(classLive.isLive), desc(classLive.startedAt), asc(classLive.id))
    .limit(50);
}

export async function joinsOf(db: TQueryable, p: { campusId: string; liveIds: string[] }) {
  return db
    .select()
    .from(classLiveJoin)
    .where(and(eq(classLiveJoin.campusId, p.campusId), inArray(classLiveJoin.classLiveId, idsOrNone(p.liveIds))))
    .orderBy(asc(classLiveJoin.joinedAt), asc(classLiveJoin.id));
}

export async function liveById(db: TQueryable, p: { campusId: string; id: string }): Promise<TLiveRow | undefined> {
  const [row] = await db
    .select()
    .from(classLive)
    .where(and(eq(classLive.campusId, p.campusId), eq(classLive.id, p.id)));
  return row;
}

/** Opens a live class; undefined when one is already open for the pair (the partial unique index). */
export async function insertLive(db: TQueryable, p: { campusId: string; values: Omit<typeof classLive.$inferInsert, 'campusId'> }) {
  const [row] = await db
    .insert(classLive)
    .values({ ...p.values, campusId: p.campusId })
    .onConflictDoNothing({
      target: [classLive.campusId, classLive.academicClassId, classLive.courseLevelSubjectId],
      where: sql`is_live`,
    })
    .returning({ id: classLive.id });
  return row?.id;
}

/** Saves an open live class at its version; false when stale or closed. */
export async function saveLive(
  db: TQueryable,
  p: { campusId: string; id: string; version?: number; values: Partial<Pick<TLiveRow, 'link' | 'isLive' | 'closedAt'>> },
) {
  const rows = await db
    .update(classLive)
    .set({ ...p.values, version: sql`${classLive.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(classLive.campusId, p.campusId),
        eq(classLive.id, p.id),
        eq(classLive.isLive, true),
        p.version === undefined ? undefined : eq(classLive.version, p.version),
      ),
    )
    .returning({ id: classLive.id });
  return rows.length > 0;
}

/** Records a join (the first time of an account is kept). */
export async function insertJoin(db: TQueryable, p: { campusId: string; values: Omit<typeof classLiveJoin.$inferInsert, 'campusId'> }) {
  await db
    .insert(classLiveJoin)
    .values({ ...p.values, campusId: p.campusId })
    .onConflictDoNothing({ target: [classLiveJoin.campusId, classLiveJoin.classLiveId, classLiveJoin.userId] });
  const [row] = await db
    .select({ joinedAt: classLiveJoin.joinedAt })
    .from(classLiveJoin)
    .where(and(eq(classLiveJoin.campusId, p.campusId), eq(classLiveJoin.classLiveId, p.values.classLiveId), eq(classLiveJoin.userId, p.values.userId)));
  return row!.joinedAt;
}

export async function linksOf(db: TQueryable, p: { campusId: string; classIds: string[] }) {
  return db
    .select({ academicClassId: classLink.academicClassId, courseLevelSubjectId: classLink.courseLevelSubjectId, link: classLink.link })
    .from(classLink)
    .where(and(eq(classLink.campusId, p.campusId), inArray(classLink.academicClassId, idsOrNone(p.classIds))));
}

export async function saveLink(
  db: TQueryable,
  p: { campusId: string; id: string; academicClassId: string; courseLevelSubjectId: string; link: string | null },
) {
  const key = and(
    eq(classLink.campusId, p.campusId),
    eq(classLink.academicClassId, p.academicClassId),
    eq(classLink.courseLevelSubjectId, p.courseLevelSubjectId),
  );
  if (p.link === null) {
    await db.delete(classLink).where(key);
    return;
  }
  await db
    .insert(classLink)
    .values({ campusId: p.campusId, id: p.id, academicClassId: p.academicClassId, courseLevelSubjectId: p.courseLevelSubjectId, link: p.link })
    .onConflictDoUpdate({
      target: [classLink.campusId, classLink.academicClassId, classLink.courseLevelSubjectId],
      set: { link: p.link, version: sql`${classLink.version} + 1`, updatedAt: new Date() },
    });
}

/** The active students of a class. */
export async function studentsOfClass(db: TQueryable, p: { campusId: string; classId: string }) {
  return db
    .select({
      studentId: student.id,
      code: student.code,
      lastName: student.lastName,
      firstName: student.firstName,
      lastNameEn: student.lastNameEn,
      firstNameEn: student.firstNameEn,
      gender: student.gender,
    })
    .from(studentAcademicClass)
    .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.academicClassId, p.classId), eq(studentAcademicClass.status, 0)))
    .orderBy(asc(student.lastName), asc(student.firstName), asc(student.id));
}
