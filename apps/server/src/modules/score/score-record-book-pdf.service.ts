import { ACTOR_TYPE, type TScoreResultCell, type TScoreStudentPeriod, type TScoreStudentResults } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { PdfReport, pdfLogo, reportDate, type TPdfColumn } from '../../lib/pdf/pdf-report';
import { requireYear } from '../academic-year/academic-year.service';
import * as campusModule from '../campus/index';
import type { TTx } from '../../db/engine';
import { recordBookIn, studentResultIn } from './score-result.service';
import { classStudents } from './score.repository';

/**
 * The printed record book (សៀវភៅតាមដាន, issue 13 'Results'): a student's year in her class on the shared
 * PdfReport, every line in Khmer (Khmer digits) with the English under it: each month's, semester exam's,
 * semester's and the year's total, average, percent, rank, mention, result and absences; each subject's score
 * per period; the year's result; and, in the school's copy, her misconduct of the year.
 *
 * Who prints which: the office and her teachers the school's record book of a class (every computed period,
 * released or not, each marked); a student her own and a guardian his child's of a year, released periods
 * only (none released yet: 404, as there is nothing to print).
 */
export type TReportFile = { data: Buffer; fileName: string; contentType: string };

export type TRecordBookPdfQuery = { studentAcademicClassId?: string; studentId?: string; academicClassId?: string; academicYearId?: string };

/** Two decimals, Khmer digits above the Latin ones. */
const both = (en: string) => `${khmerDigits(en)}\n${en}`;
const fixed = (v: number | null | undefined) => (v == null ? null : v.toFixed(2));
const dash = '–';

const STATE_NAMES: Record<string, [string, string]> = {
  incomplete: ['មិនទាន់គ្រប់', 'Incomplete'],
  exempt: ['លើកលែង', 'Exempt'],
};

/** An average (or the period's state when it has none). */
function averageCell(p: TScoreStudentPeriod): string {
  if (p.State !== 'complete') {
    const [km, en] = STATE_NAMES[p.State] ?? STATE_NAMES.incomplete!;
    return `${km}\n${en}`;
  }
  return both(fixed(p.Average) ?? dash);
}

const numberCell = (v: number | null | undefined) => (v == null ? dash : both(fixed(v)!));
const rankCell = (p: TScoreStudentPeriod) =>
  p.Rank == null ? dash : `${khmerDigits(p.Rank)} ក្នុងចំណោម ${khmerDigits(p.ClassSize)}\n${p.Rank} of ${p.ClassSize}`;
const mentionCell = (p: { Grade: string | null; Mention: string | null; MentionEn: string | null }) =>
  p.Grade ? `${p.Grade} ${p.Mention ?? ''}\n${p.Grade} ${p.MentionEn ?? ''}`.trim() : dash;
const resultCell = (passed: boolean | null) => (passed == null ? dash : passed ? 'ជាប់\nPass' : 'ធ្លាក់\nFail');
const countCell = (v: number | null) => (v == null ? dash : `${khmerDigits(v)}\n${v}`);

/** A subject's score in a period: the score (0 and "absent" for an absence), exempt, or a dash when incomplete. */
function subjectCell(c: TScoreResultCell | undefined): string {
  if (!c || c.State === 'incomplete' || c.Score == null) return c?.State === 'exempt' ? 'លើកលែង\nExempt' : dash;
  const score = fixed(c.Score)!;
  if (c.Status === 'absent') return `${khmerDigits(score)} អវត្តមាន\n${score} absent`;
  return both(score);
}

function periodName(p: TScoreStudentPeriod) {
  return `${p.Period}\n${p.PeriodEn}`;
}

/** A section's heading, on a new page when its table would not start under it on this one. */
function heading(report: PdfReport, text: string) {
  if (report.doc.y + 90 > report.bottom) report.newPage();
  report.text(text, { size: 11, bold: true });
}

