import crypto from 'node:crypto';
import type { TUploadFile } from '@school/contract/common/form.schemas';
import type { TTx } from '../../db/engine';
import { newId } from '../../lib/ids';
import type { TAppDeps } from '../../http/deps';
import { AppError } from '../../lib/app-error';
import * as repo from './file.repository';
import { khmerDigits } from '../../lib/khmer';
import { zipEntries } from '../../lib/zip-guard';

/**
 * Stored files, shared by every area (DESIGN 'Reports and files'): an upload is accepted only when its
 * size, its extension, its declared type and its content all agree on one of the kinds a call accepts.
 * Bytes go to `deps.storage` under `<campus>/<purpose>/<id>`; the `stored_file` row keeps the name, the
 * type found by content (never the declared one), the size and a SHA-256 used as ETag.
 */
export type TFileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'xlsx' | 'xls' | 'ods' | 'docx' | 'doc' | 'pptx' | 'ppt';

type TKindInfo = { label: string; extensions: readonly string[]; contentType: string; declared: readonly string[] };

// Browsers without a spreadsheet program installed often declare spreadsheets as octet-stream; the
// content check below still has to recognise the workbook.
const GENERIC = ['application/octet-stream'];

export const FILE_KINDS: Record<TFileKind, TKindInfo> = {
  png: { label: 'PNG', extensions: ['png'], contentType: 'image/png', declared: ['image/png', 'image/x-png'] },
  jpeg: { label: 'JPEG', extensions: ['jpg', 'jpeg', 'jfif'], contentType: 'image/jpeg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  gif: { label: 'GIF', extensions: ['gif'], contentType: 'image/gif', declared: ['image/gif'] },
  webp: { label: 'WEBP', extensions: ['webp'], contentType: 'image/webp', declared: ['image/webp'] },
  pdf: { label: 'PDF', extensions: ['pdf'], contentType: 'application/pdf', declared: ['application/pdf', 'application/x-pdf'] },
  xlsx: {
    label: 'XLSX',
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declared: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip', ...GENERIC],
  },
  xls: {
    label: 'XLS',
    extensions: ['xls'],
    contentType: 'application/vnd.ms-excel',
    declared: ['application/vnd.ms-excel', 'application/msexcel', 'application/x-msexcel', 'application/x-excel', ...GENERIC],
  },
  ods: {
    label: 'ODS',
    extensions: ['ods'],
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    declared: ['application/vnd.oasis.opendocument.spreadsheet', 'application/zip', ...GENERIC],
  },
  docx: {
    label: 'DOCX',
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip', ...GENERIC],
  },
  doc: {
    label: 'DOC',
    extensions: ['doc'],
    contentType: 'application/msword',
    declared: ['application/msword', 'application/vnd.ms-word', 'application/x-msword', ...GENERIC],
  },
  pptx: {
    label: 'PPTX',
    extensions: ['pptx'],
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    declared: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip', ...GENERIC],
  },
  ppt: {
    label: 'PPT',
    extensions: ['ppt'],
    contentType: 'application/vnd.ms-powerpoint',
    declared: ['application/vnd.ms-powerpoint', 'application/mspowerpoint', 'application/powerpoint', 'application/x-mspowerpoint', ...GENERIC],
  },
};

export const IMAGE_KINDS: readonly TFileKind[] = ['png', 'jpeg', 'gif', 'webp'];
export const SPREADSHEET_KINDS: readonly TFileKind[] = ['xlsx', 'xls', 'ods'];
export const DOCUMENT_KINDS: readonly TFileKind[] = [...IMAGE_KINDS, 'pdf', ...SPREADSHEET_KINDS];
/** Word and PowerPoint, old (OLE2) and new (OOXML). */
export const OFFICE_KINDS: readonly TFileKind[] = ['docx', 'doc', 'pptx', 'ppt'];
/**
 * Homework (its attachments, the students' work, the results, the comments): the documents plus Word and
 * PowerPoint, what teachers and students write in. Other uploads keep DOCUMENT_KINDS.
 */
export const HOMEWORK_KINDS: readonly TFileKind[] = [...DOCUMENT_KINDS, ...OFFICE_KINDS];

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The kind of a file by its first bytes (and, for zip and OLE2 containers, the names inside). */
export function sniffFileKind(input: Uint8Array): TFileKind | undefined {
  const data = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  // A PDF may carry a few bytes before its header; readers look in the first kilobyte.
  if (data.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    // An OOXML or OpenDocument file is a zip: its central directory names its parts.
    let names: Set<string>;
    try {
      names = new Set(zipEntries(data).map((e) => e.name));
    } catch {
      return undefined;
    }
    // OpenDocument keeps an uncompressed `mimetype` entry, first as the standard asks (LibreOffice) or later
    // (SheetJS, which our own spreadsheet library is, writes it after the manifest).
    if (names.has('mimetype') && data.includes('mimetypeapplication/vnd.oasis.opendocument.spreadsheet')) return 'ods';
    if (!names.has('[Content_Types].xml')) return undefined;
    if (names.has('xl/workbook.xml')) return 'xlsx';
    if (names.has('word/document.xml')) return 'docx';
    if (names.has('ppt/presentation.xml')) return 'pptx';
    return undefined;
  }
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // An OLE2 container is named by its streams: Workbook (BIFF8) or Book (BIFF5) for Excel, WordDocument for
    // Word, "PowerPoint Document" for PowerPoint.
    const streams = oleStreamNames(data);
    if (streams.has('Workbook') || streams.has('Book')) return 'xls';
    if (streams.has('WordDocument')) return 'doc';
    if (streams.has('PowerPoint Document')) return 'ppt';
    return undefined;
  }
  return undefined;
}

