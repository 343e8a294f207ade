import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('holidays', () => {
  it('creates, edits and deletes a holiday', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/holiday' });
    const table = page.getByTestId('holiday-table');
    await table.waitFor();
    const stamp = Date.now().toString(36);
    const name = `Founders day ${stamp}`;

    await page.getByTestId('holiday-add').click();
    const form = page.getByTestId('holiday-form');
    await form.locator('#description').fill(`ទិវាស្ថាបនាសាលា ${stamp}`);
    await form.locator('#descriptionEn').fill(name);
    await form.locator('#date').fill('20/12/2030');
    await form.locator('#date').press('Enter');
    await form.locator('#toDate').fill('21/12/2030');
    await form.locator('#toDate').press('Enter');
    await page.getByTestId('form-save').click();
    const row = table.locator('tr', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('2 days');

    await row.getByTestId('row-edit').click();
    await form.locator('#descriptionEn').fill(`${name} (school)`);
    await page.getByTestId('form-save').click();
    await table.locator('tr', { hasText: `${name} (school)` }).waitFor();

    await table
      .locator('tr', { hasText: `${name} (school)` })
      .getByTestId('row-delete')
      .click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => table.locator('tr', { hasText: name }).count()).toBe(0);
    await context.close();
  });
});
