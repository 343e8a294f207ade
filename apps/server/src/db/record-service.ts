import type { TAuth } from '../http/auth.plugin';
import type { TAppDeps } from '../http/deps';
import type { TQueryable } from './engine';
import { inTenant } from './tenant';
import { deleteUnused } from './usage';
import { codeTaken } from '../lib/app-error';

type TKey = { campusId: string; id: string };

/**
 * The create, update and delete of a campus's described record (card, leave type …), written once: each in
 * one transaction of the token's campus; `check` (the record's rules, uniqueness) before the write, with the
 * record's own id on update; the update by id and version (409 when someone changed it since it was read);
 * the delete only when nothing uses the record (`table` names it for `deleteUnused`).
 */
export function recordService<TCreate, TUpdate extends TCreate & { Id: string; Version: number }, TRow, TValues, TItem>(p: {
  table: string;
  check: (db: TQueryable, campusId: string, body: TCreate, selfId?: string) => Promise<void>;
  values: (body: TCreate) => TValues;
  toItem: (row: TRow) => TItem;
  /** The record's writes: its repository's `recordRows(table)` (`insert`, `update`, `get`, `delete`). */
  rows: {
    insert: (db: TQueryable, p: { campusId: string; values: TValues }) => Promise<TRow>;
    update: (db: TQueryable, key: TKey & { version: number }, values: TValues) => Promise<unknown>;
    get: (db: TQueryable, key: TKey) => Promise<TRow | undefined>;
    delete: (db: TQueryable, key: TKey) => Promise<unknown>;
  };
}) {
  const { rows } = p;
  return {
    create: (deps: TAppDeps, auth: TAuth, body: TCreate) =>
      inTenant(deps, auth, async (tx) => {
        await p.check(tx, auth.campusId, body);
        return p.toItem(await rows.insert(tx, { campusId: auth.campusId, values: p.values(body) }));
      }),
    update: (deps: TAppDeps, auth: TAuth, body: TUpdate) =>
      inTenant(deps, auth, async (tx) => {
        await p.check(tx, auth.campusId, body, body.Id);
        await rows.update(tx, { campusId: auth.campusId, id: body.Id, version: body.Version }, p.values(body));
        return p.toItem((await rows.get(tx, { campusId: auth.campusId, id: body.Id }))!);
      }),
    delete: (deps: TAppDeps, auth: TAuth, id: string) =>
      inTenant(deps, auth, async (tx) => {
        await deleteUnused(tx, { table: p.table, key: { campusId: auth.campusId, id }, get: rows.get, remove: rows.delete });
      }),
  };
}

/**
 * A `recordService` check for records whose code is unique in the campus: 409 naming the code when another
 * record holds it (`find`: the repository's `findByCode`).
 */
export function uniqueCode(find: (db: TQueryable, p: { campusId: string; code: string }) => Promise<{ id: string } | undefined>) {
  return async (db: TQueryable, campusId: string, body: { Code: string }, selfId?: string) => {
    const same = await find(db, { campusId, code: body.Code });
    if (same && same.id !== selfId) throw codeTaken(body.Code);
  };
}
