/**
 * Khmer writes no spaces between words, so a layout engine that breaks lines only at spaces breaks a
 * Khmer line inside a word, or not at all (DESIGN 'Reports and files'). Before layout we put a
 * ZERO WIDTH SPACE (U+200B) at every word boundary that `Intl.Segmenter('km', { granularity: 'word' })`
 * finds between two Khmer letters: pdfkit's line breaker (UAX #14) breaks there, and the glyph has no
 * width. The text put in the PDF's ActualText (what copy, search and pdftotext read) is the original.
 */
export const ZWSP = '\u200B';

const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/;
const segmenter = new Intl.Segmenter('km', { granularity: 'word' });

/** True when the text holds a Khmer letter (only then is the segmenter worth running). */
export const hasKhmer = (text: string) => KHMER.test(text);

/** The text with U+200B at the word boundaries inside Khmer runs; other text is left as it is. */
export function insertWordBreaks(text: string): string {
  if (!hasKhmer(text)) return text;
  let out = '';
  let previous = '';
  for (const { segment } of segmenter.segment(text)) {
    const last = previous.at(-1) ?? '';
    const first = segment[0] ?? '';
    if (out !== '' && KHMER.test(last) && KHMER.test(first)) out += ZWSP;
    out += segment;
    previous = segment;
  }
  return out;
}

/** Removes the breaks again (for ActualText, file names and tests). */
export const removeWordBreaks = (text: string) => text.replaceAll(ZWSP, '');
