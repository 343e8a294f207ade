import type {
  TSubject,
  TSubjectCreate,
  TSubjectGroup,
  TSubjectGroupCreate,
  TSubjectGroupRoot,
  TSubjectGroupRootCreate,
  TSubjectGroupRootUpdate,
  TSubjectGroupUpdate,
  TSubjectUpdate,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { deleteUnused } from '../../db/usage';
import { codeTaken, conflict, missingReference } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { requireLevelClassified } from '../level-classified/level-classified.service';
import * as repo from './subject.repository';

export const toRoot = (r: repo.TRootRow): TSubjectGroupRoot => ({
  Id: r.id,
  Code: r.code,
  Description: r.description,
  DescriptionEn: r.descriptionEn,
  Abbreviation: r.abbreviation,
  LevelClassifiedIds: r.levelClassifiedIds,
  SortIndex: r.sortIndex,
  Version: r.version,
});

export const toGroup = (r: repo.TGroupRow): TSubjectGroup => ({
  Id: r.group.id,
  Code: r.group.code,
  Description: r.group.description,
  DescriptionEn: r.group.descriptionEn,
  SubjectGroupRootId: r.group.subjectGroupRootId,
  SubjectGroupRoot: { Id: r.group.subjectGroupRootId, Description: r.rootDescription, DescriptionEn: r.rootDescriptionEn },
  AcademicLevelClassifiedId: r.group.levelClassifiedId,
  AcademicLevelClassified: r.group.levelClassifiedId
    ? { Id: r.group.levelClassifiedId, Description: r.levelDescription ?? '', DescriptionEn: r.levelDescriptionEn ?? '' }
    : null,
  SortIndex: r.group.sortIndex,
  Version: r.group.version,
});

export const toSubject = (r: repo.TSubjectRow): TSubject => ({
  Id: r.subject.id,
  Code: r.subject.code,
  Description: r.subject.description,
  DescriptionEn: r.subject.descriptionEn,
  Abbreviation: r.subject.abbreviation,
  SubjectGroupId: r.subject.subjectGroupId,
  SubjectGroup: { Id: r.subject.subjectGroupId, Description: r.groupDescription, DescriptionEn: r.groupDescriptionEn },
  SubjectGroupRootId: r.rootId,
  SortIndex: r.subject.sortIndex,
  Version: r.subject.version,
});

// ---- Subject group roots

async function checkRoot(db: TQueryable, campusId: string, body: TSubjectGroupRootCreate, selfId?: string) {
  const found = await repo.findRootByCode(db, { campusId, code: body.Code });
  if (found && found.id !== selfId) throw codeTaken(body.Code);
  for (const levelId of body.LevelClassifiedIds) await requireLevelClassified(db, campusId, levelId);
}
const rootValues = (b: TSubjectGroupRootCreate) => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  abbreviation: b.Abbreviation ?? null,
  sortIndex: b.SortIndex,
});

export async function requireRoot(db: TQueryable, campusId: string, id: string) {
  const row = await repo.getRoot(db, { campusId, id });
  if (!row) throw missingReference('ក្រុមមុខវិជ្ជាមេ', 'subject group root');
  return row;
}

export async function listRoots(deps: TAppDeps, auth: TAuth, levelClassifiedId?: string) {
  const rows = await inTenant(deps, auth, (tx) => repo.listRoots(tx, { campusId: auth.campusId, levelClassifiedId }));
  return rows.map(toRoot);
}

export async function createRootIn(tx: TQueryable, campusId: string, body: TSubjectGroupRootCreate) {
  await checkRoot(tx, campusId, body);
  const row = await repo.insertRoot(tx, { campusId, values: rootValues(body) });
  await repo.setRootLevels(tx, { campusId, rootId: row.id, levelIds: body.LevelClassifiedIds });
  return toRoot((await repo.getRoot(tx, { campusId, id: row.id }))!);
}

export const createRoot = (deps: TAppDeps, auth: TAuth, body: TSubjectGroupRootCreate) => inTenant(deps, auth, (tx) => createRootIn(tx, auth.campusId, body));

export const updateRoot = (deps: TAppDeps, auth: TAuth, body: TSubjectGroupRootUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkRoot(tx, auth.campusId, body, body.Id);
    await repo.subjectGroupRootRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, rootValues(body));
    await repo.setRootLevels(tx, { campusId: auth.campusId, rootId: body.Id, levelIds: body.LevelClassifiedIds });
    return toRoot((await repo.getRoot(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteRoot = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, { table: 'subject_group_root', key: { campusId: auth.campusId, id }, get: repo.getRoot, remove: repo.subjectGroupRootRows.delete });
  });

// ---- Subject groups

async function checkGroup(db: TQueryable, campusId: string, body: TSubjectGroupCreate, selfId?: string) {
  const found = await repo.findGroupByCode(db, { campusId, code: body.Code });
  if (found && found.id !== selfId) throw codeTaken(body.Code);
  const root = await requireRoot(db, campusId, body.SubjectGroupRootId);
  if (body.AcademicLevelClassifiedId) {
    await requireLevelClassified(db, campusId, body.AcademicLevelClassifiedId);
    if (!root.levelClassifiedIds.includes(body.AcademicLevelClassifiedId))
      throw conflict('កម្រិតសិក្សានេះមិនស្ថិតក្នុងក្រុមមុខវិជ្ជាមេទេ', 'The subject group root does not serve this level classified');
  }
}
const groupValues = (b: TSubjectGroupCreate) => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  subjectGroupRootId: b.SubjectGroupRootId,
  levelClassifiedId: b.AcademicLevelClassifiedId ?? null,
  sortIndex: b.SortIndex,
});

