import { MAX_COLLECTION_DAYS, type TFeeCollection, type TFeeCollectionQuery, type TRef } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { badRequest } from '../../lib/app-error';
import { khmerDigits } from '../../lib/khmer';
import { personFullNameWire } from '../../lib/person-name';
import { toMajor } from './fee-money';
import { receiptNumber } from './fee-payment.service';
import * as repo from './fee-collection.repository';

/**
 * The fee collection report and the aging list (issue 14). Receipts are what changed hands (the paid currency
 * and amount), pending and confirmed; refunds and voids are reversals (negative). A receipt's share of a fee
 * type is its amount split over its invoice's lines by their amounts (largest remainder, so shares add up to the
 * receipt exactly); with a fee type chosen every amount is that share. The aging list is as of the period's
 * last day: each live invoice's total less what was paid by then, by days past its due date.
 */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export function checkPeriod(from: string, to: string) {
  if (from > to) {
    const km = 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ';
    const en = 'The end date cannot be before the start date';
    throw badRequest(km, en, [{ Field: 'toDate', Message: km, MessageEn: en }]);
  }
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_COLLECTION_DAYS) {
    const km = `ចន្លោះកាលបរិច្ឆេទមិនអាចលើសពី ${khmerDigits(MAX_COLLECTION_DAYS)} ថ្ងៃទេ`;
    const en = `The period cannot be longer than ${MAX_COLLECTION_DAYS} days`;
    throw badRequest(km, en, [{ Field: 'toDate', Message: km, MessageEn: en }]);
  }
}

/** `total` (minor units, either sign) split by integer weights, largest remainder first: the parts add up to `total`. */
export function allocate<K>(total: number, weights: Array<[K, number]>): Map<K, number> {
  const out = new Map<K, number>();
  const positive = weights.filter(([, w]) => w > 0);
  if (positive.length === 0) {
    if (weights.length > 0) out.set(weights[0]![0], total);
    return out;
  }
  const sum = positive.reduce((s, [, w]) => s + w, 0);
  const abs = Math.abs(total);
  const parts = positive.map(([k, w]) => ({ k, exact: (abs * w) / sum, floor: Math.floor((abs * w) / sum) }));
  let left = abs - parts.reduce((s, p) => s + p.floor, 0);
  const order = [...parts].sort((a, b) => b.exact - b.floor - (a.exact - a.floor));
  for (const p of order) {
    if (left <= 0) break;
    p.floor += 1;
    left -= 1;
  }
  for (const p of parts) out.set(p.k, Math.sign(total) * p.floor);
  return out;
}

type TSums = { received: number; reversed: number; count: number };
const add = (m: Map<string, TSums>, key: string, minor: number) => {
  const s = m.get(key) ?? { received: 0, reversed: 0, count: 0 };
  if (minor >= 0) s.received += minor;
  else s.reversed += minor;
  s.count += 1;
  m.set(key, s);
};
const sumsWire = (s: TSums, currency: number) => ({
  CurrencyType: currency,
  Received: toMajor(s.received, currency),
  Reversed: toMajor(s.reversed, currency),
  Net: toMajor(s.received + s.reversed, currency),
  Count: s.count,
});
const ref = (r: { id: string; description: string; descriptionEn: string }): TRef => ({ Id: r.id, Description: r.description, DescriptionEn: r.descriptionEn });

/** The aging buckets: not yet due, 1–30, 31–60, 61–90, over 90 days past due. */
export const agingBucket = (daysPastDue: number) => (daysPastDue <= 0 ? 0 : daysPastDue <= 30 ? 1 : daysPastDue <= 60 ? 2 : daysPastDue <= 90 ? 3 : 4);
const bucketsWire = (b: number[], currency: number) => ({
  CurrencyType: currency,
  Current: toMajor(b[0]!, currency),
  Days1To30: toMajor(b[1]!, currency),
  Days31To60: toMajor(b[2]!, currency),
  Days61To90: toMajor(b[3]!, currency),
  Over90: toMajor(b[4]!, currency),
  Total: toMajor(
    b.reduce((s, v) => s + v, 0),
    currency,
  ),
});

