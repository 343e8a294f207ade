import { FEE_TAX_MODE } from '@school/contract';
import { percentOf } from './fee-money';

/**
 * An invoice's arithmetic (issue 14), pure and in integer minor units: each line's subtotal (price × qty), its
 * percentage discount (rounded half up to the minor unit), then a fixed discount taken from the lines in order
 * (never below zero), the tax of the school's mode (none, added on top, or already inside the price) and the total.
 */
export type TLineInput = { unitPriceMinor: number; qty: number; discountBp: number; discountMinor: number };
export type TPricedLine = TLineInput & { subAmountMinor: number; lineDiscountMinor: number; amountMinor: number };
export type TPricedInvoice = { lines: TPricedLine[]; subtotalMinor: number; discountMinor: number; taxMinor: number; totalMinor: number };

export function priceInvoice(
  inputs: TLineInput[],
  options: { invoiceDiscountMinor?: number; taxMode: number; taxRateBp: number },
): TPricedInvoice & { unusedDiscountMinor: number } {
  let fixedLeft = options.invoiceDiscountMinor ?? 0;
  const lines = inputs.map((l) => {
    const sub = l.unitPriceMinor * l.qty;
    const byPercent = percentOf(sub, l.discountBp);
    const own = Math.min(l.discountMinor, sub - byPercent);
    const shared = Math.min(fixedLeft, sub - byPercent - own);
    fixedLeft -= shared;
    const discount = byPercent + own + shared;
    return { ...l, subAmountMinor: sub, lineDiscountMinor: discount, amountMinor: sub - discount };
  });
  const subtotalMinor = lines.reduce((s, l) => s + l.subAmountMinor, 0);
  const discountMinor = lines.reduce((s, l) => s + l.lineDiscountMinor, 0);
  const net = subtotalMinor - discountMinor;
  let taxMinor = 0;
  let totalMinor = net;
  if (options.taxMode === FEE_TAX_MODE.EXCLUSIVE) {
    taxMinor = percentOf(net, options.taxRateBp);
    totalMinor = net + taxMinor;
  } else if (options.taxMode === FEE_TAX_MODE.INCLUSIVE && options.taxRateBp > 0) {
    taxMinor = net - Math.round((net * 10000) / (10000 + options.taxRateBp));
  }
  const ownExcess = inputs.some((l, i) => l.discountMinor > lines[i]!.subAmountMinor - percentOf(lines[i]!.subAmountMinor, l.discountBp));
  return { lines, subtotalMinor, discountMinor, taxMinor, totalMinor, unusedDiscountMinor: fixedLeft + (ownExcess ? 1 : 0) };
}

/** The invoice status its payments give (a draft stays a draft, a cancelled one cancelled). */
export function paidStatus(
  status: number,
  totalMinor: number,
  paidMinor: number,
  s: { DRAFT: number; ISSUED: number; PARTIALLY_PAID: number; PAID: number; CANCELLED: number },
) {
  if (status === s.DRAFT || status === s.CANCELLED) return status;
  if (paidMinor <= 0) return s.ISSUED;
  return paidMinor < totalMinor ? s.PARTIALLY_PAID : s.PAID;
}
