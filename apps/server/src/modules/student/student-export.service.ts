import { ENUM_ITEMS, EXPORT_FILE_TYPE, enumName, type TStudent } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { XLSX_CONTENT_TYPE, XlsxWriter, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { inTenant } from '../../db/tenant';
import { missingReference } from '../../lib/app-error';
import { getCampusOfUser } from '../user/index';
import { requireYear, yearOrCurrent } from '../academic-year/academic-year.service';
import { loadStudent } from './student.service';
import { reportLayoutIn } from '../report/index';
import type { TPdfColumn } from '../../lib/pdf/pdf-report';
import * as repo from './student.repository';

/**
 * Student exports (report area: `/api/student/export/*`, `download-student-info`), written with the
 * shared `XlsxWriter` (DESIGN 'Reports and files'). Cells hold Khmer text as it is; headers carry both languages so one file
 * serves both kinds of reader. Only office users reach these calls (their route keys), so they read the
 * campus.
 */
export type TExportFile = { data: Buffer; fileName: string; contentType: string };

/** A list export stops here: a school never has this many students in one year. */
const MAX_EXPORT_ROWS = 20_000;

type TGuardianOf = Map<string, { name: string; phone: string | null }>;
export type TListRow = { row: repo.TPlacedStudentRow; guardian?: { name: string; phone: string | null } };

const COLUMNS: Array<TXlsxColumn<TListRow>> = [
  { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_, i) => i + 1 },
  { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (r) => r.row.student.code },
  { header: 'គោត្តនាម-នាម', headerEn: 'Name (Khmer)', width: 24, value: (r) => personFullName(r.row.student) },
  { header: 'ឈ្មោះឡាតាំង', headerEn: 'Name (Latin)', width: 24, value: (r) => personFullNameEn(r.row.student) },
  { header: 'ភេទ', headerEn: 'Gender', width: 8, value: (r) => enumName(ENUM_ITEMS.gender, r.row.student.gender, 'km') },
  { header: 'ថ្ងៃខែឆ្នាំកំណើត', headerEn: 'Date of birth', width: 14, value: (r) => r.row.student.dateOfBirth ?? '' },
  { header: 'ថ្នាក់', headerEn: 'Class', width: 14, value: (r) => r.row.classDescription },
  { header: 'ស្ថានភាព', headerEn: 'Status', width: 16, value: (r) => enumName(ENUM_ITEMS.studentStatus, r.row.placement.status, 'km') },
  { header: 'លេខទូរស័ព្ទ', headerEn: 'Phone', width: 14, value: (r) => r.row.student.mobilePhone ?? '' },
  { header: 'អាណាព្យាបាល', headerEn: 'Guardian', width: 24, value: (r) => r.guardian?.name ?? '' },
  { header: 'ទូរស័ព្ទអាណាព្យាបាល', headerEn: 'Guardian phone', width: 16, value: (r) => r.guardian?.phone ?? '' },
];

/** A sheet of students: the title lines, a blank row, the bilingual header (frozen) and one row a student. */
function studentSheet(book: XlsxWriter, name: string, heading: string[], rows: repo.TPlacedStudentRow[], guardians: TGuardianOf) {
  book
    .sheet(name)
    .heading(heading, COLUMNS.length)
    .blank()
    .table(
      COLUMNS,
      rows.map((row) => ({ row, guardian: guardians.get(row.student.id) })),
      { freeze: true },
    );
}

async function primaryGuardians(tx: TQueryable, campusId: string, studentIds: string[]): Promise<TGuardianOf> {
  const out: TGuardianOf = new Map();
  for (let i = 0; i < studentIds.length; i += 1000) {
    for (const r of await repo.listGuardiansOfStudents(tx, { campusId, studentIds: studentIds.slice(i, i + 1000) })) {
      if (!out.has(r.link.studentId)) out.set(r.link.studentId, { name: personFullName(r.guardian), phone: r.guardian.mobilePhone });
    }
  }
  return out;
}

