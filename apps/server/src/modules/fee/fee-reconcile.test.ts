import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentMethod, addPaymentSetting } from '../../../test/fee-fixtures';
import { expectOk } from '../../../test/setup-fixtures';

/**
 * Money reconciles (issue 14 'Done when'), on both engines: two schools, one billing in dollars and one in riel,
 * go through a seeded random sequence of 90 operations (generate a class's or a grade's invoices of a term,
 * partial payments in riel and dollars by the office or a cashier, confirmations and rejections, refunds, voids,
 * cancellations, and calls with the other school's ids). Then for every school and currency
 * Σ invoices − Σ payments + Σ refunds = Σ outstanding, the API's balances say the same, every cross-school call
 * was refused, and no row of one school names a row of the other.
 */
type TInvoice = { Id: string; Amount: number; PaidAmount: number; Balance: number; Status: number; Version: number; CurrencyType: number };
type TPay = { Id: string; Version: number; Status: number; Kind: number; Refundable: number; ProformaInvoiceId: string };
type TCampus = {
  school: TSchool;
  rate: number;
  terms: string[];
  method: string;
  cashier: string;
  token: string;
};

let t: TTestApp;
const campuses: TCampus[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  for (const [k, setup] of [
    { rate: 4100, currency: 1, prices: [99.99, 15.5] },
    { rate: 4000, currency: 0, prices: [450_000, 62_300] },
  ].entries()) {
    const school = await createSchool(t);
    await addPaymentSetting(t, school.campus, { ExchangeRate: setup.rate, CurrencyType: setup.currency });
    const tuition = await addFeeType(t, school.campus);
    const books = await addFeeType(t, school.campus, { Type: 3 });
    const terms: string[] = [];
    for (let i = 0; i < 3; i++) {
      const term = (await addFeeTerm(t, school.campus, school.yearId, { DueDate: `2025-1${i}-15` })).Id;
      terms.push(term);
      await addFeeItem(t, school.campus, { feeTypeId: tuition.Id, gradeId: school.gradeId, termId: term, price: setup.prices[0]!, currency: setup.currency });
      await addFeeItem(t, school.campus, { feeTypeId: books.Id, gradeId: school.gradeId, termId: term, price: setup.prices[1]!, currency: setup.currency });
    }
    for (let i = 0; i < 3; i++) await addStudent(t, school, school.classA);
    for (let i = 0; i < 2; i++) await addStudent(t, school, school.classB);
    const method = (await addPaymentMethod(t, school.campus)).Id;
    const cashier = (await t.createUser(school.campus, { username: `rec.cashier${k}`, mobileActorType: MOBILE_ACTOR_TYPE.FRONT_OFFICE })).token;
    campuses.push({ school, rate: setup.rate, terms, method, cashier, token: school.campus.adminToken });
  }
}, 240_000);
afterAll(async () => t?.close());

const invoicesOf = async (c: TCampus) =>
  expectOk(await t.call('POST', '/api/proforma-invoice/find', { token: c.token, json: { PageSize: 500 } })).data.Data as TInvoice[];
const paymentsOf = async (c: TCampus, json: Record<string, unknown>) =>
  expectOk(await t.call('POST', '/api/payment/find', { token: c.token, json: { PageSize: 500, ...json } })).data.Data as TPay[];

