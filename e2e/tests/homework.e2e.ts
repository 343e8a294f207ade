import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { choose, launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
/** The demo student's class and one of its subjects (the demo teacher teaches another class: the office gives 7A homework). */
let target: { subject: string; className: string };

/** Calls the API from a signed-in page's own session. */
const call = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
    const r = await fetch(`/backend${path}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    return (await r.json()) as { StatusCode: number; Data: any };
  }, path);

beforeAll(async () => {
  browser = await launchBrowser();
  // The student's own homework list names her class (several demo students share her name) and one of its subjects.
  const { context, page } = await newPage(browser);
  await signIn(page, 'student');
  const hers = await call(page, '/api/student/v2/homework?pageSize=1');
  target = { subject: hers.Data[0].Subject, className: hers.Data[0].Classes[0].AcademicClass };
  await context.close();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const title = `លំហាត់ផ្ទះ ${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
const inDays = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
};

describe('homework', () => {
  it("the office assigns scored homework with a PDF to the demo student's class in Khmer", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { to: '/homeworks' });
    await page.getByTestId('homework-item').first().waitFor();
    await page.getByTestId('homework-add').click();
    const form = page.getByTestId('homework-form');
    await choose(page, form, 'academicClassIds', target.className);
    // (A click elsewhere closes the multiple select's list; an Escape would close the drawer.)
    await form.locator('#title').click();
    await choose(page, form, 'subjectId', target.subject);
    await form.locator('#title').fill(title);
    await form.locator('#instructions').fill('ធ្វើលំហាត់ទាំងអស់ ហើយថតរូបផ្ញើមក។');
    await form.locator('#dueDate').fill(inDays(3));
    await form.locator('#dueDate').press('Enter');
    await form.locator('#isScored').click();
    await form.locator('#maxScore').fill('10');
    await form.locator('input[type=file]').setInputFiles({ name: 'lesson.pdf', mimeType: 'application/pdf', buffer: PDF });
    await shot(page, 'km-homework-assign');
    await page.getByTestId('form-save').click();
    const item = page.getByTestId('homework-item').filter({ hasText: title });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.innerText()).toContain('មិនទាន់ប្រគល់');
    await shot(page, 'km-homework-list');
    await context.close();
  });

  it('the student hands in a photo on a phone in Khmer', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'student', { to: '/homeworks' });
    const item = page.getByTestId('homework-item').filter({ hasText: title });
    await item.waitFor();
    expect(await item.getByTestId('homework-status').innerText()).toBe('មិនទាន់ប្រគល់');
    await item.getByTestId('homework-open').click();
    const work = page.getByTestId('homework-my-work');
    await work.waitFor();
    await page.getByTestId('homework-answer').fill('ខ្ញុំធ្វើរួចហើយ');
    await work.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('homework-submit').click();
    await expect.poll(() => work.getByTestId('homework-status').innerText(), { timeout: 10_000 }).toBe('បានប្រគល់');
    expect(await work.innerText()).toContain('photo.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'km-homework-handed-in-phone');
    await context.close();
  });

  it("the office returns it with a score and a comment in English; the student sees them; the teacher reads her class's work", async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/homeworks' });
    await page.getByTestId('homework-item').filter({ hasText: title }).getByTestId('homework-open').click();
    const row = page.getByTestId('homework-submissions').locator('tr', { hasText: 'Ly Sreyneang' });
    await row.waitFor();
    expect(await row.getByTestId('homework-status').innerText()).toBe('Handed in');
    await row.getByTestId('homework-return-open').click();
    await page.getByTestId('homework-score').fill('8.5');
    await page.getByTestId('homework-result-comment').fill('Well done');
    await shot(page, 'en-homework-return');
    await page.getByTestId('homework-return').click();
    await expect.poll(() => row.getByTestId('homework-status').innerText(), { timeout: 10_000 }).toBe('Returned');
    expect(await row.innerText()).toContain('8.5 / 10');
    await shot(page, 'en-homework-office-returned');
    await context.close();

    const phone = await newPage(browser, { width: 390, height: 844, locale: 'en-US' });
    await signIn(phone.page, 'student', { locale: 'en', to: '/en/homeworks' });
    await phone.page.getByTestId('homework-item').filter({ hasText: title }).getByTestId('homework-open').click();
    const result = phone.page.getByTestId('homework-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('Score 8.5 / 10');
    expect(await result.innerText()).toContain('Well done');
    await shot(phone.page, 'en-homework-returned-phone');
    await phone.context.close();

    // The demo teacher's own class: the demo items with their counts, the past one's work and results.
    const teacher = await newPage(browser, { locale: 'en-US' });
    await signIn(teacher.page, 'teacher', { locale: 'en', to: '/en/homeworks' });
    const past = teacher.page.getByTestId('homework-item').filter({ hasText: 'សរសេរអត្ថបទខ្លី' });
    await past.waitFor();
    expect(await past.innerText()).toMatch(/\d+ handed in/);
    await past.getByTestId('homework-open').click();
    await teacher.page.getByTestId('homework-submissions').locator('[data-testid=homework-status]', { hasText: 'Returned' }).first().waitFor();
    await shot(teacher.page, 'en-homework-teacher-class');
    await teacher.context.close();
  });
});
