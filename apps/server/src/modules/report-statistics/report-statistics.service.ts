import { ENUM_ITEMS, EXPORT_FILE_TYPE, GENDER, enumName, type TRef } from '@school/contract';
import type {
  TClassSemesterReport,
  TDropStudentReport,
  TEmployeeStatisticReport,
  TSecReport,
  TSexCount,
  TStudentByAgeReport,
  TStudentByLevelRow,
  TTeacherActivityReport,
} from '@school/contract/report-statistics/report-statistics.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TTx } from '../../db/engine';
import { inTenantRead } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { personFullNameWire } from '../../lib/person-name';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx/xlsx-export';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { reportLayoutIn, type TReportFile, type TReportHeading } from '../report/index';
import * as repo from './report-statistics.repository';

/**
 * The statistics reports of the report menu (portal §2 'Reports' › statistics), counted as the Ministry's
 * statistics sheets count (MoEYS/EMIS: every figure a total and its girls or women). Each report is read once and
 * answered as JSON for the screen's Run, or written as a PDF or workbook through the campus's report layout.
 */

type TPeriodFilter = { academicYearId?: string; startDate?: string; endDate?: string };

const ref = (id: string, description: string, descriptionEn: string): TRef => ({ Id: id, Description: description, DescriptionEn: descriptionEn });
const pair = (total: number, female: number): TSexCount => ({ Total: total, Female: female });
const add = (a: TSexCount, b: TSexCount): TSexCount => pair(a.Total + b.Total, a.Female + b.Female);
const ZERO = pair(0, 0);
const sum = (counts: TSexCount[]) => counts.reduce(add, ZERO);

async function yearIn(tx: TTx, campusId: string, academicYearId: string | undefined) {
  const year = await yearOrCurrent(tx, campusId, academicYearId);
  if (!year) throw badRequest('សូមជ្រើសរើសឆ្នាំសិក្សា', 'Choose an academic year');
  return year;
}

/** The year and the period (the year's own dates when not given). */
async function periodIn(tx: TTx, campusId: string, f: TPeriodFilter) {
  const year = await yearIn(tx, campusId, f.academicYearId);
  const start = f.startDate ?? year.startDate;
  const end = f.endDate ?? year.endDate;
  if (start > end) throw badRequest('ថ្ងៃចាប់ផ្តើមត្រូវមុនថ្ងៃបញ្ចប់', 'The start date must be before the end date');
  return { year, start, end, yearRef: ref(year.id, year.description, year.descriptionEn) };
}

// ---- students by level

async function byLevelIn(tx: TTx, campusId: string, examTypeId: string) {
  const exam = await repo.getExamType(tx, { campusId, id: examTypeId });
  if (!exam) throw notFound('រកមិនឃើញប្រភេទប្រឡង', 'The exam type was not found');
  const year = await yearIn(tx, campusId, exam.academicYearId);
  const classes = await repo.listClassCounts(tx, { campusId, academicYearId: year.id, start: year.startDate, end: year.endDate });
  const rows: TStudentByLevelRow[] = classes.map((c) => ({
    Level: ref(c.levelId, c.levelDescription, c.levelDescriptionEn),
    Id: c.id,
    Code: c.code,
    Description: c.description,
    DescriptionEn: c.descriptionEn,
    Studying: pair(c.studying, c.studyingFemale),
    Left: pair(c.left, c.leftFemale),
  }));
  return { rows, exam, year };
}

export const studentByLevel = (deps: TAppDeps, auth: TAuth, q: { examTypeId: string }) =>
  inTenantRead(deps, auth, async (tx) => (await byLevelIn(tx, auth.campusId, q.examTypeId)).rows);

// ---- students by age

