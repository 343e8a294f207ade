import { ACADEMIC_SCORE_STATUS, ENUM_ITEMS, SCORE_VISIBILITY_STATUS, type TScoreClassSheet, type TScoreSheetUpload } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { AppError, badRequest, type TFieldMessage } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { readSpreadsheet, cellText, type TCell, type TSheet } from '../../lib/spreadsheet';
import { cellError, headerKey, readSheetRows, type TCellResult, type TSheetColumn } from '../../lib/xlsx/sheet-reader';
import { XLSX_CONTENT_TYPE, XlsxWriter, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import { checkUpload, SPREADSHEET_KINDS } from '../file/file.service';
import { classSheetIn, saveSheets, type TSheetSave } from './score.service';

/**
 * A class's sheet of an exam type as an Excel file and back (issue 13): the subjects the reader may edit as
 * columns (headers "Khmer / English" with the maximum), one row per active student (code, both names); a score
 * cell holds a number, nothing (not entered) or a status ("អវត្តមាន / Absent" …). A second sheet keeps what the
 * upload needs: the class, the exam type and each subject's version at download, so a sheet saved by someone
 * else meanwhile refuses the upload (409). The upload names every bad cell (row, column, reason in Khmer and
 * English) before anything is saved, then saves every subject in one transaction (`saveSheets`). Released (LIVE)
 * sheets stay out of the file: a released score is corrected on its sheet, with a reason.
 */

/** The subjects a file carries: those the reader may edit, released ones aside. */
const inFile = (s: TSubject) => s.CanEdit && s.Visibility !== SCORE_VISIBILITY_STATUS.LIVE;

const SCORES_SHEET = 'ពិន្ទុ Scores';
const INFO_SHEET = 'info';
const CODE_COLUMN = { key: 'Code', names: ['លេខកូដ', 'Code'] } as const;

type TStudentRow = TScoreClassSheet['Students'][number];
type TSubject = TScoreClassSheet['Subjects'][number];

const statusItems = ENUM_ITEMS.academicScoreStatus.filter((s) => s.Value !== ACADEMIC_SCORE_STATUS.NORMAL);
const statusText = (status: number) => {
  const item = statusItems.find((s) => s.Value === status);
  return item ? `${item.Name} / ${item.NameEn}` : null;
};
/** A status cell read as the writer wrote it, or by its Khmer or English name alone. */
const statusByText = new Map<string, number>(
  statusItems.flatMap((s) => [s.Name, s.NameEn, `${s.Name} / ${s.NameEn}`].map((t) => [headerKey(t), Number(s.Value)] as const)),
);

const subjectHeader = (s: TSubject) => ({
  km: s.MaxScore == null ? s.Subject : `${s.Subject} (${khmerDigits(s.MaxScore)})`,
  en: s.MaxScore == null ? s.SubjectEn : `${s.SubjectEn} (${s.MaxScore})`,
});

const fileName = (sheet: TScoreClassSheet) =>
  `score-${sheet.AcademicClassEn || sheet.AcademicClass}-${sheet.ExamTypeEn || sheet.ExamType}.xlsx`.replace(/\s+/g, '-');

const nothingToEdit = () =>
  new AppError('FORBIDDEN', {
    km: 'អ្នកមិនអាចកែពិន្ទុមុខវិជ្ជាណាមួយនៃថ្នាក់នេះសម្រាប់ការប្រឡងនេះបានទេ',
    en: 'You cannot change the scores of any subject of this class for this exam',
  });

export function sheetDownload(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; examTypeId: string }) {
  return inTenant(deps, auth, async (tx) => {
    const sheet = await classSheetIn(tx, auth, q);
    const subjects = sheet.Subjects.filter(inFile);
    if (subjects.length === 0) throw nothingToEdit();
    const index = new Map(sheet.Subjects.map((s, i) => [s.CourseLevelSubjectId, i]));
    const columns: Array<TXlsxColumn<TStudentRow & { No: number }>> = [
      { header: 'ល.រ', headerEn: 'No', width: 6, value: (r) => r.No },
      { header: CODE_COLUMN.names[0], headerEn: CODE_COLUMN.names[1], width: 14, value: (r) => r.Code },
      { header: 'ឈ្មោះ', headerEn: 'Name', width: 22, value: (r) => r.FullName },
      { header: 'ឈ្មោះឡាតាំង', headerEn: 'Latin name', width: 22, value: (r) => r.FullNameEn },
      ...subjects.map((s): TXlsxColumn<TStudentRow & { No: number }> => {
        const h = subjectHeader(s);
        return {
          header: h.km,
          headerEn: h.en,
          width: 18,
          value: (r) => {
            const cell = r.Scores[index.get(s.CourseLevelSubjectId)!]!;
            return cell.Status === ACADEMIC_SCORE_STATUS.NORMAL ? cell.Score : statusText(cell.Status);
          },
        };
      }),
    ];
    const book = new XlsxWriter();
    book.sheet(SCORES_SHEET).table(
      columns,
      sheet.Students.map((r, i) => ({ ...r, No: i + 1 })),
      { header: 'inline', freeze: true },
    );
    const info = book.sheet(INFO_SHEET);
    info.row(['AcademicClassId', sheet.AcademicClassId, sheet.AcademicClass, sheet.AcademicClassEn]);
    info.row(['ExamTypeId', sheet.ExamTypeId, sheet.ExamType, sheet.ExamTypeEn]);
    for (const s of subjects) info.row(['Subject', s.CourseLevelSubjectId, s.Version ?? '', s.Subject, s.SubjectEn]);
    info.sheet.state = 'hidden';
    return { data: await book.toBuffer(), fileName: fileName(sheet), contentType: XLSX_CONTENT_TYPE };
  });
}

