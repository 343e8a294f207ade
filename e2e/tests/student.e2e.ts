import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { choose, chooseRadio, demoYear, launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A few letters no other test (or earlier run) uses, so names and searches find only this test's rows. */
function unique(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/** A birth date in 2014 that is unlikely to meet another test's student. */
function birthDate(): string {
  const day = 1 + Math.floor(Math.random() * 28);
  const month = 1 + Math.floor(Math.random() * 12);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2014`;
}

async function fillDate(form: Locator, id: string, value: string) {
  await form.locator(`#${id}`).fill(value);
  await form.locator(`#${id}`).press('Enter');
}

type TNewStudent = { lastName: string; firstName: string; lastNameEn: string; firstNameEn: string; dob: string; gender: string };

/** Fills the person and the class of the create form (the year is the current one by default). */
async function fillStudent(page: Page, s: TNewStudent) {
  const form = page.getByTestId('student-form');
  await form.locator('#lastName').fill(s.lastName);
  await form.locator('#firstName').fill(s.firstName);
  await form.locator('#lastNameEn').fill(s.lastNameEn);
  await form.locator('#firstNameEn').fill(s.firstNameEn);
  await chooseRadio(form, 'gender', s.gender);
  await fillDate(form, 'dateOfBirth', s.dob);
  await choose(page, form, 'academicClassId');
  return form;
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const recordPath = /\/administration\/student\/[0-9a-f-]{36}$/;

describe('students', () => {
  it('an office user creates a student with a new guardian in Khmer, finds her by Latin name and sees the guardian on her record', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH' });
    await signIn(page, 'office', { locale: 'km' });
    const tag = unique();
    const firstNameEn = `Sreyneang${tag}`;
    await page.goto('/administration/student/list');
    await page.getByTestId('student-table').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('student-add').click();
    await page.waitForURL((url) => url.pathname === '/administration/student/create');

    const form = await fillStudent(page, { lastName: 'សុខ', firstName: 'ស្រីនាង', lastNameEn: 'Sok', firstNameEn, dob: birthDate(), gender: 'ស្រី' });
    // The province list is long (virtual): narrow it by typing, then pick.
    await form.locator('#addresses_0_provinceId').click();
    await form.locator('#addresses_0_provinceId').fill('ភ្នំពេញ');
    await page.locator('.ant-select-dropdown:has([id="addresses_0_provinceId_list"]) .ant-select-item-option', { hasText: 'ភ្នំពេញ' }).first().click();
    await expect.poll(() => form.locator('.ant-select:has(#addresses_0_provinceId)').innerText()).toContain('ភ្នំពេញ');
    await form.locator('#addresses_0_address').fill('ផ្ទះលេខ ១២ ផ្លូវ ២៧១ សង្កាត់ទួលទំពូង');
    await form.locator('#mobilePhone').fill('012 345 678');

    // The form starts with one new guardian: the mother.
    const guardian = page.getByTestId('guardian-0');
    await guardian.locator('#guardians_0_lastName').fill('ចាន់');
    await guardian.locator('#guardians_0_firstName').fill('សុភា');
    await guardian.locator('#guardians_0_lastNameEn').fill('Chan');
    await guardian.locator('#guardians_0_firstNameEn').fill(`Sophea${tag}`);
    await chooseRadio(guardian, 'guardians_0_gender', 'ស្រី');
    await guardian.locator('#guardians_0_mobilePhone').fill('098 765 432');
    await choose(page, guardian, 'guardians_0_relationshipType', 'ម្តាយ');
    await shot(page, 'km-student-form');

    await page.getByTestId('student-save').click();
    await page.waitForURL((url) => recordPath.test(url.pathname), { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('student-name').innerText()).toBe('សុខ ស្រីនាង');
    const guardians = page.getByTestId('guardian-table');
    await guardians.locator('tr', { hasText: 'ចាន់ សុភា' }).filter({ hasText: 'ម្តាយ' }).waitFor();
    const recordUrl = new URL(page.url()).pathname;

    // The list finds her by her Latin name.
    await page.goto('/administration/student/list');
    const table = page.getByTestId('student-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('filter-search').locator('input').fill(firstNameEn);
    // The filter form's own button (the search box's icon button is named ស្វែងរក too).
    await table.locator('button[type=submit]', { hasText: 'ស្វែងរក' }).click();
    const row = table.locator('tbody tr.ant-table-row', { hasText: firstNameEn });
    await row.waitFor();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await expect.poll(() => row.innerText()).toContain('សុខ ស្រីនាង');
    await expect.poll(() => row.innerText()).toContain('កំពុងសិក្សា');
    await shot(page, 'km-student-list');

    // Her record, opened from the row, shows the guardian; the record was really stored.
    await row.getByTestId('row-view').click();
    await page.waitForURL((url) => url.pathname === recordUrl);
    await guardians.locator('tr', { hasText: `Chan Sophea${tag}` }).waitFor();
    await shot(page, 'km-student-view');
    await page.getByRole('tab', { name: 'ព័ត៌មានសិក្សាតាមឆ្នាំ' }).click();
    await expect.poll(() => page.getByTestId('academic-year').first().innerText()).toContain(demoYear().km);
    await shot(page, 'km-student-academic');
    await page.getByRole('tab', { name: 'អាណាព្យាបាល' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await guardians.locator('tr', { hasText: 'ម្តាយ' }).waitFor();
    await shot(page, 'km-student-view-phone');
    await context.close();
  });

  it('warns in English before creating a student who may already exist, opens the existing record, links an existing guardian, deactivates and activates her and changes her picture', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'office', { locale: 'en', to: '/en/administration/student/list' });
    const table = page.getByTestId('student-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Student list');
    await expect.poll(async () => (await table.locator('.ant-pagination-total-text').innerText()).trim()).toMatch(/of \d+$/);
    await shot(page, 'en-student-list');
    // The list's export is an Excel file.
    await page.getByTestId('student-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Students of this list' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}-\d{6}_.+\.xlsx$/);

    const tag = unique();
    const student = { lastName: 'ពៅ', firstName: 'វិសាល', lastNameEn: 'Pov', firstNameEn: `Visal${tag}`, dob: birthDate(), gender: 'Male' };
    const create = async () => {
      await page.goto('/en/administration/student/create');
      await fillStudent(page, student);
      // No guardian: the preset one is removed.
      await page.getByTestId('guardian-0').getByRole('button', { name: 'Remove' }).click();
      await page.getByTestId('student-save').click();
    };
    await create();
    await page.waitForURL((url) => recordPath.test(url.pathname), { timeout: 30_000 });
    const firstRecord = new URL(page.url()).pathname;
    const code = (await page.getByTestId('student-code').innerText()).trim();

    // The same student again: the match is listed with its name, birth date, class and code.
    await create();
    const dialog = page.getByTestId('duplicate-dialog');
    const match = dialog.getByTestId('duplicate-match').filter({ hasText: `Pov Visal${tag}` });
    await match.waitFor();
    await expect.poll(() => match.innerText()).toContain(code);
    await expect.poll(() => match.innerText()).toContain(student.dob);
    await page.waitForTimeout(500); // the dialog's opening animation, for the screenshot
    await shot(page, 'en-student-duplicate');
    await match.getByTestId('duplicate-open').click();
    await page.waitForURL((url) => url.pathname === firstRecord);
    await expect.poll(() => page.getByTestId('student-name').innerText()).toBe(`Pov Visal${tag}`);

    // An existing guardian (a seeded father) is linked on the record page.
    await page.getByTestId('guardian-link-add').click();
    const linkForm = page.getByTestId('guardian-link-form');
    await linkForm.getByText('Existing guardian').click();
    await linkForm.locator('#guardianId').click();
    await linkForm.locator('#guardianId').fill('Vanna');
    await page.locator('.ant-select-dropdown:has([id="guardianId_list"]) .ant-select-item-option', { hasText: 'Vanna' }).first().click();
    await choose(page, linkForm, 'relationshipType', 'Father');
    await page.getByTestId('form-save').click();
    await page.getByTestId('guardian-table').locator('tr', { hasText: 'Vanna' }).filter({ hasText: 'Father' }).waitFor();

    // Deactivate with a status and a reason, then activate again: the tag follows.
    await page.getByTestId('student-deactivate').click();
    const statusForm = page.getByTestId('status-dialog');
    await choose(page, statusForm, 'status', 'Transferred');
    await page.getByTestId('form-save').click();
    await statusForm.locator('#reason_help').waitFor(); // the reason is required
    await statusForm.locator('#reason').fill('Moved to a school in Siem Reap');
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByTestId('student-status').first().innerText()).toBe('Transferred');
    await page.getByText('Moved to a school in Siem Reap').waitFor();
    await page.getByTestId('student-activate').click();
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByTestId('student-status').first().innerText()).toBe('Active');

    // A new picture: shown on the record after saving (a new picture URL).
    await page.getByTestId('student-edit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/en/administration/student/edit/'));
    await page.getByTestId('student-form').locator('input[type=file]').setInputFiles({ name: 'visal.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('student-save').click();
    await page.waitForURL((url) => url.pathname === firstRecord);
    const picture = page.getByTestId('student-picture').locator('img');
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'en-student-view');
    await context.close();
  });

  it('a teacher sees only the students of her class, without office actions, and records a misconduct (phone width)', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US', width: 390, height: 844 });
    await signIn(page, 'teacher', { locale: 'en' });
    // /administration/student without a slug is the list; the /list menu entry needs the office's menu key.
    await page.goto('/en/administration/student');
    const table = page.getByTestId('student-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await expect.poll(() => page.getByTestId('student-add').count()).toBe(0);
    await expect.poll(() => page.getByTestId('student-export').count()).toBe(0);
    await expect.poll(() => table.getByTestId('row-edit').count()).toBe(0);
    const classes = new Set((await table.locator('tbody tr.ant-table-row td:nth-child(5)').allInnerTexts()).map((c) => c.trim()));
    expect(classes.size).toBe(1);
    await shot(page, 'en-student-list-teacher-phone');

    await table.getByTestId('row-view').first().click();
    await page.waitForURL((url) => recordPath.test(url.pathname));
    await page.getByTestId('student-name').waitFor();
    await expect.poll(() => page.getByTestId('student-edit').count()).toBe(0);
    await expect.poll(() => page.getByTestId('student-deactivate').count()).toBe(0);
    await page.getByRole('tab', { name: 'Misconduct' }).click();
    await page.getByTestId('misconduct-add').click();
    const form = page.getByTestId('misconduct-form');
    const what = `Late for class three times ${unique()}`;
    await form.locator('#description').fill('មកយឺតបីដង');
    await form.locator('#descriptionEn').fill(what);
    await page.getByTestId('form-save').click();
    const misconduct = page.getByTestId('misconduct-table');
    await misconduct.locator('tr', { hasText: what }).waitFor();
    await shot(page, 'en-student-misconduct-teacher-phone');

    // Corrected, then deleted.
    const corrected = `${what}, then apologised`;
    await misconduct.locator('tr', { hasText: what }).getByTestId('misconduct-edit').click();
    await form.locator('#descriptionEn').fill(corrected);
    await page.getByTestId('form-save').click();
    await misconduct.locator('tr', { hasText: corrected }).waitFor();
    await misconduct.locator('tr', { hasText: corrected }).getByTestId('misconduct-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => misconduct.locator('tr', { hasText: what }).count()).toBe(0);
    await context.close();
  });
});