/** Relative widths of the PDF's columns (a page is narrower than a sheet). */
const PDF_WIDTHS: Record<string, number> = {
  'No.': 4,
  Code: 8,
  'Name (Khmer)': 17,
  Gender: 6,
  'Date of birth': 10,
  Class: 9,
  Status: 10,
  Phone: 10,
  Guardian: 16,
};

/** The PDF's columns: the workbook's, dates in the report settings' format, the Latin name under the Khmer one. */
function pdfColumns(day: (ymd: string | null) => string): Array<TPdfColumn<TListRow>> {
  const skip = new Set(['Name (Latin)', 'Guardian phone']);
  return COLUMNS.filter((c) => !skip.has(c.headerEn)).map((c) => ({
    header: c.headerEn === 'Name (Khmer)' ? 'ឈ្មោះ' : c.header,
    headerEn: c.headerEn === 'Name (Khmer)' ? 'Name' : c.headerEn,
    width: PDF_WIDTHS[c.headerEn] ?? 10,
    align: c.headerEn === 'No.' ? ('center' as const) : undefined,
    value:
      c.headerEn === 'Date of birth'
        ? (r: TListRow) => day(r.row.student.dateOfBirth)
        : c.headerEn === 'Name (Khmer)'
          ? (r: TListRow) => `${personFullName(r.row.student)}\n${personFullNameEn(r.row.student)}`
          : c.headerEn === 'Guardian'
            ? (r: TListRow) => [r.guardian?.name, r.guardian?.phone].filter(Boolean).join('\n')
            : (r: TListRow, i: number) => c.value(r, i) as string | number,
  }));
}

/**
 * The students of a year (the current one when absent), of a grade or one class, each with her primary guardian,
 * by class then name: the student-info report's rows and its files.
 */
export async function placedStudentsIn(tx: TQueryable, campusId: string, f: { academicYearId?: string; courseLevelId?: string; academicClassId?: string }) {
  const year = await yearOrCurrent(tx, campusId, f.academicYearId);
  if (!year) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
  const classes = (await repo.classesOfYear(tx, { campusId, academicYearId: year.id, courseLevelId: f.courseLevelId })).filter(
    (c) => !f.academicClassId || c.id === f.academicClassId,
  );
  if (f.academicClassId && classes.length === 0) throw missingReference('ថ្នាក់', 'class');
  const placements = await repo.listClassPlacements(tx, { campusId, academicClassIds: classes.map((c) => c.id) });
  const guardians = await primaryGuardians(tx, campusId, [...new Set(placements.map((r) => r.student.id))]);
  const byClass = new Map(classes.map((c) => [c.id, [] as TListRow[]]));
  for (const row of placements) byClass.get(row.placement.academicClassId)?.push({ row, guardian: guardians.get(row.student.id) });
  return { year, classes: classes.map((c) => ({ ...c, rows: byClass.get(c.id) ?? [] })) };
}

/** The student list as a PDF laid out by the report settings: a part per class. */
async function studentsPdf(
  deps: TAppDeps,
  tx: TTx,
  campusId: string,
  p: {
    year: { description: string; descriptionEn: string };
    classes: Array<{ description: string; descriptionEn: string; rows: TListRow[] }>;
    fileName: string;
  },
): Promise<TExportFile> {
  const layout = await reportLayoutIn(deps, tx, campusId);
  const one = p.classes.length === 1 && p.classes[0]!.description ? p.classes[0] : undefined;
  const data = await layout.pdf(
    {
      title: 'បញ្ជីឈ្មោះសិស្ស',
      titleEn: 'Student list',
      academicInfo: `${p.year.description} · ${p.year.descriptionEn}`,
      className: one ? `${one.description} · ${one.descriptionEn}` : undefined,
    },
    (p.classes.length ? p.classes : [{ description: '', descriptionEn: '', rows: [] }]).map((c) => ({
      caption: one || !c.description ? undefined : `${c.description} · ${c.descriptionEn}`,
      columns: pdfColumns((d) => layout.day(d)),
      rows: c.rows,
    })),
  );
  return { data, fileName: p.fileName.replace(/\.xlsx$/, '.pdf'), contentType: 'application/pdf' };
}

