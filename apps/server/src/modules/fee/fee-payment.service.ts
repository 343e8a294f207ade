import {
  CURRENCY_TYPE,
  PAYMENT_ACTION,
  PAYMENT_KIND,
  PAYMENT_STATUS,
  PROFORMA_INVOICE_STATUS,
  type TPayment,
  type TPaymentConfirmation,
  type TPaymentCreate,
  type TPaymentFind,
  type TPaymentStatus,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, missingReference, notFound, stale } from '../../lib/app-error';
import { personFullNameWire } from '../../lib/person-name';
import { convertMinor, roundRiel, toMajor, toMinor } from './fee-money';
import { paidStatus } from './fee-invoice.pricing';
import { feeScope, requireSetting } from './fee-invoice.service';
import * as setupRepo from './fee.repository';
import * as invoiceRepo from './fee-invoice.repository';
import * as repo from './fee-payment.repository';

/**
 * Payments (issue 14): taken against an invoice, pending until the office confirms when a cashier took them;
 * refunds and voids are new entries reversing a confirmed payment. An invoice's `paid_minor` is recomputed from
 * its pending and confirmed entries in the same transaction, with the invoice row locked, so two cashiers never
 * both take its last balance.
 */
const P = PAYMENT_STATUS;
const COUNTED = [P.PENDING, P.PAID];
export const receiptNumber = (n: number) => `RC-${String(n).padStart(6, '0')}`;

function toPayment(r: repo.TPaymentListRow, reversed: Map<string, number>): TPayment {
  const p = r.payment;
  const refundable = p.kind === PAYMENT_KIND.PAYMENT && p.status === P.PAID ? p.amountMinor - (reversed.get(p.id) ?? 0) : 0;
  return {
    Id: p.id,
    ReceiptNumber: receiptNumber(p.receiptNumber),
    ProformaInvoiceId: p.proformaInvoiceId,
    InvoiceCode: r.invoiceCode,
    StudentId: p.studentId,
    StudentCode: r.student.code,
    ...personFullNameWire(r.student),
    AcademicClass: { Id: r.class.id, Description: r.class.description, DescriptionEn: r.class.descriptionEn },
    Kind: p.kind,
    ReversesPaymentId: p.reversesPaymentId,
    Amount: toMajor(p.amountMinor, p.invoiceCurrency),
    InvoiceCurrency: p.invoiceCurrency,
    PaidAmount: toMajor(p.paidAmountMinor, p.paidCurrency),
    PaidCurrency: p.paidCurrency,
    ExchangeRate: p.exchangeRate,
    PaymentMethod: { Id: r.method.id, Description: r.method.description, DescriptionEn: r.method.descriptionEn },
    Reference: p.reference,
    Note: p.note,
    PaidAt: p.paidAt.toISOString(),
    Status: p.status,
    ReceivedBy: p.receivedBy,
    ConfirmedBy: p.confirmedBy,
    ConfirmedAt: p.confirmedAt ? p.confirmedAt.toISOString() : null,
    Refundable: toMajor(refundable, p.invoiceCurrency),
    Version: p.version,
  };
}

export async function readPayments(tx: TQueryable, f: repo.TPaymentFilter, page?: { offset: number; limit: number }) {
  const rows = await repo.listPayments(tx, f, page);
  const reversed = await repo.reversedOf(tx, { campusId: f.campusId, ids: rows.map((r) => r.payment.id) });
  return rows.map((r) => toPayment(r, reversed));
}

/** One payment the caller reaches (a family its own), else 404. */
export async function getPaymentIn(tx: TQueryable, auth: TAuth, id: string) {
  const scope = await feeScope(tx, auth);
  const [p] = await readPayments(tx, { campusId: auth.campusId, ids: [id], ...(scope.kind === 'students' ? { studentIds: scope.studentIds } : {}) });
  if (!p) throw notFound();
  return p;
}

