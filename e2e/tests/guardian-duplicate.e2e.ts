import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { choose, chooseRadio, launchBrowser, newPage, shot, signIn } from '../browser';

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

/** Fills the guardian form's person: names, gender and phone. */
async function fillGuardian(page: Page, form: Locator, stamp: string, phone: string): Promise<void> {
  await form.locator('#lastName').fill('ឈុន');
  await form.locator('#firstName').fill(`ចន្ធី ${stamp}`);
  await form.locator('#lastNameEn').fill('Chhun');
  await form.locator('#firstNameEn').fill(`Chanthy${stamp}`);
  await chooseRadio(form, 'gender', 'ស្រី');
  await form.locator('#mobilePhone').fill(phone);
}

describe('the same guardian entered twice (issue 10, item 11)', () => {
  it('in Khmer, the office is offered the existing guardian and links the student to it instead of a second record', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH' });
    await signIn(page, 'office');
    const stamp = Date.now().toString(36);

    // The guardian is recorded once, without students.
    await page.goto('/administration/guardian/create');
    let form = page.getByTestId('guardian-form');
    await fillGuardian(page, form, stamp, '012 555 018');
    await form.getByTestId('guardian-save').click();
    await page.waitForURL(/\/administration\/guardian\/view\/[^/]+$/);
    const existingUrl = page.url();

    // Entered again, her phone written another way, with a student to link.
    await page.goto('/administration/guardian/create');
    form = page.getByTestId('guardian-form');
    await fillGuardian(page, form, stamp, '+855 12 555 018');
    await form.getByTestId('link-add').click();
    // Her full Latin name: other tests add more students called Sreyneang, and the picker shows the first 20.
    await pickSearched(page, form, 'students_0_studentId', 'Ly Sreyneang', 'លី ស្រីនាង');
    await choose(page, form, 'students_0_relationshipType', 'ម្តាយ');
    await form.getByTestId('guardian-save').click();
    // (The test id sits on the modal's root, which has no box of its own: the dialog is its .ant-modal.)
    const dialog = page.getByTestId('guardian-duplicate-dialog').locator('.ant-modal');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('អាណាព្យាបាលនេះប្រហែលជាមានក្នុងបញ្ជីរួចហើយ');
    const match = dialog.getByTestId('guardian-duplicate-match');
    expect(await match.count()).toBe(1);
    expect(await match.innerText()).toContain(`ឈុន ចន្ធី ${stamp}`);
    expect(await match.innerText()).toContain('ដូចគ្នា: លេខទូរស័ព្ទ');
    expect(await dialog.getByTestId('guardian-duplicate-create').innerText()).toContain('នៅតែបង្កើតថ្មី');
    await shot(page, 'km-guardian-duplicate');

    // Using the existing one opens it, with the student linked.
    await match.getByTestId('guardian-duplicate-use').click();
    await page.waitForURL(existingUrl);
    await page.getByTestId('guardian-links').locator('tbody tr.ant-table-row', { hasText: 'លី ស្រីនាង' }).waitFor();

    // Still one guardian of that name.
    await page.goto('/administration/guardian');
    await page.getByTestId('guardian-search').locator('input').fill(`Chanthy${stamp}`);
    await page.getByTestId('guardian-search').locator('input').press('Enter');
    const rows = page.getByTestId('guardian-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await context.close();
  });
});
