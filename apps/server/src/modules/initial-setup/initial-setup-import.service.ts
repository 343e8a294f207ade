import type { FastifyReply } from 'fastify';
import type { TImportError, TImportInfo, TRecordCount, TUploadFile } from '@school/contract';
import { ACADEMIC_TIME_SHIFT, SETUP_ENUM_ITEMS } from '@school/contract/enum/enum.setup';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { AppError, forbidden } from '../../lib/app-error';
import { analyzeAfterBulkWrite } from '../../db/analyze';
import { inTenant } from '../../db/tenant';
import { readSpreadsheet, type TCell, type TSheet as TReadSheet } from '../../lib/spreadsheet';
import { readSheetRows } from '../../lib/xlsx/sheet-reader';
import { XLSX_CONTENT_TYPE, XlsxWriter } from '../../lib/xlsx/xlsx-export';
import { sendDownload } from '../../lib/file-reply';
import * as levelModule from '../level-classified/index';
import * as courseModule from '../course-level/index';
import * as subjectModule from '../subject/index';
import * as classModule from '../academic-class/index';
import * as sessionModule from '../session-time/index';
import { createLevelClassifiedIn } from '../level-classified/level-classified.service';
import { createCourseLevelIn } from '../course-level/course-level.service';
import { createRootIn } from '../subject/subject.service';
import { createAcademicClassIn } from '../academic-class/academic-class.service';
import { createSessionTimesIn } from '../session-time/session-time.service';
import { RECORD_NAMES } from './initial-setup.template';
import * as service from './initial-setup.service';
import * as repo from './initial-setup.repository';
import { promoteRosterIn } from './initial-setup.roster';

/**
 * The spreadsheet import of the whole initial setup: one sheet per record kind, a header row of the column
 * names below, one record a row. Records refer to each other by code (years by "2025-2026"); a referenced
 * record may be in the file or already in the school. Records whose code the school already has are kept
 * as they are (Existing in the summary). A file with any bad row is refused whole, with every reason.
 */
type TKind = 'text' | 'optText' | 'code' | 'optCode' | 'int' | 'optNumber' | 'bool' | 'date' | 'optDate' | 'time' | 'gender' | 'shift' | 'year' | 'codes';
type TColumn = { name: string; kind: TKind; example: string | number | boolean };
type TSheet = { sheet: string; entity: string; columns: TColumn[] };

/** A record's Khmer and English description columns. */
const description = (km: string, en: string): TColumn[] => [
  { name: 'Description', kind: 'text', example: km },
  { name: 'DescriptionEn', kind: 'text', example: en },
];
const SORT_INDEX: TColumn = { name: 'SortIndex', kind: 'int', example: 1 };
/** A person's names (last, first; Khmer then English), gender and birth date columns. */
const person = (p: { km: [string, string]; en: [string, string]; gender: string; dateOfBirth: string }): TColumn[] => [
  { name: 'LastName', kind: 'text', example: p.km[0] },
  { name: 'FirstName', kind: 'text', example: p.km[1] },
  { name: 'LastNameEn', kind: 'text', example: p.en[0] },
  { name: 'FirstNameEn', kind: 'text', example: p.en[1] },
  { name: 'Gender', kind: 'gender', example: p.gender },
  { name: 'DateOfBirth', kind: 'optDate', example: p.dateOfBirth },
];

