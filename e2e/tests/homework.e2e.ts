import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { choose, launchBrowser, newPage, shot, signIn } from '../browser';
import { teachStudentSubject, type TRoom } from '../teaching';

let browser: Browser;
/** The demo student's class and the subject the demo teacher is given to teach there for this file. */
let room: TRoom;
let release: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ room, release } = await teachStudentSubject(browser));
}, 150_000);
afterAll(async () => {
  await release?.();
  await browser?.close();
}, 60_000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A zip of stored (uncompressed) entries, with its central directory. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(zlib.crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(zlib.crc32(data), 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(header, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
/** A Word document's container as the server checks it: [Content_Types].xml and word/document.xml. */
const DOCX = storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const title = `លំហាត់ផ្ទះ ${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
const inDays = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
};

describe('homework', () => {
  it('the teacher assigns scored homework with a PDF to her class in Khmer', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'teacher', { to: '/homeworks' });
    await page.getByTestId('homework-item').first().waitFor();
    await page.getByTestId('homework-add').click();
    const form = page.getByTestId('homework-form');
    await choose(page, form, 'academicClassIds', room.className);
    // (A click elsewhere closes the multiple select's list; an Escape would close the drawer.)
    await form.locator('#title').click();
    await choose(page, form, 'subjectId', room.subject);
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

  it('the teacher returns it with a score and a comment in English, answers in the comments with a file; the student sees them', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'teacher', { locale: 'en', to: '/en/homeworks' });
    await page.getByTestId('homework-item').filter({ hasText: title }).getByTestId('homework-open').click();
    const row = page.getByTestId('homework-submissions').locator('tr', { hasText: 'Ly Sreyneang' });
    await row.waitFor();
    expect(await row.getByTestId('homework-status').innerText()).toBe('Handed in');
    expect(await row.innerText()).toContain('photo.png');
    await row.getByTestId('homework-return-open').click();
    await page.getByTestId('homework-score').fill('8.5');
    await page.getByTestId('homework-result-comment').fill('Well done');
    await shot(page, 'en-homework-return');
    await page.getByTestId('homework-return').click();
    await expect.poll(() => row.getByTestId('homework-status').innerText(), { timeout: 10_000 }).toBe('Returned');
    expect(await row.innerText()).toContain('8.5 / 10');
    // A comment with a Word file for the class.
    await page.getByTestId('homework-comment-text').fill('See the corrections');
    await page.getByTestId('homework-comments').locator('input[type=file]').setInputFiles({
      name: 'corrections.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: DOCX,
    });
    await page.getByTestId('homework-comment-send').click();
    const comment = page.getByTestId('homework-comment').filter({ hasText: 'See the corrections' });
    await comment.waitFor({ timeout: 15_000 });
    expect(await comment.innerText()).toContain('corrections.docx');
    // The score sheet card of a scored homework: its marks are on no sheet yet; the dialog offers her subject of the
    // class for the current exam with the returned score (closed again: the demo's sheets stay as seeded).
    expect(await page.getByTestId('homework-score-sheets').innerText()).toContain('The scores of this homework are not on a score sheet.');
    await shot(page, 'en-homework-teacher-returned');
    await page.getByTestId('homework-to-score').click();
    const dialog = page.getByTestId('homework-to-score-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('homework-to-score-subject').innerText()).toContain(room.subjectEn);
    const mark = dialog.getByTestId('homework-to-score-preview').locator('tr', { hasText: 'Ly Sreyneang' });
    expect(await mark.innerText()).toContain('8.5 / 10');
    await shot(page, 'en-homework-to-score');
    await page.locator('.ant-modal').getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();

    const phone = await newPage(browser, { width: 390, height: 844, locale: 'en-US' });
    await signIn(phone.page, 'student', { locale: 'en', to: '/en/homeworks' });
    const item = phone.page.getByTestId('homework-item').filter({ hasText: title });
    await item.waitFor();
    expect(await item.getByTestId('homework-status').innerText()).toBe('Returned');
    await item.getByTestId('homework-open').click();
    const result = phone.page.getByTestId('homework-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('Score 8.5 / 10');
    expect(await result.innerText()).toContain('Well done');
    // The teacher's comment and its file, which the student downloads: the bytes sent.
    const theirs = phone.page.getByTestId('homework-comment').filter({ hasText: 'See the corrections' });
    const [download] = await Promise.all([phone.page.waitForEvent('download'), theirs.getByRole('button', { name: 'corrections.docx' }).click()]);
    expect(download.suggestedFilename()).toMatch(/corrections\.docx$/);
    expect(fs.readFileSync((await download.path())!).equals(DOCX)).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, 'en-homework-returned-phone');
    await phone.context.close();
  });

  it("the student reads the result in Khmer too, and the teacher's own class keeps its demo work", async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, 'student', { to: '/homeworks' });
    await phone.page.getByTestId('homework-item').filter({ hasText: title }).getByTestId('homework-open').click();
    const result = phone.page.getByTestId('homework-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('ពិន្ទុ ៨.៥ / ១០');
    await shot(phone.page, 'km-homework-returned-phone');
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
