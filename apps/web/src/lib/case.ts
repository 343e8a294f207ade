/**
 * The wire speaks PascalCase (`DescriptionEn`, `IsCurrent`); the app speaks camelCase. The conversion
 * happens once, in the API client, and the types follow it.
 */
type CamelKey<K> = K extends string ? Uncapitalize<K> : K;

export type Camelized<T> = T extends readonly (infer U)[]
  ? Camelized<U>[]
  : T extends Blob | Date
    ? T
    : T extends object
      ? { [K in keyof T as CamelKey<K>]: Camelized<T[K]> }
      : T;

const lowerFirst = (key: string) => (key.length > 0 ? key[0]!.toLowerCase() + key.slice(1) : key);

export function camelize<T>(value: T): Camelized<T> {
  if (Array.isArray(value)) return value.map((v) => camelize(v)) as Camelized<T>;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[lowerFirst(k)] = camelize(v);
    return out as Camelized<T>;
  }
  return value as Camelized<T>;
}

const upperFirst = (key: string) => (key.length > 0 ? key[0]!.toUpperCase() + key.slice(1) : key);

/** The way back for request bodies: camelCase keys → the wire's PascalCase (files and dates untouched). */
export function pascalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => pascalize(v));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[upperFirst(k)] = pascalize(v);
    return out;
  }
  return value;
}
