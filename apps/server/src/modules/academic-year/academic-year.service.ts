import type { TAcademicYear, TAcademicYearCreate, TAcademicYearUpdate } from '@school/contract/academic-year/academic-year.schemas';
import type { TAppDeps } from '../../http/deps';
import type { TAuth } from '../../http/auth.plugin';
import type { TQueryable, TTx } from '../../db/engine';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { badRequest, conflict, inUse, missingReference, notFound, stale } from '../../lib/app-error';
import { wireFields } from '../../lib/wire';
import { inTenantRead } from '../../db/tenant';
import * as repo from './academic-year.repository';

const yearNotFound = () => notFound('រកមិនឃើញឆ្នាំសិក្សានេះទេ', 'The academic year was not found');
const duplicateYear = (from: number, to: number) => conflict(`ឆ្នាំសិក្សា ${from}-${to} មានរួចហើយ`, `The academic year ${from}-${to} exists already`);

function toWire(row: repo.TAcademicYearRow): TAcademicYear {
  const fields = [
    'id',
    'description',
    'descriptionEn',
    'fromYear',
    'toYear',
    'startDate',
    'endDate',
    'isCurrent',
    'isStartYear',
    'isActive',
    'version',
  ] as const;
  return { ...wireFields(row, fields), CurrentYear: row.isCurrent };
}

function toValues(body: TAcademicYearCreate): repo.TAcademicYearValues {
  return {
    description: body.Description,
    descriptionEn: body.DescriptionEn,
    fromYear: body.FromYear,
    toYear: body.ToYear,
    startDate: body.StartDate,
    endDate: body.EndDate,
    isCurrent: body.IsCurrent,
    isStartYear: body.IsStartYear,
    isActive: body.IsActive,
  };
}

/** The years of the token's campus, newest first (spec: portal §7 'Academic years'). */
export async function listAcademicYears(deps: TAppDeps, auth: TAuth, query: { active?: boolean }): Promise<TAcademicYear[]> {
  const rows = await inTenantRead(deps, auth, (tx) => repo.listAcademicYears(tx, { campusId: auth.campusId, active: query.active }));
  return rows.map(toWire);
}

/** `by-campus` names a campus, but the campus comes from the token: another campus's id sees nothing. */
export async function listAcademicYearsByCampus(deps: TAppDeps, auth: TAuth, query: { campusId: string; active?: boolean }) {
  if (query.campusId.toLowerCase() !== auth.campusId.toLowerCase()) return [];
  return listAcademicYears(deps, auth, query);
}

/**
 * A new year. Marking it current unmarks the previous current year in the same transaction. The first
 * year of a campus becomes current by itself when it is active, so the year switcher always has one.
 */
export async function createAcademicYear(deps: TAppDeps, auth: TAuth, body: TAcademicYearCreate): Promise<TAcademicYear> {
  const campusId = auth.campusId;
  return saving(body, () =>
    deps.database.tenant(campusId, async (tx) => {
      await assertSpanFree(tx, campusId, body);
      const values = toValues(body);
      if (values.isCurrent) await repo.clearCurrentAcademicYear(tx, { campusId });
      else if (values.isActive && !(await repo.findCurrentAcademicYear(tx, { campusId }))) values.isCurrent = true;
      return toWire(await repo.insertAcademicYear(tx, { campusId, values }));
    }),
  );
}

