import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { ZEnvelope, ZId } from '@school/contract/common/envelope.schemas';
import { compiledSerializer, writtenFrom, zodParts } from './serializer';

const ID = '0b9d6f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** What each serializer answers for `data`: the JSON, or the error's kind. */
function both(schema: z.ZodType, data: unknown) {
  const run = (compiler: (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string) => {
    try {
      return compiler({ schema, method: 'GET', url: '/x' })(data);
    } catch (error) {
      return isResponseSerializationError(error as Error) ? 'ResponseSerializationError' : `other error ${String(error)}`;
    }
  };
  return { compiled: run(compiledSerializer({ check: true })), zod: run(serializerCompiler as never) };
}

const item = z.object({
  Id: ZId,
  Code: z.string(),
  Name: z.string().nullable(),
  Gender: z.number().int(),
  Score: z.number().min(0).max(100).nullable(),
  Active: z.boolean(),
  Kind: z.enum(['a', 'b']),
  Level: z.literal(3).optional(),
  Note: z.string().optional(),
  Extra: z.unknown(),
  Value: z.union([z.number(), z.string()]),
  Tags: z.array(z.string().min(1)).max(3),
  Ref: z.object({ Id: ZId, Description: z.string() }).nullable(),
});
const envelope = ZEnvelope(z.array(item));
// Parts the compiled test leaves to zod: a trimmed string, a record, a date.
const withZodParts = ZEnvelope(
  z.array(
    item.extend({
      Trimmed: z.string().trim().optional(),
      Map: z.record(z.string(), z.number()).optional(),
      At: z.date().optional(),
    }),
  ),
);

const good = {
  Id: ID,
  Code: 'E0001 "quoted" \\ ស្រីពៅ \u2028 \ud800',
  Name: null,
  Gender: 2,
  Score: 99.5,
  Active: false,
  Kind: 'b',
  Level: 3,
  Note: 'note',
  Extra: { nested: [1, 'x', null], at: new Date(0) },
  Value: 'v',
  Tags: ['x', 'y'],
  Ref: { Id: ID, Description: 'ថ្នាក់ទី១' },
};
const answer = (rows: unknown[]) => ({ StatusCode: 200, Message: 'ជោគជ័យ', MessageEn: 'Success', Data: rows, Total: rows.length });

describe('compiled response serializer', () => {
  it('writes an answer that holds exactly its schema as it is, the same JSON as zod', () => {
    const cases = [
      answer([good]),
      { StatusCode: 200, Message: 'ok', Data: [] },
      answer([{ ...good, Note: undefined, Extra: undefined, Value: -0 }]),
      answer([{ ...good, Ref: null, Tags: [] }]),
      answer([(({ Level: _, Note: __, ...rest }) => rest)(good)]),
    ];
    for (const data of cases) {
      expect(writtenFrom(envelope, data)).toBe('as is');
      const { compiled, zod } = both(envelope, data);
      expect(zod.startsWith('{')).toBe(true);
      expect(compiled).toBe(zod);
    }
  });

  it('copies objects with other keys or keys in another order, and leaves parts it does not compile to zod', () => {
    const { Id, Code, ...rest } = good;
    const cases: Array<[z.ZodType, unknown, string]> = [
      [envelope, answer([{ ...good, NotInSchema: 'left out' }]), 'copy'],
      [envelope, answer([{ ...good, Ref: { Id, Description: 'x', Other: 1 } }]), 'copy'],
      [envelope, answer([{ Code, Id, ...rest }]), 'copy'],
      [envelope, answer([Object.assign(Object.create({ inherited: 1 }) as object, good)]), 'copy'],
      [withZodParts, answer([{ ...good, Trimmed: '  padded  ', Map: { a: 1 }, At: new Date(86_400_000) }]), 'zod'],
    ];
    for (const [schema, data, from] of cases) {
      expect(writtenFrom(schema, data)).toBe(from);
      const { compiled, zod } = both(schema, data);
      expect(zod.startsWith('{')).toBe(true);
      expect(compiled).toBe(zod);
    }
    expect(zodParts(withZodParts)).toEqual(['Data[].Trimmed', 'Data[].Map', 'Data[].At']);
    // A key with a default: zod fills it in when absent, so the whole object is zod's.
    expect(zodParts(z.object({ Data: z.object({ A: z.number().default(1) }) }))).toEqual(['Data']);
    expect(zodParts(envelope)).toEqual([]);
  });

  it('refuses what zod refuses, with the same error', () => {
    const bad: unknown[] = [
      { ...good, Id: 'not-a-uuid' },
      { ...good, Gender: 1.5 },
      { ...good, Gender: Number.NaN },
      { ...good, Score: Number.POSITIVE_INFINITY },
      { ...good, Score: 101 },
      { ...good, Active: 'false' },
      { ...good, Kind: 'c' },
      { ...good, Level: 4 },
      { ...good, Value: true },
      { ...good, Tags: ['a', 'b', 'c', 'd'] },
      { ...good, Tags: [''] },
      { ...good, Ref: { Description: 'no id' } },
      { ...good, Name: undefined },
      (({ Extra: _, ...rest }) => rest)(good),
      (({ Code: _, ...rest }) => rest)(good),
    ];
    for (const row of bad) {
      expect(writtenFrom(envelope, answer([row]))).toBe('zod');
      const { compiled, zod } = both(envelope, answer([row]));
      expect(zod).toBe('ResponseSerializationError');
      expect(compiled).toBe(zod);
    }
    expect(both(envelope, { StatusCode: 200, Message: 'ok', Data: 'x' })).toEqual({
      compiled: 'ResponseSerializationError',
      zod: 'ResponseSerializationError',
    });
  });

  it('takes the first option of a union that accepts the value, as zod does', () => {
    const schema = z.object({ Data: z.union([z.object({ A: z.string() }), z.object({ A: z.string(), B: z.string() })]) });
    // zod answers the first option's { A } (B stripped).
    expect(writtenFrom(schema, { Data: { A: 'a', B: 'b' } })).toBe('copy');
    expect(both(schema, { Data: { A: 'a', B: 'b' } })).toEqual({ compiled: '{"Data":{"A":"a"}}', zod: '{"Data":{"A":"a"}}' });
    expect(writtenFrom(schema, { Data: { A: 'a' } })).toBe('as is');
  });
});
