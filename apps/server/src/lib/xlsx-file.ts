import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Small spreadsheets the API answers (lists, generated accounts): one sheet, a bold header row in Khmer
 * and English, plain values, columns wide enough for Khmer text. exceljs writes them (DESIGN 'Reports and
 * files'); the web app saves them under the name of Content-Disposition.
 */
export type TSheetColumn<T> = { header: string; headerEn: string; width: number; value: (row: T, index: number) => string | number | null };

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function buildSheet<T>(p: { sheetName: string; title?: string; columns: TSheetColumn<T>[]; rows: readonly T[] }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'School portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(p.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: p.title ? 2 : 1 }] });
  sheet.columns = p.columns.map((c) => ({ width: c.width }));
  if (p.title) {
    const titleRow = sheet.addRow([p.title]);
    titleRow.font = { bold: true, size: 13 };
    sheet.mergeCells(1, 1, 1, p.columns.length);
  }
  const header = sheet.addRow(p.columns.map((c) => `${c.header}\n${c.headerEn}`));
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  header.height = 32;
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEDED' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  p.rows.forEach((row, index) => {
    sheet.addRow(p.columns.map((c) => c.value(row, index) ?? ''));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a workbook as a download; the name gets today's date and stays ASCII in `filename`. */
export function sendXlsx(reply: FastifyReply, data: Buffer, baseName: string): FastifyReply {
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const name = `${baseName}-${stamp}.xlsx`;
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(data);
}
