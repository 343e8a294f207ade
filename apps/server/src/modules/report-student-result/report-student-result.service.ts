import {
  ENUM_ITEMS,
  EXAM_PERIOD_TYPE,
  EXPORT_FILE_TYPE,
  GENDER,
  RESULT_LEVEL,
  enumName,
  type TPermissionKey,
  type TScoreClassResult,
  type TScoreClassResultRow,
  type TScoreResultCell,
  type TScoreStudentPeriod,
} from '@school/contract';
import type {
  TRecordBookFileQuery,
  TResultReportCell,
  TResultReportColumn,
  TResultReportSection,
  TResultReportTable,
  TResultReportText,
  TStudentResultReportFilter,
  TStudentResultReportName,
  TStudentResultReportQuery,
} from '@school/contract/report-student-result/report-student-result.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenantRead } from '../../db/tenant';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx/xlsx-export';
import { reportLayoutIn, type TReportFile } from '../report/index';
import { DEFAULT_GRADE_MATRIX } from '../score/index';
import { classResultOf, configurationOf, recordBookOf, settingOf } from '../score/score-result.service';
import { classRecordBooksPdf } from '../score/score-record-book-pdf.service';
import * as repo from './report-student-result.repository';

/**
 * The student- and subject-level result reports (portal §2 'Reports', group 'report-result'). Every figure is
 * the score module's stored result (averages, ranks, mentions, subject grades and incomplete states computed by
 * the grading module, docs/spec/grading.md); a report only chooses, orders and counts them. The score module's
 * reach applies: the office reads every class, a teacher holding a report key the classes she teaches.
 *
 * A report is described once as sections of columns and cells (`TResultReportTable`): the screen shows it as
 * run, and the PDF (report settings' layout, Khmer digits) and the workbook (numbers as numbers) are written from
 * the same description. The record books' PDF is the score module's printed record book, one student a page.
 */

const RECORD_BOOKS: readonly TStudentResultReportName[] = ['student-record-book', 'student-annual-record-book'];
const keyOf = (report: TStudentResultReportName): TPermissionKey =>
  RECORD_BOOKS.includes(report) ? 'DOWNLOAD_STUDENT_RECORD_BOOK' : 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT';

const TITLES: Record<TStudentResultReportName, [string, string]> = {
  'student-record-book': ['សៀវភៅតាមដានការសិក្សា', 'Student record book'],
  'student-annual-record-book': ['សៀវភៅតាមដានការសិក្សាប្រចាំឆ្នាំ', 'Annual record book'],
  'student-transcript': ['ព្រឹត្តិបត្រពិន្ទុសិស្ស', 'Student transcript'],
  'student-honorary': ['តារាងកិត្តិយស', 'Honour roll'],
  'grade-by-subject': ['និទ្ទេសតាមមុខវិជ្ជា', 'Grades by subject'],
  'grade-evaluation-semester': ['ការវាយតម្លៃនិទ្ទេសប្រចាំឆមាស', 'Semester grade evaluation'],
  'subject-grade-semester': ['ពិន្ទុ និងនិទ្ទេសមុខវិជ្ជាប្រចាំឆមាស', 'Subject grades of the semester'],
};

// ---- cells and columns

const text = (Km: string, En: string): TResultReportText => ({ Km, En });
const DASH = null;
const STATE: Record<string, TResultReportText> = {
  incomplete: text('មិនទាន់គ្រប់', 'Incomplete'),
  exempt: text('លើកលែង', 'Exempt'),
};
const nameCell = (r: { FullName: string; FullNameEn: string }) => text(r.FullName, r.FullNameEn);
const genderCell = (g: number) => text(enumName(ENUM_ITEMS.gender, g, 'km'), enumName(ENUM_ITEMS.gender, g, 'en'));
/** An average, or the state of a result that has none (incomplete, exempt). */
const averageCell = (r: { State: string; Average: number | null } | undefined): TResultReportCell =>
  !r ? DASH : r.State === 'complete' ? r.Average : (STATE[r.State] ?? STATE.incomplete!);
