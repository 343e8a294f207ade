import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { actionsColumnEdge, choose, chooseFilter, launchBrowser, newPage, shot, signIn, chooseRadio } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Types into a searchable select (the student picker) and picks the option holding `text`. */
async function pickSearched(page: Page, scope: Locator, id: string, typed: string, text: string): Promise<void> {
  await scope.locator(`.ant-select:has(#${id})`).click();
  await page.locator(`#${id}`).fill(typed);
  const option = page.locator(`.ant-select-dropdown:has([id="${id}_list"]) .ant-select-item-option`, { hasText: text }).first();
  await option.waitFor({ state: 'visible', timeout: 15_000 });
  await option.click();
}

/** A form saved, its success toast seen (a failure shows the error dialog instead). */
async function saved(page: Page): Promise<void> {
  await page.locator('.ant-message-success, .ant-modal-confirm-error').first().waitFor({ timeout: 20_000 });
  if (await page.locator('.ant-modal-confirm-error').isVisible()) {
    throw new Error(`Save refused: ${await page.locator('.ant-modal-confirm-error').innerText()}`);
  }
}

/** The first class offered by the class filter of the guardians-by-class page. */
async function firstClassName(page: Page): Promise<string> {
  await page.getByTestId('sg-class').click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  await option.waitFor();
  const name = (await option.innerText()).trim();
  await page.keyboard.press('Escape');
  return name;
}

