import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, badRequest } from './app-error';
import { khmerDigits } from './khmer';
import { assertZipWithinLimits } from './zip-guard';

/** Limits of a spreadsheet upload (DESIGN 'Excel': parse with size and time limits, values only). */
export const SPREADSHEET_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 5000, timeoutMs: 15_000 };

const here = path.dirname(fileURLToPath(import.meta.url));
export type TCell = string | number | boolean | Date | null;

/** `rows[i]` is row `firstRow + i` of the sheet (blank rows kept); `total` counts the sheet's rows even past `maxRows`. */
export type TSheet = { sheetName: string; rows: TCell[][]; firstRow: number; total: number };

const EXTENSIONS = ['.xlsx', '.xls', '.ods'];

/** xlsx and ods are zip files; xls is an OLE compound file. Anything else is refused before parsing. */
function looksLikeSpreadsheet(data: Uint8Array) {
  const zip = data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  const ole = data[0] === 0xd0 && data[1] === 0xcf && data[2] === 0x11 && data[3] === 0xe0;
  return zip || ole;
}

type TWorkerAnswer = { ok: boolean; sheets?: Record<string, TCell[][]>; firstRows?: Record<string, number>; totals?: Record<string, number>; message?: string };

/**
 * The sheets of a workbook, read in a worker (values only) within a row and a time limit, blank rows kept so
 * that rows keep their numbers. The zip is checked for bombs first (`zip-guard.ts`).
 */
async function readSheets(data: Buffer, options: { maxRows: number; timeoutMs?: number; firstSheetOnly?: boolean; heapMb?: number }): Promise<TSheet[]> {
  const timeoutMs = options.timeoutMs ?? SPREADSHEET_LIMITS.timeoutMs;
  if (data[0] === 0x50 && data[1] === 0x4b) assertZipWithinLimits(data);
  const worker = new Worker(path.join(here, 'spreadsheet-worker.mjs'), {
    workerData: { data, maxRows: options.maxRows, firstSheetOnly: options.firstSheetOnly ?? false },
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 512 },
  });
  try {
    const answer = await new Promise<TWorkerAnswer>((resolve, reject) => {
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
    });
    if (!answer.ok || !answer.sheets) throw badRequest('មិនអាចអានឯកសារនេះបានទេ', `The spreadsheet could not be read: ${answer.message ?? ''}`);
    return Object.entries(answer.sheets).map(([sheetName, rows]) => ({
      sheetName,
      rows,
      firstRow: answer.firstRows?.[sheetName] ?? 1,
      total: answer.totals?.[sheetName] ?? rows.length,
    }));
  } finally {
    await worker.terminate();
  }
}

/** Every sheet of an uploaded workbook (.xlsx, .xls or .ods, checked by extension and content). */
export async function readSpreadsheet(file: { FileName: string; Data: Uint8Array }): Promise<TSheet[]> {
  const ext = path.extname(file.FileName).toLowerCase();
  if (!EXTENSIONS.includes(ext) || !looksLikeSpreadsheet(file.Data))
    throw new AppError('UNSUPPORTED_FILE', { km: 'សូមផ្ទុកឯកសារ .xlsx, .xls ឬ .ods', en: 'Upload a .xlsx, .xls or .ods spreadsheet' });
  if (file.Data.length > SPREADSHEET_LIMITS.maxBytes) throw new AppError('TOO_LARGE');
  return readSheets(Buffer.from(file.Data.buffer, file.Data.byteOffset, file.Data.byteLength), { maxRows: SPREADSHEET_LIMITS.maxRows, heapMb: 256 });
}

/** The first sheet of a workbook the caller has checked (file.service `checkUpload`); limits as readSpreadsheet. */
export async function readFirstSheet(data: Buffer, options: { maxRows: number; timeoutMs?: number }): Promise<TSheet> {
  const [sheet] = await readSheets(data, { ...options, firstSheetOnly: true });
  return sheet ?? { sheetName: '', rows: [], firstRow: 1, total: 0 };
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
