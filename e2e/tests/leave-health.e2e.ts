import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { choose, cutTexts, launchBrowser, newPage, shot, signIn, touchingTags } from '../browser';
import { latinDigitTexts } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `DD/MM/YYYY` of the day `days` after today (Cambodia). */
const day = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
};
// Letters only: what the student types is shown as typed, and a Khmer page shows no Latin digits.
const reason = `ទៅពិនិត្យធ្មេញ ${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

describe('leave requests and health checks', () => {
  it('a student asks for leave in Khmer; the dates stay ordered', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', { to: '/leave-request' });
    const table = page.getByTestId('leave-table');
    // The demo request her guardian sent is pending.
    await table.locator('[data-testid=leave-status]', { hasText: 'កំពុងរង់ចាំ' }).first().waitFor();

    await page.getByTestId('leave-add').click();
    const form = page.getByTestId('leave-form');
    await choose(page, form, 'leaveTypeId', 'ច្បាប់ឈឺ');
    await form.locator('#fromDate').fill(day(40));
    await form.locator('#fromDate').press('Enter');
    // portal §4: an end before the start moves the start to it.
    await form.locator('#toDate').fill(day(39));
    await form.locator('#toDate').press('Enter');
    await expect.poll(() => form.locator('#fromDate').inputValue()).toBe(day(39));
    await form.locator('#toDate').fill(day(41));
    await form.locator('#toDate').press('Enter');
    // (Enter closes the calendar; an Escape now would close the drawer.)
    await form.locator('#reason').click();
    await form.locator('#reason').fill(reason);
    await shot(page, 'km-leave-form');
    await page.getByTestId('form-save').click();
    const row = table.locator('tr', { hasText: reason });
    await row.waitFor({ timeout: 10_000 }).catch(async (error) => {
      await shot(page, 'km-leave-form-failed');
      throw error;
    });
    expect(await row.innerText()).toContain('៣ ថ្ងៃ');
    expect(await row.getByTestId('leave-status').innerText()).toBe('កំពុងរង់ចាំ');
    await form.waitFor({ state: 'hidden' });
    expect(await latinDigitTexts(page)).toEqual([]);
    await shot(page, 'km-leave-request');
    await context.close();
  });

  it('the office sees the badge and approves it in English; health views and a new check', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en' });
    const badge = page.getByTestId('nav-leave-badge');
    await badge.waitFor();
    expect(Number(await badge.innerText())).toBeGreaterThanOrEqual(2);
    await page.goto('/en/leave-request');
    const row = page.getByTestId('leave-table').locator('tr', { hasText: reason });
    await row.waitFor();
    // The filters' placeholders are read whole ('Students and employees' was cut to 'Students and employ…').
    const placeholders = page.locator('main .ant-select-placeholder');
    expect(await placeholders.allInnerTexts()).toContain('Students and employees');
    expect(await cutTexts(placeholders)).toEqual([]);
    await row.getByTestId('leave-decide').click();
    await page.getByTestId('leave-approve').click();
    await expect.poll(() => row.getByTestId('leave-status').innerText()).toBe('Approved');
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await shot(page, 'en-leave-request');

    await page.goto('/en/healthCheck');
    await page.getByTestId('health-bands').waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, 'en-health-daily');
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await page.getByTestId('health-weekly').locator('.ant-table-row').nth(6).waitFor();

    await page.getByTestId('health-add').click();
    const form = page.getByTestId('health-form');
    await form.locator('[id="actorType"] label', { hasText: 'Employee' }).click();
    // The person is searched (the demo school has more staff than the list shows at once).
    await form.locator('.ant-select:has(#actorId)').click();
    await page.locator('#actorId').fill('E0002');
    await page.locator('.ant-select-dropdown:has([id="actorId_list"]) .ant-select-item-option', { hasText: 'E0002' }).first().click();
    await form.getByTestId('health-temperature-input').fill('38.6');
    await form.getByText('Fever').click();
    await shot(page, 'en-health-add');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/en\/teachers\/medical$/);
    const check = page.getByTestId('health-list').locator('tr', { hasText: 'E0002' });
    await check.waitFor();
    expect(await check.getByTestId('health-point').innerText()).toBe('Level 2');
    expect(await check.getByTestId('health-temperature').innerText()).toBe('38.6 °C');
    await context.close();
  });

  it('a teacher reads her class’s health in Khmer', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'teacher', { to: '/healthCheck' });
    await page.locator('.ant-table-row').first().waitFor();
    expect(await latinDigitTexts(page)).toEqual([]);
    // A child's symptoms stand apart (the demo's feverish child: 'គ្រុនក្តៅ' and 'ឈឺក្បាល' ran together).
    expect(await page.locator('main .ant-table-row .ant-tag', { hasText: 'ឈឺក្បាល' }).count()).toBeGreaterThan(0);
    expect(await touchingTags(page)).toEqual([]);
    await shot(page, 'km-health-daily');
    await page.getByTestId('health-records').click();
    await page.getByTestId('health-list').locator('.ant-table-row').first().waitFor();
    expect(await latinDigitTexts(page)).toEqual([]);
    await shot(page, 'km-health-records');
    await page.goto('/leave-request');
    await page.getByTestId('leave-table').locator('.ant-table-row').first().waitFor();
    await shot(page, 'km-leave-teacher');
    await context.close();
  });
});
