import { z } from 'zod';

/**
 * Form and multipart bodies carry every value as text. These schemas accept the text form and the JSON
 * form alike, so one contract serves both encodings. An empty text counts as absent.
 */
const emptyToUndefined = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);

export const zForm = {
  bool: () => z.preprocess((v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : emptyToUndefined(v)), z.boolean()),
  int: () =>
    z.preprocess((v) => {
      const e = emptyToUndefined(v);
      return typeof e === 'string' ? Number(e) : e;
    }, z.number().int()),
  number: () =>
    z.preprocess((v) => {
      const e = emptyToUndefined(v);
      return typeof e === 'string' ? Number(e) : e;
    }, z.number()),
  /** An optional text: empty text becomes undefined. */
  text: (max = 500) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional()),
  /** A list sent as repeated fields, a JSON array text, or a comma-separated text. */
  list: <T extends z.ZodType>(item: T) =>
    z.preprocess((v) => {
      if (v === undefined || v === '') return [];
      if (Array.isArray(v)) return v;
      if (typeof v === 'string') {
        const s = v.trim();
        if (s.startsWith('[')) {
          try {
            return JSON.parse(s);
          } catch {
            return v;
          }
        }
        return s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
      }
      return [v];
    }, z.array(item)),
};

/** A file part of a multipart body (the server turns parts into this shape). */
export type TUploadFile = { FileName: string; ContentType: string; Data: Uint8Array };
export const ZUploadFile = z.custom<TUploadFile>(
  // A file arrives only as a multipart part (bytes): a JSON object shaped like one is refused (issue 11).
  (v) =>
    typeof v === 'object' && v !== null && (v as { Data?: unknown }).Data instanceof Uint8Array && typeof (v as { FileName?: unknown }).FileName === 'string',
  { message: 'ត្រូវការឯកសារ | A file is required' },
);
