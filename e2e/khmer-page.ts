import type { Page } from 'playwright-core';

/**
 * Checks of what a person sees and hears on a Khmer page (issue 10, items 13 and 14).
 */

/** Roles whose accessible name a screen reader speaks when it reaches the control. */
const NAMED_ROLES = new Set([
  'button',
  'image',
  'img',
  'link',
  'combobox',
  'spinbutton',
  'textbox',
  'searchbox',
  'menuitem',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'listbox',
  'option',
  'navigation',
  'complementary',
  'dialog',
]);

/**
 * Latin names a Khmer page may speak: a language's own name in the language switch, file formats, and
 * the school's and users' identifiers typed in Latin letters.
 */
const LATIN_NAMES_ALLOWED = new Set(['English', 'Excel', 'PDF', 'DEMO', 'admin', 'office', 'teacher', 'student']);
/** A file's own name (a generated accounts sheet, an upload): shown and spoken as the file is called. */
const FILE_NAME = /\.(xlsx|xls|ods|csv|pdf|png|jpe?g|docx?)$/i;

/**
 * The accessible names (Chromium's accessibility tree, as a screen reader gets them) that are written only
 * in Latin letters, like the English icon names ("user-add", "plus") and antd's own labels ("Page Size",
 * "Clear", "Increase Value") a Khmer page must not speak.
 */
export async function latinAccessibleNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string } }[];
    };
    const found = new Set<string>();
    for (const node of nodes) {
      const role = node.role?.value ?? '';
      const name = (node.name?.value ?? '').trim();
      if (node.ignored || !NAMED_ROLES.has(role) || !name) continue;
      if (/^[A-Za-z][A-Za-z .-]*$/.test(name) && !LATIN_NAMES_ALLOWED.has(name) && !FILE_NAME.test(name)) found.add(`${role} "${name}"`);
    }
    return [...found];
  } finally {
    await cdp.detach();
  }
}

/**
 * Text a Khmer page shows as it was typed, in Latin digits (docs/glossary.md 'Digits'): values a person
 * reads out, dials or types elsewhere, never numbers the portal counts or formats.
 */
export const VERBATIM: { pattern: RegExp; reason: string }[] = [
  { pattern: /^[A-Z]{0,3}\d{3,}$/, reason: 'a record code (student 000004, employee E0003): printed on cards and typed into searches' },
  { pattern: /^\+?\d[\d -]{6,18}\d$/, reason: 'a phone number: dialled and copied as it was entered' },
  { pattern: /^[A-Z]{2,3}(-[A-Z0-9]{3,}){1,3}$/, reason: "a registration's reference (RG-JNNW-M6VJ): given to the family and typed into the status search" },
  { pattern: /^#[0-9A-F]{6}$/i, reason: "the school's colour code, as typed in its settings" },
  { pattern: /^\d{1,2}[A-Z]$/, reason: 'a class name as the school typed it (the demo classes 1A … 5B)' },
  { pattern: /\.(xlsx|xls|ods|csv|pdf|png|jpe?g|docx?)$/i, reason: "a file's own name (an import's sheet, an upload), shown as it is called" },
  { pattern: /[0-9a-z]{8}$/, reason: 'a name another browser test typed, ending in its base-36 time stamp: names are shown as they were typed' },
];

/**
 * Visible text with Latin digits outside what a person types or copies verbatim: inputs, code, and the
 * values of `VERBATIM`.
 */
export async function latinDigitTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skip = 'input, textarea, select, code, pre, kbd, samp, script, style, noscript, [contenteditable]';
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[0-9]/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest(skip)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.add(text.trim().slice(0, 80));
    }
    return [...found];
  });
  return texts.filter((text) => !VERBATIM.some(({ pattern }) => pattern.test(text)));
}
