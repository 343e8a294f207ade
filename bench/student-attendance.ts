// Student attendance, the demo school: class 1A is filled to 50 students, then the demo teacher saves its
// sheet again and again (`POST /api/student-attendance/batch-save`, one transaction, version checked, 50
// upserts) and reads her day (`GET routines-by-date`) and the office its campus day (`GET
// routines-in-campus-by-date`). On the embedded database (PGlite in its worker thread), then on PostgreSQL when
// BENCH_POSTGRES_URL (or DATABASE_URL) names a database (empty, or left by an earlier run of this benchmark).
// Issue 12's budgets: the save p50 ≤ 30 ms on PGlite, ≤ 15 ms on PostgreSQL; the day view ≤ 20 ms.
// Run: npm run bench -- student-attendance   (prints figures and the load average; no pass/fail)
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoClient, stats } from './demo-client';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '..');

export async function benchStudentAttendance() {
  const pgUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  // The machine's load average: figures taken on a busy machine are slower (quote them with it).
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`PGlite (load ${load()})`);
  await benchOn({ DATABASE_URL: '' });
  if (pgUrl) {
    console.log(`PostgreSQL (load ${load()})`);
    await benchOn({ DATABASE_URL: pgUrl });
  } else console.log('PostgreSQL: skipped (set BENCH_POSTGRES_URL)');
  console.log(`load at the end ${load()}`);
}

async function benchOn(env: Record<string, string>) {
  const server = await startServer(root, env);
  const api = `${server.url}/backend`;
  try {
    const { signIn, call } = demoClient(api);
    const admin = await signIn('admin');
    const teacher = await signIn('teacher');
    const years = await call<Array<{ Id: string; IsCurrent: boolean }>>('GET', '/api/academic-year/by-token', admin);
    const year = years.find((y) => y.IsCurrent)!;
    const classes = await call<Array<{ Id: string; Code: string }>>('GET', `/api/academic-class/by-year?academicYearId=${year.Id}`, admin);
    // The latest Monday-to-Friday day up to today in Phnom Penh: the demo teacher teaches 1A then.
    const d = new Date(Date.now() + 7 * 3_600_000);
    while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
    const date = d.toISOString().slice(0, 10);
    const routines = await call<Array<{ Id: string; AcademicClassId: string }>>('GET', `/api/student-attendance/routines-by-date?date=${date}`, teacher);
    const routine = routines[0]!;
    const cls = classes.find((c) => c.Id === routine.AcademicClassId)!;
    // data-calls §7: the sheet is a plain array of the class's students, each naming the sheet's version.
    type TRecord = { StudentId: string; Version: number | null };
    let sheet = await call<TRecord[]>('GET', `/api/student-attendance/attendance-by-routine-and-date?routineId=${routine.Id}&date=${date}`, teacher);
    for (let i = sheet.length; i < 50; i++) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        LastName: 'សុខ',
        FirstName: `សិស្ស${i}`,
        LastNameEn: 'Sok',
        FirstNameEn: `Pupil${i}`,
        Gender: String(i % 2),
        DateOfBirth: '2018-03-01',
        AcademicYearId: year.Id,
        AcademicClassId: cls.Id,
      }))
        form.append(k, v);
      await call('POST', '/api/student', admin, form);
    }
    sheet = await call('GET', `/api/student-attendance/attendance-by-routine-and-date?routineId=${routine.Id}&date=${date}`, teacher);
    console.log(`class ${cls.Code}: ${sheet.length} students, ${routines.length} routines of the teacher on ${date}`);
    const samples: number[] = [];
    // A reference taken between the saves: the server's health call (one database round trip), so figures of a
    // loaded machine can be read against it.
    const reference: number[] = [];
    let version = sheet[0]!.Version;
    for (let i = 0; i < 220; i++) {
      // The JSON attendance list (data-calls §7): each record names the routine, the date and the version read.
      const items = sheet.map((s, j) => ({
        RoutineId: routine.Id,
        Date: date,
        Version: version,
        StudentId: s.StudentId,
        AttendanceType: (i + j) % 7 === 0 ? 0 : (i + j) % 11 === 0 ? 2 : 1,
      }));
      const t0 = performance.now();
      const saved = await call<TRecord[]>('POST', '/api/student-attendance/batch-save', teacher, items);
      if (i >= 20) samples.push(performance.now() - t0);
      version = saved[0]!.Version;
      const t1 = performance.now();
      await (await fetch(`${api}/api/health`)).arrayBuffer();
      if (i >= 20) reference.push(performance.now() - t1);
    }
    const saveStats = stats(samples);
    const referenceStats = stats(reference);
    console.log(`POST batch-save (${sheet.length} students)`, saveStats);
    console.log(
      'GET /api/health between the saves (reference)',
      referenceStats,
      `save p50 / reference p50 = ${(Number(saveStats.p50) / Number(referenceStats.p50)).toFixed(1)}`,
    );
    for (const [name, url, token] of [
      ['GET routines-by-date (teacher)', `/api/student-attendance/routines-by-date?date=${date}`, teacher],
      [`GET routines-in-campus-by-date (office, ${classes.length} classes)`, `/api/student-attendance/routines-in-campus-by-date?date=${date}`, admin],
    ] as const) {
      for (let i = 0; i < 20; i++) await call('GET', url, token);
      const read: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        await call('GET', url, token);
        read.push(performance.now() - t0);
      }
      console.log(name, stats(read));
    }
  } finally {
    await server.stop();
  }
}
