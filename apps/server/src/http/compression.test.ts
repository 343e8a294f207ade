import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_SMALL_MAX, brotliOptionsFor, compressionOptions } from './compression';

const C = zlib.constants;
/** A list page's JSON of about `bytes` bytes. */
const page = (bytes: number) => {
  const rows = Array.from({ length: Math.ceil(bytes / 90) }, (_, i) => ({
    Id: `0000000${i}`.slice(-8),
    Name: `ហេង ដារា ${i}`,
    NameEn: `Heng Dara ${i}`,
    Code: `S${i}`,
  }));
  return Buffer.from(JSON.stringify({ StatusCode: 200, Data: rows }));
};

describe('API answer compression', () => {
  it('compresses a small answer at brotli quality 1 and a large one at quality 4, with the window fitted to the answer', () => {
    const small = brotliOptionsFor(5_000).params!;
    expect(small[C.BROTLI_PARAM_QUALITY]).toBe(1);
    expect(small[C.BROTLI_PARAM_LGWIN]).toBe(13);
    expect(small[C.BROTLI_PARAM_SIZE_HINT]).toBe(5_000);
    const large = brotliOptionsFor(BROTLI_SMALL_MAX).params!;
    expect(large[C.BROTLI_PARAM_QUALITY]).toBe(4);
    expect(brotliOptionsFor(10_000_000).params![C.BROTLI_PARAM_LGWIN]).toBe(C.BROTLI_MAX_WINDOW_BITS);
    expect(brotliOptionsFor(10).params![C.BROTLI_PARAM_LGWIN]).toBe(C.BROTLI_MIN_WINDOW_BITS);
  });

  it('gives the plugin a whole-answer compressor whose output decodes to the answer, at the quality of its size', () => {
    for (const bytes of [2_000, 30_000, 200_000]) {
      const json = page(bytes);
      const out = compressionOptions.zlib.brotliCompressSync(json);
      expect(zlib.brotliDecompressSync(out).equals(json)).toBe(true);
      expect(out.length).toBeLessThan(json.length / 3);
      const quality = bytes < BROTLI_SMALL_MAX ? 1 : 4;
      const expected = zlib.brotliCompressSync(json, { params: { [C.BROTLI_PARAM_QUALITY]: quality, [C.BROTLI_PARAM_SIZE_HINT]: json.length } });
      expect(out.length, `${bytes} bytes at quality ${quality}`).toBeLessThanOrEqual(expected.length + 16);
      if (quality === 1) expect(out.length).toBeGreaterThan(zlib.brotliCompressSync(json, { params: { [C.BROTLI_PARAM_QUALITY]: 4 } }).length);
    }
  });
});