async function byAgeIn(tx: TTx, campusId: string, q: { academicYearId?: string; ageOn?: string }): Promise<TStudentByAgeReport> {
  const year = await yearIn(tx, campusId, q.academicYearId);
  const ageOn = q.ageOn ?? year.startDate;
  const [grades, counts] = await Promise.all([
    repo.listGradesOfYear(tx, { campusId, academicYearId: year.id }),
    repo.listAgeCounts(tx, { campusId, academicYearId: year.id, ageOn }),
  ]);
  const ages = [...new Set(counts.map((c) => c.age).filter((a): a is number => a !== null))].sort((a, b) => a - b);
  const rows = grades.map((g) => {
    const mine = counts.filter((c) => c.levelId === g.id);
    const byAge = ages.map((age) => sum(mine.filter((c) => c.age === age).map((c) => pair(c.total, c.female))));
    const unknown = sum(mine.filter((c) => c.age === null).map((c) => pair(c.total, c.female)));
    return { Level: ref(g.id, g.description, g.descriptionEn), ByAge: byAge, UnknownAge: unknown, Total: add(sum(byAge), unknown) };
  });
  return { AcademicYear: ref(year.id, year.description, year.descriptionEn), AgeOn: ageOn, Ages: ages, Rows: rows };
}

export const studentByAge = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; ageOn?: string }) =>
  inTenantRead(deps, auth, (tx) => byAgeIn(tx, auth.campusId, q));

// ---- drop-outs

async function dropIn(tx: TTx, campusId: string, q: TPeriodFilter & { status?: number }): Promise<TDropStudentReport> {
  const p = await periodIn(tx, campusId, q);
  const statuses = q.status === undefined ? repo.LEAVING_STATUSES : [q.status];
  const [classes, leavers] = await Promise.all([
    repo.listClassCounts(tx, { campusId, academicYearId: p.year.id, start: p.start, end: p.end }),
    repo.listLeavers(tx, { campusId, academicYearId: p.year.id, start: p.start, end: p.end, status: q.status }),
  ]);
  const one = (l: { gender: number }) => pair(1, l.gender === GENDER.FEMALE ? 1 : 0);
  const rows = classes.map((c) => {
    const mine = leavers.filter((l) => l.academicClassId === c.id);
    const byStatus = statuses.map((s) => sum(mine.filter((l) => l.status === s).map(one)));
    return {
      Level: ref(c.levelId, c.levelDescription, c.levelDescriptionEn),
      Id: c.id,
      Description: c.description,
      DescriptionEn: c.descriptionEn,
      ByStatus: byStatus,
      Total: sum(byStatus),
    };
  });
  return {
    AcademicYear: p.yearRef,
    StartDate: p.start,
    EndDate: p.end,
    Statuses: statuses,
    Rows: rows,
    Students: leavers.map((l) => ({
      StudentId: l.studentId,
      Code: l.code,
      ...personFullNameWire(l),
      Gender: l.gender,
      ClassDescription: l.classDescription,
      ClassDescriptionEn: l.classDescriptionEn,
      Status: l.status,
      StatusDate: l.statusDate,
      Reason: l.statusReason ?? null,
    })),
  };
}

export const dropStudent = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter & { status?: number }) =>
  inTenantRead(deps, auth, (tx) => dropIn(tx, auth.campusId, q));

// ---- students per class over a semester

async function classSemesterIn(tx: TTx, campusId: string, q: TPeriodFilter & { academicClassId?: string }): Promise<TClassSemesterReport> {
  const p = await periodIn(tx, campusId, q);
  const classes = await repo.listClassCounts(tx, { campusId, academicYearId: p.year.id, academicClassId: q.academicClassId, start: p.start, end: p.end });
  if (q.academicClassId && classes.length === 0) throw badRequest('ថ្នាក់នេះមិនមែននៃឆ្នាំសិក្សានេះទេ', 'The class is not of this academic year');
  return {
    AcademicYear: p.yearRef,
    StartDate: p.start,
    EndDate: p.end,
    Rows: classes.map((c) => {
      const start = pair(c.placed - c.leftBefore, c.placedFemale - c.leftBeforeFemale);
      const left = pair(c.leftDuring, c.leftDuringFemale);
      return {
        Level: ref(c.levelId, c.levelDescription, c.levelDescriptionEn),
        Id: c.id,
        Description: c.description,
        DescriptionEn: c.descriptionEn,
        Start: start,
        Left: left,
        End: pair(start.Total - left.Total, start.Female - left.Female),
        Passed: pair(c.passed, c.passedFemale),
        Failed: pair(c.failed, c.failedFemale),
      };
    }),
  };
}

