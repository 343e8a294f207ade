import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicYear } from './academic-year.table';
import { courseLevel } from './course-level.table';
import { academicClass } from './academic-class.table';
import { student } from './student.table';

/**
 * Fees and payments (issue 14). Money is integer minor units of the row's currency (`*_minor`: riel are
 * whole, dollars in cents), never a float. See ARCHITECTURE 'Fees and payments (issue 14)'.
 */

/** A kind of fee (tuition, registration, uniform …). */
export const feeType = pgTable(
  'fee_type',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('fee_type', t), uniqueIndex('fee_type_code_key').on(t.campusId, sql`lower(${t.code})`)],
);

/** A period of a year fees are charged for, and its due date. */
export const feeTerm = pgTable(
  'fee_term',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    totalMonths: smallint('total_months').notNull(),
    dueDate: date('due_date'),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('fee_term', t),
    tenantRef('fee_term_year_fk', t.campusId, t.academicYearId, academicYear),
    uniqueIndex('fee_term_code_key').on(t.campusId, t.academicYearId, sql`lower(${t.code})`),
  ],
);

/** The price one grade pays for one fee type in one term. */
export const feeItem = pgTable(
  'fee_item',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currencyType: smallint('currency_type').notNull(),
    feeTypeId: uuid('fee_type_id').notNull(),
    courseLevelId: uuid('course_level_id').notNull(),
    feeTermId: uuid('fee_term_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('fee_item', t),
    tenantRef('fee_item_type_fk', t.campusId, t.feeTypeId, feeType),
    tenantRef('fee_item_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
    tenantRef('fee_item_term_fk', t.campusId, t.feeTermId, feeTerm),
    uniqueIndex('fee_item_code_key').on(t.campusId, t.feeTermId, t.courseLevelId, sql`lower(${t.code})`),
    index('fee_item_term_idx').on(t.campusId, t.feeTermId, t.courseLevelId),
    check('fee_item_price_check', sql`${t.priceMinor} >= 0`),
  ],
);

/** How a family pays: cash, bank transfer, a wallet, KHQR. */
export const paymentMethod = pgTable(
  'payment_method',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    abbreviation: text('abbreviation').notNull(),
    isKhqr: boolean('is_khqr').notNull().default(false),
    status: smallint('status').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('payment_method', t), uniqueIndex('payment_method_code_key').on(t.campusId, sql`lower(${t.code})`)],
);

/** The school's payment rules; one row per campus is current. Tax rate in basis points (10 % = 1000). */
export const paymentSetting = pgTable(
  'payment_setting',
  {
    ...tenantColumns(),
    currencyType: smallint('currency_type').notNull(),
    exchangeRate: integer('exchange_rate').notNull(),
    taxMode: smallint('tax_mode').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    paymentTerm: integer('payment_term').notNull().default(30),
    isAllowPartialPayment: boolean('is_allow_partial_payment').notNull().default(true),
    taxIdentificationNumber: text('tax_identification_number'),
    bakongAccountId: text('bakong_account_id'),
    isCurrent: boolean('is_current').notNull().default(false),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('payment_setting', t),
    uniqueIndex('payment_setting_current_key')
      .on(t.campusId)
      .where(sql`${t.isCurrent}`),
    check('payment_setting_rate_check', sql`${t.exchangeRate} > 0 and ${t.taxRateBp} between 0 and 10000`),
  ],
);

/** A line printed under receipts or invoices. */
export const paymentPrintoutFooter = pgTable(
  'payment_printout_footer',
  {
    ...tenantColumns(),
    printoutType: smallint('printout_type').notNull(),
    footerType: smallint('footer_type').notNull(),
    text: text('text').notNull(),
    textEn: text('text_en').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantExtras('payment_printout_footer', t), index('payment_printout_footer_type_idx').on(t.campusId, t.printoutType)],
);

/** The school's gapless numbers (`receipt`, `invoice`): taken with UPDATE … RETURNING inside the writing transaction. */
export const feeCounter = pgTable(
  'fee_counter',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [...tenantExtras('fee_counter', t), uniqueIndex('fee_counter_kind_key').on(t.campusId, t.kind)],
);