/**
 * The names of an OLE2 (compound file) container's directory entries. Entries are 128 bytes and sectors (512
 * or 4096 bytes, after the header) hold whole entries, so every entry starts at a multiple of 128: each such
 * offset is read as an entry (a UTF-16 name, its byte length with the terminator at 64, the entry type at 66:
 * storage 1, stream 2, root 5) and kept when it is one. Reads no FAT and inflates nothing.
 */
function oleStreamNames(data: Buffer): Set<string> {
  const names = new Set<string>();
  for (let at = 512; at + 128 <= data.length; at += 128) {
    const length = data.readUInt16LE(at + 64);
    const type = data[at + 66];
    if (length < 4 || length > 64 || length % 2 !== 0 || (type !== 1 && type !== 2 && type !== 5)) continue;
    if (data.readUInt16LE(at + length - 2) !== 0) continue;
    names.add(data.toString('utf16le', at, at + length - 2));
  }
  return names;
}

/** The file's own name without any folder, control characters or excess length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return clean || 'file';
}

const labels = (kinds: readonly TFileKind[]) => kinds.map((k) => FILE_KINDS[k].label).join(', ');

function unsupported(fileName: string, accept: readonly TFileKind[], km: string, en: string) {
  return new AppError('UNSUPPORTED_FILE', {
    km: `ឯកសារ «${fileName}» ${km} (អនុញ្ញាត៖ ${labels(accept)})`,
    en: `The file "${fileName}" ${en} (accepted: ${labels(accept)})`,
  });
}

export type TCheckedUpload = { kind: TFileKind; fileName: string; contentType: string; data: Buffer };

/**
 * Accepts an upload only when size, extension, declared type and content agree on one accepted kind
 * (portal §5 'Uploadable file types': a file without a type is invalid and its name is shown).
 */
