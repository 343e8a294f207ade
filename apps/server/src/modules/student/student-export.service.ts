import ExcelJS from 'exceljs';
import { ENUM_ITEMS, enumName, type TStudent } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { XLSX_CONTENT_TYPE } from '../../lib/file-reply';
import { inTenant } from '../../db/tenant';
import { missingReference } from '../../lib/app-error';
import { getCampusOfUser } from '../user/index';
import { requireYear, yearOrCurrent } from '../academic-year/academic-year.service';
import { loadStudent } from './student.service';
import * as repo from './student.repository';

/**
 * Student exports (report area: `/api/student/export/*`, `download-student-info`), written with exceljs
 * (DESIGN 'Reports and files'). Cells hold Khmer text as it is; headers carry both languages so one file
 * serves both kinds of reader. Only office users reach these calls (their route keys), so they read the
 * campus.
 */
export type TExportFile = { data: Buffer; fileName: string; contentType: string };

/** A list export stops here: a school never has this many students in one year. */
const MAX_EXPORT_ROWS = 20_000;
const KHMER_FONT = 'Khmer OS Battambang';

const COLUMNS: Array<{ header: [string, string]; width: number }> = [
  { header: ['ល.រ', 'No.'], width: 6 },
  { header: ['អត្តលេខ', 'Code'], width: 12 },
  { header: ['គោត្តនាម-នាម', 'Name (Khmer)'], width: 24 },
  { header: ['ឈ្មោះឡាតាំង', 'Name (Latin)'], width: 24 },
  { header: ['ភេទ', 'Gender'], width: 8 },
  { header: ['ថ្ងៃខែឆ្នាំកំណើត', 'Date of birth'], width: 14 },
  { header: ['ថ្នាក់', 'Class'], width: 14 },
  { header: ['ស្ថានភាព', 'Status'], width: 16 },
  { header: ['លេខទូរស័ព្ទ', 'Phone'], width: 14 },
  { header: ['អាណាព្យាបាល', 'Guardian'], width: 24 },
  { header: ['ទូរស័ព្ទអាណាព្យាបាល', 'Guardian phone'], width: 16 },
];

function title(sheet: ExcelJS.Worksheet, lines: string[]) {
  for (const line of lines) {
    const row = sheet.addRow([line]);
    row.font = { name: KHMER_FONT, bold: true, size: 12 };
    sheet.mergeCells(row.number, 1, row.number, COLUMNS.length);
    row.alignment = { horizontal: 'center' };
  }
  sheet.addRow([]);
}

function header(sheet: ExcelJS.Worksheet) {
  const row = sheet.addRow(COLUMNS.map((c) => `${c.header[0]}\n${c.header[1]}`));
  row.font = { name: KHMER_FONT, bold: true };
  row.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
  row.height = 32;
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    cell.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } };
  });
  COLUMNS.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width));
  sheet.views = [{ state: 'frozen', ySplit: row.number }];
}

type TGuardianOf = Map<string, { name: string; phone: string | null }>;

async function primaryGuardians(tx: TQueryable, campusId: string, studentIds: string[]): Promise<TGuardianOf> {
  const out: TGuardianOf = new Map();
  for (let i = 0; i < studentIds.length; i += 1000) {
    for (const r of await repo.listGuardiansOfStudents(tx, { campusId, studentIds: studentIds.slice(i, i + 1000) })) {
      if (!out.has(r.link.studentId)) out.set(r.link.studentId, { name: `${r.guardian.lastName} ${r.guardian.firstName}`, phone: r.guardian.mobilePhone });
    }
  }
  return out;
}

function studentRows(sheet: ExcelJS.Worksheet, rows: repo.TPlacedStudentRow[], guardians: TGuardianOf) {
  rows.forEach((r, i) => {
    const s = r.student;
    const g = guardians.get(s.id);
    const row = sheet.addRow([
      i + 1,
      s.code,
      `${s.lastName} ${s.firstName}`,
      `${s.lastNameEn} ${s.firstNameEn}`,
      enumName(ENUM_ITEMS.gender, s.gender, 'km'),
      s.dateOfBirth ?? '',
      r.classDescription,
      enumName(ENUM_ITEMS.studentStatus, r.placement.status, 'km'),
      s.mobilePhone ?? '',
      g?.name ?? '',
      g?.phone ?? '',
    ]);
    row.font = { name: KHMER_FONT };
  });
}

async function toFile(workbook: ExcelJS.Workbook, fileName: string): Promise<TExportFile> {
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, fileName, contentType: XLSX_CONTENT_TYPE };
}

