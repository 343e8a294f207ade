import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TQueryable } from './engine';

type TPrepared<P, R> = { execute(values?: P): Promise<R> };

/**
 * A hot read built once: `build` writes the query with `sql.placeholder('name')` for its values (drizzle's
 * prepared statement, `.prepare()` called here); its SQL text, parameters and result mapping are made at the first
 * call and reused by every later one, in whatever transaction it runs (issue 17: building SQL was a fifth of
 * a read's CPU). The statement itself is kept prepared per connection by the engine (db/engine.ts, by text).
 *
 *   const yearById = preparedRead((db) => db.select().from(academicYear)
 *     .where(and(eq(academicYear.campusId, sql.placeholder('campusId')), eq(academicYear.id, sql.placeholder('id')))));
 *   await yearById(tx, { campusId, id });
 */
export function preparedRead<P extends Record<string, unknown>, R>(
  build: (db: TQueryable) => { prepare(name: string): TPrepared<P, R> },
): (db: TQueryable, values: P) => Promise<R> {
  let template: TPrepared<P, R> | undefined;
  return (db, values) => {
    // No name of its own: the engine names each statement after its text (db/engine.ts `preparing`).
    template ??= build(db).prepare('');
    // drizzle's prepared query runs on the client it holds: the same query on this transaction's client.
    const client = (db as unknown as { session: { client: unknown } }).session.client;
    const bound = Object.create(template, { client: { value: client } }) as TPrepared<P, R>;
    return bound.execute(values);
  };
}

const dialect = new PgDialect();

/**
 * A hot read that no query builder writes (CTEs, a lateral join, JSON rows): `build` gives its SQL once, with
 * `sql.placeholder('name')` for its values; the text is rendered at the first call and every later call only fills
 * the values. Answers the driver's rows (column names as the SQL gives them; json and jsonb already parsed).
 */
export function preparedSql<P extends Record<string, unknown>, R>(build: () => SQL): (db: TQueryable, values: P) => Promise<R[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const client = (db as unknown as { session: { client: { query(c: { text: string }, v: unknown[]): Promise<{ rows: R[] }> } } }).session.client;
    return (await client.query({ text: query.sql }, fillPlaceholders(query.params, values))).rows;
  };
}
