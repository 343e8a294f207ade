import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';

/**
 * Field schemas shared by the campus-area records (campus, building, room, position, holiday). Form bodies
 * carry text; these accept text and JSON values alike, and an empty text counts as absent, so one
 * contract serves form, multipart and JSON callers (see zForm).
 */
const blankToUndefined = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);
const toNumber = (v: unknown) => {
  const e = blankToUndefined(v);
  return typeof e === 'string' ? Number(e.trim()) : e;
};

export const zField = {
  /** A required whole number within bounds. */
  int: (min: number, max: number) => z.preprocess(toNumber, z.number().int().min(min).max(max)),
  /** An optional whole number within bounds (absent or empty text → undefined). */
  optionalInt: (min: number, max: number) => z.preprocess(toNumber, z.number().int().min(min).max(max).optional()),
  /** The version the caller read (optimistic concurrency). */
  version: () => z.preprocess(toNumber, z.number().int().min(1)),
  /** A record id in a form body. */
  id: () => z.preprocess(blankToUndefined, ZId),
  /** An optional id in a form body. */
  optionalId: () => z.preprocess(blankToUndefined, ZId.optional()),
  /** A required code: trimmed, 1 to 30 characters, no spaces inside. */
  code: () =>
    z.string().trim().min(1, { message: 'required', abort: true }).max(30).regex(/^\S+$/, { message: 'លេខកូដមិនអាចមានដកឃ្លាទេ | A code cannot contain spaces' }),
};