export const IMPORT_SHEETS: TSheet[] = [
  {
    sheet: 'AcademicYear',
    entity: 'AcademicYear',
    columns: [
      ...description('ឆ្នាំសិក្សា ២០២៥-២០២៦', 'Academic year 2025-2026'),
      { name: 'FromYear', kind: 'int', example: 2025 },
      { name: 'ToYear', kind: 'int', example: 2026 },
      { name: 'StartDate', kind: 'date', example: '2025-11-01' },
      { name: 'EndDate', kind: 'date', example: '2026-08-31' },
      { name: 'IsCurrent', kind: 'bool', example: true },
    ],
  },
  {
    sheet: 'ClassifiedLevel',
    entity: 'LevelClassified',
    columns: [{ name: 'Code', kind: 'code', example: 'PRI' }, ...description('បឋមសិក្សា', 'Primary'), SORT_INDEX],
  },
  {
    sheet: 'CourseLevel',
    entity: 'CourseLevel',
    columns: [
      { name: 'Code', kind: 'code', example: 'G1' },
      ...description('ថ្នាក់ទី១', 'Grade 1'),
      { name: 'ClassifiedLevelCode', kind: 'code', example: 'PRI' },
      SORT_INDEX,
    ],
  },
  {
    sheet: 'SubjectGroupRoot',
    entity: 'SubjectGroupRoot',
    columns: [
      { name: 'Code', kind: 'code', example: 'GEN' },
      ...description('កម្មវិធីសិក្សាចំណេះទូទៅ', 'General education curriculum'),
      { name: 'ClassifiedLevelCodes', kind: 'codes', example: 'PRI' },
      SORT_INDEX,
    ],
  },
  {
    sheet: 'LevelSubject',
    entity: 'CourseLevelSubject',
    columns: [
      { name: 'AcademicYear', kind: 'year', example: '2025-2026' },
      { name: 'CourseLevelCode', kind: 'code', example: 'G1' },
      { name: 'SubjectGroupRootCode', kind: 'code', example: 'GEN' },
      { name: 'SubjectCode', kind: 'code', example: 'KHM' },
      ...description('ភាសាខ្មែរ', 'Khmer'),
      { name: 'IsScoring', kind: 'bool', example: true },
      { name: 'MaxScore', kind: 'optNumber', example: 10 },
      { name: 'Coefficient', kind: 'optNumber', example: 1 },
      SORT_INDEX,
    ],
  },
  {
    sheet: 'Class',
    entity: 'AcademicClass',
    columns: [
      { name: 'AcademicYear', kind: 'year', example: '2025-2026' },
      { name: 'Code', kind: 'code', example: '1A' },
      ...description('ថ្នាក់ទី១ក', 'Grade 1A'),
      { name: 'CourseLevelCode', kind: 'code', example: 'G1' },
      { name: 'AcademicTimeShift', kind: 'shift', example: 'Morning' },
      SORT_INDEX,
    ],
  },
  {
    sheet: 'SessionTime',
    entity: 'SessionTime',
    columns: [
      { name: 'ClassifiedLevelCode', kind: 'code', example: 'PRI' },
      { name: 'AcademicTimeShift', kind: 'shift', example: 'Morning' },
      { name: 'From', kind: 'time', example: '07:00' },
      { name: 'To', kind: 'time', example: '07:50' },
      ...description('ម៉ោងទី១', 'Period 1'),
      SORT_INDEX,
    ],
  },
  {
    sheet: 'Position',
    entity: 'Position',
    columns: [...description('គ្រូបង្រៀន', 'Teacher'), SORT_INDEX],
  },
  {
    sheet: 'Employee',
    entity: 'Employee',
    columns: [
      { name: 'Code', kind: 'code', example: 'E001' },
      ...person({ km: ['សុខ', 'ដារ៉ា'], en: ['Sok', 'Dara'], gender: 'Male', dateOfBirth: '1985-04-12' }),
      { name: 'Phone', kind: 'optText', example: '012 345 678' },
      { name: 'Position', kind: 'optText', example: 'Teacher' },
    ],
  },
  {
    sheet: 'TeachingClass',
    entity: 'TeachingClass',
    columns: [
      { name: 'EmployeeCode', kind: 'code', example: 'E001' },
      { name: 'AcademicYear', kind: 'year', example: '2025-2026' },
      { name: 'ClassCode', kind: 'code', example: '1A' },
      { name: 'IsMain', kind: 'bool', example: true },
    ],
  },
  {
    sheet: 'Student',
    entity: 'Student',
    columns: [
      { name: 'Code', kind: 'code', example: 'S0001' },
      ...person({ km: ['លី', 'ស្រីនាង'], en: ['Ly', 'Sreyneang'], gender: 'Female', dateOfBirth: '2019-02-03' }),
      { name: 'AcademicYear', kind: 'year', example: '2025-2026' },
      { name: 'ClassCode', kind: 'code', example: '1A' },
      { name: 'GuardianName', kind: 'optText', example: 'លី វណ្ណា' },
      { name: 'GuardianPhone', kind: 'optText', example: '011 222 333' },
    ],
  },
];

type TValue = string | number | boolean | null | string[];
type TRecord = Record<string, TValue> & { _row: number };
export type TImportRecords = Record<string, TRecord[]>;

const err = (sheet: string, row: number, field: string, km: string, en: string): TImportError => ({
  Sheet: sheet,
  Row: row,
  Field: field,
  Message: km,
  MessageEn: en,
});
const text = (v: TCell) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim());
const pad = (n: number) => String(n).padStart(2, '0');

