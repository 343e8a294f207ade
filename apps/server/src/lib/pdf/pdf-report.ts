import PDFDocument from 'pdfkit';
import { loadSharp } from '../sharp';
import { khmerDigits } from '../khmer';
import { pdfFont, tolerateNullAnchors, type TPdfFontName } from './fonts';
import { hasKhmer, insertWordBreaks } from './khmer-text';

/**
 * The one way the server writes a PDF report (DESIGN 'Reports and files'). Every report gets the same
 * page: the school's name in Khmer and English and the report's title at the top of every page, the page
 * number ("ទំព័រ ១ នៃ ៣ · Page 1 of 3") and the export date at the foot, margins 50 (portal §3 'Report
 * options' defaults). Text is written through `text()` and `table()`, which take care of Khmer:
 * - U+200B at word boundaries so lines break between words (khmer-text.ts);
 * - each Khmer string is wrapped in a marked-content span whose ActualText is the string itself, so
 *   copying, searching and text extraction read the logical order (the shaped glyphs put pre-base vowels
 *   such as េ before their consonant; without ActualText a reader gets "េស" for "សេ").
 *
 * Usage:
 * ```ts
 * const report = new PdfReport({ school, title: 'បញ្ជីបេក្ខជន', titleEn: 'Applicants' });
 * report.text('ឆ្នាំសិក្សា ២០២៥-២០២៦ · Academic year 2025-2026', { size: 10 });
 * report.table([{ header: 'ឈ្មោះ', headerEn: 'Name', width: 3, value: (r) => r.name }], rows);
 * const pdf: Buffer = await report.toBuffer();
 * ```
 */
export type TPdfSchool = {
  name: string;
  nameEn: string;
  /** The school's logo as PNG (`pdfLogo`), drawn at the left of every page's header. */
  logo?: Buffer | null;
};

/**
 * A school's logo as pdfkit draws it: whatever the upload was (PNG, JPEG, GIF, WebP), a PNG of at most 256 px
 * (transparency kept), or null when the bytes are not a picture sharp reads (the report goes out without it).
 */