const mentionCell = (r: { Grade: string | null; Mention: string | null; MentionEn: string | null } | undefined): TResultReportCell =>
  r?.Grade ? text(`${r.Grade} ${r.Mention ?? ''}`.trim(), `${r.Grade} ${r.MentionEn ?? ''}`.trim()) : DASH;
const resultCell = (passed: boolean | null | undefined): TResultReportCell => (passed == null ? DASH : passed ? text('ជាប់', 'Pass') : text('ធ្លាក់', 'Fail'));
/** A subject's score: the score (absent: 0, marked), exempt, or empty while incomplete. */
function scoreCell(c: TScoreResultCell | undefined): TResultReportCell {
  if (!c || c.State === 'incomplete' || c.Score == null) return c?.State === 'exempt' ? STATE.exempt! : DASH;
  if (c.Status === 'absent') return text(`${khmerDigits(c.Score)} (អវត្តមាន)`, `${c.Score} (absent)`);
  return c.Score;
}
const gradeCell = (c: TScoreResultCell | undefined): TResultReportCell => (c?.State === 'exempt' ? STATE.exempt! : (c?.Grade ?? DASH));

type TColumnOptions = { decimals?: number; width?: number; group?: [string, string] };
const column = (Key: string, Header: string, HeaderEn: string, o: TColumnOptions = {}): TResultReportColumn => ({
  Key,
  Header,
  HeaderEn,
  Group: o.group?.[0] ?? null,
  GroupEn: o.group?.[1] ?? null,
  Decimals: o.decimals ?? 0,
  Width: o.width ?? 1,
});
const NO = column('No', 'ល.រ', 'No.', { width: 0.5 });
const CODE = column('Code', 'អត្តលេខ', 'Code', { width: 1.2 });
const NAME = column('Name', 'ឈ្មោះសិស្ស', 'Student', { width: 2.2 });
const GENDER_COLUMN = column('Gender', 'ភេទ', 'Sex', { width: 0.9 });
const studentCells = (r: TScoreClassResultRow, i: number) => ({ No: i + 1, Code: r.Code, Name: nameCell(r), Gender: genderCell(r.Gender) });

const section = (columns: TResultReportColumn[], rows: Array<Record<string, TResultReportCell>>, caption?: [string, string]): TResultReportSection => ({
  Caption: caption?.[0] ?? null,
  CaptionEn: caption?.[1] ?? null,
  Columns: columns,
  Rows: rows,
});

// ---- filters

const required = (value: string | number | undefined, field: string, km: string, en: string) => {
  if (value === undefined) throw badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);
  return value;
};
const needClass = (f: { academicClassId?: string }) => required(f.academicClassId, 'academicClassId', 'សូមជ្រើសរើសថ្នាក់', 'Choose a class') as string;
const needSemester = (f: { semester?: number }) => required(f.semester, 'semester', 'សូមជ្រើសរើសឆមាស', 'Choose a semester') as 1 | 2;

async function classOf(deps: TAppDeps, auth: TAuth, academicClassId: string) {
  const cls = await inTenantRead(deps, auth, (tx) => repo.getClassWithYear(tx, { campusId: auth.campusId, academicClassId }));
  if (!cls) throw notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
  return cls;
}

/** The period of a report: an exam, a semester or the year (the year when none is named). */
function periodOf(f: TStudentResultReportFilter) {
  const kind = f.kind ?? (f.examTypeId ? 'exam' : f.semester ? 'semester' : 'year');
  if (kind === 'exam') required(f.examTypeId, 'examTypeId', 'សូមជ្រើសរើសប្រភេទប្រឡង', 'Choose an exam');
  if (kind === 'semester') needSemester(f);
  return { kind, examTypeId: kind === 'exam' ? f.examTypeId : undefined, semester: kind === 'semester' ? f.semester : undefined };
}

const results = (deps: TAppDeps, auth: TAuth, academicClassId: string, p: ReturnType<typeof periodOf>) =>
  classResultOf(deps, auth, { academicClassId, kind: p.kind, examTypeId: p.examTypeId, semester: p.semester });

