import fs from 'node:fs';
import { loadConfig } from './src/config';
import { openDatabase } from './src/server';
import { buildApp } from './src/app';
import { folderStorage } from './src/lib/storage';
import { createTokenSigner } from './src/lib/tokens';
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/h_reqpath/data', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/h_reqpath_mem', LOG_LEVEL: 'warn', API_CALLS_PER_MINUTE: '1000000' } as any);
const { database } = await openDatabase(config, { inWorker: true });
const app = await buildApp({ deps: { config, database, storage: folderStorage(config.fileStorageDir), tokens: createTokenSigner(config.tokenSecret, config.accessTokenSeconds) }, logger: false });
await app.ready();
const basic = Buffer.from('DEMO:demo-client-secret').toString('base64');
const tok = (await app.inject({ method: 'POST', url: '/backend/api/token', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password&username=admin&password=demo12345' })).json().access_token;
const headers = { authorization: `Bearer ${tok}`, 'accept-encoding': 'br' };
const years = JSON.parse(fs.readFileSync('/tmp/h_reqpath/years.json', 'utf8')).Data; const year = (years.find((y: any) => y.IsCurrent) ?? years[0]).Id;
const sid = JSON.parse(fs.readFileSync('/tmp/h_reqpath/student.json', 'utf8')).Data[0].Id;
const urls: Record<string, string> = { health: '/backend/api/health', permission: '/backend/api/permission', years: '/backend/api/academic-year/by-token', employee: '/backend/api/employee/list?pageIndex=1&pageSize=10', student: `/backend/api/student?academicYearId=${year}&pageIndex=1&pageSize=10`, record: `/backend/api/student/find?id=${sid}` };
const only = (process.env.ONLY ?? '').split(',').filter(Boolean);
for (const [k, url] of Object.entries(urls)) {
  if (only.length && !only.includes(k)) continue;
  const run = async (n: number) => { let next = 0; await Promise.all(Array.from({ length: 8 }, async () => { while (next++ < n) { const r = await app.inject({ method: 'GET', url, headers }); if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${url}`); } })); };
  await run(1000);
  const t = process.cpuUsage(); const n = Number(process.env.N ?? 3000); await run(n); const u = process.cpuUsage(t);
  console.log(k.padEnd(11), 'cpu ms/call', ((u.user + u.system) / n / 1000).toFixed(3));
}
await app.close(); await database.close();
