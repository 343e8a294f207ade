import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { khqrCrcValid, khqrFields, MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentMethod, addPaymentSetting } from '../../../test/fee-fixtures';
import { expectOk } from '../../../test/setup-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { schoolToday } from '../../lib/school-date';
import { allocate, agingBucket } from './fee-collection.service';

/**
 * The fee collection report and aging list (issue 14) on both engines: receipts of the period in what changed
 * hands, refunds as reversals, rejected payments left out, totals per currency, method and fee type that
 * reconcile with the payment rows, the filters, the aging buckets on the as-of date, the PDF and the workbook.
 */
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let tuition: string;
let books: string;
let cash: string;
let aba: string;
let usdTerm: string;
let khrTerm: string;
let pupils: string[];
let classBPupil: string;
const today = schoolToday();
const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type TInvoice = { Id: string; Version: number; Balance: number; CurrencyType: number; Status: number };
const admin = () => s.campus.adminToken;
const invoiceOf = async (studentId: string, termId: string): Promise<TInvoice> =>
  expectOk(await t.call('POST', '/api/proforma-invoice/find', { token: admin(), json: { StudentId: studentId, FeeTermId: termId } })).data.Data[0];
const pay = async (studentId: string, termId: string, json: Record<string, unknown>, token = admin()) => {
  const inv = await invoiceOf(studentId, termId);
  return expectOk(
    await t.call('POST', '/api/proforma-invoice/payment', { token, json: { ProformaInvoiceId: inv.Id, Version: inv.Version, PaymentMethodId: cash, ...json } }),
  ).data.Data as { Id: string; Version: number };
};
const setDue = (studentId: string, termId: string, date: string) =>
  t.database.system((tx) => tx.execute(sql`update proforma_invoice set due_date = ${date} where student_id = ${studentId} and fee_term_id = ${termId}`));

type TSums = { CurrencyType: number; Received: number; Reversed: number; Net: number; Count: number };
type TCollection = {
  Receipts: Array<{ ReceiptNumber: string; Kind: number; Status: number; CurrencyType: number; Amount: number; StudentId: string }>;
  ByCurrency: TSums[];
  ByMethod: Array<TSums & { PaymentMethod: { Id: string } }>;
  ByFeeType: Array<TSums & { FeeType: { Id: string } }>;
  Aging: Array<{
    StudentId: string;
    CurrencyType: number;
    Current: number;
    Days1To30: number;
    Days31To60: number;
    Days61To90: number;
    Over90: number;
    Total: number;
  }>;
  AgingTotals: Array<{
    CurrencyType: number;
    Current: number;
    Days1To30: number;
    Days31To60: number;
    Days61To90: number;
    Over90: number;
    Total: number;
    StudentCount: number;
  }>;
};
const collection = async (query: Record<string, string> = {}, token = admin()): Promise<TCollection> =>
  expectOk(await t.call('GET', '/api/payment/collection', { token, query: { fromDate: today, toDate: today, ...query } })).data.Data;
