import type { FastifyReply } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a file download (DESIGN 'Wire format': files answer with Content-Disposition). The name may be
 * Khmer: an ASCII fallback goes in `filename`, the real name in `filename*` (RFC 6266).
 */
export function sendDownload(reply: FastifyReply, file: { data: Buffer; fileName: string; contentType: string }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
