import { ACTOR_TYPE } from '@school/contract';
import { and, asc, count, desc, eq, exists, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { columnsOf } from '../../db/columns';
import { idsOrNone } from '../../lib/ids';
import { CLASS_SUBJECT_ORDER, classAssignmentOfSubject, gradeOfClass, subjectOfClassGrade, taughtBy } from '../../db/teaching';
import {
  academicClass,
  academicCourseLevel,
  academicYear,
  appUser,
  courseLevelSubject,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  homework,
  homeworkClass,
  homeworkComment,
  homeworkEvent,
  homeworkFile,
  homeworkSubmission,
  storedFile,
  student,
  studentAcademicClass,
  studentGuardian,
  subject,
} from '../../db/schema/index';

export type THomeworkRow = typeof homework.$inferSelect;
export type TSubmissionRow = typeof homeworkSubmission.$inferSelect;

/** A class and the course-level subject taught in it. */
export type TPair = { classId: string; courseLevelSubjectId: string };

/**
 * Which homework a caller reaches: the whole campus (office); a teacher's own and those of the class ×
 * subject pairs she teaches; the homework of some classes (a student's, a guardian's child's).
 */
export type THomeworkScope = { kind: 'campus' } | { kind: 'teacher'; userId: string; pairs: TPair[] } | { kind: 'classes'; classIds: string[] };

/** The homework's own attachments: files of neither a submission nor a comment. */
const ownFiles = and(isNull(homeworkFile.submissionId), isNull(homeworkFile.commentId));

const pairMatch = (pairs: TPair[]) =>
  or(...pairs.map((p) => and(eq(homeworkClass.academicClassId, p.classId), eq(homeworkClass.courseLevelSubjectId, p.courseLevelSubjectId))));

function scopeWhere(db: TQueryable, campusId: string, scope: THomeworkScope): SQL | undefined {
  if (scope.kind === 'campus') return undefined;
  const classesWhere =
    scope.kind === 'teacher'
      ? scope.pairs.length > 0
        ? pairMatch(scope.pairs)
        : undefined
      : scope.classIds.length > 0
        ? inArray(homeworkClass.academicClassId, scope.classIds)
        : undefined;
  const inClasses = classesWhere
    ? exists(
        db
          .select({ one: sql`1` })
          .from(homeworkClass)
          .where(and(eq(homeworkClass.campusId, campusId), eq(homeworkClass.homeworkId, homework.id), classesWhere)),
      )
    : undefined;
  if (scope.kind === 'teacher') return or(eq(homework.createdByUserId, scope.userId), inClasses ?? sql`false`);
  return inClasses ?? sql`false`;
}

export type THomeworkFilter = { classId?: string; subjectId?: string; fromDate?: Date; archived: boolean };

/** Ids of a page of the homework in reach, latest due first, and how many there are. */
export async function listHomeworkIds(
  db: TQueryable,
  p: { campusId: string; scope: THomeworkScope; filter: THomeworkFilter; limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const f = p.filter;
  const where = and(
    eq(homework.campusId, p.campusId),
    eq(homework.isArchived, f.archived),
    scopeWhere(db, p.campusId, p.scope),
    f.subjectId ? eq(homework.subjectId, f.subjectId) : undefined,
    f.fromDate ? gte(homework.dueAt, f.fromDate) : undefined,
    f.classId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(homeworkClass)
            .where(and(eq(homeworkClass.campusId, p.campusId), eq(homeworkClass.homeworkId, homework.id), eq(homeworkClass.academicClassId, f.classId))),
        )
      : undefined,
  );
  const rows = await db
    .select({ id: homework.id })
    .from(homework)
    .where(where)
    .orderBy(desc(homework.dueAt), desc(homework.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(homework).where(where);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** Whether the scope reaches a homework. */
export async function reachesHomework(db: TQueryable, p: { campusId: string; id: string; scope: THomeworkScope }): Promise<boolean> {
  const rows = await db
    .select({ id: homework.id })
    .from(homework)
    .where(and(eq(homework.campusId, p.campusId), eq(homework.id, p.id), scopeWhere(db, p.campusId, p.scope)));
  return rows.length > 0;
}

/** Homework rows with their subject's names, in the order of `ids`. */
export async function homeworkRows(db: TQueryable, p: { campusId: string; ids: string[] }) {
  if (p.ids.length === 0) return [];
  const rows = await db
    .select({ homework, subject: subject.description, subjectEn: subject.descriptionEn })
    .from(homework)
    .innerJoin(subject, and(eq(subject.campusId, homework.campusId), eq(subject.id, homework.subjectId)))
    .where(and(eq(homework.campusId, p.campusId), inArray(homework.id, p.ids)));
  return p.ids.map((id) => rows.find((r) => r.homework.id === id)).filter((r): r is (typeof rows)[number] => !!r);
}

export async function homeworkForUpdate(db: TQueryable, p: { campusId: string; id: string }): Promise<THomeworkRow | undefined> {
  const [row] = await db
    .select()
    .from(homework)
    .where(and(eq(homework.campusId, p.campusId), eq(homework.id, p.id)))
    .for('update');
  return row;
}

export async function classesOfHomework(db: TQueryable, p: { campusId: string; ids: string[] }) {
  if (p.ids.length === 0) return [];
  return db
    .select({
      ...columnsOf(homeworkClass, ['homeworkId', 'academicClassId', 'courseLevelSubjectId']),
      academicClass: academicClass.description,
      academicClassEn: academicClass.descriptionEn,
    })
    .from(homeworkClass)
    .innerJoin(academicClass, and(eq(academicClass.campusId, homeworkClass.campusId), eq(academicClass.id, homeworkClass.academicClassId)))
    .where(and(eq(homeworkClass.campusId, p.campusId), inArray(homeworkClass.homeworkId, p.ids)))
    .orderBy(asc(academicClass.sortIndex), asc(academicClass.code));
}

/** Files of homework (neither `submissionIds` nor `commentIds`: the homework's own), of submissions or of comments. */
export async function filesOf(db: TQueryable, p: { campusId: string; homeworkIds?: string[]; submissionIds?: string[]; commentIds?: string[] }) {
  const where = p.submissionIds
    ? p.submissionIds.length > 0
      ? inArray(homeworkFile.submissionId, p.submissionIds)
      : undefined
    : p.commentIds
      ? p.commentIds.length > 0
        ? inArray(homeworkFile.commentId, p.commentIds)
        : undefined
      : p.homeworkIds && p.homeworkIds.length > 0
        ? and(inArray(homeworkFile.homeworkId, p.homeworkIds), ownFiles)
        : undefined;
  if (!where) return [];
  return db
    .select({
      homeworkId: homeworkFile.homeworkId,
      submissionId: homeworkFile.submissionId,
      commentId: homeworkFile.commentId,
      id: storedFile.id,
      fileName: storedFile.fileName,
      contentType: storedFile.contentType,
      size: storedFile.size,
    })
    .from(homeworkFile)
    .innerJoin(storedFile, and(eq(storedFile.campusId, homeworkFile.campusId), eq(storedFile.id, homeworkFile.storedFileId)))
    .where(and(eq(homeworkFile.campusId, p.campusId), where))
    .orderBy(asc(homeworkFile.createdAt), asc(storedFile.id));
}

export async function storedFileInfo(db: TQueryable, p: { campusId: string; id: string }) {
  const [row] = await db
    .select({ id: storedFile.id, fileName: storedFile.fileName, contentType: storedFile.contentType, size: storedFile.size })
    .from(storedFile)
    .where(and(eq(storedFile.campusId, p.campusId), eq(storedFile.id, p.id)));
  return row;
}

/** Where a stored file belongs: a homework (and a submission or a comment), or a submission's result document. */
export async function ownerOfFile(db: TQueryable, p: { campusId: string; storedFileId: string }) {
  const [attached] = await db
    .select({ homeworkId: homeworkFile.homeworkId, submissionId: homeworkFile.submissionId, commentId: homeworkFile.commentId })
    .from(homeworkFile)
    .where(and(eq(homeworkFile.campusId, p.campusId), eq(homeworkFile.storedFileId, p.storedFileId)));
  if (attached) return { ...attached, isResult: false };
  const [result] = await db
    .select({ homeworkId: homeworkSubmission.homeworkId, submissionId: homeworkSubmission.id })
    .from(homeworkSubmission)
    .where(and(eq(homeworkSubmission.campusId, p.campusId), eq(homeworkSubmission.resultFileId, p.storedFileId)));
  return result ? { ...result, commentId: null, isResult: true } : undefined;
}

/** Per homework: its active students, and the submissions, late ones and returned ones among them. */
export async function countsOf(db: TQueryable, p: { campusId: string; ids: string[] }) {
  if (p.ids.length === 0) return [];
  const students = await db
    .select({ homeworkId: homeworkClass.homeworkId, n: count() })
    .from(homeworkClass)
    .innerJoin(
      studentAcademicClass,
      and(
        eq(studentAcademicClass.campusId, homeworkClass.campusId),
        eq(studentAcademicClass.academicClassId, homeworkClass.academicClassId),
        eq(studentAcademicClass.status, 0),
      ),
    )
    .where(and(eq(homeworkClass.campusId, p.campusId), inArray(homeworkClass.homeworkId, p.ids)))
    .groupBy(homeworkClass.homeworkId);
  const submitted = await db
    .select({
      homeworkId: homeworkSubmission.homeworkId,
      n: sql<number>`count(${homeworkSubmission.submittedAt})::int`,
      late: sql<number>`count(*) filter (where ${homeworkSubmission.isLate})::int`,
      returned: sql<number>`count(*) filter (where ${homeworkSubmission.status} = 3)::int`,
    })
    .from(homeworkSubmission)
    .where(and(eq(homeworkSubmission.campusId, p.campusId), inArray(homeworkSubmission.homeworkId, p.ids)))
    .groupBy(homeworkSubmission.homeworkId);
  return p.ids.map((id) => {
    const s = submitted.find((r) => r.homeworkId === id);
    return {
      homeworkId: id,
      students: students.find((r) => r.homeworkId === id)?.n ?? 0,
      submitted: s?.n ?? 0,
      late: s?.late ?? 0,
      returned: s?.returned ?? 0,
    };
  });
}

/** The active students of a homework's classes (Khmer name order), with their placement. */
export async function studentsOfHomework(db: TQueryable, p: { campusId: string; homeworkId: string; studentIds?: string[] }) {
  return db
    .select({
      studentId: student.id,
      code: student.code,
      lastName: student.lastName,
      firstName: student.firstName,
      lastNameEn: student.lastNameEn,
      firstNameEn: student.firstNameEn,
      placementId: studentAcademicClass.id,
      academicClassId: academicClass.id,
      academicClass: academicClass.description,
      academicClassEn: academicClass.descriptionEn,
    })
    .from(homeworkClass)
    .innerJoin(
      studentAcademicClass,
      and(
        eq(studentAcademicClass.campusId, homeworkClass.campusId),
        eq(studentAcademicClass.academicClassId, homeworkClass.academicClassId),
        eq(studentAcademicClass.status, 0),
      ),
    )
    .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, homeworkClass.campusId), eq(academicClass.id, homeworkClass.academicClassId)))
    .where(
      and(
        eq(homeworkClass.campusId, p.campusId),
        eq(homeworkClass.homeworkId, p.homeworkId),
        p.studentIds ? inArray(student.id, idsOrNone(p.studentIds)) : undefined,
      ),
    )
    .orderBy(asc(academicClass.sortIndex), asc(student.lastName), asc(student.firstName), asc(student.id));
}

export async function submissionsOf(db: TQueryable, p: { campusId: string; homeworkId: string; studentIds?: string[] }): Promise<TSubmissionRow[]> {
  return db
    .select()
    .from(homeworkSubmission)
    .where(
      and(
        eq(homeworkSubmission.campusId, p.campusId),
        eq(homeworkSubmission.homeworkId, p.homeworkId),
        p.studentIds ? inArray(homeworkSubmission.studentId, idsOrNone(p.studentIds)) : undefined,
      ),
    );
}

/** One student's submission, locked for a change. */
export async function submissionForUpdate(db: TQueryable, p: { campusId: string; homeworkId: string; studentId: string }): Promise<TSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(homeworkSubmission)
    .where(and(eq(homeworkSubmission.campusId, p.campusId), eq(homeworkSubmission.homeworkId, p.homeworkId), eq(homeworkSubmission.studentId, p.studentId)))
    .for('update');
  return row;
}

