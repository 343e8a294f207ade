import {
  PROFORMA_INVOICE_STATUS,
  type TProformaInvoice,
  type TProformaInvoiceFind,
  type TProformaInvoiceGenerate,
  type TProformaInvoiceGenerated,
  type TProformaInvoiceStatus,
  type TProformaInvoiceUpdate,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { inTenant } from '../../db/tenant';
import { badRequest, conflict, missingReference, notFound, stale } from '../../lib/app-error';
import { personFullNameWire } from '../../lib/person-name';
import { schoolToday } from '../../lib/school-date';
import { studentScope } from '../access/access.service';
import { toBasisPoints, toMajor, toMinor } from './fee-money';
import { priceInvoice, type TLineInput } from './fee-invoice.pricing';
import * as setupRepo from './fee.repository';
import * as repo from './fee-invoice.repository';
import { categoryDiscounts } from './fee-discount.service';

/**
 * Proforma invoices (issue 14). The rule of their states is ARCHITECTURE 'Fees and payments (issue 14)':
 * DRAFT → ISSUED → PARTIALLY_PAID → PAID by payments (and back by refunds and voids); DRAFT or ISSUED with
 * nothing paid → CANCELLED with a reason. Edits only while nothing is paid.
 */
const S = PROFORMA_INVOICE_STATUS;
/** Keys that reach every student's invoices; families reach their own (student, guardian's children). */
export const FEE_OFFICE_KEYS = ['VIEW_NAV_FEE_COLLECTION', 'MANAGE_FEE_COLLECTION', 'CONFIRM_FEE_PAYMENT'] as const;

export type TFeeScope = { kind: 'campus' } | { kind: 'students'; studentIds: string[] };

/** Who the caller reads fees of: the office every student, a student herself, a guardian his children; a teacher nobody. */
export async function feeScope(tx: TQueryable, auth: TAuth): Promise<TFeeScope> {
  const scope = await studentScope(tx, auth, FEE_OFFICE_KEYS);
  if (scope.kind === 'campus') return scope;
  return { kind: 'students', studentIds: scope.kind === 'students' ? scope.studentIds : [] };
}

const noSetting = () =>
  conflict(
    'សូមរក្សាទុកការកំណត់ការបង់ប្រាក់ (រូបិយប័ណ្ណ និងអត្រាប្តូរប្រាក់) ជាមុនសិន',
    'Save the payment settings (currency and exchange rate) first: Settings › Payment settings',
  );

export async function requireSetting(tx: TQueryable, campusId: string) {
  const setting = await setupRepo.currentPaymentSetting(tx, { campusId });
  if (!setting) throw noSetting();
  return setting;
}

export function toInvoice(row: repo.TInvoiceListRow, items: repo.TInvoiceItemRow[], today: string): TProformaInvoice {
  const i = row.invoice;
  const c = i.currencyType;
  const balance = i.totalMinor - i.paidMinor;
  return {
    Id: i.id,
    Code: i.invoiceNumber,
    StudentId: i.studentId,
    StudentCode: row.student.code,
    ...personFullNameWire(row.student),
    AcademicYearId: i.academicYearId,
    AcademicClass: { Id: row.class.id, Description: row.class.description, DescriptionEn: row.class.descriptionEn },
    CourseLevelId: i.courseLevelId,
    FeeTerm: { Id: row.term.id, Description: row.term.description, DescriptionEn: row.term.descriptionEn },
    CurrencyType: c,
    IssueDate: i.issueDate,
    DueDate: i.dueDate,
    SubAmount: toMajor(i.subtotalMinor, c),
    DiscountAmount: toMajor(i.discountMinor, c),
    TaxAmount: toMajor(i.taxMinor, c),
    Amount: toMajor(i.totalMinor, c),
    PaidAmount: toMajor(i.paidMinor, c),
    Balance: toMajor(balance, c),
    Status: i.status,
    IsOverdue: balance > 0 && i.dueDate < today && (i.status === S.ISSUED || i.status === S.PARTIALLY_PAID),
    DiscountReason: i.discountReason,
    Note: i.note,
    CancelReason: i.cancelReason,
    Items: items
      .filter((l) => l.proformaInvoiceId === i.id)
      .map((l) => ({
        Id: l.id,
        FeeItemId: l.feeItemId,
        Description: l.description,
        DescriptionEn: l.descriptionEn,
        Qty: l.qty,
        Price: toMajor(l.unitPriceMinor, c),
        SubAmount: toMajor(l.subAmountMinor, c),
        DiscountPercentage: l.discountPercentageBp / 100,
        DiscountAmount: toMajor(l.discountMinor, c),
        Amount: toMajor(l.amountMinor, c),
      })),
    Version: i.version,
  };
}

/** Invoices of a filter with their lines, in the caller's transaction. */
export async function readInvoices(tx: TQueryable, f: repo.TInvoiceFilter, page?: { offset: number; limit: number }) {
  const rows = await repo.listInvoices(tx, f, page);
  const items = await repo.invoiceItems(tx, { campusId: f.campusId, invoiceIds: rows.map((r) => r.invoice.id) });
  const today = schoolToday();
  return rows.map((r) => toInvoice(r, items, today));
}

export async function getInvoiceIn(tx: TQueryable, auth: TAuth, id: string): Promise<TProformaInvoice> {
  const scope = await feeScope(tx, auth);
  const [invoice] = await readInvoices(tx, {
    campusId: auth.campusId,
    ids: [id],
    ...(scope.kind === 'students' ? { studentIds: scope.studentIds, hideDrafts: true } : {}),
  });
  if (!invoice) throw notFound();
  return invoice;
}

export const getInvoice = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => getInvoiceIn(tx, auth, id));

