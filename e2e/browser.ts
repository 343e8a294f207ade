import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumPath } from './chromium';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium (chromium.ts), never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; width?: number; height?: number; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    // The app honours the system's "reduce motion" (antd's motion off): dialogs and menus appear at once, so
    // a click never lands on a dialog still zooming in. shell.e2e.ts checks both settings.
    reducedMotion: options.reducedMotion ?? 'reduce',
    locale: options.locale ?? 'km-KH',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  trackRequests(context);
  const page = await context.newPage();
  return { context, page };
}

/** Requests in flight per browser context, the live notification stream aside (it never ends). */
const inFlight = new WeakMap<BrowserContext, { open: Set<unknown>; changed: number }>();

function trackRequests(context: BrowserContext): void {
  const state = { open: new Set<unknown>(), changed: Date.now() };
  inFlight.set(context, state);
  context.on('request', (request) => {
    if (request.resourceType() === 'eventsource' || request.url().includes('/notification/stream')) return;
    state.open.add(request);
    state.changed = Date.now();
  });
  const done = (request: unknown) => {
    if (state.open.delete(request)) state.changed = Date.now();
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * Runs a long walk again, once, when Chromium's renderer process itself died ("Page crashed", "Target
 * crashed"): on a loaded CI machine the headless shell's renderer was seen to die 2 s into a walk that passed
 * on every other run. A page error, an error screen or a failed assertion is not retried; a renderer that
 * crashes twice fails the test. The crash is printed so it shows in the log.
 */
export async function retryOnRendererCrash<T>(what: string, walk: () => Promise<T>): Promise<T> {
  try {
    return await walk();
  } catch (error) {
    if (!(error instanceof Error) || !/(Page|Target) crashed/i.test(error.message)) throw error;
    console.warn(`${what}: Chromium's renderer crashed (${error.message.split('\n')[0]}); walking again once`);
    return walk();
  }
}

/**
 * Waits until the page has had no request in flight for `quietMs` (at most `timeout`). Playwright's
 * 'networkidle' never comes while the notification bell's event stream is open, so a test waiting for it
 * waited its whole timeout on every screen.
 */
export async function settle(page: Page, { quietMs = 300, timeout = 5_000 } = {}): Promise<void> {
  const state = inFlight.get(page.context());
  if (!state) {
    await page.waitForTimeout(quietMs);
    return;
  }
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (state.open.size === 0 && Date.now() - state.changed >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Signs in as a demo user (password demo12345). Without `to`, through the login page (school code, then
 * username and password, in Khmer or English), landing where the app sends the user. With `to`, the way a
 * test that is not about signing in starts: the token call from the test, its session put in the page's
 * storage as the login page keeps it (before the app's first script runs, once per tab), then straight to
 * `to`: no login page and no dashboard to render first (two page loads of a browser's time each).
 */
export async function signIn(page: Page, username: string, options: { locale?: 'km' | 'en'; school?: string; to?: string } = {}): Promise<void> {
  if (options.to !== undefined) {
    await page.addInitScript(sessionScript, await sessionStorageFor(options.school ?? 'DEMO', username));
    await page.goto(options.to);
    return;
  }
  const prefix = options.locale === 'en' ? '/en' : '';
  await page.goto(`${prefix}/login`);
  await page.locator('#schoolCode').fill(options.school ?? 'DEMO');
  await page.locator('form button[type=submit]').click();
  await page.locator('#username, [data-testid=login-error]').first().waitFor();
  if (await page.getByTestId('login-error').isVisible()) {
    const text = await page.getByTestId('login-error').innerText();
    throw new Error(`The school's login configuration did not load ("${text}"): sign-in needs GET /api/campus/login-config on the server`);
  }
  await page.locator('#username').fill(username);
  await page.locator('#password').fill('demo12345');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

type TStoredSession = { session: string; branding: string; schoolCode: string };

/** Runs in the page before its scripts: the stored session of a sign-in (apps/web/src/lib/storage.ts keys). */
function sessionScript(stored: TStoredSession): void {
  if (sessionStorage.getItem('e2e-signed-in')) return;
  sessionStorage.setItem('e2e-signed-in', '1');
  localStorage.setItem('sms_basic', stored.session);
  localStorage.setItem('sms_campus_fb', stored.branding);
  localStorage.setItem('sms_school_code', stored.schoolCode);
}

/** The school's login configuration and a fresh pair of tokens, as the login page would store them. */
async function sessionStorageFor(school: string, username: string): Promise<TStoredSession> {
  const api = `${baseUrl()}/backend/api`;
  const configAnswer = await fetch(`${api}/campus/login-config?schoolCode=${encodeURIComponent(school)}`);
  if (!configAnswer.ok) throw new Error(`login-config of ${school}: ${configAnswer.status}`);
  const config = ((await configAnswer.json()) as { Data: Record<string, unknown> }).Data;
  const schoolCode = String(config.SchoolCode);
  const clientKey = String(config.ClientSecret);
  const tokenAnswer = await fetch(`${api}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${schoolCode}:${clientKey}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'demo12345' }).toString(),
  });
  if (!tokenAnswer.ok) throw new Error(`sign-in of ${username}@${school}: ${tokenAnswer.status} ${await tokenAnswer.text()}`);
  const tokens = (await tokenAnswer.json()) as { access_token: string; refresh_token: string; MustChangePassword?: boolean };
  const color = String(config.PrimaryColor ?? '').replace(/^#/, '');
  return {
    schoolCode,
    session: JSON.stringify({
      schoolCode,
      clientKey,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      mustChangePassword: tokens.MustChangePassword ?? false,
    }),
    branding: JSON.stringify({
      schoolCode,
      name: config.Name,
      nameEn: config.NameEn,
      logo: config.Logo ?? null,
      backGroundWebUrl: config.BackGroundWebUrl ?? null,
      primaryColor: /^[0-9a-fA-F]{6}$/.test(color) ? `#${color.toUpperCase()}` : '#C10230',
      isOnlineRegistrationAvailable: Boolean(config.IsOnlineRegistrationAvailable),
      clientKey,
    }),
  };
}

/** The visible labels of the left navigation, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.locator('aside [data-testid=nav-menu]');
  await menu.waitFor();
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((t) => t.trim());
}

/** Screenshots for a person to look at, only when SHOTS_DIR is set. */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/**
 * Opens an antd select (by the id of its input) inside `scope` and picks the option with this text, or the
 * first one. A drawer's opening animation can close a dropdown opened too early: it is opened again then.
 */
export async function choose(page: Page, scope: Locator, id: string, text?: string): Promise<void> {
  const select = scope.locator(`.ant-select:has(#${id})`);
  const options = page.locator(`.ant-select-dropdown:has([id="${id}_list"]) .ant-select-item-option`);
  const option = text ? options.filter({ hasText: text }).first() : options.first();
  for (let attempt = 0; ; attempt += 1) {
    await select.click();
    try {
      await option.waitFor({ state: 'visible', timeout: 5_000 });
      const label = (await option.innerText()).trim();
      await option.click({ timeout: 5_000 });
      await expect.poll(async () => (await select.innerText()).includes(label), { timeout: 5_000 }).toBe(true);
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** Picks from a select named by its test id; opens it again when a closing drawer's animation shut it. */
export async function chooseFilter(page: Page, testId: string, text: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await page.getByTestId(testId).click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    try {
      await dropdown.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 5_000 });
      await expect.poll(async () => (await page.getByTestId(testId).innerText()).includes(text), { timeout: 5_000 }).toBe(true);
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Picks a radio button by its text in the radio group a form field renders (its id is the field's). */
export async function chooseRadio(scope: Locator, id: string, text: string): Promise<void> {
  await scope.locator(`[id="${id}"] label`, { hasText: text }).first().click();
  await expect.poll(async () => scope.locator(`[id="${id}"] .ant-radio-wrapper-checked`).innerText()).toContain(text);
}

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
const khmer = (n: number) => String(n).replace(/\d/g, (d) => KHMER_DIGITS[Number(d)]!);

/**
 * A demo school year, counted from the current one (0; -1 the year before, 1 the next): the demo seed makes
 * its years relative to the day of the first start, 1 October to 30 September, the current one containing
 * today in Cambodia (apps/server/src/provision/demo-seed.ts `demoYears`).
 */
export function demoYear(offset = 0): { from: number; to: number; en: string; km: string } {
  const [year, month] = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7).split('-').map(Number) as [number, number];
  const from = (month >= 10 ? year : year - 1) + offset;
  return { from, to: from + 1, en: `Academic year ${from}-${from + 1}`, km: `ឆ្នាំសិក្សា ${khmer(from)}-${khmer(from + 1)}` };
}

/**
 * Pairs of tags side by side on one line with no space between them ('ច័ន្ទ|អង្គារ'), each pair once: antd 6
 * tags have no margin, so tags put next to each other without a gap ran together as one word.
 */
export function touchingTags(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const tag of Array.from(document.querySelectorAll<HTMLElement>('main .ant-tag'))) {
      const next = tag.nextElementSibling as HTMLElement | null;
      if (!next?.classList.contains('ant-tag')) continue;
      const a = tag.getBoundingClientRect();
      const b = next.getBoundingClientRect();
      if (a.width > 0 && b.width > 0 && Math.abs(a.top - b.top) < 2 && b.left - a.right < 2) found.push(`${tag.innerText}|${next.innerText}`);
    }
    return [...new Set(found)];
  });
}

/** The texts of the elements `scope` finds that are not read whole: wider than their box (cut, often with '…'). */
export function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => (el as HTMLElement).innerText.trim()));
}

/**
 * The selects whose shown choice or placeholder is cut: its text wider than its box, which the select ends
 * with '…' ('All classes of the gr…'). By test id (a missing one is reported), or without ids every select of
 * the page's main area, by its text.
 */
export function cutSelects(page: Page, testIds?: string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const cut = (root: ParentNode) =>
      Array.from(root.querySelectorAll<HTMLElement>('.ant-select-content, .ant-select-content *, .ant-select-placeholder'))
        .filter((box) => box.innerText.trim() !== '' && box.scrollWidth > box.clientWidth)
        .map((box) => box.innerText.trim());
    if (!ids) return [...new Set(Array.from(document.querySelectorAll('main')).flatMap(cut))];
    return ids.flatMap((id) => {
      const select = document.querySelector(`[data-testid="${id}"]`);
      return select ? cut(select).map((text) => `${id}: ${text}`) : [`${id}: missing`];
    });
  }, testIds);
}

