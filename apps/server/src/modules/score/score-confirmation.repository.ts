import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTOR_TYPE, STUDENT_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { classAssignmentOfSubject } from '../../db/teaching';
import { idsOrNone, newId } from '../../lib/ids';
import {
  appUser,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  score,
  scoreHistory,
  scoreSheet,
  studentAcademicClass,
  studentGuardian,
} from '../../db/schema/index';

/** Review, confirmation and release of score sheets: the sheets' review columns, the history, who to tell. */

export type TScoreSheetRow = typeof scoreSheet.$inferSelect;
export type TScoreHistoryRow = typeof scoreHistory.$inferSelect;

/** Sheets of an exam type (optionally of some classes) with the number of students scored or marked on each. */
export function reviewSheetsOfExam(db: TQueryable, p: { campusId: string; examTypeId: string; classIds?: string[] }) {
  const where = [eq(scoreSheet.campusId, p.campusId), eq(scoreSheet.examTypeId, p.examTypeId)];
  if (p.classIds) where.push(inArray(scoreSheet.academicClassId, idsOrNone(p.classIds)));
  return db
    .select({
      sheet: scoreSheet,
      // Qualified by hand: both tables have these column names.
      entered: sql<number>`(count("score"."id") filter (where "score"."score" is not null or "score"."status" <> 0))::int`,
    })
    .from(scoreSheet)
    .leftJoin(score, and(eq(score.campusId, scoreSheet.campusId), eq(score.scoreSheetId, scoreSheet.id)))
    .where(and(...where))
    .groupBy(scoreSheet.campusId, scoreSheet.id);
}

export async function sheetById(db: TQueryable, p: { campusId: string; id: string; lock?: boolean }): Promise<TScoreSheetRow | undefined> {
  const query = db
    .select()
    .from(scoreSheet)
    .where(and(eq(scoreSheet.campusId, p.campusId), eq(scoreSheet.id, p.id)));
  const [row] = p.lock ? await query.for('update') : await query;
  return row;
}

export type TSheetChange = Partial<
  Pick<TScoreSheetRow, 'visibility' | 'submittedOnce' | 'submittedBy' | 'submittedAt' | 'confirmedBy' | 'confirmedAt' | 'note' | 'noteBy' | 'noteAt'>
>;

/** Moves a sheet to its next version with a review change; undefined when the version read moved on. */
export async function changeSheet(db: TQueryable, p: { campusId: string; id: string; version: number; change: TSheetChange }) {
  const [row] = await db
    .update(scoreSheet)
    .set({ ...p.change, version: sql`${scoreSheet.version} + 1`, updatedAt: new Date() })
    .where(and(eq(scoreSheet.campusId, p.campusId), eq(scoreSheet.id, p.id), eq(scoreSheet.version, p.version)))
    .returning();
  return row;
}

/** The accounts' names (Khmer and Latin; the username when the account has none). */
export async function accountNames(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<Map<string, { km: string; en: string }>> {
  if (p.ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: appUser.id,
      username: appUser.username,
      lastName: appUser.lastName,
      firstName: appUser.firstName,
      lastNameEn: appUser.lastNameEn,
      firstNameEn: appUser.firstNameEn,
    })
    .from(appUser)
    .where(and(eq(appUser.campusId, p.campusId), inArray(appUser.id, [...new Set(p.ids)])));
  return new Map(
    rows.map((r) => {
      const km = `${r.lastName ?? ''} ${r.firstName ?? ''}`.trim();
      const en = `${r.lastNameEn ?? ''} ${r.firstNameEn ?? ''}`.trim();
      return [r.id, { km: km || en || r.username, en: en || km || r.username }];
    }),
  );
}

export function historyOf(db: TQueryable, p: { campusId: string; scoreSheetId: string }): Promise<TScoreHistoryRow[]> {
  return db
    .select()
    .from(scoreHistory)
    .where(and(eq(scoreHistory.campusId, p.campusId), eq(scoreHistory.scoreSheetId, p.scoreSheetId)))
    .orderBy(asc(scoreHistory.changedAt), asc(scoreHistory.id));
}

