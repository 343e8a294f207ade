// Reads the first sheet of a workbook off the API's thread (lib/spreadsheet.ts): values only, no
// formulas, no HTML, at most `maxRows` rows. Plain JavaScript so that it loads the same under tsx,
// Vitest and node.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const { data, maxRows } = workerData;
try {
  const workbook = XLSX.read(data, {
    type: 'buffer',
    cellDates: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
    dense: true,
    sheetRows: maxRows + 1,
  });
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  // Blank rows are kept so that a row's index gives its number in the sheet (firstRow is the first one's).
  const rows = sheet && sheet['!ref'] ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true }) : [];
  const firstRow = sheet && sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
  const total = sheet && sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']).e.r + 1 : firstRow + rows.length - 1;
  parentPort.postMessage({ ok: true, sheetName: sheetName ?? '', rows, firstRow, total });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error && error.message ? error.message : error) });
}
