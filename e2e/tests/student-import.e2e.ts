import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { chooseFilter, cutSelects, demoYear, launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A call to the API with the signed-in page's token (to read back what the screens stored). */
async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
      const headers: Record<string, string> = { authorization: `Bearer ${session.accessToken}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(`/backend${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: r.status, body: await r.json() };
    },
    { method, path, body },
  );
}

async function yearId(page: Page, fromYear: number): Promise<string> {
  const years = await apiCall(page, 'GET', '/api/academic-year/by-token');
  return years.body.Data.find((y: any) => y.FromYear === fromYear).Id;
}

/** Students made through the import calls (a sheet whose header row is the column keys), in a class of a year. */
async function importViaApi(page: Page, academicYearId: string, rows: TRow[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  const keys = Object.keys(rows[0]!);
  sheet.addRow(keys);
  for (const r of rows) sheet.addRow(keys.map((k) => r[k]));
  const data = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  const answer = await page.evaluate(
    async ({ data, academicYearId, type }) => {
      const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
      const headers = { authorization: `Bearer ${session.accessToken}` };
      const form = new FormData();
      form.append('File', new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type }), 'api.xlsx');
      form.append('AcademicYearId', academicYearId);
      const up = await fetch('/backend/api/student/import', { method: 'POST', headers, body: form });
      const batch = await up.json();
      const done = await fetch(`/backend/api/student/import/${batch.Data?.Id}/submit`, { method: 'POST', headers });
      return { upload: up.status, submit: done.status, text: JSON.stringify(batch).slice(0, 500) };
    },
    { data, academicYearId, type: XLSX },
  );
  expect(answer, answer.text).toMatchObject({ upload: 200, submit: 200 });
}

/** Before a screenshot: no select list still fading out. */
async function settle(page: Page) {
  await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
}

async function confirmDialog(page: Page) {
  await page.locator('.ant-modal-confirm-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
  await page.locator('.ant-modal-confirm-confirm').waitFor({ state: 'hidden' });
}

type TRow = Record<string, string>;

/** The template's first sheet filled with these rows, columns found by their English header line. */
async function fillTemplate(template: Buffer, rows: TRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as any);
  const sheet = workbook.worksheets[0]!;
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(String(cell.value).split('\n')[1]!.trim(), col));
  rows.forEach((row, i) => {
    const line = sheet.getRow(i + 2);
    for (const [header, value] of Object.entries(row)) {
      const col = columns.get(header);
      if (!col) throw new Error(`The template has no column "${header}"`);
      line.getCell(col).value = value;
    }
    line.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, data: Buffer) {
  await page.getByTestId('import-file').locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer: data });
  await page.getByTestId('import-upload').click();
}

