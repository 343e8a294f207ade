import { ACTOR_TYPE } from '@school/contract';
import type { TClassLinkSave, TClassLive, TClassLiveStart, TClassLiveUpdate, TClassroom, TClassroomDetail } from '@school/contract/classroom/classroom.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TTx } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { conflict, forbidden, notFound, stale } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { fullName } from '../../lib/person-name';
import { notify } from '../notification/notification.service';
import { accountsOfStudentsIn, classesOfStudentIn, classSubjectPairsIn, homeworkAccountOf, pairsOfEmployeeIn, type TPair } from '../homework/index';
import * as repo from './classroom.repository';

/**
 * Classroom and live class (issue 15). Reach as homework (ARCHITECTURE 'Classroom and live class'): the office
 * (MANAGE_HOMEWORK) every class × subject of the campus, a teacher the pairs of her teaching assignments, a
 * student the classes she is placed in (read and join only). Out of reach answers 404; a student who reaches a
 * live class but would change it, 403.
 */
const OFFICE_KEY = 'MANAGE_HOMEWORK';
const classroomNotFound = () => notFound('រកមិនឃើញថ្នាក់រៀននេះទេ', 'The classroom was not found');
const liveNotFound = () => notFound('រកមិនឃើញថ្នាក់ផ្ទាល់នេះទេ', 'The live class was not found');
const liveClosed = () => conflict('ថ្នាក់ផ្ទាល់នេះបានបិទហើយ', 'This live class has already been closed');

type TCaller =
  | { kind: 'office'; auth: TAuth }
  | { kind: 'teacher'; auth: TAuth; pairs: TPair[] }
  | { kind: 'student'; auth: TAuth; studentId: string | null; classIds: string[] };

async function callerOf(tx: TTx, auth: TAuth): Promise<TCaller> {
  if (auth.permissions.has(OFFICE_KEY)) return { kind: 'office', auth };
  if (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId) {
    return { kind: 'teacher', auth, pairs: await pairsOfEmployeeIn(tx, { campusId: auth.campusId, employeeId: auth.actorId }) };
  }
  const studentId = auth.actorType === ACTOR_TYPE.STUDENT && auth.actorId ? auth.actorId : null;
  const classIds = studentId ? await classesOfStudentIn(tx, { campusId: auth.campusId, studentId }) : [];
  return { kind: 'student', auth, studentId, classIds };
}

const teaches = (c: TCaller, classId: string, courseLevelSubjectId: string) =>
  c.kind === 'office' || (c.kind === 'teacher' && c.pairs.some((p) => p.classId === classId && p.courseLevelSubjectId === courseLevelSubjectId));
const reaches = (c: TCaller, classId: string, courseLevelSubjectId: string) =>
  teaches(c, classId, courseLevelSubjectId) || (c.kind === 'student' && c.classIds.includes(classId));

/** Monday 00:00 to the next Monday in Phnom Penh (UTC+7) of `now`. */
export function weekOf(now: Date): { from: Date; to: Date } {
  const local = new Date(now.getTime() + 7 * 3_600_000);
  const day = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day) - 7 * 3_600_000;
  return { from: new Date(monday), to: new Date(monday + 7 * 86_400_000) };
}

async function livesWire(tx: TTx, c: TCaller, rows: Awaited<ReturnType<typeof repo.livesOf>>): Promise<TClassLive[]> {
  const joins = await repo.joinsOf(tx, { campusId: c.auth.campusId, liveIds: rows.map((r) => r.live.id) });
  return rows.map(({ live: l, subject, subjectEn }) => {
    const manage = teaches(c, l.academicClassId, l.courseLevelSubjectId);
    return {
      Id: l.id,
      AcademicClassId: l.academicClassId,
      CourseLevelSubjectId: l.courseLevelSubjectId,
      Subject: subject,
      SubjectEn: subjectEn,
      Link: l.link,
      IsLive: l.isLive,
      StartedAt: l.startedAt.toISOString(),
      ClosedAt: l.closedAt?.toISOString() ?? null,
      StartedBy: l.startedBy,
      StartedByEn: l.startedByEn,
      Joins: joins
        .filter((j) => j.classLiveId === l.id && (manage || j.userId === c.auth.userId))
        .map((j) => ({ StudentId: j.studentId, FullName: j.fullName, FullNameEn: j.fullNameEn, JoinedAt: j.joinedAt.toISOString() })),
      CanManage: manage,
      Version: l.version,
    };
  });
}

async function liveWire(tx: TTx, c: TCaller, id: string): Promise<TClassLive> {
  const rows = await repo.livesOf(tx, { campusId: c.auth.campusId, ids: [id], closed: true });
  return (await livesWire(tx, c, rows))[0]!;
}

