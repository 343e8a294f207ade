import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';
import { latinAccessibleNames } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The OK button of the open confirm dialog. */
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();

/** The class and subject (English, from the list item's test id) of the sheet the teacher submitted. */
let submitted: { classEn: string; subjectEn: string } | undefined;

describe('score review, confirmation and release', () => {
  it('a teacher reads the office note of a sheet sent back and submits it again, on a phone in Khmer', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'teacher', { to: '/score' });
    // The demo sent one of her sheets back with a note.
    const item = page
      .getByTestId('score-sheets')
      .locator('[data-testid^="sheet-"]')
      .filter({ has: page.getByTestId('sheet-sent-back') });
    await item.first().waitFor();
    const testId = (await item.first().getAttribute('data-testid'))!;
    const [, classEn, subjectEn] = /^sheet-(.+?)-(.+)$/.exec(testId)!;
    submitted = { classEn: classEn!, subjectEn: subjectEn! };
    await shot(page, 'score-review-home-km');
    await item.first().click();
    await page.getByTestId('score-note').waitFor();
    expect(await page.getByTestId('score-note').innerText()).toContain('បានបញ្ជូនត្រឡប់មកវិញដោយ');
    // Other tests may have enrolled students into this class since the demo was made (they have no score yet), so
    // the sheet is made complete here whatever ran before: once its rows are loaded, every row with neither a
    // score nor an absent or exempt status gets one, and the sheet is saved.
    const sheet = page.getByTestId('score-sheet');
    const rows = sheet.locator('tbody tr.ant-table-row');
    await page.getByTestId('score-input-0').waitFor();
    await expect.poll(() => sheet.locator('.ant-spin-spinning').count()).toBe(0);
    let filled = 0;
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      const input = page.getByTestId(`score-input-${i}`);
      if ((await input.inputValue()) !== '') continue;
      const status = await rows.nth(i).locator('.ant-select').first().innerText();
      if (!status.includes('ធម្មតា')) continue;
      await input.fill('5');
      filled += 1;
    }
    if (filled > 0) {
      await page.getByTestId('score-save').click();
      await page.getByText('បានរក្សាទុកពិន្ទុ').first().waitFor();
    }
    // The sheet's review (complete, can submit) is refetched after the save: say what the sheet held if the
    // submit button never comes.
    await page
      .getByTestId('score-submit')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: Error) => {
        await shot(page, 'score-review-not-submittable');
        const review = await page
          .getByTestId('score-review')
          .innerText()
          .catch(() => '(no review)');
        const cells = await rows.allInnerTexts();
        throw new Error(`${error.message}\nreview: ${review}\nrows:\n${cells.join('\n')}`);
      });
    await page.getByTestId('score-submit').click();
    await confirmDialog(page);
    await page.getByText('បានដាក់ស្នើសន្លឹកពិន្ទុសុំការបញ្ជាក់').first().waitFor();
    await expect.poll(() => page.getByTestId('score-visibility').innerText()).toBe('រង់ចាំការបញ្ជាក់');
    expect(await page.getByTestId('score-input-0').isDisabled()).toBe(true);
    expect(await page.getByTestId('score-submit').count()).toBe(0);
    await page.getByTestId('score-withdraw').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await latinAccessibleNames(page)).toEqual([]);
    await shot(page, 'score-review-submitted-km');
    await context.close();
  });

  it('the office sends that sheet back with a note and confirms another one, in English', async () => {
    expect(submitted).toBeDefined();
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'office', { locale: 'en', to: '/en/score/confirmation?state=submitted' });
    const table = page.getByTestId('review-sheets');
    const rows = table.locator('tbody tr.ant-table-row');
    const mine = rows.filter({ hasText: submitted!.subjectEn }).filter({ hasText: submitted!.classEn });
    await mine.first().waitFor();
    expect(await page.getByTestId('review-counts').innerText()).toMatch(/Released \d+/);
    await shot(page, 'score-review-office-en');

    await mine.first().getByTestId('review-send-back').click();
    expect(await page.getByTestId('review-note-ok').isDisabled()).toBe(true);
    await page.getByTestId('review-note-input').fill('Please check the absent students: was Dara really absent?');
    await page.getByTestId('review-note-ok').click();
    await page.getByText('Sheet sent back to its teacher').first().waitFor();
    await expect.poll(() => mine.count()).toBe(0);

    const other = rows.first();
    await other.waitFor();
    const otherText = await other.innerText();
    await other.getByTestId('review-confirm').click();
    await confirmDialog(page);
    await page.getByText('Sheet confirmed and released').first().waitFor();
    await page.goto('/en/score/confirmation?state=live');
    const firstLine = otherText.split('\n').slice(0, 2).join('\n');
    await expect.poll(async () => (await table.innerText()).includes(firstLine.split('\n')[0]!)).toBe(true);
    await shot(page, 'score-review-live-en');

    // On a phone the overview scrolls inside its table, never the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/score/confirmation');
    await table.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'score-review-phone-en');
    await context.close();
  });
});
