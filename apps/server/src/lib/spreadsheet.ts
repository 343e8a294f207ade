import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { AppError, badRequest } from './app-error';
import { khmerDigits } from './khmer';
import { assertZipWithinLimits } from './zip-guard';

/** Limits of a spreadsheet upload (DESIGN 'Excel': parse with size and time limits, values only). */
export const SPREADSHEET_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 5000, timeoutMs: 15_000 };

const here = path.dirname(fileURLToPath(import.meta.url));
export type TCell = string | number | boolean | Date | null;
export type TSheets = Record<string, TCell[][]>;

const EXTENSIONS = ['.xlsx', '.xls', '.ods'];

/** xlsx and ods are zip files; xls is an OLE compound file. Anything else is refused before parsing. */
function looksLikeSpreadsheet(data: Uint8Array) {
  const zip = data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  const ole = data[0] === 0xd0 && data[1] === 0xcf && data[2] === 0x11 && data[3] === 0xe0;
  return zip || ole;
}

export async function readSpreadsheet(file: { FileName: string; Data: Uint8Array }): Promise<TSheets> {
  const ext = path.extname(file.FileName).toLowerCase();
  if (!EXTENSIONS.includes(ext) || !looksLikeSpreadsheet(file.Data))
    throw new AppError('UNSUPPORTED_FILE', { km: 'សូមផ្ទុកឯកសារ .xlsx, .xls ឬ .ods', en: 'Upload a .xlsx, .xls or .ods spreadsheet' });
  if (file.Data.length > SPREADSHEET_LIMITS.maxBytes) throw new AppError('TOO_LARGE');
  if (file.Data[0] === 0x50) assertZipWithinLimits(Buffer.from(file.Data.buffer, file.Data.byteOffset, file.Data.byteLength));
  const worker = new Worker(path.join(here, 'spreadsheet-worker.mjs'), {
    workerData: { data: Buffer.from(file.Data), maxRows: SPREADSHEET_LIMITS.maxRows },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  try {
    const answer = await new Promise<{ ok: boolean; sheets?: TSheets; message?: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(badRequest('ការអានឯកសារយូរពេក', 'Reading the spreadsheet took too long')), SPREADSHEET_LIMITS.timeoutMs);
      worker.once('message', (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      worker.once('error', (e) => {
        clearTimeout(timer);
        reject(badRequest('មិនអាចអានឯកសារនេះបានទេ', `The spreadsheet could not be read: ${e.message.slice(0, 200)}`));
      });
    });
    if (!answer.ok || !answer.sheets) throw badRequest('មិនអាចអានឯកសារនេះបានទេ', `The spreadsheet could not be read: ${answer.message ?? ''}`);
    return answer.sheets;
  } finally {
    await worker.terminate();
  }
}

/** A workbook from rows (header first), as .xlsx bytes. */
export function writeWorkbook(sheets: Array<{ name: string; rows: unknown[][] }>): Buffer {
  const wb = XLSX.utils.book_new();
  for (const s of sheets) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(s.rows), s.name);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** `rows[i]` is row `firstRow + i` of the sheet; `total` counts the sheet's rows even past `maxRows`. */
export type TSheet = { sheetName: string; rows: TCell[][]; firstRow: number; total: number };

/**
 * The first sheet with blank rows kept, so that rows keep their numbers (the student import reports
 * row by row). The caller has checked the upload (file.service `checkUpload`); limits as readSpreadsheet.
 */
export async function readFirstSheet(data: Buffer, options: { maxRows: number; timeoutMs?: number }): Promise<TSheet> {
  const timeoutMs = options.timeoutMs ?? SPREADSHEET_LIMITS.timeoutMs;
  if (data[0] === 0x50 && data[1] === 0x4b) assertZipWithinLimits(data);
  const worker = new Worker(path.join(here, 'spreadsheet-worker.mjs'), {
    workerData: { data, maxRows: options.maxRows, firstSheetOnly: true },
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  try {
    const answer = await new Promise<{ ok: boolean; sheets?: TSheets; firstRows?: Record<string, number>; totals?: Record<string, number>; message?: string }>(
      (resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              badRequest(
                `ការអានឯកសារយូរពេក (លើស ${khmerDigits(Math.round(timeoutMs / 1000))} វិនាទី)`,
                `Reading the spreadsheet took too long (more than ${Math.round(timeoutMs / 1000)} seconds)`,
              ),
            ),
          timeoutMs,
        );
        worker.once('message', (m) => {
          clearTimeout(timer);
          resolve(m);
        });
        worker.once('error', (e) => {
          clearTimeout(timer);
          reject(badRequest('មិនអាចអានឯកសារនេះបានទេ', `The spreadsheet could not be read: ${e.message.slice(0, 200)}`));
        });
      },
    );
    if (!answer.ok || !answer.sheets) throw badRequest('មិនអាចអានឯកសារនេះបានទេ', 'The file could not be read as a spreadsheet');
    const sheetName = Object.keys(answer.sheets)[0] ?? '';
    const rows = answer.sheets[sheetName] ?? [];
    return { sheetName, rows, firstRow: answer.firstRows?.[sheetName] ?? 1, total: answer.totals?.[sheetName] ?? rows.length };
  } finally {
    await worker.terminate();
  }
}

/** A cell as text: dates as YYYY-MM-DD (rounded to the nearest day: sheets keep days, not times). */
export function cellText(value: TCell | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return new Date(value.getTime() + 43_200_000).toISOString().slice(0, 10);
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}
