import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** A file part of a multipart body, as handlers see it. */
export type TUpload = { FileName: string; ContentType: string; Data: Buffer };

/**
 * Multipart bodies (the spec's 'multipart' and many 'form' calls with files) become plain objects before
 * validation: text parts become values (a repeated name becomes a list), file parts become TUpload.
 * A JSON-encoded `payload`/`data` part is not special: each call's schema says what it expects.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: app.deps.config.maxUploadBytes, files: 10, fields: 200, fieldSize: 1024 * 1024, parts: 220 },
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const flat: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(request.body as Record<string, unknown>)) {
      const parts = Array.isArray(raw) ? raw : [raw];
      const values = await Promise.all(
        parts.map(async (part: { type?: string; value?: unknown; filename?: string; mimetype?: string; toBuffer?: () => Promise<Buffer> }) => {
          if (part?.type === 'file' && part.toBuffer) {
            const data = await part.toBuffer();
            if (!part.filename && data.length === 0) return undefined;
            return { FileName: part.filename ?? '', ContentType: part.mimetype ?? '', Data: data } satisfies TUpload;
          }
          return part?.value;
        }),
      );
      const present = values.filter((v) => v !== undefined);
      if (present.length === 0) continue;
      flat[key] = Array.isArray(raw) ? present : present[0];
    }
    request.body = flat;
  });
});
