// `npm run bench` runs every benchmark; `npm run bench -- NAME` runs one. Each prints its figures.
import { benchApi } from './api';
import { benchSignInPage } from './sign-in-page';
import { benchStudentImport } from './student-import';
import { benchScheduleDay } from './schedule-day';
import { benchStudentAttendance } from './student-attendance';
import { benchScore } from './score';
import { benchScoreSchool } from './score-school';
import { benchRequestPath } from './request-path';
import { benchMemory } from './memory';

const all: Record<string, () => Promise<void>> = {
  api: benchApi,
  'sign-in-page': benchSignInPage,
  'student-import': benchStudentImport,
  'schedule-day': benchScheduleDay,
  'student-attendance': benchStudentAttendance,
  score: benchScore,
  'score-school': benchScoreSchool,
  'request-path': benchRequestPath,
  memory: benchMemory,
};
const wanted = process.argv.slice(2).filter((a) => a in all);
for (const name of wanted.length ? wanted : Object.keys(all)) {
  console.log(`\n== ${name} ==`);
  await all[name]!();
}
