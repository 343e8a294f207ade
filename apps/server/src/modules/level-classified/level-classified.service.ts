import type { TLevelClassified, TLevelClassifiedCreate, TLevelClassifiedUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { deleteUnused } from '../../db/usage';
import { codeTaken, missingReference } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import * as repo from './level-classified.repository';

const DEFAULT_DAYS = [1, 2, 3, 4, 5, 6];

export const toLevelClassified = (r: repo.TLevelClassifiedRow): TLevelClassified => ({
  Id: r.id,
  Code: r.code,
  Description: r.description,
  DescriptionEn: r.descriptionEn,
  LevelClassifyGroup: r.levelClassifyGroup,
  Days: [...r.studyDays].sort((a, b) => a - b),
  SortIndex: r.sortIndex,
  Version: r.version,
});

const values = (b: TLevelClassifiedCreate): repo.TLevelClassifiedValues => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  levelClassifyGroup: b.LevelClassifyGroup,
  studyDays: b.Days.length > 0 ? b.Days : DEFAULT_DAYS,
  sortIndex: b.SortIndex,
});

export async function requireLevelClassified(db: TQueryable, campusId: string, id: string) {
  const row = await repo.getLevelClassified(db, { campusId, id });
  if (!row) throw missingReference('កម្រិតសិក្សា', 'level classified');
  return row;
}

async function assertCodeFree(db: TQueryable, campusId: string, code: string, selfId?: string) {
  const found = await repo.findLevelClassifiedByCode(db, { campusId, code });
  if (found && found.id !== selfId) throw codeTaken(code);
}

export async function listLevelClassified(deps: TAppDeps, auth: TAuth) {
  const rows = await inTenant(deps, auth, (tx) => repo.listLevelClassified(tx, { campusId: auth.campusId }));
  return rows.map(toLevelClassified);
}

export async function createLevelClassifiedIn(tx: TQueryable, campusId: string, body: TLevelClassifiedCreate) {
  await assertCodeFree(tx, campusId, body.Code);
  return toLevelClassified(await repo.insertLevelClassified(tx, { campusId, values: values(body) }));
}

export function createLevelClassified(deps: TAppDeps, auth: TAuth, body: TLevelClassifiedCreate) {
  return inTenant(deps, auth, (tx) => createLevelClassifiedIn(tx, auth.campusId, body));
}

export function updateLevelClassified(deps: TAppDeps, auth: TAuth, body: TLevelClassifiedUpdate) {
  return inTenant(deps, auth, async (tx) => {
    await assertCodeFree(tx, auth.campusId, body.Code, body.Id);
    await repo.academicLevelClassifiedRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, values(body));
    return toLevelClassified((await repo.getLevelClassified(tx, { campusId: auth.campusId, id: body.Id }))!);
  });
}

export function deleteLevelClassified(deps: TAppDeps, auth: TAuth, id: string) {
  return inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, {
      table: 'academic_level_classified',
      key: { campusId: auth.campusId, id },
      get: repo.getLevelClassified,
      remove: repo.academicLevelClassifiedRows.delete,
    });
  });
}

export async function listLevelClassifiedByEmployee(deps: TAppDeps, auth: TAuth, employeeId: string) {
  const rows = await inTenant(deps, auth, (tx) => repo.listLevelClassifiedByEmployee(tx, { campusId: auth.campusId, employeeId }));
  return rows.map(toLevelClassified);
}
