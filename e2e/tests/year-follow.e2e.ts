import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseFilter, demoYear, launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The demo's students are all in the current year (other tests may place a few in the year before).
const current = demoYear();
const previous = demoYear(-1);

describe('lists follow the year of the top bar (issue 10, item 9)', () => {
  it('the student list moves to the year chosen in the top bar, unless another is picked in its filter (Khmer)', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH' });
    await signIn(page, 'admin', { locale: 'km', to: '/administration/student/list' });
    const table = page.getByTestId('student-table');
    const rows = table.locator('tbody tr.ant-table-row');
    // The top bar's year is kept per user, and another test may have left the administrator on another year.
    await chooseFilter(page, 'academic-year-switcher', current.km);
    await rows.first().waitFor();
    expect(await page.getByTestId('filter-year').innerText()).toContain(current.km);
    // A demo student of this year: gone from the list when it shows another year.
    const currentRow = await rows.first().innerText();
    const showsCurrentRow = async () => (await rows.allInnerTexts()).includes(currentRow);

    // The top bar goes to last year: so does the list.
    await chooseFilter(page, 'academic-year-switcher', previous.km);
    await expect.poll(() => page.getByTestId('filter-year').innerText()).toContain(previous.km);
    await expect.poll(showsCurrentRow).toBe(false);
    await shot(page, 'km-student-list-top-bar-year');

    // The list's own filter picks another year: the list shows it, and keeps it when opened again.
    await chooseFilter(page, 'filter-year', current.km);
    // The filter form's own button (the search box's icon button is named ស្វែងរក too).
    await page.locator('button[type=submit]', { hasText: 'ស្វែងរក' }).click();
    await rows.first().waitFor();
    await expect.poll(showsCurrentRow).toBe(true);
    await page.reload();
    await expect.poll(showsCurrentRow).toBe(true);
    expect(await page.getByTestId('filter-year').innerText()).toContain(current.km);
    expect(await page.getByTestId('academic-year-switcher').innerText()).toContain(previous.km);

    // A new choice in the top bar wins over the pick: the list follows it again.
    await chooseFilter(page, 'academic-year-switcher', current.km);
    await chooseFilter(page, 'academic-year-switcher', previous.km);
    await expect.poll(() => page.getByTestId('filter-year').innerText()).toContain(previous.km);
    await expect.poll(showsCurrentRow).toBe(false);

    // The change-class screen keeps its year in its own state: the same rule through the same hook.
    await page.goto('/administration/student/change-class');
    await expect.poll(() => page.getByTestId('change-year').innerText()).toContain(previous.km);
    await chooseFilter(page, 'change-year', current.km);
    await chooseFilter(page, 'academic-year-switcher', current.km);
    await chooseFilter(page, 'academic-year-switcher', previous.km);
    await expect.poll(() => page.getByTestId('change-year').innerText()).toContain(previous.km);
    await shot(page, 'km-change-class-top-bar-year');
    await context.close();
  }, 150_000);
});