const cents = (n: number) => Math.round(n * 100);
/** Σ per currency of a list in minor units (cents; riel ×100 too, which keeps them exact). */
const perCurrency = (rows: Array<{ CurrencyType: number; Net?: number; Amount?: number }>) => {
  const out: Record<number, number> = {};
  for (const r of rows) out[r.CurrencyType] = (out[r.CurrencyType] ?? 0) + cents(r.Net ?? r.Amount ?? 0);
  return out;
};

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  await addPaymentSetting(t, s.campus, { ExchangeRate: 4100, TaxMode: 0 });
  tuition = (await addFeeType(t, s.campus)).Id;
  books = (await addFeeType(t, s.campus, { Type: 3 })).Id;
  usdTerm = (await addFeeTerm(t, s.campus, s.yearId, { DueDate: '2025-12-15' })).Id;
  khrTerm = (await addFeeTerm(t, s.campus, s.yearId, { DueDate: '2025-12-15' })).Id;
  await addFeeItem(t, s.campus, { feeTypeId: tuition, gradeId: s.gradeId, termId: usdTerm, price: 120 });
  await addFeeItem(t, s.campus, { feeTypeId: books, gradeId: s.gradeId, termId: usdTerm, price: 15.5 });
  await addFeeItem(t, s.campus, { feeTypeId: tuition, gradeId: s.gradeId, termId: khrTerm, price: 400000, currency: 0 });
  cash = (await addPaymentMethod(t, s.campus)).Id;
  aba = (await addPaymentMethod(t, s.campus, { Description: 'ធនាគារ ABA', DescriptionEn: 'ABA Bank', Abbreviation: 'ABA' })).Id;
  pupils = [];
  for (let i = 0; i < 3; i++) pupils.push((await addStudent(t, s, s.classA)).studentId);
  classBPupil = (await addStudent(t, s, s.classB)).studentId;
  for (const [termId, classId] of [
    [usdTerm, s.classA],
    [usdTerm, s.classB],
    [khrTerm, s.classA],
  ] as const)
    expectOk(await t.call('POST', '/api/proforma-invoice', { token: admin(), json: { FeeTermId: termId, AcademicClassId: classId } }));
  await setDue(pupils[0]!, usdTerm, shift(2));
  await setDue(pupils[1]!, usdTerm, shift(-10));
  await setDue(pupils[2]!, usdTerm, shift(-45));
  await setDue(pupils[0]!, khrTerm, shift(-75));
  await setDue(pupils[1]!, khrTerm, shift(-200));
  await setDue(pupils[2]!, khrTerm, shift(-91));

  const cashier = (await t.createUser(s.campus, { username: 'report.cashier', mobileActorType: MOBILE_ACTOR_TYPE.FRONT_OFFICE })).token;
  await pay(pupils[0]!, usdTerm, { CurrencyType: 1, PaidAmount: 100 });
  await pay(pupils[1]!, usdTerm, { CurrencyType: 0, PaidAmount: 41000, PaymentMethodId: aba });
  const full = await pay(pupils[2]!, usdTerm, { CurrencyType: 1, PaidAmount: 135.5, PaymentMethodId: aba });
  expectOk(await t.call('POST', '/api/payment/status', { token: admin(), json: { Id: full.Id, Version: full.Version, Kind: 1, Amount: 20, Reason: 'សងវិញ' } }));
  await pay(pupils[0]!, khrTerm, { CurrencyType: 0, PaidAmount: 100000 }, cashier);
  const rejected = await pay(pupils[1]!, khrTerm, { CurrencyType: 0, PaidAmount: 50000 }, cashier);
  expectOk(
    await t.call('POST', '/api/payment/confirmation', {
      token: admin(),
      json: { Id: rejected.Id, Version: rejected.Version, IsConfirmed: false, Note: 'មិនបានទទួល' },
    }),
  );
  await pay(classBPupil, usdTerm, { CurrencyType: 1, PaidAmount: 35.5 });
}, 180_000);
afterAll(async () => t?.close());

describe('allocation and buckets', () => {
  it('splits an amount by weights so the parts add up exactly, reversals negative', () => {
    const parts = allocate(10000, [
      ['tuition', 12000],
      ['books', 1550],
    ]);
    expect(Object.fromEntries(parts)).toEqual({ tuition: 8856, books: 1144 });
    expect(
      [
        ...allocate(-2001, [
          ['a', 1],
          ['b', 1],
          ['c', 1],
        ]).values(),
      ].reduce((x, y) => x + y, 0),
    ).toBe(-2001);
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
  });
});

