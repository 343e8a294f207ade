import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import * as XLSX from '@e965/xlsx';
import { checkUpload, cleanFileName, DOCUMENT_KINDS, HOMEWORK_KINDS, IMAGE_KINDS, OFFICE_KINDS, sniffFileKind, SPREADSHEET_KINDS } from './file.service';
import { JPEG_BYTES, makeOfficeFile, PNG_1X1 } from '../../../test/multipart';

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['code', 'name']]), 'Students');
const SAMPLES = {
  png: PNG_1X1,
  jpeg: JPEG_BYTES,
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]),
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  xlsx: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  ods: XLSX.write(book, { type: 'buffer', bookType: 'ods' }) as Buffer,
  xls: XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer,
  docx: makeOfficeFile('docx'),
  doc: makeOfficeFile('doc'),
  pptx: makeOfficeFile('pptx'),
  ppt: makeOfficeFile('ppt'),
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

  it('does not take a Word or PowerPoint document for a spreadsheet, nor a renamed zip or OLE file, text or a program', () => {
    expect(sniffFileKind(SAMPLES.docx)).toBe('docx');
    expect(sniffFileKind(SAMPLES.doc)).toBe('doc');
    // The names of the parts only in the bytes, not in a zip's central directory: not a workbook.
    const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml'), Buffer.from('xl/workbook.xml')]);
    expect(sniffFileKind(fake)).toBeUndefined();
    // A zip without an Office main part (a plain archive, or OOXML without [Content_Types].xml).
    const plain = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(plain, 'word/document.xml', Buffer.from('<w/>'));
    expect(sniffFileKind(Buffer.from(XLSX.CFB.write(plain, { type: 'buffer', fileType: 'zip' }) as Uint8Array))).toBeUndefined();
    // An OLE2 file whose stream names appear only inside its content, not as directory entries.
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500), utf16('WordDocument'), utf16('Workbook')]);
    expect(sniffFileKind(ole)).toBeUndefined();
    // An OLE2 file of another program (an Outlook message).
    const msg = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(msg, '__properties_version1.0', Buffer.alloc(600));
    expect(sniffFileKind(Buffer.from(XLSX.CFB.write(msg, { type: 'buffer' }) as Uint8Array))).toBeUndefined();
    expect(sniffFileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffFileKind(Buffer.from('MZ\x90\x00'))).toBeUndefined();
  });
});

describe('checkUpload', () => {
  const limits = { accept: DOCUMENT_KINDS, maxBytes: 64 * 1024 };

  it('accepts a file whose extension, declared type and content agree, keeping the type found by content', () => {
    const ok = checkUpload(upload('C:\\Users\\office\\logo.PNG', 'image/png', PNG_1X1), limits);
    expect(ok).toMatchObject({ kind: 'png', fileName: 'logo.PNG', contentType: 'image/png' });
    expect(checkUpload(upload('photo.jpg', 'image/jpeg', JPEG_BYTES), limits).kind).toBe('jpeg');
    expect(checkUpload(upload('students.xlsx', 'application/octet-stream', SAMPLES.xlsx), limits).kind).toBe('xlsx');
    expect(checkUpload(upload('students.ods', 'application/vnd.oasis.opendocument.spreadsheet', SAMPLES.ods), limits).kind).toBe('ods');
    expect(checkUpload(upload('old.xls', 'application/vnd.ms-excel', SAMPLES.xls), limits).kind).toBe('xls');
    expect(checkUpload(upload('letter.pdf', 'application/pdf; charset=binary', SAMPLES.pdf), limits).kind).toBe('pdf');
  });

  it('accepts Word and PowerPoint for homework only: the other document uploads stay narrow', () => {
    const homework = { accept: HOMEWORK_KINDS, maxBytes: 64 * 1024 };
    const files = [
      upload('essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', SAMPLES.docx),
      upload('essay.doc', 'application/msword', SAMPLES.doc),
      upload('slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', SAMPLES.pptx),
      upload('slides.ppt', 'application/vnd.ms-powerpoint', SAMPLES.ppt),
      // Browsers without Office installed declare them as octet-stream.
      upload('ESSAY.DOCX', 'application/octet-stream', SAMPLES.docx),
    ];
    expect(files.map((f) => checkUpload(f, homework))).toMatchObject([
      { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { kind: 'doc', contentType: 'application/msword' },
      { kind: 'pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
      { kind: 'ppt', contentType: 'application/vnd.ms-powerpoint' },
      { kind: 'docx' },
    ]);
    expect(OFFICE_KINDS.every((k) => HOMEWORK_KINDS.includes(k) && !DOCUMENT_KINDS.includes(k))).toBe(true);
    const narrow = refusal(() => checkUpload(files[0]!, { accept: DOCUMENT_KINDS, maxBytes: 64 * 1024 }));
    expect(narrow.status).toBe(415);
    expect(narrow.messageEn).toBe('The file "essay.docx" is not an accepted type (accepted: PNG, JPEG, GIF, WEBP, PDF, XLSX, XLS, ODS)');
    // A renamed file is refused by its content: a spreadsheet called .docx, a Word document called .ppt.
    expect(refusal(() => checkUpload(upload('essay.docx', 'application/octet-stream', SAMPLES.xlsx), homework)).messageEn).toContain('does not match its type');
    expect(refusal(() => checkUpload(upload('slides.ppt', 'application/vnd.ms-powerpoint', SAMPLES.doc), homework)).messageEn).toContain(
      'does not match its type',
    );
    // A declared type of another Office program is refused.
    expect(refusal(() => checkUpload(upload('essay.doc', 'application/vnd.ms-powerpoint', SAMPLES.doc), homework)).status).toBe(415);
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
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(70 * 1024)]);
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
