import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRef, ZVersion, codedFields, codedRecord, zf } from '../common/fields.schemas';
import { enumValues } from '../enum/enum.setup';
import { ACTIVE_STATUS, CURRENCY_TYPE, FEE_TYPE, PAYMENT_PRINTOUT_FOOTER_TYPE, PAYMENT_PRINTOUT_TYPE } from '../enum/enum.values';

/**
 * Fee setup (`/settings/payment`, issue 14; data-calls §3 'Other', §7 'Fees and payments'): fee types, fee
 * terms of a year with their due dates, fee items (a price per grade and term), payment methods, the
 * school's payment settings (one is `current`) and the footer lines printed under receipts and invoices.
 *
 * Money on the wire is a number in the currency's major unit (riel, dollars); riel has no fraction and a
 * dollar at most cents. The server stores integer minor units (riel, cents), never a float.
 */

/** How tax applies (designed, the spec names TaxMode without values): none, added on top, already inside the price. */
export const FEE_TAX_MODE = { NONE: 0, EXCLUSIVE: 1, INCLUSIVE: 2 } as const;
/** A dollar has 100 cents; riel are whole (Cambodia has no coins below 100 ៛ in use, but amounts stay exact). */
export const CURRENCY_MINOR_UNITS: Record<number, number> = { [CURRENCY_TYPE.KHR]: 1, [CURRENCY_TYPE.USD]: 100 };
/** The largest amount one line or payment may carry, in major units (ten billion riel). */
export const MAX_MONEY = 10_000_000_000;

const MONEY_FRACTION = 'ចំនួនទឹកប្រាក់មានខ្ទង់ទសភាគច្រើនពេក | The amount has too many decimals';
const RIEL_WHOLE = 'ប្រាក់រៀលមិនមានខ្ទង់ទសភាគទេ | Riel amounts have no decimals';

/** A money amount in major units with at most two decimals (cents); `currencyField` checks riel are whole. */
export const zMoney = (min = 0, max = MAX_MONEY) =>
  zf.number(min, max).refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: MONEY_FRACTION });

/** Refuses a fractional riel amount in a body that names its currency. */
export function rielWhole<T extends { CurrencyType: number }>(fields: (keyof T & string)[]) {
  return (b: T, ctx: z.RefinementCtx) => {
    if (b.CurrencyType !== CURRENCY_TYPE.KHR) return;
    for (const f of fields) {
      const v = b[f];
      if (typeof v === 'number' && !Number.isInteger(v)) ctx.addIssue({ code: 'custom', path: [f], message: RIEL_WHOLE });
    }
  };
}

const described = {
  ...codedFields,
};

// ---- Fee type ---------------------------------------------------------------------------------------

