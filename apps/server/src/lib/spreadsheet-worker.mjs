// Reads a spreadsheet off the API's thread (a hostile file cannot stall the server): values only, no
// formulas, styles or HTML, at most `maxRows` rows a sheet. The parent kills the worker after its time limit.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const { data, maxRows } = workerData;
try {
  const wb = XLSX.read(data, { type: 'buffer', cellFormula: false, cellHTML: false, cellText: false, cellStyles: false, cellNF: false, cellDates: true, sheetRows: maxRows + 1, dense: true, WTF: false });
  const sheets = {};
  for (const name of wb.SheetNames) {
    sheets[name] = XLSX.utils.sheet_to_json(wb.Sheets[name], { header: 1, raw: true, defval: null, blankrows: false });
  }
  parentPort.postMessage({ ok: true, sheets });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error && error.message ? error.message : error).slice(0, 300) });
}
