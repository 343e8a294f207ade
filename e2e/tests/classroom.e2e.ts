import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';
import { teachStudentSubject, type TRoom } from '../teaching';

let browser: Browser;
/** A subject of the demo student's class with no live class, which the demo teacher is given to teach for this file. */
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

/** A meeting address under a reserved name: the browser never reaches it, the test answers it (page.route). */
const MEETING = 'https://meet.school-test.invalid/7a-live';

describe('live class', () => {
  it('the teacher opens a live class in English, the student joins from /classroom in Khmer on a phone and sees it live on her dashboard, the teacher sees and downloads the join list', async () => {
    const teacher = await newPage(browser, { locale: 'en-US' });
    await signIn(teacher.page, 'teacher', { locale: 'en', to: '/en/classroom' });
    // The teacher's /classroom: her class and the subject she now teaches in the student's class.
    const mine = teacher.page.getByTestId('classroom-card').filter({ hasText: `${room.subjectEn} · ${room.classNameEn}` });
    await mine.waitFor();
    expect(await mine.getByTestId('classroom-not-live').innerText()).toBe('Not live');
    await shot(teacher.page, 'en-classroom-teacher');
    await mine.getByRole('link').click();
    const link = teacher.page.getByTestId('classroom-link');
    await link.waitFor();
    await link.fill('http://not-secure.example');
    await teacher.page.getByTestId('classroom-start').click();
    await teacher.page.getByText('Enter a valid https link').waitFor();
    await link.fill(MEETING);
    await teacher.page.getByTestId('classroom-start').click();
    await teacher.page.getByTestId('classroom-close').waitFor({ timeout: 15_000 });
    await shot(teacher.page, 'en-classroom-live-open');

    const student = await newPage(browser, { width: 390, height: 844 });
    // The meeting opens in a new tab: answered here, so nothing leaves this machine.
    await student.context.route(MEETING, (route) => route.fulfill({ contentType: 'text/html', body: '<title>meeting</title><p>meeting</p>' }));
    await signIn(student.page, 'student', { to: '/classroom' });
    const card = student.page
      .getByTestId('classroom-card')
      .filter({ hasText: room.subject })
      .filter({ has: student.page.getByTestId('classroom-live') });
    await card.first().waitFor({ timeout: 15_000 });
    expect(await card.first().getByTestId('classroom-live').innerText()).toBe('កំពុងផ្សាយផ្ទាល់');
    await shot(student.page, 'km-classroom-live');
    // She presses Join: the join is recorded and the meeting opens in a new tab.
    const [meeting] = await Promise.all([student.context.waitForEvent('page'), card.first().getByTestId('classroom-join').click()]);
    await expect.poll(() => meeting.url(), { timeout: 15_000 }).toBe(MEETING);
    await meeting.close();
    // Her dashboard says it is live now, with Join.
    await student.page.goto('/');
    const banner = student.page.getByTestId('dashboard-live-now');
    await banner.waitFor({ timeout: 15_000 });
    const live = banner.locator('.ant-alert').filter({ hasText: room.subject });
    expect(await live.innerText()).toContain('កំពុងផ្សាយផ្ទាល់');
    await live.getByTestId('classroom-join').waitFor();
    expect(await student.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(student.page, 'km-dashboard-live-now');
    await student.context.close();

    // The teacher sees who joined and downloads the list as attendance evidence.
    await teacher.page.reload();
    await teacher.page.getByTestId('classroom-live-card').getByText('Joined (1)').waitFor({ timeout: 15_000 });
    const history = teacher.page.getByTestId('classroom-history');
    await history.getByText('Joined (1)').waitFor();
    const [download] = await Promise.all([teacher.page.waitForEvent('download'), history.getByTestId('classroom-export').first().click()]);
    expect(download.suggestedFilename()).toMatch(/live-class-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"Name","Name (Latin letters)","Joined at"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"[^"]+","Ly Sreyneang","\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/);
    await shot(teacher.page, 'en-classroom-joined');

    await teacher.page.getByTestId('classroom-close').click();
    await teacher.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /OK|Yes/ })
      .click();
    await teacher.page.getByTestId('classroom-start').waitFor({ timeout: 15_000 });
    await teacher.context.close();
  });

  it("the teacher's /classroom in Khmer", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'teacher', { to: '/classroom' });
    const mine = page.getByTestId('classroom-card').filter({ hasText: `${room.subject} · ${room.className}` });
    await mine.waitFor();
    expect(await mine.getByTestId('classroom-not-live').innerText()).toBe('មិនមានថ្នាក់ផ្ទាល់');
    await shot(page, 'km-classroom-teacher');
    await context.close();
  });
});
