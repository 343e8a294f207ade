import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';
import { latinAccessibleNames } from '../khmer-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The latest Monday-to-Friday school day up to today in Phnom Penh (the demo week has classes then). */
function schoolWeekday(): string {
  const d = new Date(Date.now() + 7 * 3_600_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe('student attendance', () => {
  it('a teacher takes a class on a phone in Khmer: counts follow each mark, one save writes the sheet', async () => {
    const date = schoolWeekday();
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'teacher', { to: `/attendance?date=${date}` });
    const routines = page.getByTestId('attendance-routines');
    await routines.waitFor();
    const first = routines.locator('[data-testid^="routine-"]').first();
    await first.waitFor();
    // The class by its name, as the confirmation and score screens write it (not its Latin code '1A').
    expect(await first.locator('.ant-list-item-meta-title').innerText()).toMatch(/^ថ្នាក់ទី/);
    await shot(page, 'attendance-routines-km');
    await first.click();
    const sheet = page.getByTestId('attendance-sheet');
    await sheet.locator('[data-testid^="student-"]').first().waitFor();
    expect(await page.locator('.ant-card-head-title', { has: page.getByTestId('attendance-back') }).innerText()).toMatch(/ថ្នាក់ទី/);
    await page
      .getByTestId('attendance-all-present')
      .click()
      .catch(() => undefined);
    const student = sheet.locator('[data-testid^="student-"]').first();
    // Mission: a mark the demo's past days never carry, so this is a change whatever the day holds.
    await student.getByText('បេសកកម្ម', { exact: true }).click();
    const counts = page.getByTestId('attendance-counts');
    expect(await counts.innerText()).toMatch(/បេសកកម្ម\s*[១-៩]/);
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('attendance-save').click();
    await page.getByText('បានរក្សាទុកវត្តមាន').waitFor();
    await shot(page, 'attendance-sheet-km');
    expect(await latinAccessibleNames(page)).toEqual([]);
    await context.close();
  });

  it('a save while the connection is down keeps the marks and goes by itself when it is back; a reload keeps the opened sheet', async () => {
    const date = schoolWeekday();
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'teacher', { to: `/attendance?date=${date}` });
    await page.getByTestId('attendance-routines').locator('[data-testid^="routine-"]').first().click();
    // The opened routine is in the address, so a reload (or a shared link) opens the same sheet.
    await page.waitForURL(/[?&]open=[0-9a-f-]{36}/);
    const opened = new URL(page.url()).searchParams.get('open');
    const sheet = page.getByTestId('attendance-sheet');
    const student = sheet.locator('[data-testid^="student-"]').first();
    await student.waitFor();
    const code = (await student.getAttribute('data-testid'))!;
    const before = await student.locator('.ant-radio-button-wrapper-checked').innerText();
    // Not late: the confirmation test below marks this student late and needs that to be a change.
    const mark = before === 'សុំច្បាប់' ? 'អវត្តមាន' : 'សុំច្បាប់';
    await student.getByText(mark, { exact: true }).click();

    await context.setOffline(true);
    await page.getByTestId('attendance-save').click();
    // The page says the marks wait on this device; they are in the browser's storage too.
    await page.getByTestId('attendance-failed').waitFor();
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('student-attendance:')));
    expect(kept).toEqual([`student-attendance:${opened}:${date}`]);
    await shot(page, 'attendance-offline-km');
    await context.setOffline(false);
    await page.getByText('បានរក្សាទុកវត្តមាន').waitFor();
    expect(await page.getByTestId('attendance-failed').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('student-attendance:')))).toEqual([]);

    // A reload opens the same routine and shows the saved mark (from the server: nothing is left in storage).
    await page.reload();
    const again = page.getByTestId('attendance-sheet').getByTestId(code);
    await expect.poll(() => again.locator('.ant-radio-button-wrapper-checked').innerText()).toBe(mark);
    expect(new URL(page.url()).searchParams.get('open')).toBe(opened);
    await context.close();
  });

  it("'All students' is ticked only when every student is absent, and a change of one unticks it (data-calls §4)", async () => {
    const date = schoolWeekday();
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: `/en/attendance?date=${date}` });
    await page.getByTestId('attendance-routines').getByTestId('routine-1A').first().click();
    const students = page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]');
    await students.first().waitFor();
    // antd puts the test id on the checkbox's input.
    const all = page.getByTestId('attendance-all-students');
    const counts = page.getByTestId('attendance-counts');
    await all.click();
    expect(await all.isChecked()).toBe(true);
    const n = await students.count();
    expect(await counts.innerText()).toContain(`Absent ${n}`);
    await students.first().getByText('Present', { exact: true }).click();
    expect(await all.isChecked()).toBe(false);
    expect(await counts.innerText()).toContain(`Absent ${n - 1}`);
    await all.click();
    expect(await all.isChecked()).toBe(true);
    // Unticked: everyone present. Nothing is saved here: the page is left without saving.
    await all.click();
    expect(await counts.innerText()).toContain(`Present ${n}`);
    await page.evaluate(() => localStorage.clear());
    await context.close();
  });

  it('in English the office sees every class of the day and opens one', async () => {
    const date = schoolWeekday();
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: `/en/attendance?date=${date}` });
    const routines = page.getByTestId('attendance-routines');
    await routines.locator('[data-testid^="routine-"]').first().waitFor();
    expect(await routines.locator('[data-testid^="routine-"]').count()).toBeGreaterThan(1);
    await shot(page, 'attendance-routines-en');
    // Grade 1A has demo students (the teacher's class above).
    expect(await routines.getByTestId('routine-1A').first().innerText()).toContain('Grade 1A');
    await routines.getByTestId('routine-1A').first().click();
    await page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]').first().waitFor();
    expect(await page.getByTestId('attendance-counts').innerText()).toContain('Present');
    await shot(page, 'attendance-sheet-en');
    await context.close();
  });

  it("a student reads her month at /profile/attendance: a calendar with each day's statuses and the counts, Khmer then English", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', { to: '/profile/attendance' });
    const calendar = page.getByTestId('my-attendance-calendar');
    await calendar.waitFor();
    await page
      .getByTestId('my-attendance-counts')
      .getByText(/^វត្តមាន\s*[០-៩]/)
      .waitFor();
    const marked = calendar.locator('[data-date] .ant-tag');
    // The demo's two weeks before today may lie in the month before.
    if ((await marked.count()) === 0) await page.getByRole('button', { name: 'ខែមុន' }).click();
    await marked.first().waitFor();
    expect(await page.getByTestId('my-attendance-month').innerText()).toMatch(/[០-៩]{4}/);
    expect(await latinAccessibleNames(page)).toEqual([]);
    await shot(page, 'my-attendance-km');
    await page.goto('/en/profile/attendance');
    await page
      .getByTestId('my-attendance-counts')
      .getByText(/Present\s*\d/)
      .waitFor();
    expect(await page.getByTestId('my-attendance-month').innerText()).toMatch(/\d{4}/);
    await shot(page, 'my-attendance-en');
    await context.close();
  });

  it("the office reads a class's exam summary, corrects one student's absences, and reads the daily log and the week (Khmer and English)", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    // The first class of the year (1A, the demo teacher's) and the current exam are chosen by default.
    await page.goto('/attendance?tab=summary');
    const table = page.getByTestId('summary-table');
    const sources = table.locator('[data-testid^="source-"]');
    await sources.first().waitFor();
    // The demo saved one student's correction; the others are counted from the marks.
    await table.getByText('កែតម្រូវ', { exact: true }).first().waitFor();
    expect(await page.getByTestId('summary-period').innerText()).toMatch(/[០-៩]{4}/);
    const counted = sources.filter({ hasText: 'គណនា' }).first();
    const code = (await counted.getAttribute('data-testid'))!.slice('source-'.length);
    expect(await table.getByTestId(`computed-${code}-present`).innerText()).toMatch(/^[១-៩][០-៩]*$/);
    await shot(page, 'attendance-summary-km');
    const absences = table.getByTestId(`saved-${code}-absence`);
    await absences.fill('7');
    await page.getByTestId('summary-save').click();
    await page.getByText('បានរក្សាទុកសង្ខេបវត្តមាន').waitFor();
    await page.reload();
    // Khmer pages write the number in Khmer digits.
    await expect.poll(() => table.getByTestId(`saved-${code}-absence`).inputValue()).toBe('៧');
    expect(await table.getByTestId(`source-${code}`).innerText()).toBe('កែតម្រូវ');
    expect(await latinAccessibleNames(page)).toEqual([]);

    // The daily log of the last school day before today: the demo's marks in the grid's letters.
    const day = new Date(Date.parse(`${schoolWeekday()}T00:00:00Z`) - 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
    await page.goto(`/attendance?tab=log&date=${day.toISOString().slice(0, 10)}`);
    const log = page.getByTestId('log-grid');
    await log.locator('[data-testid^="log-"]').first().waitFor();
    expect(await page.getByTestId('log-totals').innerText()).toMatch(/វត្តមាន\s*[១-៩]/);
    await shot(page, 'attendance-log-km');

    await page.goto('/en/attendance?tab=weekly');
    const grid = page.getByTestId('weekly-grid');
    await grid.locator('[data-testid^="weekly-"]').first().waitFor();
    expect(await page.getByTestId('weekly-totals').innerText()).toMatch(/Present\s*[1-9]/);
    await shot(page, 'attendance-weekly-en');
    await page.goto('/en/attendance?tab=summary');
    await page.getByTestId('summary-table').getByTestId(`source-${code}`).getByText('Corrected').waitFor();
    expect(await page.getByTestId('summary-table').getByTestId(`saved-${code}-absence`).inputValue()).toBe('7');
    await context.close();
  });
});