export const classSemester = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter & { academicClassId?: string }) =>
  inTenantRead(deps, auth, (tx) => classSemesterIn(tx, auth.campusId, q));

// ---- SEC

async function secIn(tx: TTx, campusId: string, q: TPeriodFilter): Promise<TSecReport> {
  const p = await periodIn(tx, campusId, q);
  const [classes, employees] = await Promise.all([
    repo.listClassCounts(tx, { campusId, academicYearId: p.year.id, start: p.start, end: p.end }),
    repo.listEmployees(tx, { campusId, academicYearId: p.year.id, status: 0 }),
  ]);
  const levels: TSecReport['Levels'] = [];
  for (const c of classes) {
    let level = levels.find((l) => l.Level.Id === c.levelId);
    if (!level) levels.push((level = { Level: ref(c.levelId, c.levelDescription, c.levelDescriptionEn), Classes: 0, Studying: ZERO, Left: ZERO }));
    level.Classes += 1;
    level.Studying = add(level.Studying, pair(c.studying, c.studyingFemale));
    level.Left = add(level.Left, pair(c.leftDuring, c.leftDuringFemale));
  }
  const one = (e: { gender: number }) => pair(1, e.gender === GENDER.FEMALE ? 1 : 0);
  return {
    AcademicYear: p.yearRef,
    StartDate: p.start,
    EndDate: p.end,
    Levels: levels,
    Staff: { Employees: sum(employees.map(one)), Teachers: sum(employees.filter((e) => e.teaches).map(one)) },
  };
}

export const sec = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter) => inTenantRead(deps, auth, (tx) => secIn(tx, auth.campusId, q));

// ---- employees

async function employeeIn(tx: TTx, campusId: string, q: { academicYearId?: string; status?: number }): Promise<TEmployeeStatisticReport> {
  const year = await yearIn(tx, campusId, q.academicYearId);
  const employees = await repo.listEmployees(tx, { campusId, academicYearId: year.id, status: q.status });
  const rows: TEmployeeStatisticReport['Rows'] = [];
  for (const e of employees) {
    let row = rows.find((r) => (r.Position?.Id ?? null) === e.positionId);
    if (!row) {
      const position = e.positionId ? ref(e.positionId, e.positionDescription ?? '', e.positionDescriptionEn ?? '') : null;
      rows.push((row = { Position: position, Employees: ZERO, Teaching: ZERO }));
    }
    const one = pair(1, e.gender === GENDER.FEMALE ? 1 : 0);
    row.Employees = add(row.Employees, one);
    if (e.teaches) row.Teaching = add(row.Teaching, one);
  }
  // Employees without a position last.
  rows.sort((a, b) => Number(a.Position === null) - Number(b.Position === null));
  return { AcademicYear: ref(year.id, year.description, year.descriptionEn), Rows: rows };
}

export const employeeStatistic = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; status?: number }) =>
  inTenantRead(deps, auth, (tx) => employeeIn(tx, auth.campusId, q));

// ---- teacher activity