/** Each student's submission status on homework (the list's `MyStatus`). */
export async function statusesOf(db: TQueryable, p: { campusId: string; studentId: string; ids: string[] }) {
  if (p.ids.length === 0) return [];
  return db
    .select({
      homeworkId: homeworkSubmission.homeworkId,
      status: homeworkSubmission.status,
      isLate: homeworkSubmission.isLate,
      score: homeworkSubmission.score,
    })
    .from(homeworkSubmission)
    .where(and(eq(homeworkSubmission.campusId, p.campusId), eq(homeworkSubmission.studentId, p.studentId), inArray(homeworkSubmission.homeworkId, p.ids)));
}

export async function insertHomework(db: TQueryable, p: { campusId: string; values: Omit<typeof homework.$inferInsert, 'campusId'> }) {
  const [row] = await db
    .insert(homework)
    .values({ ...p.values, campusId: p.campusId })
    .returning();
  return row!;
}

export async function insertHomeworkClasses(db: TQueryable, p: { campusId: string; homeworkId: string; pairs: TPair[] }) {
  if (p.pairs.length === 0) return;
  await db
    .insert(homeworkClass)
    .values(p.pairs.map((x) => ({ campusId: p.campusId, homeworkId: p.homeworkId, academicClassId: x.classId, courseLevelSubjectId: x.courseLevelSubjectId })));
}

