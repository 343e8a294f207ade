// The teacher's day view for a school of 60 classes on the embedded database (PGlite in its worker thread):
// the demo school (24 classes with a full week each) gets 36 more classes, each with its own teacher and
// the week of a class of its grade copied onto it (about 1,400 routines), then the demo teacher's day is
// read again and again (`GET /api/routine/my-day?date`, `GET /api/employee/schedule?date`, substitutes
// applied). Then on PostgreSQL when BENCH_SCHEDULE_POSTGRES_URL names an empty database.
// Run: npm run bench -- schedule-day   (prints figures and the load average; no pass/fail; needs `npm run build`)
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '..');

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: at(1).toFixed(1) };
}

export async function benchScheduleDay() {
  console.log(`PGlite (load ${load()})`);
  await benchOn({ DATABASE_URL: '' });
  // PostgreSQL: an empty database (the 36 classes are added by code, so a second run needs a new one).
  const pgUrl = process.env.BENCH_SCHEDULE_POSTGRES_URL;
  if (pgUrl) {
    console.log(`PostgreSQL (load ${load()})`);
    await benchOn({ DATABASE_URL: pgUrl });
  } else console.log('PostgreSQL: skipped (set BENCH_SCHEDULE_POSTGRES_URL to an empty database)');
  console.log(`load at the end ${load()}`);
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function benchOn(env: Record<string, string>) {
  const server = await startServer(root, env);
  const api = `${server.url}/backend`;
  try {
    const basic = Buffer.from('DEMO:demo-client-secret').toString('base64');
    const signIn = async (username: string) => {
      const res = await fetch(`${api}/api/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username, password: 'demo12345' }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const admin = await signIn('admin');
    const call = async <T>(method: string, url: string, token: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
        body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      });
      const answer = (await res.json()) as { Data: T; MessageEn?: string } | T;
      // A few attendance calls answer a plain array, as the spec has them.
      const json = Array.isArray(answer) ? { Data: answer as T } : (answer as { Data: T; MessageEn?: string });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.MessageEn ?? ''}`);
      return json.Data;
    };
    const years = await call<Array<{ Id: string; IsCurrent: boolean; StartDate: string }>>('GET', '/api/academic-year/by-token', admin);
    const year = years.find((y) => y.IsCurrent)!;
    const classes = await call<Array<{ Id: string; Code: string; CourseLevelId: string; Description: string; DescriptionEn: string }>>(
      'GET',
      `/api/academic-class/by-year?academicYearId=${year.Id}`,
      admin,
    );
    const sources = classes.filter((c) => c.Code.endsWith('A'));
    const setupStart = performance.now();
    let made = classes.length;
    for (const letter of ['C', 'E', 'G']) {
      for (const source of sources) {
        if (made >= 60) break;
        const code = `${source.Code.slice(0, -1)}${letter}`;
        const form = new URLSearchParams({
          AcademicYearId: year.Id,
          CourseLevelId: source.CourseLevelId,
          Code: code,
          Description: `${source.Description} ${letter}`,
          DescriptionEn: `${source.DescriptionEn} ${letter}`,
          AcademicTimeShift: '0',
        });
        const res = await fetch(`${api}/api/academic-class`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        });
        const created = ((await res.json()) as { Data: { Id: string } }).Data;
        const person = new FormData();
        for (const [k, v] of Object.entries({ LastName: 'សុខ', FirstName: `គ្រូ${code}`, LastNameEn: 'Sok', FirstNameEn: `Teacher${code}`, Gender: '0' }))
          person.append(k, v);
        const teacher = await call<{ Id: string }>('POST', '/api/employee', admin, person);
        const subjects = await call<Array<{ Id: string }>>('GET', `/api/employee/academic-course-level/subject?academicClassId=${created.Id}`, admin);
        await call('POST', '/api/employee/academic-class', admin, {
          EmployeeId: teacher.Id,
          AcademicClassId: created.Id,
          IsMain: true,
          CourseLevelSubjectIds: subjects.map((s) => s.Id),
        });
        await call('POST', '/api/routine/copy', admin, { FromAcademicClassId: source.Id, ToAcademicClassId: created.Id });
        made += 1;
      }
    }
    const all = await call<unknown[]>('GET', `/api/report-filter/routine?academicYearId=${year.Id}`, admin);
    console.log(`${all.length} routines in the year`);
    console.log(`school of ${made} classes set up in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

    const teacher = await signIn('teacher');
    // A Monday of the current year.
    const start = new Date(`${year.StartDate}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7) + 7);
    const date = start.toISOString().slice(0, 10);
    const campusDay = await call<unknown[]>('GET', `/api/schedule/class?id=${classes[0]!.Id}&date=${date}`, admin);
    console.log(`first class's day: ${campusDay.length} routines on ${date}`);
    // The teacher's day with each routine's taken and confirmed state (issue 12's budget: 20 ms), and the
    // office's campus day of the 60 classes with the same state.
    for (const [name, url, token] of [
      ['GET /api/routine/my-day (teacher)', `/api/routine/my-day?date=${date}`, teacher],
      ['GET /api/employee/schedule?date (teacher)', `/api/employee/schedule?date=${date}`, teacher],
      ['GET /api/student-attendance/routines-by-date (teacher, taken/confirmed)', `/api/student-attendance/routines-by-date?date=${date}`, teacher],
      [
        `GET /api/student-attendance/routines-in-campus-by-date (office, ${made} classes)`,
        `/api/student-attendance/routines-in-campus-by-date?date=${date}`,
        admin,
      ],
    ] as const) {
      for (let i = 0; i < 20; i++) await call('GET', url, token);
      const samples: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        await call('GET', url, token);
        samples.push(performance.now() - t0);
      }
      console.log(name, stats(samples));
    }
  } finally {
    await server.stop();
  }
}