/**
 * The placeholders of the page's visible text boxes that do not fit their box. A placeholder is no content (no
 * scroll width): its width is measured in the box's own font.
 */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return Array.from(document.querySelectorAll<HTMLInputElement>('main input[placeholder]'))
      .filter((input) => input.offsetParent !== null && input.placeholder.trim() !== '')
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room + 1;
      })
      .map((input) => input.placeholder);
  });
}

/**
 * The shared DataTable's held Actions column (styles/app.css `.col-actions`): whether its edge (a shadow of some
 * colour) shows on the first row while the list is scrolled to its left end (rows run on under the column) and
 * once scrolled to its right end.
 */
export async function actionsColumnEdge(table: Locator): Promise<{ scrolls: boolean; atStart: boolean; atEnd: boolean }> {
  return table.evaluate(async (el) => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const content = el.querySelector<HTMLElement>('.ant-table-content')!;
    const cell = el.querySelector<HTMLElement>('tbody td.col-actions')!;
    // A shadow of a colour one can see: 'none' and fully transparent ones (an edge faded out) are not.
    const edge = () =>
      [...getComputedStyle(cell).boxShadow.matchAll(/rgba?\(([^)]*)\)/g)].some((m) => {
        const parts = m[1]!
          .split(/[,\s/]+/)
          .filter(Boolean)
          .map(Number);
        return parts.length < 4 || parts[3]! > 0;
      });
    content.scrollLeft = 0;
    await frames();
    const atStart = edge();
    content.scrollLeft = content.scrollWidth;
    await frames();
    const atEnd = edge();
    content.scrollLeft = 0;
    return { scrolls: content.scrollWidth > content.clientWidth, atStart, atEnd };
  });
}
