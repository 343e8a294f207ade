import type {
  TAcademicCourseLevel,
  TByLevelClassifiedSave,
  TCourseLevel,
  TCourseLevelCreate,
  TCourseLevelSelection,
  TCourseLevelSubject,
  TCourseLevelSubjectCreate,
  TCourseLevelSubjectUpdate,
  TCourseLevelUpdate,
} from '@school/contract';
import { ALL_LABEL } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { assertNotInUse } from '../../db/usage';
import { conflict, missingReference, notFound, codeTaken } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { requireLevelClassified } from '../level-classified/level-classified.service';
import { requireSubject } from '../subject/subject.service';
import { requireYear, yearOrCurrent } from '../academic-year/academic-year.service';
import { getAcademicClassRow } from '../academic-class/index';
import * as repo from './course-level.repository';

export const toCourseLevel = (r: repo.TCourseLevelRow): TCourseLevel => ({
  Id: r.level.id,
  Code: r.level.code,
  Description: r.level.description,
  DescriptionEn: r.level.descriptionEn,
  LevelClassifiedId: r.level.levelClassifiedId,
  LevelClassified: { Id: r.level.levelClassifiedId, Description: r.levelDescription, DescriptionEn: r.levelDescriptionEn },
  SortIndex: r.level.sortIndex,
  Version: r.level.version,
});

const toAcademicCourseLevel = (r: repo.TAcademicCourseLevelRow): TAcademicCourseLevel => ({
  Id: r.id,
  AcademicYearId: r.academicYearId,
  CourseLevelId: r.courseLevel.level.id,
  Code: r.courseLevel.level.code,
  Description: r.courseLevel.level.description,
  DescriptionEn: r.courseLevel.level.descriptionEn,
  LevelClassifiedId: r.courseLevel.level.levelClassifiedId,
  SortIndex: r.courseLevel.level.sortIndex,
});

/** spec: data-calls §3, the 'All' entry with empty value prepended to course level lists. */
const ALL_COURSE_LEVEL: TAcademicCourseLevel = { Id: '', AcademicYearId: '', CourseLevelId: '', Code: '', LevelClassifiedId: '', SortIndex: 0, ...ALL_LABEL };

export const toCourseLevelSubject = (r: repo.TCourseLevelSubjectRow): TCourseLevelSubject => ({
  Id: r.row.id,
  AcademicCourseLevelId: r.row.academicCourseLevelId,
  AcademicYearId: r.academicYearId,
  CourseLevelId: r.courseLevelId,
  CourseLevel: { Id: r.courseLevelId, Description: r.courseLevelDescription, DescriptionEn: r.courseLevelDescriptionEn },
  SubjectId: r.row.subjectId,
  Subject: { Id: r.row.subjectId, Code: r.subjectCode, Description: r.subjectDescription, DescriptionEn: r.subjectDescriptionEn },
  SubjectGroupRootId: r.row.subjectGroupRootId,
  Description: r.row.description,
  DescriptionEn: r.row.descriptionEn,
  IsScoring: r.row.isScoring,
  ProgramType: r.row.programType,
  SortIndex: r.row.sortIndex,
  Version: r.row.version,
});

export async function requireCourseLevel(db: TQueryable, campusId: string, id: string) {
  const row = await repo.getCourseLevel(db, { campusId, id });
  if (!row) throw missingReference('ថ្នាក់ទី', 'course level');
  return row;
}

// ---- Course levels

const courseLevelValues = (b: TCourseLevelCreate) => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  levelClassifiedId: b.LevelClassifiedId,
  sortIndex: b.SortIndex,
});

async function checkCourseLevel(db: TQueryable, campusId: string, body: TCourseLevelCreate, selfId?: string) {
  const found = await repo.findCourseLevelByCode(db, { campusId, code: body.Code });
  if (found && found.id !== selfId) throw codeTaken(body.Code);
  await requireLevelClassified(db, campusId, body.LevelClassifiedId);
}

export async function listCourseLevels(deps: TAppDeps, auth: TAuth, levelClassifiedId?: string) {
  const rows = await inTenant(deps, auth, (tx) => repo.listCourseLevels(tx, { campusId: auth.campusId, levelClassifiedId }));
  return rows.map(toCourseLevel);
}

export async function createCourseLevelIn(tx: TQueryable, campusId: string, body: TCourseLevelCreate) {
  await checkCourseLevel(tx, campusId, body);
  const row = await repo.insertCourseLevel(tx, { campusId, values: courseLevelValues(body) });
  return toCourseLevel((await repo.getCourseLevel(tx, { campusId, id: row.id }))!);
}
export const createCourseLevel = (deps: TAppDeps, auth: TAuth, body: TCourseLevelCreate) =>
  inTenant(deps, auth, (tx) => createCourseLevelIn(tx, auth.campusId, body));