async function teacherActivityIn(tx: TTx, campusId: string, q: TPeriodFilter): Promise<TTeacherActivityReport> {
  const p = await periodIn(tx, campusId, q);
  const academicYearId = p.year.id;
  const [employees, teaching, sheets, scored] = await Promise.all([
    repo.listEmployees(tx, { campusId, academicYearId }),
    repo.listTeaching(tx, { campusId, academicYearId }),
    repo.countAttendanceSheets(tx, { campusId, academicYearId, start: p.start, end: p.end }),
    repo.listScoredSheets(tx, { campusId, academicYearId }),
  ]);
  const rows = employees
    .filter((e) => e.teaches)
    .map((e) => {
      const lines = [...teaching.periods, ...teaching.assigned].filter((l) => l.employeeId === e.id);
      const classes = new Map<string, TRef & { sort: number }>();
      const subjects = new Map<string, TRef>();
      const pairs = new Set<string>();
      for (const l of lines) {
        classes.set(l.academicClassId, { ...ref(l.academicClassId, l.classDescription, l.classDescriptionEn), sort: l.classSort });
        if (l.courseLevelSubjectId && l.subjectDescription !== null) {
          // One subject taught in several grades is one subject to the teacher.
          subjects.set(`${l.subjectDescription}|${l.subjectDescriptionEn}`, ref(l.courseLevelSubjectId, l.subjectDescription, l.subjectDescriptionEn ?? ''));
          pairs.add(`${l.academicClassId}|${l.courseLevelSubjectId}`);
        }
      }
      return {
        EmployeeId: e.id,
        Code: e.code,
        ...personFullNameWire(e),
        Gender: e.gender,
        Position: e.positionId ? ref(e.positionId, e.positionDescription ?? '', e.positionDescriptionEn ?? '') : null,
        Classes: [...classes.values()].sort((a, b) => a.sort - b.sort || a.Description.localeCompare(b.Description)).map(({ sort: _, ...c }) => c),
        Subjects: [...subjects.values()],
        PeriodsPerWeek: teaching.periods.filter((l) => l.employeeId === e.id).length,
        AttendanceTaken: sheets.find((s) => s.employeeId === e.id)?.n ?? 0,
        ScoreSheets: scored.filter((s) => pairs.has(`${s.academicClassId}|${s.courseLevelSubjectId}`)).length,
      };
    });
  return { AcademicYear: p.yearRef, StartDate: p.start, EndDate: p.end, Rows: rows };
}

export const teacherActivity = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter) => inTenantRead(deps, auth, (tx) => teacherActivityIn(tx, auth.campusId, q));

// ---- files

type TCell = string | number;
/** A table of a report file: its columns (Khmer and English headers, relative widths) and rows of cells. */
type TTable = { caption?: string; sheet: string; columns: Array<{ header: string; headerEn: string; width: number }>; rows: TCell[][] };

const col = (header: string, headerEn: string, width = 6) => ({ header, headerEn, width });
/** The two columns of a count: its total and its girls or women. */
const countCols = (km: string, en: string) => [col(`${km} សរុប`, `${en} total`), col(`${km} ស្រី`, `${en} female`)];
const cells = (c: TSexCount) => [c.Total, c.Female];
const TOTAL = 'សរុប Total';
const bi = (km: string, en: string) => `${km}\n${en}`;

async function fileOf(
  deps: TAppDeps,
  tx: TTx,
  campusId: string,
  p: { exportType: number; heading: TReportHeading; fileName: string; tables: TTable[] },
): Promise<TReportFile> {
  const layout = await reportLayoutIn(deps, tx, campusId);
  const excel = p.exportType === EXPORT_FILE_TYPE.EXCEL;
  if (excel) {
    const data = await layout.xlsx(
      p.heading,
      p.tables.map((t) => ({
        name: t.sheet,
        caption: t.caption,
        columns: t.columns.map((c, i) => ({
          header: c.header,
          headerEn: c.headerEn,
          width: Math.max(8, c.width * 2),
          value: (r: TCell[]) => (typeof r[i] === 'string' ? (r[i] as string).replace(/\n/g, ' / ') : r[i]),
        })),
        rows: t.rows,
      })),
    );
    return { data, fileName: `${p.fileName}.xlsx`, contentType: XLSX_CONTENT_TYPE };
  }
  const data = await layout.pdf(
    p.heading,
    p.tables.map((t) => ({
      caption: t.caption,
      columns: t.columns.map((c, i) => ({
        header: c.header,
        headerEn: c.headerEn,
        width: c.width,
        align: i === 0 ? undefined : ('right' as const),
        value: (r: TCell[]) => r[i],
      })),
      rows: t.rows,
    })),
    // A statistics table ends with its own totals row: the layout's "Total n" would count its rows (classes,
    // grades), not students.
    { summary: false },
  );
  return { data, fileName: `${p.fileName}.pdf`, contentType: 'application/pdf' };
}

const periodNote = (p: { AcademicYear: TRef; StartDate: string; EndDate: string }, day: (d: string) => string) =>
  `${p.AcademicYear.Description} · ${p.AcademicYear.DescriptionEn} · ${day(p.StartDate)} – ${day(p.EndDate)}`;

