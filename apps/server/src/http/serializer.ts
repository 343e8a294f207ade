import { $ZodType, safeEncode } from 'zod/v4/core';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * Answers checked by a test compiled once per route from its response schema (issue 17), then written by one
 * `JSON.stringify`, instead of zod building a checked copy of the whole answer and `JSON.stringify` walking that
 * copy (a tenth of a list's CPU).
 *
 * The test answers what zod's encode would answer, or says it cannot: every value of the kind its schema says
 * (objects, arrays, strings, numbers, booleans, null, enums, literals, unions, optional, nullable, unknown; regex,
 * whole-number, bounds and length checks) is taken as it is, and an object is taken as it is when it is a plain
 * one holding the schema's keys in the schema's order and nothing else; otherwise a copy with the schema's keys
 * in its order is made (zod writes the schema's keys in its order and leaves the others out). A part of a kind it
 * does not compile (a transform, a default, a refinement, a record, a date …) sends the whole answer through zod
 * as before (fastify-type-provider-zod's serializer), and so does an answer the test refuses: the same JSON, and
 * an answer that does not match its schema fails as it did (ResponseSerializationError), with zod's issues.
 */

/** REJECT: zod refuses the value; UNSURE: zod must say; anything else: what zod's encode answers. */
const REJECT = Symbol('reject');
const UNSURE = Symbol('unsure');
type TTest = (value: unknown) => unknown;

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

/** A part of the answer zod must write. */
function byZod(at: TAt): TTest {
  at.parts?.push(at.path || '(the answer)');
  return () => UNSURE;
}

/** Where a part is (for `zodParts`): its path in the answer, and the list of parts left to zod. */
type TAt = { path: string; parts?: string[] };

/** Objects whose keys JSON.stringify and a `for…in` list alike: their own, in the same order. */
const plain = (v: object) => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

function compile(schema: TSchema, at: TAt): TTest {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const test = only(def, ['type', 'checks']) ? compileChecks(def) : undefined;
      if (!test) return byZod(at);
      return (v) => (typeof v === 'string' && test(v as never) ? v : REJECT);
    }
    case 'number': {
      const test = only(def, ['type', 'checks']) ? compileChecks(def) : undefined;
      if (!test) return byZod(at);
      return (v) => (typeof v === 'number' && Number.isFinite(v) && test(v as never) ? v : REJECT);
    }
    case 'boolean':
      if (!only(def, ['type']) || def.checks) return byZod(at);
      return (v) => (typeof v === 'boolean' ? v : REJECT);
    case 'null':
      if (!only(def, ['type']) || def.checks) return byZod(at);
      return (v) => (v === null ? v : REJECT);
    case 'unknown':
    case 'any':
      // zod hands the value on as it is.
      if (!only(def, ['type']) || def.checks) return byZod(at);
      return (v) => v;
    case 'enum':
    case 'literal': {
      const values = schema._zod.values;
      if (!only(def, ['type', 'entries', 'values']) || def.checks || !values) return byZod(at);
      return (v) => (values.has(v) ? v : REJECT);
    }
    case 'optional': {
      if (!only(def, ['type', 'innerType'])) return byZod(at);
      const inner = compile(def.innerType as TSchema, at);
      return (v) => (v === undefined ? v : inner(v));
    }
    case 'nullable': {
      if (!only(def, ['type', 'innerType'])) return byZod(at);
      const inner = compile(def.innerType as TSchema, at);
      return (v) => (v === null ? v : inner(v));
    }
    case 'array': {
      const test = only(def, ['type', 'element', 'checks']) ? compileChecks(def) : undefined;
      if (!test) return byZod(at);
      const element = compile(def.element as TSchema, { ...at, path: `${at.path}[]` });
      return (v) => {
        if (!Array.isArray(v) || !test(v as never)) return REJECT;
        let copy: unknown[] | undefined;
        for (let i = 0; i < v.length; i++) {
          const r = element(v[i]);
          if (r === REJECT || r === UNSURE) return r;
          if (r !== v[i] && !copy) copy = v.slice(0, i);
          if (copy) copy.push(r);
        }
        return copy ?? v;
      };
    }
    case 'union': {
      if (!only(def, ['type', 'options'])) return byZod(at);
      const options = (def.options as TSchema[]).map((o, i) => compile(o, { ...at, path: `${at.path}|${i}` }));
      // zod answers with the first option that accepts the value: an option that refuses it is passed over.
      return (v) => {
        for (const option of options) {
          const r = option(v);
          if (r !== REJECT) return r;
        }
        return REJECT;
      };
    }
    case 'object':
      return compileObject(schema, at);
    default:
      return byZod(at);
  }
}

/**
 * An object that strips unknown keys: the shape's keys, each there unless optional. Taken as it is when it holds
 * them in the shape's order and nothing else, else copied with them alone in that order.
 */
function compileObject(schema: TSchema, at: TAt): TTest {
  const def = defOf(schema);
  if (!only(def, ['type', 'shape']) || def.checks) return byZod(at);
  const shape = def.shape as Record<string, TSchema>;
  const keys = Object.keys(shape);
  const optin = keys.map((k) => shape[k]!._zod.optin);
  // An absent key is left out by an `optional` schema; any other absence is zod's (a default, an error).
  if (keys.includes('__proto__') || optin.some((o) => o !== undefined && o !== 'optional')) return byZod(at);
  const tests = keys.map((k) => compile(shape[k]!, { ...at, path: at.path ? `${at.path}.${k}` : k }));
  const n = keys.length;
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return REJECT;
    const record = v as Record<string, unknown>;
    let results: unknown[] | undefined;
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      const value = record[key];
      if (value === undefined && !(key in record)) {
        if (optin[i] !== 'optional') return REJECT;
        if (results) results.push(undefined);
        continue;
      }
      const r = tests[i]!(value);
      if (r === REJECT || r === UNSURE) return r;
      if (r !== value && !results) results = keys.slice(0, i).map((k) => record[k]);
      if (results) results.push(r);
    }
    if (!results && plain(record)) {
      // Its own keys are the shape's, in its order (absent optional ones skipped), and no other: as it is.
      let j = 0;
      let same = true;
      for (const key in record) {
        while (j < n && keys[j] !== key) j++;
        if (j === n) {
          same = false;
          break;
        }
        j++;
      }
      if (same) return record;
    }
    const copy: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      const value = results ? results[i] : record[keys[i]!];
      if (value !== undefined) copy[keys[i]!] = value;
    }
    return copy;
  };
}

