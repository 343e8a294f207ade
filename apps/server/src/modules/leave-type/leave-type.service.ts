import type { TLeaveType, TLeaveTypeCreate, TLeaveTypeUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { deleteUnused } from '../../db/usage';
import { conflict } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import * as repo from './leave-type.repository';

export const toLeaveType = (r: repo.TLeaveTypeRow): TLeaveType => ({
  Id: r.id,
  ActorType: r.actorType,
  Description: r.description,
  DescriptionEn: r.descriptionEn,
  MaxDays: r.maxDays,
  IsRequireAttachment: r.isRequireAttachment,
  Status: r.status,
  SortIndex: r.sortIndex,
  Version: r.version,
});
const values = (b: TLeaveTypeCreate): repo.TLeaveTypeValues => ({
  actorType: b.ActorType,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  maxDays: b.MaxDays ?? null,
  isRequireAttachment: b.IsRequireAttachment,
  status: b.Status,
  sortIndex: b.SortIndex,
});

async function checkUnique(tx: TQueryable, campusId: string, b: TLeaveTypeCreate, selfId?: string) {
  const same = (await repo.findLeaveType(tx, { campusId, actorType: b.ActorType, description: b.Description, descriptionEn: b.DescriptionEn })).filter(
    (r) => r.id !== selfId,
  );
  if (same.length > 0) throw conflict(`ប្រភេទច្បាប់ «${b.Description}» មានរួចហើយ`, `The leave type '${b.DescriptionEn}' already exists`);
}

export async function listLeaveTypes(deps: TAppDeps, auth: TAuth, q: { actorType?: number; status?: number }) {
  return (await inTenant(deps, auth, (tx) => repo.listLeaveTypes(tx, { campusId: auth.campusId, ...q }))).map(toLeaveType);
}

export const createLeaveType = (deps: TAppDeps, auth: TAuth, body: TLeaveTypeCreate) =>
  inTenant(deps, auth, async (tx) => {
    await checkUnique(tx, auth.campusId, body);
    return toLeaveType(await repo.insertLeaveType(tx, { campusId: auth.campusId, values: values(body) }));
  });

export const updateLeaveType = (deps: TAppDeps, auth: TAuth, body: TLeaveTypeUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkUnique(tx, auth.campusId, body, body.Id);
    await repo.leaveTypeRows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, values(body));
    return toLeaveType((await repo.getLeaveType(tx, { campusId: auth.campusId, id: body.Id }))!);
  });

export const deleteLeaveType = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, { table: 'leave_type', key: { campusId: auth.campusId, id }, get: repo.getLeaveType, remove: repo.leaveTypeRows.delete });
  });
