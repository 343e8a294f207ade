import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, readSpreadsheet } from './spreadsheet';
import { XlsxWriter } from './xlsx/xlsx-export';

/** A zip archive of deflated entries; `declare` overrides the sizes the directory states. */
function zip(entries: Array<{ name: string; data: Buffer; declare?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const compressed = zlib.deflateRawSync(e.data, { level: 9 });
    const name = Buffer.from(e.name);
    const size = e.declare ?? e.data.length;
    const crc = zlib.crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CELL = '<c r="A1" t="n"><v>1</v></c>';
const sheetXml = (cells: number) =>
  Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${CELL.repeat(cells)}</row></sheetData></worksheet>`,
  );

describe('zip-bomb spreadsheets (issue 11, finding 7)', () => {
  it('refuses a 1 MB archive that inflates past the limit, honest directory or lying', async () => {
    const bomb = Buffer.alloc(300 * 1024 * 1024, ' ');
    for (const declare of [undefined, 1024]) {
      const file = zip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/worksheets/sheet1.xml', data: bomb, declare },
      ]);
      expect(file.length).toBeLessThan(1024 * 1024);
      // Refused by the inflation guard (413), not after inflating 300 MB (no timing asserted: a loaded CI
      // machine makes any bound flaky; the refusal itself is the behaviour).
      await expect(readFirstSheet(file, { maxRows: 5000 })).rejects.toMatchObject({ status: 413 });
      await expect(readSpreadsheet({ FileName: 'bomb.xlsx', Data: file })).rejects.toMatchObject({ status: 413 });
    }
  });

  it('refuses a sheet of more than a million cells before parsing it', async () => {
    const file = zip([{ name: 'xl/worksheets/sheet1.xml', data: sheetXml(1_000_001) }]);
    // The cell-count guard's own refusal, before any row is parsed.
    await expect(readFirstSheet(file, { maxRows: 5000 })).rejects.toMatchObject({ status: 413, messageEn: expect.stringMatching(/cells/) });
  });

  it('still reads an ordinary workbook', async () => {
    const book = new XlsxWriter();
    book.sheet('Sheet1').row(['Name', 'Code']).row(['សុខា', 1]);
    const data = await book.toBuffer();
    const sheet = await readFirstSheet(data, { maxRows: 10 });
    expect(sheet.rows[1]).toEqual(['សុខា', 1]);
  });
});