describe('student import', () => {
  it('downloads the template, shows the bad cells of two rows, imports the fixed sheet (Khmer)', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH' });
    await signIn(page, 'admin', { locale: 'km', to: '/administration/student/import' });
    await page.getByTestId('import-template').waitFor();
    // Into the previous year, so the current year's demo classes keep their students for other tests.
    await chooseFilter(page, 'import-year', demoYear(-1).km);
    await shot(page, 'student-import-km');

    // The template: headers in Khmer and English.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
    const template = fs.readFileSync((await download.path())!);
    const check = new ExcelJS.Workbook();
    await check.xlsx.load(template as any);
    const header = (check.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header[0]).toBe('អត្តលេខ\nStudent code');
    expect(header).toContain('នាមត្រកូល *\nLast name (Khmer)');
    expect(header).toContain('លេខកូដថ្នាក់ *\nClass code');
    expect(header).toHaveLength(21);

    const stamp = Date.now().toString(36);
    const student = (n: number, extra: TRow = {}): TRow => ({
      'Last name (Khmer)': 'សុខ',
      'First name (Khmer)': `សុភា${n}`,
      'Last name (Latin)': 'Sok',
      'First name (Latin)': `Imp${stamp}n${n}`,
      Gender: n % 2 ? 'F' : 'ប្រុស',
      'Date of birth': '2012-05-14',
      'Class code': n % 2 ? '7A' : '7B',
      Province: 'Phnom Penh',
      ...extra,
    });
    const bad = [
      student(1),
      student(2, { 'Class code': 'ZZ9' }),
      student(3, {
        'Guardian last name (Khmer)': 'សុខ',
        'Guardian first name (Khmer)': 'ធីតា',
        'Guardian last name (Latin)': 'Sok',
        'Guardian first name (Latin)': 'Thida',
        'Guardian gender': 'ស្រី',
        'Guardian relationship': 'ម្តាយ',
        'Guardian phone': '092334455',
      }),
      student(4, { 'First name (Khmer)': '', 'Date of birth': '31/02/2012' }),
      student(5),
    ];
    await upload(page, `students-${stamp}.xlsx`, await fillTemplate(template, bad));
    const invalid = page.getByTestId('import-invalid');
    await invalid.waitFor({ timeout: 30_000 });
    const rows = page.getByTestId('import-invalid-rows').locator('tbody tr.ant-table-row');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).locator('td').first().innerText()).toBe('៣');
    expect(await rows.nth(1).locator('td').first().innerText()).toBe('៥');
    const classCell = invalid.locator('[data-testid=bad-cell][data-field=ClassCode]');
    expect(await classCell.innerText()).toContain('ZZ9');
    expect(await classCell.innerText()).toContain('រកមិនឃើញថ្នាក់នេះក្នុងឆ្នាំសិក្សា');
    expect(await invalid.locator('[data-testid=bad-cell][data-field=FirstName]').innerText()).toContain('សូមបំពេញក្រឡានេះ');
    expect(await invalid.locator('[data-testid=bad-cell][data-field=DateOfBirth]').innerText()).toContain('កាលបរិច្ឆេទមិនត្រឹមត្រូវ');
    expect(await invalid.locator('[data-testid=bad-cell]').count()).toBe(3);
    await shot(page, 'student-import-invalid-km');

    // The sheet fixed and uploaded again: every row valid, then imported in one go.
    const fixed = [...bad];
    fixed[1] = student(2, { 'Class code': '7B' });
    fixed[3] = student(4, { 'Date of birth': '28/02/2012' });
    const fixedName = `students-${stamp}-fixed.xlsx`;
    await upload(page, fixedName, await fillTemplate(template, fixed));
    await page.getByTestId('import-valid').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-valid-rows').locator('tbody tr.ant-table-row').count()).toBe(5);
    await page.getByTestId('import-submit').click();
    await confirmDialog(page);
    await page.getByTestId('import-done').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-done').innerText()).toContain('បាននាំចូលសិស្សចំនួន ៥ នាក់');

    // The batch is listed with its result, and opens with its rows.
    const batchRow = page.getByTestId('import-batches').locator('tr', { hasText: fixedName });
    await batchRow.waitFor();
    expect(await batchRow.getByTestId('import-imported').innerText()).toBe('៥');
    expect(await batchRow.getByTestId('import-status').innerText()).toBe('បាននាំចូលរួច');
    // The first upload is kept too, marked as having invalid rows.
    expect(
      await page
        .getByTestId('import-batches')
        .locator('tr', { hasText: `students-${stamp}.xlsx` })
        .getByTestId('import-status')
        .innerText(),
    ).toBe('មានទិន្នន័យមិនត្រឹមត្រូវ');
    await shot(page, 'student-import-done-km');
    await batchRow.locator('a').first().click();
    await page.getByTestId('import-batch').waitFor();
    expect(await page.getByTestId('import-batch-imported').innerText()).toBe('៥');
    expect(await page.getByTestId('import-batch-rows').locator('tbody tr.ant-table-row').count()).toBe(5);
    await shot(page, 'student-import-batch-km');

    // The students exist: one found by her Latin name, in her class, with her guardian.
    const year = await yearId(page, demoYear(-1).from);
    const found = await apiCall(page, 'GET', `/api/student?academicYearId=${year}&search=${encodeURIComponent(`Imp${stamp}n3`)}`);
    expect(found.status).toBe(200);
    expect(found.body.Data).toHaveLength(1);
    expect(found.body.Data[0].AcademicClassDescriptionEn).toBe('Grade 7A');
    const all = await apiCall(page, 'GET', `/api/student?academicYearId=${year}&search=${encodeURIComponent(`Imp${stamp}`)}&pageSize=50`);
    expect(all.body.Data).toHaveLength(5);
    expect((await apiCall(page, 'GET', `/api/student?search=${encodeURIComponent(`Imp${stamp}`)}`)).body.Data).toHaveLength(0);
    await context.close();
  });

  it('checks a 2,000-row sheet with a progress bar and pages its rows (English)', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/administration/student/import' });
    await chooseFilter(page, 'import-year', demoYear(-1).en);
    const stamp = Date.now().toString(36);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(['LastName', 'FirstName', 'LastNameEn', 'FirstNameEn', 'Gender', 'DateOfBirth', 'ClassCode']);
    for (let i = 0; i < 2000; i++) sheet.addRow(['ចាន់', 'សុខា', 'Chan', `Big${stamp}n${i}`, i % 2 ? 'F' : 'M', '2013-01-15', i % 2 ? '6A' : '6B']);
    const name = `big-${stamp}.xlsx`;
    // The progress bar may show for well under a second on a fast machine: an observer records that it did.
    await page.evaluate(() => {
      const seen = () => {
        if (document.querySelector('[data-testid=work-progress]')) (window as unknown as { sawProgress?: boolean }).sawProgress = true;
      };
      new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
    });
    await upload(page, name, Buffer.from(await workbook.xlsx.writeBuffer()));
    const valid = page.getByTestId('import-valid');
    await valid.waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);
    await shot(page, 'student-import-valid-en');
    expect(await page.getByTestId('work-progress').count()).toBe(0);
    expect(await valid.innerText()).toContain('Every row is valid (rows: 2000).');
    expect(await valid.locator('.ant-pagination-total-text').innerText()).toBe('1-10 of 2000');
    // Not submitted: kept as a batch ready to import.
    expect(await page.getByTestId('import-batches').locator('tr', { hasText: name }).getByTestId('import-status').innerText()).toBe('Ready to import');
    await context.close();
  });

  it('shows the codes a sheet may use (English, phone width)', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US', width: 390, height: 844 });
    await signIn(page, 'admin', { locale: 'en', to: '/en/administration/student/import/constant' });
    const constants = page.getByTestId('import-constants');
    await constants.waitFor();
    expect(await constants.innerText()).toContain('Last name (Khmer)');
    await constants.getByRole('tab', { name: 'Class codes' }).click();
    const classes = page.getByTestId('constant-classes');
    await classes.locator('tr', { hasText: '7A' }).first().waitFor();
    expect(await classes.innerText()).toContain('Grade 7A');
    await shot(page, 'student-import-constant-en-phone');
    await page.goto('/en/administration/student/import');
    await page.getByTestId('import-template').waitFor();
    await shot(page, 'student-import-en-phone');
    await context.close();
  });
});

