import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

/** Picks PDF or Excel from the export button's menu and answers the saved file's path and name. */
async function exportAs(page: Page, item: 'PDF' | 'Excel') {
  await page.getByTestId('export-button').click();
  const download = page.waitForEvent('download');
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: item }).click();
  const file = await download;
  return { path: (await file.path())!, name: file.suggestedFilename() };
}

const rows = (page: Page) => page.getByTestId('result-report-table').first().locator('tbody tr.ant-table-row');

/**
 * The student- and subject-level result reports against the demo school (class 1A: two months and the first
 * semester exam scored): Run shows the stored results, Export saves the PDF or the workbook; Khmer and English.
 * The figures themselves are checked on a hand-computed case in the server's tests.
 */
describe('result reports', () => {
  it("in Khmer: the semester's grade evaluation in Khmer digits, and the class's record books as one PDF", async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'office', { to: '/report/result/grade-evaluation-semester' });
    await chooseFilter(page, 'filter-class', 'ថ្នាក់ទី១ក');
    await chooseFilter(page, 'filter-semester', 'ឆមាសទី១');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(2);
    const first = await rows(page).first().innerText();
    expect(first).toMatch(/^១/); // rank order: the first row is number one
    expect(first).toMatch(/[០-៩]+\.[០-៩]{2}/);
    expect(first).toMatch(/ល្អប្រសើរ|ល្អណាស់|ល្អ|ល្អបង្គួរ|មធ្យម|ខ្សោយ/);
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);
    await shot(page, 'report-grade-evaluation-km');

    await page.goto('/report/result/student-record-book');
    await chooseFilter(page, 'filter-class', 'ថ្នាក់ទី១ក');
    await chooseFilter(page, 'filter-exam', '');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.name).toMatch(/record-books.*\.pdf$/);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf.path, '-'], { encoding: 'utf8' });
    expect(text).toContain('សៀវភៅតាមដានការសិក្សា');
    // One student a page: every student of the run is in the file.
    expect(text.match(/សិស្ស៖/g)?.length).toBe(await rows(page).count());
    await context.close();
  });

  it('in English: grades by subject with the mentions as headings, exported as a workbook', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US', width: 1280, height: 900 });
    await signIn(page, 'office', { locale: 'en', to: '/en/report/result/grade-by-subject' });
    await page.getByTestId('report-not-run').waitFor();
    await chooseFilter(page, 'filter-class', 'Grade 1A');
    await chooseFilter(page, 'filter-period', 'Semester 1');
    await page.getByTestId('report-run').click();
    await rows(page).first().waitFor();
    const head = await page.getByTestId('result-report-table').locator('thead').innerText();
    expect(head).toContain('A Excellent');
    expect(head).toContain('Female');
    expect(await rows(page).first().innerText()).toContain('Khmer');
    const book = await exportAs(page, 'Excel');
    expect(book.name).toMatch(/\.xlsx$/);
    expect(fs.statSync(book.path).size).toBeGreaterThan(2_000);
    await shot(page, 'report-grade-by-subject-en');
    await context.close();
  });
});