/** Draws the record book; `schoolCopy`: the release of each period and the misconduct are shown. */
function draw(report: PdfReport, r: TScoreStudentResults, year: { fromYear: number; toYear: number } | null, schoolCopy: boolean) {
  const code = r.Code;
  report.text(`សិស្ស៖ ${r.FullName} (អត្តលេខ ${khmerDigits(code)}) · Student: ${r.FullNameEn} (code ${code})`, { size: 11, bold: true });
  const span = year ? `${year.fromYear}-${year.toYear}` : '';
  const yearKm = year ? ` · ឆ្នាំសិក្សា ${khmerDigits(span)}` : '';
  const yearEn = year ? ` · Academic year ${span}` : '';
  report.text(`ថ្នាក់៖ ${r.AcademicClass ?? dash}${yearKm}\nClass: ${r.AcademicClassEn ?? dash}${yearEn}`, { size: 10, gapAfter: 8 });

  // Each period's figures.
  heading(report, 'លទ្ធផលតាមរយៈពេល · Results by period');
  const periodColumns: Array<TPdfColumn<TScoreStudentPeriod>> = [
    { header: 'រយៈពេល', headerEn: 'Period', width: 2.2, value: periodName },
    { header: 'ពិន្ទុសរុប', headerEn: 'Total', width: 1.1, align: 'right', value: (p) => numberCell(p.Total) },
    { header: 'មធ្យមភាគ', headerEn: 'Average', width: 1.2, align: 'right', value: averageCell },
    { header: 'ភាគរយ', headerEn: 'Percent', width: 1.1, align: 'right', value: (p) => (p.Percent == null ? dash : both(`${fixed(p.Percent)}%`)) },
    { header: 'ចំណាត់ថ្នាក់', headerEn: 'Rank', width: 1.5, align: 'center', value: rankCell },
    { header: 'និទ្ទេស', headerEn: 'Mention', width: 1.6, value: mentionCell },
    { header: 'លទ្ធផល', headerEn: 'Result', width: 1, align: 'center', value: (p) => resultCell(p.Passed) },
    { header: 'អវត្តមាន', headerEn: 'Absences', width: 1, align: 'right', value: (p) => countCell(p.Absence) },
    { header: 'មានច្បាប់', headerEn: 'With leave', width: 1, align: 'right', value: (p) => countCell(p.Permission) },
  ];
  if (schoolCopy)
    periodColumns.push({
      header: 'ការប្រកាស',
      headerEn: 'Release',
      width: 1.3,
      align: 'center',
      value: (p) => (p.Released ? 'បានប្រកាស\nReleased' : 'មិនទាន់ប្រកាស\nNot released'),
    });
  report.table(periodColumns, r.Periods, { fontSize: 8, emptyText: 'មិនទាន់មានលទ្ធផលទេ · No results yet' });

  // Each subject's score per period.
  heading(report, 'ពិន្ទុតាមមុខវិជ្ជា · Scores by subject');
  const cells = r.Periods.map((p) => new Map(p.Subjects.map((c) => [c.CourseLevelSubjectId, c])));
  const subjectColumns: Array<TPdfColumn<TScoreStudentResults['Subjects'][number]>> = [
    {
      header: 'មុខវិជ្ជា',
      headerEn: 'Subject',
      width: 2.4,
      value: (s) => `${s.Subject} (/${khmerDigits(s.MaxScore)})\n${s.SubjectEn} (/${s.MaxScore})`,
    },
    ...r.Periods.map((p, i): TPdfColumn<TScoreStudentResults['Subjects'][number]> => ({
      header: p.Period,
      headerEn: p.PeriodEn,
      width: 1,
      align: 'right',
      value: (s) => subjectCell(cells[i]!.get(s.CourseLevelSubjectId)),
    })),
  ];
  report.table(subjectColumns, r.Subjects, { fontSize: 7.5, emptyText: 'គ្មានមុខវិជ្ជាដែលរាប់ពិន្ទុ · No subject that counts' });

  // The year's result.
  const yearResult = r.Periods.find((p) => p.Kind === 'year');
  if (!yearResult) report.text('លទ្ធផលប្រចាំឆ្នាំ៖ មិនទាន់មាន · Year result: not yet', { size: 11, bold: true });
  else if (yearResult.State !== 'complete') {
    const [km, en] = STATE_NAMES[yearResult.State] ?? STATE_NAMES.incomplete!;
    report.text(`លទ្ធផលប្រចាំឆ្នាំ៖ ${km} · Year result: ${en}`, { size: 11, bold: true });
  } else {
    const avg = fixed(yearResult.Average)!;
    const rank = yearResult.Rank;
    report.text(
      `លទ្ធផលប្រចាំឆ្នាំ៖ ${yearResult.Passed ? 'ជាប់' : 'ធ្លាក់'} · មធ្យមភាគ ${khmerDigits(avg)}` +
        (rank != null ? ` · ចំណាត់ថ្នាក់ទី ${khmerDigits(rank)} ក្នុងចំណោម ${khmerDigits(yearResult.ClassSize)}` : '') +
        (yearResult.Grade ? ` · និទ្ទេស ${yearResult.Grade} ${yearResult.Mention ?? ''}` : '') +
        `\nYear result: ${yearResult.Passed ? 'Passed' : 'Failed'} · average ${avg}` +
        (rank != null ? ` · rank ${rank} of ${yearResult.ClassSize}` : '') +
        (yearResult.Grade ? ` · mention ${yearResult.Grade} ${yearResult.MentionEn ?? ''}` : ''),
      { size: 11, bold: true, gapAfter: 8 },
    );
  }

  if (schoolCopy) {
    heading(report, 'ការល្មើសវិន័យក្នុងឆ្នាំនេះ · Misconduct this year');
    type TMisconduct = TScoreStudentResults['Misconducts'][number];
    report.table<TMisconduct>(
      [
        { header: 'កាលបរិច្ឆេទ', headerEn: 'Date', width: 1, value: (m) => both(reportDate(new Date(`${m.Date}T12:00:00+07:00`))) },
        { header: 'ការល្មើស', headerEn: 'Misconduct', width: 3, value: (m) => (m.DescriptionEn ? `${m.Description}\n${m.DescriptionEn}` : m.Description) },
        { header: 'វិធានការដែលបានចាត់', headerEn: 'Action taken', width: 2, value: (m) => m.ActionTaken ?? dash },
      ],
      r.Misconducts,
      { fontSize: 8, emptyText: 'គ្មានការល្មើសវិន័យបានកត់ត្រាក្នុងឆ្នាំនេះទេ · No misconduct recorded this year' },
    );
  }

  // Room for the signatures.
  report.table<null>(
    [
      { header: 'គ្រូបន្ទុកថ្នាក់', headerEn: 'Homeroom teacher', width: 1, value: () => '' },
      { header: 'អាណាព្យាបាល', headerEn: 'Guardian', width: 1, value: () => '' },
      { header: 'នាយកសាលា', headerEn: 'Principal', width: 1, value: () => '' },
    ],
    [null],
    { minRowHeight: 56, zebra: false },
  );
}

