import qrcode from 'qrcode-generator';
import {
  CURRENCY_TYPE,
  khqrPayload,
  PAYMENT_KIND,
  PROFORMA_INVOICE_STATUS,
  PAYMENT_PRINTOUT_TYPE,
  PAYMENT_STATUS,
  type TPayment,
  type TProformaInvoice,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { PdfReport, pdfLogo, reportDate } from '../../lib/pdf/pdf-report';
import * as campusModule from '../campus/index';
import { convertMinor, toMinor } from './fee-money';
import { getInvoiceIn } from './fee-invoice.service';
import { getPaymentIn } from './fee-payment.service';
import * as setupRepo from './fee.repository';

/**
 * Receipts and invoices as PDF (issue 14) with the shared PdfReport: every line in Khmer (Khmer digits) then
 * English, the school's TIN and footer lines, and on a receipt the rate fixed when the money was taken with
 * the amount in the other currency (riel rounded to 100 ៛).
 */
export type TReportFile = { data: Buffer; fileName: string; contentType: string };
type TLine = { km: string; en: string; value: string; valueEn?: string };

export const amount = (major: number, currency: number) => {
  const usd = currency === CURRENCY_TYPE.USD;
  const text = Math.abs(major).toLocaleString('en-US', { minimumFractionDigits: usd ? 2 : 0, maximumFractionDigits: usd ? 2 : 0 });
  return `${major < 0 ? '-' : ''}${usd ? '$' : '៛'}${text}`;
};
export const both = (en: string) => `${khmerDigits(en)}\n${en}`;

async function header(deps: TAppDeps, tx: Parameters<typeof campusModule.logoIn>[1], campusId: string, printoutType: number) {
  const campus = await campusModule.getCampus(tx, { campusId });
  const logo = await pdfLogo(await campusModule.logoIn(deps, tx, campusId));
  const setting = await setupRepo.currentPaymentSetting(tx, { campusId });
  const footers = await setupRepo.listPrintoutFooters(tx, { campusId, printoutType });
  const khqr = setting?.bakongAccountId?.trim() && (await setupRepo.listPaymentMethods(tx, { campusId })).some((m) => m.isKhqr && m.status === 0);
  return {
    school: { name: campus?.name ?? '', nameEn: campus?.nameEn ?? '', logo },
    tin: setting?.taxIdentificationNumber ?? null,
    footers,
    bakongAccountId: khqr ? setting!.bakongAccountId!.trim() : null,
  };
}

function table(report: PdfReport, lines: TLine[]) {
  report.table(
    [
      { header: 'ព័ត៌មាន', headerEn: 'Item', width: 2, value: (l: TLine) => `${l.km}\n${l.en}` },
      { header: 'តម្លៃ', headerEn: 'Value', width: 3, value: (l: TLine) => (l.valueEn !== undefined ? `${l.value}\n${l.valueEn}` : l.value) },
    ],
    lines,
    { fontSize: 9, zebra: true },
  );
}

function foot(report: PdfReport, h: Awaited<ReturnType<typeof header>>) {
  if (h.tin) report.text(`លេខអត្តសញ្ញាណកម្មសារពើពន្ធ ${h.tin} · TIN ${h.tin}`, { size: 9 });
  for (const f of h.footers) report.text(`${f.text}\n${f.textEn}`, { size: 9 });
}

const safe = (name: string) => name.replace(/[^\w.-]+/g, '_');

export const receiptPdf = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx): Promise<TReportFile> => {
    const p: TPayment = await getPaymentIn(tx, auth, id);
    const invoice = await getInvoiceIn(tx, auth, p.ProformaInvoiceId).catch(() => null);
    const h = await header(deps, tx, auth.campusId, PAYMENT_PRINTOUT_TYPE.RECEIPT);
    const reversal = p.Kind !== PAYMENT_KIND.PAYMENT;
    const report = new PdfReport({
      school: h.school,
      title: reversal ? 'បង្កាន់ដៃសងប្រាក់វិញ' : 'បង្កាន់ដៃបង់ប្រាក់',
      titleEn: reversal ? 'Refund receipt' : 'Payment receipt',
      size: 'A5',
      margin: 30,
    });
    report.text(`បង្កាន់ដៃលេខ ${p.ReceiptNumber} · Receipt ${p.ReceiptNumber}`, { size: 11, bold: true });
    const rate = `1 USD = ${p.ExchangeRate.toLocaleString('en-US')} ៛`;
    const other = p.PaidCurrency === CURRENCY_TYPE.USD ? CURRENCY_TYPE.KHR : CURRENCY_TYPE.USD;
    const otherMinor = convertMinor(toMinor(Math.abs(p.PaidAmount), p.PaidCurrency), p.PaidCurrency, other, p.ExchangeRate);
    const otherText = amount((Math.sign(p.PaidAmount) * otherMinor) / (other === CURRENCY_TYPE.USD ? 100 : 1), other);
    const lines: TLine[] = [
      { km: 'កាលបរិច្ឆេទ', en: 'Date', value: both(reportDate(new Date(p.PaidAt))) },
      { km: 'សិស្ស', en: 'Student', value: `${p.FullName} (${khmerDigits(p.StudentCode)})`, valueEn: `${p.FullNameEn} (${p.StudentCode})` },
      { km: 'ថ្នាក់', en: 'Class', value: p.AcademicClass.Description, valueEn: p.AcademicClass.DescriptionEn },
      { km: 'វិក្កយបត្រ', en: 'Invoice', value: `${p.InvoiceCode}${invoice ? ` · ${invoice.FeeTerm.Description}` : ''}`, valueEn: invoice?.FeeTerm.DescriptionEn },
      { km: 'ចំនួនទឹកប្រាក់បានទទួល', en: 'Amount received', value: both(amount(p.PaidAmount, p.PaidCurrency)) },
      { km: 'អត្រាប្តូរប្រាក់', en: 'Exchange rate', value: both(rate) },
      { km: 'ស្មើនឹង', en: 'Equivalent', value: both(otherText) },
      {
        km: 'វិធីបង់ប្រាក់',
        en: 'Payment method',
        value: p.PaymentMethod.Description,
        valueEn: `${p.PaymentMethod.DescriptionEn}${p.Reference ? ` · ${p.Reference}` : ''}`,
      },
      { km: 'អ្នកទទួល', en: 'Received by', value: p.ReceivedBy ?? '' },
      {
        km: 'ស្ថានភាព',
        en: 'Status',
        value: p.Status === PAYMENT_STATUS.PAID ? 'បានបញ្ជាក់' : p.Status === PAYMENT_STATUS.PENDING ? 'រង់ចាំការបញ្ជាក់' : 'បានបដិសេធ',
        valueEn: p.Status === PAYMENT_STATUS.PAID ? 'Confirmed' : p.Status === PAYMENT_STATUS.PENDING ? 'Pending confirmation' : 'Rejected',
      },
    ];
    if (invoice) {
      lines.push({ km: 'សរុបវិក្កយបត្រ', en: 'Invoice total', value: both(amount(invoice.Amount, invoice.CurrencyType)) });
      lines.push({ km: 'សមតុល្យនៅជំពាក់', en: 'Balance due', value: both(amount(invoice.Balance, invoice.CurrencyType)) });
    }
    if (p.Note) lines.push({ km: 'កំណត់សម្គាល់', en: 'Note', value: p.Note });
    table(report, lines);
    foot(report, h);
    return { data: await report.toBuffer(), fileName: safe(`receipt-${p.ReceiptNumber}.pdf`), contentType: 'application/pdf' };
  });

