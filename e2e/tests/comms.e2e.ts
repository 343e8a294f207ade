import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoYear, launchBrowser, newPage, settle, shot, signIn } from '../browser';
import { latinDigitTexts } from '../khmer-page';
import { apiCall, teachStudentSubject, type TRoom } from '../teaching';

let browser: Browser;
/** The demo teacher is given a subject of the demo student's class (7A) for this file: her feed and her messages reach it. */
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

// Letters only: a Khmer page shows no Latin digits.
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

/**
 * `count` messages from the page's signed-in user to `to`, sent through the API the way the page sends one: the
 * numbered `word` and the run's tag, the last one marked "ចុងក្រោយ" (last). Answers their HTTP statuses.
 */
function sendMessages(page: Page, to: string, word: string, count: number): Promise<number[]> {
  return page.evaluate(
    async ({ to, word, count, tag }) => {
      const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
      const answers: number[] = [];
      for (let i = 1; i <= count; i += 1) {
        const form = new FormData();
        form.set('ToUserId', to);
        form.set('Text', `${word} ${'០១២៣៤៥៦៧៨៩'[i % 10]} ${tag}${i === count ? ' ចុងក្រោយ' : ''}`);
        const r = await fetch('/backend/api/mail/v1', { method: 'POST', headers: { authorization: `Bearer ${session.accessToken}` }, body: form });
        answers.push(r.status);
      }
      return answers;
    },
    { to, word, count, tag },
  );
}

