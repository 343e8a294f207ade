import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { ZEnvelope, ZId } from '@school/contract/common/envelope.schemas';
import { compiledSerializer } from './serializer';

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
  return { compiled: run(compiledSerializer()), zod: run(serializerCompiler as never) };
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
  // Parts the compiled writer leaves to zod: a trimmed string, a default, a record, a date.
  Trimmed: z.string().trim().optional(),
  Defaulted: z.number().default(7),
  Map: z.record(z.string(), z.number()).optional(),
  At: z.date().optional(),
});
const envelope = ZEnvelope(z.array(item));

const good = {
  Id: ID,
  Code: 'E0001 "quoted" \\ ស្រីពៅ \u2028',
  Name: null,
  Gender: 2,
  Score: 99.5,
  Active: false,
  Kind: 'b',
  Level: 3,
  Extra: { nested: [1, 'x', null], at: new Date(0) },
  Value: 'v',
  Tags: ['x', 'y'],
  Ref: { Id: ID, Description: 'ថ្នាក់ទី១', Unknown: 'left out' },
  Trimmed: '  padded  ',
  Defaulted: 7,
  Map: { a: 1 },
  At: new Date(86_400_000),
  NotInSchema: 'left out',
};

describe('compiled response serializer', () => {
  it('writes the same JSON as zod followed by JSON.stringify', () => {
    const cases: unknown[] = [
      { StatusCode: 200, Message: 'ជោគជ័យ', MessageEn: 'Success', Data: [good], Total: 1 },
      { StatusCode: 200, Message: 'ok', Data: [] },
      { StatusCode: 200, Message: 'ok', MessageEn: undefined, Data: [{ ...good, Note: undefined, Extra: undefined, Value: -0 }] },
      { StatusCode: 200, Message: 'ok', Data: [{ ...good, Ref: null, Level: undefined, Tags: [] }] },
    ];
    for (const data of cases) {
      const { compiled, zod } = both(envelope, data);
      expect(zod.startsWith('{')).toBe(true);
      expect(compiled).toBe(zod);
    }
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
      { ...good, Map: { a: 'x' } },
      (({ Extra: _, ...rest }) => rest)(good),
      (({ Code: _, ...rest }) => rest)(good),
    ];
    for (const row of bad) {
      const { compiled, zod } = both(envelope, { StatusCode: 200, Message: 'ok', Data: [row] });
      expect(zod).toBe('ResponseSerializationError');
      expect(compiled).toBe(zod);
    }
    expect(both(envelope, { StatusCode: 200, Message: 'ok', Data: 'x' })).toEqual({
      compiled: 'ResponseSerializationError',
      zod: 'ResponseSerializationError',
    });
  });

  it('with check, writes every answer both ways', () => {
    const write = compiledSerializer({ check: true })({ schema: envelope, method: 'GET', url: '/x' });
    expect(write({ StatusCode: 200, Message: 'ok', Data: [good] })).toBe(both(envelope, { StatusCode: 200, Message: 'ok', Data: [good] }).zod);
  });
});