export async function updateCourseLevelIn(tx: TQueryable, campusId: string, body: TCourseLevelUpdate) {
  await checkCourseLevel(tx, campusId, body, body.Id);
  await repo.courseLevelRows.update(tx, { campusId, id: body.Id, version: body.Version }, courseLevelValues(body));
  return toCourseLevel((await repo.getCourseLevel(tx, { campusId, id: body.Id }))!);
}
export const updateCourseLevel = (deps: TAppDeps, auth: TAuth, body: TCourseLevelUpdate) =>
  inTenant(deps, auth, (tx) => updateCourseLevelIn(tx, auth.campusId, body));

export async function deleteCourseLevelIn(tx: TQueryable, campusId: string, id: string) {
  const row = await repo.getCourseLevel(tx, { campusId, id });
  if (!row) throw notFound();
  await assertNotInUse(tx, { table: 'course_level', campusId, id, name: row.level.description, nameEn: row.level.descriptionEn });
  await repo.courseLevelRows.delete(tx, { campusId, id });
}
export const deleteCourseLevel = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => deleteCourseLevelIn(tx, auth.campusId, id));

// ---- Academic course levels

export async function listAcademicCourseLevels(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; levelClassifiedId?: string; includeAll: boolean }) {
  const rows = await inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    if (!year) return [];
    return repo.listAcademicCourseLevels(tx, { campusId: auth.campusId, academicYearId: year.id, levelClassifiedId: q.levelClassifiedId });
  });
  const list = rows.map(toAcademicCourseLevel);
  return q.includeAll ? [ALL_COURSE_LEVEL, ...list] : list;
}

export async function filterSubject(
  deps: TAppDeps,
  auth: TAuth,
  q: { levelClassifiedId?: string; subjectId?: string; programType?: number; academicYearId?: string },
) {
  const rows = await inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    if (!year) return [];
    return repo.listAcademicCourseLevels(tx, {
      campusId: auth.campusId,
      academicYearId: year.id,
      levelClassifiedId: q.levelClassifiedId,
      subjectId: q.subjectId,
      programType: q.programType,
    });
  });
  return rows.map(toAcademicCourseLevel);
}

async function selection(tx: TQueryable, campusId: string, levelClassifiedId: string, academicYearId: string): Promise<TCourseLevelSelection[]> {
  const levels = await repo.listCourseLevels(tx, { campusId, levelClassifiedId });
  const offered = await repo.listAcademicCourseLevels(tx, { campusId, academicYearId, levelClassifiedId });
  return levels.map((l) => {
    const found = offered.find((o) => o.courseLevel.level.id === l.level.id);
    return { ...toCourseLevel(l), IsSelected: !!found, AcademicCourseLevelId: found?.id ?? null };
  });
}

export function listByLevelClassified(deps: TAppDeps, auth: TAuth, q: { levelClassifiedId: string; academicYearId?: string }) {
  return inTenant(deps, auth, async (tx) => {
    await requireLevelClassified(tx, auth.campusId, q.levelClassifiedId);
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    if (!year) return [];
    return selection(tx, auth.campusId, q.levelClassifiedId, year.id);
  });
}

/** Offers exactly the given grades of a level in a year; a removed grade still in use refuses the whole save. */
export async function saveByLevelClassifiedIn(tx: TQueryable, campusId: string, body: TByLevelClassifiedSave) {
  await requireLevelClassified(tx, campusId, body.LevelClassifiedId);
  await requireYear(tx, campusId, body.AcademicYearId);
  const levels = await repo.listCourseLevels(tx, { campusId, levelClassifiedId: body.LevelClassifiedId });
  for (const id of body.CourseLevelIds) {
    if (!levels.some((l) => l.level.id === id)) throw missingReference('ថ្នាក់ទីនៃកម្រិតសិក្សានេះ', 'course level of this level classified');
  }
  const offered = await repo.listAcademicCourseLevels(tx, { campusId, academicYearId: body.AcademicYearId, levelClassifiedId: body.LevelClassifiedId });
  for (const o of offered) {
    if (body.CourseLevelIds.includes(o.courseLevel.level.id)) continue;
    await assertNotInUse(tx, {
      table: 'academic_course_level',
      campusId,
      id: o.id,
      name: o.courseLevel.level.description,
      nameEn: o.courseLevel.level.descriptionEn,
    });
    if (await repo.hasClasses(tx, { campusId, academicYearId: body.AcademicYearId, courseLevelId: o.courseLevel.level.id }))
      throw conflict(
        `មិនអាចដក «${o.courseLevel.level.description}» ចេញពីឆ្នាំសិក្សាបានទេ ព្រោះមានថ្នាក់រៀន`,
        `'${o.courseLevel.level.descriptionEn}' cannot be removed from the year: it has classes`,
      );
    await repo.deleteAcademicCourseLevel(tx, { campusId, id: o.id });
  }
  for (const courseLevelId of body.CourseLevelIds) await repo.ensureAcademicCourseLevel(tx, { campusId, academicYearId: body.AcademicYearId, courseLevelId });
  return selection(tx, campusId, body.LevelClassifiedId, body.AcademicYearId);
}
export const saveByLevelClassified = (deps: TAppDeps, auth: TAuth, body: TByLevelClassifiedSave) =>
  inTenant(deps, auth, (tx) => saveByLevelClassifiedIn(tx, auth.campusId, body));