const heading = (report: TStudentResultReportName, subtitle: [string, string]) => ({
  Report: report,
  Title: TITLES[report][0],
  TitleEn: TITLES[report][1],
  Subtitle: subtitle[0],
  SubtitleEn: subtitle[1],
});
const classLine = (c: repo.TClassWithYear, period?: { Period: string; PeriodEn: string }): [string, string] => [
  [c.yearDescription, c.description, period?.Period].filter(Boolean).join(' · '),
  [c.yearDescriptionEn, c.descriptionEn, period?.PeriodEn].filter(Boolean).join(' · '),
];

// ---- the reports

/** A class's results of one exam (the record book's page of that exam): figures, rank, mention, absences. */
async function recordBookTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  const cls = await classOf(deps, auth, needClass(f));
  required(f.examTypeId, 'examTypeId', 'សូមជ្រើសរើសប្រភេទប្រឡង', 'Choose an exam');
  const r = await results(deps, auth, cls.id, { kind: 'exam', examTypeId: f.examTypeId, semester: undefined });
  const rows = r.Rows.filter((x) => !f.studentId || x.StudentId === f.studentId);
  const columns = [
    NO,
    CODE,
    NAME,
    GENDER_COLUMN,
    column('Total', 'ពិន្ទុសរុប', 'Total', { decimals: 2 }),
    column('Average', 'មធ្យមភាគ', 'Average', { decimals: 2, width: 1.2 }),
    column('Percent', 'ភាគរយ', 'Percent', { decimals: 2 }),
    column('Rank', 'ចំណាត់ថ្នាក់', 'Rank', { width: 0.8 }),
    column('Mention', 'និទ្ទេស', 'Mention', { width: 1.4 }),
    column('Result', 'លទ្ធផល', 'Result', { width: 0.8 }),
    column('Absence', 'អវត្តមាន', 'Absences', { width: 0.8 }),
    column('Permission', 'មានច្បាប់', 'With leave', { width: 0.8 }),
  ];
  return {
    ...heading('student-record-book', classLine(cls, r)),
    Sections: [
      section(
        columns,
        rows.map((x, i) => ({
          ...studentCells(x, i),
          Total: x.State === 'complete' ? x.Total : DASH,
          Average: averageCell(x),
          Percent: x.Percent,
          Rank: x.Rank,
          Mention: mentionCell(x),
          Result: resultCell(x.Passed),
          Absence: x.Absence,
          Permission: x.Permission,
        })),
      ),
    ],
  };
}

/** A class's year: each semester's average, the annual average, rank, mention and result. */
async function annualRecordBookTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  const cls = await classOf(deps, auth, needClass(f));
  const [s1, s2, year] = await Promise.all([
    results(deps, auth, cls.id, { kind: 'semester', semester: 1, examTypeId: undefined }),
    results(deps, auth, cls.id, { kind: 'semester', semester: 2, examTypeId: undefined }),
    results(deps, auth, cls.id, { kind: 'year', semester: undefined, examTypeId: undefined }),
  ]);
  const by = (r: TScoreClassResult) => new Map(r.Rows.map((x) => [x.StudentId, x]));
  const [first, second] = [by(s1), by(s2)];
  const seen = new Set<string>();
  const students = [...year.Rows, ...s1.Rows, ...s2.Rows].filter((x) => !seen.has(x.StudentId) && seen.add(x.StudentId));
  const annual = by(year);
  const rows = students.filter((x) => !f.studentId || x.StudentId === f.studentId);
  const columns = [
    NO,
    CODE,
    NAME,
    GENDER_COLUMN,
    column('Semester1', 'ឆមាសទី១', 'Semester 1', { decimals: 2, width: 1.2 }),
    column('Semester2', 'ឆមាសទី២', 'Semester 2', { decimals: 2, width: 1.2 }),
    column('Annual', 'ប្រចាំឆ្នាំ', 'Annual', { decimals: 2, width: 1.2 }),
    column('Rank', 'ចំណាត់ថ្នាក់', 'Rank', { width: 0.8 }),
    column('Mention', 'និទ្ទេស', 'Mention', { width: 1.4 }),
    column('Result', 'លទ្ធផល', 'Result', { width: 0.8 }),
  ];
  return {
    ...heading('student-annual-record-book', classLine(cls, { Period: 'ប្រចាំឆ្នាំ', PeriodEn: 'Annual' })),
    Sections: [
      section(
        columns,
        rows.map((x, i) => {
          const y = annual.get(x.StudentId);
          return {
            ...studentCells(x, i),
            Semester1: averageCell(first.get(x.StudentId)),
            Semester2: averageCell(second.get(x.StudentId)),
            Annual: averageCell(y),
            Rank: y?.Rank ?? DASH,
            Mention: mentionCell(y),
            Result: resultCell(y?.Passed),
          };
        }),
      ),
    ],
  };
}