describe('change class', () => {
  it('moves a student to another class, and a refused batch moves nobody (English)', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/administration/student/change-class' });
    // The year is chosen, not taken as current (another test file may make a new year current).
    await chooseFilter(page, 'change-year', demoYear().en);
    // Before a class is chosen the page says what to do (it was blank below the filters).
    expect(await page.getByTestId('change-choose').innerText()).toContain('Choose the current class');
    await chooseFilter(page, 'change-source', 'Grade 9A');
    const table = page.getByTestId('change-rows');
    const rows = table.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await page.getByTestId('change-choose').count()).toBe(0);
    const codeOf = async (i: number) => (await rows.nth(i).locator('td').nth(2).innerText()).trim();
    const first = await codeOf(0);
    const second = await codeOf(1);
    const year = await yearId(page, demoYear().from);
    const placement = async (code: string) => {
      const answer = await apiCall(page, 'GET', `/api/student?academicYearId=${year}&search=${encodeURIComponent(code)}`);
      return answer.body.Data.find((s: any) => s.Code === code);
    };

    // Two rows chosen; meanwhile someone else moves the second student: the server refuses the batch,
    // the error is shown, the rows stay, and the first student did not move either.
    await chooseFilter(page, `change-target-${first}`, 'Grade 9B');
    await chooseFilter(page, `change-target-${second}`, 'Grade 9B');
    const before = await placement(second);
    const rowsOfClass = await apiCall(page, 'GET', `/api/student/change-class?academicClassId=${before.AcademicClassId}`);
    const secondRow = rowsOfClass.body.Data.find((r: any) => r.Code === second);
    const target = (await placement(first)).AcademicClassId;
    const otherClasses = await apiCall(page, 'GET', `/api/academic-class/by-year?academicYearId=${before.AcademicYearId}`);
    const grade9B = otherClasses.body.Data.find((c: any) => c.DescriptionEn === 'Grade 9B').Id;
    expect(
      (await apiCall(page, 'POST', '/api/student/change-class', [{ Id: secondRow.Id, Version: secondRow.Version, ToAcademicClassId: grade9B }])).status,
    ).toBe(200);
    await page.getByTestId('change-save').click();
    await confirmDialog(page);
    await page.locator('.ant-modal-confirm-error').waitFor();
    await shot(page, 'change-class-refused-en');
    await page.locator('.ant-modal-confirm-error .ant-btn-primary').click();
    expect((await placement(first)).AcademicClassId).toBe(target);
    expect(await page.getByTestId(`change-target-${first}`).innerText()).toContain('Grade 9B');
    // Put the second student back where she was.
    const moved = (await apiCall(page, 'GET', `/api/student/change-class?academicClassId=${grade9B}`)).body.Data.find((r: any) => r.Code === second);
    expect((await apiCall(page, 'POST', '/api/student/change-class', [{ Id: moved.Id, Version: moved.Version, ToAcademicClassId: target }])).status).toBe(200);

    // Now one student moves.
    await page.reload();
    await chooseFilter(page, 'change-year', demoYear().en);
    await chooseFilter(page, 'change-source', 'Grade 9A');
    await rows.first().waitFor();
    await chooseFilter(page, `change-target-${first}`, 'Grade 9B');
    await page.getByTestId('change-save').click();
    await confirmDialog(page);
    const result = page.getByTestId('change-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('Students moved to their new class: 1');
    expect(await result.innerText()).toContain(`${first}`);
    await expect.poll(() => table.locator('tr', { hasText: first }).count()).toBe(0);
    await shot(page, 'change-class-done-en');

    // After a reload the list of the new class shows her there.
    await page.reload();
    await chooseFilter(page, 'change-year', demoYear().en);
    await chooseFilter(page, 'change-source', 'Grade 9B');
    const there = table.locator('tr', { hasText: first });
    await there.waitFor();
    expect(await there.locator('td').nth(5).innerText()).toBe('Grade 9B');
    expect((await placement(first)).AcademicClassDescriptionEn).toBe('Grade 9B');

    // And back, through the selection and one target for the selected rows.
    await there.locator('.ant-checkbox-input').check();
    await chooseFilter(page, 'change-bulk-target', 'Grade 9A');
    await page.getByTestId('change-bulk-apply').click();
    await page.getByTestId('change-save').click();
    await confirmDialog(page);
    await result.waitFor();
    expect((await placement(first)).AcademicClassDescriptionEn).toBe('Grade 9A');
    await context.close();
  });

  it('lists the students of a class in Khmer on a phone', async () => {
    const { context, page } = await newPage(browser, { locale: 'km-KH', width: 390, height: 844 });
    await signIn(page, 'admin', { locale: 'km', to: '/administration/student/change-class' });
    await chooseFilter(page, 'change-year', demoYear().km);
    await page.getByTestId('change-source').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '១២' }).first().click();
    await page.getByTestId('change-rows').locator('tbody tr.ant-table-row').first().waitFor();
    await settle(page);
    await shot(page, 'change-class-km-phone');
    await page.goto('/administration/student/promotion');
    await chooseFilter(page, 'promotion-from-year', demoYear(-1).km);
    await chooseFilter(page, 'promotion-grade', 'ថ្នាក់ទី២');
    await page.getByTestId('promotion-rows').waitFor();
    await settle(page);
    expect(await cutSelects(page, ['promotion-from-year', 'promotion-grade', 'promotion-class', 'promotion-to-year'])).toEqual([]);
    await shot(page, 'promotion-km-phone');
    await page.goto('/administration/student/import/constant');
    await page.getByTestId('import-constants').waitFor();
    await shot(page, 'import-constant-km-phone');
    await context.close();
  });
});