describe('the feed, messages and notification choices (issue 16)', () => {
  it('a teacher posts to her class in English; a student likes and comments in Khmer; the teacher sees both', async () => {
    const teacher = await newPage(browser, { locale: 'en-US' });
    // The bell reads the notification topics once on first load (the live stream's first event, telling nothing
    // new, reads nothing again).
    let topicReads = 0;
    let streamAnswered = false;
    teacher.page.on('request', (r) => {
      if (r.url().includes('/api/notification/topics')) topicReads += 1;
    });
    teacher.page.on('response', (r) => {
      if (r.url().includes('/api/notification/stream')) streamAnswered = true;
    });
    await signIn(teacher.page, 'teacher', { locale: 'en', to: '/en/feeds' });
    const composer = teacher.page.getByTestId('feed-composer');
    await composer.waitFor();
    await expect.poll(() => streamAnswered, { timeout: 15_000 }).toBe(true);
    await settle(teacher.page, { quietMs: 1_000 });
    expect(topicReads).toBe(1);
    await composer.getByTestId('feed-text').fill(`Our class planted trees today ${tag}`);
    // The privacy buttons (antd's button-style radios).
    await composer.locator('[id="privacy"] label', { hasText: 'Class' }).click();
    await expect.poll(() => composer.locator('[id="privacy"] .ant-radio-button-wrapper-checked').innerText()).toContain('Class');
    // Only the classes she teaches (her own demo class and the one she was given a subject of), not the year's
    // every class: the picker lists what GET /api/v2/feed/classes answers her, in its order.
    await composer.getByTestId('feed-class').click();
    const own = ((await apiCall(teacher.page, '/api/v2/feed/classes')).Data as Array<{ DescriptionEn: string }>).map((c) => c.DescriptionEn);
    expect(own).toHaveLength(2);
    expect(own).toContain(room.classNameEn);
    const listed = teacher.page.locator('.ant-select-dropdown:has([id="academicClassId_list"]) .ant-select-item-option');
    await expect.poll(() => listed.allInnerTexts()).toEqual(own);
    await composer.locator('#academicClassId').fill(room.classNameEn);
    await teacher.page.locator('.ant-select-dropdown:has([id="academicClassId_list"]) .ant-select-item-option', { hasText: room.classNameEn }).first().click();
    await expect.poll(() => composer.getByTestId('feed-class').innerText()).toContain(room.classNameEn);
    await composer.getByTestId('feed-post').click();
    const mine = teacher.page.getByTestId('feed-post-card').filter({ hasText: `Our class planted trees today ${tag}` });
    await mine.waitFor();
    await shot(teacher.page, 'en-feed-post');

    const student = await newPage(browser);
    await signIn(student.page, 'student', { to: '/feeds' });
    const card = student.page.getByTestId('feed-post-card').filter({ hasText: `Our class planted trees today ${tag}` });
    // New posts on top (data-calls §4).
    await expect.poll(async () => (await student.page.getByTestId('feed-post-card').first().innerText()).includes(tag)).toBe(true);
    await card.getByTestId('feed-like').click();
    await expect.poll(() => card.getByTestId('feed-like').getAttribute('aria-pressed')).toBe('true');
    await card.getByTestId('feed-comment-input').fill('ល្អណាស់លោកគ្រូ!');
    await card.getByTestId('feed-comment-send').click();
    await card.getByTestId('feed-comments').getByText('ល្អណាស់លោកគ្រូ!').waitFor();
    expect(await latinDigitTexts(student.page)).toEqual([]);
    await shot(student.page, 'km-feed-like-comment');

    await teacher.page.reload();
    await mine.waitFor();
    expect(await mine.getByTestId('feed-like').innerText()).toMatch(/1/);
    const toggle = mine.getByTestId('feed-comments-toggle');
    if (await toggle.isVisible()) await toggle.click();
    await mine.getByText('ល្អណាស់លោកគ្រូ!').waitFor();
    // Names in the page's language: the English page names the author and the commenter in Latin letters (the
    // API's CreateByEn), the Khmer page in Khmer (CreateBy). Before, both pages showed the Khmer name.
    type TWirePost = { Text: string; CreateBy: string; CreateByEn: string; FeedComments: Array<{ CreateBy: string; CreateByEn: string }> };
    const posts = (await apiCall(teacher.page, '/api/v2/feed/current?privacy=1&pageSize=50')).Data as TWirePost[];
    const wire = posts.find((p) => p.Text.includes(tag))!;
    const khmer = /[\u1780-\u17FF]/;
    expect(wire.CreateByEn).not.toMatch(khmer);
    expect(wire.CreateBy).toMatch(khmer);
    expect(await mine.getByTestId('feed-author').innerText()).toBe(wire.CreateByEn);
    expect(await mine.getByTestId('feed-comment-author').first().innerText()).toBe(wire.FeedComments[0]!.CreateByEn);
    expect(await mine.getByTestId('feed-comment-author').first().innerText()).not.toMatch(khmer);
    expect(await card.getByTestId('feed-author').innerText()).toBe(wire.CreateBy);
    await student.context.close();
    await teacher.context.close();
  });

  it("a guardian writes to his child's teacher in Khmer; her bell tells her live, she answers in English, and his bell tells him", async () => {
    const teacher = await newPage(browser, { locale: 'en-US' });
    await signIn(teacher.page, 'teacher', { locale: 'en', to: '/en/messages' });
    const teacherBell = teacher.page.getByTestId('notification-bell');
    await teacherBell.waitFor();
    const teacherBefore = (await teacherBell.getAttribute('aria-label')) ?? '';

    const guardian = await newPage(browser);
    await signIn(guardian.page, 'guardian', { to: '/messages' });
    const guardianBell = guardian.page.getByTestId('notification-bell');
    await guardianBell.waitFor();
    // His contacts without a class: his children's teachers and the office.
    await guardian.page.locator('.ant-select:has(#message-to)').click();
    await guardian.page.locator('.ant-select-dropdown:has([id="message-to_list"]) .ant-select-item-option', { hasText: 'ហេង សុវណ្ណារ៉ា' }).first().click();
    await guardian.page.waitForURL(/\/messages\?with=/);
    await guardian.page.getByTestId('message-text').fill(`សូមជម្រាបសួរលោកគ្រូ កូនខ្ញុំឈឺ ថ្ងៃនេះមិនអាចមករៀនបានទេ ${tag}`);
    const guardianBefore = (await guardianBell.getAttribute('aria-label')) ?? '';
    await guardian.page.getByTestId('message-send').click();
    await guardian.page.getByTestId('message-bubble').filter({ hasText: tag }).waitFor();
    expect(await latinDigitTexts(guardian.page)).toEqual([]);
    await shot(guardian.page, 'km-messages-guardian');

    // No reload: the teacher's bell counts it; its notice opens the conversation.
    await expect.poll(() => teacherBell.getAttribute('aria-label'), { timeout: 15_000 }).not.toBe(teacherBefore);
    await teacherBell.click();
    const notice = teacher.page.getByTestId('notification-item').filter({ hasText: 'Message from Ly Vanna' }).first();
    await notice.waitFor();
    await notice.click();
    await teacher.page.getByTestId('message-bubble').filter({ hasText: tag }).waitFor();
    await teacher.page.getByTestId('message-text').fill(`Thank you for telling me. I hope she feels better soon. ${tag}`);
    await teacher.page.getByTestId('message-send').click();
    await teacher.page.getByTestId('message-bubble').filter({ hasText: 'I hope she feels better soon' }).waitFor();
    await shot(teacher.page, 'en-messages-teacher');

    // His bell hears the answer live, and the conversation shows it.
    await expect.poll(() => guardianBell.getAttribute('aria-label'), { timeout: 15_000 }).not.toBe(guardianBefore);
    await guardianBell.click();
    const answer = guardian.page.getByTestId('notification-item').filter({ hasText: 'សារពី ហេង សុវណ្ណារ៉ា' }).first();
    await answer.waitFor();
    await answer.click();
    await guardian.page.getByTestId('message-bubble').filter({ hasText: 'I hope she feels better soon' }).waitFor();
    await guardian.context.close();
    await teacher.context.close();
  });

  it('on a phone, a long conversation opens in view at its newest message (Khmer)', async () => {
    const guardian = await newPage(browser, { width: 390, height: 844 });
    await signIn(guardian.page, 'guardian', { to: '/messages' });
    const contacts = (await apiCall(guardian.page, '/api/mail/users')).Data as Array<{ UserId: string; MobileActorType: number }>;
    const office = contacts.find((c) => c.MobileActorType === 5);
    if (!office) throw new Error('The guardian has no office contact');
    const statuses = await sendMessages(guardian.page, office.UserId, 'សំណួរទី', 12);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await guardian.page.reload();
    await guardian.page
      .getByTestId('message-conversation')
      .filter({ hasText: `${tag} ចុងក្រោយ` })
      .click();
    const newest = guardian.page.getByTestId('message-bubble').filter({ hasText: `${tag} ចុងក្រោយ` });
    await newest.waitFor();
    // The thread's box is scrolled to its end, and the page to the thread (below the list on a phone).
    const where = () =>
      newest.evaluate((el) => {
        const bubble = el.getBoundingClientRect();
        const box = el.closest('[data-testid="message-scroll"]')!.getBoundingClientRect();
        return { inBox: bubble.top >= box.top - 1 && bubble.bottom <= box.bottom + 1, inWindow: bubble.top >= 0 && bubble.bottom <= window.innerHeight };
      });
    await expect.poll(where).toEqual({ inBox: true, inWindow: true });
    await shot(guardian.page, 'km-phone-messages-thread');
    await guardian.context.close();
  });

  it('a guardian turns a topic off and on on his profile (kept across a reload) and sees the Telegram card (Khmer, then English)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'guardian', { to: '/profile' });
    const settings = page.getByTestId('notification-settings');
    const feed = settings.getByTestId('notification-topic-FEED').getByRole('switch');
    await feed.waitFor();
    expect(await feed.getAttribute('aria-checked')).toBe('true');
    await feed.click();
    await expect.poll(() => feed.getAttribute('aria-checked')).toBe('false');
    // No bot token on the test server: the card says the school has not set Telegram up.
    await page.getByTestId('telegram-link').getByText('សាលារៀនមិនទាន់បានរៀបចំ Telegram bot នៅឡើយទេ។').waitFor();
    expect(await latinDigitTexts(page)).toEqual([]);
    await shot(page, 'km-profile-notifications');

    await page.goto('/en/profile');
    const feedEn = page.getByTestId('notification-settings').getByTestId('notification-topic-FEED');
    await feedEn.getByText('Feed').waitFor();
    const toggle = feedEn.getByRole('switch');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('telegram-link').getByText('The school has not set up its Telegram bot yet.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('notification-topic-FEED').getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await shot(page, 'en-profile-notifications');
    await context.close();
  });

  it('a teacher writes to her whole class in English; the student and the guardian each get it with a notice, and his answer comes back to her only', async () => {
    const teacher = await newPage(browser, { locale: 'en-US' });
    await signIn(teacher.page, 'teacher', { locale: 'en', to: '/en/messages' });
    // Her classes only (GET /api/mail/classes: her own demo class and the one she was given a subject of).
    await teacher.page.getByTestId('message-class').click();
    const classes = (await apiCall(teacher.page, '/api/mail/classes')).Data as Array<{ Id: string; DescriptionEn: string }>;
    const mine = classes.map((c) => c.DescriptionEn);
    expect(mine).toHaveLength(2);
    await expect.poll(() => teacher.page.locator('.ant-select-dropdown .ant-select-item-option').allInnerTexts()).toEqual(mine);
    // Her own demo class: the whole-class button is there, and held back with a word when nobody of the class has
    // an account (the server would refuse the message: nobody would get it).
    const ownClass = classes.find((c) => c.Id !== room.academicClassId)!;
    const ownPeople = (await apiCall(teacher.page, `/api/mail/users?academicClassId=${ownClass.Id}`)).Data as Array<{ MobileActorType: number }>;
    const ownFamily = ownPeople.filter((u) => u.MobileActorType === 0 || u.MobileActorType === 1).length;
    await teacher.page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: ownClass.DescriptionEn }).first().click();
    await expect.poll(() => teacher.page.getByTestId('message-class-all').isDisabled()).toBe(ownFamily === 0);
    expect(await teacher.page.getByTestId('message-class-nobody').isVisible()).toBe(ownFamily === 0);
    await teacher.page.getByTestId('message-class').click();
    await teacher.page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: room.classNameEn }).first().click();
    await expect.poll(() => teacher.page.getByTestId('message-class-all').isEnabled()).toBe(true);
    expect(await teacher.page.getByTestId('message-class-nobody').count()).toBe(0);
    await teacher.page.getByTestId('message-class-all').click();
    const dialog = teacher.page.getByTestId('message-class-dialog');
    await dialog.getByTestId('message-class-text').fill(`Parents' meeting on Friday at 4 pm ${tag}`);
    await teacher.page.getByTestId('message-class-send').click();
    // The demo class has one student account and one guardian account.
    await teacher.page.getByText('Sent to the class: students 1, guardians 1').waitFor();
    // Her list shows the sending once ("<class> · recipients: 2"), not a conversation per student and guardian.
    const sentEntry = teacher.page.getByTestId('message-class-entry').filter({ hasText: `Parents' meeting on Friday at 4 pm ${tag}` });
    await sentEntry.waitFor();
    expect(await sentEntry.count()).toBe(1);
    expect(await sentEntry.innerText()).toContain(`${room.classNameEn} · recipients: 2`);
    expect(await teacher.page.getByTestId('message-conversation').filter({ hasText: tag }).count()).toBe(0);
    await shot(teacher.page, 'en-messages-class');

    const student = await newPage(browser);
    await signIn(student.page, 'student', { to: '/messages' });
    await student.page.getByTestId('notification-bell').click();
    const notice = student.page
      .getByTestId('notification-item')
      .filter({ hasText: `ជូនសិស្ស និងអាណាព្យាបាល ${room.className}` })
      .first();
    await notice.waitFor();
    await notice.click();
    await student.page
      .getByTestId('message-bubble')
      .filter({ hasText: `Parents' meeting on Friday at 4 pm ${tag}` })
      .waitFor();
    expect(await latinDigitTexts(student.page)).toEqual([]);

    const guardian = await newPage(browser);
    await signIn(guardian.page, 'guardian', { to: '/messages' });
    await guardian.page.getByTestId('notification-bell').click();
    await guardian.page
      .getByTestId('notification-item')
      .filter({ hasText: `ជូនសិស្ស និងអាណាព្យាបាល ${room.className}` })
      .first()
      .click();
    await guardian.page
      .getByTestId('message-bubble')
      .filter({ hasText: `Parents' meeting on Friday at 4 pm ${tag}` })
      .waitFor();
    await guardian.page.getByTestId('message-text').fill(`ចាស ខ្ញុំនឹងមក ${tag}`);
    await guardian.page.getByTestId('message-send').click();
    await guardian.page
      .getByTestId('message-bubble')
      .filter({ hasText: `ចាស ខ្ញុំនឹងមក ${tag}` })
      .waitFor();
    await shot(guardian.page, 'km-messages-class-answer');

    // The answer comes back under her class message (still one entry), and its author's name opens her conversation with him.
    await teacher.page.reload();
    const answered = teacher.page.getByTestId('message-class-entry').filter({ hasText: `ចាស ខ្ញុំនឹងមក ${tag}` });
    await answered.waitFor();
    expect(await answered.count()).toBe(1);
    expect(await teacher.page.getByTestId('message-conversation').filter({ hasText: tag }).count()).toBe(0);
    await answered.click();
    const sentView = teacher.page.getByTestId('message-class-sent');
    await sentView
      .getByTestId('message-bubble')
      .filter({ hasText: `Parents' meeting on Friday at 4 pm ${tag}` })
      .waitFor();
    const reply = sentView.getByTestId('message-class-reply').filter({ hasText: `ចាស ខ្ញុំនឹងមក ${tag}` });
    await reply.waitFor();
    await shot(teacher.page, 'en-messages-class-replies');
    await reply.getByTestId('message-class-reply-author').click();
    await expect.poll(() => new URL(teacher.page.url()).searchParams.get('with')).toBeTruthy();
    // The answer is in her conversation with the guardian, not in the student's.
    await teacher.page
      .getByTestId('message-thread')
      .getByTestId('message-bubble')
      .filter({ hasText: `ចាស ខ្ញុំនឹងមក ${tag}` })
      .waitFor();
    // The student answers too, ten times: more replies than the list's height.
    const recent = (await apiCall(student.page, '/api/mail/recent-message')).Data as Array<{ UserId: string; LastText: string }>;
    const teacherId = recent.find((c) => c.LastText.includes(tag))?.UserId;
    if (!teacherId) throw new Error("The student has no conversation with the class message's teacher");
    const statuses = await sendMessages(student.page, teacherId, 'ចម្លើយទី', 10);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // In Khmer: the same one entry, the class's Khmer name and the count in Khmer digits; the replies open at the newest.
    const teacherKm = await newPage(browser);
    await signIn(teacherKm.page, 'teacher', { to: '/messages' });
    const km = teacherKm.page.getByTestId('message-class-entry').filter({ hasText: `${tag} ចុងក្រោយ` });
    await km.waitFor();
    expect(await km.innerText()).toContain(`${room.className} · អ្នកទទួល ២ នាក់`);
    await km.click();
    await teacherKm.page
      .getByTestId('message-class-reply')
      .filter({ hasText: `ចាស ខ្ញុំនឹងមក ${tag}` })
      .waitFor();
    const newest = teacherKm.page.getByTestId('message-class-reply').filter({ hasText: `${tag} ចុងក្រោយ` });
    expect(await teacherKm.page.getByTestId('message-class-reply').filter({ hasText: tag }).count()).toBe(11);
    const inBox = () =>
      newest.evaluate((el) => {
        const reply = el.getBoundingClientRect();
        const box = el.closest('[data-testid="message-class-replies"]')!;
        const shown = box.getBoundingClientRect();
        return { scrolls: box.scrollHeight > box.clientHeight, inBox: reply.top >= shown.top - 1 && reply.bottom <= shown.bottom + 1 };
      });
    await expect.poll(inBox).toEqual({ scrolls: true, inBox: true });
    expect(await latinDigitTexts(teacherKm.page)).toEqual([]);
    await shot(teacherKm.page, 'km-messages-class-replies');
    await teacherKm.context.close();
    await student.page.reload();
    await student.page
      .getByTestId('message-bubble')
      .filter({ hasText: `Parents' meeting on Friday at 4 pm ${tag}` })
      .waitFor();
    expect(await student.page.getByTestId('message-bubble').filter({ hasText: 'ខ្ញុំនឹងមក' }).count()).toBe(0);
    await guardian.context.close();
    await student.context.close();
    await teacher.context.close();
  });

  it("a guardian's absence notice opens his child's month (/children/attendance?id=), not the student's page", async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin', { to: '/profile' });
    const student = await newPage(browser);
    await signIn(student.page, 'student', { to: '/profile' });
    const studentId = (await apiCall(student.page, '/api/user/me', { method: 'POST', json: {} })).Data.Id as string;
    await student.context.close();
    // A school day of last October whose sheet of the student's class was never taken (nothing else reads it).
    // The sheet and the save in the spec's plain shapes (data-calls §7): one record per student.
    type TRecord = { StudentId: string; RoutineId: string; Date: string; Version: number | null };
    let sheet: TRecord[] | undefined;
    for (let day = 1; day <= 31 && !sheet; day += 1) {
      const date = `${demoYear().from}-10-${String(day).padStart(2, '0')}`;
      if ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      const routines = (await apiCall(
        admin.page,
        `/api/student-attendance/routines-in-campus-by-date?date=${date}&academicClassId=${room.academicClassId}`,
      )) as unknown as Array<{ Id: string; Taken: boolean }>;
      const free = Array.isArray(routines) ? routines.find((r) => !r.Taken) : undefined;
      if (!free) continue;
      const read = (await apiCall(admin.page, `/api/student-attendance/attendance-by-routine-and-date?routineId=${free.Id}&date=${date}`)) as unknown;
      if (Array.isArray(read) && read.length > 0 && (read as TRecord[])[0]!.Version === null) sheet = read as TRecord[];
    }
    if (!sheet) throw new Error('No untaken school day of the demo class in October');
    const saved = (await apiCall(admin.page, '/api/student-attendance/batch-save', {
      method: 'POST',
      json: sheet.map((x) => ({
        RoutineId: x.RoutineId,
        Date: x.Date,
        Version: null,
        StudentId: x.StudentId,
        AttendanceType: x.StudentId === studentId ? 0 : 1,
        ClockIn: null,
        ClockOut: null,
      })),
    })) as unknown;
    expect(Array.isArray(saved), JSON.stringify(saved)).toBe(true);
    expect((saved as Array<{ StudentId: string; AttendanceType: number }>).find((x) => x.StudentId === studentId)?.AttendanceType).toBe(0);
    await admin.context.close();

    const guardian = await newPage(browser, { locale: 'en-US' });
    const refused: string[] = [];
    guardian.page.on('response', (r) => {
      if (r.url().includes('/backend/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await signIn(guardian.page, 'guardian', { locale: 'en', to: '/en/dashboard' });
    await guardian.page.getByTestId('notification-bell').click();
    await guardian.page.getByTestId('notification-item').filter({ hasText: 'was absent on' }).first().click();
    await guardian.page.waitForURL((url) => url.pathname === '/en/children/attendance' && url.searchParams.get('id') === studentId);
    await guardian.page.getByTestId('child-tabs').waitFor();
    await settle(guardian.page);
    expect(await guardian.page.getByTestId('child-not-found').count()).toBe(0);
    expect(refused).toEqual([]);
    await shot(guardian.page, 'en-guardian-absence-link');
    await guardian.context.close();
  });

  it("every notification's link opens a page its reader may open, for a student, a guardian, a teacher and the office", async () => {
    // The office hears of a guardian's message (the rest have notices of the tests above).
    const guardian = await newPage(browser);
    await signIn(guardian.page, 'guardian', { to: '/profile' });
    const contacts = (await apiCall(guardian.page, '/api/mail/users')).Data as Array<{ UserId: string; MobileActorType: number }>;
    const office = contacts.find((c) => c.MobileActorType === 5);
    if (!office) throw new Error('The guardian has no office contact');
    const sent = await guardian.page.evaluate(async (to) => {
      const session = JSON.parse(localStorage.getItem('sms_basic') ?? '{}') as { accessToken?: string };
      const form = new FormData();
      form.set('ToUserId', to);
      form.set('Text', 'សូមជួយផ្ញើវិក្កយបត្រថ្លៃសិក្សាមកខ្ញុំម្តងទៀត');
      const r = await fetch('/backend/api/mail/v1', { method: 'POST', headers: { authorization: `Bearer ${session.accessToken}` }, body: form });
      return r.status;
    }, office.UserId);
    expect(sent).toBe(200);
    await guardian.context.close();
    for (const username of ['student', 'guardian', 'teacher', 'office']) {
      const { context, page } = await newPage(browser);
      await signIn(page, username, { to: '/profile' });
      const list = await apiCall(page, '/api/notification/list?pageSize=100');
      const links = [...new Set((list.Data as Array<{ Link: string | null }>).map((n) => n.Link).filter((l): l is string => Boolean(l)))];
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/backend/api/') && r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      for (const link of links) {
        await page.goto(link);
        await page.locator('main, [data-testid^="error-"]').first().waitFor();
        await settle(page, { quietMs: 500 });
        const errors = await page.locator('[data-testid^="error-"]:not([data-testid="error-home"]), [data-testid="child-not-found"]').count();
        expect({ username, link, errors, refused }).toEqual({ username, link, errors: 0, refused: [] });
      }
      // Each reader has some: the class message, the feed post, the absence, the conversation, the announcements.
      expect(links.length, `${username}'s notification links`).toBeGreaterThan(0);
      await context.close();
    }
  });
});