export const findPayments = (deps: TAppDeps, auth: TAuth, b: TPaymentFind) =>
  inTenant(deps, auth, async (tx) => {
    const scope = await feeScope(tx, auth);
    const wanted = b.StudentId ? [b.StudentId] : undefined;
    const studentIds = scope.kind === 'campus' ? wanted : (wanted ?? scope.studentIds).filter((s) => scope.studentIds.includes(s));
    const f: repo.TPaymentFilter = {
      campusId: auth.campusId,
      invoiceId: b.ProformaInvoiceId,
      studentIds,
      academicClassId: b.AcademicClassId,
      status: b.Status,
      kind: b.Kind,
      fromDate: b.FromDate,
      toDate: b.ToDate,
      search: b.Search,
    };
    const total = await repo.countPayments(tx, f);
    return { items: await readPayments(tx, f, { offset: (b.PageIndex - 1) * b.PageSize, limit: b.PageSize }), total };
  });

/** Recomputes an invoice's paid amount and status from its entries (the invoice row is locked by the caller). */
async function settleInvoice(tx: TQueryable, campusId: string, invoice: invoiceRepo.TInvoiceRow) {
  const paid = await repo.invoicePaidMinor(tx, { campusId, invoiceId: invoice.id, statuses: COUNTED });
  const status = paidStatus(invoice.status, invoice.totalMinor, paid, PROFORMA_INVOICE_STATUS);
  await invoiceRepo.invoiceRows.update(tx, { campusId, id: invoice.id, version: invoice.version }, { paidMinor: paid, status });
}

const overpaid = (dueText: string, dueTextEn: string) =>
  badRequest(`ចំនួនទឹកប្រាក់លើសពីសមតុល្យដែលនៅជំពាក់ (${dueText})`, `The amount is more than the balance due (${dueTextEn})`, [
    { Field: 'PaidAmount', Message: `លើសពីសមតុល្យ ${dueText}`, MessageEn: `More than the balance ${dueTextEn}` },
  ]);
const money = (minor: number, currency: number) => (currency === CURRENCY_TYPE.USD ? `$${(minor / 100).toFixed(2)}` : `${minor.toLocaleString('en-US')} ៛`);

/**
 * What a payment credits to its invoice, in the invoice's minor units. The same currency counts as paid; riel for
 * a dollar invoice settle it when they reach its balance in riel rounded to 100 ៛ (what the receipt asks), else
 * count at the rate to the cent; dollars for a riel invoice count at the rate to the riel.
 */
export function creditOf(paidMinor: number, paidCurrency: number, invoiceCurrency: number, balanceMinor: number, rate: number): number {
  if (paidCurrency === invoiceCurrency) {
    if (paidMinor > balanceMinor) throw overpaid(money(balanceMinor, invoiceCurrency), money(balanceMinor, invoiceCurrency));
    return paidMinor;
  }
  if (invoiceCurrency === CURRENCY_TYPE.USD) {
    const dueRiel = roundRiel((balanceMinor * rate) / 100);
    if (paidMinor > dueRiel) throw overpaid(money(dueRiel, CURRENCY_TYPE.KHR), money(dueRiel, CURRENCY_TYPE.KHR));
    if (paidMinor === dueRiel) return balanceMinor;
    return Math.min(convertMinor(paidMinor, CURRENCY_TYPE.KHR, CURRENCY_TYPE.USD, rate), balanceMinor);
  }
  const credit = Math.round((paidMinor * rate) / 100);
  // Within one cent's worth of the balance (dollars cannot come closer), the payment settles it.
  if (Math.abs(credit - balanceMinor) < rate / 100) return balanceMinor;
  if (credit > balanceMinor) {
    throw overpaid(money(Math.ceil((balanceMinor * 100) / rate), CURRENCY_TYPE.USD), money(Math.ceil((balanceMinor * 100) / rate), CURRENCY_TYPE.USD));
  }
  return credit;
}