describe('promotion', () => {
  it('promotes a class of the year that ends: defaults by result, a refused save changes nothing (English)', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/administration/student/promotion' });
    await page.getByTestId('promotion-from-year').waitFor();
    const from = await yearId(page, demoYear(-1).from);
    const to = await yearId(page, demoYear().from);
    const stamp = Date.now().toString(36);
    const person = (n: number, gender: string): TRow => ({
      LastName: 'កែវ',
      FirstName: `ដារា${n}`,
      LastNameEn: 'Keo',
      FirstNameEn: `Pro${stamp}n${n}`,
      Gender: gender,
      DateOfBirth: '2017-03-02',
      ClassCode: '2A',
    });
    await importViaApi(page, from, [person(1, 'M'), person(2, 'F'), person(3, 'M')]);
    const codeOf = async (n: number) => (await apiCall(page, 'GET', `/api/student?academicYearId=${from}&search=Pro${stamp}n${n}`)).body.Data[0].Code as string;
    const [passed, failed, dropped] = [await codeOf(1), await codeOf(2), await codeOf(3)];

    await chooseFilter(page, 'promotion-from-year', demoYear(-1).en);
    await chooseFilter(page, 'promotion-grade', 'Grade 2');
    // The class filter's placeholder reads whole (it was 'All classes of the gr…').
    await expect.poll(() => page.getByTestId('promotion-class').innerText()).toContain('All classes of the grade');
    expect(await cutSelects(page, ['promotion-from-year', 'promotion-grade', 'promotion-class', 'promotion-to-year'])).toEqual([]);
    await chooseFilter(page, 'promotion-class', 'Grade 2A');
    expect(await page.getByTestId('promotion-to-year').innerText()).toContain(demoYear().en);
    const table = page.getByTestId('promotion-rows');
    await table.locator('tr', { hasText: passed }).waitFor();

    await chooseFilter(page, `promotion-status-${passed}`, 'Pass');
    await chooseFilter(page, `promotion-status-${failed}`, 'Failed');
    await chooseFilter(page, `promotion-status-${dropped}`, 'Dropped out');
    // The defaults: pass → the next grade, same section; failed → the same grade; dropped → none.
    expect(await page.getByTestId(`promotion-next-${passed}`).innerText()).toContain('Grade 3A');
    expect(await page.getByTestId(`promotion-next-${failed}`).innerText()).toContain('Grade 2A');
    expect(await page.getByTestId(`promotion-next-${dropped}`).innerText()).toContain('No class');

    // A dropped-out student given a class is refused by the server: nothing is saved, the choices stay.
    await chooseFilter(page, `promotion-next-${dropped}`, 'Grade 2B');
    await page.getByTestId('promotion-save').click();
    await confirmDialog(page);
    const refusal = page.locator('.ant-modal-confirm-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('cannot have a next class');
    await refusal.locator('.ant-btn-primary').click();
    expect((await apiCall(page, 'GET', `/api/student?academicYearId=${to}&search=Pro${stamp}`)).body.Data).toHaveLength(0);
    expect(await page.getByTestId(`promotion-next-${passed}`).innerText()).toContain('Grade 3A');

    await page.getByTestId(`promotion-next-${dropped}`).hover();
    await page.getByTestId(`promotion-next-${dropped}`).locator('.ant-select-clear').click();
    await page.getByTestId('promotion-save').click();
    await confirmDialog(page);
    const result = page.getByTestId('promotion-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('Promotion saved (students: 3)');
    await shot(page, 'promotion-done-en');
    const placed = (await apiCall(page, 'GET', `/api/student?academicYearId=${to}&search=Pro${stamp}&pageSize=50`)).body.Data;
    expect(placed.map((s: any) => `${s.Code} ${s.AcademicClassDescriptionEn}`).sort()).toEqual([`${failed} Grade 2A`, `${passed} Grade 3A`].sort());
    // After a reload the saved results and classes are shown.
    await page.reload();
    await chooseFilter(page, 'promotion-from-year', demoYear(-1).en);
    await chooseFilter(page, 'promotion-grade', 'Grade 2');
    await table.locator('tr', { hasText: passed }).waitFor();
    expect(await table.locator('tr', { hasText: passed }).innerText()).toContain('Grade 3A');

    // Leave the current year as the demo had it: clearing the next class removes the placement it made.
    const grade2 = (await apiCall(page, 'GET', `/api/student?academicYearId=${from}&search=Pro${stamp}n1`)).body.Data[0].CourseLevelId;
    const mine = (await apiCall(page, 'GET', `/api/academic-class/promotion/previous-class?academicYearId=${from}&courseLevelId=${grade2}`)).body.Data.filter(
      (r: any) => [passed, failed, dropped].includes(r.Code),
    );
    const cleared = await apiCall(page, 'POST', '/api/academic-class/promotion', {
      Students: mine.map((r: any) => ({ Id: r.Id, Version: r.Version, AcademicResultStatus: r.AcademicResultStatus, PromoteNextAcademicClassId: null })),
    });
    expect(cleared.status).toBe(200);
    expect((await apiCall(page, 'GET', `/api/student?academicYearId=${to}&search=Pro${stamp}`)).body.Data).toHaveLength(0);
    await context.close();
  });
});
