import { PAYMENT_STATUS, PROFORMA_INVOICE_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { toMajor } from './fee-money';
import { feeSummaryRows } from './fee-invoice.repository';

/** An invoice status as the spec's payment status the dashboard colours (portal §3: 1 and 2 orange, 3 green). */
const paymentStatusOf = (status: number) =>
  status === PROFORMA_INVOICE_STATUS.PAID
    ? PAYMENT_STATUS.PAID
    : status === PROFORMA_INVOICE_STATUS.PARTIALLY_PAID
      ? PAYMENT_STATUS.PARTIALLY_PAID
      : PAYMENT_STATUS.PENDING;

/** The fee summary of `POST /api/campus-statistics/fee-summary`: live invoices issued in the period by currency and payment status. */
export async function feeSummaryIn(tx: TQueryable, p: { campusId: string; from: string | null; to: string | null }) {
  const rows = await feeSummaryRows(tx, p);
  return {
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
