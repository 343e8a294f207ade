import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';
import { latinAccessibleNames } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The latest Monday-to-Friday school day up to today in Phnom Penh (the demo week has classes then). */
function schoolWeekday(): string {
  const d = new Date(Date.now() + 7 * 3_600_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe('student attendance', () => {
  it('a teacher takes a class on a phone in Khmer: counts follow each mark, one save writes the sheet', async () => {
    const date = schoolWeekday();
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'teacher');
    await page.goto(`/attendance?date=${date}`);
    const routines = page.getByTestId('attendance-routines');
    await routines.waitFor();
    const first = routines.locator('[data-testid^="routine-"]').first();
    await first.waitFor();
    await shot(page, 'attendance-routines-km');
    await first.click();
    const sheet = page.getByTestId('attendance-sheet');
    await sheet.locator('[data-testid^="student-"]').first().waitFor();
    await page
      .getByTestId('attendance-all-present')
      .click()
      .catch(() => undefined);
    const student = sheet.locator('[data-testid^="student-"]').first();
    // Mission: a mark the demo's past days never carry, so this is a change whatever the day holds.
    await student.getByText('បេសកកម្ម', { exact: true }).click();
    const counts = page.getByTestId('attendance-counts');
    expect(await counts.innerText()).toMatch(/បេសកកម្ម\s*[១-៩]/);
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('attendance-save').click();
    await page.getByText('បានរក្សាទុកវត្តមាន').waitFor();
    await shot(page, 'attendance-sheet-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    await context.close();
  });

  it('in English the office sees every class of the day and opens one', async () => {
    const date = schoolWeekday();
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en' });
    await page.goto(`/en/attendance?date=${date}`);
    const routines = page.getByTestId('attendance-routines');
    await routines.locator('[data-testid^="routine-"]').first().waitFor();
    expect(await routines.locator('[data-testid^="routine-"]').count()).toBeGreaterThan(1);
    await shot(page, 'attendance-routines-en');
    // Grade 1A has demo students (the teacher's class above).
    await routines.getByTestId('routine-1A').first().click();
    await page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]').first().waitFor();
    expect(await page.getByTestId('attendance-counts').innerText()).toContain('Present');
    await shot(page, 'attendance-sheet-en');
    await context.close();
  });

  it("a student reads her month at /profile/attendance: a calendar with each day's statuses and the counts, Khmer then English", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student');
    await page.goto('/profile/attendance');
    const calendar = page.getByTestId('my-attendance-calendar');
    await calendar.waitFor();
    await page
      .getByTestId('my-attendance-counts')
      .getByText(/^វត្តមាន\s*[០-៩]/)
      .waitFor();
    const marked = calendar.locator('[data-date] .ant-tag');
    // The demo's two weeks before today may lie in the month before.
    if ((await marked.count()) === 0) await page.getByRole('button', { name: 'ខែមុន' }).click();
    await marked.first().waitFor();
    expect(await page.getByTestId('my-attendance-month').innerText()).toMatch(/[០-៩]{4}/);
    expect(await latinAccessibleNames(page)).toEqual([]);
    await shot(page, 'my-attendance-km');
    await page.goto('/en/profile/attendance');
    await page
      .getByTestId('my-attendance-counts')
      .getByText(/Present\s*\d/)
      .waitFor();
    expect(await page.getByTestId('my-attendance-month').innerText()).toMatch(/\d{4}/);
    await shot(page, 'my-attendance-en');
    await context.close();
  });
});
