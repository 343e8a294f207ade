import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { ZRef, zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { enumValues } from '../enum/enum.setup';
import { CURRENCY_TYPE, EXPORT_FILE_TYPE } from '../enum/enum.values';

/**
 * The fee collection report and the aging list (issue 14, designed calls `GET /api/payment/collection` and
 * `…/collection-report`). Money in major units of the row's currency; see ARCHITECTURE 'Fees and payments'.
 */
/** The longest period one report covers. */
export const MAX_COLLECTION_DAYS = 366;

export const ZFeeCollectionQuery = z.object({
  fromDate: ZCalendarDate,
  /** Also the aging list's "as of" date. */
  toDate: ZCalendarDate,
  academicClassId: zf.optId(),
  courseLevelId: zf.optId(),
  feeTypeId: zf.optId(),
  paymentMethodId: zf.optId(),
  currencyType: zf.optOneOf(enumValues(CURRENCY_TYPE)),
});
export type TFeeCollectionQuery = z.infer<typeof ZFeeCollectionQuery>;

export const ZFeeCollectionReportQuery = ZFeeCollectionQuery.extend({
  exportType: zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF),
});
export type TFeeCollectionReportQuery = z.infer<typeof ZFeeCollectionReportQuery>;

/** One receipt of the period: a payment (positive) or a refund or void (negative, a reversal), in what changed hands. */
export const ZFeeCollectionReceipt = z.object({
  Id: ZId,
  ReceiptNumber: z.string(),
  PaidAt: z.string(),
  /** PAYMENT_KIND: 0 payment, 1 refund, 2 void. */
  Kind: z.number().int(),
  /** PAYMENT_STATUS: 1 pending the office's confirmation, 3 confirmed (rejected ones are left out). */
  Status: z.number().int(),
  StudentId: ZId,
  StudentCode: z.string(),
  ...PERSON_FULL_NAME,
  AcademicClass: ZRef,
  InvoiceCode: z.string(),
  PaymentMethod: ZRef,
  CurrencyType: z.number().int(),
  /** The paid amount, or with a fee type chosen its share of it (the invoice's lines of that type, pro rata). */
  Amount: z.number(),
});

const ZSums = { CurrencyType: z.number().int(), Received: z.number(), Reversed: z.number(), Net: z.number(), Count: z.number().int() };
export const ZFeeCollectionTotal = z.object(ZSums);
export const ZFeeCollectionByMethod = z.object({ PaymentMethod: ZRef, ...ZSums });
export const ZFeeCollectionByFeeType = z.object({ FeeType: ZRef, ...ZSums });

const ZBuckets = {
  CurrencyType: z.number().int(),
  /** Not yet due on the as-of date. */
  Current: z.number(),
  Days1To30: z.number(),
  Days31To60: z.number(),
  Days61To90: z.number(),
  Over90: z.number(),
  Total: z.number(),
};
/** One student's outstanding balances of one currency on the as-of date, by days past due. */
export const ZFeeAgingLine = z.object({
  StudentId: ZId,
  StudentCode: z.string(),
  ...PERSON_FULL_NAME,
  AcademicClass: ZRef,
  InvoiceCount: z.number().int(),
  ...ZBuckets,
});
export const ZFeeAgingTotal = z.object({ ...ZBuckets, StudentCount: z.number().int() });

export const ZFeeCollection = z.object({
  FromDate: z.string(),
  ToDate: z.string(),
  Receipts: z.array(ZFeeCollectionReceipt),
  ByCurrency: z.array(ZFeeCollectionTotal),
  ByMethod: z.array(ZFeeCollectionByMethod),
  ByFeeType: z.array(ZFeeCollectionByFeeType),
  Aging: z.array(ZFeeAgingLine),
  AgingTotals: z.array(ZFeeAgingTotal),
});
export type TFeeCollection = z.infer<typeof ZFeeCollection>;
export type TFeeCollectionReceipt = z.infer<typeof ZFeeCollectionReceipt>;
export type TFeeAgingLine = z.infer<typeof ZFeeAgingLine>;
