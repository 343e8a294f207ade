import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { findByCode, recordRows } from '../../db/versioned';
import { personNames } from '../../lib/person-name';
import { academicYear, feeDiscountCategory, student, studentAcademicClass, studentFeeDiscount } from '../../db/schema/index';

/** Discount categories and the students holding them (issue 14). */
export type TDiscountCategoryRow = typeof feeDiscountCategory.$inferSelect;
export type TDiscountCategoryValues = Omit<typeof feeDiscountCategory.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const discountCategoryRows = recordRows(feeDiscountCategory);
export const findDiscountCategoryByCode = findByCode(feeDiscountCategory);

export const listDiscountCategories = (db: TQueryable, p: { campusId: string }) =>
  db
    .select()
    .from(feeDiscountCategory)
    .where(eq(feeDiscountCategory.campusId, p.campusId))
    .orderBy(asc(feeDiscountCategory.sortIndex), asc(feeDiscountCategory.descriptionEn));

/** Students' categories of a year, of a class's students or one student, with names. */
export const listStudentDiscounts = (
  db: TQueryable,
  p: { campusId: string; academicYearId: string; academicClassId?: string; studentId?: string; id?: string },
) =>
  db
    .select({
      row: studentFeeDiscount,
      student: { code: student.code, ...personNames(student) },
      category: {
        id: feeDiscountCategory.id,
        description: feeDiscountCategory.description,
        descriptionEn: feeDiscountCategory.descriptionEn,
        bp: feeDiscountCategory.discountPercentageBp,
      },
    })
    .from(studentFeeDiscount)
    .innerJoin(student, and(eq(student.campusId, studentFeeDiscount.campusId), eq(student.id, studentFeeDiscount.studentId)))
    .innerJoin(
      feeDiscountCategory,
      and(eq(feeDiscountCategory.campusId, studentFeeDiscount.campusId), eq(feeDiscountCategory.id, studentFeeDiscount.feeDiscountCategoryId)),
    )
    .where(
      and(
        eq(studentFeeDiscount.campusId, p.campusId),
        eq(studentFeeDiscount.academicYearId, p.academicYearId),
        p.id ? eq(studentFeeDiscount.id, p.id) : undefined,
        p.studentId ? eq(studentFeeDiscount.studentId, p.studentId) : undefined,
        p.academicClassId
          ? inArray(
              studentFeeDiscount.studentId,
              db
                .select({ id: studentAcademicClass.studentId })
                .from(studentAcademicClass)
                .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.academicClassId, p.academicClassId))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(student.lastName), asc(student.firstName), asc(student.code), asc(feeDiscountCategory.sortIndex));
export type TStudentDiscountRow = Awaited<ReturnType<typeof listStudentDiscounts>>[number];

/** The active categories held by students of a year (for generation): student id → its categories. */
export const activeDiscountsOf = async (db: TQueryable, p: { campusId: string; academicYearId: string; studentIds: string[] }) => {
  const out = new Map<string, Array<{ bp: number; description: string; descriptionEn: string }>>();
  if (p.studentIds.length === 0) return out;
  const rows = await db
    .select({
      studentId: studentFeeDiscount.studentId,
      bp: feeDiscountCategory.discountPercentageBp,
      description: feeDiscountCategory.description,
      descriptionEn: feeDiscountCategory.descriptionEn,
    })
    .from(studentFeeDiscount)
    .innerJoin(
      feeDiscountCategory,
      and(eq(feeDiscountCategory.campusId, studentFeeDiscount.campusId), eq(feeDiscountCategory.id, studentFeeDiscount.feeDiscountCategoryId)),
    )
    .where(
      and(
        eq(studentFeeDiscount.campusId, p.campusId),
        eq(studentFeeDiscount.academicYearId, p.academicYearId),
        inArray(studentFeeDiscount.studentId, p.studentIds),
        eq(feeDiscountCategory.status, 0),
      ),
    );
  for (const r of rows) out.set(r.studentId, [...(out.get(r.studentId) ?? []), r]);
  return out;
};

export const studentExists = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select({ id: student.id })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), eq(student.id, p.id)))
    .then((rows) => rows.length === 1);

export const yearExists = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select({ id: academicYear.id })
    .from(academicYear)
    .where(and(eq(academicYear.campusId, p.campusId), eq(academicYear.id, p.id)))
    .then((rows) => rows.length === 1);

export const insertStudentDiscount = (
  db: TQueryable,
  p: { campusId: string; values: Omit<typeof studentFeeDiscount.$inferInsert, 'campusId' | 'id' | 'createdAt'> },
) =>
  db
    .insert(studentFeeDiscount)
    .values({ campusId: p.campusId, ...p.values })
    .onConflictDoNothing()
    .returning({ id: studentFeeDiscount.id, academicYearId: studentFeeDiscount.academicYearId })
    .then((rows) => rows[0]);

export const getStudentDiscount = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select({ id: studentFeeDiscount.id, academicYearId: studentFeeDiscount.academicYearId })
    .from(studentFeeDiscount)
    .where(and(eq(studentFeeDiscount.campusId, p.campusId), eq(studentFeeDiscount.id, p.id)))
    .then((rows) => rows[0]);

export const deleteStudentDiscount = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .delete(studentFeeDiscount)
    .where(and(eq(studentFeeDiscount.campusId, p.campusId), eq(studentFeeDiscount.id, p.id)))
    .returning({ id: studentFeeDiscount.id })
    .then((rows) => rows.length === 1);
