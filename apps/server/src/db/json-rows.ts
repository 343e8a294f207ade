import { Column, SQL, is, sql } from 'drizzle-orm';

/**
 * Rows of another table inside one query's answer (issue 17: a record read in one round trip instead of one
 * query per part). `jsonFields({ ... })` is `json_build_object('<key>', <column>, …)` for a select's fields;
 * `jsonRows(fields, from, order)` aggregates them into a JSON array (`[]` when none);
 * `fromJson(fields, value)` turns one object back into what a select of those fields answers (each column's
 * own driver mapping: timestamps become Dates as they would from the driver).
 * Objects and arrays are `json`, not `jsonb` (the same text to the driver): the database writes them out as they are
 * built instead of converting them to its binary form and back (issue 17: the student record's database CPU).
 */
export type TJsonFields = Record<string, Column | SQL | SQL.Aliased>;

/** The JS value a select of `fields` answers. */
export type TJsonRow<F extends TJsonFields> = {
  [K in keyof F]: F[K] extends Column ? F[K]['_']['data'] | (F[K]['_']['notNull'] extends true ? never : null) : F[K] extends SQL<infer T> ? T : unknown;
};

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** json_build_object takes at most 100 arguments (50 pairs): larger objects are jsonb parts of 40 pairs concatenated. */
const PAIRS_PER_CALL = 40;
const PAIRS_MAX = 50;

export function jsonFields(fields: TJsonFields): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => {
    if (!KEY.test(key)) throw new Error(`jsonFields(): key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${field}`;
  });
  if (pairs.length <= PAIRS_MAX) return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
  const parts: SQL[] = [];
  for (let i = 0; i < pairs.length; i += PAIRS_PER_CALL) parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + PAIRS_PER_CALL), sql`, `)})`);
  return sql.join(parts, sql` || `);
}

/** `(select coalesce(json_agg(<fields> order by <order>), '[]') <from>)`: `from` holds FROM … WHERE …. */
export function jsonRows(fields: TJsonFields, from: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(${jsonFields(fields)} order by ${order}), '[]'::json) ${from})`;
}

export function fromJson<F extends TJsonFields>(fields: F, value: Record<string, unknown>): TJsonRow<F> {
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const raw = value[key];
    if (raw === null || raw === undefined) row[key] = null;
    else if (is(field, Column)) row[key] = field.mapFromDriverValue(raw);
    else if (is(field, SQL)) row[key] = (field as unknown as { decoder: { mapFromDriverValue(v: unknown): unknown } }).decoder.mapFromDriverValue(raw);
    else row[key] = raw;
  }
  return row as TJsonRow<F>;
}