/** Takes a payment against an invoice at the Version the cashier saw. */
export const createPayment = (deps: TAppDeps, auth: TAuth, b: TPaymentCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const invoice = await invoiceRepo.lockInvoice(tx, { campusId, id: b.ProformaInvoiceId });
    if (!invoice) throw missingReference('វិក្កយបត្រ', 'invoice');
    if (invoice.version !== b.Version) throw stale();
    if (invoice.status === PROFORMA_INVOICE_STATUS.CANCELLED || invoice.status === PROFORMA_INVOICE_STATUS.DRAFT)
      throw conflict('មិនអាចទទួលប្រាក់លើវិក្កយបត្រព្រាង ឬដែលបានលុបចោលទេ', 'A draft or cancelled invoice takes no payment');
    const balance = invoice.totalMinor - invoice.paidMinor;
    if (balance <= 0) throw conflict('វិក្កយបត្រនេះបានបង់គ្រប់ហើយ', 'This invoice is paid in full');
    const method = await setupRepo.paymentMethodRows.get(tx, { campusId, id: b.PaymentMethodId });
    if (!method || method.status !== 0) throw missingReference('វិធីបង់ប្រាក់', 'payment method');
    const setting = await requireSetting(tx, campusId);
    const paidMinor = toMinor(b.PaidAmount, b.CurrencyType);
    const credit = creditOf(paidMinor, b.CurrencyType, invoice.currencyType, balance, setting.exchangeRate);
    if (credit <= 0) throw badRequest('ចំនួនទឹកប្រាក់តិចពេក', 'The amount is too small', [{ Field: 'PaidAmount', Message: 'តិចពេក', MessageEn: 'Too small' }]);
    if (credit < balance && !setting.isAllowPartialPayment)
      throw badRequest('សាលាមិនអនុញ្ញាតឱ្យបង់មួយផ្នែកទេ៖ សូមបង់ចំនួនដែលនៅជំពាក់ទាំងអស់', 'The school takes no partial payments: pay the whole balance', [
        { Field: 'PaidAmount', Message: 'ត្រូវបង់ទាំងអស់', MessageEn: 'The whole balance is due' },
      ]);
    const confirmNow = auth.permissions.has('CONFIRM_FEE_PAYMENT');
    const status = confirmNow ? P.PAID : P.PENDING;
    const number = await invoiceRepo.nextNumber(tx, { campusId, kind: 'receipt' });
    const id = await repo.insertPayment(tx, {
      campusId,
      values: {
        receiptNumber: number,
        proformaInvoiceId: invoice.id,
        studentId: invoice.studentId,
        kind: PAYMENT_KIND.PAYMENT,
        amountMinor: credit,
        invoiceCurrency: invoice.currencyType,
        paidCurrency: b.CurrencyType,
        paidAmountMinor: paidMinor,
        exchangeRate: setting.exchangeRate,
        paymentMethodId: method.id,
        reference: b.Reference ?? null,
        note: b.Note ?? null,
        status,
        receivedByUserId: auth.userId,
        receivedBy: auth.username,
        confirmedBy: confirmNow ? auth.username : null,
        confirmedAt: confirmNow ? new Date() : null,
      },
    });
    const by = { byUserId: auth.userId, byName: auth.username };
    await repo.insertHistory(tx, {
      campusId,
      values: { paymentId: id, action: PAYMENT_ACTION.RECORDED, fromStatus: null, toStatus: P.PENDING, note: b.Note ?? null, ...by },
    });
    if (confirmNow)
      await repo.insertHistory(tx, {
        campusId,
        values: { paymentId: id, action: PAYMENT_ACTION.CONFIRMED, fromStatus: P.PENDING, toStatus: P.PAID, note: null, ...by },
      });
    await settleInvoice(tx, campusId, invoice);
    return getPaymentIn(tx, auth, id);
  });

async function lockPaymentAndInvoice(tx: TQueryable, campusId: string, id: string, version: number) {
  const p = await repo.lockPayment(tx, { campusId, id });
  if (!p) throw notFound();
  if (p.version !== version) throw stale();
  const invoice = (await invoiceRepo.lockInvoice(tx, { campusId, id: p.proformaInvoiceId }))!;
  return { p, invoice };
}

/** The office confirms a pending payment, or rejects it (its amount leaves the invoice). */
export const confirmPayment = (deps: TAppDeps, auth: TAuth, b: TPaymentConfirmation) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { p, invoice } = await lockPaymentAndInvoice(tx, campusId, b.Id, b.Version);
    if (p.status !== P.PENDING) throw conflict('ការបង់ប្រាក់នេះត្រូវបានសម្រេចរួចហើយ', 'This payment is already decided');
    const to = b.IsConfirmed ? P.PAID : P.CANCELLED;
    if (!(await repo.setPaymentStatus(tx, { campusId, id: p.id, version: b.Version, status: to, confirmedBy: auth.username }))) throw stale();
    await repo.insertHistory(tx, {
      campusId,
      values: {
        paymentId: p.id,
        action: b.IsConfirmed ? PAYMENT_ACTION.CONFIRMED : PAYMENT_ACTION.REJECTED,
        fromStatus: P.PENDING,
        toStatus: to,
        note: b.Note ?? null,
        byUserId: auth.userId,
        byName: auth.username,
      },
    });
    if (!b.IsConfirmed) await settleInvoice(tx, campusId, invoice);
    return getPaymentIn(tx, auth, p.id);
  });