/** A family's invoices (or, for the office, a student's or a year's). */
export const listInvoices = (deps: TAppDeps, auth: TAuth, q: { studentId?: string; academicYearId?: string; pageIndex: number; pageSize: number }) =>
  inTenant(deps, auth, async (tx) => {
    const scope = await feeScope(tx, auth);
    const studentIds =
      scope.kind === 'campus' ? (q.studentId ? [q.studentId] : undefined) : q.studentId ? scope.studentIds.filter((s) => s === q.studentId) : scope.studentIds;
    const f: repo.TInvoiceFilter = { campusId: auth.campusId, studentIds, academicYearId: q.academicYearId, hideDrafts: scope.kind !== 'campus' };
    const total = await repo.countInvoices(tx, f);
    const items = await readInvoices(tx, f, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    return { items, total };
  });

export const findInvoices = (deps: TAppDeps, auth: TAuth, b: TProformaInvoiceFind) =>
  inTenant(deps, auth, async (tx) => {
    const f: repo.TInvoiceFilter = {
      campusId: auth.campusId,
      academicYearId: b.AcademicYearId,
      academicClassId: b.AcademicClassId,
      feeTermId: b.FeeTermId,
      studentIds: b.StudentId ? [b.StudentId] : undefined,
      search: b.Search,
      status: b.Status,
      dueFrom: b.DueFrom,
      dueTo: b.DueTo,
      overdueOn: b.IsOverdue ? schoolToday() : undefined,
    };
    const total = await repo.countInvoices(tx, f);
    const items = await readInvoices(tx, f, { offset: (b.PageIndex - 1) * b.PageSize, limit: b.PageSize });
    return { items, total };
  });

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Generates a term's invoices for a class or a grade: all or nothing, in one transaction. */
export const generateInvoices = (deps: TAppDeps, auth: TAuth, b: TProformaInvoiceGenerate) =>
  inTenant(deps, auth, async (tx): Promise<TProformaInvoiceGenerated> => {
    const campusId = auth.campusId;
    const setting = await requireSetting(tx, campusId);
    const term = await setupRepo.feeTermRows.get(tx, { campusId, id: b.FeeTermId });
    if (!term) throw missingReference('វគ្គបង់ប្រាក់', 'fee term');
    let classes: Array<{ id: string; courseLevelId: string; academicYearId: string }>;
    if (b.AcademicClassId) {
      const c = await repo.getClass(tx, { campusId, id: b.AcademicClassId });
      if (!c) throw missingReference('ថ្នាក់', 'class');
      classes = [c];
    } else {
      classes = await repo.classesOf(tx, { campusId, academicYearId: term.academicYearId, courseLevelId: b.CourseLevelId });
      if (classes.length === 0) throw missingReference('ថ្នាក់នៃកម្រិតថ្នាក់នេះក្នុងឆ្នាំសិក្សា', 'class of this grade in the year');
    }
    if (classes.some((c) => c.academicYearId !== term.academicYearId))
      throw badRequest('ថ្នាក់នេះមិនស្ថិតក្នុងឆ្នាំសិក្សានៃវគ្គបង់ប្រាក់ទេ', "The class is not in the fee term's academic year", [
        { Field: 'AcademicClassId', Message: 'ថ្នាក់មិនស្ថិតក្នុងឆ្នាំសិក្សានៃវគ្គបង់ប្រាក់', MessageEn: "Not in the fee term's year" },
      ]);
    const itemsByGrade = new Map<string, setupRepo.TFeeItemListRow[]>();
    for (const gradeId of new Set(classes.map((c) => c.courseLevelId))) {
      const items = await setupRepo.listFeeItems(tx, { campusId, feeTermId: term.id, courseLevelId: gradeId, isActive: true });
      if (items.length === 0) continue;
      if (new Set(items.map((i) => i.item.currencyType)).size > 1)
        throw badRequest(
          'ថ្លៃសេវានៃកម្រិតថ្នាក់មួយក្នុងវគ្គមួយត្រូវមានរូបិយប័ណ្ណតែមួយ',
          "A grade's fee items of one term must share one currency: change their prices to one currency",
        );
      itemsByGrade.set(gradeId, items);
    }
    if (itemsByGrade.size === 0)
      throw badRequest('មិនមានថ្លៃសេវាសម្រាប់កម្រិតថ្នាក់នេះក្នុងវគ្គនេះទេ', 'No active fee items for this grade and term: add them in the payment settings');
    const students = await repo.activeStudentsOfClasses(tx, { campusId, classIds: classes.map((c) => c.id) });
    const discounts = new Map(b.Discounts.map((d) => [d.StudentId, d]));
    const unknown = [...discounts.keys()].filter((id) => !students.some((s) => s.id === id));
    if (unknown.length)
      throw badRequest('ការបញ្ចុះតម្លៃមានសិស្សដែលមិននៅក្នុងថ្នាក់នេះ', 'A discount names a student who is not in these classes', [
        { Field: 'Discounts', Message: 'សិស្សមិននៅក្នុងថ្នាក់', MessageEn: 'Student not in the classes' },
      ]);
    const byCategory = await categoryDiscounts(tx, { campusId, academicYearId: term.academicYearId, studentIds: students.map((s) => s.id) });
    const already = await repo.invoicedStudentIds(tx, { campusId, feeTermId: term.id });
    const issueDate = b.IssueDate ?? schoolToday();
    const dueDate = term.dueDate ?? addDays(issueDate, setting.paymentTerm);
    const classOf = new Map(classes.map((c) => [c.id, c]));
    const createdIds: string[] = [];
    let skipped = 0;
    const lines: repo.TInvoiceItemValues[] = [];
    for (const s of students) {
      const klass = classOf.get(s.classId)!;
      const items = itemsByGrade.get(klass.courseLevelId);
      if (!items || already.has(s.id)) {
        skipped += 1;
        continue;
      }
      already.add(s.id);
      const currency = items[0]!.item.currencyType;
      const d = discounts.get(s.id);
      // The request's own discount for her wins; else the largest of her discount categories of the year.
      const held = d ? undefined : byCategory.get(s.id);
      const discountBp = d ? toBasisPoints(d.DiscountPercentage) : (held?.bp ?? 0);
      const priced = priceInvoice(
        items.map((i) => ({ unitPriceMinor: i.item.priceMinor, qty: 1, discountBp, discountMinor: 0 })),
        { invoiceDiscountMinor: toMinor(d?.DiscountAmount ?? 0, currency), taxMode: setting.taxMode, taxRateBp: setting.taxRateBp },
      );
      if (priced.unusedDiscountMinor > 0)
        throw badRequest('ការបញ្ចុះតម្លៃលើសពីតម្លៃវិក្កយបត្រ', 'A discount is larger than the invoice', [
          { Field: 'Discounts', Message: 'ការបញ្ចុះតម្លៃលើសពីតម្លៃ', MessageEn: 'Discount larger than the amount' },
        ]);
      const number = await repo.nextNumber(tx, { campusId, kind: 'invoice' });
      const id = await repo.insertInvoice(tx, {
        campusId,
        values: {
          invoiceNumber: `INV-${String(number).padStart(6, '0')}`,
          studentId: s.id,
          academicYearId: term.academicYearId,
          academicClassId: klass.id,
          courseLevelId: klass.courseLevelId,
          feeTermId: term.id,
          currencyType: currency,
          issueDate,
          dueDate,
          subtotalMinor: priced.subtotalMinor,
          discountMinor: priced.discountMinor,
          taxMinor: priced.taxMinor,
          totalMinor: priced.totalMinor,
          paidMinor: 0,
          status: b.AsDraft ? S.DRAFT : S.ISSUED,
          discountReason: d ? (d.Reason ?? null) : (held?.reason ?? null),
          createdBy: auth.username,
        },
      });
      createdIds.push(id);
      priced.lines.forEach((l, k) => {
        const fee = items[k]!.item;
        lines.push({
          proformaInvoiceId: id,
          feeItemId: fee.id,
          description: fee.description,
          descriptionEn: fee.descriptionEn,
          qty: l.qty,
          unitPriceMinor: l.unitPriceMinor,
          subAmountMinor: l.subAmountMinor,
          discountPercentageBp: l.discountBp,
          discountMinor: l.lineDiscountMinor,
          amountMinor: l.amountMinor,
          sortIndex: k,
        });
      });
    }
    await repo.insertInvoiceItems(tx, { campusId, rows: lines });
    const invoices = createdIds.length ? await readInvoices(tx, { campusId, ids: createdIds }) : [];
    return { Created: createdIds.length, Skipped: skipped, Invoices: invoices };
  });

async function lockForChange(tx: TQueryable, campusId: string, id: string, version: number) {
  const row = await repo.lockInvoice(tx, { campusId, id });
  if (!row) throw notFound();
  if (row.version !== version) throw stale();
  return row;
}

const paidAlready = () =>
  conflict('វិក្កយបត្រនេះមានការបង់ប្រាក់រួចហើយ៖ សូមសងប្រាក់វិញ ឬលុបចោលការបង់ប្រាក់ជាមុនសិន', 'Payments exist on this invoice: refund or void them first');
const cancelledAlready = () => conflict('វិក្កយបត្រនេះត្រូវបានលុបចោលរួចហើយ', 'This invoice is cancelled');

/** Edits an invoice nothing is paid on: its lines (fee items of its term, its currency), discounts, due date and note. */
export const updateInvoice = (deps: TAppDeps, auth: TAuth, b: TProformaInvoiceUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const row = await lockForChange(tx, campusId, b.Id, b.Version);
    if (row.status === S.CANCELLED) throw cancelledAlready();
    if (row.paidMinor !== 0 || row.status === S.PARTIALLY_PAID || row.status === S.PAID) throw paidAlready();
    const setting = await requireSetting(tx, campusId);
    const fees = await setupRepo.listFeeItems(tx, { campusId, feeTermId: row.feeTermId });
    const inputs: TLineInput[] = [];
    const chosen: setupRepo.TFeeItemListRow[] = [];
    for (const [k, it] of b.Items.entries()) {
      const fee = fees.find((f) => f.item.id === it.FeeItemId);
      if (!fee || fee.item.currencyType !== row.currencyType)
        throw badRequest('ថ្លៃសេវានេះមិនមែនជារបស់វគ្គ ឬរូបិយប័ណ្ណនៃវិក្កយបត្រនេះទេ', "A fee item is not of this invoice's term or currency", [
          { Field: `Items[${k}].FeeItemId`, Message: 'ថ្លៃសេវាមិនត្រឹមត្រូវ', MessageEn: 'Not a fee item of this term and currency' },
        ]);
      chosen.push(fee);
      inputs.push({
        unitPriceMinor: fee.item.priceMinor,
        qty: it.Qty,
        discountBp: toBasisPoints(it.DiscountPercentage),
        discountMinor: toMinor(it.DiscountAmount, row.currencyType),
      });
    }
    const priced = priceInvoice(inputs, { taxMode: setting.taxMode, taxRateBp: setting.taxRateBp });
    if (priced.unusedDiscountMinor > 0)
      throw badRequest('ការបញ្ចុះតម្លៃលើសពីតម្លៃនៃជួរ', 'A discount is larger than its line', [
        { Field: 'Items', Message: 'ការបញ្ចុះតម្លៃលើសពីតម្លៃ', MessageEn: 'Discount larger than the line' },
      ]);
    await repo.invoiceRows.update(
      tx,
      { campusId, id: row.id, version: b.Version },
      {
        dueDate: b.DueDate,
        note: b.Note ?? null,
        discountReason: b.DiscountReason ?? null,
        subtotalMinor: priced.subtotalMinor,
        discountMinor: priced.discountMinor,
        taxMinor: priced.taxMinor,
        totalMinor: priced.totalMinor,
      },
    );
    await repo.deleteInvoiceItems(tx, { campusId, invoiceId: row.id });
    await repo.insertInvoiceItems(tx, {
      campusId,
      rows: priced.lines.map((l, k) => ({
        proformaInvoiceId: row.id,
        feeItemId: chosen[k]!.item.id,
        description: chosen[k]!.item.description,
        descriptionEn: chosen[k]!.item.descriptionEn,
        qty: l.qty,
        unitPriceMinor: l.unitPriceMinor,
        subAmountMinor: l.subAmountMinor,
        discountPercentageBp: l.discountBp,
        discountMinor: l.lineDiscountMinor,
        amountMinor: l.amountMinor,
        sortIndex: k,
      })),
    });
    return getInvoiceIn(tx, auth, row.id);
  });

