import type { TClassGroup, TClassGroupCreate, TClassGroupUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { deleteUnused } from '../../db/usage';
import { codeTaken, missingReference } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import * as repo from './class-group.repository';

export const toClassGroup = (r: repo.TClassGroupRow): TClassGroup => ({
  Id: r.id,
  Code: r.code,
  Description: r.description,
  DescriptionEn: r.descriptionEn,
  SortIndex: r.sortIndex,
  Version: r.version,
});
const values = (b: TClassGroupCreate) => ({ code: b.Code, description: b.Description, descriptionEn: b.DescriptionEn, sortIndex: b.SortIndex });

export async function requireClassGroup(db: TQueryable, campusId: string, id: string) {
  const row = await repo.getClassGroup(db, { campusId, id });
  if (!row) throw missingReference('ក្រុមថ្នាក់', 'class group');
  return row;
}

export async function listClassGroups(deps: TAppDeps, auth: TAuth) {
  return (await inTenant(deps, auth, (tx) => repo.listClassGroups(tx, { campusId: auth.campusId }))).map(toClassGroup);
}

export async function createClassGroupIn(tx: TQueryable, campusId: string, body: TClassGroupCreate) {
  if (await repo.findClassGroupByCode(tx, { campusId, code: body.Code })) throw codeTaken(body.Code);
  return toClassGroup(await repo.insertClassGroup(tx, { campusId, values: values(body) }));
}
export const createClassGroup = (deps: TAppDeps, auth: TAuth, body: TClassGroupCreate) =>
  inTenant(deps, auth, (tx) => createClassGroupIn(tx, auth.campusId, body));

export const updateClassGroup = (deps: TAppDeps, auth: TAuth, body: TClassGroupUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const found = await repo.findClassGroupByCode(tx, { campusId: auth.campusId, code: body.Code });
    if (found && found.id !== body.Id) throw codeTaken(body.Code);
    await repo.classGroupRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, values(body));
    return toClassGroup((await repo.getClassGroup(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteClassGroup = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, { table: 'class_group', key: { campusId: auth.campusId, id }, get: repo.getClassGroup, remove: repo.classGroupRows.delete });
  });