export const invoicePdf = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx): Promise<TReportFile> => {
    const i: TProformaInvoice = await getInvoiceIn(tx, auth, id);
    const h = await header(deps, tx, auth.campusId, PAYMENT_PRINTOUT_TYPE.PROFORMA_INVOICE);
    const report = new PdfReport({ school: h.school, title: 'វិក្កយបត្រ', titleEn: 'Invoice', margin: 40 });
    report.text(`វិក្កយបត្រលេខ ${i.Code} · Invoice ${i.Code}`, { size: 11, bold: true });
    report.text(`${i.FullName} (${khmerDigits(i.StudentCode)}) · ${i.AcademicClass.Description} · ${i.FeeTerm.Description}`, { size: 10 });
    report.text(`${i.FullNameEn} (${i.StudentCode}) · ${i.AcademicClass.DescriptionEn} · ${i.FeeTerm.DescriptionEn}`, { size: 10 });
    report.text(
      `ចេញថ្ងៃ ${khmerDigits(reportDate(new Date(`${i.IssueDate}T12:00:00Z`)))} · ផុតកំណត់ ${khmerDigits(reportDate(new Date(`${i.DueDate}T12:00:00Z`)))} · Issued ${reportDate(new Date(`${i.IssueDate}T12:00:00Z`))} · Due ${reportDate(new Date(`${i.DueDate}T12:00:00Z`))}`,
      { size: 9 },
    );
    const c = i.CurrencyType;
    report.table(
      [
        { header: 'ថ្លៃសេវា', headerEn: 'Fee', width: 4, value: (l: TProformaInvoice['Items'][number]) => `${l.Description}\n${l.DescriptionEn}` },
        { header: 'ចំនួន', headerEn: 'Qty', width: 1, align: 'right', value: (l) => both(String(l.Qty)) },
        { header: 'តម្លៃ', headerEn: 'Price', width: 2, align: 'right', value: (l) => both(amount(l.Price, c)) },
        { header: 'បញ្ចុះតម្លៃ', headerEn: 'Discount', width: 2, align: 'right', value: (l) => both(amount(l.DiscountAmount, c)) },
        { header: 'ទឹកប្រាក់', headerEn: 'Amount', width: 2, align: 'right', value: (l) => both(amount(l.Amount, c)) },
      ],
      i.Items,
      { fontSize: 9 },
    );
    table(report, [
      { km: 'សរុបរង', en: 'Subtotal', value: both(amount(i.SubAmount, c)) },
      { km: 'បញ្ចុះតម្លៃ', en: 'Discount', value: both(amount(i.DiscountAmount, c)), valueEn: i.DiscountReason ?? undefined },
      { km: 'ពន្ធ', en: 'Tax', value: both(amount(i.TaxAmount, c)) },
      { km: 'សរុប', en: 'Total', value: both(amount(i.Amount, c)) },
      { km: 'បានបង់', en: 'Paid', value: both(amount(i.PaidAmount, c)) },
      { km: 'នៅជំពាក់', en: 'Balance due', value: both(amount(i.Balance, c)) },
    ]);
    // The school's KHQR for the balance (a Bakong account and an active KHQR method), the invoice number as bill number.
    const open = i.Status === PROFORMA_INVOICE_STATUS.ISSUED || i.Status === PROFORMA_INVOICE_STATUS.PARTIALLY_PAID;
    if (h.bakongAccountId && open && i.Balance > 0) {
      const payload = khqrPayload({
        accountId: h.bakongAccountId,
        merchantName: h.school.nameEn || 'School',
        currency: c,
        amount: i.Balance,
        billNumber: i.Code,
      });
      const qr = qrcode(0, 'M');
      qr.addData(payload, 'Byte');
      qr.make();
      report.text(`បង់តាម KHQR ${khmerDigits(amount(i.Balance, c))} · Pay with KHQR ${amount(i.Balance, c)}`, { size: 10, bold: true });
      report.matrix(qr.getModuleCount(), (row, col) => qr.isDark(row, col), { size: 130 });
      report.text(payload, { size: 5.5 });
    }
    foot(report, h);
    return { data: await report.toBuffer(), fileName: safe(`invoice-${i.Code}.pdf`), contentType: 'application/pdf' };
  });