/** The caller's classrooms of the current year (a student: of her classes), each with its teachers, counts and live class. */
async function classrooms(tx: TTx, c: TCaller, only?: { classId: string; courseLevelSubjectId: string }): Promise<TClassroom[]> {
  const campusId = c.auth.campusId;
  const pairs = await classSubjectPairsIn(tx, {
    campusId,
    employeeId: c.kind === 'teacher' ? (c.auth.actorId ?? undefined) : undefined,
    classIds: only ? [only.classId] : c.kind === 'student' ? c.classIds : undefined,
  });
  const mine = pairs.filter(
    (p) =>
      reaches(c, p.academicClassId, p.courseLevelSubjectId) &&
      (!only || (p.academicClassId === only.classId && p.courseLevelSubjectId === only.courseLevelSubjectId)),
  );
  const classIds = [...new Set(mine.map((p) => p.academicClassId))];
  const teachers = await repo.teachersOf(tx, { campusId, classIds });
  const week = weekOf(new Date());
  const counts = await repo.homeworkCounts(tx, { campusId, classIds, ...week });
  const lives = await livesWire(tx, c, await repo.livesOf(tx, { campusId, classIds }));
  const links = await repo.linksOf(tx, { campusId, classIds });
  const same = (a: { academicClassId: string; courseLevelSubjectId: string }) => (b: { academicClassId: string; courseLevelSubjectId: string }) =>
    a.academicClassId === b.academicClassId && a.courseLevelSubjectId === b.courseLevelSubjectId;
  return mine.map((p) => {
    const ts = teachers.filter(same(p));
    const manage = teaches(c, p.academicClassId, p.courseLevelSubjectId);
    return {
      AcademicClassId: p.academicClassId,
      AcademicClass: p.academicClass,
      AcademicClassEn: p.academicClassEn,
      CourseLevelSubjectId: p.courseLevelSubjectId,
      SubjectId: p.subjectId,
      Subject: p.subject,
      SubjectEn: p.subjectEn,
      Teacher: ts.map((t) => fullName(t.lastName, t.firstName)).join(', '),
      TeacherEn: ts.map((t) => fullName(t.lastNameEn, t.firstNameEn)).join(', '),
      HomeworkThisWeek: counts.find(same(p))?.n ?? 0,
      Live: lives.find((l) => l.AcademicClassId === p.academicClassId && l.CourseLevelSubjectId === p.courseLevelSubjectId) ?? null,
      Link: manage ? (links.find(same(p))?.link ?? null) : null,
      CanManage: manage,
    };
  });
}

export function listClassrooms(deps: TAppDeps, auth: TAuth): Promise<TClassroom[]> {
  return inTenant(deps, auth, async (tx) => classrooms(tx, await callerOf(tx, auth)));
}

export function classroomDetail(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; courseLevelSubjectId: string }): Promise<TClassroomDetail> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const [room] = await classrooms(tx, c, { classId: q.academicClassId, courseLevelSubjectId: q.courseLevelSubjectId });
    if (!room) throw classroomNotFound();
    const students = room.CanManage ? await repo.studentsOfClass(tx, { campusId: auth.campusId, classId: q.academicClassId }) : [];
    return {
      ...room,
      Students: students.map((s) => ({
        StudentId: s.studentId,
        StudentCode: s.code,
        FullName: fullName(s.lastName, s.firstName),
        FullNameEn: fullName(s.lastNameEn, s.firstNameEn),
        Gender: s.gender,
      })),
    };
  });
}

/** The live classes of a class the caller reaches (a teacher: of her subjects there). */
export function listLives(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; courseLevelSubjectId?: string }): Promise<TClassLive[]> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const rooms = (await classrooms(tx, c)).filter((r) => r.AcademicClassId === q.academicClassId);
    const inClass = c.kind === 'student' ? c.classIds.includes(q.academicClassId) : c.kind === 'office' || rooms.length > 0;
    if (!inClass) throw classroomNotFound();
    const rows = await repo.livesOf(tx, { campusId: auth.campusId, classIds: [q.academicClassId], closed: true });
    const seen = rows.filter(
      (r) =>
        (c.kind !== 'teacher' || teaches(c, r.live.academicClassId, r.live.courseLevelSubjectId)) &&
        (!q.courseLevelSubjectId || r.live.courseLevelSubjectId === q.courseLevelSubjectId),
    );
    return livesWire(tx, c, seen);
  });
}

/** A pair the caller may change: 404 unless she reaches it (and it exists in the campus), 403 for a student. */
async function managedPair(tx: TTx, c: TCaller, classId: string, courseLevelSubjectId: string) {
  const [room] = await classSubjectPairsIn(tx, { campusId: c.auth.campusId, classIds: [classId] }).then((ps) =>
    ps.filter((p) => p.courseLevelSubjectId === courseLevelSubjectId),
  );
  if (!room || !reaches(c, classId, courseLevelSubjectId)) throw classroomNotFound();
  if (!teaches(c, classId, courseLevelSubjectId)) throw forbidden();
  return room;
}

