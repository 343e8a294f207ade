import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { choose, launchBrowser, menuLabels, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first row of the generated sheet that carries a first password (a new account), by its header texts. */
async function firstNewAccount(file: string): Promise<{ username: string; password: string; name: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  let headerRow = 0;
  const col: Record<string, number> = {};
  sheet.eachRow((row, n) => {
    if (headerRow) return;
    row.eachCell((cell, c) => {
      const text = String(cell.value ?? '');
      if (text.includes('Username')) col.username = c;
      if (text.includes('First password')) col.password = c;
      if (text.includes('Name (Latin)')) col.name = c;
    });
    if (col.username && col.password) headerRow = n;
  });
  expect(headerRow, 'the sheet has Username and First password columns').toBeGreaterThan(0);
  for (let n = headerRow + 1; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const password = String(row.getCell(col.password!).value ?? '').trim();
    const username = String(row.getCell(col.username!).value ?? '').trim();
    if (password && username) return { username, password, name: String(row.getCell(col.name ?? 1).value ?? '') };
  }
  throw new Error('no new account in the sheet');
}

describe('accounts', () => {
  it('office generates the accounts of a class, downloads the sheet, and a student signs in with one and must change the password', async () => {
    const office = await newPage(browser, { locale: 'en-US' });
    await signIn(office.page, 'office', { locale: 'en', to: '/en/administration/mobile-account' });
    await office.page.getByTestId('accounts-0').waitFor();
    await shot(office.page, 'en-accounts-students');

    await office.page.getByTestId('generate-accounts').click();
    const drawer = office.page.getByTestId('generate-drawer');
    await drawer.waitFor();
    await choose(office.page, drawer, 'academicClassId', 'Grade 4A');
    await shot(office.page, 'en-accounts-generate');
    // The sheet of usernames and first passwords is downloaded at once, and only once.
    const [download] = await Promise.all([office.page.waitForEvent('download'), drawer.getByTestId('form-save').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await download.path();
    const account = await firstNewAccount(file);
    const downloadButton = office.page.getByTestId('download-sheet');
    await expect.poll(() => downloadButton.isDisabled()).toBe(true);
    await shot(office.page, 'en-accounts-generated');

    // The new account is listed on the students tab, still waiting for its first password change.
    await office.page.keyboard.press('Escape');
    const list = office.page.getByTestId('accounts-0');
    await list.locator('input[type=search]').fill(account.username);
    await list.locator('input[type=search]').press('Enter');
    const row = list.locator('tbody tr.ant-table-row', { hasText: account.username });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Must change password');

    // A fresh browser: the student signs in, is sent to change the first password, then reaches her pages.
    const student = await newPage(browser, { locale: 'en-US' });
    await student.page.goto('/en/login');
    await student.page.locator('#schoolCode').fill('DEMO');
    await student.page.locator('form button[type=submit]').click();
    await student.page.locator('#username').fill(account.username);
    await student.page.locator('#password').fill(account.password);
    await student.page.locator('form button[type=submit]').click();
    await student.page.waitForURL((url) => url.pathname.endsWith('/settings/changePassword'));
    await student.page.getByText('Please change your password before you continue').first().waitFor();
    await shot(student.page, 'en-accounts-first-password');
    // Any other screen sends her back to the password page until the first password is changed.
    await student.page.goto('/en/dashboard');
    await student.page.waitForURL((url) => url.pathname.endsWith('/en/settings/changePassword'));
    await student.page.locator('#currentPassword').fill(account.password);
    await student.page.locator('#newPassword').fill('Student#2026new');
    await student.page.locator('#confirmPassword').fill('Student#2026new');
    await student.page.locator('form button[type=submit]').click();
    await student.page.waitForURL((url) => url.pathname.endsWith('/en/dashboard'));
    // Her own dashboard, with the student role's menu.
    await expect.poll(() => student.page.locator('body').innerText()).toContain(`Hello, ${account.name}`);
    await expect.poll(() => student.page.locator('body').innerText()).toContain('Student ·');
    const menu = await menuLabels(student.page);
    expect(menu).toContain('My scores');
    expect(menu).not.toContain('User accounts');
    await shot(student.page, 'en-accounts-student-dashboard');
    await student.context.close();

    // She forgets it: the office gives her a new first password, shown once.
    await list.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => row.innerText()).not.toContain('Must change password');
    await row.getByTestId('account-reset').click();
    await office.page.locator('.ant-modal-confirm .ant-btn-primary').click();
    const renewed = (await office.page.getByTestId('created-password').innerText()).trim();
    expect(renewed).toHaveLength(10);
    await shot(office.page, 'en-accounts-reset');
    await office.page.keyboard.press('Escape');
    await expect.poll(() => row.innerText()).toContain('Must change password');
    // She leaves the school: the office turns the account off, and the list marks it Disabled.
    await row.getByTestId('account-status').click();
    await office.page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await row.getByTestId('account-disabled').waitFor();
    await expect.poll(() => row.getByTestId('account-disabled').innerText()).toBe('Disabled');
    expect(await row.getByTestId('account-status').innerText()).toContain('Turn on');
    await row.getByTestId('account-disabled').hover();
    await office.page.getByRole('tooltip').getByText('cannot sign in').waitFor();
    await shot(office.page, 'en-accounts-disabled');

    /** Signs in with the account in a fresh browser; answers whether it got past the sign-in page. */
    const trySignIn = async () => {
      const visitor = await newPage(browser, { locale: 'en-US' });
      await visitor.page.goto('/en/login');
      await visitor.page.locator('#schoolCode').fill('DEMO');
      await visitor.page.locator('form button[type=submit]').click();
      await visitor.page.locator('#username').fill(account.username);
      await visitor.page.locator('#password').fill(renewed);
      await visitor.page.locator('form button[type=submit]').click();
      // The losing wait fails when the page closes: it answers 'closed' instead of rejecting.
      const outcome = await Promise.race([
        visitor.page
          .getByTestId('login-error')
          .waitFor()
          .then(
            () => 'refused' as const,
            () => 'closed' as const,
          ),
        visitor.page
          .waitForURL((url) => url.pathname.endsWith('/settings/changePassword'))
          .then(
            () => 'signed-in' as const,
            () => 'closed' as const,
          ),
      ]);
      await visitor.context.close();
      return outcome;
    };
    // The sign-in page answers her like a wrong password; only the office's list says why.
    expect(await trySignIn()).toBe('refused');

    // She comes back: the office turns the account on again, the tag goes, and she signs in.
    await row.getByTestId('account-status').click();
    await office.page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => row.getByTestId('account-disabled').count()).toBe(0);
    await expect.poll(() => row.innerText()).toContain('Active');
    expect(await trySignIn()).toBe('signed-in');
    await office.context.close();
  });

  it('the accounts screen and the guardian–student list in Khmer, on a phone too', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/administration/mobile-account?tab=guardian-student' });
    const table = page.getByTestId('guardian-student');
    await table.waitFor();
    await choose(page, table, 'academicClassId', 'ថ្នាក់ទី៧ក');
    // The filter form's own button (the search box's icon button is named ស្វែងរក too).
    await table.locator('button[type=submit]', { hasText: 'ស្វែងរក' }).click();
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await shot(page, 'km-accounts-guardian-student');

    // One account by hand: a student found by her code; her first password is shown once.
    await page.getByTestId('create-account').click();
    const drawer = page.getByTestId('create-account-drawer');
    await drawer.waitFor();
    await drawer.locator('#actorId').fill('000045');
    const option = page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: '000045' });
    await option.waitFor();
    await option.click();
    await shot(page, 'km-accounts-create');
    await drawer.getByTestId('form-save').click();
    const created = page.getByTestId('created-account');
    await created.waitFor();
    const username = (await created.getByTestId('created-username').innerText()).trim();
    expect(username.length).toBeGreaterThan(0);
    expect((await created.getByTestId('created-password').innerText()).trim().length).toBeGreaterThanOrEqual(8);
    await shot(page, 'km-accounts-created');
    await page.keyboard.press('Escape');
    await page.goto('/administration/mobile-account?tab=student');
    const students = page.getByTestId('accounts-0');
    await students.locator('input[type=search]').fill(username);
    await students.locator('input[type=search]').press('Enter');
    const studentRow = students.locator('tbody tr.ant-table-row', { hasText: username });
    await studentRow.waitFor();
    // Turned off, the account is marked បានបិទ (disabled) in Khmer.
    await studentRow.getByTestId('account-status').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => studentRow.getByTestId('account-disabled').innerText()).toBe('បានបិទ');
    await shot(page, 'km-accounts-disabled');
    await page.goto('/administration/mobile-account?tab=employee');
    await page.getByTestId('accounts-employee').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'km-accounts-employees');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/administration/mobile-account');
    await page.getByTestId('accounts-0').waitFor();
    // On a phone the held Actions column is its icons (as every list's row actions are): with both labels it took
    // 290 px of 390 and covered the username, code and name. The first two cells read whole left of it.
    const row = page.getByTestId('accounts-0').locator('tbody tr.ant-table-row').first();
    await row.waitFor();
    const layout = await row.evaluate((tr) => {
      const actions = tr.querySelector('td.col-actions')!.getBoundingClientRect();
      const firstCells = [...tr.querySelectorAll('td')].slice(0, 2).map((td) => Math.round(td.getBoundingClientRect().right));
      return { actionsWidth: Math.round(actions.width), actionsLeft: Math.round(actions.left), firstCells };
    });
    expect(layout.actionsWidth, JSON.stringify(layout)).toBeLessThanOrEqual(130);
    expect(Math.max(...layout.firstCells), JSON.stringify(layout)).toBeLessThanOrEqual(layout.actionsLeft);
    await expect.poll(() => row.getByTestId('account-status').getAttribute('aria-label')).toMatch(/^(បិទគណនី|បើកគណនី) /);
    await shot(page, 'km-accounts-phone');
    await context.close();
  });
});