function parseCell(kind: TKind, v: TCell): { value: TValue } | { error: [string, string] } {
  const s = text(v);
  const required = (): { error: [string, string] } => ({ error: ['សូមបំពេញក្រឡានេះ', 'This cell is required'] });
  switch (kind) {
    case 'text':
      return s ? { value: s.slice(0, 300) } : required();
    case 'optText':
      return { value: s ? s.slice(0, 300) : null };
    case 'code':
    case 'optCode':
      if (!s) return kind === 'code' ? required() : { value: null };
      return /^[\p{L}\p{M}\p{N}._\-/]{1,30}$/u.test(s) ? { value: s } : { error: ['លេខកូដមិនត្រឹមត្រូវ', 'The code may hold only letters, digits and . _ - /'] };
    case 'codes':
      return {
        value: s
          ? s
              .split(/[,;]/)
              .map((x) => x.trim())
              .filter(Boolean)
          : [],
      };
    case 'int': {
      if (!s) return required();
      const n = Number(s);
      return Number.isInteger(n) && n >= 0 ? { value: n } : { error: ['ត្រូវតែជាចំនួនគត់', 'Must be a whole number'] };
    }
    case 'optNumber': {
      if (!s) return { value: null };
      const n = Number(s);
      return Number.isFinite(n) && n > 0 ? { value: n } : { error: ['ត្រូវតែជាលេខធំជាងសូន្យ', 'Must be a number above zero'] };
    }
    case 'bool': {
      const b = s.toLowerCase();
      if (['true', '1', 'yes', 'y', 'បាទ', 'ចាស', 'ពិត'].includes(b)) return { value: true };
      if (['', 'false', '0', 'no', 'n', 'ទេ', 'មិនពិត'].includes(b)) return { value: false };
      return { error: ['ត្រូវតែជា TRUE ឬ FALSE', 'Must be TRUE or FALSE'] };
    }
    case 'date':
    case 'optDate': {
      if (!s) return kind === 'date' ? required() : { value: null };
      if (v instanceof Date) return { value: `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}` };
      return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s))
        ? { value: s }
        : { error: ['កាលបរិច្ឆេទមិនត្រឹមត្រូវ (ឆ្នាំ-ខែ-ថ្ងៃ)', 'The date is not valid (YYYY-MM-DD)'] };
    }
    case 'time': {
      if (!s) return required();
      if (v instanceof Date) return { value: `${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}` };
      if (typeof v === 'number' && v >= 0 && v < 1) {
        const m = Math.round(v * 24 * 60);
        return { value: `${pad(Math.floor(m / 60))}:${pad(m % 60)}` };
      }
      const m = /^(\d{1,2}):(\d{2})/.exec(s);
      return m && Number(m[1]) < 24 && Number(m[2]) < 60
        ? { value: `${pad(Number(m[1]))}:${m[2]}` }
        : { error: ['ម៉ោងមិនត្រឹមត្រូវ (ម៉ោង:នាទី)', 'The time is not valid (HH:mm)'] };
    }
    case 'gender': {
      const g = s.toLowerCase();
      if (['0', 'm', 'male', 'ប្រុស', 'ប'].includes(g)) return { value: 0 };
      if (['1', 'f', 'female', 'ស្រី', 'ស'].includes(g)) return { value: 1 };
      return s ? { error: ['ភេទមិនត្រឹមត្រូវ (ប្រុស ឬស្រី)', 'The gender is not valid (Male or Female)'] } : required();
    }
    case 'shift': {
      if (!s) return { value: ACADEMIC_TIME_SHIFT.MORNING };
      const found = SETUP_ENUM_ITEMS.academicTimeShift.find((i) => String(i.Value) === s || i.Name === s || i.NameEn.toLowerCase() === s.toLowerCase());
      return found ? { value: Number(found.Value) } : { error: ['វេនមិនត្រឹមត្រូវ', 'The time shift is not valid (Morning, Afternoon, Evening, Full day)'] };
    }
    case 'year': {
      const m = /^(\d{4})\s*[-–/]\s*(\d{4})$/.exec(s);
      return m
        ? { value: `${m[1]}-${m[2]}` }
        : s
          ? { error: ['ឆ្នាំសិក្សាមិនត្រឹមត្រូវ (ឧ. 2025-2026)', 'The academic year is not valid (e.g. 2025-2026)'] }
          : required();
    }
  }
}

/** Reads the sheets into records, cell by cell; unknown sheets are ignored, unknown columns refused. */
function parseSheets(sheets: TReadSheet[]): { records: TImportRecords; errors: TImportError[]; headerErrors: boolean } {
  const records: TImportRecords = {};
  const errors: TImportError[] = [];
  let headerErrors = false;
  for (const def of IMPORT_SHEETS) {
    const sheet = sheets.find((x) => x.sheetName.trim().toLowerCase() === def.sheet.toLowerCase());
    if (!sheet) continue;
    const read = readSheetRows<string, TValue>(
      sheet,
      def.columns.map((c) => ({ key: c.name, required: !c.kind.startsWith('opt'), parse: (cell) => parseCell(c.kind, cell ?? null) })),
      { unknownColumns: 'error', absentColumns: 'parse' },
    );
    for (const e of read.headerErrors) errors.push(err(def.sheet, read.headerRowNumber ?? 1, e.Field, e.Message, e.MessageEn));
    headerErrors ||= read.headerErrors.length > 0;
    const out: TRecord[] = [];
    for (const row of read.rows) {
      for (const e of row.errors) errors.push(err(def.sheet, row.rowNumber, e.Field, e.Message, e.MessageEn));
      out.push({ ...row.values, _row: row.rowNumber } as TRecord);
    }
    records[def.sheet] = out;
  }
  if (Object.keys(records).length === 0) {
    errors.push(err('', 1, '', 'ឯកសារមិនមានសន្លឹកដែលស្គាល់ទេ', `The file has none of the sheets ${IMPORT_SHEETS.map((s) => s.sheet).join(', ')}`));
    headerErrors = true;
  }
  return { records, errors, headerErrors };
}

