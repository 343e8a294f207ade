import { $ZodType, safeEncode } from 'zod/v4/core';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * Answers written by a serializer compiled once per route from its response schema (issue 17): one pass that
 * checks each value against the schema while it writes the JSON, instead of zod building a checked copy of the
 * answer and `JSON.stringify` walking that copy again (a tenth of a list's CPU).
 *
 * It writes exactly what zod's encode followed by `JSON.stringify` writes (fastify-type-provider-zod's
 * serializer): the schema's keys in its order, unknown keys left out, `undefined` left out. Only the parts of
 * zod it knows are compiled (objects that strip, arrays, strings, numbers, booleans, null, enums, literals,
 * unions, optional, nullable, unknown; regex, whole-number, bounds and length checks); any other schema (a
 * transform, a default, a refinement, a record, a date …) is written by zod itself for that part of the answer.
 * A value the compiled part does not accept sends the whole answer through zod: an answer that does not match
 * its schema fails as it did (ResponseSerializationError), with zod's issues.
 */

type TWrite = (value: unknown) => string | undefined | typeof FAIL;
const FAIL = Symbol('fail');

type TDef = { type: string; checks?: Array<{ _zod: { def: Record<string, unknown> } }> } & Record<string, unknown>;
type TSchema = $ZodType & { _zod: { def: TDef; optin?: string; values?: Set<unknown> } };

const defOf = (schema: TSchema) => schema._zod.def;

/** The def's own keys are all known ones (a def with more, e.g. `coerce` or `catchall`, is left to zod). */
const only = (def: TDef, keys: string[]) => Object.keys(def).every((k) => keys.includes(k));

/** A check of a value zod would run, or undefined when the check is not one compiled here. */
function compileCheck(check: Record<string, unknown>): ((v: never) => boolean) | undefined {
  switch (check.check) {
    case 'string_format':
      if (check.format !== 'regex' || !(check.pattern instanceof RegExp)) return undefined;
      return (v: string) => {
        const pattern = check.pattern as RegExp;
        pattern.lastIndex = 0;
        return pattern.test(v);
      };
    case 'number_format':
      return check.format === 'safeint' ? (v: number) => Number.isSafeInteger(v) : undefined;
    case 'greater_than': {
      const { value, inclusive } = check as { value: unknown; inclusive: boolean };
      if (typeof value !== 'number') return undefined;
      return inclusive ? (v: number) => v >= value : (v: number) => v > value;
    }
    case 'less_than': {
      const { value, inclusive } = check as { value: unknown; inclusive: boolean };
      if (typeof value !== 'number') return undefined;
      return inclusive ? (v: number) => v <= value : (v: number) => v < value;
    }
    case 'min_length':
      return (v: { length: number }) => v.length >= (check.minimum as number);
    case 'max_length':
      return (v: { length: number }) => v.length <= (check.maximum as number);
    case 'length_equals':
      return (v: { length: number }) => v.length === (check.length as number);
    default:
      return undefined;
  }
}

/** The def's checks as one test, undefined if one of them is not compiled; `pass` when there are none. */
function compileChecks(def: TDef): ((v: never) => boolean) | undefined {
  const checks = (def.checks ?? []).map((c) => compileCheck(c._zod.def));
  if (checks.some((c) => c === undefined)) return undefined;
  if (checks.length === 0) return () => true;
  if (checks.length === 1) return checks[0]!;
  return (v: never) => checks.every((c) => c!(v));
}

/** A part of the answer zod writes: its encode, then JSON.stringify of what it answers. */
function byZod(schema: TSchema): TWrite {
  return (value) => {
    const result = safeEncode(schema, value);
    return result.success ? JSON.stringify(result.data) : FAIL;
  };
}