export const ZFeeType = z.object({
  ...codedRecord,
  /** FEE_TYPE: tuition, registration, uniform, book, transport, meal, other. */
  Type: z.number().int(),
  Status: z.number().int(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TFeeType = z.infer<typeof ZFeeType>;
const feeTypeFields = {
  ...described,
  Type: zf.oneOf(enumValues(FEE_TYPE)),
  Status: zf.oneOfOr(enumValues(ACTIVE_STATUS), ACTIVE_STATUS.ACTIVE),
  SortIndex: zf.intOr(0),
};
export const ZFeeTypeCreate = z.strictObject(feeTypeFields);
export type TFeeTypeCreate = z.infer<typeof ZFeeTypeCreate>;
export const ZFeeTypeUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...feeTypeFields });
export type TFeeTypeUpdate = z.infer<typeof ZFeeTypeUpdate>;

// ---- Fee term ---------------------------------------------------------------------------------------

/** A period fees are charged for within an academic year (a month, a semester, the year) and when it is due. */
export const ZFeeTerm = z.object({
  ...codedRecord,
  AcademicYearId: ZId,
  TotalMonths: z.number().int(),
  /** The day an invoice of this term falls due (YYYY-MM-DD); null: the payment setting's PaymentTerm days after issue. */
  DueDate: z.string().nullable(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TFeeTerm = z.infer<typeof ZFeeTerm>;
const feeTermFields = {
  ...described,
  AcademicYearId: zf.id(),
  TotalMonths: zf.int(1, 12),
  DueDate: zf.optDate(),
  SortIndex: zf.intOr(0),
};
export const ZFeeTermCreate = z.strictObject(feeTermFields);
export type TFeeTermCreate = z.infer<typeof ZFeeTermCreate>;
export const ZFeeTermUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...feeTermFields });
export type TFeeTermUpdate = z.infer<typeof ZFeeTermUpdate>;
export const ZFeeTermQuery = z.object({ academicYearId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()) });

// ---- Fee item ---------------------------------------------------------------------------------------

/** What one grade pays for one fee type in one term. */
export const ZFeeItem = z.object({
  ...codedRecord,
  Price: z.number(),
  CurrencyType: z.number().int(),
  FeetypeId: ZId,
  CourseLevelId: ZId,
  FeeTermId: ZId,
  IsActive: z.boolean(),
  FeeType: ZRef,
  CourseLevel: ZRef,
  FeeTerm: ZRef,
  Version: z.number().int(),
});
export type TFeeItem = z.infer<typeof ZFeeItem>;
const feeItemFields = {
  ...described,
  Price: zMoney(),
  CurrencyType: zf.oneOf(enumValues(CURRENCY_TYPE)),
  FeetypeId: zf.id(),
  CourseLevelId: zf.id(),
  FeeTermId: zf.id(),
  IsActive: zf.bool(true),
};
export const ZFeeItemCreate = z.strictObject(feeItemFields).superRefine(rielWhole(['Price']));
export type TFeeItemCreate = z.infer<typeof ZFeeItemCreate>;
export const ZFeeItemUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...feeItemFields }).superRefine(rielWhole(['Price']));
export type TFeeItemUpdate = z.infer<typeof ZFeeItemUpdate>;
const optId = zf.optId();
export const ZFeeItemQuery = z.object({ academicYearId: optId, courseLevelId: optId, feeTermId: optId });
/** `POST /api/repo/fee-item/find`: the items of a grade, term, type or year. */
export const ZFeeItemFind = z.strictObject({
  AcademicYearId: optId,
  CourseLevelId: optId,
  FeeTermId: optId,
  FeetypeId: optId,
  IsActive: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.boolean().optional()),
});
export type TFeeItemFind = z.infer<typeof ZFeeItemFind>;

// ---- Payment method ---------------------------------------------------------------------------------

export const ZPaymentMethod = z.object({
  ...codedRecord,
  Abbreviation: z.string(),
  /** The method shows the school's Bakong KHQR code (payments still need the office's confirmation). */
  IsKhqr: z.boolean(),
  Status: z.number().int(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
const methodFields = {
  ...described,
  Abbreviation: zf.text(20),
  IsKhqr: zf.bool(false),
  Status: zf.oneOfOr(enumValues(ACTIVE_STATUS), ACTIVE_STATUS.ACTIVE),
  SortIndex: zf.intOr(0),
};
export const ZPaymentMethodCreate = z.strictObject(methodFields);
export type TPaymentMethodCreate = z.infer<typeof ZPaymentMethodCreate>;
export const ZPaymentMethodUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...methodFields });
export type TPaymentMethodUpdate = z.infer<typeof ZPaymentMethodUpdate>;

// ---- Discount categories and students' discounts ---------------------------------------------------

/**
 * A kind of discount the school grants (sibling, scholarship, staff child …): a percentage off every line of an
 * invoice. A student holds categories per academic year (`ZStudentFeeDiscount`); generating invoices applies
 * the largest percentage of hers unless the request names a discount for her (ARCHITECTURE 'Fees and payments').
 */
export const ZFeeDiscountCategory = z.object({
  ...codedRecord,
  /** Percent off, up to two decimals. */
  DiscountPercentage: z.number(),
  Status: z.number().int(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TFeeDiscountCategory = z.infer<typeof ZFeeDiscountCategory>;
const discountCategoryFields = {
  ...described,
  DiscountPercentage: zf.number(0, 100).refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: MONEY_FRACTION }),
  Status: zf.oneOfOr(enumValues(ACTIVE_STATUS), ACTIVE_STATUS.ACTIVE),
  SortIndex: zf.intOr(0),
};
export const ZFeeDiscountCategoryCreate = z.strictObject(discountCategoryFields);
export type TFeeDiscountCategoryCreate = z.infer<typeof ZFeeDiscountCategoryCreate>;
export const ZFeeDiscountCategoryUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...discountCategoryFields });
export type TFeeDiscountCategoryUpdate = z.infer<typeof ZFeeDiscountCategoryUpdate>;