describe('guardians and employees', () => {
  it('in Khmer, the office adds a guardian linked to a demo student and sees the link on the view page', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH', width: 1280 });
    await signIn(page, 'office');
    const stamp = Date.now().toString(36);
    const firstNameEn = `Dara${stamp}`;

    await page.goto('/administration/guardian/create');
    const form = page.getByTestId('guardian-form');
    await form.waitFor();
    await form.locator('#lastName').fill('ម៉ៅ');
    await form.locator('#firstName').fill(`ដារា ${stamp}`);
    await form.locator('#lastNameEn').fill('Mao');
    await form.locator('#firstNameEn').fill(firstNameEn);
    await chooseRadio(form, 'gender', 'ប្រុស');
    await form.locator('#mobilePhone').fill('012 345 678');
    await form.locator('#occupation').fill('កសិករ');
    await form.getByTestId('link-add').click();
    await pickSearched(page, form, 'students_0_studentId', 'Ly Sreyneang', 'លី ស្រីនាង');
    await choose(page, form, 'students_0_relationshipType', 'ឪពុក');
    await shot(page, 'km-guardian-create');
    await form.getByTestId('guardian-save').click();
    await saved(page);

    // The view page, read again from the server after a reload, shows the guardian and the link.
    await page.waitForURL(/\/administration\/guardian\/view\/[^/]+$/);
    await page.reload();
    const links = page.getByTestId('guardian-links');
    const link = links.locator('tbody tr.ant-table-row', { hasText: 'លី ស្រីនាង' });
    await link.waitFor();
    expect(await link.innerText()).toContain('ឪពុក');
    expect(await page.getByTestId('guardian-details').innerText()).toContain(`Mao ${firstNameEn}`);
    await shot(page, 'km-guardian-view');

    // Edit: the occupation changes at the version read.
    await page.getByRole('button', { name: 'កែប្រែ' }).first().click();
    const editForm = page.getByTestId('guardian-form');
    await expect.poll(() => editForm.locator('#occupation').inputValue()).toBe('កសិករ');
    await editForm.locator('#occupation').fill('គ្រូបង្រៀន');
    await editForm.getByTestId('guardian-save').click();
    await saved(page);
    await page.waitForURL(/\/administration\/guardian\/view\/[^/]+$/);
    await expect.poll(() => page.getByTestId('guardian-details').innerText()).toContain('គ្រូបង្រៀន');

    // The link is removed, then made again through the dialog of the view page.
    await link.getByRole('button', { name: /ផ្ដាច់ការភ្ជាប់/ }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => links.locator('tbody tr.ant-table-row').count()).toBe(0);
    await page.getByTestId('link-add').click();
    const dialog = page.getByTestId('link-form');
    await pickSearched(page, dialog, 'studentId', 'Ly Sreyneang', 'លី ស្រីនាង');
    await choose(page, dialog, 'relationshipType', 'ម្តាយ');
    await page.getByTestId('form-save').click();
    await links.locator('tbody tr.ant-table-row', { hasText: 'ម្តាយ' }).waitFor();

    // The list finds him by his Latin name, with the linked student.
    await page.goto('/administration/guardian');
    const table = page.getByTestId('guardian-table');
    await page.getByTestId('guardian-search').locator('input').fill(firstNameEn);
    await page.getByTestId('guardian-search').locator('input').press('Enter');
    const row = table.locator('tbody tr.ant-table-row', { hasText: `ម៉ៅ ដារា ${stamp}` });
    await row.waitFor();
    expect(await row.innerText()).toContain('លី ស្រីនាង');
    await shot(page, 'km-guardian-list');
    await context.close();
  });

  it('in English, the office adds an employee, deactivates him with a reason and assigns him to a class (a second main teacher refused)', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US', width: 1280 });
    await signIn(page, 'office', { locale: 'en' });
    const stamp = Date.now().toString(36);
    const firstNameEn = `Vuthy${stamp}`;

    await page.goto('/en/administration/employee/add');
    const form = page.getByTestId('employee-form');
    await form.waitFor();
    await form.locator('#lastName').fill('ពៅ');
    await form.locator('#firstName').fill(`វុទ្ធី ${stamp}`);
    await form.locator('#lastNameEn').fill('Pov');
    await form.locator('#firstNameEn').fill(firstNameEn);
    await chooseRadio(form, 'gender', 'Male');
    await choose(page, form, 'positionId', 'Teacher');
    await form.locator('#mobilePhone').fill('097 111 2222');
    await form.getByRole('button', { name: 'Add an address' }).click();
    await choose(page, form, 'addresses_0_provinceId');
    await form.locator('#addresses_0_address').fill(`House 12, Street ${stamp}`);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await form.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
    await shot(page, 'en-employee-add');
    await form.getByTestId('employee-save').click();
    await saved(page);
    await page.waitForURL(/\/en\/administration\/employee\/view\/[^/]+$/);
    const details = page.getByTestId('employee-details');
    await details.waitFor();
    expect(await details.innerText()).toContain('Teacher');
    await page.getByText(`House 12, Street ${stamp}`).waitFor();
    // The picture is shown from the server's URL, which names the picture (v=).
    const picture = page.locator('.ant-card .ant-avatar img').first();
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/[?&]v=/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Deactivate with a reason: the record says so.
    await page.getByTestId('employee-status').click();
    await page.getByTestId('employee-status-form').locator('#reason').fill('Moved to another school');
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByTestId('employee-status-tag').innerText()).toBe('Inactive');
    expect(await details.innerText()).toContain('Moved to another school');
    const viewUrl = page.url();

    // Edit: a new phone number, read back on the view page.
    await page.getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByTestId('employee-form');
    await expect.poll(() => editForm.locator('#mobilePhone').inputValue()).toBe('097 111 2222');
    await editForm.locator('#mobilePhone').fill('097 333 4444');
    await editForm.getByTestId('employee-save').click();
    await saved(page);
    await page.waitForURL(viewUrl);
    await expect.poll(() => page.getByTestId('employee-details').innerText()).toContain('097 333 4444');

    // The list: the default status 0 (active) hides him, the inactive filter shows him.
    await page.goto('/en/administration/employee');
    const table = page.getByTestId('employee-table');
    const search = page.getByTestId('employee-search').locator('input');
    await search.fill(firstNameEn);
    await search.press('Enter');
    await table.locator('.ant-table-placeholder').waitFor();
    expect(await table.locator('tbody tr.ant-table-row', { hasText: firstNameEn }).count()).toBe(0);
    await chooseFilter(page, 'employee-status-filter', 'Inactive');
    await search.press('Enter');
    await table.locator('tbody tr.ant-table-row', { hasText: firstNameEn }).waitFor();
    await shot(page, 'en-employee-list-inactive');
    const download = page.waitForEvent('download');
    await page.getByTestId('employee-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // Active again, he is assigned as main teacher of a class with a subject.
    await page.goto(viewUrl);
    await page.getByTestId('employee-status').click();
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByTestId('employee-status-tag').innerText()).toBe('Active');
    const assignments = page.getByTestId('assignment-table');
    // The demo school is fully staffed (the timetable gives every class its main teacher, who teaches its
    // subjects): a second main teacher is refused with the first one's name; he joins as the reserve teacher.
    await page.getByTestId('assignment-add').click();
    const dialog = page.getByTestId('assignment-form');
    await dialog.locator('.ant-select:has(#academicClassId)').click();
    await page.locator('#academicClassId').fill('Grade 12');
    const option = page.locator('.ant-select-dropdown:has([id="academicClassId_list"]) .ant-select-item-option').last();
    await option.waitFor();
    const className = (await option.innerText()).trim();
    await option.click();
    await page.getByTestId('form-save').click();
    const refusal = page.locator('.ant-modal-confirm-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('This class already has a main teacher');
    await refusal.locator('.ant-btn').click();
    await dialog.getByText('Main (homeroom) teacher of the class').click();
    await dialog.getByText('Reserve (stand-in)').click();
    await page.getByTestId('form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    const row = assignments.locator('tbody tr.ant-table-row', { hasText: className });
    await row.waitFor();
    expect(await row.innerText()).toContain('Reserve teacher');
    await page.getByTestId('teaching-classes').waitFor();
    expect(await page.getByTestId('teaching-classes').innerText()).toContain(className);
    await shot(page, 'en-employee-view');

    // The guardian screens in English.
    await page.goto('/en/administration/guardian');
    await page.getByTestId('guardian-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'en-guardian-list');
    await page.goto('/en/administration/guardian/student-guardian');
    await chooseFilter(page, 'sg-class', await firstClassName(page));
    await page.getByTestId('student-guardian-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'en-student-guardian');

    // The same page in Khmer, on a phone.
    const phone = await newPage(browser, { locale: 'km-KH', width: 390, height: 844 });
    await signIn(phone.page, 'office', { to: new URL(viewUrl).pathname.replace(/^\/en/, '') });
    await phone.page.getByTestId('assignment-table').locator('tbody tr.ant-table-row', { hasText: 'គ្រូជំនួស' }).waitFor();
    await shot(phone.page, 'km-employee-view-phone');
    await phone.page.goto('/administration/employee');
    await phone.page.getByTestId('employee-table').locator('tbody tr.ant-table-row').first().waitFor();
    // The held Actions column has an edge while rows run on under it, none once the list is scrolled to its end.
    const edge = await actionsColumnEdge(phone.page.getByTestId('employee-table'));
    expect(edge).toEqual({ scrolls: true, atStart: true, atEnd: false });
    await shot(phone.page, 'km-employee-list-phone');
    await phone.page.goto('/administration/guardian/student-guardian');
    await chooseFilter(phone.page, 'sg-class', await firstClassName(phone.page));
    await phone.page.getByTestId('student-guardian-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(phone.page, 'km-student-guardian-phone');
    await phone.context.close();
    await context.close();
  });
});
