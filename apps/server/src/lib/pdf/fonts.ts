import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The report font: Noto Sans Khmer, shipped as TTF by the npm package `@expo-google-fonts/noto-sans-khmer`
 * (nothing is fetched at run time). This font carries Latin letters, digits and punctuation as well as
 * Khmer (and U+200B), so one font serves bilingual text and no switching by script is needed. fontkit
 * (inside pdfkit) shapes Khmer with the font's OpenType tables: subscript consonants, pre-base vowels and
 * stacked signs come out as a browser draws them.
 */
const require = createRequire(import.meta.url);

export type TPdfFontName = 'regular' | 'bold';

const FILES: Record<TPdfFontName, string> = {
  regular: '@expo-google-fonts/noto-sans-khmer/400Regular/NotoSansKhmer_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-khmer/700Bold/NotoSansKhmer_700Bold.ttf',
};

const cache = new Map<TPdfFontName, Buffer>();

/** The font file's bytes, read once per process. */
export function pdfFont(name: TPdfFontName): Buffer {
  let data = cache.get(name);
  if (!data) {
    data = fs.readFileSync(require.resolve(FILES[name]));
    cache.set(name, data);
  }
  return data;
}

/**
 * fontkit 2.0.4 crashes ("Cannot read properties of null (reading 'xCoordinate')") on a mark-to-base
 * attachment whose base anchor is NULL, which OpenType allows and Noto Sans Khmer uses: any consonant with
 * NIKAHIT (ទំ, សំ …) hits it. HarfBuzz treats a NULL anchor as "this subtable does not attach the mark" and
 * tries the next one; this patch makes fontkit do the same. It patches the GPOS processor class that the
 * given font (as pdfkit loaded it) uses, once per process.
 */
const NULL_ANCHOR = Symbol('null anchor');
const patched = new WeakSet<object>();

type TGposProcessor = {
  applyAnchor: (markRecord: { markAnchor?: unknown } | undefined, baseAnchor: unknown, baseGlyphIndex: number) => void;
  applyLookup: (...args: unknown[]) => boolean;
};

export function tolerateNullAnchors(fontkitFont: unknown): void {
  const engine = (fontkitFont as { _layoutEngine?: { engine?: { GPOSProcessor?: object | null } } } | undefined)?._layoutEngine?.engine;
  const processor = engine?.GPOSProcessor;
  if (!processor) return;
  const proto = Object.getPrototypeOf(processor) as TGposProcessor;
  if (patched.has(proto)) return;
  const applyAnchor = proto.applyAnchor;
  const applyLookup = proto.applyLookup;
  proto.applyAnchor = function (this: TGposProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) throw NULL_ANCHOR;
    return applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  proto.applyLookup = function (this: TGposProcessor, ...args: unknown[]) {
    try {
      return applyLookup.apply(this, args);
    } catch (error) {
      if (error === NULL_ANCHOR) return false;
      throw error;
    }
  };
  patched.add(proto);
}
