import type { z } from 'zod';
import type { TBodyKind, THttpMethod, TRouteDefinition } from './route';
import type { TUploadFile } from './form.schemas';

/**
 * What a browser needs to make a call: method, path and body kind, without the zod schemas (the sign-in
 * page must not pay for zod). Each contract domain has a generated `<domain>.refs.ts` beside its
 * `<domain>.routes.ts` holding these plain objects; their types carry the route definition, so the web
 * client derives the query, body and answer types from the contract and a wrong path or body is a type
 * error. `npm run generate:refs --workspace packages/contract` writes the files; a test checks they are current.
 */
export type TRouteRef<D extends TRouteDefinition = TRouteDefinition> = {
  readonly method: THttpMethod;
  readonly path: string;
  readonly bodyKind?: TBodyKind;
  readonly file?: boolean;
  /** The body's fields are named in camel or snake case on the wire (a few spec calls): sent as written. */
  readonly keepKeys?: boolean;
  /** Type only: never present at run time. */
  readonly __definition?: D;
};

type TRefTree<T> = { readonly [K in keyof T]: T[K] extends TRouteDefinition ? TRouteRef<T[K]> : TRefTree<T[K]> };

type TPlainRef = { method: THttpMethod; path: string; bodyKind?: TBodyKind; file?: boolean; keepKeys?: boolean };
type TPlainTree = { [key: string]: TPlainRef | TPlainTree };

/** Types a generated table of plain refs after the contract's route object `T` (no run-time cost). */
export function routeRefs<T>(table: TPlainTree): TRefTree<T> {
  return table as TRefTree<T>;
}

// ---- Types the web client derives from a ref -------------------------------------------------------

type TDefOf<R> = R extends TRouteRef<infer D> ? D : never;
type TSchemaOf<D, K extends 'query' | 'body' | 'params' | 'response'> = D extends { [P in K]?: infer S } ? (S extends z.ZodType ? S : undefined) : undefined;

/**
 * The input of a schema as a caller writes it: zod's input type, except where a field is preprocessed
 * (input `unknown`, as the form-text helpers are), where the parsed type is what a caller means.
 */
type TLoose<I, O> = unknown extends I
  ? O
  : I extends TUploadFile
    ? I
    : I extends readonly (infer IU)[]
      ? O extends readonly (infer OU)[]
        ? TLoose<IU, OU>[]
        : I
      : I extends Blob | Date
        ? I
        : I extends object
          ? { [K in keyof I]: K extends keyof O ? TLoose<I[K], O[K]> : I[K] }
          : I;

type TInputOf<S> = S extends z.ZodType ? TLoose<z.input<S>, z.output<S>> : undefined;

/** A body as the web app writes it: camelCase keys, files as Blobs. The client PascalCases it. */
export type TWebBody<T> = T extends TUploadFile
  ? Blob
  : T extends readonly (infer U)[]
    ? TWebBody<U>[]
    : T extends Blob | Date
      ? T
      : T extends object
        ? { [K in keyof T as K extends string ? Uncapitalize<K> : K]: TWebBody<T[K]> }
        : T;

export type TRefQuery<R> = TInputOf<TSchemaOf<TDefOf<R>, 'query'>>;
export type TRefParams<R> = TInputOf<TSchemaOf<TDefOf<R>, 'params'>>;
export type TRefBody<R> = TWebBody<TInputOf<TSchemaOf<TDefOf<R>, 'body'>>>;
/** The `Data` of the answer's envelope, as the server sends it (PascalCase). */
/** The answer's `Data`; a call answering a plain array (a few attendance calls of the spec) is that array. */
export type TRefData<R> =
  TSchemaOf<TDefOf<R>, 'response'> extends infer S extends z.ZodType
    ? z.output<S> extends { Data: infer D }
      ? D
      : z.output<S> extends readonly unknown[]
        ? z.output<S>
        : unknown
    : unknown;
