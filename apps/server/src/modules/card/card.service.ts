import type { TCard, TCardCreate, TCardUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { recordService } from '../../db/record-service';
import { conflict } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { wireFields } from '../../lib/wire';
import * as repo from './card.repository';

export const toCard = (r: repo.TCardRow): TCard =>
  wireFields(r, ['id', 'actorType', 'description', 'descriptionEn', 'prefix', 'validMonths', 'isDefault', 'status', 'sortIndex', 'version']);
const values = (b: TCardCreate): repo.TCardValues => ({
  actorType: b.ActorType,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  prefix: b.Prefix ?? null,
  validMonths: b.ValidMonths ?? null,
  isDefault: b.IsDefault,
  status: b.Status,
  sortIndex: b.SortIndex,
});

async function check(tx: TQueryable, campusId: string, b: TCardCreate, selfId?: string) {
  const same = (await repo.findCard(tx, { campusId, actorType: b.ActorType, description: b.Description, descriptionEn: b.DescriptionEn })).filter(
    (r) => r.id !== selfId,
  );
  if (same.length > 0) throw conflict(`កាត «${b.Description}» មានរួចហើយ`, `The card '${b.DescriptionEn}' already exists`);
  // One default card per actor type: the new default takes the flag.
  if (b.IsDefault) await repo.clearDefault(tx, { campusId, actorType: b.ActorType, exceptId: selfId });
}

export async function listCards(deps: TAppDeps, auth: TAuth, q: { actorType?: number }) {
  return (await inTenant(deps, auth, (tx) => repo.listCards(tx, { campusId: auth.campusId, ...q }))).map(toCard);
}

const records = recordService<TCardCreate, TCardUpdate, repo.TCardRow, repo.TCardValues, TCard>({
  table: 'card',
  check,
  values,
  toItem: toCard,
  rows: { ...repo.cardRows, insert: repo.insertCard, get: repo.getCard },
});
export const createCard = records.create;
export const updateCard = records.update;
export const deleteCard = records.delete;
