import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseFilter, cutSelects, launchBrowser, newPage, shot, signIn } from '../browser';
import { latinAccessibleNames, latinDigitTexts } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks PDF or Excel from the export button's menu and answers the saved file. */
async function exportAs(page: Page, item: 'PDF' | 'Excel') {
  await page.getByTestId('export-button').click();
  const download = page.waitForEvent('download');
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: item }).click();
  return download;
}

const rows = (page: Page) => page.getByTestId('report-table').locator('tbody tr.ant-table-row');

/**
 * The report menu's first screens (student and guardian information, user accounts, report settings) against the
 * real server and the demo school: export before a run is refused with the spec's message, Run shows the rows,
 * Export saves the PDF or the workbook; in Khmer and in English.
 */
describe('reports', () => {
  it('in Khmer: student information is run, then exported as PDF; the settings are saved', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/report/student/student-info' });
    await page.getByTestId('report-not-run').waitFor();
    await page.getByTestId('export-button').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: 'PDF' }).click();
    await page.getByText('សូមបង្ហាញរបាយការណ៍ជាមុនសិន មុននឹងនាំចេញ').waitFor();
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(0);
    const file = await exportAs(page, 'PDF');
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await shot(page, 'report-student-info-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);

    await page.goto('/report/setting');
    await page.getByTestId('report-setting-form').waitFor();
    await page.getByTestId('switch-PoweredBy').click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/report/setting') && r.request().method() === 'PUT');
    await page.getByTestId('report-setting-save').click();
    expect((await saved).status()).toBe(200);
    expect(await page.getByTestId('setting-date-format').innerText()).toContain('ថ្ងៃ-ខែ-ឆ្នាំ');
    expect(await cutSelects(page, ['setting-date-format', 'setting-export-type', 'setting-orientation', 'setting-paper'])).toEqual([]);
    await shot(page, 'report-setting-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);
    await context.close();
  });

  it('in English: guardian information as Excel, the user accounts as PDF', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'office', { locale: 'en', to: '/en/report/student/guardian-info' });
    await page.getByTestId('report-not-run').waitFor();
    await page.getByTestId('export-button').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: 'Excel' }).click();
    await page.getByText('please run report before export').waitFor();
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    const workbook = await exportAs(page, 'Excel');
    expect(workbook.suggestedFilename()).toMatch(/_guardians-.*\.xlsx$/);
    expect(fs.statSync(await workbook.path()).size).toBeGreaterThan(2_000);
    await shot(page, 'report-guardian-info-en');

    await page.goto('/en/report/user-account');
    // Narrowed to the school office's accounts: other test files add accounts (students, guardians) to the shared
    // school, so the first page of every account need not hold the office's.
    await chooseFilter(page, 'filter-account-type', 'School office');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    const accounts = await page.getByTestId('report-table').innerText();
    expect(accounts).toContain('office');
    expect(accounts).not.toContain('Student\tStudent');
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/_user-accounts\.pdf$/);
    await shot(page, 'report-user-account-en');

    await page.goto('/en/report/setting');
    await page.getByTestId('report-setting-form').waitFor();
    // The date format reads with its example (it was 'Day-month-year (31-…').
    await expect.poll(() => page.getByTestId('setting-date-format').innerText()).toMatch(/^Day-month-year \(31-12-\d{4}\)$/);
    expect(await cutSelects(page, ['setting-date-format', 'setting-export-type', 'setting-orientation', 'setting-paper'])).toEqual([]);
    await shot(page, 'report-setting-en');
    await context.close();
  });
});
