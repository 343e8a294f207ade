import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseFilter, launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks the record book's PDF button and reads the saved file back with pdftotext (lines joined by a space). */
async function recordBookPdf(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('record-book-pdf').click()]);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', (await file.path())!, '-'], { encoding: 'utf8' });
  return { name: file.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

describe('score results', () => {
  it("the office reads a class's first semester in Khmer, ranked, and opens a student's record book", async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin', { to: '/score/results?period=semester:1' });
    // Class 1A: the demo teacher's, scored for two months and the first semester exam.
    await chooseFilter(page, 'result-class', 'ថ្នាក់ទី១ក');
    const rows = page.getByTestId('result-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(2);
    expect(await page.getByTestId('result-table').locator('thead').innerText()).toContain('ល្មើសវិន័យ');
    const first = await rows.first().innerText();
    // Rank 1 in Khmer digits, an average with two Khmer decimals, a Khmer mention.
    expect(first).toMatch(/^១/);
    expect(first).toMatch(/[០-៩]+\.[០-៩]{2}/);
    expect(first).toMatch(/ល្អប្រសើរ|ល្អណាស់|ល្អ|ល្អបង្គួរ|មធ្យម|ខ្សោយ/);
    // Every figure in Khmer digits (the student's code is verbatim).
    expect(first.replace(/ · [0-9A-Za-z-]+/, '')).not.toMatch(/[0-9]/);
    await shot(page, 'score-results-km');
    await rows.first().getByRole('button').first().click();
    const cards = page.getByTestId('result-period-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('.ant-drawer').innerText()).toContain('ឆមាសទី១');
    // Beside the results: the year's misconduct and the score changes after submission, in Khmer.
    expect(await page.getByTestId('record-misconduct').innerText()).toContain('ការល្មើសវិន័យក្នុងឆ្នាំនេះ');
    expect(await page.getByTestId('record-history').innerText()).toContain('ការកែប្រែពិន្ទុក្រោយពេលដាក់ស្នើ');
    await shot(page, 'score-record-book-km');
    // The printed record book: her Khmer name, the periods and the subjects, Khmer with the English under it.
    const shownName = (await page.locator('.ant-drawer h5').innerText()).split(' · ')[0]!.trim();
    const book = await recordBookPdf(page);
    expect(book.name).toMatch(/^\d{8}-\d{6}_record-book-.+\.pdf$/);
    for (const words of ['សៀវភៅតាមដានការសិក្សា', 'Student record book', shownName, 'ឆមាសទី១', 'Semester 1', 'ពិន្ទុតាមមុខវិជ្ជា', 'Scores by subject'])
      expect(book.text).toContain(words);
    expect(book.text).toMatch(/[០-៩]+\.[០-៩]{2}/);
    expect(book.text).toMatch(/\d+\.\d{2}/);
    await context.close();
  });

  it('the demo student reads her released months in English on a phone, with rank and mention', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'student', { to: '/en/profile/score' });
    const cards = page.getByTestId('result-period-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    const text = await cards.first().innerText();
    expect(text).toMatch(/\d+ of \d+/);
    expect(text).toMatch(/Excellent|Very good|Good|Fairly good|Average|Weak/);
    expect(text).not.toContain('Not released');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'score-profile-en');
    // Her printed record book holds the released months only (the semester exam is not released yet).
    const month = (await cards.first().locator('.ant-card-head-title').innerText()).trim();
    const book = await recordBookPdf(page);
    for (const words of ['Student record book', 'Results by period', month]) expect(book.text).toContain(words);
    expect(book.text).not.toContain('Semester 1 exam');
    expect(book.text).not.toContain('Not released');
    await context.close();
  });

  it("the office previews a class's submitted semester exam with each student's rank and mention before confirming", async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'admin', { to: '/score/confirmation' });
    await chooseFilter(page, 'review-exam', 'ប្រឡងឆមាសទី១');
    await chooseFilter(page, 'review-class', 'ថ្នាក់ទី១ក');
    await page.getByTestId('review-preview').click();
    const table = page.getByTestId('review-preview-table');
    await table.waitFor();
    const ranks = table.getByTestId('preview-rank');
    await ranks.first().waitFor();
    expect(await ranks.count()).toBeGreaterThan(2);
    const shown = await ranks.allInnerTexts();
    expect(shown).toContain('១');
    expect(shown.every((r) => /^[០-៩]+$/.test(r))).toBe(true);
    expect(await table.locator('thead').innerText()).toContain('ចំណាត់ថ្នាក់');
    expect(await table.locator('tbody').innerText()).toMatch(/ល្អប្រសើរ|ល្អណាស់|ល្អ|ល្អបង្គួរ|មធ្យម|ខ្សោយ/);
    await shot(page, 'score-preview-ranks-km');
    await context.close();
  });
});
