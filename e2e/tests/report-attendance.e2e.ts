import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';
import { latinAccessibleNames, latinDigitTexts } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.getByTestId('report-table').locator('tbody tr.ant-table-row');

/** Picks the first class of the screen's year. */
async function chooseFirstClass(page: Page) {
  await page.getByTestId('filter-class').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
}

/** Picks PDF or Excel from the export button's menu; answers the saved file and the URL the file came from. */
async function exportAs(page: Page, item: 'PDF' | 'Excel') {
  await page.getByTestId('export-button').click();
  const answer = page.waitForResponse((r) => r.request().method() === 'GET' && /exportType=/.test(r.url()));
  const download = page.waitForEvent('download');
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: item }).click();
  return { file: await download, url: (await answer).url() };
}

/**
 * The student attendance reports against the real server and the demo school: Run shows the students with the
 * sessions taken, Export saves the file (the monthly register through the spec's call); Khmer and English.
 * The arithmetic is the server tests' (report-attendance.routes.test.ts).
 */
describe('student attendance reports', () => {
  it('in Khmer: the monthly register of a class is run and exported as PDF; the daily report of the school as Excel', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/report/attendance/student/monthly' });
    await page.getByTestId('report-not-run').waitFor();
    await chooseFirstClass(page);
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    await expect(page.getByTestId('report-held').innerText()).resolves.toMatch(/បានស្រង់ [០-៩]+ ក្នុងចំណោម [០-៩]+ ម៉ោង/);
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.url).toContain('/backend/report/attendance/student-monthly?');
    expect(
      fs
        .readFileSync(await pdf.file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await shot(page, 'report-attendance-monthly-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);

    await page.goto('/report/attendance/student/daily');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    const xlsx = await exportAs(page, 'Excel');
    expect(xlsx.file.suggestedFilename()).toMatch(/student-attendance-daily-.*\.xlsx$/);
    expect(fs.statSync(await xlsx.file.path()).size).toBeGreaterThan(2_000);
    expect(await latinDigitTexts(page)).toEqual([]);
    await context.close();
  });

  it('in English: the yearly report and the per-subject report of a class', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/report/attendance/student/yearly' });
    await page.getByTestId('report-not-run').waitFor();
    await chooseFirstClass(page);
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    await expect(page.getByTestId('report-held').innerText()).resolves.toMatch(/Taken \d+ of \d+ sessions/);
    const xlsx = await exportAs(page, 'Excel');
    expect(xlsx.file.suggestedFilename()).toMatch(/student-attendance-yearly-.*\.xlsx$/);
    await shot(page, 'report-attendance-yearly-en');

    await page.goto('/en/report/attendance/student/subject-schedule');
    await chooseFirstClass(page);
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    await shot(page, 'report-attendance-subjects-en');
    await context.close();
  });
});
