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

describe('my profile and feedback', () => {
  it('edits the profile, adds an address and saves the learning account, each read back after a reload', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'teacher', { locale: 'en', to: '/en/profile' });
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const phone = `012 ${String(Date.now()).slice(-3)} 456`;
    await page.locator('#mobilePhone').fill(phone);
    await page.getByTestId('form-save').click();
    await expect.poll(async () => page.locator('.ant-descriptions').first().innerText()).toContain(phone);

    const street = `Street ${Date.now().toString(36)}, Sangkat Boeung Keng Kang`;
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.locator('#freeField1').fill(street);
    await page.getByRole('dialog').getByTestId('form-save').click();
    await page.getByText(street).waitFor();

    const identifier = `teacher.${Date.now().toString(36)}@learn.example`;
    await page.locator('.ant-card', { hasText: 'Online learning account' }).getByRole('button', { name: 'Edit' }).click();
    await page.locator('#identifier').fill(identifier);
    await page.getByRole('dialog').getByTestId('form-save').click();
    await page.getByText(identifier).waitFor();

    await page.reload();
    await page.getByText(identifier).waitFor();
    expect(await page.getByText(street).count()).toBe(1);
    expect(await page.locator('.ant-descriptions').first().innerText()).toContain(phone);
    await shot(page, 'profile-en');
    await context.close();
  });

  it('sends feedback in Khmer and thanks the sender', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', { to: '/feedback' });
    const form = page.getByTestId('feedback-form');
    await form.locator('.ant-rate-star').nth(3).click();
    await form.locator('textarea').fill('សាលាល្អណាស់ អរគុណលោកគ្រូ');
    await form.locator('button[type=submit]').click();
    await page.getByText('សូមអរគុណ', { exact: false }).first().waitFor();
    expect(await form.locator('textarea').inputValue()).toBe('');
    await shot(page, 'feedback-km');
    await context.close();
  });
});