type TExisting = {
  years: Map<string, string>;
  levels: Map<string, string>;
  grades: Map<string, string>;
  roots: Map<string, string>;
  classes: Map<string, string>;
  positions: Set<string>;
  employees: Map<string, string>;
  students: Set<string>;
};

async function existing(tx: TQueryable, campusId: string): Promise<TExisting> {
  const years = await repo.listYears(tx, { campusId });
  const classes = await classModule.listAcademicClasses(tx, { campusId });
  const yearLabel = new Map(years.map((y) => [y.id, `${y.fromYear}-${y.toYear}`]));
  return {
    years: new Map(years.map((y) => [`${y.fromYear}-${y.toYear}`, y.id])),
    levels: new Map((await levelModule.listLevelClassifiedIn(tx, { campusId })).map((l) => [l.code.toUpperCase(), l.id])),
    grades: new Map((await courseModule.listCourseLevelsIn(tx, { campusId })).map((g) => [g.level.code.toUpperCase(), g.level.id])),
    roots: new Map((await subjectModule.listRootsIn(tx, { campusId })).map((r) => [r.code.toUpperCase(), r.id])),
    classes: new Map(classes.map((c) => [`${yearLabel.get(c.cls.academicYearId)}|${c.cls.code.toUpperCase()}`, c.cls.id])),
    positions: new Set((await repo.listPositions(tx, { campusId })).flatMap((p) => [p.description, p.descriptionEn.toLowerCase()])),
    employees: new Map((await repo.listEmployees(tx, { campusId })).map((e) => [e.e.code.toUpperCase(), e.e.id])),
    students: new Set((await repo.listStudents(tx, { campusId })).map((s) => s.s.code.toUpperCase())),
  };
}

const up = (v: TValue | undefined) => String(v ?? '').toUpperCase();