export async function listGroups(deps: TAppDeps, auth: TAuth, rootId?: string) {
  const rows = await inTenant(deps, auth, (tx) => repo.listGroups(tx, { campusId: auth.campusId, rootId }));
  return rows.map(toGroup);
}

export async function createGroupIn(tx: TQueryable, campusId: string, body: TSubjectGroupCreate) {
  await checkGroup(tx, campusId, body);
  const row = await repo.insertGroup(tx, { campusId, values: groupValues(body) });
  return toGroup((await repo.getGroup(tx, { campusId, id: row.id }))!);
}
export const createGroup = (deps: TAppDeps, auth: TAuth, body: TSubjectGroupCreate) => inTenant(deps, auth, (tx) => createGroupIn(tx, auth.campusId, body));

export const updateGroup = (deps: TAppDeps, auth: TAuth, body: TSubjectGroupUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkGroup(tx, auth.campusId, body, body.Id);
    const before = await repo.getGroup(tx, { campusId: auth.campusId, id: body.Id });
    await repo.subjectGroupRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, groupValues(body));
    if (before && before.group.subjectGroupRootId !== body.SubjectGroupRootId) {
      // The group's subjects move to the new root; their grade placements follow.
      for (const s of await repo.listSubjects(tx, { campusId: auth.campusId, groupId: body.Id }))
        await moveSubjectRoot(tx, auth.campusId, s.subject.id, body.SubjectGroupRootId);
    }
    return toGroup((await repo.getGroup(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteGroup = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, {
      table: 'subject_group',
      key: { campusId: auth.campusId, id },
      get: repo.getGroup,
      remove: repo.subjectGroupRows.delete,
      named: (r) => r.group,
    });
  });

// ---- Subjects

async function requireGroup(db: TQueryable, campusId: string, id: string) {
  const row = await repo.getGroup(db, { campusId, id });
  if (!row) throw missingReference('ក្រុមមុខវិជ្ជា', 'subject group');
  return row;
}

export async function requireSubject(db: TQueryable, campusId: string, id: string) {
  const row = await repo.getSubject(db, { campusId, id });
  if (!row) throw missingReference('មុខវិជ្ជា', 'subject');
  return row;
}

/** A subject's standard scores name its root; moving it to another root is refused while it has some. */
async function moveSubjectRoot(tx: TQueryable, campusId: string, subjectId: string, rootId: string) {
  if (await repo.hasStandardScore(tx, { campusId, subjectId }))
    throw conflict(
      'មិនអាចផ្លាស់មុខវិជ្ជាទៅក្រុមមុខវិជ្ជាមេផ្សេងបានទេ ព្រោះវាមានពិន្ទុស្តង់ដាររួចហើយ',
      'The subject cannot move to another subject group root while it has standard scores',
    );
  await repo.syncCourseLevelSubjectRoot(tx, { campusId, subjectId, rootId });
}

const subjectValues = (b: TSubjectCreate) => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  abbreviation: b.Abbreviation ?? null,
  subjectGroupId: b.SubjectGroupId,
  sortIndex: b.SortIndex,
});

export async function listSubjects(deps: TAppDeps, auth: TAuth, f: Omit<repo.TSubjectFilter, 'campusId'>) {
  const rows = await inTenant(deps, auth, (tx) => repo.listSubjects(tx, { campusId: auth.campusId, ...f }));
  return rows.map(toSubject);
}

export async function createSubjectIn(tx: TQueryable, campusId: string, body: TSubjectCreate) {
  if (await repo.findSubjectByCode(tx, { campusId, code: body.Code })) throw codeTaken(body.Code);
  await requireGroup(tx, campusId, body.SubjectGroupId);
  const row = await repo.insertSubject(tx, { campusId, values: subjectValues(body) });
  return toSubject((await repo.getSubject(tx, { campusId, id: row.id }))!);
}
export const createSubject = (deps: TAppDeps, auth: TAuth, body: TSubjectCreate) => inTenant(deps, auth, (tx) => createSubjectIn(tx, auth.campusId, body));

export const updateSubject = (deps: TAppDeps, auth: TAuth, body: TSubjectUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const found = await repo.findSubjectByCode(tx, { campusId: auth.campusId, code: body.Code });
    if (found && found.id !== body.Id) throw codeTaken(body.Code);
    const group = await requireGroup(tx, auth.campusId, body.SubjectGroupId);
    const before = await repo.getSubject(tx, { campusId: auth.campusId, id: body.Id });
    await repo.subjectRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, subjectValues(body));
    if (before && before.rootId !== group.group.subjectGroupRootId) await moveSubjectRoot(tx, auth.campusId, body.Id, group.group.subjectGroupRootId);
    return toSubject((await repo.getSubject(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteSubject = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, {
      table: 'subject',
      key: { campusId: auth.campusId, id },
      get: repo.getSubject,
      remove: repo.subjectRows.delete,
      named: (r) => r.subject,
    });
  });
