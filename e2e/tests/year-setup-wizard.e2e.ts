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

const setupPath = (step: string, prefix = '/en') => `${prefix}/settings/academic-year/setup/${step}`;

async function next(page: Page, step: string) {
  await page.getByTestId('wizard-next').click();
  await page.waitForURL((url) => url.pathname === setupPath(step));
}

async function copyFromPrevious(page: Page) {
  await page.getByTestId('wizard-copy').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('wizard-copied').waitFor();
}

/** Signs in again in Khmer (a second session): the wizard opens on its current step there too. */
async function khmerShot(step: string, ready: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser, { locale: 'km-KH' });
  await signIn(page, 'admin', { locale: 'km' });
  await page.waitForURL((url) => url.pathname === setupPath(step, ''));
  await ready(page);
  await shot(page, `km-wizard-${step}`);
  await context.close();
}

describe('academic-year setup wizard', () => {
  it('an administrator sets up a new year step by step, kept on the current step, copying from the previous year', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en' });
    await page.goto('/en/settings/academic-year');
    await page.getByTestId('year-table').locator('tr', { hasText: 'Academic year 2025-2026' }).waitFor();
    await page.getByTestId('wizard-start').click();
    await page.waitForURL((url) => url.pathname === setupPath('academic-year'));

    // The year step: add the new year in the embedded list, choose it and the year to copy from.
    await page.getByTestId('year-add').click();
    const form = page.getByTestId('year-form');
    await form.locator('#description').fill('ឆ្នាំសិក្សា ២០៣០-២០៣១');
    await form.locator('#descriptionEn').fill('Academic year 2030-2031');
    await form.locator('#fromYear').fill('2030');
    await form.locator('#toYear').fill('2031');
    await form.locator('#startDate').fill('01/11/2030');
    await form.locator('#startDate').press('Enter');
    await form.locator('#endDate').fill('30/09/2031');
    await form.locator('#endDate').press('Enter');
    await page.getByTestId('form-save').click();
    await page.getByTestId('year-table').locator('tr', { hasText: 'Academic year 2030-2031' }).waitFor();
    await chooseFilter(page, 'wizard-year', 'Academic year 2030-2031');
    await chooseFilter(page, 'wizard-from-year', 'Academic year 2025-2026');
    await shot(page, 'en-wizard-academic-year');
    await next(page, 'semester');

    // Another page while the wizard runs: back to the current step (in either language).
    await page.goto('/en/settings/exam');
    await page.waitForURL((url) => url.pathname === setupPath('semester'));
    // Resumable: another sign-in, in Khmer, lands on the same step.
    await khmerShot('semester', async (km) => {
      await km.getByTestId('wizard-semesters').waitFor();
    });

    // Semesters copied from the previous year, moved to the new year's dates.
    await copyFromPrevious(page);
    await expect.poll(async () => page.locator('[data-testid=wizard-semesters] input').first().inputValue()).toBe('01/11/2030');
    await shot(page, 'en-wizard-semester');
    await next(page, 'academic-class');
    // The embedded classes screen has no breadcrumb of its own: the wizard's is the only one.
    await page.getByTestId('class-copy').waitFor();
    expect(await page.locator('.ant-breadcrumb').count()).toBe(1);

    // Classes through the embedded classes screen's copy with its preview.
    await page.getByTestId('class-copy').click();
    const drawer = page.getByTestId('copy-drawer');
    await chooseFilter(page, 'copy-from', 'Academic year 2025-2026');
    await chooseFilter(page, 'copy-to', 'Academic year 2030-2031');
    await drawer.getByTestId('copy-load').click();
    await drawer.getByTestId('copy-source').locator('tbody tr.ant-table-row').first().waitFor();
    await drawer.getByTestId('copy-preview').click();
    await drawer.getByTestId('copy-target').locator('tbody tr.ant-table-row').first().waitFor();
    await drawer.getByTestId('copy-save').click();
    await drawer.getByText(/Classes of the target year \(\d+\)/).waitFor();
    await page.keyboard.press('Escape');
    await next(page, 'subject');

    await copyFromPrevious(page);
    await shot(page, 'en-wizard-subject');
    await khmerShot('subject', async (km) => {
      await km.getByTestId('wizard-copy-box').waitFor();
    });
    await next(page, 'standard-score');
    await copyFromPrevious(page);
    await next(page, 'grade-matrix');
    await copyFromPrevious(page);
    await next(page, 'exam');
    await copyFromPrevious(page);
    await shot(page, 'en-wizard-exam');
    await next(page, 'schedule');
    await shot(page, 'en-wizard-schedule');
    await next(page, 'student-promotion');
    // The promotion screen inside the step: from the year copied from to the year being set up.
    await page.getByTestId('wizard-promotion').waitFor();
    expect(await page.getByTestId('promotion-from-year').innerText()).toContain('Academic year 2025-2026');
    expect(await page.getByTestId('promotion-to-year').innerText()).toContain('Academic year 2030-2031');
    expect(await page.locator('h1').count()).toBe(1);
    await shot(page, 'en-wizard-student-promotion');
    await next(page, 'summary');

    await page.goto('/en/dashboard');
    await page.waitForURL((url) => url.pathname === setupPath('summary'));
    const summary = page.getByTestId('wizard-summary');
    await summary.locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'en-wizard-summary');
    await khmerShot('summary', async (km) => {
      await km.getByTestId('wizard-summary').locator('tbody tr.ant-table-row').first().waitFor();
    });
    await page.getByTestId('wizard-complete').click();
    await page.waitForURL((url) => url.pathname === '/en/settings/academic-year');
    await page.getByTestId('year-table').locator('tr', { hasText: 'Academic year 2030-2031' }).getByText('Current year').waitFor();

    // Done: other pages open again.
    await page.goto('/en/settings/exam');
    await page.waitForURL((url) => url.pathname === '/en/settings/exam');
    await context.close();
  });
});
