import type pg from 'pg';
import type { TDatabase } from './engine';

/**
 * Fresh planner statistics (issue 17). PostgreSQL's autovacuum analyzes a table once enough of its rows
 * changed; the embedded database has no autovacuum, so the server does the same on a schedule: every
 * table whose changes since its last analysis pass autovacuum's rule (50 rows and 10% of the table) is
 * analyzed. A list whose statistics still say "empty table" after an import is planned as one and gets
 * 10-100 times slower (a student search: 852 ms stale, 9 ms analyzed). It is a VACUUM (ANALYZE): without
 * autovacuum nothing else reclaims dead rows, and the visibility map it sets is what lets a count be read from an
 * index alone (the student list counts the year's placements per class that way).
 */
export async function analyzeStaleTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table: string }>(`
    select s.relname as table
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public' and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    order by s.relname`);
  for (const { table } of rows) await pool.query(`VACUUM (ANALYZE) public."${table.replaceAll('"', '""')}"`);
  return rows.map((r) => r.table);
}

/** Runs `analyzeStaleTables` every `everyMs` (the embedded database only); returns the stop function. */
export function scheduleAnalyze(database: TDatabase, options: { everyMs?: number; onError?: (error: unknown) => void } = {}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeStaleTables(database.pool)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (running = false));
  }, options.everyMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * After a bulk write (an import, the initial setup, a promotion): analyzes the tables it filled, so the
 * next page is planned with them rather than with "empty table" statistics, and vacuums them, so that counts
 * read from an index need not visit the new rows (autovacuum would, a minute or more later). The write has
 * committed by then; a failure here costs only the statistics, never the answer.
 */
export async function analyzeAfterBulkWrite<T>(database: TDatabase, tables: readonly string[], result: T): Promise<T> {
  const names = tables.map((table) => `public."${table.replaceAll('"', '""')}"`).join(', ');
  await database.pool.query(`VACUUM (ANALYZE) ${names}`).catch(() => undefined);
  return result;
}
