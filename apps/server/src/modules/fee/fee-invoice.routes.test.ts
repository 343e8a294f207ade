import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentMethod, addPaymentSetting } from '../../../test/fee-fixtures';
import { expectOk } from '../../../test/setup-fixtures';
import { pdfText } from '../../../test/pdf-text';

/**
 * Invoices and payments (issue 14) on both engines: generation for a class with discounts, edits and
 * cancellation, payments in riel and dollars, the cashier's pending payments and the office's confirmation,
 * refunds and voids as reversing entries, the append-only trigger, per-role reach and other campuses.
 */
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let termId: string;
let cash: string;
let pupils: string[];
let guardianId: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  await addPaymentSetting(t, s.campus, { ExchangeRate: 4100, TaxMode: 0 });
  const tuition = await addFeeType(t, s.campus);
  const books = await addFeeType(t, s.campus, { Type: 3 });
  termId = (await addFeeTerm(t, s.campus, s.yearId, { DueDate: '2025-12-15' })).Id;
  await addFeeItem(t, s.campus, { feeTypeId: tuition.Id, gradeId: s.gradeId, termId, price: 120 });
  await addFeeItem(t, s.campus, { feeTypeId: books.Id, gradeId: s.gradeId, termId, price: 15.5 });
  cash = (await addPaymentMethod(t, s.campus)).Id;
  pupils = [];
  for (let i = 0; i < 3; i++) {
    const added = await addStudent(
      t,
      s,
      s.classA,
      i === 0 ? { guardians: [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }] } : {},
    );
    if (i === 0) guardianId = added.guardianIds[0]!;
    pupils.push(added.studentId);
  }
  cashier = (await t.createUser(s.campus, { username: 'fee.cashier', mobileActorType: MOBILE_ACTOR_TYPE.FRONT_OFFICE })).token;
}, 180_000);
afterAll(async () => t?.close());

const admin = () => s.campus.adminToken;
type TInvoice = {
  Id: string;
  StudentId: string;
  Amount: number;
  PaidAmount: number;
  Balance: number;
  Status: number;
  Version: number;
  Code: string;
  DiscountAmount: number;
};
const invoiceOf = async (studentId: string): Promise<TInvoice> => {
  const res = expectOk(await t.call('POST', '/api/proforma-invoice/find', { token: admin(), json: { StudentId: studentId, FeeTermId: termId } }));
  return res.data.Data.find((i: TInvoice) => i.Status !== 4);
};
const pay = (invoice: TInvoice, json: Record<string, unknown>, token = admin()) =>
  t.call('POST', '/api/proforma-invoice/payment', { token, json: { ProformaInvoiceId: invoice.Id, Version: invoice.Version, PaymentMethodId: cash, ...json } });

