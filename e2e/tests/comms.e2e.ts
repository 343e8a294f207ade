import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, signIn } from '../browser';
import { latinDigitTexts } from '../khmer-page';
import { teachStudentSubject, type TRoom } from '../teaching';

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

describe('the feed, messages and notification choices (issue 16)', () => {
  it('a teacher posts to her class in English; a student likes and comments in Khmer; the teacher sees both', async () => {
    const teacher = await newPage(browser, { locale: 'en-US' });
    await signIn(teacher.page, 'teacher', { locale: 'en', to: '/en/feeds' });
    const composer = teacher.page.getByTestId('feed-composer');
    await composer.getByTestId('feed-text').fill(`Our class planted trees today ${tag}`);
    // The privacy buttons (antd's button-style radios).
    await composer.locator('[id="privacy"] label', { hasText: 'Class' }).click();
    await expect.poll(() => composer.locator('[id="privacy"] .ant-radio-button-wrapper-checked').innerText()).toContain('Class');
    // The year's classes are a long list: typed to find the student's class.
    await composer.getByTestId('feed-class').click();
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
});
