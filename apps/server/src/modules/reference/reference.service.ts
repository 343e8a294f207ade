import type { TReferenceItem } from '@school/contract/reference/reference.schemas';
import type { TAppDeps } from '../../http/deps';
import * as repo from './reference.repository';

type TReferenceRow = { id: number; code: string; name: string; nameEn: string };
const toItem = (row: TReferenceRow): TReferenceItem => ({ Id: row.id, Code: row.code, Name: row.name, NameEn: row.nameEn });

/** Shared reference tables have no campus and no row-level security: read on the system connection. */
export async function listProvinces(deps: TAppDeps): Promise<TReferenceItem[]> {
  return (await deps.database.system((tx) => repo.listProvinces(tx))).map(toItem);
}

export async function listSchoolTypes(deps: TAppDeps): Promise<TReferenceItem[]> {
  return (await deps.database.system((tx) => repo.listSchoolTypes(tx))).map(toItem);
}