/** Cross-sheet checks: duplicates within a sheet, and every code referring to a record of the file or the school. */
function checkReferences(records: TImportRecords, ex: TExisting): TImportError[] {
  const errors: TImportError[] = [];
  const rows = (sheet: string) => records[sheet] ?? [];
  const known = (sheet: string, field: string, fromDb: Iterable<string>) => new Set([...fromDb, ...rows(sheet).map((r) => up(r[field]))]);
  const years = known('AcademicYear', '_', ex.years.keys());
  for (const r of rows('AcademicYear')) years.add(`${r.FromYear}-${r.ToYear}`);
  const levels = known('ClassifiedLevel', 'Code', ex.levels.keys());
  const grades = known('CourseLevel', 'Code', ex.grades.keys());
  const roots = known('SubjectGroupRoot', 'Code', ex.roots.keys());
  const classes = new Set([...ex.classes.keys(), ...rows('Class').map((r) => `${r.AcademicYear}|${up(r.Code)}`)]);
  const employees = known('Employee', 'Code', ex.employees.keys());
  const dupes = (sheet: string, key: (r: TRecord) => string, field: string) => {
    const seen = new Set<string>();
    for (const r of rows(sheet)) {
      const k = key(r);
      if (seen.has(k)) errors.push(err(sheet, r._row, field, `«${k}» ស្ទួនក្នុងសន្លឹកនេះ`, `'${k}' appears twice in this sheet`));
      seen.add(k);
    }
  };
  const ref = (sheet: string, field: string, set: Set<string>, value: (r: TRecord) => string, km: string, en: string) => {
    for (const r of rows(sheet)) {
      const v = value(r);
      if (v && !set.has(v)) errors.push(err(sheet, r._row, field, `រកមិនឃើញ${km} «${v}»`, `No ${en} '${v}' in the file or the school`));
    }
  };
  dupes('AcademicYear', (r) => `${r.FromYear}-${r.ToYear}`, 'FromYear');
  for (const r of rows('AcademicYear')) {
    if (Number(r.ToYear) !== Number(r.FromYear) + 1 && Number(r.ToYear) !== Number(r.FromYear))
      errors.push(err('AcademicYear', r._row, 'ToYear', 'ឆ្នាំបញ្ចប់មិនត្រឹមត្រូវ', 'The end year must be the start year or the one after'));
    if (String(r.EndDate) <= String(r.StartDate))
      errors.push(err('AcademicYear', r._row, 'EndDate', 'ថ្ងៃបញ្ចប់ត្រូវនៅក្រោយថ្ងៃចាប់ផ្តើម', 'The end date must be after the start date'));
  }
  if (rows('AcademicYear').filter((r) => r.IsCurrent === true).length > 1)
    errors.push(err('AcademicYear', 1, 'IsCurrent', 'មានតែឆ្នាំសិក្សាមួយប៉ុណ្ណោះអាចជាឆ្នាំបច្ចុប្បន្ន', 'Only one academic year can be current'));
  dupes('ClassifiedLevel', (r) => up(r.Code), 'Code');
  dupes('CourseLevel', (r) => up(r.Code), 'Code');
  ref('CourseLevel', 'ClassifiedLevelCode', levels, (r) => up(r.ClassifiedLevelCode), 'កម្រិតសិក្សា', 'classified level');
  dupes('SubjectGroupRoot', (r) => up(r.Code), 'Code');
  for (const r of rows('SubjectGroupRoot'))
    for (const code of (r.ClassifiedLevelCodes as string[]) ?? [])
      if (!levels.has(code.toUpperCase()))
        errors.push(
          err('SubjectGroupRoot', r._row, 'ClassifiedLevelCodes', `រកមិនឃើញកម្រិតសិក្សា «${code}»`, `No classified level '${code}' in the file or the school`),
        );
  dupes('LevelSubject', (r) => `${r.AcademicYear}|${up(r.CourseLevelCode)}|${up(r.SubjectCode)}`, 'SubjectCode');
  ref('LevelSubject', 'AcademicYear', years, (r) => String(r.AcademicYear ?? ''), 'ឆ្នាំសិក្សា', 'academic year');
  ref('LevelSubject', 'CourseLevelCode', grades, (r) => up(r.CourseLevelCode), 'ថ្នាក់ទី', 'grade');
  ref('LevelSubject', 'SubjectGroupRootCode', roots, (r) => up(r.SubjectGroupRootCode), 'ក្រុមមុខវិជ្ជាមេ', 'subject group root');
  for (const r of rows('LevelSubject'))
    if ((r.MaxScore === null) !== (r.Coefficient === null))
      errors.push(err('LevelSubject', r._row, 'Coefficient', 'សូមបំពេញពិន្ទុអតិបរមា និងមេគុណ ទាំងពីរ', 'Give both the maximum score and the coefficient, or neither'));
  dupes('Class', (r) => `${r.AcademicYear}|${up(r.Code)}`, 'Code');
  ref('Class', 'AcademicYear', years, (r) => String(r.AcademicYear ?? ''), 'ឆ្នាំសិក្សា', 'academic year');
  ref('Class', 'CourseLevelCode', grades, (r) => up(r.CourseLevelCode), 'ថ្នាក់ទី', 'grade');
  ref('SessionTime', 'ClassifiedLevelCode', levels, (r) => up(r.ClassifiedLevelCode), 'កម្រិតសិក្សា', 'classified level');
  for (const r of rows('SessionTime'))
    if (String(r.To) <= String(r.From)) errors.push(err('SessionTime', r._row, 'To', 'ម៉ោងបញ្ចប់ត្រូវនៅក្រោយម៉ោងចាប់ផ្តើម', 'The To time must be after the From time'));
  dupes('Position', (r) => String(r.DescriptionEn).toLowerCase(), 'DescriptionEn');
  dupes('Employee', (r) => up(r.Code), 'Code');
  const positions = new Set([...ex.positions, ...rows('Position').flatMap((r) => [String(r.Description), String(r.DescriptionEn).toLowerCase()])]);
  for (const r of rows('Employee'))
    if (r.Position && !positions.has(String(r.Position)) && !positions.has(String(r.Position).toLowerCase()))
      errors.push(err('Employee', r._row, 'Position', `រកមិនឃើញតួនាទី «${r.Position}»`, `No position '${r.Position}' in the file or the school`));
  ref('TeachingClass', 'EmployeeCode', employees, (r) => up(r.EmployeeCode), 'បុគ្គលិក', 'employee');
  ref('TeachingClass', 'ClassCode', classes, (r) => `${r.AcademicYear}|${up(r.ClassCode)}`, 'ថ្នាក់', 'class');
  dupes('Student', (r) => up(r.Code), 'Code');
  ref('Student', 'ClassCode', classes, (r) => `${r.AcademicYear}|${up(r.ClassCode)}`, 'ថ្នាក់', 'class');
  return errors;
}

