import { z } from 'zod';
import { ZDateOnly, ZId } from './envelope.schemas';

/**
 * Field schemas of the setup area's bodies. Form and multipart bodies carry every value as text, JSON
 * bodies carry numbers and booleans: these accept both, so one contract serves every encoding (as
 * `zForm` does). An empty text, `null` or the words 'null'/'undefined' count as absent.
 */
const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const toNumber = (v: unknown) => {
  const e = blank(v);
  return typeof e === 'string' && e.trim() !== '' ? Number(e) : e;
};
const toBool = (v: unknown) => {
  const e = blank(v);
  if (e === 'true' || e === '1' || e === 'on' || e === 1) return true;
  if (e === 'false' || e === '0' || e === 'off' || e === 0) return false;
  return e;
};
const toList = (v: unknown) => {
  const e = blank(v);
  if (e === undefined) return [];
  if (Array.isArray(e)) return e;
  if (typeof e === 'string') {
    const s = e.trim();
    if (s.startsWith('[')) {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        return e;
      }
    }
    return s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  }
  return [e];
};

const MAX_INT = 2_147_483_647;
const CHOICE = 'តម្លៃនេះមិនមែនជាជម្រើសដែលអនុញ្ញាតទេ | This value is not one of the allowed choices';

export const zf = {
  /** A required whole number. */
  int: (min = 0, max = MAX_INT) => z.preprocess(toNumber, z.number().int().min(min).max(max)),
  /** A whole number with a default when absent. */
  intOr: (fallback: number, min = 0, max = MAX_INT) => z.preprocess(toNumber, z.number().int().min(min).max(max).default(fallback)),
  /** An optional whole number (absent or empty → undefined). */
  optInt: (min = 0, max = MAX_INT) => z.preprocess(toNumber, z.number().int().min(min).max(max).optional()),
  /** A required decimal number. */
  number: (min = 0, max = 1_000_000) => z.preprocess(toNumber, z.number().min(min).max(max)),
  optNumber: (min = 0, max = 1_000_000) => z.preprocess(toNumber, z.number().min(min).max(max).optional()),
  /** A boolean; absent, empty or null becomes `fallback` (spec: IsPromoteNextYear null becomes false). */
  bool: (fallback = false) => z.preprocess(toBool, z.boolean().default(fallback)),
  id: () => ZId,
  optId: () => z.preprocess(blank, ZId.optional()),
  ids: () => z.preprocess(toList, z.array(ZId).max(500)),
  ints: (min = 0, max = MAX_INT) => z.preprocess(toList, z.array(z.preprocess(toNumber, z.number().int().min(min).max(max))).max(100)),
  /** One of an enumeration's numbers. */
  oneOf: (values: readonly number[]) =>
    z.preprocess(
      toNumber,
      z
        .number()
        .int()
        .refine((v) => values.includes(v), { message: CHOICE }),
    ),
  /** One of an enumeration's numbers, `fallback` when absent. */
  oneOfOr: (values: readonly number[], fallback: number) =>
    z.preprocess(
      toNumber,
      z
        .number()
        .int()
        .refine((v) => values.includes(v), { message: CHOICE })
        .default(fallback),
    ),
  optOneOf: (values: readonly number[]) =>
    z.preprocess(
      toNumber,
      z
        .number()
        .int()
        .refine((v) => values.includes(v), { message: CHOICE })
        .optional(),
    ),
  /** A required text (Khmer and English descriptions are required where the spec has both). */
  text: (max = 300) => z.string().trim().min(1, { message: 'required' }).max(max),
  optText: (max = 500) => z.preprocess(blank, z.string().trim().max(max).optional()),
  /** A code: letters, digits and . _ - /, unique per campus (and per year where the record has one). */
  code: () =>
    z
      .string()
      .trim()
      .min(1, { message: 'required' })
      .max(30)
      .regex(/^[\p{L}\p{M}\p{N}._\-/]+$/u, { message: 'លេខកូដអាចមានតែអក្សរ លេខ និង . _ - / | A code may hold only letters, digits and . _ - /' }),
  /** A time of day, 24-hour `HH:mm`. */
  time: () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'ម៉ោងមិនត្រឹមត្រូវ (ម៉ោង:នាទី) | The time is not valid (HH:mm)' }),
  date: () => ZDateOnly,
  optDate: () => z.preprocess(blank, ZDateOnly.optional()),
};

/** Every updatable record carries the version it was read at (optimistic concurrency). */
export const ZVersion = zf.int(1);

/** The 'All' entry some lookups put first (data-calls §3 'Enumeration items'): an empty id. */
export const ZIdOrAll = z.union([ZId, z.literal('')]);
export const ALL_LABEL = { Description: 'ទាំងអស់', DescriptionEn: 'All' } as const;

/** A count of records by kind, as the import and template summaries answer it. */
export const ZRecordCount = z.object({
  Entity: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  New: z.number().int(),
  Existing: z.number().int(),
});
export type TRecordCount = z.infer<typeof ZRecordCount>;

/** What a coded setup record (grade, subject, class group, fee type …) answers first: its id, code and both descriptions. */
export const codedRecord = { Id: ZId, Code: z.string(), Description: z.string(), DescriptionEn: z.string() };
/** The same fields as its create and update bodies take them: a code of letters and digits, both descriptions required. */
export const codedFields = { Code: zf.code(), Description: zf.text(), DescriptionEn: zf.text() };

/** A referenced record as lists show it: its id and both descriptions. */
export const ZRef = z.object({ Id: ZId, Description: z.string(), DescriptionEn: z.string() });
export type TRef = z.infer<typeof ZRef>;

/** `?id=` of the spec's DELETE calls, and `/{id}` of the path ones. */
export const ZIdQuery = z.object({ id: ZId });
export const ZIdParams = z.object({ id: ZId });
