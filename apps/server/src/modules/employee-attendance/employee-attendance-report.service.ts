import { ATTENDANCE_STATUS, ENUM_ITEMS, EXPORT_FILE_TYPE, enumName, type TEmployeeAttendanceReportQuery } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { XLSX_CONTENT_TYPE } from '../../lib/file-reply';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { PdfReport, type TPdfColumn } from '../../lib/pdf/pdf-report';
import { buildXlsx, xlsxDate, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import * as campusModule from '../campus/index';
import * as repo from './employee-attendance.repository';
import { checkRange, countStatuses, datesOf } from './employee-attendance.service';

/**
 * The four employee attendance reports (data-calls §7 'Attendance': employee-daily-report,
 * employee-monthly-report, teacher-daily-report, teacher-monthly-report; `exportType` PDF 0, Excel 1),
 * written with the shared PdfReport and XlsxWriter pieces. "Teachers" are the employees who teach a class
 * of the current academic year.
 */
export type TReportFile = { data: Buffer; fileName: string; contentType: string };
export type TReportKind = 'daily' | 'monthly';
export type TReportPeople = 'employee' | 'teacher';

const dmy = (iso: string) => iso.split('-').reverse().join('-');
const status = (v: number | null | undefined, locale: 'km' | 'en') => (v === null || v === undefined ? '' : enumName(ENUM_ITEMS.attendanceStatus, v, locale));
const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '');

/** One-letter marks of the monthly grid (present is a dot), explained by the legend under the title. */
const MARK: Record<number, string> = {
  [ATTENDANCE_STATUS.PRESENT]: '•',
  [ATTENDANCE_STATUS.LATE]: 'L',
  [ATTENDANCE_STATUS.PERMISSION]: 'P',
  [ATTENDANCE_STATUS.MISSION]: 'M',
  [ATTENDANCE_STATUS.ABSENCE]: 'A',
};
const LEGEND = 'វត្តមាន • · យឺត L · សុំច្បាប់ P · បេសកកម្ម M · អវត្តមាន A   |   Present • · Late L · Permission P · Mission M · Absent A';

const TITLES: Record<TReportPeople, Record<TReportKind, [string, string]>> = {
  employee: {
    daily: ['របាយការណ៍វត្តមានបុគ្គលិកប្រចាំថ្ងៃ', 'Employee daily attendance'],
    monthly: ['របាយការណ៍វត្តមានបុគ្គលិកប្រចាំខែ', 'Employee monthly attendance'],
  },
  teacher: {
    daily: ['របាយការណ៍វត្តមានគ្រូបង្រៀនប្រចាំថ្ងៃ', 'Teacher daily attendance'],
    monthly: ['របាយការណ៍វត្តមានគ្រូបង្រៀនប្រចាំខែ', 'Teacher monthly attendance'],
  },
};

const rangeLine = (from: string, to: string) =>
  from === to
    ? `កាលបរិច្ឆេទ ${khmerDigits(dmy(from))} · Date ${dmy(from)}`
    : `ពីថ្ងៃ ${khmerDigits(dmy(from))} ដល់ថ្ងៃ ${khmerDigits(dmy(to))} · From ${dmy(from)} to ${dmy(to)}`;

type TCounts = ReturnType<typeof countStatuses>;
const countsLine = (c: TCounts) =>
  `វត្តមាន ${khmerDigits(c.Present)} · យឺត ${khmerDigits(c.Late)} · សុំច្បាប់ ${khmerDigits(c.Permission)} · បេសកកម្ម ${khmerDigits(c.Mission)} · អវត្តមាន ${khmerDigits(c.Absence)}   |   ` +
  `Present ${c.Present} · Late ${c.Late} · Permission ${c.Permission} · Mission ${c.Mission} · Absent ${c.Absence}`;

export function attendanceReport(
  deps: TAppDeps,
  auth: TAuth,
  kind: TReportKind,
  people: TReportPeople,
  q: TEmployeeAttendanceReportQuery,
): Promise<TReportFile> {
  checkRange(q.fromDate, q.toDate);
  return inTenant(deps, auth, async (tx) => {
    const campus = await campusModule.getCampus(tx, { campusId: auth.campusId });
    const school = { name: campus?.name ?? '', nameEn: campus?.nameEn ?? '' };
    const employees = await repo.listAttendanceEmployees(tx, { campusId: auth.campusId, from: q.fromDate, to: q.toDate, teachersOnly: people === 'teacher' });
    const rows = await repo.listAttendanceRows(tx, { campusId: auth.campusId, from: q.fromDate, to: q.toDate, employeeIds: employees.map((e) => e.id) });
    const [title, titleEn] = TITLES[people][kind];
    const input = { school, title, titleEn, employees, rows, from: q.fromDate, to: q.toDate };
    const excel = q.exportType === EXPORT_FILE_TYPE.EXCEL;
    const data = kind === 'daily' ? (excel ? await dailyXlsx(input) : await dailyPdf(input)) : excel ? await monthlyXlsx(input) : await monthlyPdf(input);
    const base = `${people}-${kind}-attendance-${q.fromDate}${q.toDate === q.fromDate ? '' : `-${q.toDate}`}`;
    return excel ? { data, fileName: `${base}.xlsx`, contentType: XLSX_CONTENT_TYPE } : { data, fileName: `${base}.pdf`, contentType: 'application/pdf' };
  });
}