/** A student's years at the school: each year's semester and annual results, then each year's subjects. */
async function transcriptTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  const studentId = required(f.studentId, 'studentId', 'សូមជ្រើសរើសសិស្ស', 'Choose a student') as string;
  const placements = await inTenantRead(deps, auth, (tx) => repo.listPlacementsOfStudent(tx, { campusId: auth.campusId, studentId }));
  if (placements.length === 0) throw notFound('រកមិនឃើញសិស្សនេះទេ', 'The student was not found');
  const books = [];
  for (const p of placements) books.push({ p, book: await recordBookOf(deps, auth, { studentId, academicClassId: p.id }) });
  const student = books[0]!.book;
  const period = (periods: TScoreStudentPeriod[], kind: 'semester' | 'year', semester?: number) =>
    periods.find((x) => x.Kind === kind && (kind === 'year' || x.Semester === semester));
  const yearColumns = [
    column('Year', 'ឆ្នាំសិក្សា', 'Academic year', { width: 1.4 }),
    column('Class', 'ថ្នាក់', 'Class', { width: 1.2 }),
    column('Semester1', 'ឆមាសទី១', 'Semester 1', { decimals: 2 }),
    column('Semester2', 'ឆមាសទី២', 'Semester 2', { decimals: 2 }),
    column('Annual', 'ប្រចាំឆ្នាំ', 'Annual', { decimals: 2 }),
    column('Rank', 'ចំណាត់ថ្នាក់', 'Rank', { width: 0.8 }),
    column('ClassSize', 'ចំនួនសិស្ស', 'Of', { width: 0.8 }),
    column('Mention', 'និទ្ទេស', 'Mention', { width: 1.4 }),
    column('Result', 'លទ្ធផល', 'Result', { width: 0.8 }),
  ];
  const years = section(
    yearColumns,
    books.map(({ p, book }) => {
      const y = period(book.Periods, 'year');
      return {
        Year: text(p.yearDescription, p.yearDescriptionEn),
        Class: text(p.description, p.descriptionEn),
        Semester1: averageCell(period(book.Periods, 'semester', 1)),
        Semester2: averageCell(period(book.Periods, 'semester', 2)),
        Annual: averageCell(y),
        Rank: y?.Rank ?? DASH,
        ClassSize: y ? y.ClassSize : DASH,
        Mention: mentionCell(y),
        Result: resultCell(y?.Passed),
      };
    }),
    ['លទ្ធផលប្រចាំឆ្នាំ', 'Results by year'],
  );
  const subjectColumns = [
    column('Subject', 'មុខវិជ្ជា', 'Subject', { width: 2 }),
    column('MaxScore', 'ពិន្ទុអតិបរមា', 'Maximum', { decimals: 2 }),
    column('Semester1', 'ឆមាសទី១', 'Semester 1', { decimals: 2 }),
    column('Semester2', 'ឆមាសទី២', 'Semester 2', { decimals: 2 }),
    column('Annual', 'ប្រចាំឆ្នាំ', 'Annual', { decimals: 2 }),
    column('Grade', 'និទ្ទេស', 'Grade', { width: 0.8 }),
  ];
  const subjects = books.map(({ p, book }) => {
    const cell = (x: TScoreStudentPeriod | undefined, id: string) => x?.Subjects.find((c) => c.CourseLevelSubjectId === id);
    const [one, two, y] = [period(book.Periods, 'semester', 1), period(book.Periods, 'semester', 2), period(book.Periods, 'year')];
    return section(
      subjectColumns,
      book.Subjects.map((s) => ({
        Subject: text(s.Subject, s.SubjectEn),
        MaxScore: s.MaxScore,
        Semester1: scoreCell(cell(one, s.CourseLevelSubjectId)),
        Semester2: scoreCell(cell(two, s.CourseLevelSubjectId)),
        Annual: scoreCell(cell(y, s.CourseLevelSubjectId)),
        Grade: gradeCell(cell(y, s.CourseLevelSubjectId)),
      })),
      [`${p.yearDescription} · ${p.description}`, `${p.yearDescriptionEn} · ${p.descriptionEn}`],
    );
  });
  return {
    ...heading('student-transcript', [`${student.FullName} · អត្តលេខ ${khmerDigits(student.Code)}`, `${student.FullNameEn} · code ${student.Code}`]),
    Sections: [years, ...subjects],
  };
}

