import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// global-setup starts the server with a Google Play link and the app's name (MOBILE_APP_NAME); the second
// demo school (DEMO2) has its office's phone and email and has not opened the web portal to guardians.
describe("the guardians' page while the school's guardian web access is off (issue 10, item 18)", () => {
  it('names the app and the school, links the store, and says to ask the office for web access (Khmer)', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH' });
    await signIn(page, 'guardian', { school: 'DEMO2' });
    await page.waitForURL('**/access-mobile');
    expect(await page.getByTestId('access-title').innerText()).toBe('ប្រើកម្មវិធីទូរស័ព្ទ Sala Portal');
    await expect.poll(() => page.getByTestId('access-who').innerText()).toContain('សំ សុផល');
    expect(await page.getByTestId('access-who').innerText()).toContain('សាលាអន្តរជាតិ មេគង្គ');
    const app = page.getByTestId('access-app');
    expect(await app.innerText()).toContain('ទាញយកកម្មវិធី Sala Portal');
    const play = app.getByRole('link', { name: 'ទាញយកពី Google Play' });
    expect(await play.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=example.school.portal');
    // Only the configured store is offered.
    expect(await app.getByRole('link').count()).toBe(1);
    const web = page.getByTestId('access-web');
    expect(await web.innerText()).toContain('សាលាអន្តរជាតិ មេគង្គ មិនទាន់បើកឱ្យអាណាព្យាបាលប្រើគេហទំព័រនេះ');
    expect(await web.innerText()).toContain('សូមស្នើការិយាល័យសាលាឱ្យបើកសិទ្ធិចូលប្រើ');
    await expect.poll(() => page.getByTestId('access-office').innerText()).toContain('023 990 456');
    expect(await page.getByTestId('access-office').getByRole('link', { name: '023 990 456' }).getAttribute('href')).toBe('tel:023990456');
    await shot(page, 'km-access-mobile');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'km-access-mobile-phone');
    await context.close();
  });

  it('says the same in English', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'guardian', { locale: 'en', school: 'DEMO2' });
    await page.waitForURL('**/en/access-mobile');
    expect(await page.getByTestId('access-title').innerText()).toBe('Use the Sala Portal mobile app');
    await expect.poll(() => page.getByTestId('access-who').innerText()).toContain('Sam Sophal');
    expect(await page.getByTestId('access-web').innerText()).toContain(
      'Mekong International School has not turned on web access for guardians yet. To use this website instead of the app, ask the school office to turn it on for you.',
    );
    await expect.poll(() => page.getByTestId('access-office').innerText()).toContain('office@mekong-school.example');
    await shot(page, 'en-access-mobile');
    await context.close();
  });
});
