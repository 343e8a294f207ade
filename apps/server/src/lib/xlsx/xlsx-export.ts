import ExcelJS from 'exceljs';

/**
 * The one way the server writes an .xlsx export (DESIGN 'Reports and files': exceljs writes reports).
 * Each sheet starts with the school's name in Khmer and English and the export's title, then one header
 * row whose cells read "Khmer / English", then the data. The header row is frozen and filtered, columns
 * have widths, dates are real Excel dates and numbers real numbers (so a school can sort and sum).
 *
 * Usage:
 * ```ts
 * const data: Buffer = await buildXlsx({
 *   school: { name: 'សាលា…', nameEn: 'School …' },
 *   sheets: [{ name: 'Applicants', title: 'បញ្ជីបេក្ខជន', titleEn: 'Applicants', rows,
 *     columns: [{ header: 'ឈ្មោះ', headerEn: 'Name', width: 24, value: (r) => r.name }] }],
 * });
 * ```
 */
export type TXlsxValue = string | number | boolean | Date | null | undefined;

export type TXlsxColumn<R> = {
  header: string;
  headerEn: string;
  /** Width in characters; 14 by default. */
  width?: number;
  /** Excel number format, e.g. 'dd-mm-yyyy' for dates (the default for Date values) or '#,##0.00'. */
  numFmt?: string;
  value: (row: R, index: number) => TXlsxValue;
};

export type TXlsxSheet<R> = {
  /** The tab's name (at most 31 characters; Excel forbids : \ / ? * [ ]). */
  name: string;
  title: string;
  titleEn: string;
  /** Further lines under the title (filters, year …). */
  notes?: string[];
  columns: ReadonlyArray<TXlsxColumn<R>>;
  rows: readonly R[];
};

export type TXlsxOptions = {
  school: { name: string; nameEn: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has its own row type
  sheets: ReadonlyArray<TXlsxSheet<any>>;
  /** Font of every cell; a Khmer font that office computers in Cambodia have. */
  fontName?: string;
};

export { XLSX_CONTENT_TYPE } from '../file-reply';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF3' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FF9A9A9A' } };

/** A sheet name Excel accepts. */
export const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';

/** Dates as `YYYY-MM-DD` text from the database become Excel dates (UTC midnight, no time shift). */
export function xlsxDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

export async function buildXlsx(options: TXlsxOptions): Promise<Buffer> {
  const font = { name: options.fontName ?? 'Khmer OS Battambang', size: 10 };
  const book = new ExcelJS.Workbook();
  book.creator = options.school.nameEn;
  book.created = new Date();
  for (const sheet of options.sheets) {
    const ws = book.addWorksheet(sheetName(sheet.name));
    const span = Math.max(sheet.columns.length, 1);
    const lines = [
      { text: options.school.name, bold: true, size: 13 },
      { text: options.school.nameEn, bold: false, size: 10 },
      { text: sheet.title, bold: true, size: 12 },
      { text: sheet.titleEn, bold: false, size: 10 },
      ...(sheet.notes ?? []).map((text) => ({ text, bold: false, size: 10 })),
    ];
    lines.forEach((line, i) => {
      const row = ws.getRow(i + 1);
      row.getCell(1).value = line.text;
      row.getCell(1).font = { ...font, bold: line.bold, size: line.size };
      row.getCell(1).alignment = { horizontal: 'center' };
      ws.mergeCells(i + 1, 1, i + 1, span);
    });
    const headerRowNumber = lines.length + 2;
    const header = ws.getRow(headerRowNumber);
    sheet.columns.forEach((c, i) => {
      const cell = header.getCell(i + 1);
      cell.value = `${c.header} / ${c.headerEn}`;
      cell.font = { ...font, bold: true };
      cell.fill = HEADER_FILL;
      cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
      cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
      ws.getColumn(i + 1).width = c.width ?? 14;
    });
    header.height = 32;
    sheet.rows.forEach((r, index) => {
      const row = ws.getRow(headerRowNumber + 1 + index);
      sheet.columns.forEach((c, i) => {
        const cell = row.getCell(i + 1);
        const value = c.value(r, index);
        cell.value = value === undefined ? null : value;
        cell.font = font;
        cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
        cell.alignment = { vertical: 'top', wrapText: true };
        if (c.numFmt) cell.numFmt = c.numFmt;
        else if (value instanceof Date) cell.numFmt = 'dd-mm-yyyy';
      });
    });
    ws.views = [{ state: 'frozen', ySplit: headerRowNumber }];
    if (sheet.columns.length > 0)
      ws.autoFilter = { from: { row: headerRowNumber, column: 1 }, to: { row: headerRowNumber + sheet.rows.length, column: sheet.columns.length } };
  }
  const data = await book.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
