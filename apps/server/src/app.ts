import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { TBodyKind, TRouteAccess, TRouteDefinition } from '@school/contract/common/route';
import type { TPortalConfig } from '@school/contract/common/portal-config';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TAppDeps } from './http/deps';
import { authPlugin } from './http/auth.plugin';
import { compressionOptions } from './http/compression';
import { errorsPlugin } from './http/errors.plugin';
import { multipartPlugin } from './http/multipart.plugin';
import { sessionOrAddressKey } from './http/limits';
import { databaseLimitStore } from './db/request-limits';
import { inputGuardPlugin } from './http/input-guard.plugin';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { errSerializer } from './http/log-redaction';
import type { TRegisteredRoute } from './http/route';
import { ERROR_CODES } from './lib/app-error';
import { modules } from './modules/index';
import { APP_VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
    registeredRoutes: TRegisteredRoute[];
  }
  interface FastifyContextConfig {
    access?: TRouteAccess;
    bodyKind?: TBodyKind;
    /** The contract's definition of the route (gates walk the registered routes with their schemas). */
    definition?: TRouteDefinition;
  }
}

export type TBuildOptions = {
  deps: TAppDeps;
  logger?: boolean;
  /** Where the JSON log lines go (stdout when absent); tests read them. */
  logStream?: { write: (line: string) => void };
  webDistDir?: string;
};

/**
 * The HTTP application: the API under the configured base (default `/backend`) and, when built, the web
 * app at `/` with the single-page fallback.
 */
export async function buildApp({ deps, logger = true, logStream, webDistDir }: TBuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: deps.config.logLevel,
          serializers: { err: errSerializer },
          ...(logStream ? { stream: logStream } : {}),
          redact: {
            paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.refresh_token', '*.access_token'],
            censor: '[hidden]',
          },
        }
      : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: deps.config.maxUploadBytes,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('deps', deps);
  app.decorate('registeredRoutes', [] as TRegisteredRoute[]);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({ method, url: route.url, access: route.config?.access, definition: route.config?.definition });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });

  await app.register(errorsPlugin);
  // Answers above 1 KB go compressed as the browser asks (brotli at a quality a small server can afford,
  // else gzip; see compressionOptions): 500 students' JSON is ~370 KB raw, ~25 KB compressed. The web app's
  // files are compressed at build time and sent as they are (fastify-static preCompressed, below).
  await app.register(compress, compressionOptions);
  await app.register(formbody);
  await app.register(multipartPlugin);
  await app.register(inputGuardPlugin);
  // API calls only (the web app's files are not counted), per signed-in session where there is one, so a
  // school office behind one address is not limited as one user; per address otherwise.
  const apiBase = deps.config.apiBase;
  await app.register(rateLimit, {
    global: true,
    max: deps.config.apiCallsPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !(request.url === apiBase || request.url.startsWith(`${apiBase}/`)),
    keyGenerator: sessionOrAddressKey(deps.tokens),
    // Several server processes count in the database (issue 17); one keeps the plugin's memory store.
    ...(deps.config.limitStore === 'database' ? { store: databaseLimitStore(deps.database) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'School portal API', version: APP_VERSION },
      servers: [{ url: deps.config.apiBase || '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin);

  const base = deps.config.apiBase;
  await app.register(
    async (api) => {
      // The API's documentation: outside production, or when API_DOCS=true; with its own CSP (issue 11).
      if (deps.config.apiDocs) await api.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
      for (const register of modules) await register(api);
    },
    { prefix: base },
  );

  const dist = webDistDir && fs.existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each file; send those to browsers that accept them.
      preCompressed: true,
      // The page itself is always answered with its runtime configuration (not-found handler below).
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/',
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const page = dist ? injectPortalConfig(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), deps) : undefined;
  const indexHtml = page?.html;
  const sendIndex = (_: unknown, reply: FastifyReply) =>
    reply.type('text/html').header('cache-control', 'no-cache').header('content-security-policy', page!.csp).send(indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = base === '' ? url.startsWith('/api/') : url === base || url.startsWith(`${base}/`);
    if (!isApi && indexHtml && request.method === 'GET' && !path.extname(url)) {
      // Every screen route (Khmer and /en) is answered by the single-page app.
      return sendIndex(request, reply);
    }
    const e = ERROR_CODES.ROUTE_NOT_FOUND;
    return reply.status(404).send({ StatusCode: 404, Message: e.km, MessageEn: e.en });
  });
  return app;
}

/**
 * Writes the runtime configuration into the page (see TPortalConfig) and answers the page's content
 * security policy: scripts only from this origin plus the hash of that one inline script.
 */
export function injectPortalConfig(html: string, deps: TAppDeps): { html: string; csp: string } {
  const config: TPortalConfig = {
    apiBase: deps.config.publicApiUrl ?? deps.config.apiBase,
    guardianWebAccess: deps.config.guardianWebAccess,
    storeLinks: deps.config.storeLinks,
    mobileAppName: deps.config.mobileAppName,
    production: deps.config.production,
    version: APP_VERSION,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const script = `window.__PORTAL_CONFIG__=${json}`;
  const hash = crypto.createHash('sha256').update(script).digest('base64');
  let apiOrigin = '';
  try {
    if (deps.config.publicApiUrl && /^https?:/.test(deps.config.publicApiUrl)) apiOrigin = ` ${new URL(deps.config.publicApiUrl).origin}`;
  } catch {
    apiOrigin = '';
  }
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${apiOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return { html: html.replace('</head>', `<script>${script}</script></head>`), csp };
}
