import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseFilter, launchBrowser, newPage, shot, signIn } from '../browser';
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

const pdfText = (file: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
const rows = (page: Page) => page.getByTestId('report-table').first().locator('tbody tr.ant-table-row');

/**
 * The class result reports (report menu → Results) against the demo school: class 1A has its first semester
 * scored. The figures themselves are the server tests' (grading.md's worked example); here a person runs a report,
 * reads it in her language and saves the file.
 */
describe('class result reports', () => {
  it('in Khmer: the semester ranking is run and saved as PDF, then of the year; the semester scores as a workbook', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin', { to: '/report/result/semester-ranking' });
    await page.getByTestId('report-not-run').waitFor();
    await chooseFilter(page, 'filter-class', 'ថ្នាក់ទី១ក');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(2);
    const table = await page.getByTestId('report-table').first().innerText();
    expect(table).toContain('ចំណាត់ថ្នាក់');
    expect(table).toMatch(/[០-៩]+\.[០-៩]{2}/);
    expect(table).toMatch(/ល្អប្រសើរ|ល្អណាស់|ល្អ|ល្អបង្គួរ|មធ្យម|ខ្សោយ|មិនទាន់គ្រប់/);
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);
    // Ranked: the first line is rank ១.
    expect(await rows(page).first().innerText()).toMatch(/^១\s/);
    await shot(page, 'report-result-semester-ranking-km');
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/semester-ranking.*\.pdf$/);
    const text = pdfText((await pdf.path())!);
    for (const words of ['ចំណាត់ថ្នាក់ប្រចាំឆមាស', 'Semester ranking', 'ថ្នាក់ទី១ក', 'ឆមាសទី១']) expect(text).toContain(words);
    expect(text).toMatch(/[០-៩]+\.[០-៩]{2}/);
    // The whole year: the stored annual results (the demo's second semester is not scored: every line incomplete).
    await chooseFilter(page, 'filter-semester', 'ប្រចាំឆ្នាំ');
    await page.getByTestId('report-run').click();
    await expect.poll(async () => page.getByTestId('report-table').first().locator('thead').innerText()).toContain('មធ្យមភាគប្រចាំឆ្នាំ');
    expect(await rows(page).count()).toBeGreaterThan(2);

    await page.goto('/report/result/semester-scoring');
    await chooseFilter(page, 'filter-class', 'ថ្នាក់ទី១ក');
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-table').first().locator('thead').waitFor();
    expect(await page.getByTestId('report-table').first().locator('thead').innerText()).toContain('មធ្យមភាគឆមាស');
    await shot(page, 'report-result-semester-scoring-km');
    const workbook = await exportAs(page, 'Excel');
    expect(workbook.suggestedFilename()).toMatch(/semester-scoring.*\.xlsx$/);
    expect(
      fs
        .readFileSync((await workbook.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await context.close();
  });

  it('in English: the ranking summary of every class, the score-entry sheet of every subject or one, and the breadcrumbs', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US', width: 1280, height: 900 });
    await signIn(page, 'admin', { locale: 'en', to: '/en/report/result/ranking-summary' });
    await page.getByTestId('report-not-run').waitFor();
    await chooseFilter(page, 'filter-period', 'Semester 1');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    expect(await page.getByTestId('report-table').first().innerText()).toContain('Grade 1A');
    await shot(page, 'report-result-ranking-summary-en');
    const pdf = await exportAs(page, 'PDF');
    expect(pdfText((await pdf.path())!)).toContain('Ranking summary');

    // The score-entry sheet: one section a subject, with its maximum.
    await page.goto('/en/report/result/score-entry');
    await chooseFilter(page, 'filter-class', 'Grade 1A');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    expect(await page.getByTestId('report-section-0').innerText()).toContain('maximum');
    await shot(page, 'report-result-score-entry-en');
    const sheet = await exportAs(page, 'Excel');
    expect(sheet.suggestedFilename()).toMatch(/score-entry.*\.xlsx$/);
    // One subject of the class's grade: its sheet alone.
    await chooseFilter(page, 'filter-subject', 'Mathematics');
    await page.getByTestId('report-run').click();
    await expect.poll(async () => page.getByTestId('report-section-0').innerText()).toContain('Mathematics');
    expect(await page.getByTestId('report-section-1').count()).toBe(0);

    // Every report screen's breadcrumb: Reports, its menu group, the report.
    for (const [path, crumbs] of [
      ['/en/report/result/student-transcript', /Reports\s*\/\s*Results\s*\/\s*Student transcript/],
      ['/en/report/statistics/student-by-age', /Reports\s*\/\s*Statistics\s*\/\s*Students by age/],
      ['/en/report/attendance/student/daily', /Reports\s*\/\s*Student attendance\s*\/\s*Student daily attendance/],
      ['/en/report/attendance/employee/monthly', /Reports\s*\/\s*Employee attendance\s*\/\s*Employee monthly attendance/],
    ] as const) {
      await page.goto(path);
      await expect.poll(async () => page.locator('.ant-breadcrumb').innerText()).toMatch(crumbs);
    }
    await context.close();
  });
});