function newWorkbook() {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'School portal';
  workbook.created = new Date();
  return workbook;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function sheetName(workbook: ExcelJS.Workbook, name: string) {
  const base = name.replace(/[:\\/?*[\]]/g, '-').slice(0, 28) || 'Sheet';
  let candidate = base;
  for (let n = 2; workbook.getWorksheet(candidate); n++) candidate = `${base} ${n}`;
  return candidate;
}

async function classSheets(
  tx: TQueryable,
  campusId: string,
  workbook: ExcelJS.Workbook,
  p: { academicYearId: string; classes: Awaited<ReturnType<typeof repo.classesOfYear>>; heading: string[] },
) {
  const placements = await repo.listClassPlacements(tx, { campusId, academicClassIds: p.classes.map((c) => c.id) });
  const guardians = await primaryGuardians(tx, campusId, [...new Set(placements.map((r) => r.student.id))]);
  for (const cls of p.classes) {
    const sheet = workbook.addWorksheet(sheetName(workbook, cls.code));
    title(sheet, [...p.heading, `ថ្នាក់ ${cls.description} / Class ${cls.descriptionEn}`]);
    header(sheet);
    studentRows(
      sheet,
      placements.filter((r) => r.placement.academicClassId === cls.id),
      guardians,
    );
  }
}

async function heading(tx: TQueryable, campusId: string, yearId: string) {
  // One transaction is one connection: its queries run one after the other.
  const campus = await getCampusOfUser(tx, { campusId });
  const year = await requireYear(tx, campusId, yearId);
  return { lines: [`${campus?.name ?? ''} / ${campus?.nameEn ?? ''}`, `${year.description} / ${year.descriptionEn}`], year };
}

/** `GET /api/student/export/year-level`: a grade's classes of a year, one sheet each (data-calls §5: class optional). */
export const exportYearLevel = (deps: TAppDeps, auth: TAuth, q: { academicYearId: string; courseLevelId: string; academicClassId?: string }) =>
  inTenant(deps, auth, async (tx) => {
    const { lines, year } = await heading(tx, auth.campusId, q.academicYearId);
    const classes = (await repo.classesOfYear(tx, { campusId: auth.campusId, academicYearId: q.academicYearId, courseLevelId: q.courseLevelId })).filter(
      (c) => !q.academicClassId || c.id === q.academicClassId,
    );
    if (q.academicClassId && classes.length === 0) throw missingReference('ថ្នាក់សិក្សា', 'class');
    const workbook = newWorkbook();
    const grade = classes[0] ? `${classes[0].courseLevelDescription} / ${classes[0].courseLevelDescriptionEn}` : '';
    await classSheets(tx, auth.campusId, workbook, { academicYearId: q.academicYearId, classes, heading: [...lines, grade].filter(Boolean) });
    if (classes.length === 0) {
      const sheet = workbook.addWorksheet('Students');
      title(sheet, lines);
      header(sheet);
    }
    return toFile(workbook, `students-${year.fromYear}-${year.toYear}-${classes[0]?.courseLevelDescriptionEn ?? 'grade'}.xlsx`);
  });

/** `GET /api/student/export/year-class`: one class. */
export const exportYearClass = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; academicClassId: string }) =>
  inTenant(deps, auth, async (tx) => {
    const [cls] = await repo.getClasses(tx, { campusId: auth.campusId, ids: [q.academicClassId] });
    if (!cls || (q.academicYearId && cls.academicYearId !== q.academicYearId)) throw missingReference('ថ្នាក់សិក្សា', 'class');
    const { lines, year } = await heading(tx, auth.campusId, cls.academicYearId);
    const classes = (await repo.classesOfYear(tx, { campusId: auth.campusId, academicYearId: cls.academicYearId })).filter((c) => c.id === cls.id);
    const workbook = newWorkbook();
    await classSheets(tx, auth.campusId, workbook, { academicYearId: cls.academicYearId, classes, heading: lines });
    return toFile(workbook, `students-${year.fromYear}-${year.toYear}-${cls.code}.xlsx`);
  });

/** `GET /api/student/export/list`: the list as filtered on screen, one sheet. */
export const exportList = (
  deps: TAppDeps,
  auth: TAuth,
  q: { academicYearId?: string; academicClassId?: string; courseLevelId?: string; status?: number; search?: string },
) =>
  inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    if (!year) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
    const { lines } = await heading(tx, auth.campusId, year.id);
    const { rows } = await repo.listPlacedStudents(tx, { campusId: auth.campusId, ...q, academicYearId: year.id, limit: MAX_EXPORT_ROWS, offset: 0 });
    const guardians = await primaryGuardians(
      tx,
      auth.campusId,
      rows.map((r) => r.student.id),
    );
    const workbook = newWorkbook();
    const sheet = workbook.addWorksheet('សិស្ស Students');
    title(sheet, [...lines, 'បញ្ជីឈ្មោះសិស្ស / Student list']);
    header(sheet);
    studentRows(sheet, rows, guardians);
    return toFile(workbook, `student-list-${year.fromYear}-${year.toYear}.xlsx`);
  });