/** New and Existing per record kind: existing means the school has that code already (kept as it is). */
function summarize(records: TImportRecords, ex: TExisting): TRecordCount[] {
  const out: TRecordCount[] = [];
  const add = (entity: string, list: TRecord[], has: (r: TRecord) => boolean) => {
    if (list.length === 0) return;
    const existingCount = list.filter(has).length;
    out.push({ Entity: entity, Name: RECORD_NAMES[entity]![0], NameEn: RECORD_NAMES[entity]![1], New: list.length - existingCount, Existing: existingCount });
  };
  const rows = (sheet: string) => records[sheet] ?? [];
  add('AcademicYear', rows('AcademicYear'), (r) => ex.years.has(`${r.FromYear}-${r.ToYear}`));
  add('LevelClassified', rows('ClassifiedLevel'), (r) => ex.levels.has(up(r.Code)));
  add('CourseLevel', rows('CourseLevel'), (r) => ex.grades.has(up(r.Code)));
  add('SubjectGroupRoot', rows('SubjectGroupRoot'), (r) => ex.roots.has(up(r.Code)));
  add('CourseLevelSubject', rows('LevelSubject'), () => false);
  add('AcademicClass', rows('Class'), (r) => ex.classes.has(`${r.AcademicYear}|${up(r.Code)}`));
  add('SessionTime', rows('SessionTime'), () => false);
  add('Position', rows('Position'), (r) => ex.positions.has(String(r.DescriptionEn).toLowerCase()));
  add('Employee', rows('Employee'), (r) => ex.employees.has(up(r.Code)));
  add('TeachingClass', rows('TeachingClass'), () => false);
  add('Student', rows('Student'), (r) => ex.students.has(up(r.Code)));
  return out;
}

function toInfo(fileName: string, uploadedAt: Date, records: TImportRecords, summary: TRecordCount[]): TImportInfo {
  return {
    FileName: fileName,
    UploadedAt: uploadedAt.toISOString(),
    RecordSummary: summary,
    Sheets: IMPORT_SHEETS.filter((d) => records[d.sheet]).map((d) => ({
      Sheet: d.sheet,
      Name: RECORD_NAMES[d.entity]![0],
      NameEn: RECORD_NAMES[d.entity]![1],
      Rows: records[d.sheet]!.map(({ _row, ...rest }) => ({
        Row: _row,
        ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v])),
      })),
    })),
  };
}

export async function upload(deps: TAppDeps, auth: TAuth, file: TUploadFile) {
  const sheets = await readSpreadsheet(file);
  const { records, errors, headerErrors } = parseSheets(sheets);
  return inTenant(deps, auth, async (tx) => {
    const ex = await existing(tx, auth.campusId);
    // A sheet whose header is wrong has no records to check against each other.
    const all = [...errors, ...(headerErrors ? [] : checkReferences(records, ex))];
    if (all.length > 0)
      throw new AppError('BAD_REQUEST', {
        km: `ឯកសារមានកំហុស ${all.length} កន្លែង។ គ្មានអ្វីត្រូវបាននាំចូលទេ`,
        en: `The file has ${all.length} error${all.length === 1 ? '' : 's'}. Nothing was imported`,
        data: { Errors: all.slice(0, 500), RecordSummary: summarize(records, ex) },
      });
    await repo.saveImport(tx, { campusId: auth.campusId, fileName: file.FileName.slice(0, 200), records, uploadedBy: auth.userId });
    return toInfo(file.FileName, new Date(), records, summarize(records, ex));
  });
}

export const info = (deps: TAppDeps, auth: TAuth) =>
  inTenant(deps, auth, async (tx) => {
    const pending = await repo.getImport(tx, { campusId: auth.campusId });
    if (!pending) return null;
    const records = pending.records as TImportRecords;
    return toInfo(pending.fileName, pending.createdAt, records, summarize(records, await existing(tx, auth.campusId)));
  });

export async function discard(deps: TAppDeps, auth: TAuth, campusId?: string) {
  // The campus comes from the token; a campusId naming another school is refused.
  if (campusId && campusId !== auth.campusId) throw forbidden();
  await inTenant(deps, auth, (tx) => repo.deleteImport(tx, { campusId: auth.campusId }));
}

async function pendingOrFail(tx: TQueryable, campusId: string) {
  const pending = await repo.getImport(tx, { campusId });
  if (!pending) throw new AppError('NOT_FOUND', { km: 'មិនមានឯកសារនាំចូលដែលកំពុងរង់ចាំទេ', en: 'There is no pending import' });
  return pending.records as TImportRecords;
}

export const summary = (deps: TAppDeps, auth: TAuth) =>
  inTenant(deps, auth, async (tx) => ({ RecordSummary: summarize(await pendingOrFail(tx, auth.campusId), await existing(tx, auth.campusId)) }));