type TInput = {
  school: { name: string; nameEn: string };
  title: string;
  titleEn: string;
  employees: repo.TAttendanceEmployee[];
  rows: repo.TAttendanceRow[];
  from: string;
  to: string;
};

type TDailyLine = { employee: repo.TAttendanceEmployee; row: repo.TAttendanceRow | undefined; date: string };

/** The days of the range that have any row (a weekend nobody recorded is left out), each with every employee. */
function dailySections(input: TInput): Array<{ date: string; lines: TDailyLine[] }> {
  const byKey = new Map(input.rows.map((r) => [`${r.employeeId}|${r.date}`, r]));
  const recorded = new Set(input.rows.map((r) => r.date));
  const dates = datesOf(input.from, input.to).filter((d) => recorded.has(d));
  return dates.map((date) => ({ date, lines: input.employees.map((employee) => ({ employee, date, row: byKey.get(`${employee.id}|${date}`) })) }));
}

const position = (e: repo.TAttendanceEmployee, locale: 'km' | 'en') => (locale === 'km' ? e.positionDescription : e.positionDescriptionEn) ?? '';

async function dailyPdf(input: TInput): Promise<Buffer> {
  const report = new PdfReport({ school: input.school, title: input.title, titleEn: input.titleEn, orientation: 'landscape' });
  report.text(rangeLine(input.from, input.to), { size: 10 });
  const columns: Array<TPdfColumn<TDailyLine>> = [
    { header: 'ល.រ', headerEn: 'No.', width: 0.5, align: 'center', value: (_l, i) => khmerDigits(i + 1) },
    { header: 'អត្តលេខ', headerEn: 'Code', width: 0.9, value: (l) => l.employee.code },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 2.2, value: (l) => `${personFullName(l.employee)}\n${personFullNameEn(l.employee)}` },
    { header: 'តួនាទី', headerEn: 'Position', width: 1.5, value: (l) => [position(l.employee, 'km'), position(l.employee, 'en')].filter(Boolean).join('\n') },
    { header: 'ចូលព្រឹក', headerEn: 'Morning in', width: 0.9, align: 'center', value: (l) => hhmm(l.row?.morningIn ?? null) },
    { header: 'ចេញព្រឹក', headerEn: 'Morning out', width: 0.9, align: 'center', value: (l) => hhmm(l.row?.morningOut ?? null) },
    { header: 'ចូលរសៀល', headerEn: 'Afternoon in', width: 0.9, align: 'center', value: (l) => hhmm(l.row?.afternoonIn ?? null) },
    { header: 'ចេញរសៀល', headerEn: 'Afternoon out', width: 0.9, align: 'center', value: (l) => hhmm(l.row?.afternoonOut ?? null) },
    {
      header: 'ស្ថានភាព',
      headerEn: 'Status',
      width: 1.1,
      align: 'center',
      value: (l) => (l.row ? `${status(l.row.attendanceType, 'km')}\n${status(l.row.attendanceType, 'en')}` : 'មិនទាន់កត់ត្រា\nNot recorded'),
    },
  ];
  const sections = dailySections(input);
  if (sections.length === 0) report.table(columns, []);
  sections.forEach((section, i) => {
    if (i > 0) report.newPage();
    report.text(`${khmerDigits(dmy(section.date))} · ${dmy(section.date)}`, { size: 11, bold: true });
    report.text(countsLine(countStatuses(section.lines.flatMap((l) => (l.row ? [l.row] : [])))), { size: 9, gapAfter: 6 });
    report.table(columns, section.lines, { fontSize: 8.5 });
  });
  return report.toBuffer();
}

