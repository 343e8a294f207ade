import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
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

const pdfText = (file: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
const reportRows = (page: Page) => page.getByTestId('report-table').locator('tbody tr.ant-table-row');

/** Picks PDF or Excel from the export button's menu and answers the saved file. */
async function exportAs(page: Page, item: 'PDF' | 'Excel') {
  await page.getByTestId('export-button').click();
  const download = page.waitForEvent('download');
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: item }).click();
  return download;
}

/**
 * Employee attendance (issue 12) against the real server and the demo school: the office marks the day in
 * Khmer and saves it in one call, reads the monthly grid, scans the guard in (by
 * her employee code, which the scan box takes beside a card number); in English it opens one employee's record. The reports are run (the rows shown), then exported, and the
 * files read back.
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

    // The daily report of today: nothing is read before Run; Run shows every employee's day, the PDF holds it.
    await page.goto('/report/attendance/employee/daily');
    await page.getByTestId('report-not-run').waitFor();
    await page.getByTestId('report-run').click();
    const guardLine = reportRows(page).filter({ hasText: 'ព្រំ សារ៉ុម' });
    await guardLine.waitFor();
    // Everyone's day was saved above: no line is left "not recorded".
    expect(await page.getByTestId('report-table').locator('tbody').innerText()).not.toContain('មិនទាន់កត់ត្រា');
    await shot(page, 'employee-attendance-report-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    expect(await latinDigitTexts(page)).toEqual([]);
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/employee-daily-attendance-.*\.pdf$/);
    const text = pdfText((await pdf.path())!);
    expect(text).toContain('របាយការណ៍វត្តមានបុគ្គលិកប្រចាំថ្ងៃ');
    expect(text).toContain('Prom Sarom');
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

    // The teachers' monthly report: Run shows the teachers (not the guard), then the PDF and the workbook hold them.
    await page.goto('/en/report/attendance/employee/monthly');
    await page.getByTestId('report-people').getByText('Teachers only').click();
    await page.getByTestId('report-run').click();
    await reportRows(page).first().waitFor();
    const shown = await page.getByTestId('report-table').locator('tbody').innerText();
    expect(shown).not.toContain('Prom Sarom');
    const teacher = (await reportRows(page).first().locator('td').nth(1).innerText()).trim();
    expect(teacher).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    await shot(page, 'employee-attendance-report-en');
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/teacher-monthly-attendance-.*\.pdf$/);
    const text = pdfText((await pdf.path())!);
    expect(text).toContain('របាយការណ៍វត្តមានគ្រូបង្រៀនប្រចាំខែ');
    expect(text).toContain(teacher);
    expect(text).not.toContain('Prom Sarom');
    const workbook = await exportAs(page, 'Excel');
    expect(workbook.suggestedFilename()).toMatch(/teacher-monthly-attendance-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbook.path())!);
    const values = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(values).toContain(teacher);
    expect(values).not.toContain('Prom Sarom');
    await context.close();
  });
});