export const studentByLevelFile = (deps: TAppDeps, auth: TAuth, q: { examTypeId: string; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const { rows, exam, year } = await byLevelIn(tx, auth.campusId, q.examTypeId);
    const lines: TCell[][] = [];
    for (const [i, r] of rows.entries()) {
      // The grade named on its first class only, as a printed sheet groups them.
      const first = i === 0 || rows[i - 1]!.Level.Id !== r.Level.Id;
      lines.push([first ? bi(r.Level.Description, r.Level.DescriptionEn) : '', bi(r.Description, r.DescriptionEn), ...cells(r.Studying), ...cells(r.Left)]);
      const next = rows[i + 1];
      if (!next || next.Level.Id !== r.Level.Id) {
        const mine = rows.filter((x) => x.Level.Id === r.Level.Id);
        lines.push([
          bi(`សរុប ${r.Level.Description}`, `Total ${r.Level.DescriptionEn}`),
          '',
          ...cells(sum(mine.map((x) => x.Studying))),
          ...cells(sum(mine.map((x) => x.Left))),
        ]);
      }
    }
    lines.push([TOTAL, '', ...cells(sum(rows.map((x) => x.Studying))), ...cells(sum(rows.map((x) => x.Left)))]);
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: {
        title: 'ស្ថិតិសិស្សតាមកម្រិតថ្នាក់',
        titleEn: 'Students by level',
        academicInfo: `${year.description} · ${year.descriptionEn} · ${exam.description} · ${exam.descriptionEn}`,
      },
      fileName: `student-by-level-${year.fromYear}-${year.toYear}`,
      tables: [
        {
          sheet: 'កម្រិតថ្នាក់ Levels',
          columns: [col('កម្រិតថ្នាក់', 'Grade', 10), col('ថ្នាក់', 'Class', 10), ...countCols('កំពុងសិក្សា', 'Studying'), ...countCols('ឈប់រៀន', 'Left')],
          rows: lines,
        },
      ],
    });
  });

export const studentByAgeFile = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; ageOn?: string; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const r = await byAgeIn(tx, auth.campusId, q);
    const { day } = await reportLayoutIn(deps, tx, auth.campusId);
    const total = (f: (row: TStudentByAgeReport['Rows'][number]) => TSexCount) => sum(r.Rows.map(f));
    const unknown = r.Rows.some((row) => row.UnknownAge.Total > 0);
    const columns = [
      col('កម្រិតថ្នាក់', 'Grade', 8),
      // Narrow columns: the age over its total, then its girls.
      ...r.Ages.flatMap((a) => [col(khmerDigits(String(a)), String(a), 3), col('ស្រី', 'F', 3)]),
      // Students without a date of birth, when there are some.
      ...(unknown ? countCols('គ្មានថ្ងៃខែឆ្នាំកំណើត', 'No birth date') : []),
      ...countCols('សរុប', 'All'),
    ];
    const rows: TCell[][] = r.Rows.map((row) => [
      bi(row.Level.Description, row.Level.DescriptionEn),
      ...row.ByAge.flatMap(cells),
      ...(unknown ? cells(row.UnknownAge) : []),
      ...cells(row.Total),
    ]);
    rows.push([
      TOTAL,
      ...r.Ages.flatMap((_, i) => cells(total((row) => row.ByAge[i]!))),
      ...(unknown ? cells(total((row) => row.UnknownAge)) : []),
      ...cells(total((row) => row.Total)),
    ]);
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: {
        title: 'ស្ថិតិសិស្សតាមអាយុ',
        titleEn: 'Students by age',
        academicInfo: `${r.AcademicYear.Description} · ${r.AcademicYear.DescriptionEn} · អាយុ (ឆ្នាំ) គិតត្រឹមថ្ងៃ Age in years on ${day(r.AgeOn)}`,
      },
      fileName: 'student-by-age',
      tables: [{ sheet: 'អាយុ Ages', columns, rows }],
    });
  });

const statusName = (s: number) => bi(enumName(ENUM_ITEMS.studentStatus, s, 'km'), enumName(ENUM_ITEMS.studentStatus, s, 'en'));