/** The first Monday-to-Friday at least `days` after today in Phnom Penh (a day with classes, nothing taken yet). */
function weekdayAfter(days: number): string {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('confirming a day, corrections, leave as permission, the dashboard card', () => {
  // A school day the demo has not taken: today on a weekday, the next Monday on a weekend (the demo takes every
  // school day of the two weeks before its first start, so on a Saturday the latest Friday is taken, confirmed or not).
  const date = weekdayAfter(0);
  // After the demo's pending leave of the demo student (today + 2 and + 3): no overlap.
  const leaveDay = weekdayAfter(4);
  const reason = `ពិធីបុណ្យ ${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

  it('the teacher saves a sheet; the office confirms the day in Khmer (warned of sessions not taken); the teacher then reads it only', async () => {
    const teacher = await newPage(browser);
    await signIn(teacher.page, 'teacher', { to: `/attendance?date=${date}` });
    await teacher.page.getByTestId('attendance-routines').getByTestId('routine-1A').first().click();
    const student = teacher.page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]').first();
    await student.waitFor();
    await student.getByText('យឺត', { exact: true }).click();
    await teacher.page.getByTestId('attendance-save').click();
    await teacher.page.getByText('បានរក្សាទុកវត្តមាន').waitFor();

    const office = await newPage(browser);
    await signIn(office.page, 'admin', { to: `/attendance?date=${date}` });
    // /attendance links to the confirmation of the same day.
    await office.page.getByTestId('attendance-confirm-link').click();
    await office.page.waitForURL(new RegExp(`/attendance/confirm\\?date=${date}$`));
    const card = office.page.getByTestId('confirm-class-1A');
    await card.waitFor();
    expect(await card.getByTestId('confirm-counts').innerText()).toMatch(/យឺត\s*[១-៩]/);
    await card.getByTestId('confirm-day').click();
    const dialog = office.page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('មិនទាន់ស្រង់វត្តមាននៅឡើយ');
    await dialog.locator('.ant-modal-confirm-btns button').last().click();
    await expect.poll(() => card.getByTestId('confirm-state').innerText()).toBe('បានបញ្ជាក់');
    expect(await card.getByTestId('confirm-by').innerText()).toMatch(/^បញ្ជាក់ដោយ .+ នៅ .*[០-៩]/);
    await office.context.close();

    await teacher.page.goto(`/attendance?date=${date}`);
    await teacher.page.getByTestId('attendance-routines').getByTestId('routine-1A').first().click();
    await teacher.page.getByText('មានតែការិយាល័យទេដែលអាចកែបាន').waitFor();
    expect(await teacher.page.getByTestId('attendance-save').count()).toBe(0);
    expect(await teacher.page.getByTestId('attendance-sheet').locator('input[type=radio]:not([disabled])').count()).toBe(0);
    await teacher.context.close();
  });

  it('the office corrects one mark of the confirmed day; the confirmation screen shows it, before → after, in English and Khmer', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: `/en/attendance?date=${date}` });
    await page.getByTestId('attendance-routines').getByTestId('routine-1A').first().click();
    const student = page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]').first();
    await student.waitFor();
    await page.getByText('your changes are kept in the correction log').waitFor();
    await student.getByText('Present', { exact: true }).click();
    await page.getByTestId('attendance-save').click();
    await page.getByText('Attendance saved').waitFor();
    await page.goto(`/en/attendance/confirm?date=${date}`);
    const card = page.getByTestId('confirm-class-1A');
    const change = card.getByTestId('confirm-changes').getByTestId('confirm-change').last();
    await change.waitFor();
    expect((await change.innerText()).replace(/\s+/g, ' ')).toBe('Late → Present');
    expect(await card.getByTestId('confirm-state').innerText()).toBe('Confirmed');
    await shot(page, 'attendance-confirm-en');
    await context.close();
    const khmer = await newPage(browser);
    await signIn(khmer.page, 'admin', { to: `/attendance/confirm?date=${date}` });
    const km = khmer.page.getByTestId('confirm-class-1A').getByTestId('confirm-changes').getByTestId('confirm-change').last();
    await km.waitFor();
    expect((await km.innerText()).replace(/\s+/g, ' ')).toBe('យឺត → វត្តមាន');
    expect(await latinAccessibleNames(khmer.page)).toEqual([]);
    await shot(khmer.page, 'attendance-confirm-km');
    await khmer.context.close();
  });

  it("a leave the guardian sent from the app, approved by the office, pre-marks his child permission on that day's sheet; the student's dashboard card counts", async () => {
    // Guardians use the mobile app (web access is off for them here): the guardian's session sends what the app sends.
    const guardian = await newPage(browser);
    await signIn(guardian.page, 'guardian');
    const sent = await guardian.page.evaluate(
      async ({ leaveDay, reason }) => {
        const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
        const headers = { authorization: `Bearer ${session.accessToken}` };
        const child = (await (await fetch('/backend/api/student', { headers })).json()).Data[0];
        const types = (await (await fetch('/backend/api/leave-type?actorType=0&status=0', { headers })).json()).Data as Array<{
          Id: string;
          Description: string;
        }>;
        const form = new FormData();
        form.set('ActorType', '0');
        form.set('ActorId', child.Id);
        form.set('LeaveTypeId', types.find((t) => t.Description === 'ច្បាប់ឈឺ')!.Id);
        form.set('FromDate', leaveDay);
        form.set('ToDate', leaveDay);
        form.set('Reason', reason);
        const r = await fetch('/backend/api/leave-request', { method: 'POST', headers, body: form });
        return { status: r.status, child: child.FullNameEn as string };
      },
      { leaveDay, reason },
    );
    expect(sent).toEqual({ status: 200, child: 'Ly Sreyneang' });
    await guardian.context.close();

    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/leave-request' });
    const row = page.getByTestId('leave-table').locator('tr', { hasText: reason });
    await row.getByTestId('leave-decide').click();
    await page.getByTestId('leave-approve').click();
    await expect.poll(() => row.getByTestId('leave-status').innerText()).toBe('Approved');
    await page.goto(`/en/attendance?date=${leaveDay}`);
    await page.getByTestId('attendance-routines').getByTestId('routine-7A').first().click();
    const child = page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]', { hasText: 'Ly Sreyneang' });
    await child.waitFor();
    expect(await child.innerText()).toContain('On leave');
    expect(await child.locator('.ant-radio-button-wrapper-checked').innerText()).toBe('Permission');
    await context.close();

    // The student's dashboard: her year's counts and her leave requests (the one above approved).
    const student = await newPage(browser);
    await signIn(student.page, 'student', { to: '/dashboard' });
    const card = student.page.getByTestId('dashboard-attendance');
    await card.getByTestId('dashboard-attendance-counts').waitFor();
    expect(await card.getByTestId('dashboard-attendance-counts').innerText()).toMatch(/វត្តមាន\s*[១-៩]/);
    expect(await card.innerText()).toMatch(/បានអនុម័ត៖ [១-៩]/);
    expect(await latinAccessibleNames(student.page)).toEqual([]);
    await shot(student.page, 'dashboard-attendance-km');
    await student.context.close();
  });
});

describe('attendance by date with clock-in/out', () => {
  it('the office switches the school to attendance by date; a class is taken once a day with arrival and departure times, then back by session', async () => {
    const date = weekdayAfter(7);
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/settings/campus/edit' });
    const chooseType = async (label: string) => {
      await page.getByTestId('campus-attendance-type').click();
      await page.locator('.ant-select-dropdown').getByText(label, { exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/saved/i).first().waitFor();
    };
    await page.getByTestId('campus-attendance-type').waitFor();
    await chooseType('By date (clock-in and clock-out)');
    try {
      await page.goto(`/en/attendance?date=${date}`);
      const routines = page.getByTestId('attendance-routines');
      // Each class once, for its whole day.
      const oneA = routines.getByTestId('routine-1A');
      await oneA.waitFor();
      expect(await oneA.count()).toBe(1);
      expect(await oneA.innerText()).toContain('Whole day');
      await oneA.click();
      await page.waitForURL(/[?&]open=/);
      const student = page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]').first();
      await student.waitFor();
      const code = (await student.getAttribute('data-testid'))!.slice('student-'.length);
      await page.getByTestId(`clock-in-${code}`).fill('07:05');
      await page.getByTestId(`clock-out-${code}`).fill('11:30');
      await student.getByText('Late', { exact: true }).click();
      await shot(page, 'attendance-by-date-en');
      await page.getByTestId('attendance-save').click();
      await page.getByText('Attendance saved').waitFor();
      await page.reload();
      await expect.poll(() => page.getByTestId(`clock-in-${code}`).inputValue()).toBe('07:05');
      expect(await page.getByTestId(`clock-out-${code}`).inputValue()).toBe('11:30');
      expect(await page.getByTestId(`student-${code}`).locator('.ant-radio-button-wrapper-checked').innerText()).toBe('Late');
    } finally {
      await page.goto('/en/settings/campus/edit');
      await page.getByTestId('campus-attendance-type').waitFor();
      await chooseType('By session');
    }
    await page.goto(`/en/attendance?date=${date}`);
    await page.getByTestId('attendance-routines').getByTestId('routine-1A').first().click();
    await page.getByTestId('attendance-sheet').locator('[data-testid^="student-"]').first().waitFor();
    expect(await page.locator('[data-testid^="clock-in-"]').count()).toBe(0);
    await context.close();
  });
});
