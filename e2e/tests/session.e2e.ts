import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, menuLabels, newPage, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** Our server's access token with the same claims, already expired, signed with the run's key. */
function expiredTokenLike(token: string, secret: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ ...claims, iat: now - 1000, exp: now - 60, jti: crypto.randomUUID() }));
  const signature = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

const session = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sms_basic') ?? 'null') as { accessToken: string; refreshToken: string } | null);

describe('sign-in, menus and guards', () => {
  it('shows an administrator and a teacher different menus', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL('**/dashboard');
    const adminMenu = await menuLabels(admin.page);
    expect(await admin.page.getByTestId('menu-switcher').count()).toBe(1);
    expect(adminMenu).toContain('ផ្ទាំងគ្រប់គ្រង');
    // Schedule management and school fees are the office's, not the teacher's.
    expect(adminMenu).toContain('គ្រប់គ្រងកាលវិភាគ');
    expect(adminMenu).toContain('ថ្លៃសិក្សា');
    expect(adminMenu).not.toContain('កូនរបស់ខ្ញុំ');

    const teacher = await newPage(browser);
    await signIn(teacher.page, 'teacher');
    await teacher.page.waitForURL('**/dashboard');
    const teacherMenu = await menuLabels(teacher.page);
    expect(teacherMenu).toEqual([
      'ផ្ទាំងគ្រប់គ្រង',
      'សេចក្តីជូនដំណឹង',
      'ព័ត៌មានថ្មីៗ',
      'សារ',
      'ពិនិត្យសុខភាព',
      'សកម្មភាព (កិច្ចការផ្ទះ)',
      'ច្បាប់ឈប់សម្រាក',
      'វត្តមាន',
      'បញ្ជាក់វត្តមាន',
      'ពិន្ទុ',
      'កាលវិភាគ',
      'ថ្នាក់រៀន',
    ]);
    // Without SWITCH_NAVIGATION there is no function switcher.
    expect(await teacher.page.getByTestId('menu-switcher').count()).toBe(0);
    expect(adminMenu).not.toEqual(teacherMenu);
    // A screen of a menu entry the teacher does not have answers with the 401 page.
    await teacher.page.goto('/settings/building');
    await teacher.page.getByTestId('error-unauthorized').waitFor();

    // The administrator switches to the settings menu; the choice is kept across a reload.
    await admin.page.getByTestId('menu-switcher').click();
    await admin.page.locator('.ant-select-item-option', { hasText: 'ការកំណត់ប្រព័ន្ធ' }).click();
    await expect.poll(() => menuLabels(admin.page)).toContain('ការកំណត់');
    await admin.page.reload();
    await expect.poll(() => menuLabels(admin.page)).toContain('ឆ្នាំសិក្សា');
    await admin.context.close();
    await teacher.context.close();
  });

  it('refreshes an expired access token once for several parallel calls, each retried once', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard');
    await (await page.locator('aside [data-testid=nav-menu]')).waitFor();
    const before = await session(page);
    expect(before).not.toBeNull();
    const expired = expiredTokenLike(before!.accessToken, inject('tokenSecret'));
    await page.evaluate((token) => {
      const s = JSON.parse(localStorage.getItem('sms_basic')!);
      localStorage.setItem('sms_basic', JSON.stringify({ ...s, accessToken: token }));
    }, expired);

    let refreshes = 0;
    let unauthorized = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/token')) refreshes += 1;
    });
    page.on('response', (r) => {
      if (r.status() === 401 && r.url().includes('/backend/api/')) unauthorized += 1;
    });
    // A full load of the holiday screen asks for permissions, the user, the years and the holidays at once.
    await page.goto('/holiday');
    await page.getByTestId('holiday-table').waitFor();
    await (await page.locator('aside [data-testid=nav-menu]')).waitFor();
    // The live bell keeps a stream open, so the network never goes idle: wait for the refused calls themselves.
    await expect.poll(() => unauthorized).toBeGreaterThanOrEqual(2);
    expect(refreshes).toBe(1);
    const after = await session(page);
    expect(after!.accessToken).not.toBe(expired);
    expect(after!.refreshToken).not.toBe(before!.refreshToken);
    expect(new URL(page.url()).pathname).toBe('/holiday');
    await context.close();
  });

  it('logs out with "Session Expired!" when the refresh fails', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard');
    const before = await session(page);
    const expired = expiredTokenLike(before!.accessToken, inject('tokenSecret'));
    await page.evaluate((token) => {
      const s = JSON.parse(localStorage.getItem('sms_basic')!);
      localStorage.setItem('sms_basic', JSON.stringify({ ...s, accessToken: token, refreshToken: 'not-a-refresh-token' }));
    }, expired);
    await page.goto('/holiday');
    await page.waitForURL('**/login**');
    expect(await page.getByTestId('login-error').innerText()).toContain('វគ្គប្រើប្រាស់បានផុតកំណត់');
    expect(await session(page)).toBeNull();
    await context.close();
  });

  it('sends a guardian to /access-mobile and gives everyone else a 404 there', async () => {
    const guardian = await newPage(browser);
    // DEMO2 keeps the web portal closed to guardians (DEMO has opened it).
    await signIn(guardian.page, 'guardian', { school: 'DEMO2' });
    await guardian.page.waitForURL('**/access-mobile');
    await guardian.page.getByTestId('access-mobile').waitFor();
    await guardian.page.goto('/dashboard');
    await guardian.page.waitForURL('**/access-mobile');
    await guardian.context.close();

    // A school that has opened it: its guardian signs in to the dashboard like everyone else.
    const opened = await newPage(browser);
    await signIn(opened.page, 'guardian');
    await opened.page.waitForURL('**/dashboard');
    await opened.page.locator('aside [data-testid=nav-menu]').waitFor();
    expect(opened.page.url()).not.toContain('access-mobile');
    await opened.context.close();

    const admin = await newPage(browser);
    await signIn(admin.page, 'admin', { to: '/access-mobile' });
    await admin.page.getByTestId('error-notFound').waitFor();
    await admin.context.close();
  });

  it('sends a signed-out visitor to /login and a signed-in user from /login to the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/settings/building');
    await page.waitForURL('**/login?next=%2Fsettings%2Fbuilding');
    await signIn(page, 'admin', { to: '/login' });
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
