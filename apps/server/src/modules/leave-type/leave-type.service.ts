import type { TLeaveType, TLeaveTypeCreate, TLeaveTypeUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { recordService } from '../../db/record-service';
import { conflict } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { wireFields } from '../../lib/wire';
import * as repo from './leave-type.repository';

export const toLeaveType = (r: repo.TLeaveTypeRow): TLeaveType =>
  wireFields(r, ['id', 'actorType', 'description', 'descriptionEn', 'maxDays', 'isRequireAttachment', 'status', 'sortIndex', 'version']);
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

const records = recordService<TLeaveTypeCreate, TLeaveTypeUpdate, repo.TLeaveTypeRow, repo.TLeaveTypeValues, TLeaveType>({
  table: 'leave_type',
  check: checkUnique,
  values,
  toItem: toLeaveType,
  rows: { ...repo.leaveTypeRows, insert: repo.insertLeaveType, get: repo.getLeaveType },
});
export const createLeaveType = records.create;
export const updateLeaveType = records.update;
export const deleteLeaveType = records.delete;