/** The best-ranked students of a class, or of each class of a grade, in a period (rank ≤ top). */
async function honoraryTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  let classes: repo.TClassWithYear[];
  if (f.academicClassId) classes = [await classOf(deps, auth, f.academicClassId)];
  else {
    const academicYearId = required(f.academicYearId, 'academicYearId', 'សូមជ្រើសរើសឆ្នាំសិក្សា', 'Choose an academic year') as string;
    const courseLevelId = required(f.courseLevelId, 'courseLevelId', 'សូមជ្រើសរើសថ្នាក់ ឬកម្រិតថ្នាក់', 'Choose a class or a grade') as string;
    classes = await inTenantRead(deps, auth, (tx) => repo.listClassesOfGrade(tx, { campusId: auth.campusId, academicYearId, courseLevelId }));
  }
  const p = periodOf(f);
  const rows: Array<Record<string, TResultReportCell>> = [];
  let names = { Period: '', PeriodEn: '' };
  for (const cls of classes) {
    const r = await results(deps, auth, cls.id, p);
    names = r;
    for (const x of r.Rows)
      if (x.Rank != null && x.Rank <= f.top)
        rows.push({
          No: rows.length + 1,
          Class: text(cls.description, cls.descriptionEn),
          Rank: x.Rank,
          Code: x.Code,
          Name: nameCell(x),
          Gender: genderCell(x.Gender),
          Average: x.Average,
          Percent: x.Percent,
          Mention: mentionCell(x),
        });
  }
  const first = classes[0];
  const subtitle: [string, string] = first
    ? [
        [first.yearDescription, classes.length === 1 ? first.description : '', names.Period, `លេខ ១ ដល់ ${khmerDigits(f.top)}`].filter(Boolean).join(' · '),
        [first.yearDescriptionEn, classes.length === 1 ? first.descriptionEn : '', names.PeriodEn, `ranks 1 to ${f.top}`].filter(Boolean).join(' · '),
      ]
    : ['', ''];
  return {
    ...heading('student-honorary', subtitle),
    Sections: [
      section(
        [
          NO,
          column('Class', 'ថ្នាក់', 'Class'),
          column('Rank', 'ចំណាត់ថ្នាក់', 'Rank', { width: 0.8 }),
          CODE,
          NAME,
          GENDER_COLUMN,
          column('Average', 'មធ្យមភាគ', 'Average', { decimals: 2 }),
          column('Percent', 'ភាគរយ', 'Percent', { decimals: 2 }),
          column('Mention', 'និទ្ទេស', 'Mention', { width: 1.4 }),
        ],
        rows,
      ),
    ],
  };
}

/** The subject grades the class is graded on, best first (the matrix's subject rows, else the template's). */
async function subjectGradesOf(deps: TAppDeps, auth: TAuth, academicClassId: string) {
  const config = await configurationOf(deps, auth, { academicClassId });
  const own = config.Matrix.filter((m) => m.GradeType === RESULT_LEVEL.SUBJECT);
  const rows = own.length > 0 ? own.map((m) => ({ grade: m.Grade, mention: m.Mention, mentionEn: m.MentionEn, min: m.MinScore })) : [];
  if (rows.length === 0)
    for (const m of DEFAULT_GRADE_MATRIX)
      if (m.gradeType === RESULT_LEVEL.SUBJECT) rows.push({ grade: m.grade, mention: m.mention, mentionEn: m.mentionEn, min: m.minScore });
  return rows.sort((a, b) => b.min - a.min);
}

