import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/test-app';
import { analyzeStaleTables, scheduleAnalyze } from './analyze';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function statsSeen(table: string, atLeast: number) {
  // The engine publishes its change counters about once a second, when the connection is idle.
  for (let i = 0; i < 50; i++) {
    const { rows } = await t.database.pool.query<{ n: string }>(`select n_mod_since_analyze as n from pg_stat_user_tables where relname = $1`, [table]);
    if (Number(rows[0]?.n ?? 0) >= atLeast) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no statistics for ${table}`);
}

describe('fresh planner statistics', () => {
  it('analyzes a table after a bulk write, and leaves it alone until enough changes again', async () => {
    const pool = t.database.pool;
    // Autovacuum (PostgreSQL) kept off the probe, so only the code under test analyzes it.
    await pool.query('create table analyze_probe (id int primary key, name text) with (autovacuum_enabled = false)');
    try {
      await pool.query(`insert into analyze_probe select g, 'ឈ្មោះ' || g from generate_series(1, 5000) g`);
      await statsSeen('analyze_probe', 5000);
      const before = await pool.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'analyze_probe'`);
      expect(Number(before.rows[0]!.reltuples)).toBeLessThan(1);

      expect(await analyzeStaleTables(pool)).toContain('analyze_probe');
      const after = await pool.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'analyze_probe'`);
      expect(Number(after.rows[0]!.reltuples)).toBe(5000);

      // 40 changed rows of 5,000 are under the rule (50 + 10%): not analyzed again.
      await pool.query(`update analyze_probe set name = name || '!' where id <= 40`);
      await statsSeen('analyze_probe', 40);
      expect(await analyzeStaleTables(pool)).not.toContain('analyze_probe');
    } finally {
      await pool.query('drop table analyze_probe');
    }
  });

  it('analyzes on a schedule what changed (the embedded database, which has no autovacuum), until stopped', async () => {
    const pool = t.database.pool;
    await pool.query('create table analyze_timed (id int primary key) with (autovacuum_enabled = false)');
    const stop = scheduleAnalyze(t.database, { everyMs: 100 });
    try {
      // Analyzed once the engine has published the change (no waiting for the counter: the schedule may reset it first).
      await pool.query('insert into analyze_timed select generate_series(1, 2000)');
      const tuples = async () => Number((await pool.query<{ n: number }>(`select reltuples as n from pg_class where relname = 'analyze_timed'`)).rows[0]!.n);
      for (let i = 0; i < 100 && (await tuples()) !== 2000; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await tuples()).toBe(2000);
      stop();
      await new Promise((r) => setTimeout(r, 300));
      await pool.query('insert into analyze_timed select generate_series(2001, 4000)');
      await statsSeen('analyze_timed', 2000);
      await new Promise((r) => setTimeout(r, 500));
      expect(await tuples()).toBe(2000);
    } finally {
      stop();
      await pool.query('drop table analyze_timed');
    }
  });
});
