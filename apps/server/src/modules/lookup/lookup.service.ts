import type { TQueryable } from '../../db/engine';
import { missingReference } from '../../lib/app-error';
import * as repo from './lookup.repository';

/** The year a call names, or 400 when the campus has no such year. */
export async function requireYear(db: TQueryable, campusId: string, id: string) {
  const year = await repo.getYear(db, { campusId, id });
  if (!year) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
  return year;
}

/** The named year, else the current one; undefined when neither exists. */
export async function yearOrCurrent(db: TQueryable, campusId: string, id: string | undefined) {
  if (id) return requireYear(db, campusId, id);
  return repo.getCurrentYear(db, { campusId });
}
