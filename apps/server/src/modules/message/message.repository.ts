import { ACTOR_TYPE, MOBILE_ACTOR_TYPE } from '@school/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import {
  academicClass,
  courseLevel,
  academicYear,
  appUser,
  employeeAcademicClass,
  message,
  messageFile,
  storedFile,
  studentAcademicClass,
  studentGuardian,
} from '../../db/schema/index';

export type TMessageRow = typeof message.$inferSelect;
export type TCaller = { campusId: string; userId: string; mobileActorType: number; actorType: number | null; actorId: string | null };

const OFFICE_TYPES = [MOBILE_ACTOR_TYPE.SCHOOL_ADMIN, MOBILE_ACTOR_TYPE.SCHOOL_OFFICE, MOBILE_ACTOR_TYPE.FRONT_OFFICE];
const FAMILY_TYPES = [MOBILE_ACTOR_TYPE.STUDENT, MOBILE_ACTOR_TYPE.GUARDIAN];
export const isOffice = (type: number) => (OFFICE_TYPES as number[]).includes(type);
const isFamily = (type: number) => (FAMILY_TYPES as number[]).includes(type);

/**
 * The classes of the current year a caller belongs to: taught (her teaching assignments, the classes she is
 * main teacher of among them), placed in, or her children's.
 */
export async function classesOf(db: TQueryable, c: TCaller): Promise<string[]> {
  if (!c.actorId) return [];
  const currentYears = sql`(select ${academicYear.id} from ${academicYear} where ${academicYear.campusId} = ${c.campusId} and ${academicYear.isCurrent})`;
  let rows: { id: string }[] = [];
  if (c.actorType === ACTOR_TYPE.EMPLOYEE) {
    rows = await db
      .selectDistinct({ id: employeeAcademicClass.academicClassId })
      .from(employeeAcademicClass)
      .where(
        and(
          eq(employeeAcademicClass.campusId, c.campusId),
          eq(employeeAcademicClass.employeeId, c.actorId),
          sql`${employeeAcademicClass.academicYearId} in ${currentYears}`,
        ),
      );
  } else if (c.actorType === ACTOR_TYPE.STUDENT || c.actorType === ACTOR_TYPE.GUARDIAN) {
    const students =
      c.actorType === ACTOR_TYPE.STUDENT
        ? sql`(select ${c.actorId}::uuid)`
        : sql`(select ${studentGuardian.studentId} from ${studentGuardian} where ${studentGuardian.campusId} = ${c.campusId} and ${studentGuardian.guardianId} = ${c.actorId})`;
    rows = await db
      .selectDistinct({ id: studentAcademicClass.academicClassId })
      .from(studentAcademicClass)
      .where(
        and(
          eq(studentAcademicClass.campusId, c.campusId),
          sql`${studentAcademicClass.studentId} in ${students}`,
          sql`${studentAcademicClass.academicYearId} in ${currentYears}`,
        ),
      );
  }
  return rows.map((r) => r.id);
}

/** Accounts of the students placed in some classes, of their guardians, or of the classes' teachers. */
function peopleOfClasses(campusId: string, classIds: string[], who: { students: boolean; guardians: boolean; teachers: boolean }): SQL | undefined {
  if (classIds.length === 0) return undefined;
  const students = sql`(select ${studentAcademicClass.studentId} from ${studentAcademicClass} where ${studentAcademicClass.campusId} = ${campusId} and ${inArray(studentAcademicClass.academicClassId, classIds)})`;
  const parts: SQL[] = [];
  if (who.students) parts.push(sql`(${appUser.actorType} = ${ACTOR_TYPE.STUDENT} and ${appUser.actorId} in ${students})`);
  if (who.guardians) {
    parts.push(
      sql`(${appUser.actorType} = ${ACTOR_TYPE.GUARDIAN} and ${appUser.actorId} in (select ${studentGuardian.guardianId} from ${studentGuardian} where ${studentGuardian.campusId} = ${campusId} and ${studentGuardian.studentId} in ${students}))`,
    );
  }
  if (who.teachers) {
    parts.push(
      sql`(${appUser.actorType} = ${ACTOR_TYPE.EMPLOYEE} and ${appUser.mobileActorType} = ${MOBILE_ACTOR_TYPE.TEACHER} and ${appUser.actorId} in (select ${employeeAcademicClass.employeeId} from ${employeeAcademicClass} where ${employeeAcademicClass.campusId} = ${campusId} and ${inArray(employeeAcademicClass.academicClassId, classIds)}))`,
    );
  }
  return or(...parts);
}