/**
 * One student's invoice of one fee term (a proforma invoice until paid). Amounts in the invoice's currency;
 * `paid_minor` is the sum of its pending and confirmed payments net of refunds and voids, kept by the service
 * in the same transaction as the payment. One live (not cancelled) invoice per student and term.
 */
export const proformaInvoice = pgTable(
  'proforma_invoice',
  {
    ...tenantColumns(),
    invoiceNumber: text('invoice_number').notNull(),
    studentId: uuid('student_id').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    courseLevelId: uuid('course_level_id').notNull(),
    feeTermId: uuid('fee_term_id').notNull(),
    currencyType: smallint('currency_type').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull(),
    discountReason: text('discount_reason'),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('proforma_invoice', t),
    tenantRef('proforma_invoice_student_fk', t.campusId, t.studentId, student),
    tenantRef('proforma_invoice_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('proforma_invoice_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('proforma_invoice_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
    tenantRef('proforma_invoice_term_fk', t.campusId, t.feeTermId, feeTerm),
    uniqueIndex('proforma_invoice_number_key').on(t.campusId, t.invoiceNumber),
    uniqueIndex('proforma_invoice_student_term_key')
      .on(t.campusId, t.studentId, t.feeTermId)
      .where(sql`${t.status} <> 4`),
    index('proforma_invoice_class_idx').on(t.campusId, t.academicClassId, t.feeTermId),
    index('proforma_invoice_due_idx').on(t.campusId, t.status, t.dueDate),
    check('proforma_invoice_amount_check', sql`${t.totalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.paidMinor} >= 0`),
  ],
);

/** A line of an invoice, copied from a fee item (its names and price at issue), with its discount. */
export const proformaInvoiceItem = pgTable(
  'proforma_invoice_item',
  {
    ...tenantColumns(),
    proformaInvoiceId: uuid('proforma_invoice_id').notNull(),
    feeItemId: uuid('fee_item_id').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    qty: integer('qty').notNull().default(1),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    subAmountMinor: bigint('sub_amount_minor', { mode: 'number' }).notNull(),
    /** Basis points: 10 % = 1000. */
    discountPercentageBp: integer('discount_percentage_bp').notNull().default(0),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [
    ...tenantExtras('proforma_invoice_item', t),
    tenantRef('proforma_invoice_item_invoice_fk', t.campusId, t.proformaInvoiceId, proformaInvoice).onDelete('cascade'),
    tenantRef('proforma_invoice_item_fee_item_fk', t.campusId, t.feeItemId, feeItem),
    index('proforma_invoice_item_invoice_idx').on(t.campusId, t.proformaInvoiceId),
    check('proforma_invoice_item_amount_check', sql`${t.qty} > 0 and ${t.amountMinor} >= 0 and ${t.discountMinor} >= 0`),
  ],
);

/**
 * Money received (kind 0), refunded (1) or voided (2) against an invoice. Append-only: a refund or void is a
 * new row with a negative `amount_minor` naming the payment it reverses; a trigger of the migration refuses
 * any change but the confirmation's status columns, and every delete but a campus's. `amount_minor` is in
 * the invoice's currency; `paid_amount_minor` is what changed hands in `paid_currency` at `exchange_rate`
 * (riel per dollar, fixed at payment time). `receipt_number` is the school's gapless sequence.
 */
export const payment = pgTable(
  'payment',
  {
    ...tenantColumns(),
    receiptNumber: integer('receipt_number').notNull(),
    proformaInvoiceId: uuid('proforma_invoice_id').notNull(),
    studentId: uuid('student_id').notNull(),
    kind: smallint('kind').notNull().default(0),
    reversesPaymentId: uuid('reverses_payment_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    invoiceCurrency: smallint('invoice_currency').notNull(),
    paidCurrency: smallint('paid_currency').notNull(),
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }).notNull(),
    exchangeRate: integer('exchange_rate').notNull(),
    paymentMethodId: uuid('payment_method_id').notNull(),
    reference: text('reference'),
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    status: smallint('status').notNull(),
    receivedByUserId: uuid('received_by_user_id'),
    receivedBy: text('received_by'),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('payment', t),
    tenantRef('payment_invoice_fk', t.campusId, t.proformaInvoiceId, proformaInvoice),
    tenantRef('payment_student_fk', t.campusId, t.studentId, student),
    tenantRef('payment_method_fk', t.campusId, t.paymentMethodId, paymentMethod),
    uniqueIndex('payment_receipt_key').on(t.campusId, t.receiptNumber),
    index('payment_invoice_idx').on(t.campusId, t.proformaInvoiceId),
    index('payment_status_idx').on(t.campusId, t.status, t.paidAt),
    check(
      'payment_sign_check',
      sql`(${t.kind} = 0 and ${t.amountMinor} > 0) or (${t.kind} <> 0 and ${t.amountMinor} < 0 and ${t.reversesPaymentId} is not null)`,
    ),
  ],
);

/** Every step of a payment (recorded, confirmed, rejected, refunded, voided): who, when, from which status to which, and why. Append-only. */
export const paymentWorkflowHistory = pgTable(
  'payment_workflow_history',
  {
    ...tenantColumns(),
    paymentId: uuid('payment_id').notNull(),
    action: smallint('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    note: text('note'),
    byUserId: uuid('by_user_id'),
    byName: text('by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('payment_workflow_history', t),
    tenantRef('payment_workflow_history_payment_fk', t.campusId, t.paymentId, payment),
    index('payment_workflow_history_payment_idx').on(t.campusId, t.paymentId, t.at),
  ],
);

/**
 * The reminders sent about an invoice (0 due within three days, 1 overdue): one row per invoice and kind, taken
 * with INSERT … ON CONFLICT DO NOTHING before the notices are made, so each goes out once whoever runs the job.
 */
export const feeReminder = pgTable(
  'fee_reminder',
  {
    ...tenantColumns(),
    proformaInvoiceId: uuid('proforma_invoice_id').notNull(),
    kind: smallint('kind').notNull(),
    /** The due date the reminder was about. */
    dueDate: date('due_date').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('fee_reminder', t),
    tenantRef('fee_reminder_invoice_fk', t.campusId, t.proformaInvoiceId, proformaInvoice).onDelete('cascade'),
    uniqueIndex('fee_reminder_invoice_kind_key').on(t.campusId, t.proformaInvoiceId, t.kind),
  ],
);

/**
 * A kind of discount a school grants (sibling, scholarship, staff child …) and its percentage off every line of
 * an invoice, in basis points (10 % = 1000). Students hold categories through `student_fee_discount`.
 */
export const feeDiscountCategory = pgTable(
  'fee_discount_category',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    discountPercentageBp: integer('discount_percentage_bp').notNull(),
    status: smallint('status').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('fee_discount_category', t),
    uniqueIndex('fee_discount_category_code_key').on(t.campusId, sql`lower(${t.code})`),
    check('fee_discount_category_percentage_check', sql`${t.discountPercentageBp} between 0 and 10000`),
  ],
);

/**
 * A student's discount category for one academic year (a scholarship is granted per year; a sibling or staff
 * child is recorded again each year). Generation applies the largest percentage of her categories of the
 * term's year unless the request names a discount for her.
 */
export const studentFeeDiscount = pgTable(
  'student_fee_discount',
  {
    ...tenantColumns(),
    studentId: uuid('student_id').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    feeDiscountCategoryId: uuid('fee_discount_category_id').notNull(),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('student_fee_discount', t),
    tenantRef('student_fee_discount_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('student_fee_discount_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('student_fee_discount_category_fk', t.campusId, t.feeDiscountCategoryId, feeDiscountCategory),
    uniqueIndex('student_fee_discount_key').on(t.campusId, t.academicYearId, t.studentId, t.feeDiscountCategoryId),
  ],
);