type TInfo = { academicClassId: string | null; examTypeId: string | null; versions: Map<string, number | null> };

function infoOf(sheet: TSheet | undefined): TInfo {
  const info: TInfo = { academicClassId: null, examTypeId: null, versions: new Map() };
  for (const row of sheet?.rows ?? []) {
    const [key, id, version] = row.map((c) => cellText(c));
    if (key === 'AcademicClassId') info.academicClassId = id ?? null;
    else if (key === 'ExamTypeId') info.examTypeId = id ?? null;
    else if (key === 'Subject' && id) info.versions.set(id, version ? Number(version) : null);
  }
  return info;
}

const notThisSheet = () =>
  badRequest(
    'ឯកសារនេះមិនមែនជាសន្លឹកពិន្ទុដែលបានទាញយកពីទំព័រនេះសម្រាប់ថ្នាក់ និងការប្រឡងនេះទេ។ សូមទាញយកសន្លឹកម្តងទៀត',
    'This file is not the score sheet downloaded here for this class and exam. Download the sheet again',
  );

type TScoreCell = { score: number | null; status: number };

/** A score cell: a number (Khmer digits and a decimal comma read too), nothing, or a status name. */
function scoreCellParser(s: TSubject) {
  return (cell: TCell | undefined): TCellResult<TScoreCell> => {
    if (typeof cell === 'number') return checkScore(cell, s);
    const text = cellText(cell);
    if (text === null) return { value: { score: null, status: ACADEMIC_SCORE_STATUS.NORMAL } };
    const status = statusByText.get(headerKey(text));
    if (status !== undefined) return { value: { score: null, status } };
    const latin = text.replace(/[០-៩]/g, (d) => String(d.charCodeAt(0) - 0x17e0)).replace(',', '.');
    if (/^-?\d+(\.\d+)?$/.test(latin)) return checkScore(Number(latin), s);
    return cellError('មិនមែនជាលេខ ឬស្ថានភាព (អវត្តមាន មានច្បាប់ លើកលែង)', 'Not a number or a status (Absent, Excused, Exempted)');
  };
}

function checkScore(value: number, s: TSubject): TCellResult<TScoreCell> {
  if (value < 0) return cellError('ពិន្ទុមិនអាចតិចជាងសូន្យបានទេ', 'A score cannot be below zero');
  if (s.MaxScore != null && value > s.MaxScore)
    return cellError(`ពិន្ទុមិនអាចលើសពិន្ទុអតិបរមា ${khmerDigits(s.MaxScore)} បានទេ`, `A score cannot be above the maximum of ${s.MaxScore}`);
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return cellError('ពិន្ទុមានខ្ទង់ទសភាគយ៉ាងច្រើនពីរខ្ទង់', 'A score has at most two decimals');
  return { value: { score: value, status: ACADEMIC_SCORE_STATUS.NORMAL } };
}

/** The cell's place in both languages, before its reason: "ជួរទី ៥ គណិតវិទ្យា៖ …" / "Row 5, Mathematics: …". */
const placed = (row: number, column: { km: string; en: string }, km: string, en: string): TFieldMessage => ({
  Field: '',
  Message: `ជួរទី ${khmerDigits(row)} ${column.km}៖ ${km}`,
  MessageEn: `Row ${row}, ${column.en}: ${en}`,
});

