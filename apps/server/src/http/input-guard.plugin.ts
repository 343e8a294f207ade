import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Input no handler should ever see, refused with 400 in the envelope before it reaches a service
 * (issue 11, finding 2):
 * - a NUL character anywhere in the URL, a header (a Basic header is decoded first), a query, a path
 *   parameter or a text field: PostgreSQL refuses 0x00 in text, which would otherwise surface as a 500;
 * - a multipart body without a boundary (busboy throws before any route code runs).
 * Register after the multipart plugin: its preValidation hook flattens the parts this one then reads.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (/%00|\0/i.test(request.url)) throw nulCharacter();
    for (const [name, value] of Object.entries(request.headers)) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) {
        if (typeof v !== 'string') continue;
        if (v.includes('\0')) throw nulCharacter();
        if (name === 'authorization' && /^basic /i.test(v) && Buffer.from(v.slice(6).trim(), 'base64').includes(0)) throw nulCharacter();
      }
    }
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) {
      throw new AppError('BAD_REQUEST', {
        km: 'ទម្រង់ multipart ត្រូវការ boundary',
        en: 'A multipart body needs a boundary in its Content-Type',
      });
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) throw nulCharacter();
  });
});

const nulCharacter = () =>
  new AppError('BAD_REQUEST', {
    km: 'ទិន្នន័យមានតួអក្សរដែលមិនអនុញ្ញាត (NUL)',
    en: 'The data sent contains a character that is not allowed (NUL)',
  });

/** Strings anywhere in a parsed query or body; file bytes are not text and are skipped. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (!value || typeof value !== 'object' || depth > 32) return false;
  if (value instanceof Uint8Array) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  for (const [key, v] of Object.entries(value)) if (key.includes('\0') || hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * The GET calls of the spec that change data (`changesData` in the contract) answer only a request
 * carrying `X-Requested-With: XMLHttpRequest`, which link prefetchers, crawlers and `<img>` tags never
 * send; the web app uses their POST twins (issue 11, finding 5).
 */
export function assertNotPrefetch(request: FastifyRequest): void {
  if (request.headers['x-requested-with'] === 'XMLHttpRequest') return;
  throw new AppError('BAD_REQUEST', {
    km: 'សកម្មភាពនេះត្រូវផ្ញើដោយ POST (ឬ GET ជាមួយ X-Requested-With: XMLHttpRequest)',
    en: 'This call changes data: send it as POST (or as GET with X-Requested-With: XMLHttpRequest)',
  });
}

/**
 * A multipart body busboy could not read (cut short, a part without a name, a broken header): the parser
 * throws a plain Error, which would otherwise answer 500. The error handler answers 400 for these.
 */
export function isMalformedMultipart(error: { message?: string; stack?: string; statusCode?: number }): boolean {
  if (error.statusCode !== undefined) return false;
  return (
    /^(Multipart: |Unexpected end of (multipart|form)|Malformed part header|Part terminated early)/.test(error.message ?? '') ||
    /[\\/]busboy[\\/]/.test(error.stack ?? '')
  );
}