function pairs(sheet: ExcelJS.Worksheet, items: Array<[string, string, string | null | undefined]>) {
  for (const [km, en, value] of items) {
    const row = sheet.addRow([`${km} / ${en}`, value ?? '']);
    row.font = { name: KHMER_FONT };
    row.getCell(1).font = { name: KHMER_FONT, bold: true };
  }
}

function table(sheet: ExcelJS.Worksheet, caption: string, headers: string[], rows: Array<Array<string | number>>) {
  sheet.addRow([]);
  const c = sheet.addRow([caption]);
  c.font = { name: KHMER_FONT, bold: true, size: 12 };
  const h = sheet.addRow(headers);
  h.font = { name: KHMER_FONT, bold: true };
  for (const r of rows) sheet.addRow(r).font = { name: KHMER_FONT };
}

/** `GET /api/student/download-student-info?id`: one student's record. */
export const downloadStudentInfo = (deps: TAppDeps, auth: TAuth, q: { id: string }) =>
  inTenant(deps, auth, async (tx) => {
    const s: TStudent = await loadStudent(tx, deps, auth.campusId, q.id);
    const campus = await getCampusOfUser(tx, { campusId: auth.campusId });
    const years = new Map((await repo.listYears(tx, { campusId: auth.campusId })).map((y) => [y.id, y]));
    const workbook = newWorkbook();
    const sheet = workbook.addWorksheet('ព័ត៌មានសិស្ស');
    sheet.getColumn(1).width = 34;
    sheet.getColumn(2).width = 36;
    sheet.getColumn(3).width = 20;
    sheet.getColumn(4).width = 20;
    sheet.getColumn(5).width = 20;
    const head = sheet.addRow([`${campus?.name ?? ''} / ${campus?.nameEn ?? ''}`]);
    head.font = { name: KHMER_FONT, bold: true, size: 13 };
    sheet.addRow(['ព័ត៌មានសិស្ស / Student information']).font = { name: KHMER_FONT, bold: true };
    sheet.addRow([]);
    pairs(sheet, [
      ['អត្តលេខ', 'Code', s.Code],
      ['គោត្តនាម-នាម', 'Name', s.FullName],
      ['ឈ្មោះឡាតាំង', 'Latin name', s.FullNameEn],
      ['ភេទ', 'Gender', enumName(ENUM_ITEMS.gender, s.Gender, 'km')],
      ['ថ្ងៃខែឆ្នាំកំណើត', 'Date of birth', s.DateOfBirth],
      ['ទីកន្លែងកំណើត', 'Place of birth', s.PlaceOfBirth],
      ['សញ្ជាតិ', 'Nationality', s.Nationality],
      ['លេខទូរស័ព្ទ', 'Phone', s.MobilePhone],
      ['អ៊ីមែល', 'Email', s.Email],
      ['ស្ថានភាព', 'Status', `${s.StatusName} / ${s.StatusNameEn}`],
      ['មូលហេតុ', 'Reason', s.StatusReason],
    ]);
    table(
      sheet,
      'អាសយដ្ឋាន / Addresses',
      ['អាសយដ្ឋាន / Address', 'ខេត្ត/រាជធានី / Province'],
      s.Addresses.map((a) => [a.Address, a.ProvinceName ?? '']),
    );
    table(
      sheet,
      'អាណាព្យាបាល / Guardians',
      ['ឈ្មោះ / Name', 'ឈ្មោះឡាតាំង / Latin name', 'ត្រូវជា / Relationship', 'ទូរស័ព្ទ / Phone', 'មុខរបរ / Occupation'],
      s.Guardians.map((g) => [g.FullName, g.FullNameEn, g.RelationshipName, g.MobilePhone ?? '', g.Occupation ?? '']),
    );
    table(
      sheet,
      'ប្រវត្តិសិក្សា / Academic years',
      ['ឆ្នាំសិក្សា / Year', 'ថ្នាក់ / Class', 'ស្ថានភាព / Status', 'លទ្ធផល / Result', 'កាត / Cards'],
      s.AcademicInfos.map((i) => [
        years.get(i.AcademicYearId)?.description ?? '',
        i.AcademicClassDescription,
        i.StatusName,
        enumName(ENUM_ITEMS.academicResultStatus, i.AcademicResultStatus, 'km'),
        i.AcademicCards.map((c) => `${c.CardDescription}${c.CardNumber ? ` ${c.CardNumber}` : ''}`).join(', '),
      ]),
    );
    return toFile(workbook, `student-${s.Code}.xlsx`);
  });