export async function pdfLogo(data: Buffer | null | undefined): Promise<Buffer | null> {
  if (!data) return null;
  const sharp = await loadSharp();
  try {
    return await sharp(data, { animated: false }).resize(256, 256, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}

export type TPdfReportOptions = {
  school: TPdfSchool;
  title: string;
  titleEn: string;
  orientation?: 'portrait' | 'landscape';
  size?: 'A3' | 'A4' | 'A5';
  /** Points on each side, or per side (the campus's report settings); 50 by default (portal §3). */
  margin?: number | TPdfMargins;
  /** The export date printed at the foot of each page; now by default. */
  exportedAt?: Date;
  /** Lines above the school's name on every page (the ministry's name, the motto), each centred. */
  headerLines?: string[];
  /** The school's two names at the top of each page; on by default (report settings: SchoolName). */
  showSchool?: boolean;
  /** What the foot of each page holds besides the page number (report settings: ExportDate, PoweredBy). */
  footer?: { exportDate?: boolean; poweredBy?: boolean };
  /** How the export date is written; `reportDate` (day-month-year) by default. */
  formatDate?: (date: Date) => string;
};

export type TPdfMargins = { top: number; right: number; bottom: number; left: number };

export type TPdfAlign = 'left' | 'center' | 'right';

export type TPdfColumn<R> = {
  header: string;
  headerEn: string;
  /** A relative width: the table fills the page width in proportion to these. */
  width: number;
  align?: TPdfAlign;
  value: (row: R, index: number) => string | number | null | undefined;
};

export type TPdfTableOptions = {
  /** Font size of the cells (the header is one point smaller). 9 by default. */
  fontSize?: number;
  /** Shown in one row across the table when there are no rows. */
  emptyText?: string;
  /** Light shading of every other row. On by default. */
  zebra?: boolean;
  /** Points; room for a signature or a handwritten mark. */
  minRowHeight?: number;
};

const PAD = 4;
/** The foot's powered-by line (report settings: PoweredBy). */
export const POWERED_BY = 'ដំណើរការដោយ ប្រព័ន្ធគ្រប់គ្រងសាលា · Powered by School portal';
const BORDER = '#9a9a9a';
const HEADER_FILL = '#e9edf3';
const ZEBRA_FILL = '#f7f8fa';

/** `21-11-2026` (portal §3: dates day-month-year), in Cambodia's time (UTC+7). */
export function reportDate(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3_600_000);
  const dd = String(local.getUTCDate()).padStart(2, '0');
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${local.getUTCFullYear()}`;
}

export class PdfReport {
  readonly doc: PDFKit.PDFDocument;
  private readonly options: TPdfReportOptions;
  private readonly margins: TPdfMargins;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: TPdfReportOptions) {
    this.options = options;
    const m = options.margin ?? 50;
    this.margins = typeof m === 'number' ? { top: m, right: m, bottom: m, left: m } : m;
    const doc = new PDFDocument({
      size: options.size ?? 'A4',
      layout: options.orientation ?? 'portrait',
      margins: this.margins,
      bufferPages: true,
      autoFirstPage: false,
      lang: 'km',
      displayTitle: true,
      info: { Title: `${options.title} / ${options.titleEn}`, Author: options.school.nameEn, Creator: 'School portal' },
    });
    this.doc = doc;
    doc.registerFont('regular', pdfFont('regular'));
    doc.registerFont('bold', pdfFont('bold'));
    for (const name of ['regular', 'bold'] as const) tolerateNullAnchors((doc.font(name) as unknown as { _font: { font: unknown } })._font.font);
    doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      doc.on('error', reject);
    });
    doc.on('pageAdded', () => this.drawPageHeader());
    doc.addPage();
  }

  /** Left edge and width of the writing area. */
  get left() {
    return this.margins.left;
  }
  get width() {
    return this.doc.page.width - this.margins.left - this.margins.right;
  }
  /** The lowest y that content may reach on this page (the foot line is below it). */
  get bottom() {
    return this.doc.page.height - this.margins.bottom;
  }

  /** Starts a new page (with the header). */
  newPage(): void {
    this.doc.addPage();
  }

  /** A paragraph at the current position; moves to a new page first when it does not fit. */
  text(text: string, options: { size?: number; bold?: boolean; align?: TPdfAlign; gapAfter?: number } = {}): void {
    const size = options.size ?? 10;
    const font: TPdfFontName = options.bold ? 'bold' : 'regular';
    const height = this.measure(text, this.width, font, size);
    if (this.doc.y + height > this.bottom && height <= this.bottom - this.contentTop) this.newPage();
    const y = this.doc.y;
    this.write(text, this.left, y, { width: this.width, align: options.align ?? 'left', font, size });
    this.doc.x = this.left;
    this.doc.y = y + height + (options.gapAfter ?? 4);
  }

  /**
   * A square matrix of dark modules (a QR code) drawn as vector squares `size` points wide at the current
   * position (left, or centred), with a white quiet zone of `quiet` modules; moves to a new page when it does not fit.
   */
  matrix(count: number, isDark: (row: number, col: number) => boolean, options: { size?: number; quiet?: number; align?: 'left' | 'center' } = {}): void {
    const size = options.size ?? 120;
    const quiet = options.quiet ?? 4;
    if (this.doc.y + size > this.bottom) this.newPage();
    const x0 = options.align === 'center' ? this.left + (this.width - size) / 2 : this.left;
    const y0 = this.doc.y;
    const cell = size / (count + 2 * quiet);
    this.doc.save().rect(x0, y0, size, size).fill('#ffffff');
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++) if (isDark(row, col)) this.doc.rect(x0 + (col + quiet) * cell, y0 + (row + quiet) * cell, cell, cell);
    this.doc.fill('#000000').restore();
    this.doc.x = this.left;
    this.doc.y = y0 + size + 6;
  }

  /** Vertical space. */
  space(points: number): void {
    this.doc.y += points;
  }

  /**
   * A table filling the page width: a bilingual header row (Khmer above English) that is repeated at the
   * top of every page the table runs onto, cells that wrap, and borders. Rows never split across pages.
   */
  table<R>(columns: ReadonlyArray<TPdfColumn<R>>, rows: readonly R[], options: TPdfTableOptions = {}): void {
    const size = options.fontSize ?? 9;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

    const headerTexts = columns.map((c) => `${c.header}\n${c.headerEn}`);
    const headerHeight = Math.max(...headerTexts.map((t, i) => this.measure(t, widths[i]! - 2 * PAD, 'bold', size - 1))) + 2 * PAD;
    const drawHeader = () => {
      const y = this.doc.y;
      this.doc.save().rect(this.left, y, this.width, headerHeight).fill(HEADER_FILL).restore();
      headerTexts.forEach((t, i) => {
        this.write(t, xs[i]! + PAD, y + PAD, { width: widths[i]! - 2 * PAD, align: 'center', font: 'bold', size: size - 1 });
        this.cellBorder(xs[i]!, y, widths[i]!, headerHeight);
      });
      this.doc.y = y + headerHeight;
    };

    if (this.doc.y + headerHeight + 2 * size > this.bottom) this.newPage();
    drawHeader();

    if (rows.length === 0) {
      const text = options.emptyText ?? 'គ្មានទិន្នន័យ · No data to display';
      const h = this.measure(text, this.width - 2 * PAD, 'regular', size) + 2 * PAD;
      const y = this.doc.y;
      this.write(text, this.left + PAD, y + PAD, { width: this.width - 2 * PAD, align: 'center', font: 'regular', size });
      this.cellBorder(this.left, y, this.width, h);
      this.doc.y = y + h;
    }

    rows.forEach((row, index) => {
      const cells = columns.map((c) => {
        const v = c.value(row, index);
        return v === null || v === undefined ? '' : String(v);
      });
      const height = Math.max(
        Math.max(...cells.map((t, i) => (t ? this.measure(t, widths[i]! - 2 * PAD, 'regular', size) : 0)), size) + 2 * PAD,
        options.minRowHeight ?? 0,
      );
      if (this.doc.y + height > this.bottom) {
        this.newPage();
        drawHeader();
      }
      const y = this.doc.y;
      if ((options.zebra ?? true) && index % 2 === 1) this.doc.save().rect(this.left, y, this.width, height).fill(ZEBRA_FILL).restore();
      cells.forEach((t, i) => {
        if (t) this.write(t, xs[i]! + PAD, y + PAD, { width: widths[i]! - 2 * PAD, align: columns[i]!.align ?? 'left', font: 'regular', size });
        this.cellBorder(xs[i]!, y, widths[i]!, height);
      });
      this.doc.y = y + height;
    });
    this.doc.x = this.left;
    this.doc.y += 8;
  }

  /** Finishes the file: writes the foot of every page and answers the PDF's bytes. */
  async toBuffer(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const exported = (this.options.formatDate ?? reportDate)(this.options.exportedAt ?? new Date());
    const footer = { exportDate: true, poweredBy: false, ...this.options.footer };
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const n = i - range.start + 1;
      const page = this.doc.page;
      const keep = page.margins.bottom;
      // Writing below the bottom margin would make pdfkit start a new page: lift the margin meanwhile.
      page.margins.bottom = 0;
      const y = page.height - this.margins.bottom + 14;
      this.doc
        .save()
        .moveTo(this.left, y - 4)
        .lineTo(this.left + this.width, y - 4)
        .lineWidth(0.5)
        .strokeColor(BORDER)
        .stroke()
        .restore();
      const left = [footer.exportDate ? `កាលបរិច្ឆេទនាំចេញ ${khmerDigits(exported)} · Exported ${exported}` : '', footer.poweredBy ? POWERED_BY : ''].filter(
        Boolean,
      );
      if (left.length) this.write(left.join('   '), this.left, y, { width: this.width, align: 'left', font: 'regular', size: 7.5 });
      this.write(`ទំព័រ ${khmerDigits(n)} នៃ ${khmerDigits(range.count)} · Page ${n} of ${range.count}`, this.left, y, {
        width: this.width,
        align: 'right',
        font: 'regular',
        size: 7.5,
      });
      page.margins.bottom = keep;
    }
    this.doc.end();
    return this.done;
  }

  // ---- internals

  /** Where content starts under the page header (set when a page is added). */
  private contentTop = 0;

  private drawPageHeader(): void {
    const { school, title, titleEn } = this.options;
    const top = Math.max(this.margins.top - 20, 6);
    // The logo at the left of the heading, as tall as the school's two names and the title (at most 44 pt).
    if (school.logo) this.doc.image(school.logo, this.left, top, { fit: [44, 44] });
    // With a logo the heading keeps clear of it on both sides, so it stays centred on the page.
    const inset = school.logo ? 52 : 0;
    const x = this.left + inset;
    const w = this.width - 2 * inset;
    let y = top;
    for (const line of this.options.headerLines ?? []) {
      this.write(line, x, y, { width: w, align: 'center', font: 'regular', size: 9 });
      y += this.measure(line, w, 'regular', 9);
    }
    if (this.options.showSchool ?? true) {
      this.write(school.name, x, y, { width: w, align: 'center', font: 'bold', size: 12 });
      y += this.measure(school.name, w, 'bold', 12);
      this.write(school.nameEn, x, y, { width: w, align: 'center', font: 'regular', size: 9 });
      y += this.measure(school.nameEn, w, 'regular', 9) + 4;
    }
    this.write(title, x, y, { width: w, align: 'center', font: 'bold', size: 13 });
    y += this.measure(title, w, 'bold', 13);
    this.write(titleEn, x, y, { width: w, align: 'center', font: 'regular', size: 10 });
    y += this.measure(titleEn, w, 'regular', 10) + 6;
    if (school.logo) y = Math.max(y, top + 48);
    this.doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.75)
      .strokeColor(BORDER)
      .stroke()
      .restore();
    this.contentTop = y + 8;
    this.doc.x = this.left;
    this.doc.y = this.contentTop;
  }

  private cellBorder(x: number, y: number, w: number, h: number): void {
    this.doc.save().rect(x, y, w, h).lineWidth(0.5).strokeColor(BORDER).stroke().restore();
  }

  private measure(text: string, width: number, font: TPdfFontName, size: number): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(insertWordBreaks(text), { width, lineGap: 1 });
  }

  /** Writes text at a point without moving to a new page; Khmer is marked with its ActualText. */
  private write(text: string, x: number, y: number, o: { width: number; align: TPdfAlign; font: TPdfFontName; size: number }): void {
    const doc = this.doc;
    doc.font(o.font).fontSize(o.size).fillColor('#111111');
    const marked = hasKhmer(text);
    if (marked) doc.markContent('Span', { actual: text });
    // Lift the bottom margin while writing: placement is decided by the caller, never by pdfkit.
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(insertWordBreaks(text), x, y, { width: o.width, align: o.align, lineGap: 1 });
    doc.page.margins.bottom = keep;
    if (marked) doc.endMarkedContent();
  }
}
