import type { FastifyReply } from 'fastify';

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * Answers a generated file as a download (DESIGN 'Wire format': files answer with Content-Disposition).
 * The name may be Khmer: it goes in `filename*` (RFC 6266/5987) with an ASCII fallback in `filename`.
 * Reports are built per request from live data, so they are never cached.
 */
export function sendDownload(reply: FastifyReply, file: { data: Buffer; fileName: string; contentType: string }): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'no-store')
    .send(file.data);
}