export const dropStudentFile = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter & { status?: number; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const r = await dropIn(tx, auth.campusId, q);
    const { day } = await reportLayoutIn(deps, tx, auth.campusId);
    const counts: TCell[][] = r.Rows.map((row) => [
      bi(row.Level.Description, row.Level.DescriptionEn),
      bi(row.Description, row.DescriptionEn),
      ...row.ByStatus.flatMap(cells),
      ...cells(row.Total),
    ]);
    counts.push([TOTAL, '', ...r.Statuses.flatMap((_, i) => cells(sum(r.Rows.map((row) => row.ByStatus[i]!)))), ...cells(sum(r.Rows.map((row) => row.Total)))]);
    const gender = (g: number) => enumName(ENUM_ITEMS.gender, g, 'km');
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: { title: 'ស្ថិតិសិស្សបោះបង់ការសិក្សា', titleEn: 'Student drop-outs', academicInfo: periodNote(r, day) },
      fileName: 'student-drop-outs',
      tables: [
        {
          sheet: 'ស្ថិតិ Counts',
          columns: [
            col('កម្រិតថ្នាក់', 'Grade', 8),
            col('ថ្នាក់', 'Class', 8),
            ...r.Statuses.flatMap((s) => countCols(enumName(ENUM_ITEMS.studentStatus, s, 'km'), enumName(ENUM_ITEMS.studentStatus, s, 'en'))),
            ...countCols('សរុប', 'All'),
          ],
          rows: counts,
        },
        {
          sheet: 'បញ្ជីឈ្មោះ Students',
          caption: 'បញ្ជីឈ្មោះសិស្ស · Students',
          columns: [
            col('ល.រ', 'No.', 3),
            col('អត្តលេខ', 'Code', 6),
            col('ឈ្មោះ', 'Name', 12),
            col('ភេទ', 'Sex', 4),
            col('ថ្នាក់', 'Class', 6),
            col('ស្ថានភាព', 'Status', 8),
            col('កាលបរិច្ឆេទ', 'Date', 7),
            col('មូលហេតុ', 'Reason', 12),
          ],
          rows: r.Students.map((s, i) => [
            i + 1,
            s.Code,
            bi(s.FullName, s.FullNameEn),
            gender(s.Gender),
            s.ClassDescription,
            statusName(s.Status),
            day(s.StatusDate),
            s.Reason ?? '',
          ]),
        },
      ],
    });
  });

export const classSemesterFile = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter & { academicClassId?: string; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const r = await classSemesterIn(tx, auth.campusId, q);
    const { day } = await reportLayoutIn(deps, tx, auth.campusId);
    const keys = ['Start', 'Left', 'End', 'Passed', 'Failed'] as const;
    const rows: TCell[][] = r.Rows.map((row) => [
      bi(row.Level.Description, row.Level.DescriptionEn),
      bi(row.Description, row.DescriptionEn),
      ...keys.flatMap((k) => cells(row[k])),
    ]);
    rows.push([TOTAL, '', ...keys.flatMap((k) => cells(sum(r.Rows.map((row) => row[k]))))]);
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: { title: 'ស្ថិតិសិស្សតាមថ្នាក់ប្រចាំឆមាស', titleEn: 'Students by class per semester', academicInfo: periodNote(r, day) },
      fileName: 'student-class-semester',
      tables: [
        {
          sheet: 'ថ្នាក់ Classes',
          columns: [
            col('កម្រិតថ្នាក់', 'Grade', 8),
            col('ថ្នាក់', 'Class', 8),
            ...countCols('ដើមគ្រា', 'Start'),
            ...countCols('ឈប់រៀន', 'Left'),
            ...countCols('ចុងគ្រា', 'End'),
            ...countCols('ជាប់', 'Passed'),
            ...countCols('ធ្លាក់', 'Failed'),
          ],
          rows,
        },
      ],
    });
  });

