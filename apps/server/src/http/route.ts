import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TRouteAccess, TRouteDefinition } from '@school/contract/common/route';
import type { TAuth } from './auth.plugin';
import type { TAppDeps } from './deps';
import { AppError } from '../lib/app-error';
import { perAddress } from './limits';
import { assertNotPrefetch } from './input-guard.plugin';

type TOut<S> = [Exclude<S, undefined>] extends [never] ? undefined : Exclude<S, undefined> extends z.ZodType ? z.output<Exclude<S, undefined>> : undefined;
type TIn<S> = [Exclude<S, undefined>] extends [never] ? unknown : Exclude<S, undefined> extends z.ZodType ? z.input<Exclude<S, undefined>> : unknown;

export type TRouteContext<D extends TRouteDefinition> = {
  query: TOut<D['query']>;
  body: TOut<D['body']>;
  params: TOut<D['params']>;
  /** Present on every route that is not public (the access check ran before the handler). */
  auth: D['access'] extends 'public' ? TAuth | undefined : TAuth;
  deps: TAppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type TRouteHandler<D extends TRouteDefinition> = (ctx: TRouteContext<D>) => Promise<D['file'] extends true ? FastifyReply : TIn<D['response']>>;

export type TRegisteredRoute = { method: string; url: string; access: TRouteAccess | undefined; definition?: TRouteDefinition };

/**
 * What a route may tighten beyond the app's defaults; public calls that write use all of them.
 * - `rateLimit`: requests per address per window for this route (@fastify/rate-limit, registered globally).
 * - `bodyLimit`: bytes of a JSON or form body.
 * - `multipartLimits`: busboy limits of a multipart body (file size, number of files and fields).
 * - `errorHandler`: answers this route's errors instead of the app's handler (which it usually calls).
 */
export type TRouteOptions = {
  rateLimit?: { max: number; timeWindow: string | number };
  bodyLimit?: number;
  multipartLimits?: { fileSize?: number; files?: number; fields?: number; fieldSize?: number; parts?: number };
  errorHandler?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
};

/**
 * Registers one route of the contract: schemas from the contract validate the query, params, body and
 * the answer; the access check runs before the handler. Handlers stay thin: parse, one service call.
 */
export function addRoute<D extends TRouteDefinition>(app: FastifyInstance, def: D, handler: TRouteHandler<D>, options: TRouteOptions = {}): void {
  const schema: Record<string, unknown> = { summary: def.summary, tags: [def.area] };
  if (def.query) schema.querystring = def.query;
  if (def.params) schema.params = def.params;
  if (def.body) schema.body = def.body;
  // For the OpenAPI document: how the body may arrive (JSON is accepted everywhere too).
  if (def.body && def.bodyKind === 'form') schema.consumes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];
  if (def.body && def.bodyKind === 'multipart') schema.consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
  if (def.response) schema.response = { 200: def.response };
  if (def.access !== 'public') schema.security = [{ bearer: [] }];
  app.route({
    method: def.method,
    url: toFastifyPath(def.path),
    schema,
    config: {
      access: def.access,
      bodyKind: def.bodyKind,
      definition: def,
      ...(options.rateLimit ? { rateLimit: perAddress(options.rateLimit) } : {}),
      ...(options.multipartLimits ? { multipartOptions: { limits: options.multipartLimits } } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
    preHandler: async (request) => {
      if (def.changesData && def.method === 'GET') assertNotPrefetch(request);
      checkAccess(request, def.access);
    },
    handler: async (request, reply) => {
      const ctx = {
        query: request.query,
        body: request.body,
        params: request.params,
        auth: request.auth,
        deps: app.deps,
        request,
        reply,
      } as TRouteContext<D>;
      return handler(ctx);
    },
  });
}

/** `/api/room/{id}` → `/api/room/:id`. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\??\}/g, ':$1');

export function checkAccess(request: FastifyRequest, access: TRouteAccess | undefined): void {
  if (access === 'public') return;
  // Deny by default: a route that declares nothing is refused (and a test fails on it).
  if (access === undefined) throw new AppError('FORBIDDEN');
  const auth = request.auth;
  if (!auth) throw new AppError('UNAUTHORIZED');
  if (access === 'authenticated') return;
  // An account whose password the school gave it (generated accounts, a new campus's administrator)
  // reaches its profile, the lookups and set-password, and nothing guarded by a permission key.
  if (auth.mustChangePassword) {
    throw new AppError('FORBIDDEN', { km: 'សូមកំណត់ពាក្យសម្ងាត់ថ្មីជាមុនសិន', en: 'Set a new password first' });
  }
  const keys = typeof access === 'string' ? [access] : access;
  if (!keys.some((k) => auth.permissions.has(k))) throw new AppError('FORBIDDEN');
}

/** Standard success answer. */
export function ok<T>(data: T, total?: number): { StatusCode: 200; Message: string; MessageEn: string; Data: T; Total?: number } {
  return total === undefined
    ? { StatusCode: 200, Message: 'ជោគជ័យ', MessageEn: 'Success', Data: data }
    : { StatusCode: 200, Message: 'ជោគជ័យ', MessageEn: 'Success', Data: data, Total: total };
}
