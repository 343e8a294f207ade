import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('buildings (the record pages: list, add, view, edit)', () => {
  it('an administrator adds a building in Khmer, views it, edits it and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { to: '/settings/building' });
    const table = page.getByTestId('building-table');
    await table.waitFor();
    const stamp = Date.now().toString(36).toUpperCase();

    await page.getByTestId('building-add').click();
    await page.waitForURL((url) => url.pathname === '/settings/building/add');
    await page.locator('#code').fill(`B-${stamp}`);
    await page.locator('#description').fill(`អគារ ខ ${stamp}`);
    await page.locator('#descriptionEn').fill(`Building B ${stamp}`);
    await page.locator('#floors').fill('3');
    await page.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/settings/building');
    const row = table.locator('tr', { hasText: `អគារ ខ ${stamp}` });
    await row.waitFor();
    // Khmer pages show Khmer digits.
    expect(await row.innerText()).toContain('៣');

    await row.getByTestId('row-view').click();
    await page.waitForURL((url) => url.pathname.startsWith('/settings/building/view/'));
    await page.getByText(`Building B ${stamp}`).waitFor();
    await shot(page, 'km-building-view');

    await page.goto(page.url().replace('/view/', '/edit/'));
    await expect.poll(() => page.locator('#descriptionEn').inputValue()).toBe(`Building B ${stamp}`);
    await page.locator('#descriptionEn').fill(`Science building ${stamp}`);
    await page.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/settings/building');
    // The list shows the Khmer name, the English one as its tooltip: the edit was stored.
    await row.locator(`[title="Science building ${stamp}"]`).waitFor();

    await row.getByTestId('row-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => table.locator('tr', { hasText: stamp }).count()).toBe(0);

    // A record that does not exist says so instead of showing an empty form.
    await page.goto('/en/settings/building/edit/01900000-0000-7000-8000-000000000000');
    await page.getByTestId('record-missing').waitFor();
    expect(await page.locator('#descriptionEn').count()).toBe(0);
    await context.close();
  });
});