/** Per subject, how many students (and girls) earned each grade in a period, and how many passed. */
async function gradeBySubjectTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  const cls = await classOf(deps, auth, needClass(f));
  const r = await results(deps, auth, cls.id, periodOf(f));
  const grades = await subjectGradesOf(deps, auth, cls.id);
  const columns = [
    NO,
    column('Subject', 'មុខវិជ្ជា', 'Subject', { width: 1.6 }),
    column('Students', 'សិស្សសរុប', 'Students', { width: 0.8 }),
    ...grades.flatMap((g) => [
      column(`${g.grade}:all`, 'សរុប', 'Total', { width: 0.75, group: [`${g.grade} ${g.mention}`, `${g.grade} ${g.mentionEn}`] }),
      column(`${g.grade}:female`, 'ស្រី', 'Female', { width: 0.8, group: [`${g.grade} ${g.mention}`, `${g.grade} ${g.mentionEn}`] }),
    ]),
    column('Ungraded', 'មិនទាន់គ្រប់ / លើកលែង', 'Incomplete / exempt', { width: 1 }),
    column('Passed', 'ជាប់', 'Passed', { width: 0.6 }),
    column('Failed', 'ធ្លាក់', 'Failed', { width: 0.6 }),
  ];
  const rows = r.Subjects.map((s, i) => {
    const cells = r.Rows.map((x) => ({ female: x.Gender === GENDER.FEMALE, cell: x.Subjects.find((c) => c.CourseLevelSubjectId === s.CourseLevelSubjectId) }));
    const row: Record<string, TResultReportCell> = { No: i + 1, Subject: text(s.Subject, s.SubjectEn), Students: r.Rows.length };
    for (const g of grades) {
      const with_ = cells.filter((c) => c.cell?.State === 'scored' && c.cell.Grade === g.grade);
      row[`${g.grade}:all`] = with_.length;
      row[`${g.grade}:female`] = with_.filter((c) => c.female).length;
    }
    row.Ungraded = cells.filter((c) => c.cell?.State !== 'scored').length;
    row.Passed = cells.filter((c) => c.cell?.State === 'scored' && c.cell.Passed === true).length;
    row.Failed = cells.filter((c) => c.cell?.State === 'scored' && c.cell.Passed === false).length;
    return row;
  });
  return { ...heading('grade-by-subject', classLine(cls, r)), Sections: [section(columns, rows)] };
}

/** Each student's grade in every subject of a semester, with the semester average, mention and rank. */
async function gradeEvaluationTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  const cls = await classOf(deps, auth, needClass(f));
  const r = await results(deps, auth, cls.id, { kind: 'semester', semester: needSemester(f), examTypeId: undefined });
  const columns = [
    NO,
    CODE,
    NAME,
    GENDER_COLUMN,
    ...r.Subjects.map((s) => column(`s:${s.CourseLevelSubjectId}`, s.Subject, s.SubjectEn, { width: 0.8 })),
    column('Average', 'មធ្យមភាគ', 'Average', { decimals: 2 }),
    column('Mention', 'និទ្ទេស', 'Mention', { width: 1.4 }),
    column('Rank', 'ចំណាត់ថ្នាក់', 'Rank', { width: 0.8 }),
  ];
  const rows = r.Rows.map((x, i) => {
    const row: Record<string, TResultReportCell> = { ...studentCells(x, i) };
    for (const s of r.Subjects) row[`s:${s.CourseLevelSubjectId}`] = gradeCell(x.Subjects.find((c) => c.CourseLevelSubjectId === s.CourseLevelSubjectId));
    return { ...row, Average: averageCell(x), Mention: mentionCell(x), Rank: x.Rank };
  });
  return { ...heading('grade-evaluation-semester', classLine(cls, r)), Sections: [section(columns, rows)] };
}

