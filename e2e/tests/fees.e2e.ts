import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { choose, chooseFilter, cutTexts, launchBrowser, newPage, settle, shot, signIn } from '../browser';

const dmy = (daysFromToday: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + daysFromToday * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The fee collection search box (antd's search input). */
const search = async (page: Page, text: string) => {
  const box = page.locator('input[data-testid=filter-search], [data-testid=filter-search] input').first();
  await box.fill(text);
  await box.press('Enter');
};

/**
 * The fee card's figures (the amounts of each currency) not shown whole: cut at the card body's edges (the body
 * scrolled them out of sight) or wider than their box.
 */
function hiddenFigures(card: Locator): Promise<string[]> {
  return card.evaluate((el) => {
    const body = el.querySelector('.ant-card-body')!.getBoundingClientRect();
    return Array.from(el.querySelectorAll<HTMLElement>('.ant-statistic-content'))
      .filter((figure) => {
        const box = figure.getBoundingClientRect();
        return (
          box.top < body.top ||
          box.bottom > body.bottom + 0.5 ||
          box.left < body.left ||
          box.right > body.right + 0.5 ||
          figure.scrollWidth > figure.clientWidth
        );
      })
      .map((figure) => figure.innerText);
  });
}

describe('fees and payments (issue 14)', () => {
  it("the bursar generates a class's semester 2 invoices in Khmer, takes a payment in riel and the rest in dollars, prints the receipt", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { to: '/settings/payment' });
    await page.getByTestId('payment-setting-table').locator('.ant-table-row').first().waitFor();
    await shot(page, 'km-fee-setup');

    await page.goto('/administration/fee-collection');
    await search(page, 'ស្រីនាង');
    const first = page.getByTestId('invoice-table').locator('.ant-table-row').first();
    await first.waitFor();
    const className = (await first.locator('td').nth(2).innerText()).trim();
    await page.getByTestId('generate-open').click();
    const form = page.getByTestId('generate-form');
    await choose(page, form, 'feeTermId', 'ឆមាសទី២');
    await choose(page, form, 'academicClassId', className);
    await page.getByTestId('form-save').click();
    await page.locator('.ant-modal-confirm-btns button').waitFor();
    await shot(page, 'km-fee-generated');
    await page.locator('.ant-modal-confirm-btns button').click();
    // The class's semester 2 invoices are listed beside semester 1's.
    await search(page, '');
    await chooseFilter(page, 'filter-class', className);
    await page
      .getByTestId('invoice-table')
      .locator('.ant-table-row', { hasText: 'ឆមាសទី២' })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (error) => {
        await shot(page, 'km-fee-generate-failed');
        throw error;
      });
    await shot(page, 'km-fee-class-invoices');
    // Her semester 1 invoice, partly paid: the rest in riel, then in dollars.
    await page.goto('/administration/fee-collection');
    await search(page, 'ស្រីនាង');
    await page.getByTestId('invoice-table').locator('.ant-table-row', { hasText: 'លី ស្រីនាង' }).filter({ hasText: 'ឆមាសទី១' }).first().click();
    const balance = page.getByTestId('invoice-balance');
    await balance.waitFor();
    const before = await balance.innerText();
    // Partly paid: the school's KHQR for the balance, and no editing of its lines.
    await page.getByTestId('khqr-svg').waitFor();
    expect(await page.getByTestId('invoice-edit').count()).toBe(0);
    await shot(page, 'km-fee-invoice-khqr');
    await page.getByTestId('payment-open').click();
    const pay = page.getByTestId('payment-form');
    await choose(page, pay, 'currencyType', 'រៀល');
    await pay.locator('#paidAmount').fill('410000');
    await choose(page, pay, 'paymentMethodId', 'សាច់ប្រាក់');
    await shot(page, 'km-fee-payment-form');
    await page.getByTestId('form-save').click();
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).not.toBe(before);
    await pay.waitFor({ state: 'hidden' });
    await page.getByTestId('payment-open').click();
    await page.getByTestId('form-save').click();
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe('$០.០០');
    const download = page.waitForEvent('download');
    await page.getByTestId('receipt-pdf').first().click();
    expect((await download).suggestedFilename()).toMatch(/receipt-RC-\d{6}\.pdf$/);
    await shot(page, 'km-fee-invoice');
    await context.close();
  });

  it('her guardian sees the semester 1 balance at zero in Khmer (DEMO opens the web to guardians)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'guardian', { to: '/school-fee' });
    const paid = page.getByTestId('family-invoice').filter({ hasText: 'ឆមាសទី១' }).filter({ hasText: 'ស្រីនាង' });
    await paid.waitFor({ timeout: 15_000 }).catch(async (error) => {
      await shot(page, 'km-guardian-school-fee-failed');
      throw error;
    });
    expect(await paid.getByTestId('family-balance').innerText()).toBe('$០.០០');
    // Paid in full: no KHQR on it.
    expect(await paid.getByTestId('khqr-card').count()).toBe(0);
    await shot(page, 'km-guardian-school-fee');
    await context.close();
  });

  it('the student sees her semester 1 balance at zero in English, and the KHQR of her open riel invoice', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'student', { locale: 'en', to: '/en/school-fee' });
    const paid = page.getByTestId('family-invoice').filter({ hasText: 'Semester 1' });
    await paid.waitFor({ timeout: 15_000 }).catch(async (error) => {
      await shot(page, 'en-school-fee-failed');
      throw error;
    });
    expect(await paid.getByTestId('family-balance').innerText()).toBe('$0.00');
    // Registration and uniform, open in riel: the school's KHQR for its balance (Bakong account, riel 116, the amount).
    const open = page.getByTestId('family-invoice').filter({ hasText: 'Registration and uniform' });
    const qr = open.getByTestId('khqr-card');
    await qr.getByTestId('khqr-svg').waitFor();
    const payload = (await qr.getAttribute('data-payload')) ?? '';
    expect(payload).toContain('demoschool@aclb');
    expect(payload).toContain('5303116');
    expect(payload).toContain('323000');
    expect(await open.getByTestId('family-balance').innerText()).toBe('៛323,000');
    await page.getByTestId('family-payments').locator('.ant-table-row').first().waitFor();
    await shot(page, 'en-school-fee');
    // On a phone each invoice's title (term · child) is read whole beside its status, not cut.
    await page.setViewportSize({ width: 390, height: 844 });
    const titles = page.getByTestId('family-invoice').locator('.ant-card-head-title');
    await expect.poll(() => cutTexts(titles)).toEqual([]);
    expect(await titles.count()).toBeGreaterThan(1);
    await context.close();
  });

  it('the office chooses a student on /school-fee and sees what her family sees, not every family’s invoices', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/school-fee' });
    await page.getByTestId('family-choose-student').waitFor();
    expect(await page.getByTestId('family-invoice').count()).toBe(0);
    await page.getByTestId('student-picker').click();
    await page.keyboard.type('ស្រីនាង');
    // The demo's ស្រីនាង with invoices (code 000017): other files add students of that name, without invoices.
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'ស្រីនាង' })
      .filter({ hasText: '000017' })
      .click();
    await page.waitForURL(/\/school-fee\/[0-9a-f-]{36}$/);
    // Each invoice's own title (term · student), not the KHQR card's inside it.
    const titles = page.getByTestId('family-invoice').locator(':scope > .ant-card-head .ant-card-head-title');
    await titles.first().waitFor();
    const texts = await titles.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('ស្រីនាង');
    // The picker keeps naming the chosen student.
    expect(await page.getByTestId('student-picker').innerText()).toContain('ស្រីនាង');
    await shot(page, 'km-office-school-fee-student');
    await context.close();
  });

  it('the office reads the fee card on its dashboard and downloads the collection report as PDF in Khmer and as Excel in English', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { to: '/dashboard' });
    await settle(page);
    const card = page.getByTestId('fee-card');
    await card.getByTestId('fee-card-status').first().waitFor();
    expect(await card.innerText()).toMatch(/នៅជំពាក់[\s\S]*\$[០-៩]/);
    // The months' chart: something collected this month, something overdue (semester 1), in dollars and in riel.
    const chart = card.getByTestId('fee-chart-usd');
    await chart.waitFor();
    const values = async (c: typeof chart, series: string) =>
      (await c.locator(`rect[data-series=${series}]`).evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('data-value'))))).filter((v) => v > 0);
    expect((await values(chart, 'collected')).length).toBeGreaterThan(0);
    expect((await values(chart, 'overdue')).length).toBeGreaterThan(0);
    expect((await values(card.getByTestId('fee-chart-khr'), 'outstanding')).length).toBeGreaterThan(0);
    // Every figure, the riel ones too, shows whole on the card (they were cut in half at its foot), wide and on a phone.
    expect(await hiddenFigures(card)).toEqual([]);
    await shot(page, 'km-fee-dashboard-card');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    expect(await hiddenFigures(card)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('link').click();
    await page.waitForURL(/\/administration\/fee-collection$/);
    await page.getByRole('tab', { name: 'របាយការណ៍ប្រមូលថ្លៃ' }).click();
    await page.getByTestId('report-aging').locator('.ant-table-row').first().waitFor();
    await settle(page);
    await shot(page, 'km-fee-collection-report');
    const exportAs = async (p: Page, item: number) => {
      await p.getByTestId('export-button').click();
      const [file] = await Promise.all([p.waitForEvent('download'), p.locator('.ant-dropdown-menu-item').nth(item).click()]);
      return file;
    };
    const pdf = await exportAs(page, 0);
    expect(pdf.suggestedFilename()).toMatch(/^\d{8}-\d{6}_fee-collection-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-'], { encoding: 'utf8' });
    expect(text).toContain('របាយការណ៍ប្រមូលថ្លៃសិក្សា');
    expect(text).toContain('Over 90 days');
    await context.close();

    const en = await newPage(browser, { locale: 'en-US', width: 390, height: 844 });
    await signIn(en.page, 'admin', { locale: 'en', to: '/en/dashboard' });
    await en.page.getByTestId('fee-card').getByTestId('fee-card-status').first().waitFor();
    await settle(en.page);
    expect(await hiddenFigures(en.page.getByTestId('fee-card'))).toEqual([]);
    await shot(en.page, 'en-fee-dashboard-card-phone');
    await en.page.setViewportSize({ width: 1280, height: 800 });
    await en.page.goto('/en/administration/fee-collection?tab=report');
    await en.page.getByTestId('report-aging').locator('.ant-table-row').first().waitFor();
    await settle(en.page);
    await shot(en.page, 'en-fee-collection-report');
    const xlsx = await exportAs(en.page, 1);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path())!);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Receipts', 'Totals', 'Aging']);
    expect(JSON.stringify(book.getWorksheet('Aging')!.getSheetValues())).toContain('Over 90 days');
    await en.context.close();
  });

  it("the office adds a sibling discount, gives it to a student, generates a whole grade's riel invoices and filters by due date, in English", async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/settings/payment' });
    await page.getByRole('tab', { name: 'Discount categories' }).click();
    await page.getByTestId('discount-category-add').click();
    const form = page.getByTestId('discount-category-form');
    await form.locator('#code').fill('SIB');
    await form.locator('#discountPercentage').fill('10');
    await form.locator('#description').fill('បងប្អូនបង្កើត');
    await form.locator('#descriptionEn').fill('Sibling');
    await page.getByTestId('form-save').click();
    await page.getByTestId('discount-category-table').locator('.ant-table-row', { hasText: 'Sibling' }).waitFor();
    await page.getByRole('tab', { name: "Students' discounts" }).click();
    await chooseFilter(page, 'discount-class', '');
    const give = page.getByTestId('student-discount-form');
    await choose(page, give, 'studentId');
    await choose(page, give, 'feeDiscountCategoryId', 'Sibling');
    await page.getByTestId('discount-give').click();
    const held = page.getByTestId('student-discount-table').locator('.ant-table-row', { hasText: 'Sibling' });
    await held.waitFor();
    expect(await held.innerText()).toContain('10 %');
    await shot(page, 'en-fee-student-discounts');

    // A whole grade's registration and uniform invoices (riel) in one step: those not yet billed get one.
    await page.goto('/en/administration/fee-collection');
    await page.getByTestId('invoice-table').locator('.ant-table-row').first().waitFor();
    await page.getByTestId('generate-open').click();
    const gen = page.getByTestId('generate-form');
    await choose(page, gen, 'feeTermId', 'Registration and uniform');
    await gen.locator('[id="target"] label', { hasText: 'A whole grade' }).click();
    await choose(page, gen, 'courseLevelId');
    await shot(page, 'en-fee-generate-grade');
    await page.getByTestId('form-save').click();
    const done = page.locator('.ant-modal-confirm');
    await done.waitFor();
    expect(await done.innerText()).toMatch(/[1-9]\d* invoices generated/);
    await page.locator('.ant-modal-confirm-btns button').click();

    // Due within the next three days: only the riel term's invoices (semester 1 fell due before, semester 2 is later).
    const from = page.getByPlaceholder('Due from');
    await from.click();
    await from.fill(dmy(0));
    await from.press('Enter');
    const to = page.getByPlaceholder('Due to');
    await to.fill(dmy(3));
    await to.press('Enter');
    const rows = page.getByTestId('invoice-table').locator('.ant-table-row');
    await expect
      .poll(async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.every((r) => r.includes('Registration and uniform'));
      })
      .toBe(true);
    await shot(page, 'en-fee-due-filter');
    await context.close();
  });
});