export function startLive(deps: TAppDeps, auth: TAuth, body: TClassLiveStart): Promise<TClassLive> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const room = await managedPair(tx, c, body.AcademicClassId, body.CourseLevelSubjectId);
    const me = await homeworkAccountOf(tx, { campusId: auth.campusId, userId: auth.userId });
    const id = await repo.insertLive(tx, {
      campusId: auth.campusId,
      values: {
        id: newId(),
        academicClassId: body.AcademicClassId,
        courseLevelSubjectId: body.CourseLevelSubjectId,
        link: body.Link,
        startedByUserId: auth.userId,
        startedBy: me ? fullName(me.lastName, me.firstName) || me.username : '',
        startedByEn: me ? fullName(me.lastNameEn, me.firstNameEn) || me.username : '',
      },
    });
    if (!id) throw conflict('ថ្នាក់ផ្ទាល់នៃថ្នាក់ និងមុខវិជ្ជានេះកំពុងបើករួចហើយ', 'A live class is already open for this class and subject');
    // The class's students hear that it is live (topic HOMEWORK: the learning notices).
    const students = await repo.studentsOfClass(tx, { campusId: auth.campusId, classId: body.AcademicClassId });
    const userIds = await accountsOfStudentsIn(tx, { campusId: auth.campusId, studentIds: students.map((x) => x.studentId), guardians: false });
    await notify(tx, {
      campusId: auth.campusId,
      userIds,
      topic: 'HOMEWORK',
      title: `ថ្នាក់ផ្ទាល់កំពុងចាប់ផ្តើម៖ ${room.subject} ${room.academicClass}`,
      titleEn: `Live class now: ${room.subjectEn} ${room.academicClassEn}`,
      description: 'ចុច «ចូលរួម» នៅលើទំព័រថ្នាក់រៀន',
      descriptionEn: 'Press Join on the Classroom page',
      link: `/classroom/detail?academicClassId=${body.AcademicClassId}&courseLevelSubjectId=${body.CourseLevelSubjectId}`,
    });
    return liveWire(tx, c, id);
  });
}

async function managedLive(tx: TTx, c: TCaller, id: string) {
  const live = await repo.liveById(tx, { campusId: c.auth.campusId, id });
  if (!live || !reaches(c, live.academicClassId, live.courseLevelSubjectId)) throw liveNotFound();
  if (!teaches(c, live.academicClassId, live.courseLevelSubjectId)) throw forbidden();
  if (!live.isLive) throw liveClosed();
  return live;
}

export function updateLive(deps: TAppDeps, auth: TAuth, body: TClassLiveUpdate): Promise<TClassLive> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    await managedLive(tx, c, body.Id);
    if (!(await repo.saveLive(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values: { link: body.Link } }))) throw stale();
    return liveWire(tx, c, body.Id);
  });
}

export function closeLive(deps: TAppDeps, auth: TAuth, q: { id: string; version?: number }): Promise<TClassLive> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    await managedLive(tx, c, q.id);
    const saved = await repo.saveLive(tx, { campusId: auth.campusId, id: q.id, version: q.version, values: { isLive: false, closedAt: new Date() } });
    if (!saved) throw stale();
    return liveWire(tx, c, q.id);
  });
}

/** Joins an open live class the caller reaches: recorded once per account (the first time kept); answers the link. */
export function joinLive(deps: TAppDeps, auth: TAuth, classLiveId: string): Promise<{ Link: string; JoinedAt: string }> {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    const live = await repo.liveById(tx, { campusId: auth.campusId, id: classLiveId });
    if (!live || !reaches(c, live.academicClassId, live.courseLevelSubjectId)) throw liveNotFound();
    if (!live.isLive) throw liveClosed();
    const me = await homeworkAccountOf(tx, { campusId: auth.campusId, userId: auth.userId });
    const joinedAt = await repo.insertJoin(tx, {
      campusId: auth.campusId,
      values: {
        id: newId(),
        classLiveId,
        userId: auth.userId,
        studentId: c.kind === 'student' ? c.studentId : null,
        fullName: me ? fullName(me.lastName, me.firstName) || me.username : '',
        fullNameEn: me ? fullName(me.lastNameEn, me.firstNameEn) || me.username : '',
      },
    });
    return { Link: live.link, JoinedAt: joinedAt.toISOString() };
  });
}

export function saveLink(deps: TAppDeps, auth: TAuth, body: TClassLinkSave) {
  return inTenant(deps, auth, async (tx) => {
    const c = await callerOf(tx, auth);
    await managedPair(tx, c, body.AcademicClassId, body.CourseLevelSubjectId);
    await repo.saveLink(tx, {
      campusId: auth.campusId,
      id: newId(),
      academicClassId: body.AcademicClassId,
      courseLevelSubjectId: body.CourseLevelSubjectId,
      link: body.Link,
    });
    return { AcademicClassId: body.AcademicClassId, CourseLevelSubjectId: body.CourseLevelSubjectId, Link: body.Link };
  });
}