/** A student's discount category in a year. */
export const ZStudentFeeDiscount = z.object({
  Id: ZId,
  StudentId: ZId,
  StudentCode: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  AcademicYearId: ZId,
  Category: ZRef,
  DiscountPercentage: z.number(),
  Note: z.string().nullable(),
});
export type TStudentFeeDiscount = z.infer<typeof ZStudentFeeDiscount>;
export const ZStudentFeeDiscountQuery = z.object({ academicYearId: zf.id(), academicClassId: zf.optId(), studentId: zf.optId() });
export const ZStudentFeeDiscountCreate = z.strictObject({
  StudentId: ZId,
  AcademicYearId: ZId,
  FeeDiscountCategoryId: ZId,
  Note: zf.optText(200),
});
export type TStudentFeeDiscountCreate = z.infer<typeof ZStudentFeeDiscountCreate>;

// ---- Payment setting --------------------------------------------------------------------------------

/**
 * The school's payment rules. Several may be kept (a new rate from a date), one is `IsCurrent`: the one new
 * invoices and payments use. A receipt copies the rate it used, so changing the setting never changes it.
 */
export const ZPaymentSetting = z.object({
  Id: ZId,
  /** CURRENCY_TYPE: the school's main currency (new fee items default to it; totals are shown in it). */
  CurrencyType: z.number().int(),
  /** Riel per US dollar. */
  ExchangeRate: z.number().int(),
  /** FEE_TAX_MODE. */
  TaxMode: z.number().int(),
  /** Percent, up to two decimals. */
  TaxRate: z.number(),
  /** Days from issue to due when the fee term names no due date. */
  PaymentTerm: z.number().int(),
  IsAllowPartialPayment: z.boolean(),
  TaxIdentificationNumber: z.string().nullable(),
  /** The school's Bakong account id for KHQR (name@bank). */
  BakongAccountId: z.string().nullable(),
  IsCurrent: z.boolean(),
  Version: z.number().int(),
});
export type TPaymentSetting = z.infer<typeof ZPaymentSetting>;
const settingFields = {
  CurrencyType: zf.oneOf(enumValues(CURRENCY_TYPE)),
  ExchangeRate: zf.int(1000, 10000),
  TaxMode: zf.oneOfOr(Object.values(FEE_TAX_MODE), FEE_TAX_MODE.NONE),
  TaxRate: zf
    .number(0, 100)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: MONEY_FRACTION })
    .default(0),
  PaymentTerm: zf.intOr(30, 0, 365),
  IsAllowPartialPayment: zf.bool(true),
  TaxIdentificationNumber: zf.optText(30),
  BakongAccountId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(32)
      .regex(/^[a-z0-9_.]+@[a-z0-9_.]+$/i, { message: 'គណនីបាគងត្រូវមានទម្រង់ name@bank | A Bakong account id looks like name@bank' })
      .optional(),
  ),
  IsCurrent: zf.bool(true),
};
export const ZPaymentSettingCreate = z.strictObject(settingFields);
export type TPaymentSettingCreate = z.infer<typeof ZPaymentSettingCreate>;
export const ZPaymentSettingUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...settingFields });
export type TPaymentSettingUpdate = z.infer<typeof ZPaymentSettingUpdate>;

// ---- Printout footers -------------------------------------------------------------------------------

/** A line printed under receipts or invoices (a bank account, terms, thanks). */
export const ZPrintoutFooter = z.object({
  Id: ZId,
  /** PAYMENT_PRINTOUT_TYPE: receipt, invoice, proforma invoice. */
  PrintoutType: z.number().int(),
  /** PAYMENT_PRINTOUT_FOOTER_TYPE. */
  FooterType: z.number().int(),
  Text: z.string(),
  TextEn: z.string(),
  SortIndex: z.number().int(),
});
export type TPrintoutFooter = z.infer<typeof ZPrintoutFooter>;
export const ZPrintoutFooterCreate = z.strictObject({
  PrintoutType: zf.oneOf(enumValues(PAYMENT_PRINTOUT_TYPE)),
  FooterType: zf.oneOf(enumValues(PAYMENT_PRINTOUT_FOOTER_TYPE)),
  Text: zf.text(300),
  TextEn: zf.text(300),
  SortIndex: zf.intOr(0),
});
export type TPrintoutFooterCreate = z.infer<typeof ZPrintoutFooterCreate>;
export const ZPrintoutFooterQuery = z.object({ printoutType: zf.optOneOf(enumValues(PAYMENT_PRINTOUT_TYPE)) });
