import type { TStandardScore, TStandardScoreCreate, TStandardScoreUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { assertNotInUse } from '../../db/usage';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { requireYear } from '../academic-year/academic-year.service';
import { requireCourseLevel } from '../course-level/course-level.service';
import { requireRoot, requireSubject } from '../subject/subject.service';
import * as repo from './standard-score.repository';

export const toStandardScore = (r: repo.TStandardScoreRow): TStandardScore => ({
  Id: r.row.id,
  AcademicYearId: r.row.academicYearId,
  SubjectGroupRootId: r.row.subjectGroupRootId,
  CourseLevelId: r.row.courseLevelId,
  CourseLevel: { Id: r.row.courseLevelId, Description: r.courseLevelDescription, DescriptionEn: r.courseLevelDescriptionEn },
  ProgramType: r.row.programType,
  SubjectId: r.row.subjectId,
  Subject: { Id: r.row.subjectId, Code: r.subjectCode, Description: r.subjectDescription, DescriptionEn: r.subjectDescriptionEn },
  MaxScore: r.row.maxScore,
  Coefficient: r.row.coefficient,
  PassScore: r.row.passScore,
  StandardScoreType: r.row.standardScoreType,
  StandardScoreSubjectType: r.row.standardScoreSubjectType,
  SortIndex: r.row.sortIndex,
  Version: r.row.version,
});

/** Checks references and uniqueness (year, grade, program type, subject) and answers the row values. */
export async function standardScoreValues(tx: TQueryable, campusId: string, b: TStandardScoreCreate, selfId?: string): Promise<repo.TStandardScoreValues> {
  await requireYear(tx, campusId, b.AcademicYearId);
  await requireRoot(tx, campusId, b.SubjectGroupRootId);
  const grade = await requireCourseLevel(tx, campusId, b.CourseLevelId);
  const s = await requireSubject(tx, campusId, b.SubjectId);
  if (s.rootId !== b.SubjectGroupRootId)
    throw badRequest('មុខវិជ្ជានេះមិនស្ថិតក្នុងក្រុមមុខវិជ្ជាមេនេះទេ', `The subject '${s.subject.code}' is not in this subject group root`);
  const existing = await repo.findStandardScore(tx, {
    campusId,
    academicYearId: b.AcademicYearId,
    courseLevelId: b.CourseLevelId,
    programType: b.ProgramType,
    subjectId: b.SubjectId,
  });
  if (existing && existing.id !== selfId)
    throw conflict(
      `ពិន្ទុស្តង់ដារនៃមុខវិជ្ជា «${s.subject.code}» សម្រាប់${grade.level.description} មានរួចហើយ`,
      `The standard score of '${s.subject.code}' for ${grade.level.descriptionEn} already exists`,
    );
  return {
    academicYearId: b.AcademicYearId,
    subjectGroupRootId: b.SubjectGroupRootId,
    courseLevelId: b.CourseLevelId,
    programType: b.ProgramType,
    subjectId: b.SubjectId,
    maxScore: b.MaxScore,
    coefficient: b.Coefficient,
    passScore: b.PassScore ?? b.MaxScore / 2,
    standardScoreType: b.StandardScoreType,
    standardScoreSubjectType: b.StandardScoreSubjectType,
    sortIndex: b.SortIndex,
  };
}

export async function listStandardScores(
  deps: TAppDeps,
  auth: TAuth,
  q: { academicYearId: string; subjectGroupRootId?: string; courseLevelId?: string; programType?: number },
) {
  const rows = await inTenant(deps, auth, (tx) =>
    repo.listStandardScores(tx, {
      campusId: auth.campusId,
      academicYearId: q.academicYearId,
      rootId: q.subjectGroupRootId,
      courseLevelId: q.courseLevelId,
      programType: q.programType,
    }),
  );
  return rows.map(toStandardScore);
}

export const createStandardScore = (deps: TAppDeps, auth: TAuth, body: TStandardScoreCreate) =>
  inTenant(deps, auth, async (tx) => {
    const [row] = await repo.insertStandardScores(tx, { campusId: auth.campusId, rows: [await standardScoreValues(tx, auth.campusId, body)] });
    return toStandardScore((await repo.getStandardScore(tx, { campusId: auth.campusId, id: row!.id }))!);
  });

export const updateStandardScore = (deps: TAppDeps, auth: TAuth, body: TStandardScoreUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const values = await standardScoreValues(tx, auth.campusId, body, body.Id);
    await repo.subjectStandardScoreRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, values);
    return toStandardScore((await repo.getStandardScore(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteStandardScore = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    const row = await repo.getStandardScore(tx, { campusId: auth.campusId, id });
    if (!row) throw notFound();
    await assertNotInUse(tx, {
      table: 'subject_standard_score',
      campusId: auth.campusId,
      id,
      name: `${row.subjectDescription} (${row.courseLevelDescription})`,
      nameEn: `${row.subjectDescriptionEn} (${row.courseLevelDescriptionEn})`,
    });
    await repo.subjectStandardScoreRows.delete(tx, { campusId: auth.campusId, id });
  });
