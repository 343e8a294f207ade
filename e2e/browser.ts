import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, never a downloaded browser (DESIGN 'Tests and CI'). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function newPage(browser: Browser, options: { locale?: string; width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'km-KH',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login page (school code, then username and password), in Khmer or English. */
export async function signIn(page: Page, username: string, options: { locale?: 'km' | 'en'; school?: string } = {}): Promise<void> {
  const prefix = options.locale === 'en' ? '/en' : '';
  await page.goto(`${prefix}/login`);
  await page.locator('#schoolCode').fill(options.school ?? 'DEMO');
  await page.locator('form button[type=submit]').click();
  await page.locator('#username, [data-testid=login-error]').first().waitFor();
  if (await page.getByTestId('login-error').isVisible()) {
    const text = await page.getByTestId('login-error').innerText();
    throw new Error(`The school's login configuration did not load ("${text}"): sign-in needs GET /api/campus/login-config on the server`);
  }
  await page.locator('#username').fill(username);
  await page.locator('#password').fill('demo12345');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

/** The visible labels of the left navigation, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.locator('aside [data-testid=nav-menu]');
  await menu.waitFor();
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((t) => t.trim());
}
