import type { TGradeMatrix, TGradeMatrixCreate, TGradeMatrixUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { conflict, notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { requireYear } from '../academic-year/academic-year.service';
import { requireLevelClassified } from '../level-classified/level-classified.service';
import * as repo from './grade-matrix.repository';

export const toGradeMatrix = (r: repo.TGradeMatrixRow): TGradeMatrix => ({
  Id: r.id,
  AcademicYearId: r.academicYearId,
  LevelClassifiedId: r.levelClassifiedId,
  Grade: r.grade,
  Mention: r.mention,
  MentionEn: r.mentionEn,
  MinScore: r.minScore,
  MaxScore: r.maxScore,
  ScoreType: r.scoreType,
  GradeType: r.gradeType,
  IsPass: r.isPass,
  SortIndex: r.sortIndex,
  Version: r.version,
});

const values = (b: TGradeMatrixCreate): repo.TGradeMatrixValues => ({
  academicYearId: b.AcademicYearId,
  levelClassifiedId: b.LevelClassifiedId,
  grade: b.Grade.toUpperCase(),
  mention: b.Mention,
  mentionEn: b.MentionEn,
  minScore: b.MinScore,
  maxScore: b.MaxScore,
  scoreType: b.ScoreType,
  gradeType: b.GradeType,
  isPass: b.IsPass,
  sortIndex: b.SortIndex,
});

/**
 * A grade letter appears once per scale, and ranges of one scale never overlap. A range is read as
 * [MinScore, MaxScore): 90–100 and 80–90 meet at 90 without overlapping (90 is an A); the top grade's
 * range includes its maximum.
 */
async function checkScale(tx: TQueryable, campusId: string, b: TGradeMatrixCreate, selfId?: string) {
  await requireYear(tx, campusId, b.AcademicYearId);
  await requireLevelClassified(tx, campusId, b.LevelClassifiedId);
  const scale = (
    await repo.listScale(tx, {
      campusId,
      academicYearId: b.AcademicYearId,
      levelClassifiedId: b.LevelClassifiedId,
      gradeType: b.GradeType,
      scoreType: b.ScoreType,
    })
  ).filter((r) => r.id !== selfId);
  const grade = b.Grade.toUpperCase();
  if (scale.some((r) => r.grade.toUpperCase() === grade)) throw conflict(`និទ្ទេស «${grade}» មានរួចហើយ`, `The grade '${grade}' already exists`);
  const overlap = scale.find((r) => b.MinScore < r.maxScore && r.minScore < b.MaxScore);
  if (overlap)
    throw conflict(
      `ចន្លោះពិន្ទុនៃនិទ្ទេស «${grade}» ជាន់គ្នាជាមួយនិទ្ទេស «${overlap.grade}»`,
      `The score range of grade '${grade}' overlaps grade '${overlap.grade}' (${overlap.minScore}–${overlap.maxScore})`,
    );
}

export async function listGradeMatrix(deps: TAppDeps, auth: TAuth, q: { academicYearId: string; levelClassifiedId?: string }) {
  return (await inTenant(deps, auth, (tx) => repo.listGradeMatrix(tx, { campusId: auth.campusId, ...q }))).map(toGradeMatrix);
}

export const createGradeMatrix = (deps: TAppDeps, auth: TAuth, body: TGradeMatrixCreate) =>
  inTenant(deps, auth, async (tx) => {
    await checkScale(tx, auth.campusId, body);
    const [row] = await repo.insertGradeMatrix(tx, { campusId: auth.campusId, rows: [values(body)] });
    return toGradeMatrix(row!);
  });

export const updateGradeMatrix = (deps: TAppDeps, auth: TAuth, body: TGradeMatrixUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkScale(tx, auth.campusId, body, body.Id);
    await repo.gradeMatrixRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, values(body));
    return toGradeMatrix((await repo.getGradeMatrix(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteGradeMatrix = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    if (!(await repo.getGradeMatrix(tx, { campusId: auth.campusId, id }))) throw notFound();
    await repo.gradeMatrixRows.delete(tx, { campusId: auth.campusId, id });
  });
