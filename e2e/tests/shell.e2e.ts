import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseFilter, cutTexts, launchBrowser, menuLabels, newPage, settle, shot, signIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the signed-in shell (issue 10)', () => {
  it("switches the menu from an Administration page and opens the chosen menu's first screen", async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/administration/employee' });
    await expect.poll(async () => page.getByTestId('menu-switcher').innerText()).toContain('Administration');
    // The top bar's year is read whole ('Academic year 2026-2027' was cut to 'Academic year 202…').
    const year = page.getByTestId('academic-year-switcher').locator('.ant-select-content');
    expect(await year.innerText()).toMatch(/^Academic year \d{4}-\d{4}$/);
    expect(await year.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await chooseFilter(page, 'menu-switcher', 'System settings');
    await page.waitForURL(/\/en\/settings\//);
    expect(await page.getByTestId('menu-switcher').innerText()).toContain('System settings');
    expect(await menuLabels(page)).toContain('Academic years');
    // Back again, from a settings page.
    await chooseFilter(page, 'menu-switcher', 'Administration');
    await page.waitForURL(/\/en\/administration\//);
    expect(await page.getByTestId('menu-switcher').innerText()).toContain('Administration');
    await context.close();
  });

  it("honours the system's reduce-motion setting: no zooms or slides for a reader who asked for less motion", async () => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { context, page } = await newPage(browser, { reducedMotion });
      await signIn(page, 'office');
      const bell = page.getByTestId('notification-bell');
      await bell.waitFor();
      const seconds = await bell.evaluate((el) => getComputedStyle(el).transitionDuration);
      await context.close();
      return seconds;
    };
    expect(await duration('no-preference')).not.toMatch(/^0s(, 0s)*$/);
    expect(await duration('reduce')).toMatch(/^0s(, 0s)*$/);
  });

  it('shows the menu a page belongs to when it is opened directly', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await signIn(page, 'admin', { locale: 'en', to: '/en/administration/student/create' });
    await expect.poll(async () => page.getByTestId('menu-switcher').innerText()).toContain('Administration');
    await context.close();
  });

  it('shows an unknown route inside the signed-in layout with a way back, in Khmer', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'office', { to: '/no-such-screen' });
    await page.getByTestId('error-notFound').waitFor();
    expect(await page.getByTestId('default-layout').isVisible()).toBe(true);
    // The menu draws once the permissions are read (a loaded machine may take a moment): it must come.
    await page.locator('aside [data-testid=nav-menu]').waitFor({ state: 'visible', timeout: 15_000 });
    await shot(page, 'not-found-in-layout-km');
    await page.getByTestId('error-home').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('opens the notification panel with its list or "no data", in both languages', async () => {
    for (const locale of ['km', 'en'] as const) {
      const { context, page } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'km-KH' });
      await signIn(page, 'teacher', { locale });
      await page.getByTestId('notification-bell').click();
      const list = page.getByTestId('notification-list');
      await list.waitFor();
      const noData = locale === 'en' ? 'No data to display' : 'មិនមានទិន្នន័យសម្រាប់បង្ហាញ';
      await expect
        .poll(async () => (await list.getByTestId('notification-item').count()) > 0 || (await list.innerText()).includes(noData), { timeout: 15_000 })
        .toBe(true);
      await context.close();
    }
  });

  it('lets the office switch the academic year from the menu drawer on a phone', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'office');
    await page.getByTestId('open-drawer').click();
    const drawerYear = page.getByTestId('drawer-year');
    await drawerYear.waitFor();
    expect(await drawerYear.locator('.ant-select').count()).toBe(1);
    await shot(page, 'phone-drawer-year-km');
    await context.close();
  });

  it("keeps the dashboard's cards at one height on a wide screen and at their content's on a phone", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'admin', { to: '/dashboard' });
    const cards = page.locator('main .dashboard-card');
    await expect.poll(async () => (await cards.count()) > 3 && (await page.locator('main .dashboard-card .ant-skeleton').count()) === 0).toBe(true);
    const heights = () =>
      cards.evaluateAll((all) => all.filter((c) => !c.classList.contains('dashboard-card-grows')).map((c) => c.getBoundingClientRect().height));
    // One announcement and a year's dates: each of those cards was 340 px high, two thirds of it empty.
    const onPhone = await heights();
    expect(onPhone.filter((h) => h < 300).length, JSON.stringify(onPhone)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...onPhone)).toBeLessThanOrEqual(340);
    await shot(page, 'phone-dashboard-km');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => [...new Set(await heights())]).toEqual([340]);
    await context.close();
  });
});

describe('the first load after sign-in (issue 17)', () => {
  it("reads every card title of the administrator's dashboard whole, in English", async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US', width: 1366 });
    await signIn(page, 'admin', { locale: 'en', to: '/en/dashboard' });
    const titles = page.locator('main .ant-card-head-title');
    await expect.poll(() => titles.allInnerTexts()).toContain('Active user accounts');
    // 'Active user accounts' was cut to 'Active user accou…' beside its total.
    expect(await cutTexts(titles)).toEqual([]);
    await context.close();
  });

  it("reads each API call once on every role's dashboard: no second read when the top bar's year arrives", async () => {
    for (const username of ['admin', 'teacher', 'student', 'guardian']) {
      const { context, page } = await newPage(browser);
      const counts = new Map<string, number>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The notification stream stays open (and reconnects by design): every other call is counted.
        if (!url.pathname.includes('/api/') || url.pathname.endsWith('/notification/stream')) return;
        const key = `${request.method()} ${url.pathname}${url.search}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
      await signIn(page, username);
      await page.getByTestId('dashboard-title').waitFor();
      const dashboardReads = () => [...counts].filter(([key]) => key.includes('/api/dashboard')).reduce((n, [, c]) => n + c, 0);
      await expect.poll(dashboardReads).toBeGreaterThan(0);
      // Long enough for the year, the permissions and the cards' own calls to land, and for any second read.
      await settle(page, { quietMs: 1_500, timeout: 15_000 });
      expect(dashboardReads(), `${username}: ${JSON.stringify([...counts])}`).toBe(1);
      const twice = [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${n}× ${key}`);
      expect(twice, username).toEqual([]);
      await context.close();
    }
  });
});
