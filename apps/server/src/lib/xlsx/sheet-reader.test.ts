import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../spreadsheet';
import { cellError, readSheetRows, type TSheetColumn } from './sheet-reader';
import { XlsxWriter } from './xlsx-export';

type TKey = 'Code' | 'Name' | 'Score';
const columns: Array<TSheetColumn<TKey, string | number | null>> = [
  { key: 'Code', names: ['លេខកូដ', 'Code'], required: true },
  { key: 'Name', names: ['ឈ្មោះ', 'Name'], required: true },
  {
    key: 'Score',
    names: ['ពិន្ទុ', 'Score'],
    parse: (cell) =>
      cell === null || cell === undefined ? { value: null } : typeof cell === 'number' ? { value: cell } : cellError('ត្រូវតែជាលេខ', 'Must be a number'),
  },
];

/** A real workbook written by the shared writer and read back by the worker, as an import reads an upload. */
async function sheetOf(rows: Array<Array<string | number | null>>) {
  const book = new XlsxWriter();
  const sheet = book.sheet('Scores');
  for (const r of rows) {
    if (r.length === 0) sheet.blank();
    else sheet.row(r);
  }
  return readFirstSheet(await book.toBuffer(), { maxRows: 100 });
}

describe('readSheetRows', () => {
  it('maps header labels in either language to keys and keeps the sheet row numbers across blank rows', async () => {
    const sheet = await sheetOf([['ពិន្ទុ / Score', 'Code', 'ឈ្មោះ'], ['12', 'A1', 'សុខា'], [], [7.5, 'A2', 'Dara'], [null, ' ', null]]);
    const read = readSheetRows(sheet, columns);
    expect(read.headerRowNumber).toBe(1);
    expect(read.headerErrors).toEqual([]);
    expect(read.rows).toEqual([
      { rowNumber: 2, values: { Code: 'A1', Name: 'សុខា' }, errors: [{ Field: 'Score', Message: 'ត្រូវតែជាលេខ', MessageEn: 'Must be a number' }] },
      { rowNumber: 4, values: { Code: 'A2', Name: 'Dara', Score: 7.5 }, errors: [] },
    ]);
  });

  it('names the missing required columns and, when asked, the unknown ones', async () => {
    const sheet = await sheetOf([[], ['Code', 'Remarks'], ['A1', 'x']]);
    const read = readSheetRows(sheet, columns, { unknownColumns: 'error' });
    expect(read.headerRowNumber).toBe(2);
    expect(read.missing.map((c) => c.key)).toEqual(['Name']);
    expect(read.unknown).toEqual(['Remarks']);
    expect(read.headerErrors).toEqual([
      { Field: 'Remarks', Message: 'ជួរឈរនេះមិនស្គាល់', MessageEn: 'Unknown column' },
      { Field: 'Name', Message: 'ខ្វះជួរឈរនេះ', MessageEn: 'This column is missing' },
    ]);
    expect(readSheetRows(sheet, columns).headerErrors).toHaveLength(1);
  });

  it('parses an absent column as a blank cell only when asked', async () => {
    const sheet = await sheetOf([
      ['Code', 'Name'],
      ['A1', 'Dara'],
    ]);
    expect(readSheetRows(sheet, columns).rows[0]!.values).toEqual({ Code: 'A1', Name: 'Dara' });
    expect(readSheetRows(sheet, columns, { absentColumns: 'parse' }).rows[0]!.values).toEqual({ Code: 'A1', Name: 'Dara', Score: null });
  });

  it('answers a blank sheet with no header and every required column missing', () => {
    const read = readSheetRows({ rows: [[null, '']], firstRow: 1 }, columns);
    expect(read.headerRowNumber).toBeNull();
    expect(read.missing.map((c) => c.key)).toEqual(['Code', 'Name']);
    expect(read.rows).toEqual([]);
  });
});
