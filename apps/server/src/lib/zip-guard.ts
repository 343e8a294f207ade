import zlib from 'node:zlib';
import { AppError } from './app-error';

/**
 * Refuses a zip-bomb spreadsheet (xlsx and ods are zip archives) before the parser sees it (issue 11,
 * finding 7): the central directory is read first and the declared inflated sizes summed; then each
 * entry is inflated with its declared size as a hard cap (a lying directory fails there), and the cells
 * of the sheets are counted. Costs at most `maxInflatedBytes` of inflation, a fraction of a second.
 */
export const ZIP_LIMITS = { maxInflatedBytes: 64 * 1024 * 1024, maxEntries: 2000, maxCells: 1_000_000 };

const tooLarge = (en: string, km: string) => new AppError('TOO_LARGE', { km, en });
const broken = () => new AppError('BAD_REQUEST', { km: 'ឯកសារ zip ខូច', en: 'The spreadsheet is not a valid zip archive' });

type TEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/** The central directory's entries (names and sizes), without inflating anything. */
export function zipEntries(data: Buffer): TEntry[] {
  const from = Math.max(0, data.length - 65_557);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw broken();
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (count > ZIP_LIMITS.maxEntries) throw tooLarge('The spreadsheet holds too many parts', 'ឯកសារមានផ្នែកច្រើនពេក');
  const entries: TEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) throw broken();
    const nameLength = data.readUInt16LE(offset + 28);
    const entry = {
      method: data.readUInt16LE(offset + 10),
      compressedSize: data.readUInt32LE(offset + 20),
      size: data.readUInt32LE(offset + 24),
      localOffset: data.readUInt32LE(offset + 42),
      name: data.toString('utf8', offset + 46, offset + 46 + nameLength),
    };
    // ZIP64 markers: far beyond any spreadsheet this server reads.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw tooLarge('The spreadsheet is too large once unpacked', 'ឯកសារធំពេកបន្ទាប់ពីពន្លា');
    entries.push(entry);
    offset += 46 + nameLength + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return entries;
}

const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name) || name === 'content.xml';

export function assertZipWithinLimits(data: Buffer, limits = ZIP_LIMITS): void {
  const entries = zipEntries(data);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limits.maxInflatedBytes) throw tooLarge('The spreadsheet is too large once unpacked', 'ឯកសារធំពេកបន្ទាប់ពីពន្លា');
  let cells = 0;
  for (const entry of entries) {
    if (!isSheet(entry.name)) continue;
    const local = entry.localOffset;
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) throw broken();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const compressed = data.subarray(start, start + entry.compressedSize);
    let xml: Buffer;
    try {
      xml = entry.method === 0 ? compressed : zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      // More bytes than the directory declared (or not deflate at all).
      throw tooLarge('The spreadsheet is too large once unpacked', 'ឯកសារធំពេកបន្ទាប់ពីពន្លា');
    }
    cells += countCells(xml, entry.name === 'content.xml' ? '<table:table-cell' : '<c ');
    if (cells > limits.maxCells) throw tooLarge('The spreadsheet has too many cells', 'ឯកសារមានក្រឡាច្រើនពេក');
  }
}

function countCells(xml: Buffer, tag: string): number {
  let n = 0;
  for (let i = xml.indexOf(tag); i >= 0; i = xml.indexOf(tag, i + tag.length)) n++;
  return n;
}
