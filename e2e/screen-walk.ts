import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chooseFilter, settle } from './browser';

/**
 * Clicks every entry of every menu the signed-in user has, in order and without a reload, and calls
 * `onScreen` on each screen that is built, once its calls have settled (a 404 is reported to `onNotFound`).
 * The menu switch, when the role has one, is walked in its own order. The menu walk and the Khmer pages
 * test both walk with it.
 */
export async function walkScreens(
  page: Page,
  onScreen: (where: string, path: string) => Promise<void>,
  onNotFound: (where: string, path: string) => void = () => undefined,
): Promise<void> {
  await page.locator('aside [data-testid=nav-menu]').waitFor();
  const switcher = page.getByTestId('menu-switcher');
  if ((await switcher.count()) === 0) {
    await walkMenu(page, 'menu', onScreen, onNotFound);
    return;
  }
  await switcher.click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await options.first().waitFor();
  const names = (await options.allInnerTexts()).map((s) => s.trim());
  await page.keyboard.press('Escape');
  for (const name of names) {
    await chooseFilter(page, 'menu-switcher', name);
    await settle(page);
    await walkMenu(page, name, onScreen, onNotFound);
  }
}

async function openAllGroups(page: Page): Promise<void> {
  const nav = page.locator('aside [data-testid=nav-menu]');
  for (let i = 0; i < 20; i++) {
    const closed = nav.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
    await page.waitForTimeout(150);
  }
}

async function walkMenu(
  page: Page,
  menuName: string,
  onScreen: (where: string, path: string) => Promise<void>,
  onNotFound: (where: string, path: string) => void,
): Promise<void> {
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
    await settle(page);
    const pathname = new URL(page.url()).pathname;
    const path = pathname.replace(/^\/en(?=\/)/, '');
    const where = `${menuName} › ${label} (${path})`;
    // A 404 of the entry before may still show while this screen's code loads: it counts only when drawn
    // for this path (data-path).
    const notFound = page.getByTestId('error-notFound');
    await expect
      .poll(async () => !(await notFound.isVisible()) || (await notFound.getAttribute('data-path')) === pathname, { timeout: 10_000 })
      .toBe(true)
      .catch(() => undefined);
    if (await notFound.isVisible()) {
      onNotFound(where, path);
      continue;
    }
    await onScreen(where, path);
  }
}
