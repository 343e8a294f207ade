import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { choose, chooseFilter, demoYear, launchBrowser, newPage, shot, signIn, touchingTags } from '../browser';

const current = demoYear();
const next = demoYear(1);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('academic setup screens', () => {
  it('an administrator adds next year and copies the classes to it with the preview', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/settings/academic-year' });
    const years = page.getByTestId('year-table');
    await years.locator('tr', { hasText: current.en }).waitFor();
    await shot(page, 'en-academic-year');

    await page.getByTestId('year-add').click();
    const form = page.getByTestId('year-form');
    await form.locator('#description').fill(next.km);
    await form.locator('#descriptionEn').fill(next.en);
    await form.locator('#fromYear').fill(String(next.from));
    await form.locator('#toYear').fill(String(next.to));
    await form.locator('#startDate').fill(`01/11/${next.from}`);
    await form.locator('#startDate').press('Enter');
    await form.locator('#endDate').fill(`30/09/${next.to}`);
    await form.locator('#endDate').press('Enter');
    await shot(page, 'en-academic-year-form');
    await page.getByTestId('form-save').click();
    await years.locator('tr', { hasText: next.en }).waitFor();

    await page.goto('/en/settings/academic-class');
    await page.getByTestId('class-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'en-academic-class');
    await page.getByTestId('class-copy').click();
    const drawer = page.getByTestId('copy-drawer');
    await chooseFilter(page, 'copy-from', current.en);
    await chooseFilter(page, 'copy-to', next.en);
    await drawer.getByTestId('copy-load').click();
    const source = drawer.getByTestId('copy-source');
    await source.locator('tbody tr.ant-table-row').first().waitFor();
    const sourceCount = await source.locator('tbody tr.ant-table-row').count();
    expect(sourceCount).toBeGreaterThan(0);
    await drawer.getByTestId('copy-preview').click();
    const target = drawer.getByTestId('copy-target');
    await target.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await target.locator('tbody tr.ant-table-row', { hasText: 'New' }).count()).toBe(sourceCount);

    // A row the user adds: a second copy of the first class, with its own code and names.
    await target.getByTestId('copy-duplicate').first().click();
    const added = target.locator('tbody tr.ant-table-row', { hasText: 'Added' });
    await added.waitFor();
    await added.locator('input').nth(0).fill('X-EXTRA');
    await added.locator('input').nth(1).fill('ថ្នាក់បន្ថែម');
    await added.locator('input').nth(2).fill('Extra class');
    // And one New row removed before saving.
    await target.locator('tbody tr.ant-table-row', { hasText: 'New' }).last().getByTestId('copy-remove').click();
    await shot(page, 'en-copy-preview');
    await drawer.getByTestId('copy-save').click();

    // After success: the source list is gone and the target list is the server's answer.
    await drawer.getByText(/Classes of the target year \(\d+\)/).waitFor();
    expect(await drawer.getByTestId('copy-source').count()).toBe(0);
    expect(await target.locator('tbody tr.ant-table-row', { hasText: 'Existing' }).count()).toBe(sourceCount);
    await target.locator('tbody tr.ant-table-row', { hasText: 'X-EXTRA' }).waitFor();
    await shot(page, 'en-copy-done');
    await context.close();
  });

  for (const locale of ['km', 'en'] as const) {
    const text =
      locale === 'km'
        ? { bilingual: 'កម្មវិធីពីរភាសា', edited: 'កែប្រែពិន្ទុស្តង់ដារ', scoreKind: 'ពិន្ទុ' }
        : { bilingual: 'Bilingual', edited: 'Edit standard score', scoreKind: 'Score' };
    const prefix = locale === 'en' ? '/en' : '';

    it(`standard scores round-trip (${locale})`, async () => {
      const { context, page } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'km-KH' });
      await signIn(page, 'admin', { locale, to: `${prefix}/settings/subjects/standard-score` });
      const table = page.getByTestId('score-table');
      await table.locator('tbody tr.ant-table-row').first().waitFor();
      await shot(page, `${locale}-standard-score`);
      // A bilingual program has no standard scores yet in the demo school.
      await chooseFilter(page, 'filter-program', text.bilingual);
      await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(0);

      await page.getByTestId('score-add').click();
      const form = page.getByTestId('score-form');
      await choose(page, form, 'subjectGroupRootId');
      await choose(page, form, 'courseLevelId');
      await choose(page, form, 'subjectId');
      await form.locator('#maxScore').fill('50');
      await form.locator('#coefficient').fill('1');
      await shot(page, `${locale}-standard-score-form`);
      await page.getByTestId('form-save').click();
      const row = table.locator('tbody tr.ant-table-row').first();
      await row.waitFor();
      expect(await table.locator('tbody tr.ant-table-row').count()).toBe(1);

      await row.getByTestId('row-edit').click();
      await form.getByText(text.edited).or(page.getByText(text.edited)).first().waitFor();
      await form.locator('#maxScore').fill('100');
      await form.locator('#coefficient').fill('2');
      await page.getByTestId('form-save').click();
      await expect.poll(() => row.innerText()).toContain(locale === 'km' ? '១០០' : '100');

      await row.getByTestId('row-delete').click();
      await page.getByTestId('confirm-ok').click();
      await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(0);
      await context.close();
    });

    it(`the score grade matrix round-trips (${locale})`, async () => {
      const { context, page } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'km-KH' });
      await signIn(page, 'admin', { locale, to: `${prefix}/settings/subjects/score-grade-matrix` });
      const table = page.getByTestId('matrix-table');
      await table.locator('tbody tr.ant-table-row').first().waitFor();
      await shot(page, `${locale}-grade-matrix`);
      const mention = `${locale === 'km' ? 'ល្អប្រសើរបំផុត' : 'Outstanding'} ${Date.now().toString(36)}`;

      await page.getByTestId('matrix-add').click();
      const form = page.getByTestId('matrix-form');
      await choose(page, form, 'levelClassifiedId');
      await form.locator('#grade').fill('A+');
      await form.locator('#mention').fill(locale === 'km' ? mention : 'ល្អប្រសើរបំផុត');
      await form.locator('#mentionEn').fill(locale === 'en' ? mention : 'Outstanding');
      await choose(page, form, 'scoreType', text.scoreKind);
      await form.locator('#minScore').fill('48');
      await form.locator('#maxScore').fill('50');
      await form.locator('#sortIndex').fill('0');
      await shot(page, `${locale}-grade-matrix-form`);
      await page.getByTestId('form-save').click();
      const row = table.locator('tbody tr.ant-table-row', { hasText: mention });
      // Order 0 of the first level: the first row of the list.
      await row.waitFor();

      await row.getByTestId('row-edit').click();
      await form.locator('#grade').fill('A*');
      await page.getByTestId('form-save').click();
      await expect.poll(() => row.innerText()).toContain('A*');

      await row.getByTestId('row-delete').click();
      await page.getByTestId('confirm-ok').click();
      await expect.poll(() => table.locator('tbody tr.ant-table-row', { hasText: mention }).count()).toBe(0);
      await context.close();
    });
  }

  it('every academic setup screen opens with its list in Khmer and in English', async () => {
    const screens = [
      ['/settings/academic-year', 'year-table'],
      ['/settings/academic-class', 'class-table'],
      ['/settings/classGroup', 'group-table'],
      ['/settings/exam', 'exam-table'],
      ['/settings/leave-type', 'leave-table'],
      ['/settings/card', 'card-table'],
      ['/settings/academic-level-classified', 'level-table'],
      ['/settings/subjects/subject-group-root', 'root-table'],
      ['/settings/subjects/course-level-subject', 'level-subject-table'],
    ] as const;
    for (const locale of ['km', 'en'] as const) {
      const { context, page } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'km-KH' });
      await signIn(page, 'admin', { locale });
      for (const [path, table] of screens) {
        await page.goto(`${locale === 'en' ? '/en' : ''}${path}`);
        await page.getByTestId(table).locator('.ant-table').waitFor();
        await page
          .getByTestId(table)
          .locator('.ant-spin-spinning')
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        expect(await page.locator('h1').innerText()).not.toBe('');
        // Tags side by side stand apart (antd 6 tags have no margin: a level group's levels and a level's
        // study days ran together as one word).
        expect(await touchingTags(page)).toEqual([]);
        await shot(page, `${locale}-${path.split('/').pop()}`);
      }
      await context.close();
    }
  });
});