/** Creates every new record of the pending import in one transaction, in dependency order. */
const submitTx = (deps: TAppDeps, auth: TAuth, completeSetup: boolean) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const records = await pendingOrFail(tx, campusId);
    let ex = await existing(tx, campusId);
    const counts = summarize(records, ex);
    const rows = (sheet: string) => records[sheet] ?? [];
    for (const r of rows('AcademicYear'))
      if (!ex.years.has(`${r.FromYear}-${r.ToYear}`))
        await service.createYearIn(tx, campusId, {
          Description: String(r.Description),
          DescriptionEn: String(r.DescriptionEn),
          FromYear: Number(r.FromYear),
          ToYear: Number(r.ToYear),
          StartDate: String(r.StartDate),
          EndDate: String(r.EndDate),
          IsCurrent: r.IsCurrent === true,
        });
    for (const r of rows('ClassifiedLevel'))
      if (!ex.levels.has(up(r.Code)))
        await createLevelClassifiedIn(tx, campusId, {
          Code: String(r.Code),
          Description: String(r.Description),
          DescriptionEn: String(r.DescriptionEn),
          LevelClassifyGroup: 4,
          Days: [],
          SortIndex: Number(r.SortIndex),
        });
    ex = await existing(tx, campusId);
    for (const r of rows('CourseLevel'))
      if (!ex.grades.has(up(r.Code)))
        await createCourseLevelIn(tx, campusId, {
          Code: String(r.Code),
          Description: String(r.Description),
          DescriptionEn: String(r.DescriptionEn),
          LevelClassifiedId: ex.levels.get(up(r.ClassifiedLevelCode))!,
          SortIndex: Number(r.SortIndex),
        });
    for (const r of rows('SubjectGroupRoot'))
      if (!ex.roots.has(up(r.Code)))
        await createRootIn(tx, campusId, {
          Code: String(r.Code),
          Description: String(r.Description),
          DescriptionEn: String(r.DescriptionEn),
          Abbreviation: undefined,
          LevelClassifiedIds: ((r.ClassifiedLevelCodes as string[]) ?? []).map((c) => ex.levels.get(c.toUpperCase())!),
          SortIndex: Number(r.SortIndex),
        });
    ex = await existing(tx, campusId);
    for (const r of rows('Class'))
      if (!ex.classes.has(`${r.AcademicYear}|${up(r.Code)}`))
        await createAcademicClassIn(tx, campusId, {
          AcademicYearId: ex.years.get(String(r.AcademicYear))!,
          CourseLevelId: ex.grades.get(up(r.CourseLevelCode))!,
          Code: String(r.Code),
          Description: String(r.Description),
          DescriptionEn: String(r.DescriptionEn),
          AcademicTimeShift: Number(r.AcademicTimeShift),
          AcademicTimeShiftType: 0,
          IsPromoteNextYear: false,
          ProgramType: 0,
          SortIndex: Number(r.SortIndex),
        });
    for (const r of rows('LevelSubject')) {
      const academicYearId = ex.years.get(String(r.AcademicYear))!;
      const courseLevelId = ex.grades.get(up(r.CourseLevelCode))!;
      const acl = await courseModule.ensureAcademicCourseLevel(tx, { campusId, academicYearId, courseLevelId });
      const subject = await subjectModule.findSubjectByCode(tx, { campusId, code: String(r.SubjectCode) });
      if (subject && (await courseModule.findCourseLevelSubject(tx, { campusId, academicCourseLevelId: acl, subjectId: subject.id, programType: 0 }))) continue;
      await service.createLevelSubjectIn(tx, campusId, {
        AcademicYearId: academicYearId,
        CourseLevelId: courseLevelId,
        SubjectGroupRootId: ex.roots.get(up(r.SubjectGroupRootCode))!,
        SubjectCode: String(r.SubjectCode),
        Description: String(r.Description),
        DescriptionEn: String(r.DescriptionEn),
        IsScoring: r.IsScoring !== false,
        ProgramType: 0,
        MaxScore: r.MaxScore === null ? undefined : Number(r.MaxScore),
        Coefficient: r.Coefficient === null ? undefined : Number(r.Coefficient),
        SortIndex: Number(r.SortIndex),
      });
    }
    const byGroup = new Map<string, TRecord[]>();
    for (const r of rows('SessionTime'))
      byGroup.set(`${up(r.ClassifiedLevelCode)}|${r.AcademicTimeShift}`, [...(byGroup.get(`${up(r.ClassifiedLevelCode)}|${r.AcademicTimeShift}`) ?? []), r]);
    for (const [key, list] of byGroup) {
      const [code, shift] = key.split('|');
      const levelId = ex.levels.get(code!)!;
      const saved = await sessionModule.listSessionTimesIn(tx, { campusId, levelClassifiedId: levelId, academicTimeShift: Number(shift) });
      const fresh = list.filter((r) => !saved.some((s) => String(s.row.fromTime).slice(0, 5) === r.From));
      if (fresh.length > 0)
        await createSessionTimesIn(tx, campusId, {
          AcademicSessionTimeLevelClassifiedId: levelId,
          AcademicTimeShift: Number(shift),
          SessionTimes: fresh.map((r) => ({
            From: String(r.From),
            To: String(r.To),
            Description: String(r.Description),
            DescriptionEn: String(r.DescriptionEn),
            SortIndex: Number(r.SortIndex),
          })),
        });
    }
    for (const r of rows('Position'))
      if (!ex.positions.has(String(r.DescriptionEn).toLowerCase()))
        await service.createPositionIn(tx, campusId, {
          Description: String(r.Description),
          DescriptionEn: String(r.DescriptionEn),
          SortIndex: Number(r.SortIndex),
        });
    const positions = await repo.listPositions(tx, { campusId });
    for (const r of rows('Employee')) {
      if (ex.employees.has(up(r.Code))) continue;
      const position = r.Position
        ? positions.find((p) => p.description === r.Position || p.descriptionEn.toLowerCase() === String(r.Position).toLowerCase())
        : undefined;
      await service.createEmployeeIn(tx, campusId, {
        Code: String(r.Code),
        LastName: String(r.LastName),
        FirstName: String(r.FirstName),
        LastNameEn: String(r.LastNameEn),
        FirstNameEn: String(r.FirstNameEn),
        Gender: Number(r.Gender),
        DateOfBirth: r.DateOfBirth ? String(r.DateOfBirth) : undefined,
        Phone: r.Phone ? String(r.Phone) : undefined,
        Email: undefined,
        PositionId: position?.id,
      });
    }
    ex = await existing(tx, campusId);
    for (const r of rows('TeachingClass')) {
      const employeeId = ex.employees.get(up(r.EmployeeCode))!;
      const academicClassId = ex.classes.get(`${r.AcademicYear}|${up(r.ClassCode)}`)!;
      if (await repo.findTeaching(tx, { campusId, employeeId, academicClassId })) continue;
      await service.createTeachingIn(tx, campusId, { EmployeeId: employeeId, AcademicClassId: academicClassId, IsMain: r.IsMain === true });
    }
    await repo.insertStudents(tx, {
      campusId,
      rows: rows('Student')
        .filter((r) => !ex.students.has(up(r.Code)))
        .map((r) =>
          service.studentValues({
            Code: String(r.Code),
            LastName: String(r.LastName),
            FirstName: String(r.FirstName),
            LastNameEn: String(r.LastNameEn),
            FirstNameEn: String(r.FirstNameEn),
            Gender: Number(r.Gender),
            DateOfBirth: r.DateOfBirth ? String(r.DateOfBirth) : undefined,
            AcademicClassId: ex.classes.get(`${r.AcademicYear}|${up(r.ClassCode)}`)!,
            GuardianName: r.GuardianName ? String(r.GuardianName) : undefined,
            GuardianPhone: r.GuardianPhone ? String(r.GuardianPhone) : undefined,
          }),
        ),
    });
    await repo.deleteImport(tx, { campusId });
    // The submitted roster becomes the school's employees and students in this same transaction.
    if (!completeSetup) await promoteRosterIn(tx, campusId);
    const info = completeSetup ? await service.completeIn(tx, campusId) : await service.basicInfoIn(tx, campusId);
    return { RecordSummary: counts, IsInitialSetup: info.IsInitialSetup };
  });

/** The workbook to fill: every sheet with its header row and one example row. */
export async function sendWorkbookTemplate(reply: FastifyReply) {
  const book = new XlsxWriter();
  for (const s of IMPORT_SHEETS) {
    book.sheet(s.sheet).table(
      s.columns.map((c) => ({ header: c.name, headerEn: c.name, width: Math.max(14, c.name.length + 2), value: () => c.example })),
      [null],
      { header: 'key' },
    );
  }
  return sendDownload(reply, { data: await book.toBuffer(), fileName: 'initial-setup-import.xlsx', contentType: XLSX_CONTENT_TYPE });
}

/** submit, then the tables it filled analyzed (db/analyze.ts). */
export const submit = async (deps: TAppDeps, auth: TAuth, completeSetup: boolean) =>
  analyzeAfterBulkWrite(
    deps.database,
    [
      'academic_year',
      'academic_class',
      'employee',
      'employee_academic_class',
      'employee_academic_class_subject',
      'student',
      'student_academic_class',
      'app_user',
    ],
    await submitTx(deps, auth, completeSetup),
  );