export function sheetUpload(deps: TAppDeps, auth: TAuth, body: TScoreSheetUpload): Promise<TScoreClassSheet> {
  return inTenant(deps, auth, async (tx) => {
    const checked = checkUpload(body.File, { accept: SPREADSHEET_KINDS, maxBytes: deps.config.maxUploadBytes });
    const sheets = await readSpreadsheet({ FileName: body.File.FileName, Data: checked.data });
    const info = infoOf(sheets.find((x) => x.sheetName === INFO_SHEET));
    if (info.academicClassId !== body.AcademicClassId || info.examTypeId !== body.ExamTypeId || info.versions.size === 0) throw notThisSheet();
    const q = { academicClassId: body.AcademicClassId, examTypeId: body.ExamTypeId };
    const current = await classSheetIn(tx, auth, q);
    const subjects = current.Subjects.filter((s) => inFile(s) && info.versions.has(s.CourseLevelSubjectId));
    if (subjects.length === 0) throw nothingToEdit();
    const scores = sheets.find((x) => x.sheetName === SCORES_SHEET) ?? sheets[0];
    if (!scores) throw notThisSheet();
    const columns: Array<TSheetColumn<string, TScoreCell | string | null>> = [
      { ...CODE_COLUMN, names: [...CODE_COLUMN.names], required: true },
      ...subjects.map((s) => {
        const h = subjectHeader(s);
        return { key: s.CourseLevelSubjectId, names: [h.km, h.en, s.Subject, s.SubjectEn], parse: scoreCellParser(s) };
      }),
    ];
    const read = readSheetRows(scores, columns, { unknownColumns: 'ignore' });
    if (read.headerRowNumber === null || read.missing.length > 0) throw notThisSheet();
    const names = new Map(subjects.map((s) => [s.CourseLevelSubjectId, { km: s.Subject, en: s.SubjectEn }]));
    const byCode = new Map(current.Students.map((s) => [s.Code.toUpperCase(), s]));
    const errors: TFieldMessage[] = [];
    const items = new Map<string, TSheetSave['items']>(subjects.map((s) => [s.CourseLevelSubjectId, []]));
    const rowOf = new Map<string, number[]>(subjects.map((s) => [s.CourseLevelSubjectId, []]));
    const seen = new Set<string>();
    for (const row of read.rows) {
      for (const e of row.errors) {
        const at = placed(row.rowNumber, names.get(e.Field) ?? { km: 'លេខកូដ', en: 'Code' }, e.Message, e.MessageEn);
        errors.push({ ...at, Field: `Rows.${row.rowNumber}.${e.Field}` });
      }
      const code = typeof row.values.Code === 'string' ? row.values.Code.toUpperCase() : null;
      const student = code ? byCode.get(code) : undefined;
      if (!student || seen.has(student.StudentId)) {
        const [km, en] = !code
          ? ['គ្មានលេខកូដសិស្ស', 'No student code']
          : student
            ? ['សិស្សនេះមានពីរជួរ', 'The student is on two rows']
            : [`សិស្សលេខកូដ ${code} មិនស្ថិតក្នុងថ្នាក់នេះទេ`, `No student of this class has the code ${code}`];
        errors.push({ ...placed(row.rowNumber, { km: 'លេខកូដ', en: 'Code' }, km, en), Field: `Rows.${row.rowNumber}.Code` });
        continue;
      }
      seen.add(student.StudentId);
      for (const s of subjects) {
        const cell = row.values[s.CourseLevelSubjectId] as TScoreCell | undefined;
        if (!cell) continue;
        items.get(s.CourseLevelSubjectId)!.push({ StudentId: student.StudentId, Score: cell.score, Status: cell.status });
        rowOf.get(s.CourseLevelSubjectId)!.push(row.rowNumber);
      }
    }
    if (errors.length > 0)
      throw badRequest(
        `ក្រឡា ${khmerDigits(errors.length)} មិនត្រឹមត្រូវ។ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមកែ ហើយផ្ទុកឡើងម្តងទៀត`,
        `${errors.length} ${errors.length === 1 ? 'cell is' : 'cells are'} not valid. Nothing was saved. Fix them and upload the file again`,
        errors,
      );
    // A subject whose cells all match what is stored is not saved (no new version, no empty sheet made).
    const storedCell = new Map(current.Students.flatMap((p) => p.Scores.map((c) => [`${p.StudentId}:${c.CourseLevelSubjectId}`, c] as const)));
    const changes = (s: TSubject) =>
      items.get(s.CourseLevelSubjectId)!.some((i) => {
        const was = storedCell.get(`${i.StudentId}:${s.CourseLevelSubjectId}`);
        return !was || was.Score !== i.Score || was.Status !== i.Status;
      });
    const saves: TSheetSave[] = subjects.filter(changes).map((s) => ({
      ref: { ...q, courseLevelSubjectId: s.CourseLevelSubjectId },
      version: info.versions.get(s.CourseLevelSubjectId) ?? null,
      items: items.get(s.CourseLevelSubjectId)!,
      field: (i, name) => `Rows.${rowOf.get(s.CourseLevelSubjectId)![i]}.${name === 'Score' ? s.CourseLevelSubjectId : 'Code'}`,
    }));
    if (read.rows.length === 0) throw badRequest('ឯកសារនេះគ្មានសិស្សទេ', 'The sheet holds no students');
    if (saves.length > 0) await saveSheets(tx, auth, saves);
    return classSheetIn(tx, auth, q);
  });
}
