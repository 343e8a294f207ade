import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, settle, shot, signIn } from '../browser';
import { walkScreens } from '../screen-walk';
import { latinAccessibleNames, latinDigitTexts } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Khmer pages speak and write Khmer (issue 10, items 13 and 14)', () => {
  // The administrator's and the teacher's screens are checked by the menu walk, which walks them in Khmer.
  it.each(['student'])(
    'every screen of %s: no English control names, no Latin digits',
    async (username) => {
      const { context, page } = await newPage(browser);
      await signIn(page, username);
      // Each finding once, with the first screen it was seen on.
      const names = new Map<string, string>();
      const digits = new Map<string, string>();
      await walkScreens(page, async (where) => {
        for (const name of await latinAccessibleNames(page)) if (!names.has(name)) names.set(name, where);
        for (const text of await latinDigitTexts(page)) if (!digits.has(text)) digits.set(text, where);
      });
      await context.close();
      console.log(`${username}: ${names.size} Latin names, ${digits.size} texts with Latin digits\n${[...names.keys(), ...digits.keys()].join('\n')}`);
      expect.soft([...names].map(([name, where]) => `${name} (${where})`)).toEqual([]);
      expect.soft([...digits].map(([text, where]) => `"${text}" (${where})`)).toEqual([]);
    },
    600_000,
  );

  it('a form, a drawer with number inputs and the 404 page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office');
    const names: string[] = [];
    const digits: string[] = [];
    const check = async (where: string) => {
      await settle(page);
      names.push(...(await latinAccessibleNames(page)).map((n) => `${where}: ${n}`));
      digits.push(...(await latinDigitTexts(page)).map((n) => `${where}: ${n}`));
    };
    await page.goto('/administration/student/create');
    await page.locator('form').first().waitFor();
    await check('student form');
    await shot(page, 'khmer-student-form');
    await page.goto('/settings/subjects/course-level-subject');
    await page.locator('main .ant-table').first().waitFor();
    await page.locator('main [data-testid=row-edit]').first().click();
    await page.locator('.ant-drawer .ant-input-number, .ant-modal .ant-input-number').first().waitFor();
    await check('subject of a grade, edit drawer');
    await shot(page, 'khmer-number-drawer');
    await page.goto('/no-such-screen');
    await page.getByTestId('error-notFound').waitFor();
    await check('404');
    await shot(page, 'khmer-404');
    await context.close();
    expect.soft(names).toEqual([]);
    expect.soft(digits).toEqual([]);
  });
});