/** Saves a homework's fields at a version; false when the version moved on. */
export async function saveHomework(
  db: TQueryable,
  p: {
    campusId: string;
    id: string;
    version: number;
    values: Partial<Pick<THomeworkRow, 'title' | 'instructions' | 'dueAt' | 'isScored' | 'maxScore' | 'isArchived'>>;
  },
): Promise<boolean> {
  const rows = await db
    .update(homework)
    .set({ ...p.values, version: sql`${homework.version} + 1`, updatedAt: new Date() })
    .where(and(eq(homework.campusId, p.campusId), eq(homework.id, p.id), eq(homework.version, p.version)))
    .returning({ id: homework.id });
  return rows.length > 0;
}

export async function deleteHomework(db: TQueryable, p: { campusId: string; id: string }) {
  await db.delete(homework).where(and(eq(homework.campusId, p.campusId), eq(homework.id, p.id)));
}

export async function attachFile(
  db: TQueryable,
  p: { campusId: string; homeworkId: string; submissionId: string | null; commentId?: string | null; storedFileId: string },
) {
  await db.insert(homeworkFile).values({
    campusId: p.campusId,
    homeworkId: p.homeworkId,
    submissionId: p.submissionId,
    commentId: p.commentId ?? null,
    storedFileId: p.storedFileId,
  });
}

