import { z } from 'zod';

/**
 * The wire envelope of every JSON answer (spec: portal §7, data-calls §3 'Envelope').
 * StatusCode is 200 on success; errors carry the HTTP status and a Khmer and an English message.
 */
export const ZEnvelopeBase = z.object({
  StatusCode: z.number().int(),
  Message: z.string(),
  MessageEn: z.string().optional(),
});

export function ZEnvelope<T extends z.ZodType>(data: T) {
  return ZEnvelopeBase.extend({ Data: data, Total: z.number().int().optional() });
}

export const ZFieldError = z.object({
  Field: z.string(),
  Message: z.string(),
  MessageEn: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

export const ZErrorEnvelope = ZEnvelopeBase.extend({
  Data: z.unknown().optional(),
  Errors: z.array(ZFieldError).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** A uuid as the spec's 8-4-4-4-12 hexadecimal pattern (portal §5). */
export const ZId = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
  message: 'invalid_uuid',
});

/** Query booleans arrive as text. */
export const ZQueryBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** Paging of lists: page index from 1, size 10 by default (portal §9). */
export const ZPageQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
});

/** Bilingual description pair carried by most named things. */
export const ZDescribed = z.object({
  Description: z.string().trim().min(1, { message: 'required' }).max(300),
  DescriptionEn: z.string().trim().min(1, { message: 'required' }).max(300),
});

/** Enumeration entry (data-calls §3 'Enumeration items'). */
export const ZEnumItem = z.object({
  Value: z.union([z.number(), z.string()]),
  Name: z.string(),
  NameEn: z.string(),
});
export type TEnumItem = z.infer<typeof ZEnumItem>;

export const ZDateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' });
