import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('languages', () => {
  it('opens in Khmer on a first visit, and switching to English moves the URL and the cookie', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH' });
    await page.goto('/login');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('km');
    expect(await page.locator('h1').innerText()).toBe('ចូលប្រើប្រាស់');
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByTestId('language-switcher').click();
    await page.waitForURL('**/en/login');
    expect(await page.locator('h1').innerText()).toBe('Sign in');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang')!;
    const days = (cookie.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // The choice is kept: the Khmer address of the page now opens its English twin.
    await page.goto('/login');
    await page.waitForURL('**/en/login');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('lets an English browser start in English', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/login');
    await page.waitForURL('**/en/login');
    expect(await page.locator('h1').innerText()).toBe('Sign in');
    await context.close();
  });

  it('shows the 404 page, with Back and Login links, for an unknown route in both languages', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page/anywhere');
    await page.getByTestId('error-notFound').waitFor();
    expect(await page.locator('h1').innerText()).toBe('រកមិនឃើញទំព័រនេះទេ');
    await page.goto('/en/no-such-page');
    await page.getByTestId('error-notFound').waitFor();
    expect(await page.locator('h1').innerText()).toBe('This page could not be found');
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/en/login');
    await context.close();
  });
});
