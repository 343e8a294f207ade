import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText, renderPage } from '../../../test/pdf-text';
import { buildXlsx, xlsxDate } from '../xlsx/xlsx-export';
import { insertWordBreaks, removeWordBreaks, ZWSP } from './khmer-text';
import { PdfReport, reportDate } from './pdf-report';

const school = { name: 'សាលាបឋម និងមធ្យមសិក្សា អង្គរ', nameEn: 'Angkor Primary and Secondary School' };
const people = [
  ['សុខ', 'ចាន់ដារ៉ា', 'Sok Chandara'],
  ['ស្រី', 'សុភាព', 'Srey Sopheap'],
  ['កែវ', 'មុនីរ័ត្ន', 'Keo Monirath'],
  ['ឈឹម', 'វិចិត្រ', 'Chhim Vichet'],
  ['ពេជ្រ', 'ចន្ទ្រា', 'Pich Chantrea'],
] as const;

describe('Khmer word breaks', () => {
  it('puts U+200B between Khmer words and nowhere else', () => {
    const text = 'សេចក្តីប្រកាសស្តីពីការចុះឈ្មោះ Online registration 2025';
    const broken = insertWordBreaks(text);
    expect(broken).toContain(ZWSP);
    expect(broken.split(ZWSP).length).toBeGreaterThan(3);
    // Latin text and the space before it are untouched.
    expect(broken).toContain('ឈ្មោះ Online registration 2025');
    expect(removeWordBreaks(broken)).toBe(text);
    // A break never falls inside a syllable: every piece starts with a consonant or independent vowel.
    for (const piece of broken.split(ZWSP)) expect(piece).toMatch(/^[\u1780-\u17B3 ]/);
  });

  it('leaves text without Khmer alone', () => {
    expect(insertWordBreaks('Sok Chandara')).toBe('Sok Chandara');
  });
});

describe('PdfReport', () => {
  it('writes a table whose Khmer names survive text extraction, with the header on every page', async () => {
    const report = new PdfReport({ school, title: 'បញ្ជីបេក្ខជនចុះឈ្មោះតាមអនឡាញ', titleEn: 'Online registrations', exportedAt: new Date('2026-11-21T03:00:00Z') });
    report.text('ឆ្នាំសិក្សា ២០២៥-២០២៦ · Academic year 2025-2026', { size: 10 });
    const rows = Array.from({ length: 90 }, (_, i) => people[i % people.length]!);
    report.table(
      [
        { header: 'ល.រ', headerEn: 'No.', width: 0.6, align: 'center', value: (_r, i) => i + 1 },
        { header: 'គោត្តនាម និងនាម', headerEn: 'Name in Khmer', width: 3, value: (r) => `${r[0]} ${r[1]}` },
        { header: 'ឈ្មោះជាអក្សរឡាតាំង', headerEn: 'Name in Latin', width: 3, value: (r) => r[2] },
        { header: 'កំណត់សម្គាល់', headerEn: 'Note', width: 3, value: () => 'សិស្សមកពីសាលាបឋមសិក្សាស្រុកស្អាង ខេត្តកណ្តាល' },
      ],
      rows,
    );
    const pdf = await report.toBuffer();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (const [last, first, latin] of people) {
      expect(text).toContain(`${last} ${first}`);
      expect(text).toContain(latin);
    }
    expect(text).toContain('សិស្សមកពីសាលាបឋមសិក្សាស្រុកស្អាង ខេត្តកណ្តាល');
    // The school, the title and the table header are on every page; page numbers in both languages.
    expect(text.split('Angkor Primary and Secondary School').length - 1).toBe(pages);
    expect(text.split('Name in Latin').length - 1).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('ទំព័រ ១ នៃ');
    expect(text).toContain('Exported 21-11-2026');
    // A picture of the first page, to look at (Khmer shaping): kept under the system's temporary folder.
    const png = renderPage(pdf, path.join(os.tmpdir(), 'pdf-report-test'));
    expect(fs.statSync(png).size).toBeGreaterThan(10_000);
  });

  it('says so when a table has no rows', async () => {
    const report = new PdfReport({ school, title: 'បញ្ជី', titleEn: 'List' });
    report.table([{ header: 'ឈ្មោះ', headerEn: 'Name', width: 1, value: () => 'x' }], []);
    expect(pdfText(await report.toBuffer())).toContain('No data to display');
  });

  it('prints dates day-month-year in Cambodia', () => {
    expect(reportDate(new Date('2026-01-31T20:00:00Z'))).toBe('01-02-2026');
  });
});

describe('buildXlsx', () => {
  it('writes the school, the title, a bilingual header and typed cells', async () => {
    const data = await buildXlsx({
      school,
      sheets: [
        {
          name: 'Pre-applicants',
          title: 'បញ្ជីបេក្ខជន',
          titleEn: 'Pre-applicants',
          notes: ['ឆ្នាំសិក្សា ២០២៥-២០២៦'],
          columns: [
            { header: 'ឈ្មោះ', headerEn: 'Name', width: 24, value: (r: (typeof people)[number]) => `${r[0]} ${r[1]}` },
            { header: 'ថ្ងៃខែឆ្នាំកំណើត', headerEn: 'Date of birth', value: () => xlsxDate('2014-03-09') },
            { header: 'ពិន្ទុ', headerEn: 'Score', value: (_r, i) => i * 1.5 },
          ],
          rows: people,
        },
      ],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const ws = book.getWorksheet('Pre-applicants')!;
    expect(ws.getCell('A1').value).toBe(school.name);
    expect(ws.getCell('A2').value).toBe(school.nameEn);
    expect(ws.getCell('A3').value).toBe('បញ្ជីបេក្ខជន');
    expect(ws.getCell('A5').value).toBe('ឆ្នាំសិក្សា ២០២៥-២០២៦');
    expect(ws.getCell('A7').value).toBe('ឈ្មោះ / Name');
    expect(ws.getCell('A8').value).toBe('សុខ ចាន់ដារ៉ា');
    expect((ws.getCell('B8').value as Date).toISOString()).toBe('2014-03-09T00:00:00.000Z');
    expect(ws.getCell('C9').value).toBe(1.5);
    expect(ws.rowCount).toBe(7 + people.length);
  });
});