/** Issues a draft, or cancels an invoice nothing is paid on (a reason is kept). */
export const setInvoiceStatus = (deps: TAppDeps, auth: TAuth, b: TProformaInvoiceStatus) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const row = await lockForChange(tx, campusId, b.Id, b.Version);
    if (row.status === S.CANCELLED) throw cancelledAlready();
    if (b.Status === S.ISSUED) {
      if (row.status !== S.DRAFT) throw conflict('វិក្កយបត្រនេះបានចេញរួចហើយ', 'This invoice is already issued');
      await repo.invoiceRows.update(tx, { campusId, id: row.id, version: b.Version }, { status: S.ISSUED });
    } else {
      if (row.paidMinor !== 0) throw paidAlready();
      await repo.invoiceRows.update(
        tx,
        { campusId, id: row.id, version: b.Version },
        { status: S.CANCELLED, cancelReason: b.Reason ?? null, cancelledBy: auth.username, cancelledAt: new Date() },
      );
    }
    return getInvoiceIn(tx, auth, row.id);
  });

/** The classes of a year (one grade's with `courseLevelId`), their active students and a term's invoices. */
export const classSummaries = (deps: TAppDeps, auth: TAuth, p: { yearId: string; courseLevelId?: string; feeTermId?: string }) =>
  inTenant(deps, auth, async (tx) => {
    const classes = await repo.classesOf(tx, { campusId: auth.campusId, academicYearId: p.yearId, courseLevelId: p.courseLevelId });
    const { students, totals } = await repo.classInvoiceTotals(tx, { campusId: auth.campusId, classIds: classes.map((c) => c.id), feeTermId: p.feeTermId });
    return classes.map((c) => {
      const mine = totals.filter((x) => x.classId === c.id);
      return {
        AcademicClass: { Id: c.id, Description: c.description, DescriptionEn: c.descriptionEn },
        CourseLevel: { Id: c.level.id, Description: c.level.description, DescriptionEn: c.level.descriptionEn },
        Students: students.get(c.id) ?? 0,
        Invoiced: mine.reduce((s, x) => s + Number(x.n), 0),
        Totals: mine.map((x) => ({ CurrencyType: x.currency, Amount: toMajor(Number(x.total), x.currency), PaidAmount: toMajor(Number(x.paid), x.currency) })),
      };
    });
  });
