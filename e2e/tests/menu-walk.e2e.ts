import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseFilter, launchBrowser, newPage, signIn } from '../browser';

/**
 * Every menu entry of each role, clicked in order without a reload (issue 10): two screens that cached
 * different answers under one key crashed only when visited one after the other. A page error, the error
 * screen or a 404 fails the walk, except for the screens of areas not built yet (listed here, printed,
 * and removed as their issues land). On each list, the row actions must be inside the 1280-px viewport.
 */
const NOT_BUILT = ['/children', '/report/'];
const notBuilt = (path: string) => NOT_BUILT.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type TWalk = { visited: string[]; skipped: string[]; problems: string[] };

async function openAllGroups(page: Page): Promise<void> {
  const nav = page.locator('aside [data-testid=nav-menu]');
  for (let i = 0; i < 20; i++) {
    const closed = nav.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
    await page.waitForTimeout(150);
  }
}

async function walkMenu(page: Page, walk: TWalk, menuName: string): Promise<void> {
  const nav = page.locator('aside [data-testid=nav-menu]');
  await nav.waitFor();
  await openAllGroups(page);
  const count = await nav.locator('.ant-menu-item').count();
  for (let i = 0; i < count; i++) {
    const item = nav.locator('.ant-menu-item').nth(i);
    const before = page.url();
    // Going from a 404 to a built screen mounts the app's other branch (router.tsx: the not-found pages have
    // their own shell), so the menu can be replaced, its groups closed, a moment after they were opened.
    let label = '';
    for (let attempt = 0; ; attempt += 1) {
      try {
        await openAllGroups(page);
        label = (await item.innerText({ timeout: 5_000 })).trim();
        await item.click({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
    await page.waitForURL((url) => url.toString() !== before || i === 0, { timeout: 10_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
    const pathname = new URL(page.url()).pathname;
    const path = pathname.replace(/^\/en(?=\/)/, '');
    const where = `${menuName} › ${label} (${path})`;
    // A 404 of the entry before may still show while this screen's code loads: a 404 counts only when it
    // was drawn for this path (data-path).
    const notFound = page.getByTestId('error-notFound');
    await expect
      .poll(async () => !(await notFound.isVisible()) || (await notFound.getAttribute('data-path')) === pathname, { timeout: 10_000 })
      .toBe(true)
      .catch(() => undefined);
    if (await notFound.isVisible()) {
      if (notBuilt(path)) walk.skipped.push(where);
      else walk.problems.push(`404: ${where}`);
      continue;
    }
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
  }
}

async function walkRole(username: string, locale: 'km' | 'en'): Promise<TWalk> {
  const { context, page } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'km-KH', width: 1280, height: 800 });
  const walk: TWalk = { visited: [], skipped: [], problems: [] };
  page.on('pageerror', (error) => walk.problems.push(`page error at ${new URL(page.url()).pathname}: ${error.message}`));
  await signIn(page, username, { locale });
  await page.locator('aside [data-testid=nav-menu]').waitFor();
  const switcher = page.getByTestId('menu-switcher');
  if ((await switcher.count()) === 0) {
    await walkMenu(page, walk, 'menu');
  } else {
    await switcher.click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor();
    const names = (await options.allInnerTexts()).map((s) => s.trim());
    await page.keyboard.press('Escape');
    for (const name of names) {
      await chooseFilter(page, 'menu-switcher', name);
      await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
      await walkMenu(page, walk, name);
    }
  }
  await context.close();
  console.log(
    `${username} (${locale}): ${walk.visited.length} screens walked; not built yet: ${walk.skipped.length}${walk.skipped.length ? `\n  ${walk.skipped.join('\n  ')}` : ''}`,
  );
  return walk;
}

describe('every menu entry, in order, without a reload', () => {
  it.each([
    ['admin', 'km'],
    ['office', 'en'],
    ['teacher', 'km'],
    ['student', 'en'],
  ] as const)(
    '%s in %s',
    async (username, locale) => {
      const walk = await walkRole(username, locale);
      expect(walk.visited.length).toBeGreaterThan(0);
      expect(walk.problems).toEqual([]);
    },
    600_000,
  );
});
