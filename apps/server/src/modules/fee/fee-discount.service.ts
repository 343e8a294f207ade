import type {
  TFeeDiscountCategory,
  TFeeDiscountCategoryCreate,
  TFeeDiscountCategoryUpdate,
  TStudentFeeDiscount,
  TStudentFeeDiscountCreate,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { recordService, uniqueCode } from '../../db/record-service';
import { inTenant } from '../../db/tenant';
import { conflict, missingReference, notFound } from '../../lib/app-error';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { fromBasisPoints, toBasisPoints } from './fee-money';
import * as repo from './fee-discount.repository';

/**
 * Discount categories (sibling, scholarship, staff child …) and the students holding them per academic year
 * (issue 14). Generation applies the largest active percentage a student holds in the term's year, unless the
 * request names her own discount (ARCHITECTURE 'Fees and payments').
 */
const toCategory = (r: repo.TDiscountCategoryRow): TFeeDiscountCategory => ({
  Id: r.id,
  Code: r.code,
  Description: r.description,
  DescriptionEn: r.descriptionEn,
  DiscountPercentage: fromBasisPoints(r.discountPercentageBp),
  Status: r.status,
  SortIndex: r.sortIndex,
  Version: r.version,
});
const categoryValues = (b: TFeeDiscountCategoryCreate): repo.TDiscountCategoryValues => ({
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  discountPercentageBp: toBasisPoints(b.DiscountPercentage),
  status: b.Status,
  sortIndex: b.SortIndex,
});

export const listDiscountCategories = async (deps: TAppDeps, auth: TAuth) =>
  (await inTenant(deps, auth, (tx) => repo.listDiscountCategories(tx, { campusId: auth.campusId }))).map(toCategory);

const categories = recordService<
  TFeeDiscountCategoryCreate,
  TFeeDiscountCategoryUpdate,
  repo.TDiscountCategoryRow,
  repo.TDiscountCategoryValues,
  TFeeDiscountCategory
>({
  table: 'fee_discount_category',
  check: uniqueCode(repo.findDiscountCategoryByCode),
  values: categoryValues,
  toItem: toCategory,
  rows: repo.discountCategoryRows,
});
export const createDiscountCategory = categories.create;
export const updateDiscountCategory = categories.update;
export const deleteDiscountCategory = categories.delete;

const toStudentDiscount = (r: repo.TStudentDiscountRow): TStudentFeeDiscount => ({
  Id: r.row.id,
  StudentId: r.row.studentId,
  StudentCode: r.student.code,
  FullName: personFullName(r.student),
  FullNameEn: personFullNameEn(r.student),
  AcademicYearId: r.row.academicYearId,
  Category: { Id: r.category.id, Description: r.category.description, DescriptionEn: r.category.descriptionEn },
  DiscountPercentage: fromBasisPoints(r.category.bp),
  Note: r.row.note,
});

export const listStudentDiscounts = async (deps: TAppDeps, auth: TAuth, q: { academicYearId: string; academicClassId?: string; studentId?: string }) =>
  (await inTenant(deps, auth, (tx) => repo.listStudentDiscounts(tx, { campusId: auth.campusId, ...q }))).map(toStudentDiscount);

export const createStudentDiscount = (deps: TAppDeps, auth: TAuth, b: TStudentFeeDiscountCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (!(await repo.studentExists(tx, { campusId, id: b.StudentId }))) throw missingReference('សិស្ស', 'student');
    if (!(await repo.yearExists(tx, { campusId, id: b.AcademicYearId }))) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
    if (!(await repo.discountCategoryRows.get(tx, { campusId, id: b.FeeDiscountCategoryId }))) throw missingReference('ប្រភេទការបញ្ចុះតម្លៃ', 'discount category');
    const row = await repo.insertStudentDiscount(tx, {
      campusId,
      values: {
        studentId: b.StudentId,
        academicYearId: b.AcademicYearId,
        feeDiscountCategoryId: b.FeeDiscountCategoryId,
        note: b.Note ?? null,
        createdBy: auth.username,
      },
    });
    if (!row) throw conflict('សិស្សនេះមានប្រភេទការបញ្ចុះតម្លៃនេះរួចហើយក្នុងឆ្នាំសិក្សានេះ', 'The student already holds this discount category in this year');
    const [saved] = await repo.listStudentDiscounts(tx, { campusId, academicYearId: row.academicYearId, id: row.id });
    return toStudentDiscount(saved!);
  });

export const deleteStudentDiscount = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    if (!(await repo.deleteStudentDiscount(tx, { campusId: auth.campusId, id }))) throw notFound();
  });

/**
 * The discount generation gives each student from her categories of the year: the largest percentage (they do
 * not add up: a scholarship student who is also a sibling gets the larger), named in both languages.
 */
export async function categoryDiscounts(tx: TQueryable, p: { campusId: string; academicYearId: string; studentIds: string[] }) {
  const held = await repo.activeDiscountsOf(tx, p);
  const out = new Map<string, { bp: number; reason: string }>();
  for (const [studentId, list] of held) {
    const best = list.reduce((a, b) => (b.bp > a.bp ? b : a));
    if (best.bp > 0) out.set(studentId, { bp: best.bp, reason: `${best.description} · ${best.descriptionEn}` });
  }
  return out;
}
