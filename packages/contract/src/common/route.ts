import type { z } from 'zod';
import type { TPermissionKey } from '../permission/permission.keys';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call a route. Every route names one of these; the server denies by default and a test walks
 * the registered routes to prove none is left without one.
 * - `public`: no token (sign-in, login configuration, health, online registration).
 * - `authenticated`: any signed-in user of the campus (own profile, lookups).
 * - a permission key: the user's role must hold it.
 */
export type TRouteAccess = 'public' | 'authenticated' | TPermissionKey | readonly TPermissionKey[];

/** How the body arrives on the wire (spec: 'form', 'multipart', 'JSON'). */
export type TBodyKind = 'json' | 'form' | 'multipart';

export type TRouteDefinition<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  method: THttpMethod;
  /** Path relative to the API base, exactly as api-calls.tsv. */
  path: string;
  area: string;
  access: TRouteAccess;
  summary: string;
  query?: Q;
  params?: P;
  body?: B;
  bodyKind?: TBodyKind;
  /** Schema of the whole JSON answer (envelope included). Absent for file answers. */
  response?: R;
  /** A file download (PDF, xlsx, picture) instead of JSON. */
  file?: boolean;
  /**
   * A GET of the spec that changes data: the server answers it only with `X-Requested-With:
   * XMLHttpRequest` (a prefetcher or crawler never sends it), and a POST twin does the same (issue 11).
   */
  changesData?: true;
};

export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(route: TRouteDefinition<Q, B, P, R>): TRouteDefinition<Q, B, P, R> {
  return route;
}
