import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseFilter, launchBrowser, newPage, shot, signIn } from '../browser';
import { latinAccessibleNames } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('timetable', () => {
  it('the office arranges a class week: a teacher already teaching at that time is refused, naming the other class', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/schedule-management/schedule-arrangement' });
    await chooseFilter(page, 'routine-class', 'Grade 2A');
    const grid = page.getByTestId('routine-grid');
    await grid.waitFor();
    // The demo gives every class a full week.
    await expect.poll(() => grid.locator('tbody tr').count()).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await shot(page, 'schedule-arrangement-en');
    await grid.locator('[data-testid^="cell-1-"]').first().click();
    const form = page.getByTestId('routine-form');
    await form.waitFor();
    // The demo teacher teaches Grade 1A at that time (same level, morning shift).
    await chooseFilter(page, 'routine-teacher', 'Heng Sovannara');
    await page.getByTestId('routine-save').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Grade 1A');
    await dialog.getByRole('button').last().click();
    // The cell's routine page, where the office sets substitutes.
    await page.getByTestId('routine-substitutes').click();
    const detail = page.getByTestId('routine-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toContain('Grade 2A');
    await shot(page, 'schedule-detail-en');
    await context.close();
  });

  it('the office’s timetable says what to choose before a class or a teacher is chosen (it was blank)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/schedule' });
    const prompt = page.getByTestId('schedule-choose');
    expect(await prompt.innerText()).toContain('សូមជ្រើសរើសថ្នាក់');
    await page.getByTestId('schedule-view').getByText('តាមគ្រូ').click();
    await expect.poll(() => prompt.innerText()).toContain('សូមជ្រើសរើសគ្រូ');
    await chooseFilter(page, 'schedule-teacher', 'ហេង សុវណ្ណារ៉ា');
    await page.getByTestId('schedule-grid').waitFor();
    expect(await prompt.count()).toBe(0);
    await context.close();
  });

  it('on a phone in Khmer the student reads the whole title of her day (it was cut beside the date picker)', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'student', { to: '/schedule' });
    const title = page.getByTestId('schedule-day').locator('.ant-card-head-title');
    await expect.poll(() => title.innerText()).toMatch(/^កាលវិភាគថ្ងៃ .+ [០-៩]{4}$/);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'schedule-student-phone-km');
    await context.close();
  });

  it('the teachers’ codes wrap their long subject lists inside the table, in Khmer and in English (they ran past its edge)', async () => {
    for (const [locale, prefix] of [
      ['km-KH', ''],
      ['en-US', '/en'],
    ] as const) {
      const { context, page } = await newPage(browser, { locale, width: 1366 });
      await signIn(page, 'office', { locale: locale === 'en-US' ? 'en' : 'km', to: `${prefix}/schedule-management/employee-academic-code` });
      const table = page.getByTestId('academic-codes');
      await table.locator('[data-testid="academic-code-class"]').first().waitFor();
      const measured = await table.evaluate((el) => {
        const wrapper = el.querySelector('.ant-table-content') ?? el;
        const edge = wrapper.getBoundingClientRect().right;
        const cells = Array.from(el.querySelectorAll('tbody td'));
        return {
          // Some teacher teaches more subjects than fit on one line: the test measures the case that broke.
          wrapped: Array.from(el.querySelectorAll('[data-testid="academic-code-class"]')).some((row) => row.getBoundingClientRect().height > 40),
          overflowing: cells.filter((td) => td.scrollWidth > td.clientWidth + 1 || td.getBoundingClientRect().right > edge + 1).length,
          tagsPastCell: Array.from(el.querySelectorAll('tbody td .ant-tag')).filter(
            (tag) => tag.getBoundingClientRect().right > tag.closest('td')!.getBoundingClientRect().right + 1,
          ).length,
          sideways: wrapper.scrollWidth - wrapper.clientWidth,
        };
      });
      expect(measured).toEqual({ wrapped: true, overflowing: 0, tagsPastCell: 0, sideways: 0 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
      // The year filter reads its year whole (in English it was cut to 'Academic year 2026-2…').
      const year = page.getByTestId('filter-year').locator('.ant-select-content');
      expect(await year.innerText()).toMatch(/20\d\d-20\d\d|២០[០-៩]{2}-២០[០-៩]{2}/);
      expect(await year.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await shot(page, `academic-codes-${locale === 'en-US' ? 'en' : 'km'}`);
      await context.close();
    }
  });

  it('in Khmer: the arrangement grid, the teacher’s and the student’s timetable', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { to: '/schedule-management/schedule-arrangement' });
    // Before a class is chosen the page says what to do (it was blank).
    expect(await page.getByTestId('routine-choose-class').innerText()).toContain('សូមជ្រើសរើសថ្នាក់');
    await chooseFilter(page, 'routine-class', 'ថ្នាក់ទី១ក');
    await page.getByTestId('routine-grid').waitFor();
    await page.keyboard.press('Escape');
    await shot(page, 'schedule-arrangement-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    await context.close();

    const teacher = await newPage(browser);
    await signIn(teacher.page, 'teacher', { to: '/schedule' });
    await teacher.page.getByTestId('schedule-grid').waitFor();
    expect(await teacher.page.getByTestId('schedule-grid').innerText()).toContain('ថ្នាក់ទី១ក');
    // A period's times stay on one line in Khmer digits (they wrapped as '០៧:០០-០៧:៥' over '០').
    const lineTops = await teacher.page
      .getByTestId('period-time')
      .first()
      .evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
    expect(lineTops).toBe(1);
    await shot(teacher.page, 'schedule-teacher-km');
    await teacher.context.close();

    const student = await newPage(browser, { locale: 'en-US' });
    await signIn(student.page, 'student', { locale: 'en', to: '/en/schedule' });
    await student.page.getByTestId('schedule-grid').waitFor();
    await shot(student.page, 'schedule-student-en');
    await student.context.close();
  });
});
