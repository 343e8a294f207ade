import type { TPosition, TPositionCreate, TPositionListQuery, TPositionUpdate } from '@school/contract/position/position.schemas';
import type { TTx } from '../../db/engine';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { conflict, inUse, notFound, stale } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { pageOffset } from '../../lib/paging';
import * as repo from './position.repository';

const positionNotFound = () => notFound('រកមិនឃើញតួនាទីនេះទេ', 'The position was not found');
const nameTaken = (description: string, descriptionEn: string) => conflict(`តួនាទី «${description}» មានរួចហើយ`, `The position "${descriptionEn}" already exists`);

const toPosition = (row: repo.TPositionRow): TPosition => ({
  Id: row.id,
  Description: row.description,
  DescriptionEn: row.descriptionEn,
  SortIndex: row.sortIndex,
  Version: row.version,
});

const values = (body: TPositionCreate): repo.TPositionValues => ({
  description: body.Description,
  descriptionEn: body.DescriptionEn,
  sortIndex: body.SortIndex,
});

export async function listPositions(deps: TAppDeps, auth: TAuth, query: TPositionListQuery) {
  const { rows, total } = await deps.database.tenant(auth.campusId, (tx) =>
    repo.listPositions(tx, { campusId: auth.campusId, search: query.search || undefined, limit: query.pageSize, offset: pageOffset(query) }),
  );
  return { items: rows.map(toPosition), total };
}

/** Two positions with the same name, in either language, would be told apart by nobody. */
async function assertNameFree(tx: TTx, campusId: string, body: TPositionCreate, exceptId?: string) {
  const same = await repo.findPositionByName(tx, { campusId, description: body.Description, descriptionEn: body.DescriptionEn, exceptId });
  if (same) throw nameTaken(same.description, same.descriptionEn);
}

const isNameViolation = (error: unknown) => isUniqueViolation(error, 'position_description_key') || isUniqueViolation(error, 'position_description_en_key');

export async function createPosition(deps: TAppDeps, auth: TAuth, body: TPositionCreate): Promise<TPosition> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    await assertNameFree(tx, auth.campusId, body);
    try {
      return toPosition(await repo.insertPosition(tx, { campusId: auth.campusId, values: values(body) }));
    } catch (error) {
      if (isNameViolation(error)) throw nameTaken(body.Description, body.DescriptionEn);
      throw error;
    }
  });
}

export async function updatePosition(deps: TAppDeps, auth: TAuth, body: TPositionUpdate): Promise<TPosition> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    const existing = await repo.findPosition(tx, { campusId: auth.campusId, id: body.Id });
    if (!existing) throw positionNotFound();
    if (existing.version !== body.Version) throw stale();
    await assertNameFree(tx, auth.campusId, body, body.Id);
    try {
      const row = await repo.updatePosition(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values: values(body) });
      if (!row) throw stale();
      return toPosition(row);
    } catch (error) {
      if (isNameViolation(error)) throw nameTaken(body.Description, body.DescriptionEn);
      throw error;
    }
  });
}

/**
 * Employees hold positions through a tenant foreign key (people area); while one does, the database
 * refuses the delete and the answer is 409 in use, nothing deleted.
 */
export async function deletePosition(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  await deps.database.tenant(auth.campusId, async (tx) => {
    const existing = await repo.findPosition(tx, { campusId: auth.campusId, id });
    if (!existing) throw positionNotFound();
    try {
      await repo.deletePosition(tx, { campusId: auth.campusId, id });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw inUse(
          `មិនអាចលុបតួនាទី «${existing.description}» បានទេ ព្រោះមានបុគ្គលិកកំពុងកាន់តួនាទីនេះ`,
          `The position "${existing.descriptionEn}" cannot be deleted because employees hold it`,
        );
      }
      throw error;
    }
  });
}