async function toFile(book: XlsxWriter, fileName: string): Promise<TExportFile> {
  return { data: await book.toBuffer(), fileName, contentType: XLSX_CONTENT_TYPE };
}

async function classSheets(
  tx: TQueryable,
  campusId: string,
  book: XlsxWriter,
  p: { academicYearId: string; classes: Awaited<ReturnType<typeof repo.classesOfYear>>; heading: string[] },
) {
  const placements = await repo.listClassPlacements(tx, { campusId, academicClassIds: p.classes.map((c) => c.id) });
  const guardians = await primaryGuardians(tx, campusId, [...new Set(placements.map((r) => r.student.id))]);
  for (const cls of p.classes) {
    studentSheet(
      book,
      cls.code,
      [...p.heading, `ថ្នាក់ ${cls.description} / Class ${cls.descriptionEn}`],
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
export const exportYearLevel = (
  deps: TAppDeps,
  auth: TAuth,
  q: { academicYearId: string; courseLevelId: string; academicClassId?: string; exportType?: number },
) =>
  inTenant(deps, auth, async (tx) => {
    if (q.exportType === EXPORT_FILE_TYPE.PDF) {
      const { year, classes } = await placedStudentsIn(tx, auth.campusId, q);
      const fileName = `students-${year.fromYear}-${year.toYear}-${classes[0]?.courseLevelDescriptionEn ?? 'grade'}.pdf`;
      return studentsPdf(deps, tx, auth.campusId, { year, classes, fileName });
    }
    const { lines, year } = await heading(tx, auth.campusId, q.academicYearId);
    const classes = (await repo.classesOfYear(tx, { campusId: auth.campusId, academicYearId: q.academicYearId, courseLevelId: q.courseLevelId })).filter(
      (c) => !q.academicClassId || c.id === q.academicClassId,
    );
    if (q.academicClassId && classes.length === 0) throw missingReference('ថ្នាក់', 'class');
    const book = new XlsxWriter();
    const grade = classes[0] ? `${classes[0].courseLevelDescription} / ${classes[0].courseLevelDescriptionEn}` : '';
    await classSheets(tx, auth.campusId, book, { academicYearId: q.academicYearId, classes, heading: [...lines, grade].filter(Boolean) });
    if (classes.length === 0) studentSheet(book, 'Students', lines, [], new Map());
    return toFile(book, `students-${year.fromYear}-${year.toYear}-${classes[0]?.courseLevelDescriptionEn ?? 'grade'}.xlsx`);
  });

/** `GET /api/student/export/year-class`: one class. */
export const exportYearClass = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string; academicClassId: string; exportType?: number }) =>
  inTenant(deps, auth, async (tx) => {
    const [cls] = await repo.getClasses(tx, { campusId: auth.campusId, ids: [q.academicClassId] });
    if (!cls || (q.academicYearId && cls.academicYearId !== q.academicYearId)) throw missingReference('ថ្នាក់', 'class');
    if (q.exportType === EXPORT_FILE_TYPE.PDF) {
      const { year, classes } = await placedStudentsIn(tx, auth.campusId, { academicYearId: cls.academicYearId, academicClassId: cls.id });
      return studentsPdf(deps, tx, auth.campusId, { year, classes, fileName: `students-${year.fromYear}-${year.toYear}-${cls.code}.pdf` });
    }
    const { lines, year } = await heading(tx, auth.campusId, cls.academicYearId);
    const classes = (await repo.classesOfYear(tx, { campusId: auth.campusId, academicYearId: cls.academicYearId })).filter((c) => c.id === cls.id);
    const book = new XlsxWriter();
    await classSheets(tx, auth.campusId, book, { academicYearId: cls.academicYearId, classes, heading: lines });
    return toFile(book, `students-${year.fromYear}-${year.toYear}-${cls.code}.xlsx`);
  });

/** `GET /api/student/export/list`: the list as filtered on screen, one sheet. */
export const exportList = (
  deps: TAppDeps,
  auth: TAuth,
  q: { academicYearId?: string; academicClassId?: string; courseLevelId?: string; status?: number; search?: string; exportType?: number },
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
    if (q.exportType === EXPORT_FILE_TYPE.PDF) {
      const listed = rows.map((row) => ({ row, guardian: guardians.get(row.student.id) }));
      return studentsPdf(deps, tx, auth.campusId, {
        year,
        classes: [{ description: '', descriptionEn: '', rows: listed }],
        fileName: `student-list-${year.fromYear}-${year.toYear}.pdf`,
      });
    }
    const book = new XlsxWriter();
    studentSheet(book, 'សិស្ស Students', [...lines, 'បញ្ជីឈ្មោះសិស្ស / Student list'], rows, guardians);
    return toFile(book, `student-list-${year.fromYear}-${year.toYear}.xlsx`);
  });

