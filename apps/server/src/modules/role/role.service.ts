import { permissionCatalogue, type TRole, type TRoleCreate, type TRoleUpdate } from '@school/contract/role/role.schemas';
import { PERMISSION_KEYS } from '@school/contract/permission/permission.keys';
import type { TAppDeps } from '../../http/deps';
import type { TAuth } from '../../http/auth.plugin';
import type { TTx } from '../../db/engine';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { badRequest, conflict, inUse, notFound, stale } from '../../lib/app-error';
import * as repo from './role.repository';

const roleNotFound = () => notFound('រកមិនឃើញតួនាទីនេះទេ', 'The role was not found');
const duplicateCode = (code: string) => conflict(`លេខកូដតួនាទី ${code} មានរួចហើយ`, `A role with the code ${code} exists already`);
const roleInUse = () => inUse('មិនអាចលុបតួនាទីនេះបានទេ ព្រោះនៅមានអ្នកប្រើប្រាស់កំពុងប្រើវា', 'This role cannot be deleted because users still hold it');

function toWire(row: repo.TRoleWithKeys): TRole {
  return {
    Id: row.id,
    Code: row.code,
    Name: row.name,
    NameEn: row.nameEn,
    MobileActorType: row.mobileActorType,
    IsSystem: row.isSystem,
    Keys: row.keys,
    UserCount: row.userCount,
    Version: row.version,
  };
}

/** Keys in the catalogue's order, each once (the schema already refused unknown ones). */
const normaliseKeys = (keys: string[]) => PERMISSION_KEYS.filter((key) => keys.includes(key));

/** The roles × keys screen: every role of the campus and the whole key catalogue grouped by menu. */
export async function listRoles(deps: TAppDeps, auth: TAuth) {
  const rows = await deps.database.tenant(auth.campusId, (tx) => repo.listRoles(tx, { campusId: auth.campusId }));
  return { Roles: rows.map(toWire), Groups: permissionCatalogue() };
}

export async function createRole(deps: TAppDeps, auth: TAuth, body: TRoleCreate): Promise<TRole> {
  const campusId = auth.campusId;
  return saving(body.Code, () =>
    deps.database.tenant(campusId, async (tx) => {
      if (await repo.findRoleByCode(tx, { campusId, code: body.Code })) throw duplicateCode(body.Code);
      const created = await repo.insertRole(tx, { campusId, code: body.Code, name: body.Name, nameEn: body.NameEn });
      await repo.replaceRoleKeys(tx, { campusId, roleId: created.id, keys: normaliseKeys(body.Keys) });
      return toWire((await repo.getRole(tx, { campusId, id: created.id }))!);
    }),
  );
}

/**
 * Replaces a role's names, code and keys. Users holding the role see the change on their next request,
 * because every request reads the keys afresh (http/auth.plugin.ts). A default role keeps its code: new
 * campuses and account creation find roles by it.
 */
export async function updateRole(deps: TAppDeps, auth: TAuth, body: TRoleUpdate): Promise<TRole> {
  const campusId = auth.campusId;
  return saving(body.Code, () =>
    deps.database.tenant(campusId, async (tx) => {
      const existing = await repo.getRole(tx, { campusId, id: body.Id });
      if (!existing) throw roleNotFound();
      if (existing.version !== body.Version) throw stale();
      if (existing.isSystem && existing.code.toUpperCase() !== body.Code) {
        throw badRequest('មិនអាចប្តូរលេខកូដរបស់តួនាទីលំនាំដើមបានទេ', 'The code of a default role cannot be changed', [
          { Field: 'Code', Message: 'មិនអាចប្តូរលេខកូដរបស់តួនាទីលំនាំដើមបានទេ', MessageEn: 'The code of a default role cannot be changed' },
        ]);
      }
      if (await repo.findRoleByCode(tx, { campusId, code: body.Code, exceptId: body.Id })) throw duplicateCode(body.Code);
      const updated = await repo.updateRole(tx, { campusId, id: body.Id, version: body.Version, code: body.Code, name: body.Name, nameEn: body.NameEn });
      if (!updated) throw stale();
      await repo.replaceRoleKeys(tx, { campusId, roleId: body.Id, keys: normaliseKeys(body.Keys) });
      await assertSomeoneManagesRoles(tx, campusId);
      return toWire((await repo.getRole(tx, { campusId, id: body.Id }))!);
    }),
  );
}

/** Deletes a role a school added and no account holds. Default roles stay. */
export async function deleteRole(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  const campusId = auth.campusId;
  try {
    await deps.database.tenant(campusId, async (tx) => {
      const existing = await repo.getRole(tx, { campusId, id });
      if (!existing) throw roleNotFound();
      if (existing.isSystem) {
        throw inUse('មិនអាចលុបតួនាទីលំនាំដើមរបស់ប្រព័ន្ធបានទេ', 'A default role of the system cannot be deleted');
      }
      if (existing.userCount > 0) throw roleInUse();
      if (!(await repo.deleteRole(tx, { campusId, id }))) throw roleNotFound();
    });
  } catch (error) {
    // An account given this role between the check and the delete: app_user's key refuses the delete.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw roleInUse();
    throw error;
  }
}

/** A school must never lock itself out of this screen: some active account keeps MANAGE_ROLE. */
async function assertSomeoneManagesRoles(tx: TTx, campusId: string) {
  if ((await repo.countActiveUsersWithKey(tx, { campusId, key: 'MANAGE_ROLE' })) === 0) {
    throw conflict('ត្រូវមានអ្នកប្រើប្រាស់យ៉ាងហោចណាស់ម្នាក់ដែលមានសិទ្ធិគ្រប់គ្រងសិទ្ធិ', 'At least one active user must keep the right to manage roles and permissions');
  }
}

async function saving<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateCode(code);
    throw error;
  }
}