/** Removes file links of a homework (or of a submission) and answers the stored files to delete. */
export async function detachFiles(
  db: TQueryable,
  p: { campusId: string; homeworkId: string; submissionId: string | null; storedFileIds?: string[] },
): Promise<string[]> {
  if (p.storedFileIds && p.storedFileIds.length === 0) return [];
  const rows = await db
    .delete(homeworkFile)
    .where(
      and(
        eq(homeworkFile.campusId, p.campusId),
        eq(homeworkFile.homeworkId, p.homeworkId),
        p.submissionId ? eq(homeworkFile.submissionId, p.submissionId) : ownFiles,
        p.storedFileIds ? inArray(homeworkFile.storedFileId, p.storedFileIds) : undefined,
      ),
    )
    .returning({ id: homeworkFile.storedFileId });
  return rows.map((r) => r.id);
}

/** Every stored file of a homework (its own, its submissions', the result documents), for a delete. */
export async function allFilesOfHomework(db: TQueryable, p: { campusId: string; homeworkId: string }): Promise<string[]> {
  const attached = await db
    .select({ id: homeworkFile.storedFileId })
    .from(homeworkFile)
    .where(and(eq(homeworkFile.campusId, p.campusId), eq(homeworkFile.homeworkId, p.homeworkId)));
  return attached.map((r) => r.id);
}