/**
 * Whom a caller may write to (and so be answered by): the office anyone; other staff every staff account and the
 * students and guardians of their classes; a student or a guardian the teachers of her (his children's) classes
 * and the office.
 */
async function reachWhere(db: TQueryable, c: TCaller): Promise<SQL | undefined> {
  if (isOffice(c.mobileActorType)) return undefined;
  const classes = await classesOf(db, c);
  if (!isFamily(c.mobileActorType)) {
    return or(notInArray(appUser.mobileActorType, FAMILY_TYPES), peopleOfClasses(c.campusId, classes, { students: true, guardians: true, teachers: false }));
  }
  return or(inArray(appUser.mobileActorType, OFFICE_TYPES), peopleOfClasses(c.campusId, classes, { students: false, guardians: false, teachers: true }));
}

const userColumns = {
  userId: appUser.id,
  lastName: appUser.lastName,
  firstName: appUser.firstName,
  lastNameEn: appUser.lastNameEn,
  firstNameEn: appUser.firstNameEn,
  username: appUser.username,
  mobileActorType: appUser.mobileActorType,
};
export type TUserRow = {
  userId: string;
  lastName: string | null;
  firstName: string | null;
  lastNameEn: string | null;
  firstNameEn: string | null;
  username: string;
  mobileActorType: number;
};

/** People the caller may write to, of one class (its students, their guardians, its teachers) or her staff contacts. */
export async function recipients(db: TQueryable, c: TCaller, classId: string | undefined): Promise<TUserRow[]> {
  const reach = await reachWhere(db, c);
  const narrow = classId
    ? peopleOfClasses(c.campusId, [classId], { students: true, guardians: true, teachers: true })
    : notInArray(appUser.mobileActorType, FAMILY_TYPES);
  return db
    .select(userColumns)
    .from(appUser)
    .where(and(eq(appUser.campusId, c.campusId), eq(appUser.isActive, true), ne(appUser.id, c.userId), reach, narrow ?? sql`false`))
    .orderBy(asc(appUser.mobileActorType), asc(appUser.lastNameEn), asc(appUser.firstNameEn))
    .limit(500);
}

/** The account if the caller may write to it (or read their conversation), else undefined. */
export async function reachableUser(db: TQueryable, c: TCaller, userId: string): Promise<TUserRow | undefined> {
  const reach = await reachWhere(db, c);
  const [row] = await db
    .select(userColumns)
    .from(appUser)
    .where(and(eq(appUser.campusId, c.campusId), eq(appUser.id, userId), ne(appUser.id, c.userId), reach));
  return row;
}

/** Any account of the campus by id (a conversation's other party, even one no longer reachable). */
export async function userById(db: TQueryable, p: { campusId: string; userId: string }): Promise<TUserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(appUser)
    .where(and(eq(appUser.campusId, p.campusId), eq(appUser.id, p.userId)));
  return row;
}

export async function insertMessage(db: TQueryable, values: typeof message.$inferInsert): Promise<TMessageRow> {
  const [row] = await db.insert(message).values(values).returning();
  return row!;
}

export async function attachFile(db: TQueryable, values: typeof messageFile.$inferInsert) {
  await db.insert(messageFile).values(values);
}

const between = (campusId: string, a: string, b: string) =>
  and(
    eq(message.campusId, campusId),
    or(and(eq(message.senderUserId, a), eq(message.recipientUserId, b)), and(eq(message.senderUserId, b), eq(message.recipientUserId, a))),
  );

export function thread(db: TQueryable, p: { campusId: string; userId: string; otherId: string }) {
  return db
    .select()
    .from(message)
    .where(between(p.campusId, p.userId, p.otherId))
    .orderBy(asc(message.createdAt), asc(message.id))
    .limit(500);
}

