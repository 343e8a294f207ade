import type { TUploadFile } from '@school/contract/common/form.schemas';
import { AppError, badRequest } from './app-error';
import { khmerDigits } from './khmer';

/**
 * Pictures people upload (profile pictures, later logos): checked by extension, declared type and the
 * file's first bytes, which must all name the same format (DESIGN 'Reports and files'). SVG is not
 * accepted: it can carry script.
 */
type TImageFormat = { contentType: string; extensions: string[]; declared: string[]; matches: (b: Buffer) => boolean };

const ascii = (b: Buffer, start: number, text: string) => b.subarray(start, start + text.length).toString('latin1') === text;

export const IMAGE_FORMATS: readonly TImageFormat[] = [
  {
    contentType: 'image/png',
    extensions: ['.png'],
    declared: ['image/png', 'image/x-png'],
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/jpeg',
    extensions: ['.jpg', '.jpeg', '.jfif'],
    declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  { contentType: 'image/gif', extensions: ['.gif'], declared: ['image/gif'], matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { contentType: 'image/webp', extensions: ['.webp'], declared: ['image/webp'], matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
];

const unsupported = (en: string, km: string) => new AppError('UNSUPPORTED_FILE', { km, en });

/** Checks an uploaded picture; answers its bytes and the content type to store it under. */
export function checkImageUpload(file: TUploadFile, { maxBytes }: { maxBytes: number }): { data: Buffer; contentType: string; extension: string } {
  const data = Buffer.isBuffer(file.Data) ? file.Data : Buffer.from(file.Data);
  if (data.length === 0) throw badRequest('ឯកសាររូបភាពទទេ', 'The picture file is empty');
  if (data.length > maxBytes) {
    const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
    throw new AppError('TOO_LARGE', { km: `រូបភាពធំពេក (អតិបរមា ${khmerDigits(mb)} MB)`, en: `The picture is too large (${mb} MB at most)` });
  }
  const name = file.FileName.toLowerCase();
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.')) : '';
  const format = IMAGE_FORMATS.find((f) => f.extensions.includes(extension));
  if (!format) {
    throw unsupported('Only PNG, JPEG, GIF or WebP pictures are accepted', 'អនុញ្ញាតតែរូបភាព PNG, JPEG, GIF ឬ WebP ប៉ុណ្ណោះ');
  }
  const declared = (file.ContentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!format.declared.includes(declared)) {
    throw unsupported('The declared type of the file does not match its name', 'ប្រភេទឯកសារដែលបានប្រកាស មិនត្រូវនឹងឈ្មោះឯកសារទេ');
  }
  if (!format.matches(data)) {
    throw unsupported('The file is not really a picture of the type its name says', 'ខ្លឹមសារឯកសារនេះ មិនមែនជារូបភាពតាមប្រភេទដែលឈ្មោះបានបង្ហាញទេ');
  }
  return { data, contentType: format.contentType, extension: format.extensions[0]! };
}