export async function countFiles(db: TQueryable, p: { campusId: string; homeworkId: string; submissionId: string | null }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(homeworkFile)
    .where(
      and(
        eq(homeworkFile.campusId, p.campusId),
        eq(homeworkFile.homeworkId, p.homeworkId),
        p.submissionId ? eq(homeworkFile.submissionId, p.submissionId) : ownFiles,
      ),
    );
  return row?.n ?? 0;
}

export async function hasSubmissions(db: TQueryable, p: { campusId: string; homeworkId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: homeworkSubmission.id })
    .from(homeworkSubmission)
    .where(and(eq(homeworkSubmission.campusId, p.campusId), eq(homeworkSubmission.homeworkId, p.homeworkId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSubmission(db: TQueryable, p: { campusId: string; values: Omit<typeof homeworkSubmission.$inferInsert, 'campusId'> }) {
  const [row] = await db
    .insert(homeworkSubmission)
    .values({ ...p.values, campusId: p.campusId })
    .returning();
  return row!;
}

export async function saveSubmission(
  db: TQueryable,
  p: { campusId: string; id: string; version: number; values: Partial<Omit<TSubmissionRow, 'id' | 'campusId' | 'version'>> },
): Promise<boolean> {
  const rows = await db
    .update(homeworkSubmission)
    .set({ ...p.values, version: sql`${homeworkSubmission.version} + 1`, updatedAt: new Date() })
    .where(and(eq(homeworkSubmission.campusId, p.campusId), eq(homeworkSubmission.id, p.id), eq(homeworkSubmission.version, p.version)))
    .returning({ id: homeworkSubmission.id });
  return rows.length > 0;
}

export async function insertEvent(db: TQueryable, p: { campusId: string; values: Omit<typeof homeworkEvent.$inferInsert, 'campusId'> }) {
  await db.insert(homeworkEvent).values({ ...p.values, campusId: p.campusId });
}

/** The submission a client key already saved (a retried submission). */
export async function submissionOfClientKey(db: TQueryable, p: { campusId: string; clientKey: string }): Promise<string | undefined> {
  const [row] = await db
    .select({ submissionId: homeworkEvent.submissionId })
    .from(homeworkEvent)
    .where(and(eq(homeworkEvent.campusId, p.campusId), eq(homeworkEvent.clientKey, p.clientKey)));
  return row?.submissionId;
}

export async function eventsOf(db: TQueryable, p: { campusId: string; submissionId: string }) {
  return db
    .select()
    .from(homeworkEvent)
    .where(and(eq(homeworkEvent.campusId, p.campusId), eq(homeworkEvent.submissionId, p.submissionId)))
    .orderBy(asc(homeworkEvent.at), asc(homeworkEvent.id));
}

export async function commentsOf(db: TQueryable, p: { campusId: string; homeworkId: string }) {
  return db
    .select()
    .from(homeworkComment)
    .where(and(eq(homeworkComment.campusId, p.campusId), eq(homeworkComment.homeworkId, p.homeworkId)))
    .orderBy(asc(homeworkComment.createdAt), asc(homeworkComment.id));
}

export async function insertComment(db: TQueryable, p: { campusId: string; values: Omit<typeof homeworkComment.$inferInsert, 'campusId'> }) {
  const [row] = await db
    .insert(homeworkComment)
    .values({ ...p.values, campusId: p.campusId })
    .returning();
  return row!;
}

/** The signed-in account's names and gender (comments keep them as written). */
export async function accountOf(db: TQueryable, p: { campusId: string; userId: string }) {
  const [row] = await db
    .select({
      username: appUser.username,
      lastName: appUser.lastName,
      firstName: appUser.firstName,
      lastNameEn: appUser.lastNameEn,
      firstNameEn: appUser.firstNameEn,
      gender: appUser.gender,
    })
    .from(appUser)
    .where(and(eq(appUser.campusId, p.campusId), eq(appUser.id, p.userId)));
  return row;
}

/**
 * The class × subject pairs of classes of a year (the current one without `academicYearId`): every subject of
 * every class's grade (the office), or those an employee is assigned to teach.
 */
export async function targetsOf(db: TQueryable, p: { campusId: string; academicYearId?: string; employeeId?: string; classIds?: string[] }) {
  const pairs = db
    .select({
      academicClassId: academicClass.id,
      academicClass: academicClass.description,
      academicClassEn: academicClass.descriptionEn,
      courseLevelSubjectId: courseLevelSubject.id,
      subjectId: courseLevelSubject.subjectId,
      subject: subject.description,
      subjectEn: subject.descriptionEn,
    })
    .from(academicClass)
    .innerJoin(academicYear, and(eq(academicYear.campusId, academicClass.campusId), eq(academicYear.id, academicClass.academicYearId)))
    .innerJoin(academicCourseLevel, gradeOfClass)
    .innerJoin(courseLevelSubject, subjectOfClassGrade)
    .innerJoin(subject, and(eq(subject.campusId, courseLevelSubject.campusId), eq(subject.id, courseLevelSubject.subjectId)))
    .$dynamic();
  return taughtBy(pairs, p.employeeId)
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        p.classIds ? inArray(academicClass.id, idsOrNone(p.classIds)) : undefined,
        p.academicYearId ? eq(academicClass.academicYearId, p.academicYearId) : p.classIds ? undefined : eq(academicYear.isCurrent, true),
      ),
    )
    .orderBy(...CLASS_SUBJECT_ORDER);
}

/** The class × subject pairs an employee teaches (every year). */
export async function pairsOfEmployee(db: TQueryable, p: { campusId: string; employeeId: string }): Promise<TPair[]> {
  return db
    .select({ classId: employeeAcademicClass.academicClassId, courseLevelSubjectId: employeeAcademicClassSubject.courseLevelSubjectId })
    .from(employeeAcademicClassSubject)
    .innerJoin(employeeAcademicClass, classAssignmentOfSubject)
    .where(and(eq(employeeAcademicClassSubject.campusId, p.campusId), eq(employeeAcademicClass.employeeId, p.employeeId)));
}

/** The classes a student is placed in (active placements, every year). */
export async function classesOfStudent(db: TQueryable, p: { campusId: string; studentId: string }): Promise<string[]> {
  const rows = await db
    .select({ classId: studentAcademicClass.academicClassId })
    .from(studentAcademicClass)
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.studentId, p.studentId), eq(studentAcademicClass.status, 0)));
  return rows.map((r) => r.classId);
}