const isSchool = (auth: TAuth) => auth.permissions.has('MANAGE_SCORE') || auth.actorType === ACTOR_TYPE.EMPLOYEE;

export function recordBookPdf(deps: TAppDeps, auth: TAuth, q: TRecordBookPdfQuery): Promise<TReportFile> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const schoolCopy = isSchool(auth);
    let results: TScoreStudentResults;
    if (schoolCopy) {
      if (!q.studentAcademicClassId && !(q.studentId && q.academicClassId))
        throw badRequest('សូមជ្រើសរើសសិស្ស និងថ្នាក់', 'Choose a student and a class', [
          {
            Field: 'studentAcademicClassId',
            Message: 'សូមជ្រើសរើសសិស្ស និងថ្នាក់',
            MessageEn: 'studentAcademicClassId, or studentId and academicClassId, are required',
          },
        ]);
      results = await recordBookIn(tx, auth, q);
    } else {
      results = await studentResultIn(tx, auth, { studentId: q.studentId, academicYearId: q.academicYearId });
      if (results.Periods.length === 0) throw notFound('មិនទាន់មានលទ្ធផលដែលបានប្រកាសទេ', 'No results released yet');
    }
    const stamp = new Date().toISOString().slice(0, 10);
    return bookFile(deps, tx, campusId, [results], schoolCopy, `record-book-${results.Code}-${stamp}.pdf`);
  });
}

/** The record books of `books` in one PDF, one student from a new page. */
async function bookFile(deps: TAppDeps, tx: TTx, campusId: string, books: TScoreStudentResults[], schoolCopy: boolean, fileName: string) {
  const yearId = books[0]?.AcademicYearId;
  const year = yearId ? await requireYear(tx, campusId, yearId) : null;
  const campus = await campusModule.getCampus(tx, { campusId });
  const logo = await pdfLogo(await campusModule.logoIn(deps, tx, campusId));
  const report = new PdfReport({
    school: { name: campus?.name ?? '', nameEn: campus?.nameEn ?? '', logo },
    title: 'សៀវភៅតាមដានការសិក្សា',
    titleEn: 'Student record book',
    orientation: 'landscape',
  });
  books.forEach((book, i) => {
    if (i > 0) report.newPage();
    draw(report, book, year, schoolCopy);
  });
  return { data: await report.toBuffer(), fileName: fileName.replace(/[^\w.-]+/g, '_'), contentType: 'application/pdf' };
}

/**
 * The school's record books of a class (the report menu's student and annual record books, `GET
 * /report/school/record/book`): every scored student of the class in name order (or the one named), one a page,
 * through the exam named (the whole year without it). The office and the class's teachers only (404 otherwise).
 */
export function classRecordBooksPdf(
  deps: TAppDeps,
  auth: TAuth,
  q: { academicClassId: string; examTypeId?: string; studentId?: string },
): Promise<TReportFile> {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const ids = q.studentId ? [q.studentId] : (await classStudents(tx, { campusId, academicClassId: q.academicClassId })).map((s) => s.id);
    if (ids.length === 0) throw notFound('ថ្នាក់នេះមិនទាន់មានសិស្សទេ', 'The class has no students');
    const books: TScoreStudentResults[] = [];
    for (const studentId of ids) books.push(await recordBookIn(tx, auth, { studentId, academicClassId: q.academicClassId, examTypeId: q.examTypeId }));
    const stamp = new Date().toISOString().slice(0, 10);
    const who = q.studentId ? books[0]!.Code : (books[0]!.AcademicClassEn ?? 'class');
    return bookFile(deps, tx, campusId, books, true, `record-books-${who}-${stamp}.pdf`);
  });
}
