import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { choose, chooseFilter, launchBrowser, newPage, shot, signIn } from '../browser';

/** A 1×1 PNG: the applicant's photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A unique name in Latin letters only (the form refuses digits in Latin names). */
const unique = () =>
  Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)
    .replace(/^./, (c) => c.toUpperCase());

/** An API call with the page's session (what the office's browser would send). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
    const response = await fetch(`/backend${p}`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
    return (await response.json()) as T;
  }, path);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('online registration through to a student in a class', () => {
  it('a visitor registers in Khmer, the office confirms, pushes and approves her into a class with her photo', async () => {
    const given = unique();
    const family = 'Sok';
    const birth = '12/04/2014';

    // ---- the visitor: from the sign-in page's link to the public form, in Khmer
    const visitor = await newPage(browser, { locale: 'km-KH', width: 412, height: 900 });
    const v = visitor.page;
    await v.goto('/login');
    await v.locator('#schoolCode').fill('DEMO');
    await v.locator('form button[type=submit]').click();
    await v.getByTestId('login-register-link').click();
    await v.getByTestId('registration-title').waitFor();
    expect(v.url()).toMatch(/\/register\?schoolCode=DEMO$/);
    expect(await v.getByTestId('register-school-name').innerText()).not.toBe('');
    await shot(v, 'register-home-km');
    await v.getByTestId('register-start').click();
    const form = v.getByTestId('register-form');
    await form.waitFor();
    await form.locator('#lastName').fill('សុខ');
    await form.locator('#firstName').fill('ស្រីនាង');
    await form.locator('#lastNameEn').fill(family);
    await form.locator('#firstNameEn').fill(given);
    await form.getByText('ស្រី', { exact: true }).click();
    await form.locator('#dateOfBirthString').fill(birth);
    await form.locator('#dateOfBirthString').press('Enter');
    await choose(v, form, 'appliedCourseLevelId');
    await choose(v, form, 'provinceId');
    await form.locator('#guardianPhone').fill('012 345 678');
    await chooseFilter(v, 'question-1', 'កសិករ');
    await v.getByTestId('question-2').fill('តាមរយៈមិត្តភក្តិ');
    await form.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await shot(v, 'register-form-km');
    await v.getByTestId('register-submit').click();
    const referenceCode = (await v.getByTestId('reference-code').innerText()).trim();
    expect(referenceCode).toMatch(/^RG-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await shot(v, 'register-receipt-km');

    // The status page, with the reference filled in from the receipt's link.
    await v.getByRole('link', { name: 'ពិនិត្យស្ថានភាពនៃការចុះឈ្មោះ' }).click();
    await v.locator('#dateOfBirth').fill(birth);
    await v.locator('#dateOfBirth').press('Enter');
    expect(await v.locator('#referenceCode').inputValue()).toBe(referenceCode);
    await v.getByTestId('status-check').click();
    await v.getByTestId('status-result').waitFor();
    expect(await v.getByTestId('registration-status').innerText()).toBe('កំពុងរង់ចាំ');
    expect(await v.getByTestId('status-result').innerText()).toContain('សុខ ស្រីនាង');
    await shot(v, 'register-status-km');
    // A wrong birth date tells nothing.
    await v.locator('#dateOfBirth').fill('13/04/2014');
    await v.locator('#dateOfBirth').press('Enter');
    await v.getByTestId('status-check').click();
    await v.getByTestId('status-error').waitFor();

    // The same pages in English.
    await v.goto('/en/register?schoolCode=DEMO');
    await v.getByTestId('registration-title').waitFor();
    await shot(v, 'register-home-en');
    await v.goto('/en/register/form?schoolCode=DEMO');
    await v.getByTestId('register-form').waitFor();
    await v.getByTestId('register-submit').click();
    await v.getByText("Please enter Guardian's phone").waitFor();
    await shot(v, 'register-form-errors-en');
    // DEMO2 takes no registrations: a clear "closed", and no form.
    await v.goto('/en/register?schoolCode=DEMO2');
    await v.getByTestId('registration-closed').waitFor();
    expect(await v.getByTestId('registration-closed').innerText()).toContain('Registration is closed');
    expect(await v.getByTestId('register-start').count()).toBe(0);
    await shot(v, 'register-closed-en');
    await visitor.context.close();

    // ---- the office, in English: find the registration, confirm it, push it to the applicants
    const office = await newPage(browser, { locale: 'en-US' });
    const p = office.page;
    await signIn(p, 'office', { locale: 'en', to: '/en/administration/preApplicant' });
    const table = p.getByTestId('pre-applicant-table');
    await table.waitFor();
    await table.locator('#search').fill(referenceCode);
    await table.locator('form button[type=submit]').first().click();
    const row = table.locator('tr', { hasText: referenceCode });
    await row.waitFor();
    expect(await row.innerText()).toContain(`${family} ${given}`);
    expect(await row.innerText()).toContain('Pending');
    await shot(p, 'pre-applicant-list-en');
    await row.getByTestId('row-view').click();
    await p.getByTestId('pre-approve').click();
    await p.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => p.getByTestId('registration-status').first().innerText()).toBe('Confirmed');
    await p.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await p.getByTestId('pre-photo').waitFor();
    await shot(p, 'pre-applicant-view-en');
    await p.getByTestId('pre-push').click();
    await p.locator('.ant-modal-confirm .ant-btn-primary').click();
    await p.waitForURL(/\/en\/administration\/applicant\/[0-9a-f-]{36}$/);
    const applicantId = p.url().split('/').pop()!;

    // ---- approve the applicant into a class
    await p.getByTestId('applicant-approve').click();
    const dialog = p.getByTestId('approve-dialog');
    await choose(p, dialog, 'academicClassId');
    await dialog.getByTestId('form-save').click();
    await p.getByTestId('applicant-approved').waitFor();
    expect(await p.getByTestId('applicant-status').innerText()).toBe('Approved');
    await shot(p, 'applicant-approved-en');

    // What is stored: the student is in the chosen class, with the registration's photo.
    type TEnvelope<T> = { StatusCode: number; Data: T };
    const applicant = await apiGet<TEnvelope<{ Status: number; StudentId: string; AcademicClass: { Id: string } }>>(p, `/api/applicant/find?id=${applicantId}`);
    expect(applicant.Data.Status).toBe(1);
    const inClass = await apiGet<TEnvelope<Array<{ Id: string; FullNameEn: string }>>>(
      p,
      `/api/student?academicClassId=${applicant.Data.AcademicClass.Id}&search=${encodeURIComponent(given)}&pageIndex=1&pageSize=10`,
    );
    expect(inClass.Data.map((s) => s.Id)).toContain(applicant.Data.StudentId);
    const student = await apiGet<TEnvelope<{ Profile: string | null; FirstNameEn: string }>>(p, `/api/student/find?id=${applicant.Data.StudentId}`);
    expect(student.Data.FirstNameEn).toBe(given);
    expect(student.Data.Profile).toBeTruthy();
    const picture = await p.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, student.Data.Profile!);
    expect(picture).toEqual({ status: 200, type: 'image/png' });

    // The office's other screens, in English and Khmer.
    await p.goto('/en/administration/applicant');
    await p.getByTestId('applicant-table').waitFor();
    await shot(p, 'applicant-list-en');
    await p.goto('/en/administration/preApplicant/configuration');
    await p.locator('tr', { hasText: 'Open now' }).first().waitFor();
    await shot(p, 'configuration-en');
    // Khmer: the language switcher keeps the page.
    await p.getByTestId('language-switcher').click();
    await p.waitForURL((url) => !url.pathname.startsWith('/en/'));
    await p.locator('tr', { hasText: 'កំពុងបើក' }).first().waitFor();
    await p.getByTestId('config-add').click();
    await p.getByTestId('config-drawer').locator('#description').waitFor();
    await p.waitForTimeout(500);
    await shot(p, 'configuration-form-km');
    await p.goto('/administration/preApplicant');
    await p.getByTestId('pre-applicant-table').locator('tr', { hasText: referenceCode }).waitFor();
    expect(await p.getByTestId('pre-applicant-table').locator('tr', { hasText: referenceCode }).innerText()).toContain('បានបញ្ជាក់');
    await shot(p, 'pre-applicant-list-km');
    await p.goto(`/administration/applicant/${applicantId}`);
    await p.getByTestId('applicant-approved').waitFor();
    expect(await p.getByTestId('applicant-status').innerText()).toBe('បានអនុម័ត');
    await shot(p, 'applicant-approved-km');
    // The approved applicant leads to her new student record.
    await p.getByTestId('applicant-student-link').click();
    await p.waitForURL((url) => url.pathname === `/administration/student/${applicant.Data.StudentId}`);
    await p.getByText(given).first().waitFor();
    await office.context.close();
  });

  it('the office adds an applicant with a guardian in English, edits the guardian, and rejects her with a reason', async () => {
    const given = unique();
    const { context, page: p } = await newPage(browser, { locale: 'en-US', width: 1280 });
    await signIn(p, 'office', { locale: 'en', to: '/en/administration/applicant' });
    await p.getByTestId('applicant-table').waitFor();
    await p.getByTestId('applicant-add').click();
    const form = p.getByTestId('applicant-form');
    await form.waitFor();
    await choose(p, form, 'courseLevelId');
    await form.locator('#lastName').fill('ចាន់');
    await form.locator('#firstName').fill('វិបុល');
    await form.locator('#lastNameEn').fill('Chan');
    await form.locator('#firstNameEn').fill(given);
    await form.getByText('Male', { exact: true }).first().click();
    await form.locator('#dateOfBirth').fill('03/09/2013');
    await form.locator('#dateOfBirth').press('Enter');
    await form.getByRole('button', { name: 'Add guardian' }).click();
    await form.locator('#guardians_0_lastName').fill('ចាន់');
    await form.locator('#guardians_0_firstName').fill('សុខា');
    await form.locator('#guardians_0_lastNameEn').fill('Chan');
    await form.locator('#guardians_0_firstNameEn').fill('Sokha');
    await form.locator('#guardians_0_mobilePhone').fill('098 765 432');
    await shot(p, 'applicant-add-en');
    await form.getByTestId('form-save').click();
    await p.waitForURL(/\/en\/administration\/applicant\/[0-9a-f-]{36}$/);
    const guardians = p.locator('.ant-card', { hasText: 'Guardians' }).locator('tbody');
    await guardians.locator('tr', { hasText: 'Chan Sokha' }).waitFor();
    expect(await guardians.innerText()).toContain('Father');

    // Edit the guardian: now her mother.
    await guardians.getByTestId('row-edit').first().click();
    const drawer = p.getByTestId('guardian-drawer');
    await drawer.locator('#firstNameEn').fill('Sokhany');
    await choose(p, drawer, 'relatationshipType', 'Mother');
    await drawer.getByTestId('form-save').click();
    await guardians.locator('tr', { hasText: 'Chan Sokhany' }).waitFor();
    expect(await guardians.locator('tr', { hasText: 'Chan Sokhany' }).innerText()).toContain('Mother');

    // Reject with a reason: stored and shown; the decision buttons go away.
    await p.getByTestId('applicant-reject').click();
    const dialog = p.getByTestId('reject-dialog');
    await dialog.locator('#reason').fill('The grade is full this year');
    await dialog.getByTestId('form-save').click();
    await expect.poll(() => p.getByTestId('applicant-status').innerText()).toBe('Rejected');
    await p.getByText('Rejected: The grade is full this year').waitFor();
    expect(await p.getByTestId('applicant-approve').count()).toBe(0);
    await shot(p, 'applicant-rejected-en');

    // Found in the list by its Latin name.
    await p.goto('/en/administration/applicant');
    const table = p.getByTestId('applicant-table');
    await table.locator('#search').fill(given);
    await table.locator('form button[type=submit]').first().click();
    const row = table.locator('tr', { hasText: `Chan ${given}` });
    await row.waitFor();
    expect(await row.innerText()).toContain('Rejected');
    await context.close();
  });

  it('the office corrects a pending registration, and adds then deletes a registration period with a question', async () => {
    const { context, page: p } = await newPage(browser, { locale: 'en-US' });
    await signIn(p, 'office', { locale: 'en' });

    // A registration still pending (the demo has some): correct its note and previous school.
    await p.goto('/en/administration/preApplicant');
    const table = p.getByTestId('pre-applicant-table');
    await table.waitFor();
    await chooseFilter(p, 'pre-applicant-status', 'Pending');
    await table.locator('form button[type=submit]').first().click();
    await table.locator('tbody tr', { hasText: 'Pending' }).first().waitFor();
    const reference = (await table.locator('tbody tr', { hasText: 'Pending' }).first().locator('code').innerText()).trim();
    await p.goto(`/en/administration/preApplicant`);
    await table.locator('#search').fill(reference);
    await table.locator('form button[type=submit]').first().click();
    await table.locator('tr', { hasText: reference }).getByTestId('row-view').click();
    await p.getByRole('button', { name: 'Edit' }).click();
    const form = p.getByTestId('pre-applicant-form');
    await form.locator('#previousSchoolName').fill('Hun Sen Primary School');
    await form.locator('#note').fill(`Called the guardian ${reference}`);
    await shot(p, 'pre-applicant-update-en');
    await form.getByTestId('form-save').click();
    await p.waitForURL(/\/preApplicant\/view\?id=/);
    await p.getByText(`Called the guardian ${reference}`).waitFor();
    await p.getByText('Hun Sen Primary School').waitFor();

    // The files: the list as PDF, every field as Excel, seats in exam rooms, then the rooms as PDF.
    await p.goto('/en/administration/preApplicant');
    const download = async (item: string) => {
      await p.getByTestId('pre-applicant-reports').click();
      const [file] = await Promise.all([p.waitForEvent('download'), p.locator('.ant-dropdown-menu-item', { hasText: item }).click()]);
      return file.suggestedFilename();
    };
    expect(await download('List of registrations (PDF)')).toMatch(/^\d{8}-\d{6}_.+\.pdf$/);
    expect(await download('All registration details (Excel)')).toMatch(/\.xlsx$/);
    await p.getByTestId('pre-applicant-reports').click();
    await p.locator('.ant-dropdown-menu-item', { hasText: 'Seat confirmed applicants in exam rooms' }).click();
    await p.getByTestId('confirm-ok').click();
    await p.locator('.ant-modal-confirm-title', { hasText: 'applicants seated' }).waitFor();
    await p.waitForTimeout(500);
    await shot(p, 'pre-applicant-rooms-en');
    await p.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await download('Exam rooms (PDF)')).toMatch(/\.pdf$/);

    // A registration period far ahead, with one question; then deleted.
    const name = `Late admissions ${unique()}`;
    await p.goto('/en/administration/preApplicant/configuration');
    await p.getByTestId('config-add').click();
    const drawer = p.getByTestId('config-drawer');
    await drawer.locator('#description').fill('ការចុះឈ្មោះបន្ថែម');
    await drawer.locator('#descriptionEn').fill(name);
    await drawer.locator('#openDate').fill('01/06/2031');
    await drawer.locator('#openDate').press('Enter');
    await drawer.locator('#closeDate').fill('30/06/2031');
    await drawer.locator('#closeDate').press('Enter');
    await choose(p, drawer, 'courseLevelIds');
    await p.keyboard.press('Escape');
    await drawer.getByRole('button', { name: 'Add question' }).click();
    await drawer.locator('#questions_0_question').fill('តើប្អូនរស់នៅជាមួយអ្នកណា?');
    await drawer.locator('#questions_0_questionEn').fill('Who do you live with?');
    await drawer.getByTestId('form-save').click();
    const row = p.locator('tr', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('01/06/2031');
    await row.getByTestId('row-delete').click();
    await p.getByTestId('confirm-ok').click();
    await expect.poll(() => p.locator('tr', { hasText: name }).count()).toBe(0);
    await context.close();
  });
});