export async function feeCollectionIn(tx: TQueryable, campusId: string, q: TFeeCollectionQuery): Promise<TFeeCollection> {
  checkPeriod(q.fromDate, q.toDate);
  const filter: repo.TCollectionFilter = {
    campusId,
    academicClassId: q.academicClassId,
    courseLevelId: q.courseLevelId,
    paymentMethodId: q.paymentMethodId,
    currencyType: q.currencyType,
  };
  const entries = await repo.periodEntries(tx, { ...filter, from: q.fromDate, to: q.toDate });
  const aging = await repo.agingInvoices(tx, { ...filter, paymentMethodId: undefined, asOf: q.toDate });
  const invoiceIds = [...new Set([...entries.map((e) => e.invoiceId), ...aging.map((a) => a.id)])];
  const weights = new Map<string, Array<[string, number]>>();
  for (const w of await repo.feeTypeWeights(tx, { campusId, invoiceIds })) {
    const list = weights.get(w.invoiceId) ?? [];
    list.push([w.feeTypeId, Number(w.weight)]);
    weights.set(w.invoiceId, list);
  }
  for (const list of weights.values()) list.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const types = new Map((await repo.feeTypesOf(tx, { campusId })).map((t) => [t.id, t]));
  const shares = (invoiceId: string, minor: number) => allocate(minor, weights.get(invoiceId) ?? []);

  const receipts: TFeeCollection['Receipts'] = [];
  const byCurrency = new Map<string, TSums>();
  const byMethod = new Map<string, TSums>();
  const byType = new Map<string, TSums>();
  const methods = new Map<string, TRef>();
  for (const e of entries) {
    const split = shares(e.invoiceId, e.paidMinor);
    const minor = q.feeTypeId ? (split.get(q.feeTypeId) ?? 0) : e.paidMinor;
    if (q.feeTypeId && minor === 0) continue;
    receipts.push({
      Id: e.id,
      ReceiptNumber: receiptNumber(e.receiptNumber),
      PaidAt: e.paidAt.toISOString(),
      Kind: e.kind,
      Status: e.status,
      StudentId: e.studentId,
      StudentCode: e.student.code,
      ...personFullNameWire(e.student),
      AcademicClass: ref(e.class),
      InvoiceCode: e.invoiceCode,
      PaymentMethod: ref(e.method),
      CurrencyType: e.currency,
      Amount: toMajor(minor, e.currency),
    });
    add(byCurrency, `${e.currency}`, minor);
    add(byMethod, `${e.method.id}|${e.currency}`, minor);
    methods.set(e.method.id, ref(e.method));
    for (const [typeId, part] of split) if (!q.feeTypeId || typeId === q.feeTypeId) add(byType, `${typeId}|${e.currency}`, part);
  }

  const byStudent = new Map<string, { line: repo.TAgingInvoice; buckets: number[]; invoices: number }>();
  const agingTotals = new Map<number, { buckets: number[]; students: Set<string> }>();
  for (const a of aging) {
    const minor = q.feeTypeId ? (shares(a.id, a.balanceMinor).get(q.feeTypeId) ?? 0) : a.balanceMinor;
    if (minor === 0) continue;
    const bucket = agingBucket(dayNumber(q.toDate) - dayNumber(a.dueDate));
    const key = `${a.studentId}|${a.currency}`;
    const s = byStudent.get(key) ?? { line: a, buckets: [0, 0, 0, 0, 0], invoices: 0 };
    s.buckets[bucket]! += minor;
    s.invoices += 1;
    byStudent.set(key, s);
    const t = agingTotals.get(a.currency) ?? { buckets: [0, 0, 0, 0, 0], students: new Set<string>() };
    t.buckets[bucket]! += minor;
    t.students.add(a.studentId);
    agingTotals.set(a.currency, t);
  }

  const typeOrder = [...types.keys()];
  return {
    FromDate: q.fromDate,
    ToDate: q.toDate,
    Receipts: receipts,
    ByCurrency: [...byCurrency].map(([c, s]) => sumsWire(s, Number(c))).sort((a, b) => a.CurrencyType - b.CurrencyType),
    ByMethod: [...byMethod]
      .map(([k, s]) => {
        const [id, c] = k.split('|');
        return { PaymentMethod: methods.get(id!)!, ...sumsWire(s, Number(c)) };
      })
      .sort((a, b) => a.PaymentMethod.DescriptionEn.localeCompare(b.PaymentMethod.DescriptionEn) || a.CurrencyType - b.CurrencyType),
    ByFeeType: [...byType]
      .map(([k, s]) => {
        const [id, c] = k.split('|');
        const t = types.get(id!);
        return { FeeType: t ? ref(t) : { Id: id!, Description: '', DescriptionEn: '' }, ...sumsWire(s, Number(c)) };
      })
      .sort((a, b) => typeOrder.indexOf(a.FeeType.Id) - typeOrder.indexOf(b.FeeType.Id) || a.CurrencyType - b.CurrencyType),
    Aging: [...byStudent.values()].map(({ line, buckets, invoices }) => ({
      StudentId: line.studentId,
      StudentCode: line.student.code,
      ...personFullNameWire(line.student),
      AcademicClass: ref(line.class),
      InvoiceCount: invoices,
      ...bucketsWire(buckets, line.currency),
    })),
    AgingTotals: [...agingTotals].sort((a, b) => a[0] - b[0]).map(([c, t]) => ({ ...bucketsWire(t.buckets, c), StudentCount: t.students.size })),
  };
}

export const feeCollection = (deps: TAppDeps, auth: TAuth, q: TFeeCollectionQuery) => inTenant(deps, auth, (tx) => feeCollectionIn(tx, auth.campusId, q));
