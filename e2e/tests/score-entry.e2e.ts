import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, settle, shot, signIn } from '../browser';
import { latinAccessibleNames } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

/** A column copied from a spreadsheet, pasted into a score cell. */
async function paste(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe('score entry', () => {
  it('a teacher fills her empty sheet on a phone in Khmer: Enter moves down, a pasted column fills downwards, an over-maximum score is refused in place', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'teacher', { to: '/score' });
    const list = page.getByTestId('score-sheets');
    // The demo leaves one of her sheets of the current exam empty.
    const empty = list.locator('[data-testid^="sheet-"]').filter({ hasText: 'មិនទាន់ចាប់ផ្តើម' });
    await empty.first().waitFor();
    // Her other sheets are scored (complete, or in progress when an earlier test enrolled a student since).
    expect(await list.locator('[data-testid^="sheet-"]').filter({ hasNotText: 'មិនទាន់ចាប់ផ្តើម' }).count()).toBeGreaterThan(0);
    await shot(page, 'score-sheets-km');
    await empty.first().click();
    await page.getByTestId('score-input-0').waitFor();
    expect(await page.getByTestId('score-limits').innerText()).toMatch(/ពិន្ទុអតិបរមា [០-៩]/);

    await page.getByTestId('score-input-0').click();
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('score-input-1');
    await page.keyboard.type('7.5');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('score-input-2');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('score-input-1');
    await paste(page, 'score-input-2', '6\r\n5.5\r\n9\r\n');
    expect(await page.getByTestId('score-input-2').inputValue()).toBe('6');
    expect(await page.getByTestId('score-input-3').inputValue()).toBe('5.5');
    expect(await page.getByTestId('score-input-4').inputValue()).toBe('9');

    // Above the maximum: shown invalid in its cell, and the save waits.
    await page.getByTestId('score-input-5').fill('999');
    await page.getByTestId('score-problem-5').waitFor();
    expect(await page.getByTestId('score-problem-5').innerText()).toContain('លើសពិន្ទុអតិបរមា');
    expect(await page.getByTestId('score-save').isDisabled()).toBe(true);
    await page.getByTestId('score-problems').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await latinAccessibleNames(page)).toEqual([]);
    await page.getByTestId('score-input-5').fill('4');
    expect(await page.getByTestId('score-problem-5').count()).toBe(0);

    await page.getByTestId('score-save').click();
    await page.getByText('បានរក្សាទុកពិន្ទុ').waitFor();
    await page.reload();
    await page.getByTestId('score-input-0').waitFor();
    await expect.poll(() => page.getByTestId('score-input-0').inputValue()).toBe('8');
    expect(await page.getByTestId('score-input-1').inputValue()).toBe('7.5');
    expect(await page.getByTestId('score-input-3').inputValue()).toBe('5.5');
    expect(await page.getByTestId('score-input-5').inputValue()).toBe('4');
    await shot(page, 'score-sheet-km');
    await context.close();
  });

  it('in English the teacher opens a scored sheet, keeps an unsaved edit over a reload, and saves it', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'teacher', { locale: 'en', to: '/en/score' });
    // A scored sheet: complete in the demo, in progress once another test has enrolled a student in the class.
    const done = page.getByTestId('score-sheets').locator('[data-testid^="sheet-"]').filter({ hasNotText: 'Not started' });
    await done.first().waitFor();
    await done.first().click();
    await page.getByTestId('score-input-0').waitFor();
    expect(await page.getByTestId('score-limits').innerText()).toMatch(/Maximum \d/);
    // The first student with a score (an absent or exempt one has none).
    let row = 0;
    while ((await page.getByTestId(`score-input-${row}`).inputValue()) === '') row += 1;
    const cell = page.getByTestId(`score-input-${row}`);
    await cell.fill('-1');
    expect(await page.getByTestId(`score-problem-${row}`).innerText()).toBe('Below zero');
    await cell.fill('3.5');
    // Unsaved edits are kept in the browser: a reload shows them again.
    await page.reload();
    await expect.poll(() => cell.inputValue()).toBe('3.5');
    await page.getByTestId('score-save').click();
    await page.getByText('Scores saved').waitFor();
    await page.reload();
    await expect.poll(() => cell.inputValue()).toBe('3.5');
    expect(await page.evaluate(() => localStorage.length && Object.keys(localStorage).some((k) => k.startsWith('score:')))).toBe(false);
    await shot(page, 'score-sheet-en');
    await context.close();
  });

  it('a save that fails while the connection is down is kept and sent by itself when the connection is back', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'teacher', { locale: 'en', to: '/en/score' });
    await settle(page);
    const done = page.getByTestId('score-sheets').locator('[data-testid^="sheet-"]').filter({ hasNotText: 'Not started' });
    await done.first().click();
    await page.getByTestId('score-input-0').waitFor();
    let row = 0;
    while ((await page.getByTestId(`score-input-${row}`).inputValue()) === '') row += 1;
    const cell = page.getByTestId(`score-input-${row}`);
    const value = (await cell.inputValue()) === '2.5' ? '3' : '2.5';
    await cell.fill(value);
    await context.setOffline(true);
    await page.getByTestId('score-save').click();
    // The page says the scores wait on this device for the connection.
    await page.getByTestId('score-offline').waitFor();
    await shot(page, 'score-offline-en');
    await context.setOffline(false);
    await page.getByText('Scores saved').waitFor();
    expect(await page.getByTestId('score-offline').count()).toBe(0);
    await page.reload();
    await expect.poll(() => cell.inputValue()).toBe(value);
    await context.close();
  });
});
