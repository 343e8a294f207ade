import { Worker } from 'node:worker_threads';
import { AppError, badRequest } from './app-error';
import { khmerDigits } from './khmer';

/**
 * Reading uploaded spreadsheets (.xlsx, .xls, .ods) with @e965/xlsx (DESIGN 'Reports and files': parse
 * uploads with size and time limits, values only). Parsing is synchronous CPU work, so it runs in a
 * worker thread that is ended when it takes too long or grows too big; the API's thread never waits on
 * a hostile file. The caller checks the file's size and kind first (file.service `checkUpload`).
 */
export type TCell = string | number | boolean | Date | null;
/** `rows[i]` is row `firstRow + i` of the sheet; `total` counts the sheet's rows even past `maxRows`. */
export type TSheet = { sheetName: string; rows: TCell[][]; firstRow: number; total: number };

export async function readFirstSheet(data: Buffer, options: { maxRows: number; timeoutMs?: number; maxMemoryMb?: number }): Promise<TSheet> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const worker = new Worker(new URL('./spreadsheet-worker.mjs', import.meta.url), {
    workerData: { data, maxRows: options.maxRows },
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 512 },
  });
  try {
    return await new Promise<TSheet>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          badRequest(
            `ការអានឯកសារចំណាយពេលយូរពេក (លើស ${khmerDigits(Math.round(timeoutMs / 1000))} វិនាទី)`,
            `Reading the file took too long (more than ${Math.round(timeoutMs / 1000)} seconds)`,
          ),
        );
      }, timeoutMs);
      worker.once('message', (message: ({ ok: true } & TSheet) | { ok: false; message: string }) => {
        clearTimeout(timer);
        if (message.ok) resolve({ sheetName: message.sheetName, rows: message.rows, firstRow: message.firstRow, total: message.total });
        else reject(badRequest('មិនអាចអានឯកសារនេះបានទេ', 'The file could not be read as a spreadsheet'));
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(new AppError('BAD_REQUEST', { km: 'មិនអាចអានឯកសារនេះបានទេ', en: 'The file could not be read as a spreadsheet', cause: error }));
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        if (code !== 0) reject(badRequest('មិនអាចអានឯកសារនេះបានទេ', 'The file could not be read as a spreadsheet'));
      });
    });
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