function compile(schema: TSchema): TWrite {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const test = only(def, ['type', 'checks']) ? compileChecks(def) : undefined;
      if (!test) return byZod(schema);
      return (v) => (typeof v === 'string' && test(v as never) ? JSON.stringify(v) : FAIL);
    }
    case 'number': {
      const test = only(def, ['type', 'checks']) ? compileChecks(def) : undefined;
      if (!test) return byZod(schema);
      return (v) => (typeof v === 'number' && Number.isFinite(v) && test(v as never) ? String(v) : FAIL);
    }
    case 'boolean':
      if (!only(def, ['type']) || def.checks) return byZod(schema);
      return (v) => (v === true ? 'true' : v === false ? 'false' : FAIL);
    case 'null':
      if (!only(def, ['type']) || def.checks) return byZod(schema);
      return (v) => (v === null ? 'null' : FAIL);
    case 'unknown':
    case 'any':
      if (!only(def, ['type']) || def.checks) return byZod(schema);
      return (v) => JSON.stringify(v);
    case 'enum':
    case 'literal': {
      const values = schema._zod.values;
      if (!only(def, ['type', 'entries', 'values']) || def.checks || !values) return byZod(schema);
      return (v) => (values.has(v) ? JSON.stringify(v) : FAIL);
    }
    case 'optional': {
      if (!only(def, ['type', 'innerType'])) return byZod(schema);
      const inner = compile(def.innerType as TSchema);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'nullable': {
      if (!only(def, ['type', 'innerType'])) return byZod(schema);
      const inner = compile(def.innerType as TSchema);
      return (v) => (v === null ? 'null' : inner(v));
    }
    case 'array': {
      const test = only(def, ['type', 'element', 'checks']) ? compileChecks(def) : undefined;
      if (!test) return byZod(schema);
      const element = compile(def.element as TSchema);
      return (v) => {
        if (!Array.isArray(v) || !test(v as never)) return FAIL;
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          const s = element(v[i]);
          if (s === FAIL) return FAIL;
          out += (i === 0 ? '' : ',') + (s === undefined ? 'null' : s);
        }
        return `${out}]`;
      };
    }
    case 'union': {
      if (!only(def, ['type', 'options'])) return byZod(schema);
      const options = (def.options as TSchema[]).map(compile);
      // zod answers the first option that accepts the value.
      return (v) => {
        for (const option of options) {
          const s = option(v);
          if (s !== FAIL) return s;
        }
        return FAIL;
      };
    }
    case 'object':
      return compileObject(schema);
    default:
      return byZod(schema);
  }
}

/** An object that strips unknown keys: the shape's keys in order, each required to be there unless optional. */
function compileObject(schema: TSchema): TWrite {
  const def = defOf(schema);
  if (!only(def, ['type', 'shape']) || def.checks) return byZod(schema);
  const shape = def.shape as Record<string, TSchema>;
  const keys = Object.keys(shape).filter((k) => k !== '__proto__');
  const optin = keys.map((k) => shape[k]!._zod.optin);
  // An absent key is left out by an `optional` schema; any other absence is zod's (a default, an error).
  if (optin.some((o) => o !== undefined && o !== 'optional')) return byZod(schema);
  const writes = keys.map((k) => compile(shape[k]!));
  const prefixes = keys.map((k) => `${JSON.stringify(k)}:`);
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
    const record = v as Record<string, unknown>;
    let out = '';
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const value = record[key];
      if (value === undefined && !(key in record)) {
        if (optin[i] === 'optional') continue;
        return FAIL;
      }
      const s = writes[i]!(value);
      if (s === FAIL) return FAIL;
      if (s !== undefined) out += (out === '' ? '' : ',') + prefixes[i]! + s;
    }
    return `{${out}}`;
  };
}

/** fastify-type-provider-zod's serializer, for an answer the compiled one did not accept. */
function zodSerialize(schema: TSchema, method: string, url: string, data: unknown): string {
  const result = safeEncode(schema, data);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}

/** The route's schema as fastify-type-provider-zod takes it: a zod schema, or `{ properties: <zod schema> }`. */
function resolveSchema(schema: unknown): TSchema {
  if (schema instanceof $ZodType) return schema as TSchema;
  const properties = (schema as { properties?: unknown }).properties;
  if (properties instanceof $ZodType) return properties as TSchema;
  throw new Error(`serializer: not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Fastify's serializer compiler (`app.setSerializerCompiler`). With `check`, every answer is written both ways
 * and a difference throws (the API tests run so: every answer they read proves the compiled writer).
 */
export function compiledSerializer({ check = false }: { check?: boolean } = {}) {
  return ({ schema: given, method, url }: { schema: unknown; method: string; url: string }) => {
    const schema = resolveSchema(given);
    const write = compile(schema);
    return (data: unknown): string => {
      const s = write(data);
      if (check) {
        let expected: string | undefined;
        let error: unknown;
        try {
          expected = zodSerialize(schema, method, url, data);
        } catch (e) {
          error = e;
        }
        if ((s === FAIL) !== (error !== undefined) || (s !== FAIL && s !== expected)) {
          throw new Error(
            `compiled serializer of ${method} ${url} differs from zod's: ${String(s === FAIL ? 'refused' : s)} against ${String(error ?? expected)}`,
          );
        }
      }
      if (s === FAIL || s === undefined) return zodSerialize(schema, method, url, data);
      return s;
    };
  };
}
