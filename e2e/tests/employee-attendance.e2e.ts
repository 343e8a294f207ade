import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';
import { latinAccessibleNames, latinDigitTexts } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Employee attendance (issue 12) against the real server and the demo school: the office marks the day in
 * Khmer and saves it in one call, reads the monthly grid, scans the guard in (by
 * her employee code, which the scan box takes beside a card number); in English it opens one employee's record and downloads a report.
 */
describe('employee attendance', () => {
  it('the office keeps the daily sheet, the monthly grid and scans in Khmer', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/administration/employee-attendance' });
    const sheet = page.getByTestId('attendance-sheet');
    // The demo's guard, the last employee by code: her code is scanned below.
    const guard = sheet.locator('tbody tr', { hasText: 'ព្រំ សារ៉ុម' });
    await guard.waitFor();
    const guardCode = (await guard.innerText()).match(/E\d{4}/)![0];
    // Today's arrivals of the demo are there; the others are marked present and saved in one call.
    await page.getByTestId('attendance-all-present').click();
    await page.getByTestId('attendance-unsaved').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/api/employee-attendance/batch-save'));
    await page.getByTestId('attendance-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('attendance-unsaved').waitFor({ state: 'detached' });
    expect(await page.getByTestId('attendance-counts').innerText()).toContain('មិនទាន់កត់ត្រា ០');
    await shot(page, 'employee-attendance-daily-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);

    await page.getByTestId('attendance-views').getByText('តារាងប្រចាំខែ').click();
    const grid = page.getByTestId('attendance-grid');
    await grid.locator('tbody tr', { hasText: 'ព្រំ សារ៉ុម' }).waitFor();
    await shot(page, 'employee-attendance-monthly-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);

    await page.getByTestId('attendance-views').getByText('ស្កេនកាត').click();
    const input = page.getByTestId('scan-input').locator('input');
    await input.fill(guardCode);
    await input.press('Enter');
    await page.getByTestId('scan-recent').getByText('ព្រំ សារ៉ុម').waitFor();
    await input.fill('NO-SUCH-CARD');
    await input.press('Enter');
    expect(await page.getByTestId('scan-error').innerText()).toContain('រកមិនឃើញបុគ្គលិកដែលមានកាត ឬលេខកូដ «NO-SUCH-CARD» ទេ');
    await shot(page, 'employee-attendance-scan-km');
    expect(await latinAccessibleNames(page)).toEqual([]);

    await page.goto('/report/attendance/employee/daily');
    await page.getByTestId('report-range').first().waitFor();
    await shot(page, 'employee-attendance-report-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);
    await context.close();
  });

  it("in English: one employee's record and the monthly report as PDF and Excel", async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'office', { locale: 'en', to: '/en/administration/employee-attendance/monthly' });
    await page.getByTestId('attendance-grid').getByRole('link', { name: 'Prom Sarom' }).click();
    await page.getByTestId('record-person').waitFor();
    expect(await page.getByTestId('record-person').innerText()).toContain('Security guard');
    await page.getByTestId('record-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'employee-attendance-record-en');

    await page.goto('/en/report/attendance/employee/monthly');
    await page.getByTestId('report-people').getByText('Teachers only').click();
    for (const [item, ext] of [
      ['PDF', '.pdf'],
      ['Excel', '.xlsx'],
    ] as const) {
      await page.getByTestId('export-button').click();
      const download = page.waitForEvent('download');
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: item }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`teacher-monthly-attendance-.*\\${ext}$`));
      expect(fs.statSync(await file.path()).size).toBeGreaterThan(2_000);
    }
    await shot(page, 'employee-attendance-report-en');
    await context.close();
  });
});