/** Per subject, each student's scores of the semester's exams, the subject's semester score and grade. */
async function subjectGradeSemesterTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  const cls = await classOf(deps, auth, needClass(f));
  const semester = needSemester(f);
  const setting = await settingOf(deps, auth, {
    academicYearId: cls.academicYearId,
    examType: semester === 1 ? EXAM_PERIOD_TYPE.SEMESTER_1 : EXAM_PERIOD_TYPE.SEMESTER_2,
  });
  const exams = setting.RelatedExamTypes;
  const semesterResult = await results(deps, auth, cls.id, { kind: 'semester', semester, examTypeId: undefined });
  const examResults: TScoreClassResult[] = [];
  for (const e of exams) examResults.push(await results(deps, auth, cls.id, { kind: 'exam', examTypeId: e.Id, semester: undefined }));
  const subjects = semesterResult.Subjects.filter((s) => !f.courseLevelSubjectId || s.CourseLevelSubjectId === f.courseLevelSubjectId);
  if (f.courseLevelSubjectId && subjects.length === 0) throw notFound('រកមិនឃើញមុខវិជ្ជានេះទេ', 'The subject was not found');
  const examCells = examResults.map((er) => new Map(er.Rows.map((x) => [x.StudentId, x])));
  const sections = subjects.map((s) => {
    const id = s.CourseLevelSubjectId;
    const of = (row: TScoreClassResultRow | undefined) => row?.Subjects.find((c) => c.CourseLevelSubjectId === id);
    const columns = [
      NO,
      CODE,
      NAME,
      GENDER_COLUMN,
      ...exams.map((e) => column(`e:${e.Id}`, e.Description, e.DescriptionEn, { decimals: 2, width: 0.9 })),
      column('Semester', 'ពិន្ទុឆមាស', 'Semester score', { decimals: 2 }),
      column('Grade', 'និទ្ទេស', 'Grade', { width: 0.7 }),
      column('Result', 'លទ្ធផល', 'Result', { width: 0.8 }),
    ];
    const rows = semesterResult.Rows.map((x, i) => {
      const row: Record<string, TResultReportCell> = { ...studentCells(x, i) };
      exams.forEach((e, k) => (row[`e:${e.Id}`] = scoreCell(of(examCells[k]!.get(x.StudentId)))));
      const c = of(x);
      return { ...row, Semester: scoreCell(c), Grade: gradeCell(c), Result: resultCell(c?.State === 'scored' ? c.Passed : null) };
    });
    return section(columns, rows, [`${s.Subject} (ពិន្ទុអតិបរមា ${khmerDigits(s.MaxScore)})`, `${s.SubjectEn} (maximum ${s.MaxScore})`]);
  });
  return { ...heading('subject-grade-semester', classLine(cls, semesterResult)), Sections: sections };
}

const BUILDERS: Record<TStudentResultReportName, (deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter) => Promise<TResultReportTable>> = {
  'student-record-book': recordBookTable,
  'student-annual-record-book': annualRecordBookTable,
  'student-transcript': transcriptTable,
  'student-honorary': honoraryTable,
  'grade-by-subject': gradeBySubjectTable,
  'grade-evaluation-semester': gradeEvaluationTable,
  'subject-grade-semester': subjectGradeSemesterTable,
};

/** A report's table as run. */
export function reportTable(deps: TAppDeps, auth: TAuth, f: TStudentResultReportFilter): Promise<TResultReportTable> {
  if (!auth.permissions.has(keyOf(f.report))) throw forbidden();
  return BUILDERS[f.report](deps, auth, f);
}

// ---- files

