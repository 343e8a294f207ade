import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE, sendDownload } from '../file-reply';
import { turns } from '../turns';

/**
 * The one way the server writes an .xlsx file (DESIGN 'Reports and files': exceljs writes reports): lists,
 * reports, templates and generated accounts all go through `XlsxWriter`, so every file has the same Khmer
 * font, the same bilingual header row (bold, shaded, bordered, wrapped) and real numbers and dates.
 *
 * A sheet is written top to bottom in blocks: `heading` (merged, centred title lines), `table` (a header row
 * from the columns' Khmer and English names, then one row per record), `pairs` (label / value rows),
 * `row` and `blank`.
 *
 * ```ts
 * const book = new XlsxWriter();
 * book.sheet('Applicants').heading(['សាលា… / School …'], columns.length).table(columns, rows, { freeze: true });
 * const data: Buffer = await book.toBuffer();
 * ```
 * `buildXlsx` is the school-titled list of the reports (school, title, notes, then the table).
 */
export type TXlsxValue = string | number | boolean | Date | null | undefined;

export type TXlsxColumn<R> = {
  header: string;
  headerEn: string;
  /** Width in characters; the column keeps its width when absent. */
  width?: number;
  /** Excel number format of the whole column, e.g. '@' (text), 'yyyy-mm-dd' or '#,##0.00'; dates get 'dd-mm-yyyy'. */
  numFmt?: string;
  /** Shade of this column's header cell (ARGB), e.g. to mark required columns of a template. */
  headerFill?: string;
  value: (row: R, index: number) => TXlsxValue;
};

/**
 * How a header cell names its column: `stacked` "Khmer⏎English", `inline` "Khmer / English", or `key` the
 * `header` alone (an import template whose reader matches the column names).
 */
export type TXlsxHeader = 'stacked' | 'inline' | 'key';

export type TXlsxPage = {
  orientation: 'portrait' | 'landscape';
  paperSize: number;
  margins: { top: number; right: number; bottom: number; left: number };
};

export type TXlsxLine = string | { text: string; bold?: boolean; size?: number };

export type TXlsxTableOptions = {
  header?: TXlsxHeader;
  /** Keep the rows above the data (the header included) in view while scrolling. */
  freeze?: boolean;
  /** Excel's filter buttons on the header row. */
  filter?: boolean;
};

/** A Khmer font that office computers in Cambodia have. */
export const XLSX_FONT = 'Khmer OS Battambang';
const HEADER_FILL = 'FFE9EDF3';
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FF9A9A9A' } };
const BOX: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

export { XLSX_CONTENT_TYPE } from '../file-reply';

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';

/** Dates as `YYYY-MM-DD` text from the database become Excel dates (UTC midnight, no time shift). */
export function xlsxDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

export class XlsxSheetWriter {
  private next = 1;

  constructor(
    readonly sheet: ExcelJS.Worksheet,
    private readonly fontName: string,
  ) {}

  private font(style: { bold?: boolean; size?: number } = {}): Partial<ExcelJS.Font> {
    return { name: this.fontName, size: style.size ?? 10, bold: style.bold ?? false };
  }

  /** How the sheet prints (the campus's report settings): orientation, paper (Excel's codes: A3 8, A4 9, A5 11), margins in points. */
  page(setup: TXlsxPage): this {
    const inch = (points: number) => Math.round((points / 72) * 100) / 100;
    const m = setup.margins;
    this.sheet.pageSetup = {
      ...this.sheet.pageSetup,
      orientation: setup.orientation,
      paperSize: setup.paperSize as ExcelJS.PageSetup['paperSize'],
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { top: inch(m.top), right: inch(m.right), bottom: inch(m.bottom), left: inch(m.left), header: 0.3, footer: 0.3 },
    };
    return this;
  }

  /** Column widths in characters, from the first column. */
  widths(widths: readonly number[]): this {
    widths.forEach((w, i) => (this.sheet.getColumn(i + 1).width = w));
    return this;
  }

  /** Title lines across `span` columns, each merged and centred; a plain string is bold. */
  heading(lines: readonly TXlsxLine[], span: number): this {
    for (const line of lines) {
      const { text, bold = true, size = 12 } = typeof line === 'string' ? { text: line } : line;
      const cell = this.sheet.getRow(this.next).getCell(1);
      cell.value = text;
      cell.font = this.font({ bold, size });
      cell.alignment = { horizontal: 'center' };
      if (span > 1) this.sheet.mergeCells(this.next, 1, this.next, span);
      this.next++;
    }
    return this;
  }

  /** One row of plain values. */
  row(values: readonly TXlsxValue[], style: { bold?: boolean; size?: number } = {}): this {
    const row = this.sheet.getRow(this.next++);
    values.forEach((v, i) => {
      const cell = row.getCell(i + 1);
      cell.value = v ?? null;
      cell.font = this.font(style);
    });
    return this;
  }

  blank(): this {
    this.next++;
    return this;
  }

  /** Label / value rows: the label "Khmer / English" in bold, the value beside it. */
  pairs(items: ReadonlyArray<readonly [km: string, en: string, value: TXlsxValue]>): this {
    for (const [km, en, value] of items) {
      this.row([`${km} / ${en}`, value ?? '']);
      this.sheet.getRow(this.next - 1).getCell(1).font = this.font({ bold: true });
    }
    return this;
  }

