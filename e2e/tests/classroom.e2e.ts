import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';

let browser: Browser;
/** One classroom (class × subject) of the demo student with no live class open. */
let room: { academicClassId: string; courseLevelSubjectId: string; subject: string };

/** Calls the API from a signed-in page's own session. */
const call = (page: Page, path: string, method = 'GET') =>
  page.evaluate(
    async ({ path, method }) => {
      const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
      const r = await fetch(`/backend${path}`, { method, headers: { authorization: `Bearer ${session.accessToken}` } });
      return (await r.json()) as { StatusCode: number; Data: any };
    },
    { path, method },
  );

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await signIn(page, 'student');
  const rooms = (await call(page, '/api/academic-class/classroom')).Data as {
    AcademicClassId: string;
    CourseLevelSubjectId: string;
    Subject: string;
    Live: unknown;
  }[];
  const free = rooms.find((r) => !r.Live)!;
  room = { academicClassId: free.AcademicClassId, courseLevelSubjectId: free.CourseLevelSubjectId, subject: free.Subject };
  await context.close();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('live class', () => {
  it('the office opens a live class with a meeting link in English, the student sees it live on /classroom in Khmer, the office closes it', async () => {
    const office = await newPage(browser);
    await signIn(office.page, 'admin', {
      to: `/en/classroom/detail?academicClassId=${room.academicClassId}&courseLevelSubjectId=${room.courseLevelSubjectId}`,
    });
    const link = office.page.getByTestId('classroom-link');
    await link.waitFor();
    await link.fill('http://not-secure.example');
    await office.page.getByTestId('classroom-start').click();
    await office.page.getByText('Enter a valid https link').waitFor();
    await link.fill('https://meet.jit.si/demo-school-live');
    await office.page.getByTestId('classroom-start').click();
    await office.page.getByTestId('classroom-close').waitFor({ timeout: 15_000 });
    await shot(office.page, 'en-classroom-live-open');

    const student = await newPage(browser, { width: 390, height: 844 });
    await signIn(student.page, 'student', { to: '/classroom' });
    const card = student.page
      .getByTestId('classroom-card')
      .filter({ hasText: room.subject })
      .filter({ has: student.page.getByTestId('classroom-live') });
    await card.first().waitFor({ timeout: 15_000 });
    expect(await card.first().getByTestId('classroom-live').innerText()).toBe('កំពុងផ្សាយផ្ទាល់');
    await shot(student.page, 'km-classroom-live');
    // Joining is recorded (the call the join button makes), and the office sees who joined.
    const joined = await call(
      student.page,
      `/api/academic-class/join?classLiveId=${(await call(student.page, `/api/academic-class/classroom`)).Data.find((r: any) => r.CourseLevelSubjectId === room.courseLevelSubjectId && r.AcademicClassId === room.academicClassId).Live.Id}`,
      'POST',
    );
    expect(joined.Data.Link).toBe('https://meet.jit.si/demo-school-live');
    await office.page.reload();
    await office.page.getByTestId('classroom-live-card').getByText('Joined (1)').waitFor({ timeout: 15_000 });
    await office.page.getByTestId('classroom-history').getByText('Joined (1)').waitFor();

    await office.page.getByTestId('classroom-close').click();
    await office.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /OK|Yes/ })
      .click();
    await office.page.getByTestId('classroom-start').waitFor({ timeout: 15_000 });
    await office.context.close();
    await student.context.close();
  });
});
