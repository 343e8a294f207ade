import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import 'dayjs/locale/km';
import { DATE_FORMAT, formatDate, khmerDigits, schoolDay, schoolToday } from './date';

const src = path.join(import.meta.dirname, '..');
const screens = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? screens(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    )
    .filter((file) => file !== path.join(src, 'lib', 'date.ts'));
/** The statistics and student reports write DD-MM-YYYY as their printed sheets do (left as they are). */
const REPORTS = ['features/report-statistics/components/statistics-reports.tsx', 'features/report/components/student-report.tsx'];

describe('dates on screen', () => {
  it('writes Khmer digits and Khmer month names on Khmer pages', () => {
    expect(khmerDigits('2026-04-14')).toBe('២០២៦-០៤-១៤');
    expect(formatDate('2026-04-14', 'km')).toBe('១៤ មេសា ២០២៦');
  });
  it('keeps Western digits and English names on English pages', () => {
    expect(formatDate('2026-04-14', 'en')).toBe('14 April 2026');
  });
  it('takes today in Phnom Penh, not in UTC: 18:30 UTC is already the next day at school', () => {
    const evening = new Date('2026-11-26T18:30:00Z');
    expect(schoolToday(evening)).toBe('2026-11-27');
    expect(schoolDay(evening).format('YYYY-MM-DD')).toBe('2026-11-27');
    expect(schoolToday(new Date('2026-11-26T16:59:00Z'))).toBe('2026-11-26');
  });
});

describe('dates on every screen alike', () => {
  it('are written by formatDate: no screen formats a date for reading by hand (a wire date, YYYY-MM-DD, is not for reading)', () => {
    // The month calendar's weekday header ('dd': Su Mo …) has no date in it.
    const byHand = screens(src)
      .filter((file) => !file.endsWith('my-attendance.tsx'))
      .filter((file) => /\.format\(\s*'(?!YYYY-MM|HH:mm')[^']*(DD|MM|dd)/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(byHand).toEqual([]);
  });

  it('write a date in figures day/month/year, as the pickers do (not 31-12-2026 on the fee screens and 31/12/2026 elsewhere)', () => {
    expect(formatDate('2026-12-31', 'en', DATE_FORMAT)).toBe('31/12/2026');
    expect(formatDate('2026-12-31', 'km', DATE_FORMAT)).toBe('៣១/១២/២០២៦');
    const dashed = screens(src)
      .filter((file) => /['"]DD-MM-YYYY/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file))
      .filter((file) => !REPORTS.includes(file));
    expect(dashed).toEqual([]);
  });
});