export async function markThreadRead(db: TQueryable, p: { campusId: string; userId: string; otherId: string }): Promise<number> {
  const rows = await db
    .update(message)
    .set({ readAt: new Date() })
    .where(and(eq(message.campusId, p.campusId), eq(message.senderUserId, p.otherId), eq(message.recipientUserId, p.userId), isNull(message.readAt)))
    .returning({ id: message.id });
  return rows.length;
}

export async function countUnread(db: TQueryable, p: { campusId: string; userId: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(message)
    .where(and(eq(message.campusId, p.campusId), eq(message.recipientUserId, p.userId), isNull(message.readAt)));
  return Number(row?.n ?? 0);
}

export function filesOf(db: TQueryable, p: { campusId: string; messageIds: string[] }) {
  if (p.messageIds.length === 0) return Promise.resolve([]);
  return db
    .select({ messageId: messageFile.messageId, id: storedFile.id, fileName: storedFile.fileName, contentType: storedFile.contentType, size: storedFile.size })
    .from(messageFile)
    .innerJoin(storedFile, and(eq(storedFile.campusId, messageFile.campusId), eq(storedFile.id, messageFile.storedFileId)))
    .where(and(eq(messageFile.campusId, p.campusId), inArray(messageFile.messageId, p.messageIds)));
}

/** One person's conversation with the caller, from her latest 2,000 messages (`conversations`). */
export type TConversationRow = {
  otherId: string;
  text: string;
  createdAt: Date;
  senderUserId: string;
  unread: number;
  /** The caller's latest message to this person (a class message's copy when `classMessageId` is set). */
  mine?: { text: string; createdAt: Date; classMessageId: string | null; academicClassId: string | null };
  /** What the person wrote after `mine` (all she wrote when the caller never wrote), the newest of it, and its unread. */
  after: number;
  unreadAfter: number;
  lastAfter?: { text: string; createdAt: Date };
};

/**
 * The caller's latest message with each person, newest first, and the unread ones from each (of her latest
 * 2,000 messages: a conversation quiet for longer than that is opened from the recipient list); with her own
 * latest message to each and what came back after it (so a class message's copies can be shown as one entry).
 */
export async function conversations(db: TQueryable, p: { campusId: string; userId: string }): Promise<TConversationRow[]> {
  const rows = await db
    .select({
      senderUserId: message.senderUserId,
      recipientUserId: message.recipientUserId,
      text: message.text,
      createdAt: message.createdAt,
      readAt: message.readAt,
      classMessageId: message.classMessageId,
      academicClassId: message.academicClassId,
    })
    .from(message)
    .where(and(eq(message.campusId, p.campusId), or(eq(message.senderUserId, p.userId), eq(message.recipientUserId, p.userId))))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(2000);
  const byOther = new Map<string, TConversationRow>();
  for (const r of rows) {
    const fromMe = r.senderUserId === p.userId;
    const otherId = fromMe ? r.recipientUserId : r.senderUserId;
    const entry = byOther.get(otherId) ?? { otherId, text: r.text, createdAt: r.createdAt, senderUserId: r.senderUserId, unread: 0, after: 0, unreadAfter: 0 };
    if (fromMe) {
      entry.mine ??= { text: r.text, createdAt: r.createdAt, classMessageId: r.classMessageId, academicClassId: r.academicClassId };
    } else {
      if (!r.readAt) entry.unread += 1;
      if (!entry.mine) {
        entry.after += 1;
        if (!r.readAt) entry.unreadAfter += 1;
        entry.lastAfter ??= { text: r.text, createdAt: r.createdAt };
      }
    }
    byOther.set(otherId, entry);
  }
  return [...byOther.values()];
}

/** How many accounts each of the caller's class messages went to (all its copies, not only the latest 2,000). */
export async function classMessageCounts(db: TQueryable, p: { campusId: string; userId: string; ids: string[] }) {
  if (p.ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: message.classMessageId, n: sql<number>`count(*)::int` })
    .from(message)
    .where(and(eq(message.campusId, p.campusId), eq(message.senderUserId, p.userId), inArray(message.classMessageId, p.ids)))
    .groupBy(message.classMessageId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** The copies of one class message the caller sent (none: not hers, another school's, unknown). */
export function classMessageCopies(db: TQueryable, p: { campusId: string; userId: string; classMessageId: string }) {
  return db
    .select({ copy: message, mobileActorType: appUser.mobileActorType })
    .from(message)
    .innerJoin(appUser, and(eq(appUser.campusId, message.campusId), eq(appUser.id, message.recipientUserId)))
    .where(and(eq(message.campusId, p.campusId), eq(message.senderUserId, p.userId), eq(message.classMessageId, p.classMessageId)))
    .orderBy(asc(message.id));
}

/**
 * The replies to a class message the caller sent: what each recipient wrote to her after her copy, until she wrote
 * to that person again (then the conversation is its own entry of her list), oldest first.
 */
export function classReplies(db: TQueryable, p: { campusId: string; userId: string; classMessageId: string }): Promise<TMessageRow[]> {
  const copy = alias(message, 'copy');
  const later = alias(message, 'later');
  return db
    .select({ reply: message })
    .from(message)
    .innerJoin(
      copy,
      and(
        eq(copy.campusId, message.campusId),
        eq(copy.classMessageId, p.classMessageId),
        eq(copy.senderUserId, p.userId),
        eq(copy.recipientUserId, message.senderUserId),
      ),
    )
    .where(
      and(
        eq(message.campusId, p.campusId),
        eq(message.recipientUserId, p.userId),
        gt(message.createdAt, copy.createdAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.campusId, message.campusId),
                eq(later.senderUserId, p.userId),
                eq(later.recipientUserId, message.senderUserId),
                gt(later.createdAt, copy.createdAt),
                lte(later.createdAt, message.createdAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(message.createdAt), asc(message.id))
    .limit(2000)
    .then((rows) => rows.map((r) => r.reply));
}

export async function markRead(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<number> {
  if (p.ids.length === 0) return 0;
  const rows = await db
    .update(message)
    .set({ readAt: new Date() })
    .where(and(eq(message.campusId, p.campusId), inArray(message.id, p.ids), isNull(message.readAt)))
    .returning({ id: message.id });
  return rows.length;
}

/** Accounts of the campus by id. */
export function usersByIds(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<TUserRow[]> {
  if (p.ids.length === 0) return Promise.resolve([]);
  return db
    .select(userColumns)
    .from(appUser)
    .where(and(eq(appUser.campusId, p.campusId), inArray(appUser.id, p.ids)));
}

/** Names of classes of the campus (any year). */
export function classNames(db: TQueryable, p: { campusId: string; ids: string[] }) {
  if (p.ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: academicClass.id, description: academicClass.description, descriptionEn: academicClass.descriptionEn })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), inArray(academicClass.id, p.ids)));
}

/** A message file the user sent or received. */
export async function fileOfUser(db: TQueryable, p: { campusId: string; userId: string; fileId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: messageFile.id })
    .from(messageFile)
    .innerJoin(message, and(eq(message.campusId, messageFile.campusId), eq(message.id, messageFile.messageId)))
    .where(
      and(
        eq(messageFile.campusId, p.campusId),
        eq(messageFile.storedFileId, p.fileId),
        or(eq(message.senderUserId, p.userId), eq(message.recipientUserId, p.userId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Classes of the current year: all of them, or those of `ids`; in the school's order. */
export async function currentClasses(db: TQueryable, p: { campusId: string; ids?: string[] }) {
  if (p.ids && p.ids.length === 0) return [];
  return db
    .select({ id: academicClass.id, code: academicClass.code, description: academicClass.description, descriptionEn: academicClass.descriptionEn })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(academicYear, and(eq(academicYear.campusId, academicClass.campusId), eq(academicYear.id, academicClass.academicYearId)))
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicYear.isCurrent, true), p.ids ? inArray(academicClass.id, p.ids) : undefined))
    .orderBy(asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code))
    .limit(1000);
}

/** One class of the campus (any year), or undefined. */
export async function classById(db: TQueryable, p: { campusId: string; id: string }) {
  const [row] = await db
    .select({ id: academicClass.id, description: academicClass.description, descriptionEn: academicClass.descriptionEn })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.id)));
  return row;
}

export async function insertMessages(db: TQueryable, values: Array<typeof message.$inferInsert>): Promise<TMessageRow[]> {
  if (values.length === 0) return [];
  return db.insert(message).values(values).returning();
}

export async function attachFiles(db: TQueryable, values: Array<typeof messageFile.$inferInsert>) {
  if (values.length > 0) await db.insert(messageFile).values(values);
}
