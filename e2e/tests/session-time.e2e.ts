import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function typeTime(cell: Locator, value: string) {
  const input = cell.locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('session times and the session calendar', () => {
  it('an administrator generates the evening periods of a level, edits and removes rows, and saves them', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/settings/academic-session-time' });
    await page.getByTestId('session-table').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('filter-shift').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Evening' }).click();
    await page.getByTestId('session-generate-run').click();
    const preview = page.getByTestId('session-preview');
    const rows = preview.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.first().locator('input').first().inputValue()).toBe('17:30');

    // A To before its From is refused before anything is sent.
    await typeTime(rows.first().locator('td').nth(1), '17:00');
    await rows.first().getByText('The To time must be after the From time').waitFor();
    expect(await page.getByTestId('session-preview-save').isDisabled()).toBe(true);
    await typeTime(rows.first().locator('td').nth(1), '18:15');
    await expect.poll(() => page.getByTestId('session-preview-save').isDisabled()).toBe(false);
    await rows.last().getByTestId('session-preview-remove').click();
    await expect.poll(() => rows.count()).toBe(3);
    await shot(page, 'en-session-time-preview');
    await page.getByTestId('session-preview-save').click();
    await preview.waitFor({ state: 'detached' });
    const saved = page.getByTestId('session-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => saved.count()).toBe(3);
    await saved.first().getByText('18:15').waitFor();
    await shot(page, 'en-session-time');

    await page.goto('/en/settings/academic-level-classified-session-calendar');
    await page.getByTestId('calendar-table').first().waitFor();
    await shot(page, 'en-session-calendar');
    await context.close();
  });

  it('the session times and the calendar open in Khmer', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH' });
    await signIn(page, 'admin', { locale: 'km', to: '/settings/academicSessionTime' });
    await page.getByTestId('session-table').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('session-generate-run').click();
    await page.getByTestId('session-preview').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'km-session-time');
    await page.goto('/settings/academicLevelClassifiedCalendar');
    await page.getByTestId('calendar-table').first().waitFor();
    await shot(page, 'km-session-calendar');
    await context.close();
  });
});