describe('generating invoices', () => {
  it("makes one invoice per active student of a class from her grade's items, with per-student discounts, in one step", async () => {
    const res = await t.call('POST', '/api/proforma-invoice', {
      token: admin(),
      json: {
        FeeTermId: termId,
        AcademicClassId: s.classA,
        Discounts: [
          { StudentId: pupils[1], DiscountPercentage: 50, Reason: 'អាហារូបករណ៍ · scholarship' },
          { StudentId: pupils[2], DiscountAmount: 10 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Data).toMatchObject({ Created: 3, Skipped: 0 });
    const byStudent = new Map((res.data.Data.Invoices as TInvoice[]).map((i) => [i.StudentId, i]));
    expect(byStudent.get(pupils[0]!)).toMatchObject({ Amount: 135.5, Balance: 135.5, Status: 1 });
    expect(byStudent.get(pupils[1]!)).toMatchObject({ Amount: 67.75, DiscountAmount: 67.75 });
    expect(byStudent.get(pupils[2]!)).toMatchObject({ Amount: 125.5, DiscountAmount: 10 });
    const codes = (res.data.Data.Invoices as TInvoice[]).map((i) => i.Code).sort();
    expect(codes).toEqual(['INV-000001', 'INV-000002', 'INV-000003']);
    const again = await t.call('POST', '/api/proforma-invoice', { token: admin(), json: { FeeTermId: termId, AcademicClassId: s.classA } });
    expect(again.data.Data).toMatchObject({ Created: 0, Skipped: 3 });
  });

  it('refuses a class of another campus, a discount above the invoice, both a class and a grade, and a teacher', async () => {
    expect((await t.call('POST', '/api/proforma-invoice', { token: admin(), json: { FeeTermId: termId, AcademicClassId: other.classA } })).statusCode).toBe(
      400,
    );
    const tooMuch = await t.call('POST', '/api/proforma-invoice', {
      token: admin(),
      json: { FeeTermId: termId, AcademicClassId: s.classB, Discounts: [] },
    });
    expect(tooMuch.data.Data.Created).toBe(0);
    const both = await t.call('POST', '/api/proforma-invoice', {
      token: admin(),
      json: { FeeTermId: termId, AcademicClassId: s.classA, CourseLevelId: s.gradeId },
    });
    expect(both.statusCode).toBe(400);
    expect(both.data.Errors[0].MessageEn).toMatch(/either a class or a grade/);
    const teacher = await addTeacher(t, s, [s.classA]);
    expect((await t.call('POST', '/api/proforma-invoice', { token: teacher.token, json: { FeeTermId: termId, AcademicClassId: s.classA } })).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', '/api/proforma-invoice/find', { token: teacher.token, json: {} })).statusCode).toBe(403);
  });

  it('edits an unpaid invoice at its version, refuses a stale one, and cancels with a reason only', async () => {
    const inv = await invoiceOf(pupils[2]!);
    const full = expectOk(await t.call('GET', `/api/proforma-invoice/${inv.Id}`, { token: admin() })).data.Data;
    const items = full.Items.map((l: { FeeItemId: string }, k: number) => ({
      FeeItemId: l.FeeItemId,
      Qty: k === 1 ? 2 : 1,
      DiscountPercentage: 0,
      DiscountAmount: 0,
    }));
    const edited = await t.call('PUT', '/api/proforma-invoice', {
      token: admin(),
      json: { Id: inv.Id, Version: inv.Version, DueDate: '2025-12-20', Items: items },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.Data).toMatchObject({ Amount: 151, DueDate: '2025-12-20', Version: inv.Version + 1 });
    const late = await t.call('PUT', '/api/proforma-invoice', {
      token: admin(),
      json: { Id: inv.Id, Version: inv.Version, DueDate: '2025-12-20', Items: items },
    });
    expect(late.statusCode).toBe(409);
    const noReason = await t.call('POST', '/api/proforma-invoice/status', { token: admin(), json: { Id: inv.Id, Version: inv.Version + 1, Status: 4 } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.data.Errors[0]).toMatchObject({ Field: 'Reason', MessageEn: 'Give the reason for cancelling' });
    const cancelled = await t.call('POST', '/api/proforma-invoice/status', {
      token: admin(),
      json: { Id: inv.Id, Version: inv.Version + 1, Status: 4, Reason: 'ចេញច្រឡំ' },
    });
    expect(cancelled.data.Data).toMatchObject({ Status: 4, CancelReason: 'ចេញច្រឡំ' });
    const again = await t.call('POST', '/api/proforma-invoice', { token: admin(), json: { FeeTermId: termId, AcademicClassId: s.classA } });
    expect(again.data.Data).toMatchObject({ Created: 1, Skipped: 2 });
  });
});

describe('payments', () => {
  it('takes a partial payment in riel and the rest in dollars at the fixed rate, and prints a Khmer receipt', async () => {
    let inv = await invoiceOf(pupils[0]!);
    const riel = await pay(inv, { CurrencyType: 0, PaidAmount: 205000, Reference: 'ABA-1' });
    expect(riel.statusCode, riel.body).toBe(200);
    expect(riel.data.Data).toMatchObject({ Amount: 50, PaidAmount: 205000, PaidCurrency: 0, ExchangeRate: 4100, Status: 3, ReceiptNumber: 'RC-000001' });
    inv = await invoiceOf(pupils[0]!);
    expect(inv).toMatchObject({ PaidAmount: 50, Balance: 85.5, Status: 2 });
    expect((await pay({ ...inv, Version: inv.Version - 1 }, { CurrencyType: 1, PaidAmount: 1 })).statusCode).toBe(409);
    expect((await pay(inv, { CurrencyType: 1, PaidAmount: 85.51 })).statusCode).toBe(400);
    expect((await pay(inv, { CurrencyType: 0, PaidAmount: 100.5 })).data.Errors[0].MessageEn).toBe('Riel amounts have no decimals');
    expect((await pay(inv, { CurrencyType: 0, PaidAmount: -100 })).statusCode).toBe(400);
    const rest = await pay(inv, { CurrencyType: 1, PaidAmount: 85.5 });
    expect(rest.statusCode, rest.body).toBe(200);
    inv = await invoiceOf(pupils[0]!);
    expect(inv).toMatchObject({ PaidAmount: 135.5, Balance: 0, Status: 3 });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiBase}/api/payment/receipt-report?id=${riel.data.Data.Id}`,
      headers: { authorization: `Bearer ${admin()}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('RC-000001');
    expect(text).toMatch(/បង្កាន់ដៃបង់ប្រាក់/);
    expect(text).toContain('៛២០៥,០០០');
    expect(text).toContain('$50.00');
  });

  it("keeps a cashier's payment pending until the office confirms it, with its workflow history; a rejection leaves the invoice", async () => {
    let inv = await invoiceOf(pupils[1]!);
    const taken = await pay(inv, { CurrencyType: 1, PaidAmount: 20 }, cashier);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.data.Data.Status).toBe(1);
    inv = await invoiceOf(pupils[1]!);
    expect(inv.PaidAmount).toBe(20);
    expect((await t.call('POST', '/api/payment/confirmation', { token: cashier, json: { Id: taken.data.Data.Id, Version: 1 } })).statusCode).toBe(403);
    const confirmed = await t.call('POST', '/api/payment/confirmation', { token: admin(), json: { Id: taken.data.Data.Id, Version: 1 } });
    expect(confirmed.data.Data).toMatchObject({ Status: 3, ConfirmedBy: expect.any(String) });
    expect((await t.call('POST', '/api/payment/confirmation', { token: admin(), json: { Id: taken.data.Data.Id, Version: 2 } })).statusCode).toBe(409);
    const history = await t.call('GET', '/api/payment/workflow-history', { token: admin(), query: { id: taken.data.Data.Id } });
    expect(history.data.Data.map((h: { Action: number }) => h.Action)).toEqual([0, 1]);
    const second = await pay(inv, { CurrencyType: 1, PaidAmount: 5 }, cashier);
    const rejected = await t.call('POST', '/api/payment/confirmation', {
      token: admin(),
      json: { Id: second.data.Data.Id, Version: 1, IsConfirmed: false, Note: 'មិនបានទទួល' },
    });
    expect(rejected.data.Data.Status).toBe(5);
    expect((await invoiceOf(pupils[1]!)).PaidAmount).toBe(20);
  });

  it('refunds and voids with reversing entries, never changing or deleting a payment row', async () => {
    const inv = await invoiceOf(pupils[1]!);
    const list = expectOk(await t.call('POST', '/api/payment/find', { token: admin(), json: { ProformaInvoiceId: inv.Id, Status: 3 } })).data.Data;
    const p = list[0];
    const refund = await t.call('POST', '/api/payment/status', { token: admin(), json: { Id: p.Id, Version: p.Version, Kind: 1, Amount: 5, Reason: 'សងវិញ' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.data.Data).toMatchObject({ Kind: 1, Amount: -5, ReversesPaymentId: p.Id });
    expect((await invoiceOf(pupils[1]!)).PaidAmount).toBe(15);
    expect(
      (await t.call('POST', '/api/payment/status', { token: admin(), json: { Id: p.Id, Version: p.Version, Kind: 1, Amount: 16, Reason: 'x' } })).statusCode,
    ).toBe(400);
    expect((await t.call('POST', '/api/payment/status', { token: admin(), json: { Id: p.Id, Version: p.Version, Kind: 2, Reason: 'x' } })).statusCode).toBe(
      409,
    );
    const rest = await t.call('POST', '/api/payment/status', { token: admin(), json: { Id: p.Id, Version: p.Version, Kind: 1, Reason: 'សងទាំងអស់' } });
    expect(rest.data.Data.Amount).toBe(-15);
    expect(await invoiceOf(pupils[1]!)).toMatchObject({ PaidAmount: 0, Status: 1 });
    const original = (await t.call('POST', '/api/payment/find', { token: admin(), json: { ProformaInvoiceId: inv.Id } })).data.Data.find(
      (x: { Id: string }) => x.Id === p.Id,
    );
    expect(original).toMatchObject({ Amount: 20, Status: 3, Refundable: 0, Version: p.Version });
    const failure = (run: Promise<unknown>) =>
      run.then(
        () => 'no error',
        (e: { message?: string; cause?: { message?: string } }) => `${e.message} ${e.cause?.message}`,
      );
    expect(await failure(t.database.system((tx) => tx.execute(sql`update payment set amount_minor = 1 where id = ${p.Id}`)))).toMatch(/never edited/);
    expect(await failure(t.database.system((tx) => tx.execute(sql`delete from payment where id = ${p.Id}`)))).toMatch(/never deleted/);
    expect(await failure(t.database.system((tx) => tx.execute(sql`update payment_workflow_history set note = 'x' where payment_id = ${p.Id}`)))).toMatch(
      /append-only/,
    );
  });

  it('refuses partial payments when the school does not allow them', async () => {
    const c = await createSchool(t);
    await addPaymentSetting(t, c.campus, { IsAllowPartialPayment: false, CurrencyType: 0 });
    const type = await addFeeType(t, c.campus);
    const term = await addFeeTerm(t, c.campus, c.yearId);
    await addFeeItem(t, c.campus, { feeTypeId: type.Id, gradeId: c.gradeId, termId: term.Id, price: 400000, currency: 0 });
    const method = await addPaymentMethod(t, c.campus);
    await addStudent(t, c, c.classA);
    const gen = expectOk(await t.call('POST', '/api/proforma-invoice', { token: c.campus.adminToken, json: { FeeTermId: term.Id, CourseLevelId: c.gradeId } }));
    const inv = gen.data.Data.Invoices[0];
    const body = { ProformaInvoiceId: inv.Id, Version: inv.Version, PaymentMethodId: method.Id };
    const partial = await t.call('POST', '/api/proforma-invoice/payment', {
      token: c.campus.adminToken,
      json: { ...body, CurrencyType: 0, PaidAmount: 100000 },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.data.MessageEn).toMatch(/no partial payments/);
    // $97.56 at 4,100 ៛ is 399,996 ៛: within a cent of the balance, it settles the riel invoice.
    const usd = await t.call('POST', '/api/proforma-invoice/payment', { token: c.campus.adminToken, json: { ...body, CurrencyType: 1, PaidAmount: 97.56 } });
    expect(usd.statusCode, usd.body).toBe(200);
    expect(usd.data.Data.Amount).toBe(400000);
  });
});

describe('who reads invoices and payments', () => {
  it('lets a student read only her own, a guardian his children, and no other campus', async () => {
    const student = await addStudentAccount(t, s.campus, pupils[0]!);
    const mine = expectOk(await t.call('GET', '/api/proforma-invoice', { token: student.token })).data.Data;
    expect(mine.map((i: TInvoice) => i.StudentId)).toEqual([pupils[0]]);
    const theirs = await invoiceOf(pupils[1]!);
    expect((await t.call('GET', `/api/proforma-invoice/${theirs.Id}`, { token: student.token })).statusCode).toBe(404);
    const payments = expectOk(await t.call('POST', '/api/payment/find', { token: student.token, json: {} })).data.Data;
    expect(payments.length).toBe(2);
    expect(payments.every((p: { StudentId: string }) => p.StudentId === pupils[0])).toBe(true);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiBase}/api/payment/receipt-report?id=${payments[0].Id}`,
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(receipt.statusCode).toBe(200);
    const guardian = await addGuardianAccount(t, s.campus, guardianId);
    // Families read the payment methods (is there an active KHQR one?) to show the school's KHQR on /school-fee.
    for (const token of [student.token, guardian.token]) {
      const methods = expectOk(await t.call('GET', '/api/repo/payment-method', { token })).data.Data as Array<{ Id: string }>;
      expect(methods.map((m) => m.Id)).toContain(cash);
    }
    const children = expectOk(await t.call('GET', '/api/proforma-invoice', { token: guardian.token })).data.Data;
    expect(children.map((i: TInvoice) => i.StudentId)).toEqual([pupils[0]]);
    expect(children[0].Balance).toBe(0);
    expect((await t.call('GET', `/api/proforma-invoice/${theirs.Id}`, { token: other.campus.adminToken })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/proforma-invoice/find', { token: other.campus.adminToken, json: {} })).data.Data).toEqual([]);
  });
});

describe('dashboard fee summary', () => {
  it('sums the live invoices of the period by currency and payment status', async () => {
    const res = expectOk(await t.call('POST', '/api/campus-statistics/fee-summary', { token: admin(), form: { FromDate: '2020-01-01' } }));
    const lines = res.data.Data.Totals as Array<{ CurrencyType: number; PaymentStatus: number; Count: number; Amount: number; PaidAmount: number }>;
    expect(res.data.Data.InvoiceCount).toBe(lines.reduce((n, l) => n + l.Count, 0));
    expect(lines.find((l) => l.PaymentStatus === 3)).toMatchObject({ CurrencyType: 1, Count: 1, Amount: 135.5, PaidAmount: 135.5 });
  });

  it('gives each month collected (net of refunds), outstanding and overdue, adding up to the payment and invoice rows', async () => {
    const res = expectOk(await t.call('POST', '/api/campus-statistics/fee-summary', { token: admin(), form: { FromDate: '2020-01-01' } }));
    const months = res.data.Data.Months as Array<{ Month: string; CurrencyType: number; Collected: number; Outstanding: number; Overdue: number }>;
    expect(months.length).toBeGreaterThan(1);
    expect(months.every((m) => /^\d{4}-\d{2}$/.test(m.Month))).toBe(true);
    const db = await t.database.system((tx) =>
      tx.execute<{ collected: string; overdue: string; outstanding: string; month_now: string }>(sql`select
        (select coalesce(sum(amount_minor), 0) from payment where campus_id = ${s.campus.id} and status in (1, 3) and invoice_currency = 1) as collected,
        (select coalesce(sum(total_minor - paid_minor), 0) from proforma_invoice where campus_id = ${s.campus.id} and status in (1, 2) and currency_type = 1 and due_date < current_date) as overdue,
        (select coalesce(sum(total_minor - paid_minor), 0) from proforma_invoice where campus_id = ${s.campus.id} and status in (1, 2) and currency_type = 1 and due_date >= current_date) as outstanding,
        to_char((now() at time zone 'Asia/Phnom_Penh')::date, 'YYYY-MM') as month_now`),
    );
    const r = db.rows[0]!;
    const cents = (pick: (m: (typeof months)[number]) => number) =>
      months.filter((m) => m.CurrencyType === 1).reduce((n, m) => n + Math.round(pick(m) * 100), 0);
    expect(Number(r.collected)).toBeGreaterThan(0);
    expect(Number(r.overdue)).toBeGreaterThan(0);
    expect(cents((m) => m.Collected)).toBe(Number(r.collected));
    expect(cents((m) => m.Overdue)).toBe(Number(r.overdue));
    expect(cents((m) => m.Outstanding)).toBe(Number(r.outstanding));
    // The payments of these tests were all made today; the term fell due in December 2025, so it is overdue.
    expect(months.find((m) => m.Month === r.month_now && m.CurrencyType === 1)?.Collected).toBe(Number(r.collected) / 100);
    expect(months.find((m) => m.Month === '2025-12')?.Overdue).toBeGreaterThan(0);
    // Another school's summary has none of these months.
    const theirs = expectOk(await t.call('POST', '/api/campus-statistics/fee-summary', { token: other.campus.adminToken, form: { FromDate: '2020-01-01' } }));
    expect(theirs.data.Data.Months).toEqual([]);
  });
});