export const secFile = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter & { exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const r = await secIn(tx, auth.campusId, q);
    const { day } = await reportLayoutIn(deps, tx, auth.campusId);
    const rows: TCell[][] = r.Levels.map((l) => [bi(l.Level.Description, l.Level.DescriptionEn), l.Classes, ...cells(l.Studying), ...cells(l.Left)]);
    rows.push([TOTAL, r.Levels.reduce((n, l) => n + l.Classes, 0), ...cells(sum(r.Levels.map((l) => l.Studying))), ...cells(sum(r.Levels.map((l) => l.Left)))]);
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: { title: 'ស្ថិតិអប់រំរបស់សាលា', titleEn: 'School education census (SEC)', academicInfo: periodNote(r, day) },
      fileName: 'school-education-census',
      tables: [
        {
          sheet: 'សិស្ស Students',
          caption: 'ថ្នាក់ និងសិស្ស · Classes and students',
          columns: [
            col('កម្រិតថ្នាក់', 'Grade', 10),
            col('ចំនួនថ្នាក់', 'Classes', 6),
            ...countCols('កំពុងសិក្សា', 'Studying'),
            ...countCols('ឈប់រៀនក្នុងគ្រា', 'Left in period'),
          ],
          rows,
        },
        {
          sheet: 'បុគ្គលិក Staff',
          caption: 'បុគ្គលិក · Staff',
          columns: [col('ប្រភេទ', 'Staff', 10), ...countCols('ចំនួន', 'Number')],
          rows: [
            [bi('បុគ្គលិកសកម្ម', 'Active employees'), ...cells(r.Staff.Employees)],
            [bi('គ្រូបង្រៀន', 'Teachers'), ...cells(r.Staff.Teachers)],
          ],
        },
      ],
    });
  });

export const employeeFile = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; status?: number; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const r = await employeeIn(tx, auth.campusId, q);
    const rows: TCell[][] = r.Rows.map((row) => [
      row.Position ? bi(row.Position.Description, row.Position.DescriptionEn) : bi('គ្មានមុខតំណែង', 'No position'),
      ...cells(row.Employees),
      ...cells(row.Teaching),
    ]);
    rows.push([TOTAL, ...cells(sum(r.Rows.map((x) => x.Employees))), ...cells(sum(r.Rows.map((x) => x.Teaching)))]);
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: { title: 'ស្ថិតិបុគ្គលិក', titleEn: 'Employee statistics', academicInfo: `${r.AcademicYear.Description} · ${r.AcademicYear.DescriptionEn}` },
      fileName: 'employee-statistics',
      tables: [
        { sheet: 'បុគ្គលិក Employees', columns: [col('មុខតំណែង', 'Position', 12), ...countCols('បុគ្គលិក', 'Employees'), ...countCols('បង្រៀន', 'Teaching')], rows },
      ],
    });
  });

export const teacherActivityFile = (deps: TAppDeps, auth: TAuth, q: TPeriodFilter & { exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const r = await teacherActivityIn(tx, auth.campusId, q);
    const { day } = await reportLayoutIn(deps, tx, auth.campusId);
    const rows: TCell[][] = r.Rows.map((t, i) => [
      i + 1,
      bi(t.FullName, t.FullNameEn),
      enumName(ENUM_ITEMS.gender, t.Gender, 'km'),
      t.Classes.map((c) => c.Description).join(', '),
      t.Subjects.map((s) => s.Description).join(', '),
      t.PeriodsPerWeek,
      t.AttendanceTaken,
      t.ScoreSheets,
    ]);
    const total = (f: (t: TTeacherActivityReport['Rows'][number]) => number) => r.Rows.reduce((n, t) => n + f(t), 0);
    rows.push([TOTAL, '', '', '', '', total((t) => t.PeriodsPerWeek), total((t) => t.AttendanceTaken), total((t) => t.ScoreSheets)]);
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: { title: 'សកម្មភាពគ្រូបង្រៀន', titleEn: 'Teacher activity', academicInfo: periodNote(r, day) },
      fileName: 'teacher-activity',
      tables: [
        {
          sheet: 'គ្រូ Teachers',
          columns: [
            col('ល.រ', 'No.', 3),
            col('ឈ្មោះ', 'Name', 12),
            col('ភេទ', 'Sex', 3),
            col('ថ្នាក់', 'Classes', 10),
            col('មុខវិជ្ជា', 'Subjects', 12),
            col('ម៉ោង/សប្តាហ៍', 'Periods/week', 5),
            col('ស្រង់វត្តមាន', 'Attendance taken', 6),
            col('បញ្ចូលពិន្ទុ', 'Score sheets', 5),
          ],
          rows,
        },
      ],
    });
  });
