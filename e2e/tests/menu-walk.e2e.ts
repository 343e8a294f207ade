import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { cutPlaceholders, cutSelects, launchBrowser, newPage, retryOnRendererCrash, signIn } from '../browser';
import { latinAccessibleNames, latinDigitTexts } from '../khmer-page';
import { walkScreens } from '../screen-walk';

/**
 * Every menu entry of each role, clicked in order without a reload (issue 10): two screens that cached
 * different answers under one key crashed only when visited one after the other. A page error, the error
 * screen or a 404 fails the walk (every menu entry is built). On each list, the row actions must be inside the 1280-px viewport. The
 * Khmer walks also find English control names and Latin digits (khmer-pages.e2e.ts walks the student's).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type TWalk = { visited: string[]; problems: string[] };

async function walkRole(username: string, locale: 'km' | 'en'): Promise<TWalk> {
  const { context, page } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'km-KH', width: 1280, height: 800 });
  const walk: TWalk = { visited: [], problems: [] };
  page.on('pageerror', (error) => walk.problems.push(`page error at ${new URL(page.url()).pathname}: ${error.message}`));
  // No screen measures the scroll bar (issue 17): each list's table used to add a measuring element to the page,
  // which made the browser lay the new page out in the middle of React's commit and render the table twice.
  await page.addInitScript(() => {
    const w = window as unknown as { scrollbarMeasures: string[] };
    w.scrollbarMeasures = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.id.startsWith('rc-scrollbar-measure')) w.scrollbarMeasures.push(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, username, { locale });
  // A Khmer walk also checks what the page speaks and writes (issue 10, items 13 and 14), each finding once.
  const seen = new Set<string>();
  await walkScreens(
    page,
    async (where) => {
      if (await page.getByTestId('error-generic').isVisible()) walk.problems.push(`error screen: ${where}`);
      walk.visited.push(where);
      // Row actions within the viewport (no sideways scroll needed to reach them).
      const actions = page.locator('main .ant-table [data-testid=row-edit], main .ant-table [data-testid=row-delete]');
      const n = Math.min(await actions.count(), 3);
      for (let k = 0; k < n; k++) {
        const box = await actions
          .nth(k)
          .boundingBox({ timeout: 2_000 })
          .catch(() => null);
        if (box && box.x + box.width > 1280) walk.problems.push(`actions outside the viewport (${Math.round(box.x + box.width)} px): ${where}`);
      }
      // Every select's chosen text or placeholder and every text box's placeholder is read whole (a year filter
      // cut to 'Academic year 202…', a search box's placeholder cut).
      for (const text of await cutSelects(page)) walk.problems.push(`cut select "${text}": ${where}`);
      for (const text of await cutPlaceholders(page)) walk.problems.push(`cut placeholder "${text}": ${where}`);
      if (locale !== 'km') return;
      for (const name of await latinAccessibleNames(page)) {
        if (!seen.has(`n:${name}`)) walk.problems.push(`English control name "${name}": ${where}`);
        seen.add(`n:${name}`);
      }
      for (const text of await latinDigitTexts(page)) {
        if (!seen.has(`d:${text}`)) walk.problems.push(`Latin digits "${text}": ${where}`);
        seen.add(`d:${text}`);
      }
    },
    (where) => {
      walk.problems.push(`404: ${where}`);
    },
  );
  const measured = await page.evaluate(() => (window as unknown as { scrollbarMeasures: string[] }).scrollbarMeasures);
  for (const where of new Set(measured)) walk.problems.push(`scroll bar measured: ${where}`);
  await context.close();
  console.log(`${username} (${locale}): ${walk.visited.length} screens walked`);
  return walk;
}

describe('every menu entry, in order, without a reload', () => {
  it.each([
    ['admin', 'km'],
    ['office', 'en'],
    ['teacher', 'km'],
    ['student', 'en'],
    // DEMO has opened the web portal to guardians.
    ['guardian', 'km'],
  ] as const)(
    '%s in %s',
    async (username, locale) => {
      const walk = await retryOnRendererCrash(`${username} (${locale})`, () => walkRole(username, locale));
      expect(walk.visited.length).toBeGreaterThan(0);
      expect(walk.problems).toEqual([]);
    },
    600_000,
  );
});