/** The active accounts of students and (with `guardians`) of their guardians, to notify. */
export async function accountsOfStudents(db: TQueryable, p: { campusId: string; studentIds: string[]; guardians: boolean }): Promise<string[]> {
  if (p.studentIds.length === 0) return [];
  const students = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(eq(appUser.campusId, p.campusId), eq(appUser.isActive, true), eq(appUser.actorType, ACTOR_TYPE.STUDENT), inArray(appUser.actorId, p.studentIds)),
    );
  const guardians = p.guardians
    ? await db
        .select({ id: appUser.id })
        .from(appUser)
        .innerJoin(studentGuardian, and(eq(studentGuardian.campusId, appUser.campusId), eq(studentGuardian.guardianId, appUser.actorId)))
        .where(
          and(
            eq(appUser.campusId, p.campusId),
            eq(appUser.isActive, true),
            eq(appUser.actorType, ACTOR_TYPE.GUARDIAN),
            inArray(studentGuardian.studentId, p.studentIds),
          ),
        )
    : [];
  return [...students, ...guardians].map((r) => r.id);
}

/** Accounts that wrote comments on a homework (a reply tells them). */
export async function commenterAccounts(db: TQueryable, p: { campusId: string; homeworkId: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: homeworkComment.userId })
    .from(homeworkComment)
    .where(and(eq(homeworkComment.campusId, p.campusId), eq(homeworkComment.homeworkId, p.homeworkId)));
  return rows.map((r) => r.id);
}
