import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some columns of a table for a `select`, named once: `columnsOf(gradeMatrix, ['grade', 'mention'])` →
 * `{ grade: gradeMatrix.grade, mention: gradeMatrix.mention }`, typed (`getTableColumns` picks them all).
 */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, keys: readonly K[]): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
}