const bilingual = (t: TResultReportText) => `${t.Km}\n${t.En}`;
const fixed = (v: number, decimals: number) => v.toFixed(decimals);
/** A PDF cell: Khmer digits (the report is Khmer first), a text in both languages one above the other. */
function pdfCell(v: TResultReportCell, c: TResultReportColumn): string {
  if (v === null) return '–';
  if (typeof v === 'number') return khmerDigits(fixed(v, c.Decimals));
  if (typeof v === 'string') return khmerDigits(v);
  return bilingual(v);
}
/** A workbook cell: numbers stay numbers; a text in both languages is "Khmer / English". */
const xlsxCell = (v: TResultReportCell) => (v === null ? null : typeof v === 'object' ? `${v.Km} / ${v.En}` : v);
/** A column's heading in a file; `short`: a group by its first word (the grade letter), as a PDF page has no room for the mention. */
const header = (c: TResultReportColumn, short = false) => {
  const group = (g: string | null) => (g && short ? g.split(' ')[0] : g);
  return {
    header: c.Group ? `${group(c.Group)} ${c.Header}` : c.Header,
    headerEn: c.GroupEn ? `${group(c.GroupEn)} ${c.HeaderEn}` : c.HeaderEn,
  };
};

async function tableFile(deps: TAppDeps, auth: TAuth, table: TResultReportTable, exportType: number, fileName: string): Promise<TReportFile> {
  return inTenantRead(deps, auth, async (tx) => {
    const layout = await reportLayoutIn(deps, tx, auth.campusId);
    const reportHeading = { title: table.Title, titleEn: table.TitleEn, academicInfo: `${table.Subtitle}\n${table.SubtitleEn}` };
    if (exportType === EXPORT_FILE_TYPE.EXCEL) {
      const data = await layout.xlsx(
        reportHeading,
        table.Sections.map((s, i) => ({
          name: `${i + 1}`,
          caption: s.Caption ? `${s.Caption} / ${s.CaptionEn}` : undefined,
          columns: s.Columns.map((c) => ({
            ...header(c),
            width: Math.max(8, Math.round(c.Width * 12)),
            numFmt: c.Decimals === 2 ? '0.00' : undefined,
            value: (row: Record<string, TResultReportCell>) => xlsxCell(row[c.Key] ?? null),
          })),
          rows: s.Rows,
        })),
      );
      return { data, fileName: `${fileName}.xlsx`, contentType: XLSX_CONTENT_TYPE };
    }
    const data = await layout.pdf(
      reportHeading,
      table.Sections.map((s) => ({
        caption: s.Caption ? `${s.Caption} · ${s.CaptionEn}` : undefined,
        columns: s.Columns.map((c) => ({
          ...header(c, true),
          width: c.Width,
          align: c.Decimals > 0 || c.Key === 'No' || c.Key === 'Rank' ? ('right' as const) : undefined,
          value: (row: Record<string, TResultReportCell>) => pdfCell(row[c.Key] ?? null, c),
        })),
        rows: s.Rows,
      })),
    );
    return { data, fileName: `${fileName}.pdf`, contentType: 'application/pdf' };
  });
}

const stamp = () => new Date().toISOString().slice(0, 10);

/** A report's table as a PDF or a workbook (the printed record books are `recordBookFile`, the spec's call). */
export async function reportFile(deps: TAppDeps, auth: TAuth, q: TStudentResultReportQuery): Promise<TReportFile> {
  const table = await reportTable(deps, auth, q);
  return tableFile(deps, auth, table, q.exportType, `${q.report}-${stamp()}`);
}

/**
 * `GET /report/school/record/book` (spec: examTypeId&classId): the record books of a class (one student a page)
 * through the exam, the year without one; Excel: the class's table of the same report.
 */
export async function recordBookFile(deps: TAppDeps, auth: TAuth, q: TRecordBookFileQuery): Promise<TReportFile> {
  const cls = await classOf(deps, auth, q.classId);
  if (q.exportType === EXPORT_FILE_TYPE.EXCEL) {
    const report = q.examTypeId ? 'student-record-book' : 'student-annual-record-book';
    const table = await BUILDERS[report](deps, auth, { report, academicClassId: cls.id, examTypeId: q.examTypeId, studentId: q.studentId, top: 5 });
    return tableFile(deps, auth, table, q.exportType, `${report}-${cls.code}-${stamp()}`);
  }
  return classRecordBooksPdf(deps, auth, { academicClassId: cls.id, examTypeId: q.examTypeId, studentId: q.studentId });
}
