// Scores on the embedded database (PGlite in its worker thread), the demo school: the demo teacher's first
// sheet of the current exam, its class filled to 50 students; then the sheet is loaded (`GET
// by-class-and-exam-type`), saved (`POST v2/batch-save`: one transaction, version checked, 50 upserts, and the
// class's results of the exam, both semesters and the year recomputed from every subject and stored), and the
// class's stored exam results read (`GET /api/score/result/class`).
// Run: npm run bench -- score   (prints figures; no pass/fail; set DATABASE_URL for PostgreSQL)
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoClient, stats } from './demo-client';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '..');

export async function benchScore() {
  const server = await startServer(root);
  const api = `${server.url}/backend`;
  try {
    const { signIn, call } = demoClient(api);
    const time = async (name: string, runs: number, f: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 10; i++) await f(i);
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await f(i);
        samples.push(performance.now() - t0);
      }
      console.log(name, stats(samples));
    };
    const admin = await signIn('admin');
    const teacher = await signIn('teacher');
    const years = await call<Array<{ Id: string; IsCurrent: boolean }>>('GET', '/api/academic-year/by-token', admin);
    const year = years.find((y) => y.IsCurrent)!;
    const home = await call<{ ExamTypeId: string; Sheets: Array<{ AcademicClassId: string; CourseLevelSubjectId: string; AcademicClass: string }> }>(
      'GET',
      '/api/scoring/home',
      teacher,
    );
    const first = home.Sheets[0]!;
    const sheetUrl = `/api/score/entry/by-class-and-exam-type?academicClassId=${first.AcademicClassId}&examTypeId=${home.ExamTypeId}&courseLevelSubjectId=${first.CourseLevelSubjectId}`;
    type TSheet = { Version: number | null; MaxScore: number; Students: Array<{ StudentId: string }> };
    let sheet = await call<TSheet>('GET', sheetUrl, teacher);
    for (let i = sheet.Students.length; i < 50; i++) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        LastName: 'សុខ',
        FirstName: `សិស្ស${i}`,
        LastNameEn: 'Sok',
        FirstNameEn: `Pupil${i}`,
        Gender: String(i % 2),
        DateOfBirth: '2018-03-01',
        AcademicYearId: year.Id,
        AcademicClassId: first.AcademicClassId,
      }))
        form.append(k, v);
      await call('POST', '/api/student', admin, form);
    }
    sheet = await call<TSheet>('GET', sheetUrl, teacher);
    const subjects = new Set(home.Sheets.filter((s) => s.AcademicClassId === first.AcademicClassId).map((s) => s.CourseLevelSubjectId)).size;
    console.log(`class ${first.AcademicClass}: ${sheet.Students.length} students, the teacher's ${subjects} subjects of it in the current exam`);
    await time(`GET by-class-and-exam-type (${sheet.Students.length} students)`, 200, () => call('GET', sheetUrl, teacher));
    let version = sheet.Version;
    await time('POST v2/batch-save, one subject, results recomputed', 200, async (i) => {
      const saved = await call<{ Version: number }>('POST', '/api/score/entry/v2/batch-save', teacher, {
        AcademicClassId: first.AcademicClassId,
        ExamTypeId: home.ExamTypeId,
        CourseLevelSubjectId: first.CourseLevelSubjectId,
        Version: version,
        Items: sheet.Students.map((s, j) => ({ StudentId: s.StudentId, Score: ((i * 7 + j * 3) % (2 * sheet.MaxScore)) / 2, Status: 0 })),
      });
      version = saved.Version;
    });
    const resultUrl = `/api/score/result/class?academicClassId=${first.AcademicClassId}&kind=exam&examTypeId=${home.ExamTypeId}`;
    await time('GET /api/score/result/class (the exam, stored)', 200, () => call('GET', resultUrl, teacher));
  } finally {
    await server.stop();
  }
}