export function checkUpload(file: TUploadFile, options: { accept: readonly TFileKind[]; maxBytes: number }): TCheckedUpload {
  const fileName = cleanFileName(file.FileName);
  const data = Buffer.from(file.Data.buffer, file.Data.byteOffset, file.Data.byteLength);
  if (data.length === 0) {
    throw new AppError('BAD_REQUEST', { km: `ឯកសារ «${fileName}» ទទេ`, en: `The file "${fileName}" is empty` });
  }
  if (data.length > options.maxBytes) {
    const mb = String(Math.round((options.maxBytes / 1024 / 1024) * 10) / 10);
    throw new AppError('TOO_LARGE', {
      km: `ឯកសារ «${fileName}» ធំពេក។ ទំហំអតិបរមាគឺ ${khmerDigits(mb)} MB`,
      en: `The file "${fileName}" is too large. The largest accepted is ${mb} MB`,
    });
  }
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const byExtension = options.accept.find((k) => FILE_KINDS[k].extensions.includes(extension));
  if (!byExtension) throw unsupported(fileName, options.accept, 'មិនមែនជាប្រភេទឯកសារដែលអនុញ្ញាតទេ', 'is not an accepted type');
  const declared = (file.ContentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!declared) throw unsupported(fileName, options.accept, 'មិនមានប្រភេទឯកសារ', 'has no type');
  if (!FILE_KINDS[byExtension].declared.includes(declared)) {
    throw unsupported(fileName, options.accept, 'មានប្រភេទមិនត្រូវនឹងកន្ទុយឯកសាររបស់វា', `is declared as ${declared}, which does not match its extension`);
  }
  const sniffed = sniffFileKind(data);
  if (sniffed !== byExtension) {
    throw unsupported(fileName, options.accept, 'មានខ្លឹមសារមិនត្រូវនឹងប្រភេទរបស់វា', 'has content that does not match its type');
  }
  return { kind: sniffed, fileName, contentType: FILE_KINDS[sniffed].contentType, data };
}

export type TStoredFileInfo = { id: string; fileName: string; contentType: string; size: number; sha256: string; purpose: string };

const toInfo = (row: repo.TStoredFileRow): TStoredFileInfo => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  purpose: row.purpose,
});

/**
 * Checks and keeps an upload. `purpose` names what the file is for (`campus-logo`, `leave-request` ...).
 * The bytes are written before the row; if the transaction then fails they are removed again when this
 * call itself failed, and otherwise stay as an unreferenced object (harmless, never served).
 */
export async function saveUpload(
  deps: TAppDeps,
  tx: TTx,
  params: { campusId: string; purpose: string; file: TUploadFile; accept: readonly TFileKind[]; maxBytes?: number },
): Promise<TStoredFileInfo> {
  if (!/^[a-z0-9-]{1,40}$/.test(params.purpose)) throw new Error('saveUpload(): purpose must be lower-case words joined by -');
  const checked = checkUpload(params.file, { accept: params.accept, maxBytes: Math.min(params.maxBytes ?? Infinity, deps.config.maxUploadBytes) });
  const id = newId();
  const storageKey = `${params.campusId}/${params.purpose}/${id}`;
  await deps.storage.put(storageKey, checked.data);
  try {
    const row = await repo.insertStoredFile(tx, {
      campusId: params.campusId,
      id,
      purpose: params.purpose,
      fileName: checked.fileName,
      contentType: checked.contentType,
      size: checked.data.length,
      storageKey,
      sha256: crypto.createHash('sha256').update(checked.data).digest('hex'),
    });
    return toInfo(row);
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A stored file and its bytes, or undefined when either is missing. */
export async function readStoredFile(
  deps: TAppDeps,
  tx: TTx,
  params: { campusId: string; id: string },
): Promise<{ file: TStoredFileInfo; data: Buffer } | undefined> {
  const row = await repo.findStoredFile(tx, params);
  if (!row) return undefined;
  const data = await deps.storage.get(row.storageKey);
  return data ? { file: toInfo(row), data } : undefined;
}

/**
 * Deletes a stored file's row and answers its storage key. Remove the bytes with `removeStoredBytes`
 * after the transaction has committed, so a rolled-back delete never loses them.
 */
export async function deleteStoredFile(tx: TTx, params: { campusId: string; id: string }): Promise<string | undefined> {
  const row = await repo.deleteStoredFile(tx, params);
  return row?.storageKey;
}

/** Best effort: a failure leaves an unreferenced object behind, which is never served. */
export async function removeStoredBytes(deps: TAppDeps, storageKey: string | undefined): Promise<void> {
  if (!storageKey) return;
  await deps.storage.remove(storageKey).catch(() => undefined);
}