export type TNewHistory = {
  studentId: string;
  oldScore: number | null;
  oldStatus: number | null;
  newScore: number | null;
  newStatus: number;
};

/** Appends the changes of one save to the history (never updated nor deleted afterwards). */
export async function insertHistory(
  db: TQueryable,
  p: { campusId: string; scoreSheetId: string; userId: string; visibility: number; reason: string | null; rows: TNewHistory[] },
): Promise<void> {
  if (p.rows.length === 0) return;
  // One JSON parameter (a statement text of fixed shape, prepared once), as the scores' upsert.
  const json = JSON.stringify(
    p.rows.map((r) => ({
      id: newId(),
      student_id: r.studentId,
      old_score: r.oldScore,
      old_status: r.oldStatus,
      new_score: r.newScore,
      new_status: r.newStatus,
    })),
  );
  await db.execute(sql`
    insert into score_history (campus_id, id, score_sheet_id, student_id, changed_by, old_score, old_status, new_score, new_status, visibility, reason)
    select ${p.campusId}::uuid, x.id, ${p.scoreSheetId}::uuid, x.student_id, ${p.userId}::uuid, x.old_score, x.old_status, x.new_score,
      x.new_status, ${p.visibility}::smallint, ${p.reason}::text
    from json_to_recordset(${json}::json) as x(id uuid, student_id uuid, old_score numeric, old_status smallint, new_score numeric, new_status smallint)`);
}

/** The active accounts of a class's active students and of their guardians (who a released sheet tells). */
export async function studentAndGuardianAccounts(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<string[]> {
  const students = await db
    .select({ id: studentAcademicClass.studentId })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.academicClassId, p.academicClassId),
        eq(studentAcademicClass.status, STUDENT_STATUS.ACTIVE),
      ),
    );
  const studentIds = students.map((s) => s.id);
  const guardians = await db
    .select({ id: studentGuardian.guardianId })
    .from(studentGuardian)
    .where(and(eq(studentGuardian.campusId, p.campusId), inArray(studentGuardian.studentId, idsOrNone(studentIds))));
  const accounts = await db
    .select({ id: appUser.id, actorType: appUser.actorType, actorId: appUser.actorId })
    .from(appUser)
    .where(
      and(
        eq(appUser.campusId, p.campusId),
        eq(appUser.isActive, true),
        inArray(appUser.actorId, idsOrNone([...studentIds, ...guardians.map((g) => g.id)])),
        inArray(appUser.actorType, [ACTOR_TYPE.STUDENT, ACTOR_TYPE.GUARDIAN]),
      ),
    );
  const studentSet = new Set(studentIds);
  const guardianSet = new Set(guardians.map((g) => g.id));
  return accounts.filter((a) => (a.actorType === ACTOR_TYPE.STUDENT ? studentSet.has(a.actorId!) : guardianSet.has(a.actorId!))).map((a) => a.id);
}

/** The active accounts of the teachers assigned to a class × subject. */
export async function teacherAccounts(db: TQueryable, p: { campusId: string; academicClassId: string; courseLevelSubjectId: string }): Promise<string[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(employeeAcademicClassSubject)
    .innerJoin(employeeAcademicClass, classAssignmentOfSubject)
    .innerJoin(
      appUser,
      and(
        eq(appUser.campusId, employeeAcademicClass.campusId),
        eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE),
        eq(appUser.actorId, employeeAcademicClass.employeeId),
        eq(appUser.isActive, true),
      ),
    )
    .where(
      and(
        eq(employeeAcademicClassSubject.campusId, p.campusId),
        eq(employeeAcademicClassSubject.courseLevelSubjectId, p.courseLevelSubjectId),
        eq(employeeAcademicClass.academicClassId, p.academicClassId),
      ),
    );
  return rows.map((r) => r.id);
}
