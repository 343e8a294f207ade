import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRef, ZVersion, zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { enumValues } from '../enum/enum.setup';
import { CURRENCY_TYPE, PAYMENT_STATUS } from '../enum/enum.values';
import { MAX_MONEY, rielWhole, zMoney } from './fee.schemas';

/**
 * Payments (issue 14): money taken against an invoice, confirmed by the office when a cashier took it; a refund
 * or a void is a new entry reversing (part of) one, never a change to it. See ARCHITECTURE 'Fees and payments'.
 */
/** What an entry is (designed): money in, money given back, a payment cancelled as a mistake. */
export const PAYMENT_KIND = { PAYMENT: 0, REFUND: 1, VOID: 2 } as const;
/** The steps of a payment's workflow history (designed). */
export const PAYMENT_ACTION = { RECORDED: 0, CONFIRMED: 1, REJECTED: 2, REFUNDED: 3, VOIDED: 4 } as const;

export const ZPayment = z.object({
  Id: ZId,
  /** The school's receipt number (RC-000123), gapless; refunds and voids take the next number too. */
  ReceiptNumber: z.string(),
  ProformaInvoiceId: ZId,
  InvoiceCode: z.string(),
  StudentId: ZId,
  StudentCode: z.string(),
  ...PERSON_FULL_NAME,
  AcademicClass: ZRef,
  /** PAYMENT_KIND. */
  Kind: z.number().int(),
  ReversesPaymentId: ZId.nullable(),
  /** In the invoice's currency; negative for a refund or void. */
  Amount: z.number(),
  InvoiceCurrency: z.number().int(),
  /** What changed hands, in its currency, at the rate fixed when it was taken (riel per dollar). */
  PaidAmount: z.number(),
  PaidCurrency: z.number().int(),
  ExchangeRate: z.number().int(),
  PaymentMethod: ZRef,
  Reference: z.string().nullable(),
  Note: z.string().nullable(),
  PaidAt: z.string(),
  /** PAYMENT_STATUS: 1 pending the office's confirmation, 3 confirmed, 5 rejected. */
  Status: z.number().int(),
  ReceivedBy: z.string().nullable(),
  ConfirmedBy: z.string().nullable(),
  ConfirmedAt: z.string().nullable(),
  /** What may still be refunded or voided of a confirmed payment, in the invoice's currency. */
  Refundable: z.number(),
  Version: z.number().int(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** `POST /api/proforma-invoice/payment`: take money against an invoice at the invoice's Version. */
export const ZPaymentCreate = z
  .strictObject({
    ProformaInvoiceId: zf.id(),
    /** The invoice's Version the cashier saw (a second click, or a payment by someone else meanwhile, answers 409). */
    Version: ZVersion,
    CurrencyType: zf.oneOf(enumValues(CURRENCY_TYPE)),
    PaidAmount: zMoney(0.01, MAX_MONEY),
    PaymentMethodId: zf.id(),
    Reference: zf.optText(100),
    Note: zf.optText(300),
  })
  .superRefine(rielWhole(['PaidAmount']));
export type TPaymentCreate = z.infer<typeof ZPaymentCreate>;

/** `POST /api/payment/confirmation`: the office confirms (or rejects, with a note) a payment a cashier took. */
export const ZPaymentConfirmation = z
  .strictObject({ Id: ZId, Version: ZVersion, IsConfirmed: zf.bool(true), Note: zf.optText(300) })
  .refine((b) => b.IsConfirmed || Boolean(b.Note), { message: 'សូមបញ្ចូលមូលហេតុ | Give the reason', path: ['Note'] });
export type TPaymentConfirmation = z.infer<typeof ZPaymentConfirmation>;

/** `POST /api/payment/status`: refund (part of) or void a confirmed payment: a reversing entry with a reason. */
export const ZPaymentStatus = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  Kind: zf.oneOf([PAYMENT_KIND.REFUND, PAYMENT_KIND.VOID]),
  /** A refund's amount in the invoice's currency (the whole refundable amount when absent); a void takes it all. */
  Amount: z.preprocess((v) => (v === '' || v === null ? undefined : v), zMoney(0.01, MAX_MONEY).optional()),
  Reason: zf.text(300),
});
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPaymentFind = z.strictObject({
  ProformaInvoiceId: zf.optId(),
  StudentId: zf.optId(),
  AcademicClassId: zf.optId(),
  Status: zf.optOneOf(enumValues(PAYMENT_STATUS)),
  Kind: zf.optOneOf(Object.values(PAYMENT_KIND)),
  FromDate: zf.optDate(),
  ToDate: zf.optDate(),
  /** Student name or code, receipt or invoice number, reference. */
  Search: zf.optText(100),
  PageIndex: zf.intOr(1, 1),
  PageSize: zf.intOr(20, 1, 500),
});
export type TPaymentFind = z.infer<typeof ZPaymentFind>;

export const ZPaymentHistory = z.object({
  Id: ZId,
  /** PAYMENT_ACTION. */
  Action: z.number().int(),
  FromStatus: z.number().int().nullable(),
  ToStatus: z.number().int(),
  Note: z.string().nullable(),
  By: z.string().nullable(),
  At: z.string(),
});
export const ZPaymentIdQuery = z.object({ id: ZId });
