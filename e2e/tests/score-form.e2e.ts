import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { chooseFilter, launchBrowser, newPage, settle, shot, signIn } from '../browser';
import { latinAccessibleNames } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks the first option of a select named by its test id. */
async function chooseFirst(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await settle(page);
}

/** The downloaded class sheet, opened with exceljs. */
async function downloadSheet(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('score-file-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await fs.readFile((await download.path())!)) as unknown as ArrayBuffer);
  return book;
}

async function uploadSheet(page: Page, book: ExcelJS.Workbook) {
  const buffer = Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'scores.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
}

describe('score by student and the Excel sheet', () => {
  it('a teacher scores one student in Khmer on a phone: her subjects editable, the others read-only, Khmer digits read', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'teacher', { to: '/score' });
    await page.getByTestId('score-form-link').click();
    await settle(page);
    await chooseFirst(page, 'score-form-class');
    await chooseFirst(page, 'score-form-student');
    await page.getByTestId('score-form-score-0').waitFor();
    expect(await page.getByTestId('score-form-read-only').count()).toBeGreaterThan(0);
    // Her first subject with a score, on a sheet she may still edit.
    let row = 0;
    for (; ; row += 1) {
      const input = page.getByTestId(`score-form-score-${row}`);
      if ((await input.isEnabled()) && (await input.inputValue()) !== '') break;
    }
    const cell = page.getByTestId(`score-form-score-${row}`);
    // A score other than the stored one (a second run finds 4 there), typed in Khmer digits.
    const [typed, stored] = (await cell.inputValue()) === '4' ? ['៥', '5'] : ['៤', '4'];
    await cell.fill('៩៩៩');
    await page.getByTestId(`score-form-problem-${row}`).waitFor();
    expect(await page.getByTestId(`score-form-problem-${row}`).innerText()).toContain('លើសពិន្ទុអតិបរមា');
    expect(await page.getByTestId('score-form-save').isDisabled()).toBe(true);
    expect(await latinAccessibleNames(page)).toEqual([]);
    await cell.fill(typed);
    await page.getByTestId('score-form-save').click();
    await page.getByText('បានរក្សាទុកពិន្ទុ').waitFor();
    await shot(page, 'score-form-km');
    await page.reload();
    await settle(page);
    await expect.poll(() => page.getByTestId(`score-form-score-${row}`).inputValue()).toBe(stored);
    // Spreadsheet keys: Enter goes to her next editable subject (read-only ones stepped over), ↑ back.
    const boxes = page.locator('[data-testid^="score-form-score-"]');
    const editable: number[] = [];
    for (let i = 0; i < (await boxes.count()); i += 1) if (await page.getByTestId(`score-form-score-${i}`).isEnabled()) editable.push(i);
    const next = editable[editable.indexOf(row) + 1];
    if (next !== undefined) {
      await page.getByTestId(`score-form-score-${row}`).click();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(`score-form-score-${next}`);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(`score-form-score-${row}`);
    }
    await context.close();
  });

  it('the office downloads a class sheet in English, a bad cell is named by row and column, the fixed file saves', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'office', { locale: 'en', to: '/en/score' });
    await settle(page);
    await chooseFilter(page, 'score-class', 'Grade 1A');
    await settle(page);
    const book = await downloadSheet(page);
    const sheet = book.worksheets[0]!;
    const header = String(sheet.getRow(1).getCell(5).value);
    expect(sheet.getRow(1).getCell(2).value).toBe('លេខកូដ / Code');
    const [, subjectEn, max] = /\/ (.+) \((\d+)\)$/.exec(header)!;
    sheet.getRow(2).getCell(5).value = Number(max) + 1;
    await uploadSheet(page, book);
    await page.getByTestId('score-file-errors').waitFor();
    expect(await page.getByTestId('score-file-errors').innerText()).toContain(`Row 2, ${subjectEn}: A score cannot be above the maximum of ${max}`);
    await shot(page, 'score-file-refused-en');
    sheet.getRow(2).getCell(5).value = 1.5;
    await uploadSheet(page, book);
    await page.getByText('Scores saved from the Excel file').waitFor();
    expect(await page.getByTestId('score-file-refused').count()).toBe(0);
    const again = await downloadSheet(page);
    expect(again.worksheets[0]!.getRow(2).getCell(5).value).toBe(1.5);
    await context.close();
  });
});