  /** A header row naming the columns in both languages, then one bordered row per record. */
  table<R>(columns: ReadonlyArray<TXlsxColumn<R>>, rows: readonly R[], options: TXlsxTableOptions = {}): this {
    const layout = options.header ?? 'stacked';
    const headerRow = this.sheet.getRow(this.next);
    columns.forEach((c, i) => {
      const column = this.sheet.getColumn(i + 1);
      if (c.width !== undefined) column.width = c.width;
      if (c.numFmt) column.numFmt = c.numFmt;
      const cell = headerRow.getCell(i + 1);
      cell.value = layout === 'key' ? c.header : layout === 'inline' ? `${c.header} / ${c.headerEn}` : `${c.header}\n${c.headerEn}`;
      cell.font = this.font({ bold: true });
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: c.headerFill ?? HEADER_FILL } };
      cell.border = BOX;
      cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    });
    if (layout !== 'key') headerRow.height = 32;
    const headerNumber = this.next++;
    rows.forEach((r, index) => {
      const row = this.sheet.getRow(this.next++);
      columns.forEach((c, i) => {
        const cell = row.getCell(i + 1);
        const value = c.value(r, index);
        // An absent value is an empty text, so a reader sees the cell (and its column) in every row.
        cell.value = value ?? '';
        cell.font = this.font();
        cell.border = BOX;
        cell.alignment = { vertical: 'top', wrapText: true };
        if (c.numFmt) cell.numFmt = c.numFmt;
        else if (value instanceof Date) cell.numFmt = 'dd-mm-yyyy';
      });
    });
    if (options.freeze) this.sheet.views = [{ state: 'frozen', ySplit: headerNumber }];
    if (options.filter && columns.length > 0)
      this.sheet.autoFilter = { from: { row: headerNumber, column: 1 }, to: { row: headerNumber + rows.length, column: columns.length } };
    return this;
  }
}

/** A workbook of sheets written with `XlsxSheetWriter`; sheet names are made valid and unique. */
export class XlsxWriter {
  private readonly book = new ExcelJS.Workbook();
  private readonly fontName: string;

  constructor(options: { creator?: string; fontName?: string } = {}) {
    this.book.creator = options.creator ?? 'School portal';
    this.book.created = new Date();
    this.fontName = options.fontName ?? XLSX_FONT;
  }

  sheet(name: string): XlsxSheetWriter {
    const base = sheetName(name);
    let candidate = base;
    for (let n = 2; this.book.getWorksheet(candidate); n++) candidate = `${base.slice(0, 27)} ${n}`;
    return new XlsxSheetWriter(this.book.addWorksheet(candidate), this.fontName);
  }

  async toBuffer(): Promise<Buffer> {
    return inTurn(async () => Buffer.from((await this.book.xlsx.writeBuffer()) as ArrayBuffer));
  }
}

/**
 * Workbooks zipped at once by this process. exceljs holds a whole file's parts in memory while it zips them:
 * eight student lists exported at the same moment added ~43 MB to the server (bench memory), past the 250 MB a
 * PostgreSQL-mode process may hold. A third export waits for a turn (milliseconds for a school's list).
 */
export const inTurn = turns(2);

export type TXlsxSheet<R> = {
  /** The tab's name. */
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
  fontName?: string;
  /** How every sheet prints (the campus's report settings); Excel's defaults when absent. */
  page?: TXlsxPage;
  /** The school's two names above the title; on by default (report settings: SchoolName). */
  showSchool?: boolean;
};

/**
 * A report list: each sheet starts with the school's name in Khmer and English and the export's title,
 * then a blank row and one "Khmer / English" header row (frozen, filtered), then the data.
 */
export async function buildXlsx(options: TXlsxOptions): Promise<Buffer> {
  const book = new XlsxWriter({ creator: options.school.nameEn, fontName: options.fontName });
  for (const sheet of options.sheets) {
    const writer = book.sheet(sheet.name);
    if (options.page) writer.page(options.page);
    writer
      .heading(
        [
          ...(options.showSchool === false
            ? []
            : [
                { text: options.school.name, size: 13 },
                { text: options.school.nameEn, bold: false, size: 10 },
              ]),
          { text: sheet.title, size: 12 },
          { text: sheet.titleEn, bold: false, size: 10 },
          ...(sheet.notes ?? []).map((text) => ({ text, bold: false, size: 10 })),
        ],
        Math.max(sheet.columns.length, 1),
      )
      .blank()
      .table(
        sheet.columns.map((c) => ({ ...c, width: c.width ?? 14 })),
        sheet.rows,
        { header: 'inline', freeze: true, filter: true },
      );
  }
  return book.toBuffer();
}

/** Sends a workbook as a download named `<baseName>-<YYYYMMDD>.xlsx`. */
export function sendXlsx(reply: FastifyReply, data: Buffer, baseName: string): FastifyReply {
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return sendDownload(reply, { data, fileName: `${baseName}-${stamp}.xlsx`, contentType: XLSX_CONTENT_TYPE });
}