// ---- Course level subjects

export async function listCourseLevelSubjects(
  deps: TAppDeps,
  auth: TAuth,
  q: { academicClassId?: string; academicCourseLevelId?: string; subjectGroupRootId?: string; programType?: number; academicYearId?: string },
) {
  const rows = await inTenant(deps, auth, async (tx) => {
    let academicCourseLevelId = q.academicCourseLevelId;
    let programType = q.programType;
    if (q.academicClassId) {
      const cls = await getAcademicClassRow(tx, { campusId: auth.campusId, id: q.academicClassId });
      if (!cls) throw missingReference('ថ្នាក់', 'class');
      academicCourseLevelId = await repo.ensureAcademicCourseLevel(tx, {
        campusId: auth.campusId,
        academicYearId: cls.academicYearId,
        courseLevelId: cls.courseLevelId,
      });
      programType ??= cls.programType;
    }
    return repo.listCourseLevelSubjects(tx, {
      campusId: auth.campusId,
      academicCourseLevelId,
      rootId: q.subjectGroupRootId,
      programType,
      academicYearId: q.academicYearId,
    });
  });
  return rows.map(toCourseLevelSubject);
}

async function courseLevelSubjectValues(
  tx: TQueryable,
  campusId: string,
  b: TCourseLevelSubjectCreate,
  selfId?: string,
): Promise<repo.TCourseLevelSubjectValues> {
  const acl = await repo.getAcademicCourseLevel(tx, { campusId, id: b.AcademicCourseLevelId });
  if (!acl) throw missingReference('ថ្នាក់ទីនៃឆ្នាំសិក្សា', 'academic course level');
  const s = await requireSubject(tx, campusId, b.SubjectId);
  const existing = await repo.findCourseLevelSubject(tx, {
    campusId,
    academicCourseLevelId: b.AcademicCourseLevelId,
    subjectId: b.SubjectId,
    programType: b.ProgramType,
  });
  if (existing && existing.id !== selfId)
    throw conflict(
      `មុខវិជ្ជា «${s.subject.code}» មានរួចហើយក្នុង${acl.courseLevel.level.description}`,
      `The subject '${s.subject.code}' is already taught in ${acl.courseLevel.level.descriptionEn}`,
    );
  return {
    academicCourseLevelId: b.AcademicCourseLevelId,
    subjectId: b.SubjectId,
    subjectGroupRootId: s.rootId,
    description: b.Description ?? s.subject.description,
    descriptionEn: b.DescriptionEn ?? s.subject.descriptionEn,
    isScoring: b.IsScoring,
    programType: b.ProgramType,
    sortIndex: b.SortIndex,
  };
}

export async function createCourseLevelSubjectIn(tx: TQueryable, campusId: string, body: TCourseLevelSubjectCreate) {
  const row = await repo.insertCourseLevelSubject(tx, { campusId, values: await courseLevelSubjectValues(tx, campusId, body) });
  return toCourseLevelSubject((await repo.getCourseLevelSubject(tx, { campusId, id: row.id }))!);
}
export const createCourseLevelSubject = (deps: TAppDeps, auth: TAuth, body: TCourseLevelSubjectCreate) =>
  inTenant(deps, auth, (tx) => createCourseLevelSubjectIn(tx, auth.campusId, body));

export async function updateCourseLevelSubjectIn(tx: TQueryable, campusId: string, body: TCourseLevelSubjectUpdate) {
  const values = await courseLevelSubjectValues(tx, campusId, body, body.Id);
  await repo.courseLevelSubjectRows.update(tx, { campusId, id: body.Id, version: body.Version }, values);
  return toCourseLevelSubject((await repo.getCourseLevelSubject(tx, { campusId, id: body.Id }))!);
}
export const updateCourseLevelSubject = (deps: TAppDeps, auth: TAuth, body: TCourseLevelSubjectUpdate) =>
  inTenant(deps, auth, (tx) => updateCourseLevelSubjectIn(tx, auth.campusId, body));

export async function deleteCourseLevelSubjectIn(tx: TQueryable, campusId: string, id: string) {
  const row = await repo.getCourseLevelSubject(tx, { campusId, id });
  if (!row) throw notFound();
  await assertNotInUse(tx, {
    table: 'course_level_subject',
    campusId,
    id,
    name: `${row.row.description} (${row.courseLevelDescription})`,
    nameEn: `${row.row.descriptionEn} (${row.courseLevelDescriptionEn})`,
  });
  await repo.courseLevelSubjectRows.delete(tx, { campusId, id });
}
export const deleteCourseLevelSubject = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) => deleteCourseLevelSubjectIn(tx, auth.campusId, id));
