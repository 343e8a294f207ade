import { CURRENCY_TYPE, EXPORT_FILE_TYPE, PAYMENT_KIND, PAYMENT_STATUS, type TFeeCollection, type TFeeCollectionReportQuery } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { XLSX_CONTENT_TYPE } from '../../lib/file-reply';
import { khmerDigits } from '../../lib/khmer';
import { PdfReport, reportDate, type TPdfColumn } from '../../lib/pdf/pdf-report';
import { buildXlsx, xlsxDate, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import * as campusModule from '../campus/index';
import { feeCollectionIn } from './fee-collection.service';
import * as repo from './fee-collection.repository';
import { amount, both, type TReportFile } from './fee-report.service';

/**
 * The fee collection report and aging list as a file (issue 14; `exportType` PDF 0, Excel 1): the same data as
 * `GET /api/payment/collection`, Khmer first (Khmer digits) with English, through the shared PdfReport and
 * buildXlsx pieces.
 */
const TITLE = 'របាយការណ៍ប្រមូលថ្លៃសិក្សា';
const TITLE_EN = 'Fee collection report';
const dmy = (iso: string) => iso.split('-').reverse().join('-');
const CURRENCY: Record<number, [string, string]> = { [CURRENCY_TYPE.KHR]: ['រៀល', 'KHR'], [CURRENCY_TYPE.USD]: ['ដុល្លារ', 'USD'] };
const KIND: Record<number, [string, string]> = {
  [PAYMENT_KIND.PAYMENT]: ['បង់ប្រាក់', 'Payment'],
  [PAYMENT_KIND.REFUND]: ['សងប្រាក់វិញ', 'Refund'],
  [PAYMENT_KIND.VOID]: ['លុបចោល', 'Void'],
};
const STATUS = (s: number): [string, string] => (s === PAYMENT_STATUS.PENDING ? ['រង់ចាំការបញ្ជាក់', 'Pending'] : ['បានបញ្ជាក់', 'Confirmed']);
const currencyBoth = (c: number) => `${CURRENCY[c]?.[0] ?? ''}\n${CURRENCY[c]?.[1] ?? ''}`;

type TNamed = { description: string; descriptionEn: string } | null;
function lines(q: TFeeCollectionReportQuery, names: Awaited<ReturnType<typeof repo.filterNames>>) {
  const period = `ពីថ្ងៃ ${khmerDigits(dmy(q.fromDate))} ដល់ថ្ងៃ ${khmerDigits(dmy(q.toDate))} · From ${dmy(q.fromDate)} to ${dmy(q.toDate)}`;
  const parts: Array<[string, string, TNamed]> = [
    ['ថ្នាក់', 'Class', names.academicClass],
    ['កម្រិតថ្នាក់', 'Grade', names.courseLevel],
    ['ប្រភេទថ្លៃ', 'Fee type', names.feeType],
    ['វិធីបង់ប្រាក់', 'Method', names.paymentMethod],
  ];
  const chosen = parts.filter((p): p is [string, string, NonNullable<TNamed>] => p[2] !== null);
  if (q.currencyType !== undefined) {
    const c = CURRENCY[q.currencyType]!;
    chosen.push(['រូបិយប័ណ្ណ', 'Currency', { description: c[0], descriptionEn: c[1] }]);
  }
  const filter = chosen.length
    ? `${chosen.map(([km, , n]) => `${km}: ${n.description}`).join(' · ')}   |   ${chosen.map(([, en, n]) => `${en}: ${n.descriptionEn}`).join(' · ')}`
    : 'គ្រប់ថ្នាក់ ប្រភេទថ្លៃ វិធីបង់ប្រាក់ និងរូបិយប័ណ្ណ   |   All classes, fee types, methods and currencies';
  const asOf = `សមតុល្យជំពាក់គិតត្រឹមថ្ងៃ ${khmerDigits(dmy(q.toDate))} · Outstanding as of ${dmy(q.toDate)}`;
  return { period, filter, asOf };
}

export const collectionReport = (deps: TAppDeps, auth: TAuth, q: TFeeCollectionReportQuery) =>
  inTenant(deps, auth, async (tx): Promise<TReportFile> => {
    const data = await feeCollectionIn(tx, auth.campusId, q);
    const campus = await campusModule.getCampus(tx, { campusId: auth.campusId });
    const school = { name: campus?.name ?? '', nameEn: campus?.nameEn ?? '' };
    const names = await repo.filterNames(tx, { campusId: auth.campusId, ...q });
    const text = lines(q, names);
    const base = `fee-collection-${q.fromDate}-${q.toDate}`;
    return q.exportType === EXPORT_FILE_TYPE.EXCEL
      ? { data: await collectionXlsx(school, data, text), fileName: `${base}.xlsx`, contentType: XLSX_CONTENT_TYPE }
      : { data: await collectionPdf(school, data, text), fileName: `${base}.pdf`, contentType: 'application/pdf' };
  });

type TSumRow = { label: string; CurrencyType: number; Received: number; Reversed: number; Net: number; Count: number };
type TAgingRow = TFeeCollection['Aging'][number] | (TFeeCollection['AgingTotals'][number] & { total: true });
const isTotal = (r: TAgingRow): r is TFeeCollection['AgingTotals'][number] & { total: true } => 'total' in r;

function sumRows(data: TFeeCollection): Array<{ km: string; en: string; perCurrency?: boolean; rows: TSumRow[] }> {
  return [
    { km: 'សរុបតាមរូបិយប័ណ្ណ', en: 'Totals per currency', perCurrency: true, rows: data.ByCurrency.map((r) => ({ ...r, label: currencyBoth(r.CurrencyType) })) },
    {
      km: 'សរុបតាមវិធីបង់ប្រាក់',
      en: 'Totals per payment method',
      rows: data.ByMethod.map((r) => ({ ...r, label: `${r.PaymentMethod.Description}\n${r.PaymentMethod.DescriptionEn}` })),
    },
    {
      km: 'សរុបតាមប្រភេទថ្លៃ',
      en: 'Totals per fee type',
      rows: data.ByFeeType.map((r) => ({ ...r, label: `${r.FeeType.Description}\n${r.FeeType.DescriptionEn}` })),
    },
  ];
}

async function collectionPdf(school: { name: string; nameEn: string }, data: TFeeCollection, text: ReturnType<typeof lines>) {
  const report = new PdfReport({ school, title: TITLE, titleEn: TITLE_EN, orientation: 'landscape' });
  report.text(text.period, { size: 10 });
  report.text(text.filter, { size: 9, gapAfter: 6 });
  const sumColumns: Array<TPdfColumn<TSumRow>> = [
    { header: 'ឈ្មោះ', headerEn: 'Name', width: 3, value: (r) => r.label },
    { header: 'រូបិយប័ណ្ណ', headerEn: 'Currency', width: 1.2, align: 'center', value: (r) => currencyBoth(r.CurrencyType) },
    { header: 'ចំនួនបង្កាន់ដៃ', headerEn: 'Receipts', width: 1.2, align: 'right', value: (r) => both(String(r.Count)) },
    { header: 'ទទួលបាន', headerEn: 'Received', width: 2, align: 'right', value: (r) => both(amount(r.Received, r.CurrencyType)) },
    { header: 'សងវិញ និងលុបចោល', headerEn: 'Refunds and voids', width: 2, align: 'right', value: (r) => both(amount(r.Reversed, r.CurrencyType)) },
    { header: 'សុទ្ធ', headerEn: 'Net', width: 2, align: 'right', value: (r) => both(amount(r.Net, r.CurrencyType)) },
  ];
  const empty = 'គ្មានទិន្នន័យ · No data';
  for (const group of sumRows(data)) {
    report.text(`${group.km} · ${group.en}`, { size: 11, bold: true });
    report.table(group.perCurrency ? sumColumns.slice(1) : sumColumns, group.rows, {
      fontSize: 8.5,
      emptyText: empty,
    });
  }
  report.text('បង្កាន់ដៃ · Receipts', { size: 11, bold: true });
  report.table<TFeeCollection['Receipts'][number]>(
    [
      { header: 'ល.រ', headerEn: 'No.', width: 0.6, align: 'center', value: (_r, i) => khmerDigits(i + 1) },
      { header: 'បង្កាន់ដៃ', headerEn: 'Receipt', width: 1.3, value: (r) => r.ReceiptNumber },
      { header: 'កាលបរិច្ឆេទ', headerEn: 'Date', width: 1.3, value: (r) => both(reportDate(new Date(r.PaidAt))) },
      { header: 'សិស្ស', headerEn: 'Student', width: 3, value: (r) => `${r.FullName} (${khmerDigits(r.StudentCode)})\n${r.FullNameEn} (${r.StudentCode})` },
      { header: 'ថ្នាក់', headerEn: 'Class', width: 1.6, value: (r) => `${r.AcademicClass.Description}\n${r.AcademicClass.DescriptionEn}` },
      { header: 'វិក្កយបត្រ', headerEn: 'Invoice', width: 1.3, value: (r) => r.InvoiceCode },
      { header: 'វិធីបង់ប្រាក់', headerEn: 'Method', width: 1.6, value: (r) => `${r.PaymentMethod.Description}\n${r.PaymentMethod.DescriptionEn}` },
      {
        header: 'ប្រភេទ',
        headerEn: 'Kind',
        width: 1.4,
        value: (r) => `${KIND[r.Kind]?.[0]} · ${STATUS(r.Status)[0]}\n${KIND[r.Kind]?.[1]} · ${STATUS(r.Status)[1]}`,
      },
      { header: 'ទឹកប្រាក់', headerEn: 'Amount', width: 1.6, align: 'right', value: (r) => both(amount(r.Amount, r.CurrencyType)) },
    ],
    data.Receipts,
    { fontSize: 8, emptyText: empty },
  );
  report.newPage();
  report.text('បញ្ជីសមតុល្យជំពាក់តាមរយៈពេលហួសកំណត់ · Aging of outstanding balances', { size: 11, bold: true });
  report.text(text.asOf, { size: 10, gapAfter: 6 });
  const agingRows: TAgingRow[] = [...data.Aging, ...data.AgingTotals.map((t) => ({ ...t, total: true as const }))];
  const money = (pick: (r: TAgingRow) => number) => (r: TAgingRow) => both(amount(pick(r), r.CurrencyType));
  report.table<TAgingRow>(
    [
      {
        header: 'សិស្ស',
        headerEn: 'Student',
        width: 3,
        value: (r) =>
          isTotal(r)
            ? `សរុប (${khmerDigits(r.StudentCount)} នាក់)\nTotal (${r.StudentCount} students)`
            : `${r.FullName} (${khmerDigits(r.StudentCode)})\n${r.FullNameEn} (${r.StudentCode})`,
      },
      { header: 'ថ្នាក់', headerEn: 'Class', width: 1.5, value: (r) => (isTotal(r) ? '' : `${r.AcademicClass.Description}\n${r.AcademicClass.DescriptionEn}`) },
      { header: 'មិនទាន់ដល់កំណត់', headerEn: 'Current', width: 1.5, align: 'right', value: money((r) => r.Current) },
      { header: '១–៣០ ថ្ងៃ', headerEn: '1–30 days', width: 1.5, align: 'right', value: money((r) => r.Days1To30) },
      { header: '៣១–៦០ ថ្ងៃ', headerEn: '31–60 days', width: 1.5, align: 'right', value: money((r) => r.Days31To60) },
      { header: '៦១–៩០ ថ្ងៃ', headerEn: '61–90 days', width: 1.5, align: 'right', value: money((r) => r.Days61To90) },
      { header: 'លើស ៩០ ថ្ងៃ', headerEn: 'Over 90 days', width: 1.5, align: 'right', value: money((r) => r.Over90) },
      { header: 'សរុប', headerEn: 'Total', width: 1.6, align: 'right', value: money((r) => r.Total) },
    ],
    agingRows,
    { fontSize: 8, emptyText: empty },
  );
  return report.toBuffer();
}

async function collectionXlsx(school: { name: string; nameEn: string }, data: TFeeCollection, text: ReturnType<typeof lines>) {
  const currency = (c: number) => CURRENCY[c]?.[1] ?? '';
  const receipts: Array<TXlsxColumn<TFeeCollection['Receipts'][number]>> = [
    { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_r, i) => i + 1 },
    { header: 'បង្កាន់ដៃ', headerEn: 'Receipt', width: 12, value: (r) => r.ReceiptNumber },
    { header: 'កាលបរិច្ឆេទ', headerEn: 'Date', width: 13, value: (r) => xlsxDate(reportDate(new Date(r.PaidAt)).split('-').reverse().join('-')) },
    { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (r) => r.StudentCode },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 22, value: (r) => r.FullName },
    { header: 'ឈ្មោះឡាតាំង', headerEn: 'Latin name', width: 22, value: (r) => r.FullNameEn },
    { header: 'ថ្នាក់', headerEn: 'Class', width: 14, value: (r) => r.AcademicClass.Description },
    { header: 'វិក្កយបត្រ', headerEn: 'Invoice', width: 12, value: (r) => r.InvoiceCode },
    { header: 'វិធីបង់ប្រាក់', headerEn: 'Method', width: 16, value: (r) => r.PaymentMethod.Description },
    { header: 'ប្រភេទ', headerEn: 'Kind', width: 16, value: (r) => `${KIND[r.Kind]?.[0]} / ${KIND[r.Kind]?.[1]}` },
    { header: 'ស្ថានភាព', headerEn: 'Status', width: 18, value: (r) => STATUS(r.Status).join(' / ') },
    { header: 'រូបិយប័ណ្ណ', headerEn: 'Currency', width: 10, value: (r) => currency(r.CurrencyType) },
    { header: 'ទឹកប្រាក់', headerEn: 'Amount', width: 14, numFmt: '#,##0.00', value: (r) => r.Amount },
  ];
  const totals = sumRows(data).flatMap((g) => g.rows.map((r) => ({ ...r, group: `${g.km} / ${g.en}` })));
  const totalColumns: Array<TXlsxColumn<(typeof totals)[number]>> = [
    { header: 'ក្រុម', headerEn: 'Group', width: 30, value: (r) => r.group },
    { header: 'ឈ្មោះ', headerEn: 'Name', width: 24, value: (r) => r.label.replace('\n', ' / ') },
    { header: 'រូបិយប័ណ្ណ', headerEn: 'Currency', width: 10, value: (r) => currency(r.CurrencyType) },
    { header: 'ចំនួនបង្កាន់ដៃ', headerEn: 'Receipts', width: 10, value: (r) => r.Count },
    { header: 'ទទួលបាន', headerEn: 'Received', width: 14, numFmt: '#,##0.00', value: (r) => r.Received },
    { header: 'សងវិញ និងលុបចោល', headerEn: 'Refunds and voids', width: 14, numFmt: '#,##0.00', value: (r) => r.Reversed },
    { header: 'សុទ្ធ', headerEn: 'Net', width: 14, numFmt: '#,##0.00', value: (r) => r.Net },
  ];
  const agingRows: TAgingRow[] = [...data.Aging, ...data.AgingTotals.map((t) => ({ ...t, total: true as const }))];
  const agingColumns: Array<TXlsxColumn<TAgingRow>> = [
    { header: 'អត្តលេខ', headerEn: 'Code', width: 12, value: (r) => (isTotal(r) ? 'សរុប / Total' : r.StudentCode) },
    { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 22, value: (r) => (isTotal(r) ? `${r.StudentCount}` : r.FullName) },
    { header: 'ឈ្មោះឡាតាំង', headerEn: 'Latin name', width: 22, value: (r) => (isTotal(r) ? '' : r.FullNameEn) },
    { header: 'ថ្នាក់', headerEn: 'Class', width: 14, value: (r) => (isTotal(r) ? '' : r.AcademicClass.Description) },
    { header: 'រូបិយប័ណ្ណ', headerEn: 'Currency', width: 10, value: (r) => currency(r.CurrencyType) },
    { header: 'មិនទាន់ដល់កំណត់', headerEn: 'Current', width: 14, numFmt: '#,##0.00', value: (r) => r.Current },
    { header: '១–៣០ ថ្ងៃ', headerEn: '1–30 days', width: 14, numFmt: '#,##0.00', value: (r) => r.Days1To30 },
    { header: '៣១–៦០ ថ្ងៃ', headerEn: '31–60 days', width: 14, numFmt: '#,##0.00', value: (r) => r.Days31To60 },
    { header: '៦១–៩០ ថ្ងៃ', headerEn: '61–90 days', width: 14, numFmt: '#,##0.00', value: (r) => r.Days61To90 },
    { header: 'លើស ៩០ ថ្ងៃ', headerEn: 'Over 90 days', width: 14, numFmt: '#,##0.00', value: (r) => r.Over90 },
    { header: 'សរុប', headerEn: 'Total', width: 14, numFmt: '#,##0.00', value: (r) => r.Total },
  ];
  return buildXlsx({
    school,
    sheets: [
      { name: 'Receipts', title: TITLE, titleEn: TITLE_EN, notes: [text.period, text.filter], columns: receipts, rows: data.Receipts },
      { name: 'Totals', title: TITLE, titleEn: TITLE_EN, notes: [text.period, text.filter], columns: totalColumns, rows: totals },
      {
        name: 'Aging',
        title: 'បញ្ជីសមតុល្យជំពាក់',
        titleEn: 'Aging of outstanding balances',
        notes: [text.asOf, text.filter],
        columns: agingColumns,
        rows: agingRows,
      },
    ],
  });
}