export async function updateAcademicYear(deps: TAppDeps, auth: TAuth, body: TAcademicYearUpdate): Promise<TAcademicYear> {
  const campusId = auth.campusId;
  return saving(body, () =>
    deps.database.tenant(campusId, async (tx) => {
      const existing = await repo.getAcademicYear(tx, { campusId, id: body.Id });
      if (!existing) throw yearNotFound();
      if (existing.version !== body.Version) throw stale();
      if (existing.isCurrent && !body.IsCurrent) {
        throw badRequest(
          'មិនអាចដកឆ្នាំសិក្សាបច្ចុប្បន្នចេញបានទេ។ សូមកំណត់ឆ្នាំសិក្សាផ្សេងជាឆ្នាំបច្ចុប្បន្នជំនួសវិញ',
          'The current academic year cannot be unmarked. Mark another year as current instead',
          [{ Field: 'IsCurrent', Message: 'សូមកំណត់ឆ្នាំសិក្សាផ្សេងជាឆ្នាំបច្ចុប្បន្ន', MessageEn: 'Mark another year as current instead' }],
        );
      }
      await assertSpanFree(tx, campusId, body, body.Id);
      if (body.IsCurrent && !existing.isCurrent) await repo.clearCurrentAcademicYear(tx, { campusId, exceptId: body.Id });
      const row = await repo.updateAcademicYear(tx, { campusId, id: body.Id, version: body.Version, values: toValues(body) });
      if (!row) throw stale();
      return toWire(row);
    }),
  );
}

/**
 * Deletes a year nothing uses. In use means the current year, or any row of any table with a foreign key
 * to academic_year (found in the catalog, so later areas are covered without changing this code). The
 * check runs before the delete because some of those keys cascade: deleting would take their rows along.
 */
export async function deleteAcademicYear(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  const campusId = auth.campusId;
  try {
    await deps.database.tenant(campusId, async (tx) => {
      const year = await repo.getAcademicYear(tx, { campusId, id });
      if (!year) throw yearNotFound();
      if (year.isCurrent) {
        throw inUse(
          'មិនអាចលុបឆ្នាំសិក្សាបច្ចុប្បន្នបានទេ។ សូមកំណត់ឆ្នាំសិក្សាផ្សេងជាឆ្នាំបច្ចុប្បន្នសិន',
          'The current academic year cannot be deleted. Mark another year as current first',
        );
      }
      for (const reference of await repo.listAcademicYearReferences(tx)) {
        if (await repo.isAcademicYearReferenced(tx, { reference, campusId, id })) {
          throw inUse(
            'មិនអាចលុបឆ្នាំសិក្សានេះបានទេ ព្រោះមានទិន្នន័យកំពុងប្រើប្រាស់វា (ថ្នាក់ ការប្រឡង ឬទិន្នន័យផ្សេងទៀត)',
            'This academic year cannot be deleted because other records use it (classes, exams or other data)',
          );
        }
      }
      if (!(await repo.deleteAcademicYear(tx, { campusId, id }))) throw yearNotFound();
    });
  } catch (error) {
    // A row added between the check and the delete, under a key that restricts: still in use.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw inUse('មិនអាចលុបឆ្នាំសិក្សានេះបានទេ ព្រោះមានទិន្នន័យកំពុងប្រើប្រាស់វា', 'This academic year cannot be deleted because other records use it');
    }
    throw error;
  }
}

async function assertSpanFree(tx: TTx, campusId: string, body: TAcademicYearCreate, exceptId?: string) {
  if (await repo.findAcademicYearBySpan(tx, { campusId, fromYear: body.FromYear, toYear: body.ToYear, exceptId })) {
    throw duplicateYear(body.FromYear, body.ToYear);
  }
}

/** Two saves racing past the checks meet the unique indexes: same span, or two current years. */
async function saving<T>(body: TAcademicYearCreate, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      if (body.IsCurrent) throw stale();
      throw duplicateYear(body.FromYear, body.ToYear);
    }
    throw error;
  }
}

// ---- Years as other areas read them, inside their own transactions. A year is looked up inside the
// campus, so an id of another campus is simply not found.

/** The year a call names, or 400 when the campus has no such year. */
export async function requireYear(db: TQueryable, campusId: string, id: string) {
  const year = await repo.getAcademicYear(db, { campusId, id });
  if (!year) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
  return year;
}

/** The campus's current year, or undefined. */
export function getCurrentYear(db: TQueryable, { campusId }: { campusId: string }) {
  return repo.getCurrentAcademicYear(db, { campusId });
}

/** The named year, else the current one; undefined when neither exists. */
export async function yearOrCurrent(db: TQueryable, campusId: string, id: string | undefined) {
  if (id) return requireYear(db, campusId, id);
  return getCurrentYear(db, { campusId });
}
