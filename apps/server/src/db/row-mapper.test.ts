import { describe, expect, it } from 'vitest';
import * as orm from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { appUser, employee, position } from './schema/index';
import { rowMapper, type TSelectedField } from './row-mapper';

const db = drizzle.mock();
/** drizzle's own mapper (exported, not declared in its types). */
const mapResultRow = (orm as unknown as { mapResultRow: (fields: TSelectedField[], row: unknown[], joins?: Record<string, boolean>) => unknown }).mapResultRow;
const positionJoin = and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId));

/** A select's fields and joins as drizzle hands them to the session, without a database. */
function prepared(query: { _prepare(): unknown }) {
  const q = query._prepare() as { fields: TSelectedField[]; joinsNotNullableMap?: Record<string, boolean> };
  return { fields: q.fields, joins: q.joinsNotNullableMap };
}

/** A driver's row for `fields`: a value each column's decoder takes, or null where `nullWhen` says. */
function rowFor(fields: TSelectedField[], nullWhen: (path: string[]) => boolean) {
  return fields.map(({ path, field }) => {
    if (nullWhen(path)) return null;
    const type = (field as { columnType?: string }).columnType ?? '';
    if (type.startsWith('PgTimestamp')) return '2024-05-06 07:08:09.123+00';
    if (type === 'PgInteger' || type === 'PgSmallInt') return '7';
    if (type === 'PgBoolean') return true;
    return `${path.join('.')}-value`;
  });
}

describe('rowMapper', () => {
  const selects = {
    'a table with a left-joined table': db.select({ employee, position }).from(employee).leftJoin(position, positionJoin),
    'columns of joined tables and expressions': db
      .select({
        employee,
        positionDescription: position.description,
        account: { id: appUser.id, name: appUser.username },
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(employee)
      .leftJoin(position, positionJoin)
      .leftJoin(appUser, eq(appUser.actorId, employee.id)),
    'one table': db.select().from(position),
  };
  const nulls: Record<string, (path: string[]) => boolean> = {
    'no nulls': () => false,
    'the joined table absent': (path) => path[0] === 'position' || path[0] === 'account' || path[0] === 'positionDescription',
    'some nulls': (path) => path[path.length - 1]!.length % 3 === 0,
    'every column null': () => true,
  };

  for (const [name, query] of Object.entries(selects)) {
    it(`maps rows as drizzle's mapResultRow does: ${name}`, () => {
      const { fields, joins } = prepared(query as unknown as { _prepare(): unknown });
      const map = rowMapper(fields, joins);
      for (const nullWhen of Object.values(nulls)) {
        const row = rowFor(fields, nullWhen);
        expect(map(row)).toStrictEqual(mapResultRow(fields, row, joins));
      }
    });
  }
});
