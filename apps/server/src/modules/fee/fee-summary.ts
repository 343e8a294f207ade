import { PAYMENT_STATUS, PROFORMA_INVOICE_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { toMajor } from './fee-money';
import { schoolToday } from '../../lib/school-date';
import { feeMonthRows, feeSummaryRows } from './fee-invoice.repository';

/** An invoice status as the spec's payment status the dashboard colours (portal §3: 1 and 2 orange, 3 green). */
const paymentStatusOf = (status: number) =>
  status === PROFORMA_INVOICE_STATUS.PAID
    ? PAYMENT_STATUS.PAID
    : status === PROFORMA_INVOICE_STATUS.PARTIALLY_PAID
      ? PAYMENT_STATUS.PARTIALLY_PAID
      : PAYMENT_STATUS.PENDING;

/** The fee summary of `POST /api/campus-statistics/fee-summary`: live invoices issued in the period by currency and payment status. */
export async function feeSummaryIn(tx: TQueryable, p: { campusId: string; from: string | null; to: string | null; today?: string }) {
  const rows = await feeSummaryRows(tx, p);
  const months = await feeMonthRows(tx, { ...p, today: p.today ?? schoolToday() });
  const byKey = new Map<string, { Month: string; CurrencyType: number; Collected: number; Outstanding: number; Overdue: number }>();
  const line = (month: string, currency: number) => {
    const key = `${month}|${currency}`;
    let l = byKey.get(key);
    if (!l) byKey.set(key, (l = { Month: month, CurrencyType: currency, Collected: 0, Outstanding: 0, Overdue: 0 }));
    return l;
  };
  for (const r of months.collected) line(r.month, r.currency).Collected += Number(r.amount);
  for (const r of months.open) {
    const l = line(r.month, r.currency);
    l.Outstanding += Number(r.outstanding);
    l.Overdue += Number(r.overdue);
  }
  return {
    Months: [...byKey.values()]
      .sort((a, b) => a.Month.localeCompare(b.Month) || a.CurrencyType - b.CurrencyType)
      .map((l) => ({
        ...l,
        Collected: toMajor(l.Collected, l.CurrencyType),
        Outstanding: toMajor(l.Outstanding, l.CurrencyType),
        Overdue: toMajor(l.Overdue, l.CurrencyType),
      })),
    InvoiceCount: rows.reduce((s, r) => s + Number(r.n), 0),
    Totals: rows.map((r) => ({
      CurrencyType: r.currency,
      PaymentStatus: paymentStatusOf(r.status),
      Count: Number(r.n),
      Amount: toMajor(Number(r.total), r.currency),
      PaidAmount: toMajor(Number(r.paid), r.currency),
    })),
  };
}
