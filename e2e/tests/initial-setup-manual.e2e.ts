import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { choose, launchBrowser, newPage, shot, chooseRadio } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Adds one record in the current part: opens the drawer, fills it, saves, and waits for its row. */
async function addRecord(page: Page, part: string, fill: (drawer: Locator) => Promise<void>, rowText: string): Promise<void> {
  await page.getByTestId(`manual-step-${part}`).waitFor();
  await page.getByTestId('manual-add').click();
  const drawer = page.getByTestId('manual-drawer');
  await drawer.waitFor();
  await fill(drawer);
  await drawer.getByTestId('form-save').click();
  try {
    await page.getByTestId(`manual-table-${part}`).locator('tbody tr', { hasText: rowText }).waitFor({ timeout: 15_000 });
  } catch (error) {
    await shot(page, `failed-manual-${part}`);
    throw error;
  }
  await drawer.waitFor({ state: 'hidden' });
}

async function next(page: Page): Promise<void> {
  await page.getByTestId('manual-next').click();
}

describe('initial school setup, part by part', () => {
  it('a new school downloads the import template, then enters every part by hand, sees the summary and finishes', async () => {
    const school = inject('manualSchool');
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/en/login');
    await page.locator('#schoolCode').fill(school.code);
    await page.locator('form button[type=submit]').click();
    await page.locator('#username').fill(school.admin);
    await page.locator('#password').fill(school.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname.endsWith('/settings/changePassword') || url.pathname.endsWith('/setup/initial-setup'));
    if (page.url().endsWith('/settings/changePassword')) {
      await page.locator('#currentPassword').fill(school.password);
      await page.locator('#newPassword').fill('Manual#School2026');
      await page.locator('#confirmPassword').fill('Manual#School2026');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL((url) => url.pathname.endsWith('/setup/initial-setup'));
    }

    await page.getByTestId('setup-step-basic').waitFor();
    await page.getByTestId('setup-next').click();
    await page.getByTestId('setup-step-year').waitFor();
    await page.locator('#fromYear').fill('2026');
    await page.locator('#toYear').fill('2027');
    await page.locator('#description').fill('ឆ្នាំសិក្សា ២០២៦-២០២៧');
    await page.locator('#descriptionEn').fill('Academic year 2026-2027');
    await page.locator('#startDate').fill('01/11/2026');
    await page.locator('#startDate').press('Enter');
    await page.locator('#endDate').fill('30/09/2027');
    await page.locator('#endDate').press('Enter');
    await page.getByTestId('setup-next').click();
    await page.getByTestId('setup-step-structure').waitFor();

    // The import template: every sheet the import reads, with its header row.
    await page.locator('label:has([data-testid=setup-mode-import])').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('setup-import-template').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheets = workbook.worksheets.map((w) => w.name);
    expect(sheets).toEqual(expect.arrayContaining(['AcademicYear', 'ClassifiedLevel', 'CourseLevel', 'Class', 'Student']));
    expect(workbook.getWorksheet('Student')!.getRow(1).cellCount).toBeGreaterThan(3);

    await page.locator('label:has([data-testid=setup-mode-manual])').click();
    await addRecord(
      page,
      'position',
      async (d) => {
        await d.locator('#description').fill('គ្រូបង្រៀន');
        await d.locator('#descriptionEn').fill('Teacher');
      },
      'Teacher',
    );
    await next(page);
    await addRecord(
      page,
      'employee',
      async (d) => {
        await d.locator('#code').fill('T001');
        await d.locator('#lastName').fill('សុខ');
        await d.locator('#firstName').fill('ដារា');
        await d.locator('#lastNameEn').fill('Sok');
        await d.locator('#firstNameEn').fill('Dara');
        await chooseRadio(d, 'gender', 'Female');
        await choose(page, d, 'positionId', 'Teacher');
      },
      'Sok Dara',
    );
    await next(page);
    await addRecord(
      page,
      'level',
      async (d) => {
        await d.locator('#code').fill('PRI');
        await d.locator('#description').fill('បឋមសិក្សា');
        await d.locator('#descriptionEn').fill('Primary school');
        await choose(page, d, 'levelClassifyGroup', 'Primary');
      },
      'Primary school',
    );
    await next(page);
    await addRecord(
      page,
      'grade',
      async (d) => {
        await d.locator('#code').fill('G1');
        await d.locator('#description').fill('ថ្នាក់ទី១');
        await d.locator('#descriptionEn').fill('Grade one');
        await choose(page, d, 'levelClassifiedId', 'Primary school');
      },
      'Grade one',
    );
    await next(page);
    await addRecord(
      page,
      'class',
      async (d) => {
        await choose(page, d, 'courseLevelId', 'Grade one');
        await d.locator('#code').fill('1A');
        await d.locator('#description').fill('ថ្នាក់ទី១ក');
        await d.locator('#descriptionEn').fill('Class 1A');
      },
      'Class 1A',
    );
    await next(page);
    await addRecord(
      page,
      'root',
      async (d) => {
        await d.locator('#code').fill('KH');
        await d.locator('#description').fill('ភាសាខ្មែរ');
        await d.locator('#descriptionEn').fill('Khmer language');
      },
      'Khmer language',
    );
    await next(page);
    await addRecord(
      page,
      'levelSubject',
      async (d) => {
        await choose(page, d, 'courseLevelId', 'Grade one');
        await choose(page, d, 'subjectGroupRootId', 'Khmer language');
        await d.locator('#subjectCode').fill('KH1');
        await d.locator('#description').fill('អំណាន');
        await d.locator('#descriptionEn').fill('Reading');
        await d.locator('#maxScore').fill('50');
        await d.locator('#coefficient').fill('1');
      },
      'Reading',
    );
    await next(page);
    await addRecord(
      page,
      'sessionTime',
      async (d) => {
        await choose(page, d, 'academicSessionTimeLevelClassifiedId', 'Primary school');
        await choose(page, d, 'academicTimeShift', 'Morning');
        await d.locator('#from').fill('07:00');
        await d.locator('#to').fill('08:00');
        await d.locator('#description').fill('ម៉ោងទី១');
        await d.locator('#descriptionEn').fill('Period 1');
      },
      'Period 1',
    );
    await next(page);
    await addRecord(
      page,
      'teaching',
      async (d) => {
        await choose(page, d, 'employeeId', 'Sok Dara');
        await choose(page, d, 'academicClassId', 'Class 1A');
        await d.locator('#isMain').check();
      },
      'Class 1A',
    );
    await next(page);
    await addRecord(
      page,
      'teachingSubject',
      async (d) => {
        await choose(page, d, 'teachingClassId');
        await choose(page, d, 'courseLevelSubjectId', 'Reading');
      },
      'Reading',
    );
    await next(page);
    await addRecord(
      page,
      'student',
      async (d) => {
        await d.locator('#code').fill('S001');
        await d.locator('#lastName').fill('ចាន់');
        await d.locator('#firstName').fill('សុភា');
        await d.locator('#lastNameEn').fill('Chan');
        await d.locator('#firstNameEn').fill('Sophea');
        await chooseRadio(d, 'gender', 'Female');
        await choose(page, d, 'academicClassId', 'Class 1A');
        await d.locator('#guardianName').fill('ចាន់ ដារ៉ា');
      },
      'Chan Sophea',
    );
    await shot(page, 'en-initial-setup-manual-student');
    await next(page);

    // The record summary before finishing: one of each.
    const summary = page.getByTestId('manual-summary');
    await summary.waitFor();
    for (const label of ['Positions', 'Employees', 'Classes', 'Students', 'Teaching classes', 'Session times']) {
      await expect.poll(() => summary.innerText()).toMatch(new RegExp(`${label}\\s*1\\b`));
    }
    await shot(page, 'en-initial-setup-manual-summary');
    // The same screens in Khmer: the parts keep what was entered.
    await page.getByTestId('language-switcher').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/en/'));
    await expect.poll(() => summary.innerText()).toContain('សិស្ស');
    await shot(page, 'km-initial-setup-manual-summary');
    const manualStep = (title: string) => page.locator('.ant-steps-item-title').getByText(title, { exact: true });
    await manualStep('មុខតំណែង').click();
    await page.getByTestId('manual-table-position').locator('tbody tr', { hasText: 'គ្រូបង្រៀន' }).waitFor();
    await shot(page, 'km-initial-setup-manual-positions');
    // On a phone the parts are a list to choose from.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('manual-table-position').waitFor();
    await shot(page, 'km-initial-setup-manual-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await manualStep('សេចក្តីសង្ខេប').click();
    await page.getByTestId('setup-next').click();
    await page.getByTestId('setup-step-finish').waitFor();
    await shot(page, 'km-initial-setup-manual-finish');
    await expect.poll(() => page.getByTestId('setup-complete').isEnabled()).toBe(true);
    await page.getByTestId('setup-complete').click();
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard'));
    await context.close();
  });
});
