import crypto from 'node:crypto';
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';

export type TTestFile = { fileName: string; contentType: string; data: Buffer };

/** A multipart/form-data body for `t.call(..., multipart(...))`: text fields, then files. */
export function multipart(fields: Record<string, string | number | boolean | null | undefined>, files: Record<string, TTestFile> = {}) {
  const boundary = `----school-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid PNG of `size`×`size` pixels in one colour (RGB, 8 bits). */
export function makePng(size = 4, rgb: [number, number, number] = [193, 2, 48]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type TMultipartPart = { name: string; value: string } | { name: string; fileName: string; contentType?: string; data: Buffer };

/** A multipart body from an ordered list of parts (repeated names, files without a type). */
export function multipartParts(parts: TMultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----school${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n${type}\r\n`));
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A tiny JPEG header followed by filler: enough for content sniffing. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);

/**
 * A real Office container of `kind` (made with SheetJS's compound-file writer): an OOXML zip with its
 * `[Content_Types].xml` and main part, or an OLE2 file with the main stream Word, PowerPoint or Excel names.
 */
export function makeOfficeFile(kind: 'docx' | 'pptx' | 'xlsx' | 'doc' | 'ppt' | 'xls'): Buffer {
  const CFB = XLSX.CFB;
  const container = CFB.utils.cfb_new();
  const parts: Record<typeof kind, string[]> = {
    docx: ['[Content_Types].xml', 'word/document.xml'],
    pptx: ['[Content_Types].xml', 'ppt/presentation.xml'],
    xlsx: ['[Content_Types].xml', 'xl/workbook.xml'],
    doc: ['WordDocument'],
    ppt: ['PowerPoint Document'],
    xls: ['Workbook'],
  };
  for (const name of parts[kind]) CFB.utils.cfb_add(container, name, Buffer.from(`<${kind}/>`.padEnd(600, ' ')));
  const zip = kind.endsWith('x');
  return Buffer.from(CFB.write(container, { type: 'buffer', ...(zip ? { fileType: 'zip' } : {}) }) as Uint8Array);
}
