import { z } from 'zod';
import { ZDateOnly, ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZRef, ZVersion, zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { enumValues } from '../enum/enum.setup';
import { PROFORMA_INVOICE_STATUS } from '../enum/enum.values';
import { MAX_MONEY, zMoney } from './fee.schemas';

/**
 * Proforma invoices (issue 14): one per student and fee term, generated for a class or a grade from the fee
 * items of the student's grade, with per-student discounts. States and rules: ARCHITECTURE 'Fees and payments'.
 * Money in major units of the invoice's currency (riel whole, dollars to the cent).
 */
export const ZProformaInvoiceLine = z.object({
  Id: ZId,
  FeeItemId: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  Qty: z.number().int(),
  Price: z.number(),
  SubAmount: z.number(),
  DiscountPercentage: z.number(),
  DiscountAmount: z.number(),
  Amount: z.number(),
});
export type TProformaInvoiceLine = z.infer<typeof ZProformaInvoiceLine>;

export const ZProformaInvoice = z.object({
  Id: ZId,
  /** The school's invoice number (INV-000123), gapless per school. */
  Code: z.string(),
  StudentId: ZId,
  StudentCode: z.string(),
  ...PERSON_FULL_NAME,
  AcademicYearId: ZId,
  AcademicClass: ZRef,
  CourseLevelId: ZId,
  FeeTerm: ZRef,
  CurrencyType: z.number().int(),
  IssueDate: z.string(),
  DueDate: z.string(),
  SubAmount: z.number(),
  DiscountAmount: z.number(),
  TaxAmount: z.number(),
  /** What the family owes in all. */
  Amount: z.number(),
  /** Pending and confirmed payments, net of refunds and voids. */
  PaidAmount: z.number(),
  Balance: z.number(),
  /** PROFORMA_INVOICE_STATUS. */
  Status: z.number().int(),
  /** Past due with a balance (a date fact, not a status). */
  IsOverdue: z.boolean(),
  DiscountReason: z.string().nullable(),
  Note: z.string().nullable(),
  CancelReason: z.string().nullable(),
  Items: z.array(ZProformaInvoiceLine),
  Version: z.number().int(),
});
export type TProformaInvoice = z.infer<typeof ZProformaInvoice>;

const discountFields = {
  /** Percent off every line (sibling, scholarship, staff child …), up to two decimals. */
  DiscountPercentage: zf.number(0, 100).default(0),
  /** A fixed amount off, in the invoice's currency, taken from the lines in order. */
  DiscountAmount: zMoney(0, MAX_MONEY).default(0),
};

/** A student's discount when a class's invoices are generated. */
export const ZInvoiceDiscount = z.strictObject({ StudentId: ZId, ...discountFields, Reason: zf.optText(200) });

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (typeof v === 'string') {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }
    return v ?? [];
  }, z.array(item).max(500));

/**
 * `POST /api/proforma-invoice`: one invoice per active student of a class (`AcademicClassId`) or of every class
 * of a grade in the term's year (`CourseLevelId`), in one transaction. Students already invoiced for the term
 * are skipped. Draft invoices are not shown to families until issued.
 */
export const ZProformaInvoiceGenerate = z
  .strictObject({
    FeeTermId: zf.id(),
    AcademicClassId: zf.optId(),
    CourseLevelId: zf.optId(),
    IssueDate: zf.optDate(),
    AsDraft: zf.bool(false),
    Discounts: list(ZInvoiceDiscount).default([]),
  })
  .refine((b) => Boolean(b.AcademicClassId) !== Boolean(b.CourseLevelId), {
    message: 'សូមជ្រើសរើសថ្នាក់ ឬកម្រិតថ្នាក់មួយ | Choose either a class or a grade',
    path: ['AcademicClassId'],
  });
export type TProformaInvoiceGenerate = z.infer<typeof ZProformaInvoiceGenerate>;

export const ZProformaInvoiceGenerated = z.object({ Created: z.number().int(), Skipped: z.number().int(), Invoices: z.array(ZProformaInvoice) });
export type TProformaInvoiceGenerated = z.infer<typeof ZProformaInvoiceGenerated>;

/** `PUT /api/proforma-invoice`: its lines, discounts, due date and note, while nothing is paid. */
export const ZProformaInvoiceUpdate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  DueDate: ZDateOnly,
  Note: zf.optText(500),
  DiscountReason: zf.optText(200),
  Items: list(z.strictObject({ FeeItemId: ZId, Qty: zf.int(1, 100), ...discountFields })).refine((items) => items.length > 0, { message: 'required' }),
});
export type TProformaInvoiceUpdate = z.infer<typeof ZProformaInvoiceUpdate>;

/** `POST /api/proforma-invoice/status`: issue a draft (1) or cancel (4, with a reason) an invoice nothing is paid on. */
export const ZProformaInvoiceStatus = z
  .strictObject({
    Id: ZId,
    Version: ZVersion,
    Status: zf.oneOf([PROFORMA_INVOICE_STATUS.ISSUED, PROFORMA_INVOICE_STATUS.CANCELLED]),
    Reason: zf.optText(300),
  })
  .refine((b) => b.Status !== PROFORMA_INVOICE_STATUS.CANCELLED || Boolean(b.Reason), {
    message: 'សូមបញ្ចូលមូលហេតុនៃការលុបចោល | Give the reason for cancelling',
    path: ['Reason'],
  });
export type TProformaInvoiceStatus = z.infer<typeof ZProformaInvoiceStatus>;

const optBool = z.preprocess((v) => (v === '' || v === null ? undefined : v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());
/** `POST /api/proforma-invoice/find` (the office's search) and `GET /api/proforma-invoice` (a family's own: `studentId`). */
export const ZProformaInvoiceFind = z.strictObject({
  AcademicYearId: zf.optId(),
  AcademicClassId: zf.optId(),
  FeeTermId: zf.optId(),
  StudentId: zf.optId(),
  /** Student name or code, or invoice number. */
  Search: zf.optText(100),
  Status: zf.optOneOf(enumValues(PROFORMA_INVOICE_STATUS)),
  DueFrom: zf.optDate(),
  DueTo: zf.optDate(),
  IsOverdue: optBool,
  PageIndex: zf.intOr(1, 1),
  PageSize: zf.intOr(20, 1, 500),
});
export type TProformaInvoiceFind = z.infer<typeof ZProformaInvoiceFind>;
export const ZProformaInvoiceListQuery = ZPageQuery.extend({ studentId: zf.optId(), academicYearId: zf.optId() });

/** `GET /api/proforma-invoice/academic-class/{yearId}[/{courseLevelId}]`: each class with what is invoiced for a term. */
export const ZInvoiceClassSummary = z.object({
  AcademicClass: ZRef,
  CourseLevel: ZRef,
  Students: z.number().int(),
  Invoiced: z.number().int(),
  /** Totals per currency of the class's live invoices. */
  Totals: z.array(z.object({ CurrencyType: z.number().int(), Amount: z.number(), PaidAmount: z.number() })),
});
export const ZInvoiceClassQuery = z.object({ feeTermId: zf.optId() });
export const ZInvoiceClassParams = z.object({ id: ZId });
export const ZInvoiceClassGradeParams = z.object({ id: ZId, courseLevelId: ZId });