/** The parts of an answer of `schema` that zod writes (paths such as `Data[].Name`): none for a fully compiled one. */
export function zodParts(schema: unknown): string[] {
  const parts: string[] = [];
  compile(resolveSchema(schema), { path: '', parts });
  return parts;
}

/** How an answer of `schema` is written (tests ask): as it is, from a copy the test made, or by zod. */
export function writtenFrom(schema: unknown, data: unknown): 'as is' | 'copy' | 'zod' {
  const r = compile(resolveSchema(schema), { path: '' })(data);
  return r === REJECT || r === UNSURE ? 'zod' : r === data ? 'as is' : 'copy';
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
    const test = compile(schema, { path: '' });
    return (data: unknown): string => {
      const r = test(data);
      if (r === REJECT || r === UNSURE) return zodSerialize(schema, method, url, data);
      const json = JSON.stringify(r);
      if (check) {
        let expected: string | undefined;
        try {
          expected = zodSerialize(schema, method, url, data);
        } catch (error) {
          throw new Error(`compiled serializer of ${method} ${url} took an answer zod refuses: ${String(error)}`);
        }
        if (json !== expected) throw new Error(`compiled serializer of ${method} ${url} differs from zod's: ${json} against ${expected}`);
      }
      return json;
    };
  };
}
