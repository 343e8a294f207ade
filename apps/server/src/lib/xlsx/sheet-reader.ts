import type { TFieldMessage } from '../app-error';
import { cellText, type TCell, type TSheet } from '../spreadsheet';

/**
 * The one way an import reads a sheet into typed rows (student import, initial setup; fees and scores next):
 * the first non-blank row is the header, each header cell is matched to a column by its key, one of its
 * names or two of them together (ignoring case, spaces and punctuation: "ពិន្ទុ / Score" names Score), every later row that is not blank becomes `values` by column
 * key, each cell parsed by its column, and a cell that does not parse gives that row an error in Khmer and
 * English (`Field` is the column key, so a screen can mark the cell). Row numbers are the sheet's own.
 *
 * ```ts
 * const read = readSheetRows(sheet, [
 *   { key: 'Code', names: ['លេខកូដ', 'Code'], required: true },
 *   { key: 'Score', parse: (cell) => (typeof cell === 'number' ? { value: cell } : cellError('ត្រូវតែជាលេខ', 'Must be a number')) },
 * ]);
 * if (read.headerErrors.length) …; for (const row of read.rows) row.values.Score …
 * ```
 */
export type TCellResult<V> = { value: V } | { error: readonly [km: string, en: string] };

export const cellError = (km: string, en: string): { error: readonly [string, string] } => ({ error: [km, en] });

export type TSheetColumn<K extends string, V> = {
  key: K;
  /** Further header texts that name this column (its Khmer and English labels). */
  names?: readonly string[];
  /** The sheet must have this column. */
  required?: boolean;
  /** The cell's value, or why it is refused. By default the trimmed text, null when blank (`cellText`). */
  parse?: (cell: TCell | undefined) => TCellResult<V>;
};

export type TSheetRow<K extends string, V> = { rowNumber: number; values: Partial<Record<K, V>>; errors: TFieldMessage[] };

export type TReadSheet<K extends string, V> = {
  /** The sheet's row number of the header; null when the sheet is blank (it lacks every required column). */
  headerRowNumber: number | null;
  /** Required columns the header lacks. */
  missing: Array<TSheetColumn<K, V>>;
  /** Header texts that name no column. */
  unknown: string[];
  /** The header's problems as field messages: unknown columns (when refused), then missing ones. */
  headerErrors: TFieldMessage[];
  rows: Array<TSheetRow<K, V>>;
};

export type TReadSheetOptions = {
  /** A header cell that names no column: an error, or ignored (default). */
  unknownColumns?: 'error' | 'ignore';
  /** A column the sheet lacks: left out of `values` (default), or parsed as a blank cell. */
  absentColumns?: 'omit' | 'parse';
};

/** Header texts compare without case, spaces or punctuation: "Last name (Khmer)" names `lastnamekhmer`. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');

const isBlank = (cell: TCell | undefined) => cellText(cell) === null;

export function readSheetRows<K extends string, V = string | null>(
  sheet: Pick<TSheet, 'rows' | 'firstRow'>,
  columns: ReadonlyArray<TSheetColumn<K, V>>,
  options: TReadSheetOptions = {},
): TReadSheet<K, V> {
  const headerIndex = sheet.rows.findIndex((r) => r.some((c) => !isBlank(c)));
  const byName = new Map<string, TSheetColumn<K, V>>();
  const name = (text: string, c: TSheetColumn<K, V>) => {
    if (!byName.has(text)) byName.set(text, c);
  };
  for (const c of columns) {
    const names = [c.key, ...(c.names ?? [])].map(headerKey);
    for (const a of names) name(a, c);
    // Two labels together, as the shared writer's header cells hold them ("ពិន្ទុ / Score", "ពិន្ទុ⏎Score").
    for (const a of names) for (const b of names) if (a !== b) name(a + b, c);
  }

  const found = new Map<TSheetColumn<K, V>, number>();
  const unknown: string[] = [];
  (sheet.rows[headerIndex] ?? []).forEach((cell, index) => {
    const text = cellText(cell);
    if (!text) return;
    const column = byName.get(headerKey(text));
    if (!column) unknown.push(text);
    else if (!found.has(column)) found.set(column, index);
  });
  const missing = columns.filter((c) => c.required && !found.has(c));
  const headerErrors: TFieldMessage[] = [
    ...(options.unknownColumns === 'error' ? unknown.map((Field) => ({ Field, Message: 'ជួរឈរនេះមិនស្គាល់', MessageEn: 'Unknown column' })) : []),
    ...missing.map((c) => ({ Field: c.key, Message: 'ខ្វះជួរឈរនេះ', MessageEn: 'This column is missing' })),
  ];

  if (headerIndex < 0) return { headerRowNumber: null, missing, unknown, headerErrors, rows: [] };
  const read = columns.filter((c) => found.has(c) || options.absentColumns === 'parse');
  const rows: Array<TSheetRow<K, V>> = [];
  for (let i = headerIndex + 1; i < sheet.rows.length; i++) {
    const cells = sheet.rows[i]!;
    if ([...found.values()].every((index) => isBlank(cells[index]))) continue;
    const row: TSheetRow<K, V> = { rowNumber: sheet.firstRow + i, values: {}, errors: [] };
    for (const c of read) {
      const index = found.get(c);
      const cell = index === undefined ? undefined : cells[index];
      const parsed = c.parse ? c.parse(cell) : ({ value: cellText(cell) } as TCellResult<V>);
      if ('error' in parsed) row.errors.push({ Field: c.key, Message: parsed.error[0], MessageEn: parsed.error[1] });
      else row.values[c.key] = parsed.value;
    }
    rows.push(row);
  }
  return { headerRowNumber: sheet.firstRow + headerIndex, missing, unknown, headerErrors, rows };
}