/** Refunds (part of) or voids a confirmed payment with a new reversing entry; the payment itself is never changed. */
export const reversePayment = (deps: TAppDeps, auth: TAuth, b: TPaymentStatus) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const { p, invoice } = await lockPaymentAndInvoice(tx, campusId, b.Id, b.Version);
    if (p.kind !== PAYMENT_KIND.PAYMENT || p.status !== P.PAID)
      throw conflict('មានតែការបង់ប្រាក់ដែលបានបញ្ជាក់ទេ ដែលអាចសងវិញ ឬលុបចោលបាន', 'Only a confirmed payment can be refunded or voided');
    const reversed = (await repo.reversedOf(tx, { campusId, ids: [p.id] })).get(p.id) ?? 0;
    const refundable = p.amountMinor - reversed;
    if (refundable <= 0) throw conflict('ការបង់ប្រាក់នេះត្រូវបានសងវិញទាំងអស់រួចហើយ', 'This payment is already refunded in full');
    const isVoid = b.Kind === PAYMENT_KIND.VOID;
    const amount = isVoid || b.Amount === undefined ? refundable : toMinor(b.Amount, p.invoiceCurrency);
    if (amount > refundable)
      throw badRequest('ចំនួនសងវិញលើសពីចំនួនដែលនៅអាចសងបាន', 'The refund is more than what is left to refund', [
        { Field: 'Amount', Message: `អតិបរមា ${money(refundable, p.invoiceCurrency)}`, MessageEn: `At most ${money(refundable, p.invoiceCurrency)}` },
      ]);
    if (isVoid && reversed > 0) throw conflict('ការបង់ប្រាក់ដែលបានសងវិញខ្លះហើយ មិនអាចលុបចោលបានទេ', 'A payment partly refunded cannot be voided: refund the rest');
    const paidBack =
      amount === p.amountMinor
        ? p.paidAmountMinor
        : p.paidCurrency === p.invoiceCurrency
          ? amount
          : convertMinor(amount, p.invoiceCurrency, p.paidCurrency, p.exchangeRate);
    const number = await invoiceRepo.nextNumber(tx, { campusId, kind: 'receipt' });
    const id = await repo.insertPayment(tx, {
      campusId,
      values: {
        receiptNumber: number,
        proformaInvoiceId: p.proformaInvoiceId,
        studentId: p.studentId,
        kind: b.Kind,
        reversesPaymentId: p.id,
        amountMinor: -amount,
        invoiceCurrency: p.invoiceCurrency,
        paidCurrency: p.paidCurrency,
        paidAmountMinor: -paidBack,
        exchangeRate: p.exchangeRate,
        paymentMethodId: p.paymentMethodId,
        reference: receiptNumber(p.receiptNumber),
        note: b.Reason,
        status: P.PAID,
        receivedByUserId: auth.userId,
        receivedBy: auth.username,
        confirmedBy: auth.username,
        confirmedAt: new Date(),
      },
    });
    const action = isVoid ? PAYMENT_ACTION.VOIDED : PAYMENT_ACTION.REFUNDED;
    const by = { byUserId: auth.userId, byName: auth.username };
    await repo.insertHistory(tx, { campusId, values: { paymentId: p.id, action, fromStatus: P.PAID, toStatus: P.PAID, note: b.Reason, ...by } });
    await repo.insertHistory(tx, { campusId, values: { paymentId: id, action, fromStatus: null, toStatus: P.PAID, note: b.Reason, ...by } });
    await settleInvoice(tx, campusId, invoice);
    return getPaymentIn(tx, auth, id);
  });

export const paymentHistory = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await getPaymentIn(tx, auth, id);
    return (await repo.listHistory(tx, { campusId: auth.campusId, paymentId: id })).map((h) => ({
      Id: h.id,
      Action: h.action,
      FromStatus: h.fromStatus,
      ToStatus: h.toStatus,
      Note: h.note,
      By: h.byName,
      At: h.at.toISOString(),
    }));
  });
