import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { checkUpload, cleanFileName, DOCUMENT_KINDS, IMAGE_KINDS, sniffFileKind, SPREADSHEET_KINDS } from './file.service';
import { JPEG_BYTES, PNG_1X1 } from '../../../test/multipart';

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const SAMPLES = {
  png: PNG_1X1,
  jpeg: JPEG_BYTES,
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]),
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  xlsx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from('[Content_Types].xml'),
    Buffer.alloc(40),
    Buffer.from('xl/workbook.xml'),
  ]),
  ods: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
    Buffer.alloc(40),
  ]),
  xls: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500), utf16('Workbook'), Buffer.alloc(100)]),
};

const upload = (FileName: string, ContentType: string, Data: Buffer) => ({ FileName, ContentType, Data });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('content sniffing', () => {
  it('recognises every accepted kind by its content', () => {
    for (const [kind, data] of Object.entries(SAMPLES)) expect(sniffFileKind(data), kind).toBe(kind);
  });

  it('does not take a Word document, a plain zip or text for a spreadsheet or picture', () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml'), Buffer.from('word/document.xml')]);
    expect(sniffFileKind(docx)).toBeUndefined();
    const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(200), utf16('WordDocument')]);
    expect(sniffFileKind(doc)).toBeUndefined();
    expect(sniffFileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffFileKind(Buffer.from('MZ\x90\x00'))).toBeUndefined();
  });
});

describe('checkUpload', () => {
  const limits = { accept: DOCUMENT_KINDS, maxBytes: 1024 };

  it('accepts a file whose extension, declared type and content agree, keeping the type found by content', () => {
    const ok = checkUpload(upload('C:\\Users\\office\\logo.PNG', 'image/png', PNG_1X1), limits);
    expect(ok).toMatchObject({ kind: 'png', fileName: 'logo.PNG', contentType: 'image/png' });
    expect(checkUpload(upload('photo.jpg', 'image/jpeg', JPEG_BYTES), limits).kind).toBe('jpeg');
    expect(checkUpload(upload('students.xlsx', 'application/octet-stream', SAMPLES.xlsx), limits).kind).toBe('xlsx');
    expect(checkUpload(upload('students.ods', 'application/vnd.oasis.opendocument.spreadsheet', SAMPLES.ods), limits).kind).toBe('ods');
    expect(checkUpload(upload('old.xls', 'application/vnd.ms-excel', SAMPLES.xls), limits).kind).toBe('xls');
    expect(checkUpload(upload('letter.pdf', 'application/pdf; charset=binary', SAMPLES.pdf), limits).kind).toBe('pdf');
  });

  it('refuses a kind the call does not accept, by extension', () => {
    const error = refusal(() => checkUpload(upload('report.pdf', 'application/pdf', SAMPLES.pdf), { accept: IMAGE_KINDS, maxBytes: 1024 }));
    expect(error.status).toBe(415);
    expect(error.messageKm).toContain('«report.pdf»');
    expect(error.messageEn).toBe('The file "report.pdf" is not an accepted type (accepted: PNG, JPEG, GIF, WEBP)');
  });

  it('refuses a file without a declared type, naming it (portal §5)', () => {
    const error = refusal(() => checkUpload(upload('logo.png', '', PNG_1X1), limits));
    expect(error.status).toBe(415);
    expect(error.messageEn).toContain('"logo.png" has no type');
  });

  it('refuses a declared type that does not match the extension', () => {
    expect(refusal(() => checkUpload(upload('logo.png', 'image/jpeg', PNG_1X1), limits)).status).toBe(415);
    expect(refusal(() => checkUpload(upload('logo.png', 'application/octet-stream', PNG_1X1), limits)).status).toBe(415);
  });

  it('refuses content that is not what the name and type say (a renamed file)', () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const error = refusal(() => checkUpload(upload('logo.png', 'image/png', html), limits));
    expect(error.status).toBe(415);
    expect(error.messageEn).toContain('does not match its type');
    expect(refusal(() => checkUpload(upload('photo.jpg', 'image/jpeg', PNG_1X1), limits)).status).toBe(415);
    expect(refusal(() => checkUpload(upload('marks.xls', 'application/vnd.ms-excel', SAMPLES.xlsx), limits)).status).toBe(415);
  });

  it('refuses an empty file and one above the size limit', () => {
    expect(refusal(() => checkUpload(upload('logo.png', 'image/png', Buffer.alloc(0)), limits)).status).toBe(400);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2048)]);
    const error = refusal(() => checkUpload(upload('big.png', 'image/png', big), limits));
    expect(error.status).toBe(413);
    expect(error.messageEn).toContain('"big.png" is too large');
  });

  it('keeps only a clean file name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('រូបសាលា.png')).toBe('រូបសាលា.png');
    expect(SPREADSHEET_KINDS).toEqual(['xlsx', 'xls', 'ods']);
  });
});
