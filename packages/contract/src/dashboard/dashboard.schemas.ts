import { z } from 'zod';
import { ZDateOnly, ZId } from '../common/envelope.schemas';
import { zForm } from '../common/form.schemas';
import { ZHoliday } from '../holiday/holiday.schemas';

export const DASHBOARD_UPCOMING_HOLIDAYS = 3;
export const DASHBOARD_RECENT_FEEDBACK_DAYS = 30;

export const ZDashboardQuery = z.object({
  academicYearId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()),
});

export const ZDashboardAcademicYear = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsCurrent: z.boolean(),
});

export const ZDashboardAccountCount = z.object({
  MobileActorType: z.number().int(),
  Name: z.string(),
  NameEn: z.string(),
  Count: z.number().int(),
});

/**
 * `GET /api/dashboard`: a summary for the landing page, by role. Each part is null for a user who may not
 * see it. Later areas add their parts here (attendance, fees, homework) as new nullable fields.
 */
export const ZDashboard = z.object({
  /** The asked academic year, or the current one; null when the campus has none yet. */
  AcademicYear: ZDashboardAcademicYear.nullable(),
  /** The next holidays from today (3). */
  UpcomingHolidays: z.array(ZHoliday),
  /** The signed-in user's unread notifications. */
  UnreadNotifications: z.number().int(),
  /** Active accounts by mobile actor type (VIEW_DASHBOARD_STATISTICS). */
  Accounts: z.array(ZDashboardAccountCount).nullable(),
  /** Feedback received: all and in the last 30 days (VIEW_FEEDBACK). */
  Feedback: z.object({ Total: z.number().int(), Recent: z.number().int(), RecentDays: z.number().int() }).nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

const blankDate = z.preprocess((v) => (v === '' ? undefined : v), ZDateOnly.optional());

/** `POST /api/campus-statistics/fee-summary` (form): the period to sum. */
export const ZCampusFeeSummaryRequest = z.strictObject({
  AcademicYearId: zForm.text(40).pipe(ZId.optional()),
  FromDate: blankDate,
  ToDate: blankDate,
});
export type TCampusFeeSummaryRequest = z.infer<typeof ZCampusFeeSummaryRequest>;

export const ZCampusFeeSummaryLine = z.object({
  CurrencyType: z.number().int(),
  PaymentStatus: z.number().int(),
  Count: z.number().int(),
  Amount: z.number(),
  PaidAmount: z.number(),
});

/**
 * One month of one currency (issue 14, the dashboard's chart): collected = pending and confirmed payments
 * received that month net of refunds and voids; outstanding and overdue = open balances of the period's live
 * invoices falling due that month, not yet due and past due today. Major units of the invoice's currency.
 */
export const ZCampusFeeMonth = z.object({
  /** YYYY-MM (Phnom Penh dates). */
  Month: z.string(),
  CurrencyType: z.number().int(),
  Collected: z.number(),
  Outstanding: z.number(),
  Overdue: z.number(),
});

/** Totals of invoices and payments of the period, by currency and payment status, and its months. */
export const ZCampusFeeSummary = z.object({
  FromDate: z.string().nullable(),
  ToDate: z.string().nullable(),
  InvoiceCount: z.number().int(),
  Totals: z.array(ZCampusFeeSummaryLine),
  Months: z.array(ZCampusFeeMonth),
});
export type TCampusFeeSummary = z.infer<typeof ZCampusFeeSummary>;