describe('fee collection report', () => {
  it('lists the period’s receipts with refunds as reversals, leaves rejected ones out, and totals per currency', async () => {
    const c = await collection();
    expect(c.Receipts).toHaveLength(6);
    expect(c.Receipts.filter((r) => r.Kind === 1)).toMatchObject([{ Amount: -20, CurrencyType: 1 }]);
    expect(c.Receipts.filter((r) => r.Status === 1)).toMatchObject([{ Amount: 100000, CurrencyType: 0 }]);
    expect(c.ByCurrency).toEqual([
      { CurrencyType: 0, Received: 141000, Reversed: 0, Net: 141000, Count: 2 },
      { CurrencyType: 1, Received: 271, Reversed: -20, Net: 251, Count: 4 },
    ]);
  });

  it('reconciles with the payment rows: per currency, per method, per fee type and the receipts all add up to the same net', async () => {
    const c = await collection();
    const rows = await t.database.system((tx) =>
      tx.execute<{ currency: number; total: string }>(
        sql`select paid_currency as currency, sum(paid_amount_minor) as total from payment where campus_id = ${s.campus.id} and status in (1, 3)
            and (paid_at at time zone 'Asia/Phnom_Penh')::date = ${today}::date group by paid_currency order by paid_currency`,
      ),
    );
    const fromRows: Record<number, number> = {};
    for (const r of rows.rows) fromRows[Number(r.currency)] = Number(r.total) * (Number(r.currency) === 0 ? 100 : 1);
    expect(perCurrency(c.ByCurrency)).toEqual(fromRows);
    expect(perCurrency(c.ByMethod)).toEqual(fromRows);
    expect(perCurrency(c.ByFeeType)).toEqual(fromRows);
    expect(perCurrency(c.Receipts)).toEqual(fromRows);
    expect(c.ByMethod.find((m) => m.PaymentMethod.Id === aba && m.CurrencyType === 1)).toMatchObject({ Received: 135.5, Reversed: -20, Net: 115.5 });
    // 100 $ on a 120 $ + 15.5 $ invoice: 88.56 $ tuition and 11.44 $ books.
    const onlyTuition = await collection({ feeTypeId: tuition });
    expect(perCurrency(onlyTuition.ByCurrency)).toEqual(perCurrency(c.ByFeeType.filter((f) => f.FeeType.Id === tuition)));
    expect(onlyTuition.ByFeeType.every((f) => f.FeeType.Id === tuition)).toBe(true);
    const onlyBooks = await collection({ feeTypeId: books });
    // Books' shares: 11.44 $ of the 100 $, 15.50 $ of 135.50 $, -2.29 $ of its 20 $ refund, 4.06 $ of 35.50 $, 4,690 ៛ of 41,000 ៛.
    expect(onlyBooks.ByCurrency).toEqual([
      { CurrencyType: 0, Received: 4690, Reversed: 0, Net: 4690, Count: 1 },
      { CurrencyType: 1, Received: 31, Reversed: -2.29, Net: 28.71, Count: 4 },
    ]);
  });

  it('filters by class, grade, method and currency', async () => {
    expect((await collection({ academicClassId: s.classB })).ByCurrency).toEqual([{ CurrencyType: 1, Received: 35.5, Reversed: 0, Net: 35.5, Count: 1 }]);
    expect((await collection({ courseLevelId: s.gradeId })).ByCurrency).toHaveLength(2);
    expect(perCurrency((await collection({ paymentMethodId: aba })).ByCurrency)).toEqual({ 0: 4100000, 1: 11550 });
    expect((await collection({ currencyType: '0' })).Receipts.every((r) => r.CurrencyType === 0)).toBe(true);
    expect((await collection({ fromDate: shift(1), toDate: shift(2) })).Receipts).toEqual([]);
  });

  it('ages what is outstanding on the as-of date by days past due, with totals that match the invoices', async () => {
    const c = await collection();
    const line = (studentId: string, currency: number) => c.Aging.find((a) => a.StudentId === studentId && a.CurrencyType === currency);
    expect(line(pupils[0]!, 1)).toMatchObject({ Current: 35.5, Total: 35.5 });
    expect(line(pupils[1]!, 1)).toMatchObject({ Days1To30: 125.5, Total: 125.5 });
    expect(line(pupils[2]!, 1)).toMatchObject({ Days31To60: 20, Total: 20 });
    expect(line(classBPupil, 1)).toMatchObject({ Over90: 100, Total: 100 });
    expect(line(pupils[0]!, 0)).toMatchObject({ Days61To90: 300000 });
    expect(line(pupils[1]!, 0)).toMatchObject({ Over90: 400000 });
    expect(line(pupils[2]!, 0)).toMatchObject({ Over90: 400000 });
    expect(c.AgingTotals).toEqual([
      { CurrencyType: 0, Current: 0, Days1To30: 0, Days31To60: 0, Days61To90: 300000, Over90: 800000, Total: 1100000, StudentCount: 3 },
      { CurrencyType: 1, Current: 35.5, Days1To30: 125.5, Days31To60: 20, Days61To90: 0, Over90: 100, Total: 281, StudentCount: 4 },
    ]);
    const invoices = expectOk(await t.call('POST', '/api/proforma-invoice/find', { token: admin(), json: { PageSize: 500 } })).data.Data as TInvoice[];
    expect(perCurrency(c.AgingTotals.map((a) => ({ CurrencyType: a.CurrencyType, Amount: a.Total })))).toEqual(
      perCurrency(invoices.filter((i) => i.Status !== 4 && i.Balance > 0).map((i) => ({ CurrencyType: i.CurrencyType, Amount: i.Balance }))),
    );
    // Before the invoices were issued nothing was owed.
    expect((await collection({ fromDate: shift(-1), toDate: shift(-1) })).Aging).toEqual([]);
  });

  it('writes the report as a Khmer and English PDF with Khmer digits', async () => {
    const res = await t.call('GET', '/api/payment/collection-report', { token: admin(), query: { fromDate: today, toDate: today, exportType: '0' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('របាយការណ៍ប្រមូលថ្លៃសិក្សា');
    expect(text).toContain('Fee collection report');
    expect(text).toContain('សរុបតាមវិធីបង់ប្រាក់');
    expect(text).toContain('$២៥១.០០');
    expect(text).toContain('$251.00');
    expect(text).toContain('-$20.00');
    expect(text).toContain('៛១,១០០,០០០');
    expect(text).toContain('Over 90 days');
  });

  it('writes the report as a workbook the xlsx library reads: receipts, totals and aging', async () => {
    const res = await t.call('GET', '/api/payment/collection-report', { token: admin(), query: { fromDate: today, toDate: today, exportType: '1' } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Receipts', 'Totals', 'Aging']);
    const rows = (name: string) => (book.getWorksheet(name)!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    const totals = rows('Totals');
    const header = totals.find((r) => r.includes('សុទ្ធ / Net'))!;
    const usd = totals.find((r) => String(r[0]).startsWith('សរុបតាមរូបិយប័ណ្ណ') && r.includes('USD'))!;
    expect(usd[header.indexOf('សុទ្ធ / Net')]).toBe(251);
    expect(usd[header.indexOf('សងវិញ និងលុបចោល / Refunds and voids')]).toBe(-20);
    expect(rows('Receipts').filter((r) => String(r[1]).startsWith('RC-'))).toHaveLength(6);
    const aging = rows('Aging');
    const agingHeader = aging.find((r) => r.includes('សរុប / Total'))!;
    const khrTotal = aging.find((r) => r[0] === 'សរុប / Total' && r.includes('KHR'))!;
    expect(khrTotal[agingHeader.indexOf('សរុប / Total')]).toBe(1100000);
  });

  it('is the office’s: a teacher is refused, another school sees none of it, a bad period is 400', async () => {
    const teacher = await addTeacher(t, s, [s.classA]);
    expect((await t.call('GET', '/api/payment/collection', { token: teacher.token, query: { fromDate: today, toDate: today } })).statusCode).toBe(403);
    const theirs = await collection({}, other.campus.adminToken);
    expect(theirs.Receipts).toEqual([]);
    expect(theirs.Aging).toEqual([]);
    expect((await t.call('GET', '/api/payment/collection', { token: admin(), query: { fromDate: today, toDate: shift(-1) } })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/payment/collection', { token: admin(), query: { fromDate: shift(-400), toDate: today } })).statusCode).toBe(400);
  });
});

describe('KHQR on the invoice PDF', () => {
  it("prints the school's KHQR for the balance once the school keeps a Bakong account and a KHQR method", async () => {
    const inv = (await invoiceOf(pupils[1]!, usdTerm)) as TInvoice & { Code: string };
    const pdf = async () => pdfText((await t.call('GET', '/api/proforma-invoice/report', { token: admin(), query: { id: inv.Id } })).rawPayload);
    expect(await pdf()).not.toContain('Pay with KHQR');
    await addPaymentSetting(t, s.campus, { ExchangeRate: 4100, BakongAccountId: 'school@aclb', IsCurrent: true });
    await addPaymentMethod(t, s.campus, { Code: 'KHQR', Description: 'បង់តាម KHQR', DescriptionEn: 'KHQR', Abbreviation: 'KHQR', IsKhqr: true });
    const text = await pdf();
    expect(text).toContain('Pay with KHQR $125.50');
    expect(text).toContain('$១២៥.៥០');
    // The payload printed under the code (wrapped at its spaces), read back: its CRC checks and it names the account, amount and invoice.
    const lines = text.split('\n').map((l) => l.trim());
    const first = lines.findIndex((l) => l.startsWith('000201010212'));
    expect(first).toBeGreaterThan(0);
    let printed = lines[first]!;
    for (let k = first + 1; !/6304[0-9A-F]{4}$/.test(printed) && k < lines.length; k++) printed += ` ${lines[k]}`;
    expect(khqrCrcValid(printed)).toBe(true);
    const f = khqrFields(printed);
    expect(khqrFields(f['29']!)['00']).toBe('school@aclb');
    expect(f).toMatchObject({ '53': '840', '54': '125.50', '58': 'KH' });
    expect(khqrFields(f['62']!)['01']).toBe(inv.Code);
  });
});
