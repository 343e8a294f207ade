import { asc } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { province, schoolType } from '../../db/schema/index';

export function listProvinces(db: TQueryable) {
  return db.select().from(province).orderBy(asc(province.sortIndex), asc(province.id));
}

export function listSchoolTypes(db: TQueryable) {
  return db.select().from(schoolType).orderBy(asc(schoolType.sortIndex), asc(schoolType.id));
}
