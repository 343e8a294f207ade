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

async function exportAs(page: Page, item: 'PDF' | 'Excel') {
  await page.getByTestId('export-button').click();
  const download = page.waitForEvent('download');
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: item }).click();
  return download;
}

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
const toNumber = (text: string) => Number([...text.trim()].map((c) => (KHMER_DIGITS.includes(c) ? KHMER_DIGITS.indexOf(c) : c)).join(''));

/** The numbers of one column of a statistics table (by its place among the cells), and its totals cell. */
async function column(page: Page, testId: string, index: number) {
  const table = page.getByTestId(testId);
  const cells = await table.locator('tbody tr.ant-table-row').evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent ?? ''), index);
  const total = await table.getByTestId(`${testId}-total`).locator('td').nth(index).innerText();
  return { cells: cells.map(toNumber), total: toNumber(total) };
}

/**
 * The statistics screens against the demo school: nothing shows before Run, Run shows the table whose totals
 * row adds up its rows, Export saves the file; in Khmer (digits and names in Khmer) and in English.
 */
describe('statistics reports', () => {
  it('in Khmer: students by level with subtotals, the SEC sheet as PDF, students by age', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/report/statistics/student-by-level' });
    await page.getByTestId('report-not-run').waitFor();
    await page.getByTestId('filter-exam-type').locator('.ant-select-content, .ant-select-selection-item').first().waitFor();
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-table-total').waitFor();
    // Column 2 is "studying, total"; class rows and grade subtotals alternate, so the school total is half their sum.
    const studying = await column(page, 'report-table', 2);
    expect(studying.total).toBeGreaterThan(0);
    expect(studying.cells.reduce((a, b) => a + b, 0)).toBe(2 * studying.total);
    await shot(page, 'report-statistics-student-by-level-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);
    const workbook = await exportAs(page, 'Excel');
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(fs.statSync(await workbook.path()).size).toBeGreaterThan(2_000);

    await page.goto('/report/statistics/sec');
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-table-total').waitFor();
    const classes = await column(page, 'report-table', 1);
    expect(classes.cells.reduce((a, b) => a + b, 0)).toBe(classes.total);
    // The same school counts the same students on both screens.
    expect((await column(page, 'report-table', 2)).total).toBe(studying.total);
    await shot(page, 'report-statistics-sec-km');
    expect(await latinDigitTexts(page)).toEqual([]);
    const pdf = await exportAs(page, 'PDF');
    expect(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.goto('/report/statistics/student-by-age');
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-table-total').waitFor();
    const headers = await page.getByTestId('report-table').locator('thead th').allInnerTexts();
    expect(headers.some((h) => /អាយុ [០-៩]+ ឆ្នាំ/.test(h))).toBe(true);
    await shot(page, 'report-statistics-student-by-age-km');
    expect(await latinDigitTexts(page)).toEqual([]);
    await context.close();
  });

  it('in English: teacher activity, employees, drop-outs and the semester sheet', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'office', { locale: 'en', to: '/en/report/statistics/teacher-activity' });
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-table-total').waitFor();
    const periods = await column(page, 'report-table', 6);
    expect(periods.cells.length).toBeGreaterThan(0);
    expect(periods.cells.reduce((a, b) => a + b, 0)).toBe(periods.total);
    await shot(page, 'report-statistics-teacher-activity-en');
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/teacher-activity\.pdf$/);

    await page.goto('/en/report/statistics/employee');
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-table-total').waitFor();
    const employees = await column(page, 'report-table', 1);
    expect(employees.cells.reduce((a, b) => a + b, 0)).toBe(employees.total);
    await shot(page, 'report-statistics-employee-en');

    await page.goto('/en/report/statistics/drop-student');
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-caption').waitFor();
    await shot(page, 'report-statistics-drop-student-en');

    await page.goto('/en/report/statistics/student-academic-class-semester');
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-table-total').waitFor();
    const start = await column(page, 'report-table', 2);
    expect(start.cells.reduce((a, b) => a + b, 0)).toBe(start.total);
    await shot(page, 'report-statistics-class-semester-en');
    const workbook = await exportAs(page, 'Excel');
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
    await context.close();
  });
});
