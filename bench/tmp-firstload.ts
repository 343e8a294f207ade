import { chromium } from 'playwright-core';
const url = process.env.URL ?? 'http://127.0.0.1:3104';
const answer = await fetch(`${url}/backend/api/token`, {
  method: 'POST',
  headers: { authorization: `Basic ${Buffer.from('DEMO:demo-client-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
  body: `grant_type=password&username=office&password=demo12345`,
});
const t = (await answer.json()) as { access_token: string; refresh_token: string };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless'] });
const context = await browser.newContext({ locale: 'km-KH' });
await context.addInitScript((t) => {
  localStorage.setItem('sms_basic', JSON.stringify({ schoolCode: 'DEMO', clientKey: 'demo-client-secret', accessToken: t.access_token, refreshToken: t.refresh_token }));
}, t);
const page = await context.newPage();
const rows: Array<{ kind: string; url: string; bytes: number; body: number }> = [];
const pending: Promise<void>[] = [];
page.on('requestfinished', (request) => {
  pending.push(request.sizes().then((s) => { rows.push({ kind: request.resourceType(), url: request.url().replace(url, ''), bytes: s.responseBodySize + s.responseHeadersSize, body: s.responseBodySize }); }));
});
await page.goto(`${url}${process.env.TO ?? '/administration/student/list'}`, { waitUntil: 'load' });
await page.locator('table tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
await page.waitForTimeout(2000);
await Promise.all(pending);
for (const r of rows) console.log(r.kind.padEnd(10), String(Math.round(r.bytes / 102.4) / 10).padStart(6), 'KB', r.url.slice(0, 150));
console.log('total', rows.length, (rows.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(0), 'KB');
await browser.close();
