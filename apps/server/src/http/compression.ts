import zlib from 'node:zlib';

/**
 * Below this size an answer is brotli-compressed at quality 1, above it at quality 4 (ADR 5). A page of a list
 * (2–40 KB of JSON) compresses to within 10–20% of quality 4's size at quality 1, for a fifth of the time:
 * quality 4 sets up about a megabyte of hash tables per answer, whatever its size, which the server's fixed
 * allocator threshold (scripts/server-process.mjs) maps and unmaps each time (40–70 page faults an answer).
 * Quality 1 works in a few kilobytes. Large answers keep quality 4, where the bytes saved outweigh the set-up.
 */
export const BROTLI_SMALL_MAX = 64 * 1024;

const C = zlib.constants;

/** Brotli options for an answer of `size` bytes: quality by size, and the window and size hint fitted to it. */
export function brotliOptionsFor(size: number): zlib.BrotliOptions {
  return {
    params: {
      [C.BROTLI_PARAM_QUALITY]: size < BROTLI_SMALL_MAX ? 1 : 4,
      [C.BROTLI_PARAM_SIZE_HINT]: size,
      [C.BROTLI_PARAM_LGWIN]: Math.max(C.BROTLI_MIN_WINDOW_BITS, Math.min(C.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(size + 1)))),
    },
  };
}

/**
 * The options of `@fastify/compress` for API answers: above 1 KB, brotli or gzip as the browser asks. Answers
 * the plugin holds whole (every JSON answer) are compressed in one call with brotliOptionsFor; streams (a large
 * download) go through the stream compressors at quality 4.
 */
export const compressionOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  brotliOptions: { params: { [C.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  // The plugin calls `brotliCompressSync(payload, brotliOptions)` for a whole answer; the rest comes from node:zlib.
  zlib: {
    brotliCompressSync: (payload: Buffer) => zlib.brotliCompressSync(payload, brotliOptionsFor(payload.length)),
    createBrotliCompress: zlib.createBrotliCompress,
    gzipSync: zlib.gzipSync,
    createGzip: zlib.createGzip,
    createDeflate: zlib.createDeflate,
    deflateSync: zlib.deflateSync,
  },
};
