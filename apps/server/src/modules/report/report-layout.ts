import { DEFAULT_REPORT_FOOTER, DEFAULT_REPORT_HEADER, DEFAULT_REPORT_SETTING, ORIENTATION, PAPER_SIZE, type TReportPayload } from '@school/contract';
import type { TAppDeps } from '../../http/deps';
import type { TTx } from '../../db/engine';
import { PdfReport, pdfLogo, type TPdfColumn } from '../../lib/pdf/pdf-report';
import { buildXlsx, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import { khmerDigits } from '../../lib/khmer';
import * as campusModule from '../campus/index';
import { getReportSetting } from './report.repository';

/**
 * What the campus's report settings (portal §3 'Report options') make of a report: the page (orientation,
 * paper, margins), which header lines show (ministry, motto, school, academic info, class), the foot (export
 * date, powered-by), the closing (summary, date, principal's title and signature) and how dates are written.
 * Every report of the report menu builds its PDF and workbook through `reportLayoutIn`.
 */
export type TReportFile = { data: Buffer; fileName: string; contentType: string };

const PAPER: Record<number, 'A3' | 'A4' | 'A5'> = { [PAPER_SIZE.A3]: 'A3', [PAPER_SIZE.A4]: 'A4', [PAPER_SIZE.A5]: 'A5' };

/** The saved settings over the defaults (a switch added after the save starts at its default). */
export async function reportPayloadIn(tx: TTx, campusId: string): Promise<TReportPayload> {
  const row = await getReportSetting(tx, { campusId });
  return {
    ReportSetting: { ...DEFAULT_REPORT_SETTING, ...row?.setting },
    ReportHeader: { ...DEFAULT_REPORT_HEADER, ...row?.header },
    ReportFooter: { ...DEFAULT_REPORT_FOOTER, ...row?.footer },
    Version: row?.version ?? null,
    IsDefault: !row,
  };
}

/** `YYYY-MM-DD` (or a moment, in Cambodia's time) in the setting's date format. */
export function formatDay(value: string | Date | null | undefined, format: string): string {
  if (!value) return '';
  const ymd = typeof value === 'string' ? value.slice(0, 10) : new Date(value.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const [y, m, d] = ymd.split('-');
  return format.replace('YYYY', y!).replace('MM', m!).replace('DD', d!);
}

/** What a report says about itself: its title, the academic-info and class lines (shown when switched on). */
export type TReportHeading = { title: string; titleEn: string; academicInfo?: string; className?: string };

/**
 * What a report may ask of its page beyond the settings: a grid of a month's days needs A3 across whatever the
 * campus prints lists on; `lines` are always shown under the heading (the period, a legend); `fontSize` of cells.
 */
export type TReportPageOptions = {
  orientation?: 'portrait' | 'landscape';
  size?: 'A3' | 'A4' | 'A5';
  fontSize?: number;
  lines?: string[];
  /**
   * Fit the columns to their words: each column at least as wide as its longest word (header and cells, as
   * printed), the rest of the line shared as the relative widths say; and the page turned across when a table's
   * words do not fit side by side on a portrait page (a class's sheet of many subjects). A campus that prints
   * across anyway keeps its setting. Off by default: the relative widths alone (lists whose text wraps well).
   */
  fitColumns?: boolean;
  /**
   * The footer's "Total n" line (report settings: Summary) counts the rows printed. A report whose table ends with
   * its own totals row (statistics: n would count classes or grades, not students) passes false; else the setting.
   */
  summary?: boolean;
};

/** Points around a cell's text in `PdfReport.table`, and one of slack so a word measured to fit does fit. */
const CELL_PADDING = 4;
const SLACK = 1;

/** What each column needs so that no word of its header (bold, a point smaller) or of its cells breaks, in points. */
function columnNeeds<R>(doc: PDFKit.PDFDocument, columns: ReadonlyArray<TPdfColumn<R>>, rows: readonly R[], fontSize: number): number[] {
  const longest = (texts: Iterable<string>, font: 'regular' | 'bold', size: number) => {
    doc.font(font).fontSize(size);
    let max = 0;
    for (const text of texts) for (const word of text.split(/\s+/)) if (word) max = Math.max(max, doc.widthOfString(word));
    return max;
  };
  return columns.map((c) => {
    const cells = rows.map((r, i) => String(c.value(r, i) ?? ''));
    return Math.max(longest([c.header, c.headerEn], 'bold', fontSize - 1), longest(cells, 'regular', fontSize)) + 2 * CELL_PADDING + SLACK;
  });
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The columns with widths in points over `width`: each its need, the spare points shared by the relative widths.
 * When the needs alone overflow (words break even across the page) the relative widths are kept as they are.
 */
function fitted<R>(columns: ReadonlyArray<TPdfColumn<R>>, needs: number[], width: number): ReadonlyArray<TPdfColumn<R>> {
  const spare = width - sum(needs);
  if (spare < 0) return columns;
  const relative = sum(columns.map((c) => c.width));
  return columns.map((c, i) => ({ ...c, width: needs[i]! + (spare * c.width) / relative }));
}

export async function reportLayoutIn(deps: TAppDeps, tx: TTx, campusId: string) {
  const payload = await reportPayloadIn(tx, campusId);
  const { ReportSetting: s, ReportHeader: h, ReportFooter: f } = payload;
  const campus = await campusModule.getCampus(tx, { campusId });
  const school = { name: campus?.name ?? '', nameEn: campus?.nameEn ?? '' };
  const logo = h.SchoolName ? await pdfLogo(await campusModule.logoIn(deps, tx, campusId)) : null;
  const margins = { top: s.MarginTop, right: s.MarginRight, bottom: s.MarginBottom, left: s.MarginLeft };
  const orientation = s.Orientation === ORIENTATION.LANDSCAPE ? ('landscape' as const) : ('portrait' as const);
  const day = (value: string | Date | null | undefined) => formatDay(value, s.DateFormat);
  const bilingual = (km: string | null | undefined, en: string | null | undefined) => [km, en].filter(Boolean).join(' · ');
  const headerLines = [
    h.Motto ? bilingual(campus?.motto, campus?.mottoEn) : '',
    h.MinistryName ? bilingual(campus?.ministryName, campus?.ministryNameEn) : '',
  ].filter(Boolean);
  const notes = (heading: TReportHeading) =>
    [h.AcademicInfo ? heading.academicInfo : '', h.ClassName ? heading.className : ''].filter((l): l is string => Boolean(l));

  return {
    payload,
    day,
    /** A PDF of rows: the notes, the table, then the closing lines the footer switches ask for. */
    pdf<R>(
      heading: TReportHeading,
      sections: Array<{ caption?: string; columns: ReadonlyArray<TPdfColumn<R>>; rows: readonly R[] }>,
      page: TReportPageOptions = {},
    ) {
      const fontSize = page.fontSize ?? 8;
      const open = (across: 'portrait' | 'landscape') =>
        new PdfReport({
          school: { ...school, logo },
          title: heading.title,
          titleEn: heading.titleEn,
          orientation: across,
          size: page.size ?? PAPER[s.PaperSize] ?? 'A4',
          margin: margins,
          headerLines,
          showSchool: h.SchoolName,
          footer: { exportDate: f.ExportDate, poweredBy: f.PoweredBy },
          formatDate: (d) => day(d),
        });
      let report = open(page.orientation ?? orientation);
      // Measured with the report's own fonts; opened again across when a table's words do not fit the portrait page.
      const needs = page.fitColumns ? sections.map((x) => columnNeeds(report.doc, x.columns, x.rows, fontSize)) : null;
      if (needs && (page.orientation ?? orientation) === 'portrait' && needs.some((n) => sum(n) > report.width)) report = open('landscape');
      for (const line of notes(heading)) report.text(line, { size: 10 });
      for (const line of page.lines ?? []) report.text(line, { size: 9 });
      sections.forEach((section, i) => {
        if (i > 0) report.newPage();
        if (section.caption) report.text(section.caption, { size: 11, bold: true });
        report.table(needs ? fitted(section.columns, needs[i]!, report.width) : section.columns, section.rows, { fontSize });
      });
      const total = sections.reduce((sum, x) => sum + x.rows.length, 0);
      if (f.Summary && page.summary !== false) report.text(`សរុប ${khmerDigits(total)} · Total ${total}`, { size: 10, bold: true, gapAfter: 10 });
      if (f.Date) report.text(`ថ្ងៃទី ${khmerDigits(day(new Date()))} · Date ${day(new Date())}`, { size: 10, align: 'right' });
      if (f.PrincipalTitle) report.text('នាយកសាលា · Principal', { size: 10, bold: true, align: 'right', gapAfter: f.PrincipalSignature ? 44 : 4 });
      if (f.PrincipalSignature) report.text('ហត្ថលេខា និងត្រា · Signature and seal', { size: 8, align: 'right' });
      return report.toBuffer();
    },
    /** A workbook of rows, one sheet per section, printed as the settings say. */
    xlsx<R>(
      heading: TReportHeading,
      sheets: Array<{ name: string; caption?: string; columns: ReadonlyArray<TXlsxColumn<R>>; rows: readonly R[] }>,
      page: Pick<TReportPageOptions, 'lines'> = {},
    ) {
      return buildXlsx({
        school,
        showSchool: h.SchoolName,
        page: { orientation, paperSize: s.PaperSize, margins },
        sheets: sheets.map((sheet) => ({
          name: sheet.name,
          title: heading.title,
          titleEn: heading.titleEn,
          notes: [...notes(heading), ...(page.lines ?? []), ...(sheet.caption ? [sheet.caption] : [])],
          columns: sheet.columns,
          rows: sheet.rows,
        })),
      });
    },
  };
}
