// Reads a spreadsheet off the API's thread (a hostile file cannot stall the server): values only, no
// formulas, styles or HTML, at most `maxRows` rows a sheet. The parent kills the worker after its time limit.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

// Blank rows are kept, so that a row's index gives its number in the sheet (`firstRows[name]` is the number of
// the first one) for per-row messages; `totals[name]` counts the sheet's rows even beyond `maxRows`. With
// `firstSheetOnly` (the student import) only the first sheet is read.
const { data, maxRows, firstSheetOnly } = workerData;
try {
  const wb = XLSX.read(data, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellStyles: false,
    cellNF: false,
    cellDates: true,
    sheetRows: maxRows + 1,
    dense: true,
    WTF: false,
  });
  const sheets = {};
  const firstRows = {};
  const totals = {};
  for (const name of firstSheetOnly ? wb.SheetNames.slice(0, 1) : wb.SheetNames) {
    const sheet = wb.Sheets[name];
    sheets[name] = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true });
    firstRows[name] = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
    totals[name] = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']).e.r + 1 : sheets[name].length;
  }
  parentPort.postMessage({ ok: true, sheets, firstRows, totals });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error && error.message ? error.message : error).slice(0, 300) });
}
