import {
  ACADEMIC_SCORE_STATUS,
  ENUM_ITEMS,
  EXAM_PERIOD_TYPE,
  EXPORT_FILE_TYPE,
  GENDER,
  RESULT_ORDER,
  type TResultReport,
  type TResultReportCell,
  type TResultReportColumn,
  type TResultReportFileQuery,
  type TResultReportName,
  type TResultReportQuery,
  type TResultReportSection,
  type TScoreClassResult,
  type TScoreClassResultRow,
  type TScoreResultCell,
  type TScoreResultKind,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenantRead } from '../../db/tenant';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import { khmerDigits, khmerNameOrder } from '../../lib/khmer';
import { XLSX_CONTENT_TYPE, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import type { TPdfColumn } from '../../lib/pdf/pdf-report';
import { listByYear } from '../academic-class/academic-class.service';
import { getAcademicClassRow } from '../academic-class/index';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { reportLayoutIn, type TReportFile } from '../report/index';
import { classResultOf, settingOf } from '../score/score-result.service';
import { byClass } from '../score/score.service';

/**
 * The class result reports of the report menu (portal §2 'Reports' → Results). Each report is a
 * rearrangement of what the score area stores: a class's result of an exam, a semester or the year as the
 * grading module computed it (`classResultOf`: totals, averages, percents, competition ranks, mentions, pass,
 * incomplete), or a class's score sheet of an exam (`byClass`). Nothing here adds, divides or ranks scores
 * (docs/spec/grading.md: one module computes, screens and reports read its answers).
 *
 * Who reads what is the score area's rule, applied by the calls reused: the office every class, a teacher the
 * classes she teaches (another class answers 404), the score-entry sheet a teacher's own subjects.
 */

type TText = { Km: string; En: string };
const pair = (Km: string, En: string): TText => ({ Km, En });

const STATE: Record<string, TText> = {
  incomplete: pair('មិនទាន់គ្រប់', 'Incomplete'),
  exempt: pair('លើកលែង', 'Exempt'),
};
const PASS = pair('ជាប់', 'Pass');
const FAIL = pair('ធ្លាក់', 'Fail');
const ABSENT = pair('អវត្តមាន', 'Absent');
const EXEMPT = pair('លើកលែង', 'Exempt');
const MISSING = pair('ខ្វះ', 'Missing');

const col = (Key: string, Header: string, HeaderEn: string, Kind: TResultReportColumn['Kind'], Width: number): TResultReportColumn => ({
  Key,
  Header,
  HeaderEn,
  Kind,
  Width,
});

// ---------------------------------------------------------------------------------------------------
// Filters

function required<T>(value: T | undefined, field: string, km: string, en: string): T {
  if (value === undefined || value === null || value === '')
    throw badRequest(`សូមជ្រើសរើស${km}`, `Choose ${en}`, [{ Field: field, Message: `សូមជ្រើសរើស${km}`, MessageEn: `Choose ${en}` }]);
  return value;
}
const needClass = (q: TResultReportQuery) => required(q.academicClassId, 'academicClassId', 'ថ្នាក់', 'a class');
const needExam = (q: TResultReportQuery) => required(q.examTypeId, 'examTypeId', 'ការប្រឡង', 'an exam');

type TReader = { deps: TAppDeps; auth: TAuth };

/** A class's stored result of a period (brought up to date by the score area first). */
const resultOf = (r: TReader, academicClassId: string, kind: TScoreResultKind, p: { examTypeId?: string; semester?: number } = {}) =>
  classResultOf(r.deps, r.auth, { academicClassId, kind, examTypeId: p.examTypeId, semester: p.semester });

async function classRow(r: TReader, academicClassId: string) {
  const row = await inTenantRead(r.deps, r.auth, (tx) => getAcademicClassRow(tx, { campusId: r.auth.campusId, id: academicClassId }));
  if (!row) throw new AppError('NOT_FOUND', { km: 'រកមិនឃើញថ្នាក់នេះទេ', en: 'The class was not found' });
  return row;
}

/** The year asked for, or the current one. */
async function yearOf(r: TReader, academicYearId: string | undefined) {
  const year = await inTenantRead(r.deps, r.auth, (tx) => yearOrCurrent(tx, r.auth.campusId, academicYearId));
  return required(year ?? undefined, 'academicYearId', 'ឆ្នាំសិក្សា', 'an academic year');
}

/**
 * The semester a report is of: `semester`, else the semester whose plan has `examTypeId` as its semester exam
 * (the spec's semester-score-ngs names the semester by its exam). With the exams of its plan, in the year's order.
 */
async function semesterOf(r: TReader, academicYearId: string, q: TResultReportQuery) {
  const plans = await Promise.all(
    ([1, 2] as const).map(async (semester) => ({
      semester,
      setting: await settingOf(r.deps, r.auth, {
        academicYearId,
        examType: semester === 1 ? EXAM_PERIOD_TYPE.SEMESTER_1 : EXAM_PERIOD_TYPE.SEMESTER_2,
      }),
    })),
  );
  const found = q.semester
    ? plans.find((p) => p.semester === q.semester)
    : plans.find((p) => p.setting.RelatedExamTypes.some((e) => e.Id === q.examTypeId && e.Role === 'semester-exam'));
  if (!found)
    throw badRequest('សូមជ្រើសរើសឆមាស ឬការប្រឡងឆមាស', 'Choose a semester or a semester exam', [
      { Field: 'semester', Message: 'សូមជ្រើសរើសឆមាស', MessageEn: 'Choose a semester' },
    ]);
  return {
    semester: found.semester,
    months: found.setting.RelatedExamTypes.filter((e) => e.Role === 'month'),
    exam: found.setting.RelatedExamTypes.find((e) => e.Role === 'semester-exam') ?? null,
  };
}

/** The classes a report of several classes covers, skipping those the reader does not reach (a teacher's others). */
async function eachClass<T>(classIds: string[], read: (id: string) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (const id of classIds) {
    try {
      out.push(await read(id));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') continue;
      throw error;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Cells of the stored figures

type TRow = TScoreClassResultRow;

/** The class's rows by name (Khmer name order) or as ranked (rank, then the unranked in name order). */
function ordered(result: TScoreClassResult, order: number): TRow[] {
  if (order === RESULT_ORDER.RANKING) return result.Rows;
  return [...result.Rows].sort((a, b) =>
    khmerNameOrder({ lastName: a.LastName, firstName: a.FirstName, code: a.Code }, { lastName: b.LastName, firstName: b.FirstName, code: b.Code }),
  );
}

const genderCell = (g: number): TText => (g === GENDER.FEMALE ? pair('ស្រី', 'F') : pair('ប្រុស', 'M'));
const averageCell = (r: Pick<TRow, 'State' | 'Average'>): TResultReportCell => (r.State === 'complete' ? r.Average : (STATE[r.State] ?? STATE.incomplete!));
const mentionCell = (r: Pick<TRow, 'Grade' | 'Mention' | 'MentionEn'>): TResultReportCell =>
  r.Grade ? pair(`${r.Grade} ${r.Mention ?? ''}`.trim(), `${r.Grade} ${r.MentionEn ?? ''}`.trim()) : null;
const passCell = (passed: boolean | null): TResultReportCell => (passed == null ? null : passed ? PASS : FAIL);

/** A subject's score: the number (an absence as "Absent", which counts 0), exempt, or empty while not entered. */
function subjectCell(c: TScoreResultCell | undefined, missing: TResultReportCell = null): TResultReportCell {
  if (!c) return missing;
  if (c.State === 'exempt') return EXEMPT;
  if (c.State === 'incomplete' || c.Score == null) return missing;
  if (c.Status === 'absent') return ABSENT;
  return c.Score;
}

const STUDENT_COLUMNS = [
  col('no', 'ល.រ', 'No.', 'integer', 3),
  col('code', 'អត្តលេខ', 'Code', 'text', 6),
  col('name', 'ឈ្មោះ', 'Name', 'text', 10),
  col('nameEn', 'ឈ្មោះឡាតាំង', 'Latin name', 'text', 10),
  col('gender', 'ភេទ', 'Sex', 'text', 4),
];
const studentCells = (r: Pick<TRow, 'Code' | 'FullName' | 'FullNameEn' | 'Gender'>, i: number): TResultReportCell[] => [
  i + 1,
  r.Code,
  r.FullName,
  r.FullNameEn,
  genderCell(r.Gender),
];

const subjectColumns = (result: TScoreClassResult) =>
  result.Subjects.map((s) =>
    col(`subject:${s.CourseLevelSubjectId}`, `${s.Subject} (${khmerDigits(s.MaxScore)})`, `${s.SubjectEn} (${s.MaxScore})`, 'number', 6),
  );

const countsNote = (c: TScoreClassResult['Counts']): TText =>
  pair(
    `សិស្ស ${khmerDigits(c.Students)} · ជាប់ ${khmerDigits(c.Passed)} · ធ្លាក់ ${khmerDigits(c.Failed)} · មិនទាន់គ្រប់ ${khmerDigits(c.Incomplete)}`,
    `Students ${c.Students} · passed ${c.Passed} · failed ${c.Failed} · incomplete ${c.Incomplete}`,
  );

function section(caption: TText, note: TText | null, columns: TResultReportColumn[], rows: TResultReportCell[][]): TResultReportSection {
  return { Caption: caption.Km, CaptionEn: caption.En, Note: note?.Km ?? '', NoteEn: note?.En ?? '', Columns: columns, Rows: rows };
}
/** A class's section is named by the class (the period is the report's subtitle). */
const classCaption = (result: TScoreClassResult) => pair(result.AcademicClass, result.AcademicClassEn || result.AcademicClass);

// ---------------------------------------------------------------------------------------------------
// The eight reports

type TBuilt = Omit<TResultReport, 'Report'> & { fileName: string };

/** exam-result: a class's result of one exam, one line a student (total, average, percent, rank, mention, pass). */
async function examResult(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const result = await resultOf(r, needClass(q), 'exam', { examTypeId: needExam(q) });
  const columns = [
    ...STUDENT_COLUMNS,
    col('total', 'ពិន្ទុសរុប', 'Total', 'number', 5),
    col('average', 'មធ្យមភាគ', 'Average', 'number', 6),
    col('percent', 'ភាគរយ', 'Percent', 'number', 5),
    col('rank', 'ចំណាត់ថ្នាក់', 'Rank', 'integer', 4),
    col('mention', 'និទ្ទេស', 'Mention', 'text', 7),
    col('result', 'លទ្ធផល', 'Result', 'text', 4),
  ];
  const rows = ordered(result, q.orderByRankingAndName).map((x, i) => [
    ...studentCells(x, i),
    x.Total,
    averageCell(x),
    x.Percent,
    x.Rank,
    mentionCell(x),
    passCell(x.Passed),
  ]);
  return {
    Title: 'លទ្ធផលប្រឡង',
    TitleEn: 'Exam result',
    Subtitle: result.Period,
    SubtitleEn: result.PeriodEn,
    Sections: [section(classCaption(result), countsNote(result.Counts), columns, rows)],
    fileName: `exam-result-${result.AcademicClassEn || result.AcademicClass}`,
  };
}

/** The office's sheet of a class's exam: each subject's score, then the stored total, average, rank, mention, pass. */
function officeSection(result: TScoreClassResult, order: number): TResultReportSection {
  const columns = [
    ...STUDENT_COLUMNS.filter((c) => c.Key !== 'nameEn'),
    ...subjectColumns(result),
    col('total', 'ពិន្ទុសរុប', 'Total', 'number', 5),
    col('average', 'មធ្យមភាគ', 'Average', 'number', 5),
    col('rank', 'ចំណាត់ថ្នាក់', 'Rank', 'integer', 4),
    col('mention', 'និទ្ទេស', 'Mention', 'text', 6),
    col('result', 'លទ្ធផល', 'Result', 'text', 4),
  ];
  const rows = ordered(result, order).map((x, i) => {
    const cells = new Map(x.Subjects.map((c) => [c.CourseLevelSubjectId, c]));
    const [no, code, name, , gender] = studentCells(x, i);
    return [
      no!,
      code!,
      name!,
      gender!,
      ...result.Subjects.map((s) => subjectCell(cells.get(s.CourseLevelSubjectId))),
      x.Total,
      averageCell(x),
      x.Rank,
      mentionCell(x),
      passCell(x.Passed),
    ];
  });
  return section(classCaption(result), countsNote(result.Counts), columns, rows);
}

/** exam-scoring-office (`/report/office/result`): one class, or every class of its grade (`isClassifiedLevel`). */
async function examScoringOffice(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const academicClassId = needClass(q);
  const examTypeId = needExam(q);
  let classIds = [academicClassId];
  if (q.isClassifiedLevel) {
    const cls = await classRow(r, academicClassId);
    const grade = await listByYear(r.deps, r.auth, { academicYearId: cls.academicYearId, courseLevelId: cls.courseLevelId });
    classIds = [academicClassId, ...grade.map((c) => c.Id).filter((id) => id !== academicClassId)];
  }
  const first = await resultOf(r, academicClassId, 'exam', { examTypeId });
  const others = await eachClass(classIds.slice(1), (id) => resultOf(r, id, 'exam', { examTypeId }));
  const results = [first, ...others];
  return {
    Title: 'តារាងពិន្ទុប្រឡង',
    TitleEn: 'Exam scoring sheet (office)',
    Subtitle: first.Period,
    SubtitleEn: first.PeriodEn,
    Sections: results.map((x) => officeSection(x, q.orderByRankingAndName)),
    fileName: `exam-scoring-office-${q.isClassifiedLevel ? 'grade' : first.AcademicClassEn || first.AcademicClass}`,
  };
}

/** exam-scoring-sheet (`/report/score/check-course-level`): each subject's score of an exam and what is still missing. */
async function examScoringSheet(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const result = await resultOf(r, needClass(q), 'exam', { examTypeId: needExam(q) });
  const columns = [...STUDENT_COLUMNS, ...subjectColumns(result), col('missing', 'ពិន្ទុខ្វះ', 'Missing', 'integer', 4)];
  let missingTotal = 0;
  const rows = ordered(result, q.orderByRankingAndName).map((x, i) => {
    const cells = new Map(x.Subjects.map((c) => [c.CourseLevelSubjectId, c]));
    const missing = result.Subjects.filter((s) => (cells.get(s.CourseLevelSubjectId)?.State ?? 'incomplete') === 'incomplete').length;
    missingTotal += missing;
    return [...studentCells(x, i), ...result.Subjects.map((s) => subjectCell(cells.get(s.CourseLevelSubjectId), MISSING)), missing];
  });
  const note = pair(
    `ពិន្ទុដែលមិនទាន់បញ្ចូល ${khmerDigits(missingTotal)} · សិស្សមិនទាន់គ្រប់ ${khmerDigits(result.Counts.Incomplete)}`,
    `Scores not entered ${missingTotal} · students incomplete ${result.Counts.Incomplete}`,
  );
  return {
    Title: 'សន្លឹកពិន្ទុប្រឡង',
    TitleEn: 'Exam scoring sheet',
    Subtitle: result.Period,
    SubtitleEn: result.PeriodEn,
    Sections: [section(classCaption(result), note, columns, rows)],
    fileName: `exam-scoring-sheet-${result.AcademicClassEn || result.AcademicClass}`,
  };
}

/** exam-scoring-semester (`/report/score/semester-score-ngs`): each subject's semester score and the semester's result, a class or the year's classes. */
async function examScoringSemester(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const academicYearId = q.academicClassId ? (await classRow(r, q.academicClassId)).academicYearId : (await yearOf(r, q.academicYearId)).id;
  const { semester } = await semesterOf(r, academicYearId, q);
  const classIds = q.academicClassId ? [q.academicClassId] : (await listByYear(r.deps, r.auth, { academicYearId })).map((c) => c.Id);
  const results = q.academicClassId
    ? [await resultOf(r, q.academicClassId, 'semester', { semester })]
    : await eachClass(classIds, (id) => resultOf(r, id, 'semester', { semester }));
  const sections = results
    .filter((x) => q.academicClassId || x.Rows.length > 0)
    .map((result) => {
      const columns = [
        ...STUDENT_COLUMNS.filter((c) => c.Key !== 'nameEn'),
        ...subjectColumns(result),
        col('total', 'ពិន្ទុសរុប', 'Total', 'number', 5),
        col('average', 'មធ្យមភាគឆមាស', 'Semester average', 'number', 6),
        col('rank', 'ចំណាត់ថ្នាក់', 'Rank', 'integer', 4),
        col('mention', 'និទ្ទេស', 'Mention', 'text', 6),
        col('result', 'លទ្ធផល', 'Result', 'text', 4),
      ];
      const rows = ordered(result, q.orderByRankingAndName).map((x, i) => {
        const cells = new Map(x.Subjects.map((c) => [c.CourseLevelSubjectId, c]));
        const [no, code, name, , gender] = studentCells(x, i);
        return [
          no!,
          code!,
          name!,
          gender!,
          ...result.Subjects.map((s) => subjectCell(cells.get(s.CourseLevelSubjectId))),
          x.Total,
          averageCell(x),
          x.Rank,
          mentionCell(x),
          passCell(x.Passed),
        ];
      });
      return section(classCaption(result), countsNote(result.Counts), columns, rows);
    });
  const name = semester === 1 ? pair('ឆមាសទី១', 'Semester 1') : pair('ឆមាសទី២', 'Semester 2');
  return {
    Title: 'តារាងពិន្ទុប្រចាំឆមាស',
    TitleEn: 'Semester scoring sheet',
    Subtitle: name.Km,
    SubtitleEn: name.En,
    Sections: sections,
    fileName: `exam-scoring-semester-${semester}`,
  };
}

/** semester-scoring: each month's average, the semester exam's average, then the semester's average, rank and mention. */
async function semesterScoring(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const academicClassId = needClass(q);
  const cls = await classRow(r, academicClassId);
  const plan = await semesterOf(r, cls.academicYearId, q);
  const semester = await resultOf(r, academicClassId, 'semester', { semester: plan.semester });
  const exams = [...plan.months, ...(plan.exam ? [plan.exam] : [])];
  const examResults = await Promise.all(exams.map((e) => resultOf(r, academicClassId, 'exam', { examTypeId: e.Id })));
  const byStudent = examResults.map((x) => new Map(x.Rows.map((row) => [row.StudentId, row])));
  const columns = [
    ...STUDENT_COLUMNS,
    ...exams.map((e, i) =>
      i < plan.months.length
        ? col(`exam:${e.Id}`, `មធ្យមភាគ ${e.Description}`, `${e.DescriptionEn} average`, 'number', 5)
        : col(`exam:${e.Id}`, e.Description, e.DescriptionEn, 'number', 6),
    ),
    col('average', 'មធ្យមភាគឆមាស', 'Semester average', 'number', 6),
    col('rank', 'ចំណាត់ថ្នាក់', 'Rank', 'integer', 4),
    col('mention', 'និទ្ទេស', 'Mention', 'text', 6),
    col('result', 'លទ្ធផល', 'Result', 'text', 4),
  ];
  const rows = ordered(semester, q.orderByRankingAndName).map((x, i) => [
    ...studentCells(x, i),
    ...byStudent.map((m) => {
      const e = m.get(x.StudentId);
      return e ? averageCell(e) : null;
    }),
    averageCell(x),
    x.Rank,
    mentionCell(x),
    passCell(x.Passed),
  ]);
  return {
    Title: 'ពិន្ទុប្រចាំឆមាស',
    TitleEn: 'Semester scoring',
    Subtitle: semester.Period,
    SubtitleEn: semester.PeriodEn,
    Sections: [section(classCaption(semester), countsNote(semester.Counts), columns, rows)],
    fileName: `semester-scoring-${plan.semester}-${semester.AcademicClassEn || semester.AcademicClass}`,
  };
}

/**
 * semester-ranking: the class by its rank of a semester, or of the year (`period` year: the stored annual result,
 * grading.md 'The year'), the unranked after, with average, percent, mention and result.
 */
async function semesterRanking(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const academicClassId = needClass(q);
  const annual = q.period === 'year';
  const semester = annual ? null : (await semesterOf(r, (await classRow(r, academicClassId)).academicYearId, q)).semester;
  const result = semester ? await resultOf(r, academicClassId, 'semester', { semester }) : await resultOf(r, academicClassId, 'year');
  const columns = [
    col('rank', 'ចំណាត់ថ្នាក់', 'Rank', 'integer', 4),
    ...STUDENT_COLUMNS.filter((c) => c.Key !== 'no'),
    annual ? col('average', 'មធ្យមភាគប្រចាំឆ្នាំ', 'Annual average', 'number', 6) : col('average', 'មធ្យមភាគឆមាស', 'Semester average', 'number', 6),
    col('percent', 'ភាគរយ', 'Percent', 'number', 5),
    col('mention', 'និទ្ទេស', 'Mention', 'text', 7),
    col('result', 'លទ្ធផល', 'Result', 'text', 4),
  ];
  const rows = result.Rows.map((x, i) => [x.Rank, ...studentCells(x, i).slice(1), averageCell(x), x.Percent, mentionCell(x), passCell(x.Passed)]);
  return {
    Title: annual ? 'ចំណាត់ថ្នាក់ប្រចាំឆ្នាំ' : 'ចំណាត់ថ្នាក់ប្រចាំឆមាស',
    TitleEn: annual ? 'Annual ranking' : 'Semester ranking',
    Subtitle: result.Period,
    SubtitleEn: result.PeriodEn,
    Sections: [section(classCaption(result), countsNote(result.Counts), columns, rows)],
    fileName: `${annual ? 'annual-ranking' : `semester-ranking-${semester}`}-${result.AcademicClassEn || result.AcademicClass}`,
  };
}

/** ranking-summary: one line a class of the year (or grade): its counts, each mention's count and its first-ranked students. */
async function rankingSummary(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const year = await yearOf(r, q.academicYearId);
  const kind: TScoreResultKind = q.period ?? (q.examTypeId ? 'exam' : q.semester ? 'semester' : 'year');
  if (kind === 'exam') needExam(q);
  if (kind === 'semester') required(q.semester, 'semester', 'ឆមាស', 'a semester');
  const classes = await listByYear(r.deps, r.auth, { academicYearId: year.id, courseLevelId: q.courseLevelId });
  const results = await eachClass(
    classes.map((c) => c.Id),
    (id) => resultOf(r, id, kind, { examTypeId: q.examTypeId, semester: q.semester }),
  );
  const grade = classes[0]?.CourseLevel;
  const grades = new Map<string, TText>();
  for (const x of results) for (const row of x.Rows) if (row.Grade) grades.set(row.Grade, pair(row.Mention ?? row.Grade, row.MentionEn ?? row.Grade));
  const gradeList = [...grades.keys()].sort();
  const columns = [
    col('no', 'ល.រ', 'No.', 'integer', 3),
    col('class', 'ថ្នាក់', 'Class', 'text', 6),
    col('students', 'សិស្ស', 'Students', 'integer', 4),
    col('female', 'ស្រី', 'Female', 'integer', 4),
    col('ranked', 'មានចំណាត់ថ្នាក់', 'Ranked', 'integer', 5),
    col('passed', 'ជាប់', 'Passed', 'integer', 4),
    col('failed', 'ធ្លាក់', 'Failed', 'integer', 4),
    col('incomplete', 'មិនទាន់គ្រប់', 'Incomplete', 'integer', 5),
    ...gradeList.map((g) => col(`grade:${g}`, `${g} ${grades.get(g)!.Km}`, `${g} ${grades.get(g)!.En}`, 'integer', 4)),
    col('first', 'ចំណាត់ថ្នាក់ទី១', 'First in class', 'text', 12),
    col('firstAverage', 'មធ្យមភាគទី១', 'First average', 'number', 5),
  ];
  const rows = results.map((x, i) => {
    const first = x.Rows.filter((row) => row.Rank === 1);
    return [
      i + 1,
      pair(x.AcademicClass, x.AcademicClassEn || x.AcademicClass),
      x.Counts.Students,
      x.Rows.filter((row) => row.Gender === GENDER.FEMALE).length,
      x.Counts.Ranked,
      x.Counts.Passed,
      x.Counts.Failed,
      x.Counts.Incomplete,
      ...gradeList.map((g) => x.Rows.filter((row) => row.Grade === g).length),
      first.length > 0 ? pair(first.map((f) => f.FullName).join(', '), first.map((f) => f.FullNameEn).join(', ')) : null,
      first[0]?.Average ?? null,
    ];
  });
  const period = results[0] ? pair(results[0].Period, results[0].PeriodEn) : pair('', '');
  return {
    Title: 'សង្ខេបចំណាត់ថ្នាក់',
    TitleEn: 'Ranking summary',
    Subtitle: [year.description, period.Km].filter(Boolean).join(' · '),
    SubtitleEn: [year.descriptionEn, period.En].filter(Boolean).join(' · '),
    Sections: [section(q.courseLevelId && grade ? pair(grade.Description, grade.DescriptionEn) : pair('គ្រប់ថ្នាក់', 'All classes'), null, columns, rows)],
    fileName: `ranking-summary-${year.fromYear}-${year.toYear}`,
  };
}

const STATUS_TEXT = new Map(ENUM_ITEMS.academicScoreStatus.map((s) => [Number(s.Value), pair(s.Name, s.NameEn)]));

/** score-entry: the sheet a teacher fills, one a subject: the class list with the stored score (or empty, `blank`). */
async function scoreEntry(r: TReader, q: TResultReportQuery): Promise<TBuilt> {
  const sheet = await byClass(r.deps, r.auth, { academicClassId: needClass(q), examTypeId: needExam(q), courseLevelSubjectId: q.courseLevelSubjectId });
  const columns = [...STUDENT_COLUMNS, col('score', 'ពិន្ទុ', 'Score', 'number', 6), col('note', 'ផ្សេងៗ', 'Remark', 'text', 10)];
  const sections = sheet.Subjects.map((s, index) => {
    const max = s.MaxScore == null ? pair('', '') : pair(` (ពិន្ទុអតិបរមា ${khmerDigits(s.MaxScore)})`, ` (maximum ${s.MaxScore})`);
    const rows = sheet.Students.map((st, i) => {
      const cell = st.Scores[index]!;
      const score: TResultReportCell = q.blank ? null : cell.Status === ACADEMIC_SCORE_STATUS.NORMAL ? cell.Score : (STATUS_TEXT.get(cell.Status) ?? null);
      return [...studentCells(st, i), score, null];
    });
    return section(
      pair(`${sheet.AcademicClass} · ${s.Subject}${max.Km}`, `${sheet.AcademicClassEn || sheet.AcademicClass} · ${s.SubjectEn}${max.En}`),
      null,
      columns,
      rows,
    );
  });
  return {
    Title: 'សន្លឹកបញ្ចូលពិន្ទុ',
    TitleEn: 'Score entry sheet',
    Subtitle: sheet.ExamType,
    SubtitleEn: sheet.ExamTypeEn,
    Sections: sections,
    fileName: `score-entry-${sheet.AcademicClassEn || sheet.AcademicClass}-${sheet.ExamTypeEn || sheet.ExamType}`,
  };
}

const BUILDERS: Record<TResultReportName, (r: TReader, q: TResultReportQuery) => Promise<TBuilt>> = {
  'exam-result': examResult,
  'exam-scoring-office': examScoringOffice,
  'exam-scoring-semester': examScoringSemester,
  'exam-scoring-sheet': examScoringSheet,
  'ranking-summary': rankingSummary,
  'score-entry': scoreEntry,
  'semester-ranking': semesterRanking,
  'semester-scoring': semesterScoring,
};

/** Every report needs the menu group's key (the route checks it); the score-entry sheet its entry's key as well (portal §6). */
function assertKey(auth: TAuth, report: TResultReportName) {
  if (report === 'score-entry' && !auth.permissions.has('VIEW_SCORE_ENTRY_SHEET_REPORT')) throw forbidden();
}

async function built(deps: TAppDeps, auth: TAuth, report: TResultReportName, q: TResultReportQuery) {
  assertKey(auth, report);
  return BUILDERS[report]({ deps, auth }, q);
}

/** A report's rows as the screen shows them when run. */
export async function reportRows(deps: TAppDeps, auth: TAuth, report: TResultReportName, q: TResultReportQuery): Promise<TResultReport> {
  const { fileName: _, ...rest } = await built(deps, auth, report, q);
  return { Report: report, ...rest };
}

// ---------------------------------------------------------------------------------------------------
// Files

const isText = (v: TResultReportCell): v is TText => typeof v === 'object' && v !== null;

/** A PDF cell: numbers in Khmer digits (two decimals for scores and averages), text pairs as Khmer above English. */
function pdfCell(v: TResultReportCell, kind: TResultReportColumn['Kind']): string {
  if (v === null) return '';
  if (typeof v === 'number') return khmerDigits(kind === 'number' ? v.toFixed(2) : String(v));
  // A state in a figure's column (absent, exempt, incomplete) in Khmer alone: a narrow column keeps one word.
  if (isText(v)) return v.Km === v.En || kind !== 'text' ? v.Km : `${v.Km}\n${v.En}`;
  return v;
}

/** An Excel cell: a real number, a pair as "Khmer / English". */
function xlsxCell(v: TResultReportCell): string | number | null {
  if (isText(v)) return v.Km === v.En ? v.Km : `${v.Km} / ${v.En}`;
  return v;
}

/** A report as a PDF or a workbook, laid out by the campus's report settings (header, footer, page). */
export async function reportFile(deps: TAppDeps, auth: TAuth, report: TResultReportName, q: TResultReportFileQuery): Promise<TReportFile> {
  const b = await built(deps, auth, report, q);
  const heading = {
    title: b.Title,
    titleEn: b.TitleEn,
    academicInfo: [b.Subtitle, b.SubtitleEn].filter(Boolean).join(' · '),
    className: b.Sections.length === 1 ? `${b.Sections[0]!.Caption} · ${b.Sections[0]!.CaptionEn}` : undefined,
  };
  const caption = (s: TResultReportSection) =>
    [b.Sections.length > 1 ? `${s.Caption} · ${s.CaptionEn}` : '', s.Note ? `${s.Note} · ${s.NoteEn}` : ''].filter(Boolean).join('\n');
  const fileName = b.fileName.replace(/[^\w.-]+/g, '-');
  return inTenantRead(deps, auth, async (tx) => {
    const layout = await reportLayoutIn(deps, tx, auth.campusId);
    if (q.exportType === EXPORT_FILE_TYPE.EXCEL) {
      const data = await layout.xlsx(
        heading,
        b.Sections.map((s, i) => ({
          name: `${i + 1} ${s.CaptionEn}`.slice(0, 31),
          caption: caption(s) || undefined,
          columns: s.Columns.map((c, k): TXlsxColumn<TResultReportCell[]> => ({
            header: c.Header,
            headerEn: c.HeaderEn,
            width: Math.max(6, c.Width * 2),
            numFmt: c.Kind === 'number' ? '0.00' : undefined,
            value: (row) => xlsxCell(row[k] ?? null),
          })),
          rows: s.Rows,
        })),
      );
      return { data, fileName: `${fileName}.xlsx`, contentType: XLSX_CONTENT_TYPE };
    }
    const data = await layout.pdf(
      heading,
      b.Sections.map((s) => ({
        caption: caption(s) || undefined,
        columns: s.Columns.map((c, k): TPdfColumn<TResultReportCell[]> => ({
          header: c.Header,
          headerEn: c.HeaderEn,
          width: c.Width,
          align: c.Kind === 'text' ? 'left' : 'right',
          value: (row) => pdfCell(row[k] ?? null, c.Kind),
        })),
        rows: s.Rows,
      })),
      // Columns as wide as their words; a class's sheet of many subjects is printed across.
      { fitColumns: true },
    );
    return { data, fileName: `${fileName}.pdf`, contentType: 'application/pdf' };
  });
}