async function dailyXlsx(input: TInput): Promise<Buffer> {
  const lines = dailySections(input).flatMap((s) => s.lines);
  const columns: Array<TXlsxColumn<TDailyLine>> = [
    { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_l, i) => i + 1 },
    { header: 'កាលបរិច្ឆេទ', headerEn: 'Date', width: 13, value: (l) => xlsxDate(l.date) },
    { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (l) => l.employee.code },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 22, value: (l) => personFullName(l.employee) },
    { header: 'ឈ្មោះឡាតាំង', headerEn: 'Latin name', width: 22, value: (l) => personFullNameEn(l.employee) },
    { header: 'តួនាទី', headerEn: 'Position', width: 18, value: (l) => position(l.employee, 'km') },
    { header: 'ចូលព្រឹក', headerEn: 'Morning in', width: 11, value: (l) => hhmm(l.row?.morningIn ?? null) },
    { header: 'ចេញព្រឹក', headerEn: 'Morning out', width: 11, value: (l) => hhmm(l.row?.morningOut ?? null) },
    { header: 'ចូលរសៀល', headerEn: 'Afternoon in', width: 11, value: (l) => hhmm(l.row?.afternoonIn ?? null) },
    { header: 'ចេញរសៀល', headerEn: 'Afternoon out', width: 11, value: (l) => hhmm(l.row?.afternoonOut ?? null) },
    { header: 'ស្ថានភាព', headerEn: 'Status', width: 14, value: (l) => (l.row ? status(l.row.attendanceType, 'km') : 'មិនទាន់កត់ត្រា') },
    { header: 'ស្ថានភាព (អង់គ្លេស)', headerEn: 'Status (English)', width: 14, value: (l) => (l.row ? status(l.row.attendanceType, 'en') : 'Not recorded') },
  ];
  return buildXlsx({
    school: input.school,
    sheets: [
      {
        name: 'Daily',
        title: input.title,
        titleEn: input.titleEn,
        notes: [rangeLine(input.from, input.to), countsLine(countStatuses(input.rows))],
        columns,
        rows: lines,
      },
    ],
  });
}

type TMonthlyLine = { employee: repo.TAttendanceEmployee; days: Array<repo.TAttendanceRow | undefined>; counts: TCounts };

function monthlyLines(input: TInput): { dates: string[]; lines: TMonthlyLine[] } {
  const dates = datesOf(input.from, input.to);
  const byKey = new Map(input.rows.map((r) => [`${r.employeeId}|${r.date}`, r]));
  const lines = input.employees.map((employee) => {
    const days = dates.map((d) => byKey.get(`${employee.id}|${d}`));
    return { employee, days, counts: countStatuses(days.filter((r): r is repo.TAttendanceRow => Boolean(r))) };
  });
  return { dates, lines };
}

const COUNT_COLUMNS: Array<[string, string, keyof TCounts]> = [
  ['វត្តមាន', 'Present', 'Present'],
  ['យឺត', 'Late', 'Late'],
  ['សុំច្បាប់', 'Permission', 'Permission'],
  ['បេសកកម្ម', 'Mission', 'Mission'],
  ['អវត្តមាន', 'Absent', 'Absence'],
];

async function monthlyPdf(input: TInput): Promise<Buffer> {
  const { dates, lines } = monthlyLines(input);
  // A3 across: 31 day columns wide enough for two Khmer digits, beside the name and the five counts.
  const report = new PdfReport({ school: input.school, title: input.title, titleEn: input.titleEn, orientation: 'landscape', size: 'A3', margin: 36 });
  report.text(rangeLine(input.from, input.to), { size: 10 });
  report.text(LEGEND, { size: 8, gapAfter: 6 });
  const columns: Array<TPdfColumn<TMonthlyLine>> = [
    { header: 'ល.រ', headerEn: 'No.', width: 1.1, align: 'center', value: (_l, i) => khmerDigits(i + 1) },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 3.2, value: (l) => `${personFullName(l.employee)}\n${personFullNameEn(l.employee)}` },
    ...dates.map((d, i): TPdfColumn<TMonthlyLine> => ({
      header: khmerDigits(Number(d.slice(8))),
      headerEn: String(Number(d.slice(8))),
      width: 1,
      align: 'center',
      value: (l) => {
        const row = l.days[i];
        return row ? MARK[row.attendanceType] : '';
      },
    })),
    ...COUNT_COLUMNS.map(([km, en, k]): TPdfColumn<TMonthlyLine> => ({
      header: km,
      headerEn: en,
      width: 2.1,
      align: 'center',
      value: (l) => khmerDigits(l.counts[k]),
    })),
  ];
  report.table(columns, lines, { fontSize: 7.5 });
  return report.toBuffer();
}

async function monthlyXlsx(input: TInput): Promise<Buffer> {
  const { dates, lines } = monthlyLines(input);
  const columns: Array<TXlsxColumn<TMonthlyLine>> = [
    { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_l, i) => i + 1 },
    { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (l) => l.employee.code },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 22, value: (l) => personFullName(l.employee) },
    { header: 'ឈ្មោះឡាតាំង', headerEn: 'Latin name', width: 22, value: (l) => personFullNameEn(l.employee) },
    ...dates.map((d, i): TXlsxColumn<TMonthlyLine> => ({
      header: khmerDigits(Number(d.slice(8))),
      headerEn: String(Number(d.slice(8))),
      width: 5,
      value: (l) => {
        const row = l.days[i];
        return row ? MARK[row.attendanceType] : '';
      },
    })),
    ...COUNT_COLUMNS.map(([km, en, k]): TXlsxColumn<TMonthlyLine> => ({ header: km, headerEn: en, width: 11, value: (l) => l.counts[k] })),
  ];
  return buildXlsx({
    school: input.school,
    sheets: [{ name: 'Monthly', title: input.title, titleEn: input.titleEn, notes: [rangeLine(input.from, input.to), LEGEND], columns, rows: lines }],
  });
}