describe('money reconciles', () => {
  it('Σ invoices − Σ payments + Σ refunds = Σ outstanding for every school after 90 random operations, nothing crossing schools', async () => {
    let seed = 1414;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const done: Record<string, number> = {};
    const count = (op: string) => (done[op] = (done[op] ?? 0) + 1);
    const refusedCross: number[] = [];
    for (let step = 0; step < 90; step++) {
      const k = random() < 0.5 ? 0 : 1;
      const c = campuses[k]!;
      const them = campuses[1 - k]!;
      const r = random();
      const label = `step ${step} school ${k}`;
      if (r < 0.13 || step < 2) {
        const grade = random() < 0.3;
        const res = await t.call('POST', '/api/proforma-invoice', {
          token: c.token,
          json: { FeeTermId: pick(c.terms), ...(grade ? { CourseLevelId: c.school.gradeId } : { AcademicClassId: pick([c.school.classA, c.school.classB]) }) },
        });
        expect(res.statusCode, `${label} ${res.body}`).toBe(200);
        if (res.data.Data.Created > 0) count(grade ? 'generate grade' : 'generate class');
        continue;
      }
      const invoices = await invoicesOf(c);
      if (r < 0.5) {
        const open = invoices.filter((i) => (i.Status === 1 || i.Status === 2) && i.Balance > 0);
        const inv = pick(open);
        if (!inv) continue;
        const inRiel = random() < 0.5;
        const share = 0.1 + random() * 0.7;
        // The balance in what is paid: riel in hundreds, dollars in cents, always short of the balance (partial).
        const inPaidCurrency = inRiel
          ? inv.CurrencyType === 0
            ? inv.Balance
            : inv.Balance * c.rate
          : inv.CurrencyType === 1
            ? inv.Balance
            : inv.Balance / c.rate;
        const amount = inRiel ? Math.floor((inPaidCurrency * share) / 100) * 100 : Math.floor(inPaidCurrency * share * 100) / 100;
        if (amount <= 0) continue;
        const byCashier = random() < 0.25;
        const res = await t.call('POST', '/api/proforma-invoice/payment', {
          token: byCashier ? c.cashier : c.token,
          json: { ProformaInvoiceId: inv.Id, Version: inv.Version, PaymentMethodId: c.method, CurrencyType: inRiel ? 0 : 1, PaidAmount: amount },
        });
        expect(res.statusCode, `${label} pay ${amount} ${inRiel ? 'KHR' : 'USD'} on ${inv.Balance} ${inv.CurrencyType}: ${res.body}`).toBe(200);
        count(`pay ${inRiel ? 'KHR' : 'USD'} ${byCashier ? 'pending' : 'confirmed'}`);
        // Now and then the rest, to the riel or cent, in the invoice's currency: the invoice becomes paid.
        if (random() < 0.3) {
          const now = (await invoicesOf(c)).find((i) => i.Id === inv.Id)!;
          const rest = await t.call('POST', '/api/proforma-invoice/payment', {
            token: c.token,
            json: { ProformaInvoiceId: now.Id, Version: now.Version, PaymentMethodId: c.method, CurrencyType: now.CurrencyType, PaidAmount: now.Balance },
          });
          expect(rest.statusCode, `${label} rest: ${rest.body}`).toBe(200);
          expect(rest.data.Data.Amount === now.Balance || rest.data.Data.Amount > 0).toBe(true);
          count('pay the rest');
        }
      } else if (r < 0.6) {
        const pending = await paymentsOf(c, { Status: 1, Kind: 0 });
        const p = pick(pending);
        if (!p) continue;
        const confirm = random() < 0.5;
        const res = await t.call('POST', '/api/payment/confirmation', {
          token: c.token,
          json: { Id: p.Id, Version: p.Version, IsConfirmed: confirm, ...(confirm ? {} : { Note: 'ប្រាក់មិនគ្រប់ · short' }) },
        });
        expect(res.statusCode, `${label} ${res.body}`).toBe(200);
        count(confirm ? 'confirm' : 'reject');
      } else if (r < 0.78) {
        const confirmed = (await paymentsOf(c, { Status: 3, Kind: 0 })).filter((p) => p.Refundable > 0);
        const p = pick(confirmed);
        if (!p) continue;
        const voiding = random() < 0.35;
        const inv = invoices.find((i) => i.Id === p.ProformaInvoiceId)!;
        // A refund of part (riel whole, dollars to the cent) or the whole refundable amount.
        const part = inv.CurrencyType === 0 ? Math.floor((p.Refundable * random()) / 100) * 100 : Math.floor(p.Refundable * random() * 100) / 100;
        const res = await t.call('POST', '/api/payment/status', {
          token: c.token,
          json: { Id: p.Id, Version: p.Version, Kind: voiding ? 2 : 1, Reason: 'ត្រឡប់ · back', ...(!voiding && part > 0 ? { Amount: part } : {}) },
        });
        // A void after a partial refund is refused (409); anything else goes through.
        if (res.statusCode === 409) {
          expect(voiding).toBe(true);
          count('void refused');
        } else {
          expect(res.statusCode, `${label} ${res.body}`).toBe(200);
          count(voiding ? 'void' : 'refund');
        }
      } else if (r < 0.93) {
        const inv = pick(invoices.filter((i) => i.Status !== 4));
        if (!inv) continue;
        const res = await t.call('POST', '/api/proforma-invoice/status', {
          token: c.token,
          json: { Id: inv.Id, Version: inv.Version, Status: 4, Reason: 'ឈប់រៀន · left' },
        });
        if (inv.PaidAmount > 0) {
          expect(res.statusCode, label).toBe(409);
          count('cancel refused');
        } else {
          expect(res.statusCode, `${label} ${res.body}`).toBe(200);
          count('cancel');
        }
      } else {
        // The other school's invoice or payment with this school's token: pay, cancel, refund, read.
        const theirs = pick(await invoicesOf(them));
        if (!theirs) continue;
        const attempts = [
          t.call('POST', '/api/proforma-invoice/payment', {
            token: c.token,
            json: { ProformaInvoiceId: theirs.Id, Version: theirs.Version, PaymentMethodId: c.method, CurrencyType: 1, PaidAmount: 1 },
          }),
          t.call('POST', '/api/proforma-invoice/status', { token: c.token, json: { Id: theirs.Id, Version: theirs.Version, Status: 4, Reason: 'x' } }),
          t.call('GET', `/api/proforma-invoice/${theirs.Id}`, { token: c.token }),
        ];
        const paid = (await paymentsOf(them, { Status: 3, Kind: 0 }))[0];
        if (paid) attempts.push(t.call('POST', '/api/payment/status', { token: c.token, json: { Id: paid.Id, Version: paid.Version, Kind: 2, Reason: 'x' } }));
        for (const res of await Promise.all(attempts)) refusedCross.push(res.statusCode);
        count('cross-school attempt');
      }
    }
    // Every kind of operation happened (the sequence is seeded, so this holds run after run).
    for (const op of [
      'generate class',
      'generate grade',
      'pay KHR confirmed',
      'pay USD confirmed',
      'pay KHR pending',
      'pay USD pending',
      'pay the rest',
      'confirm',
      'reject',
      'refund',
      'void',
      'cancel',
      'cancel refused',
      'cross-school attempt',
    ])
      expect(done[op] ?? 0, `${op} in ${JSON.stringify(done)}`).toBeGreaterThan(0);
    expect(refusedCross.length).toBeGreaterThan(3);
    expect(
      refusedCross.every((s) => s === 400 || s === 404),
      refusedCross.join(','),
    ).toBe(true);

    for (const c of campuses) {
      const id = c.school.campus.id;
      const sums = await t.database.system((tx) =>
        tx.execute<{ currency: number; invoiced: string; paid: string; refunded: string; outstanding: string }>(sql`
          with cur as (select unnest(array[0, 1]) as currency)
          select cur.currency,
            (select coalesce(sum(total_minor), 0) from proforma_invoice where campus_id = ${id} and status <> 4 and currency_type = cur.currency) as invoiced,
            (select coalesce(sum(amount_minor), 0) from payment where campus_id = ${id} and kind = 0 and status in (1, 3) and invoice_currency = cur.currency) as paid,
            (select coalesce(-sum(amount_minor), 0) from payment where campus_id = ${id} and kind <> 0 and invoice_currency = cur.currency) as refunded,
            (select coalesce(sum(total_minor - paid_minor), 0) from proforma_invoice where campus_id = ${id} and status <> 4 and currency_type = cur.currency) as outstanding
          from cur`),
      );
      const invoices = await invoicesOf(c);
      for (const r of sums.rows) {
        const [invoiced, paid, refunded, outstanding] = [r.invoiced, r.paid, r.refunded, r.outstanding].map(Number) as [number, number, number, number];
        expect(invoiced - paid + refunded, `school ${id} currency ${r.currency}`).toBe(outstanding);
        // The API's balances of live invoices add up to the same outstanding (major units back to minor).
        const unit = Number(r.currency) === 1 ? 100 : 1;
        const api = invoices.filter((i) => i.Status !== 4 && i.CurrencyType === Number(r.currency)).reduce((s, i) => s + Math.round(i.Balance * unit), 0);
        expect(api, `API outstanding of ${id} in ${r.currency}`).toBe(outstanding);
      }
      // Money moved in this school's currency of billing, and some of it is still owed.
      const billed = sums.rows.find((r) => Number(r.invoiced) > 0)!;
      expect(Number(billed.paid)).toBeGreaterThan(0);
      expect(Number(billed.refunded)).toBeGreaterThan(0);
    }
    // No row of one school names a row of the other (the composite keys forbid it; checked, not assumed).
    const crossing = await t.database.system((tx) =>
      tx.execute<{ n: string }>(sql`select
        (select count(*) from payment p join proforma_invoice i on i.id = p.proforma_invoice_id where i.campus_id <> p.campus_id)
        + (select count(*) from payment p join student s on s.id = p.student_id where s.campus_id <> p.campus_id)
        + (select count(*) from payment p join payment o on o.id = p.reverses_payment_id where o.campus_id <> p.campus_id)
        + (select count(*) from proforma_invoice i join student s on s.id = i.student_id where s.campus_id <> i.campus_id)
        + (select count(*) from proforma_invoice_item l join proforma_invoice i on i.id = l.proforma_invoice_id where i.campus_id <> l.campus_id) as n`),
    );
    expect(Number(crossing.rows[0]!.n)).toBe(0);
    // Each school's receipt numbers run 1..n without a gap.
    for (const c of campuses) {
      const nums = await t.database.system((tx) =>
        tx.execute<{ n: number }>(sql`select receipt_number as n from payment where campus_id = ${c.school.campus.id} order by receipt_number`),
      );
      expect(nums.rows.map((r) => Number(r.n))).toEqual(nums.rows.map((_, i) => i + 1));
    }
  }, 600_000);
});
