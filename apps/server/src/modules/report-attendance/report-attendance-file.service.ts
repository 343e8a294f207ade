import { ATTENDANCE_STATUS, EXPORT_FILE_TYPE, type TStudentAttendanceCounts } from '@school/contract';
import type {
  TReportAttendanceDailyQuery,
  TReportAttendanceDailyRow,
  TReportAttendanceMonthlyQuery,
  TReportAttendanceRangeQuery,
} from '@school/contract/report-attendance/report-attendance.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenantRead } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { XLSX_CONTENT_TYPE } from '../../lib/file-reply';
import type { TPdfColumn } from '../../lib/pdf/pdf-report';
import type { TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import { reportLayoutIn, type TReportFile, type TReportHeading } from '../report/index';
import { bySessionIn, dailyIn, monthlyIn, monthsBetween, subjectScheduleIn, yearlyIn } from './report-attendance.service';

/**
 * The student attendance reports as PDF (0) or Excel (1), laid out by the campus's report settings
 * (`report-layout.ts`): Khmer first with English under it, Khmer digits in the PDF. The grids (a month's days,
 * a year's months, the subjects) print on A3 across whatever the campus prints lists on.
 */

type TLayout = Awaited<ReturnType<typeof reportLayoutIn>>;
type TReportPageOptions = NonNullable<Parameters<TLayout['pdf']>[2]>;
type TCell = string | number;
/** A column written once for both files: `pdfWidth` relative, `width` in characters; `value` gets the digits to write. */
type TColumn<R> = {
  header: string;
  headerEn: string;
  width: number;
  pdfWidth: number;
  align?: 'left' | 'center' | 'right';
  value: (row: R, index: number, digits: (v: string | number) => string) => TCell;
  /** The workbook's cell when it differs (a number instead of the PDF's text). */
  xlsx?: (row: R, index: number) => TCell;
};

const latin = (v: string | number) => String(v);

/** The marks in letters (portal §3 'Attendance status'): absent អ, permission ច, late យ, mission ប; present •. */
const MARK: Record<number, string> = {
  [ATTENDANCE_STATUS.ABSENCE]: 'អ',
  [ATTENDANCE_STATUS.PERMISSION]: 'ច',
  [ATTENDANCE_STATUS.LATE]: 'យ',
  [ATTENDANCE_STATUS.MISSION]: 'ប',
  [ATTENDANCE_STATUS.PRESENT]: '•',
};
const NOT_TAKEN = '—';
const LEGEND =
  'អ អវត្តមានឥតច្បាប់ · ច អវត្តមានមានច្បាប់ · យ យឺត · ប បេសកកម្ម · • វត្តមាន · — មិនទាន់ស្រង់វត្តមាន   |   ' +
  'អ absent without permission · ច absent with permission · យ late · ប mission · • present · — not taken';
const ORDER = [ATTENDANCE_STATUS.ABSENCE, ATTENDANCE_STATUS.PERMISSION, ATTENDANCE_STATUS.LATE, ATTENDANCE_STATUS.MISSION];
const KEY: Record<number, keyof TStudentAttendanceCounts> = {
  [ATTENDANCE_STATUS.ABSENCE]: 'Absence',
  [ATTENDANCE_STATUS.PERMISSION]: 'Permission',
  [ATTENDANCE_STATUS.LATE]: 'Late',
  [ATTENDANCE_STATUS.MISSION]: 'Mission',
};

/** Counts in letters: `អ២ ច១` (nothing when none was missed). */
function countsText(c: TStudentAttendanceCounts, digits: (v: string | number) => string): string {
  return ORDER.filter((s) => c[KEY[s]!] > 0)
    .map((s) => `${MARK[s]}${digits(c[KEY[s]!])}`)
    .join(' ');
}

/** A day's cell of the register: blank without school, — when nothing was taken, else the marks missed, or • . */
export function dayCell(marks: number[], day: { Sessions: number; Taken: number }, digits: (v: string | number) => string): string {
  if (day.Sessions === 0 && day.Taken === 0) return '';
  if (day.Taken === 0) return NOT_TAKEN;
  if (marks.length === 0) return '';
  const missed = ORDER.filter((s) => marks.includes(s)).map((s) => {
    const n = marks.filter((m) => m === s).length;
    return `${n > 1 ? digits(n) : ''}${MARK[s]}`;
  });
  return missed.length > 0 ? missed.join('') : MARK[ATTENDANCE_STATUS.PRESENT]!;
}

const heldLine = (h: { Sessions: number; Taken: number }) =>
  `ម៉ោងសិក្សា ${khmerDigits(h.Sessions)} · បានស្រង់ ${khmerDigits(h.Taken)} · មិនទាន់ស្រង់ ${khmerDigits(h.Sessions - h.Taken)}   |   ` +
  `Sessions ${h.Sessions} · taken ${h.Taken} · not taken ${h.Sessions - h.Taken}`;
const heldShort = (h: { Sessions: number; Taken: number }, digits: (v: string | number) => string) => `${digits(h.Taken)}/${digits(h.Sessions)}`;

const MONTHS_KM = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthKm = (m: string) => `${MONTHS_KM[Number(m.slice(5, 7)) - 1]} ${khmerDigits(m.slice(0, 4))}`;
const monthEn = (m: string) => `${MONTHS_EN[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;

const student = <R extends { Code: string; FullName: string; FullNameEn: string }>(): Array<TColumn<R>> => [
  { header: 'ល.រ', headerEn: 'No.', width: 6, pdfWidth: 1.1, align: 'center', value: (_r, i, d) => d(i + 1), xlsx: (_r, i) => i + 1 },
  { header: 'អត្តលេខ', headerEn: 'Code', width: 12, pdfWidth: 2, value: (r) => r.Code },
  { header: 'នាមត្រកូល និងនាមខ្លួន', headerEn: 'Name', width: 24, pdfWidth: 4.4, value: (r) => `${r.FullName}\n${r.FullNameEn}`, xlsx: (r) => r.FullName },
  { header: 'ឈ្មោះជាអក្សរឡាតាំង', headerEn: 'Latin name', width: 22, pdfWidth: 0, value: () => '', xlsx: (r) => r.FullNameEn },
];

/** The register's totals: absent without and with permission, all absences, late. */
const totals = <R>(counts: (r: R) => TStudentAttendanceCounts): Array<TColumn<R>> =>
  (
    [
      ['ឥតច្បាប់', 'No permission', (c) => c.Absence],
      ['មានច្បាប់', 'Permission', (c) => c.Permission],
      ['សរុបអវត្តមាន', 'Total absent', (c) => c.Absence + c.Permission],
      ['យឺត', 'Late', (c) => c.Late],
    ] as Array<[string, string, (c: TStudentAttendanceCounts) => number]>
  ).map(([header, headerEn, n]) => ({
    header,
    headerEn,
    width: 11,
    pdfWidth: 1.9,
    align: 'center' as const,
    value: (r: R, _i: number, d: (v: string | number) => string) => d(n(counts(r))),
    xlsx: (r: R) => n(counts(r)),
  }));

const pdfColumns = <R>(columns: Array<TColumn<R>>): Array<TPdfColumn<R>> =>
  columns
    .filter((c) => c.pdfWidth > 0)
    .map((c) => ({ header: c.header, headerEn: c.headerEn, width: c.pdfWidth, align: c.align, value: (r: R, i: number) => c.value(r, i, khmerDigits) }));
const xlsxColumns = <R>(columns: Array<TColumn<R>>): Array<TXlsxColumn<R>> =>
  columns.map((c) => ({
    header: c.header,
    headerEn: c.headerEn,
    width: c.width,
    value: (r: R, i: number) => (c.xlsx ? c.xlsx(r, i) : String(c.value(r, i, latin)).replace(/\n/g, ' / ')),
  }));

/** One file of sections (a PDF section per page run, a workbook sheet each). */
async function fileOf<R>(
  layout: TLayout,
  p: {
    exportType: number;
    heading: TReportHeading;
    fileName: string;
    page?: TReportPageOptions;
    sections: Array<{ name: string; caption?: string; columns: Array<TColumn<R>>; rows: R[] }>;
  },
): Promise<TReportFile> {
  if (p.exportType === EXPORT_FILE_TYPE.EXCEL) {
    const data = await layout.xlsx(
      p.heading,
      p.sections.map((s) => ({ name: s.name, caption: s.caption, columns: xlsxColumns(s.columns), rows: s.rows })),
      { lines: p.page?.lines },
    );
    return { data, fileName: `${p.fileName}.xlsx`, contentType: XLSX_CONTENT_TYPE };
  }
  const data = await layout.pdf(
    p.heading,
    p.sections.map((s) => ({ caption: s.caption, columns: pdfColumns(s.columns), rows: s.rows })),
    p.page,
  );
  return { data, fileName: `${p.fileName}.pdf`, contentType: 'application/pdf' };
}

const bilingualDay = (layout: TLayout, date: string) => `${khmerDigits(layout.day(date))} · ${layout.day(date)}`;
const classLine = (c: { ClassName: string; ClassNameEn: string }) => `${c.ClassName} · ${c.ClassNameEn}`;

// ---- daily

export const dailyFile = (deps: TAppDeps, auth: TAuth, q: TReportAttendanceDailyQuery & { exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const layout = await reportLayoutIn(deps, tx, auth.campusId);
    const report = await dailyIn(tx, auth.campusId, q);
    const columns: Array<TColumn<TReportAttendanceDailyRow>> = [
      ...student<TReportAttendanceDailyRow>(),
      { header: 'ម៉ោងបានស្រង់', headerEn: 'Sessions taken', width: 12, pdfWidth: 2, align: 'center', value: (r, _i, d) => heldShort(r, d) },
      {
        header: 'វត្តមាន',
        headerEn: 'Present',
        width: 10,
        pdfWidth: 1.6,
        align: 'center',
        value: (r, _i, d) => d(r.Counts.Present),
        xlsx: (r) => r.Counts.Present,
      },
      ...totals<TReportAttendanceDailyRow>((r) => r.Counts),
      {
        header: 'កំណត់សម្គាល់',
        headerEn: 'Remark',
        width: 22,
        pdfWidth: 3,
        value: (r) =>
          [r.Taken === 0 && r.Sessions > 0 ? 'មិនទាន់ស្រង់វត្តមាន\nNot taken' : '', r.OnLeave ? 'មានច្បាប់ឈប់សម្រាក\nOn leave' : ''].filter(Boolean).join('\n'),
      },
    ];
    const sections = report.classes.map((c) => {
      const rows = report.rows.filter((r) => r.AcademicClassId === c.id);
      const h = rows[0] ?? { Sessions: 0, Taken: 0 };
      return { name: c.code, caption: `${classLine({ ClassName: c.description, ClassNameEn: c.descriptionEn })}   ${heldLine(h)}`, columns, rows };
    });
    const one = q.academicClassId ? report.classes[0] : undefined;
    return fileOf(layout, {
      exportType: q.exportType,
      heading: {
        title: 'របាយការណ៍វត្តមានសិស្សប្រចាំថ្ងៃ',
        titleEn: 'Student daily attendance',
        academicInfo: report.year ? `${report.year.description} · ${report.year.descriptionEn}` : undefined,
      },
      fileName: `student-attendance-daily-${q.date}${one ? `-${one.code}` : ''}`,
      page: { lines: [`កាលបរិច្ឆេទ ${bilingualDay(layout, q.date)}`], orientation: 'landscape' },
      sections: sections.length > 0 ? sections : [{ name: 'Daily', columns, rows: [] }],
    });
  });

// ---- by session

export const bySessionFile = (deps: TAppDeps, auth: TAuth, q: { academicClassId: string; date: string; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const layout = await reportLayoutIn(deps, tx, auth.campusId);
    const r = await bySessionIn(tx, auth.campusId, q);
    type TRow = (typeof r.Students)[number];
    const columns: Array<TColumn<TRow>> = [
      ...student<TRow>(),
      ...r.Sessions.map((s, i): TColumn<TRow> => ({
        header: `${khmerDigits(s.From)}-${khmerDigits(s.To)}\n${s.Subject}${s.Taken ? '' : '\n(មិនទាន់ស្រង់)'}`,
        headerEn: `${s.SubjectEn}${s.Taken ? '' : ' (not taken)'}`,
        width: 14,
        pdfWidth: 2,
        align: 'center',
        value: (row) => (!s.Taken ? NOT_TAKEN : row.Marks[i] === null ? '' : MARK[row.Marks[i]!]!),
      })),
      ...totals<TRow>((row) => row.Counts),
    ];
    const sessionLines = r.Sessions.map(
      (s) =>
        `${khmerDigits(s.From)}-${khmerDigits(s.To)} ${s.Subject}${s.Teacher ? ` (${s.Teacher})` : ''}: ${
          s.Taken ? countsText(s.Counts, khmerDigits) || 'វត្តមានទាំងអស់' : 'មិនទាន់ស្រង់វត្តមាន'
        }   |   ${s.From}-${s.To} ${s.SubjectEn}: ${s.Taken ? `absent ${s.Counts.Absence}, permission ${s.Counts.Permission}, late ${s.Counts.Late}` : 'not taken'}`,
    );
    const held = { Sessions: r.Sessions.length, Taken: r.Sessions.filter((s) => s.Taken).length };
    return fileOf(layout, {
      exportType: q.exportType,
      heading: { title: 'របាយការណ៍វត្តមានសិស្សតាមម៉ោងសិក្សា', titleEn: 'Student attendance by session' },
      fileName: `student-attendance-by-session-${q.date}`,
      page: { orientation: 'landscape', lines: [classLine(r), `កាលបរិច្ឆេទ ${bilingualDay(layout, q.date)}`, heldLine(held), ...sessionLines, LEGEND] },
      sections: [{ name: 'By session', columns, rows: r.Students }],
    });
  });

// ---- monthly register

export const monthlyFile = (deps: TAppDeps, auth: TAuth, q: TReportAttendanceMonthlyQuery & { exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const layout = await reportLayoutIn(deps, tx, auth.campusId);
    const r = await monthlyIn(tx, auth.campusId, q);
    type TRow = (typeof r.Students)[number];
    // One section per calendar month of the period (an exam's period may run over several).
    const sections = monthsBetween(r.FromDate, r.ToDate).map((month) => {
      const idx = r.Dates.flatMap((d, i) => (d.Date.startsWith(month) ? [i] : []));
      const held = { Sessions: idx.reduce((n, i) => n + r.Dates[i]!.Sessions, 0), Taken: idx.reduce((n, i) => n + r.Dates[i]!.Taken, 0) };
      const columns: Array<TColumn<TRow>> = [
        ...student<TRow>(),
        ...idx.map((i): TColumn<TRow> => {
          const day = r.Dates[i]!;
          const n = Number(day.Date.slice(8));
          return {
            header: khmerDigits(n),
            headerEn: day.Holiday ? `${n}H` : String(n),
            width: 5,
            pdfWidth: 1,
            align: 'center',
            value: (row, _j, d) => dayCell(row.Days[i]!, day, d),
          };
        }),
        ...totals<TRow>((row) => countsOf(row.Days, idx)),
      ];
      return { name: month, caption: `ខែ${monthKm(month)} · ${monthEn(month)}   ${heldLine(held)}`, columns, rows: r.Students };
    });
    return fileOf(layout, {
      exportType: q.exportType,
      heading: { title: 'បញ្ជីស្រង់វត្តមានសិស្សប្រចាំខែ', titleEn: 'Student monthly attendance register' },
      fileName: `student-attendance-monthly-${r.FromDate.slice(0, 7)}${r.ToDate.slice(0, 7) === r.FromDate.slice(0, 7) ? '' : `-${r.ToDate.slice(0, 7)}`}`,
      page: {
        orientation: 'landscape',
        size: 'A3',
        fontSize: 7.5,
        lines: [
          classLine(r),
          ...(r.ExamType ? [`${r.ExamType.Description} · ${r.ExamType.DescriptionEn}`] : []),
          `ពីថ្ងៃ ${bilingualDay(layout, r.FromDate)} ដល់ថ្ងៃ ${bilingualDay(layout, r.ToDate)}`,
          heldLine(r),
          LEGEND,
        ],
      },
      sections,
    });
  });

/** The counts of some days of a register's row (a month of an exam's period), from its marks. */
function countsOf(days: number[][], idx: number[]): TStudentAttendanceCounts {
  const marks = idx.flatMap((i) => days[i]!);
  const n = (s: number) => marks.filter((m) => m === s).length;
  return {
    Absence: n(ATTENDANCE_STATUS.ABSENCE),
    Present: n(ATTENDANCE_STATUS.PRESENT),
    Late: n(ATTENDANCE_STATUS.LATE),
    Permission: n(ATTENDANCE_STATUS.PERMISSION),
    Mission: n(ATTENDANCE_STATUS.MISSION),
  };
}

// ---- grids of counts: per subject, per month

/** Columns of groups (subjects, months): the PDF writes a group's counts in letters, the workbook a number each. */
function groupColumns<R>(
  groups: Array<{ header: string; headerEn: string }>,
  countsOfRow: (row: R, g: number) => TStudentAttendanceCounts,
  excel: boolean,
): Array<TColumn<R>> {
  if (!excel)
    return groups.map((g, i) => ({
      header: g.header,
      headerEn: g.headerEn,
      width: 10,
      pdfWidth: 2,
      align: 'center',
      value: (row, _j, d) => countsText(countsOfRow(row, i), d),
    }));
  return groups.flatMap((g, i) =>
    (
      [
        ['ឥតច្បាប់', 'No permission', 'Absence'],
        ['មានច្បាប់', 'Permission', 'Permission'],
        ['យឺត', 'Late', 'Late'],
      ] as const
    ).map(([km, en, k]) => ({
      header: `${g.header.replace(/\n/g, ' ')} ${km}`,
      headerEn: `${g.headerEn} ${en}`,
      width: 10,
      pdfWidth: 0,
      value: () => '',
      xlsx: (row: R) => countsOfRow(row, i)[k],
    })),
  );
}

export const subjectScheduleFile = (deps: TAppDeps, auth: TAuth, q: TReportAttendanceRangeQuery & { exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const layout = await reportLayoutIn(deps, tx, auth.campusId);
    const r = await subjectScheduleIn(tx, auth.campusId, q);
    type TRow = (typeof r.Students)[number];
    const excel = q.exportType === EXPORT_FILE_TYPE.EXCEL;
    const groups = r.Subjects.map((s) => ({
      header: `${s.Subject}\n${excel ? '' : `(${heldShort(s, khmerDigits)})`}`.trim(),
      headerEn: `${s.SubjectEn}${excel ? '' : ` (${heldShort(s, latin)})`}`,
    }));
    const columns: Array<TColumn<TRow>> = [
      ...student<TRow>(),
      ...groupColumns<TRow>(groups, (row, i) => row.Subjects[i]!, excel),
      ...totals<TRow>((row) => row.Counts),
    ];
    const subjectLines = r.Subjects.map(
      (s) =>
        `${s.Subject}: ${heldLine(s).split('   |   ')[0]}   |   ${s.SubjectEn}: sessions ${s.Sessions}, taken ${s.Taken}, not taken ${s.Sessions - s.Taken}`,
    );
    return fileOf(layout, {
      exportType: q.exportType,
      heading: { title: 'របាយការណ៍វត្តមានសិស្សតាមមុខវិជ្ជា', titleEn: 'Student attendance by subject' },
      fileName: `student-attendance-subjects-${q.fromDate}-${q.toDate}`,
      page: {
        orientation: 'landscape',
        size: 'A3',
        fontSize: 7.5,
        lines: [
          classLine(r),
          `ពីថ្ងៃ ${bilingualDay(layout, q.fromDate)} ដល់ថ្ងៃ ${bilingualDay(layout, q.toDate)}`,
          heldLine(r),
          ...(excel ? subjectLines : []),
          LEGEND,
        ],
      },
      sections: [{ name: 'Subjects', columns, rows: r.Students }],
    });
  });

export const yearlyFile = (deps: TAppDeps, auth: TAuth, q: { academicClassId: string; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const layout = await reportLayoutIn(deps, tx, auth.campusId);
    const r = await yearlyIn(tx, auth.campusId, q);
    type TRow = (typeof r.Students)[number];
    const excel = q.exportType === EXPORT_FILE_TYPE.EXCEL;
    const groups = r.Months.map((m) => ({ header: monthKm(m.Month), headerEn: monthEn(m.Month) }));
    const columns: Array<TColumn<TRow>> = [
      ...student<TRow>(),
      ...groupColumns<TRow>(groups, (row, i) => row.Months[i]!, excel),
      ...totals<TRow>((row) => row.Counts),
    ];
    const monthLines = r.Months.filter((m) => m.Sessions > 0).map(
      (m) => `${monthKm(m.Month)}: ${khmerDigits(m.Taken)}/${khmerDigits(m.Sessions)}   |   ${monthEn(m.Month)}: taken ${m.Taken} of ${m.Sessions}`,
    );
    return fileOf(layout, {
      exportType: q.exportType,
      heading: {
        title: 'របាយការណ៍វត្តមានសិស្សប្រចាំឆ្នាំ',
        titleEn: 'Student yearly attendance',
        academicInfo: `${r.AcademicYear.Description} · ${r.AcademicYear.DescriptionEn}`,
      },
      fileName: `student-attendance-yearly-${r.AcademicYear.StartDate.slice(0, 4)}-${r.AcademicYear.EndDate.slice(0, 4)}`,
      page: { orientation: 'landscape', size: 'A3', fontSize: 7.5, lines: [classLine(r), heldLine(r), monthLines.join(' · '), LEGEND] },
      sections: [{ name: 'Yearly', columns, rows: r.Students }],
    });
  });