type TCells = Array<string | number>;
/** A column of the record's tables: the i-th value of a row of cells. */
const cellColumn = (header: string, headerEn: string, i: number): TXlsxColumn<TCells> => ({ header, headerEn, value: (r) => r[i] });

/** `GET /api/student/download-student-info?id`: one student's record. */
export const downloadStudentInfo = (deps: TAppDeps, auth: TAuth, q: { id: string }) =>
  inTenant(deps, auth, async (tx) => {
    const s: TStudent = await loadStudent(tx, deps, auth.campusId, q.id);
    const campus = await getCampusOfUser(tx, { campusId: auth.campusId });
    const years = new Map((await repo.listYears(tx, { campusId: auth.campusId })).map((y) => [y.id, y]));
    const book = new XlsxWriter();
    const sheet = book
      .sheet('ព័ត៌មានសិស្ស')
      .widths([34, 36, 20, 20, 20])
      .row([`${campus?.name ?? ''} / ${campus?.nameEn ?? ''}`], { bold: true, size: 13 })
      .row(['ព័ត៌មានសិស្ស / Student information'], { bold: true })
      .blank();
    sheet.pairs([
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
    const table = (caption: string, columns: Array<TXlsxColumn<TCells>>, rows: TCells[]) =>
      sheet.blank().row([caption], { bold: true, size: 12 }).table(columns, rows, { header: 'inline' });
    table(
      'អាសយដ្ឋាន / Addresses',
      [cellColumn('អាសយដ្ឋាន', 'Address', 0), cellColumn('ខេត្ត/រាជធានី', 'Province', 1)],
      s.Addresses.map((a) => [a.Address, a.ProvinceName ?? '']),
    );
    table(
      'អាណាព្យាបាល / Guardians',
      [
        cellColumn('ឈ្មោះ', 'Name', 0),
        cellColumn('ឈ្មោះឡាតាំង', 'Latin name', 1),
        cellColumn('ត្រូវជា', 'Relationship', 2),
        cellColumn('ទូរស័ព្ទ', 'Phone', 3),
        cellColumn('មុខរបរ', 'Occupation', 4),
      ],
      s.Guardians.map((g) => [g.FullName, g.FullNameEn, g.RelationshipName, g.MobilePhone ?? '', g.Occupation ?? '']),
    );
    table(
      'ប្រវត្តិសិក្សា / Academic years',
      [
        cellColumn('ឆ្នាំសិក្សា', 'Year', 0),
        cellColumn('ថ្នាក់', 'Class', 1),
        cellColumn('ស្ថានភាព', 'Status', 2),
        cellColumn('លទ្ធផល', 'Result', 3),
        cellColumn('កាត', 'Cards', 4),
      ],
      s.AcademicInfos.map((i) => [
        years.get(i.AcademicYearId)?.description ?? '',
        i.AcademicClassDescription,
        i.StatusName,
        enumName(ENUM_ITEMS.academicResultStatus, i.AcademicResultStatus, 'km'),
        i.AcademicCards.map((c) => `${c.CardDescription}${c.CardNumber ? ` ${c.CardNumber}` : ''}`).join(', '),
      ]),
    );
    return toFile(book, `student-${s.Code}.xlsx`);
  });
