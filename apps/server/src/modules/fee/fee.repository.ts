import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import { findByCode, recordRows } from '../../db/versioned';
import { academicYear, courseLevel, feeItem, feeTerm, feeType, paymentMethod, paymentPrintoutFooter, paymentSetting } from '../../db/schema/index';

/** The fee setup's tables (issue 14): plain record families, the school's payment settings and footers. */
export type TFeeTypeRow = typeof feeType.$inferSelect;
export type TFeeTermRow = typeof feeTerm.$inferSelect;
export type TFeeItemRow = typeof feeItem.$inferSelect;
export type TPaymentMethodRow = typeof paymentMethod.$inferSelect;
export type TPaymentSettingRow = typeof paymentSetting.$inferSelect;
export type TPrintoutFooterRow = typeof paymentPrintoutFooter.$inferSelect;
type TValues<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export type TFeeTypeValues = TValues<typeof feeType>;
export type TFeeTermValues = TValues<typeof feeTerm>;
export type TFeeItemValues = TValues<typeof feeItem>;
export type TPaymentMethodValues = TValues<typeof paymentMethod>;
export type TPaymentSettingValues = TValues<typeof paymentSetting>;

export const feeTypeRows = recordRows(feeType);
export const feeTermRows = recordRows(feeTerm);
export const feeItemRows = recordRows(feeItem);
export const paymentMethodRows = recordRows(paymentMethod);
export const paymentSettingRows = recordRows(paymentSetting);
export const findFeeTypeByCode = findByCode(feeType);
export const findPaymentMethodByCode = findByCode(paymentMethod);

export const listFeeTypes = (db: TQueryable, p: { campusId: string }) =>
  db.select().from(feeType).where(eq(feeType.campusId, p.campusId)).orderBy(asc(feeType.sortIndex), asc(feeType.descriptionEn));

export const listPaymentMethods = (db: TQueryable, p: { campusId: string }) =>
  db.select().from(paymentMethod).where(eq(paymentMethod.campusId, p.campusId)).orderBy(asc(paymentMethod.sortIndex), asc(paymentMethod.descriptionEn));

export const listFeeTerms = (db: TQueryable, p: { campusId: string; academicYearId?: string }) =>
  db
    .select()
    .from(feeTerm)
    .where(and(eq(feeTerm.campusId, p.campusId), p.academicYearId ? eq(feeTerm.academicYearId, p.academicYearId) : undefined))
    .orderBy(asc(feeTerm.sortIndex), asc(feeTerm.dueDate), asc(feeTerm.descriptionEn));

export const findFeeTermByCode = (db: TQueryable, p: { campusId: string; academicYearId: string; code: string }) =>
  db
    .select()
    .from(feeTerm)
    .where(and(eq(feeTerm.campusId, p.campusId), eq(feeTerm.academicYearId, p.academicYearId), sql`lower(${feeTerm.code}) = lower(${p.code})`))
    .then((rows) => rows[0]);

export const yearExists = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select({ id: academicYear.id })
    .from(academicYear)
    .where(and(eq(academicYear.campusId, p.campusId), eq(academicYear.id, p.id)))
    .then((rows) => rows.length === 1);

export const getCourseLevel = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .select({ id: courseLevel.id, description: courseLevel.description, descriptionEn: courseLevel.descriptionEn })
    .from(courseLevel)
    .where(and(eq(courseLevel.campusId, p.campusId), eq(courseLevel.id, p.id)))
    .then((rows) => rows[0]);

const level = alias(courseLevel, 'level');
/** Fee items with the names of their type, grade and term. */
export const listFeeItems = (
  db: TQueryable,
  p: { campusId: string; id?: string; academicYearId?: string; courseLevelId?: string; feeTermId?: string; feeTypeId?: string; isActive?: boolean },
) =>
  db
    .select({
      item: feeItem,
      type: { id: feeType.id, description: feeType.description, descriptionEn: feeType.descriptionEn },
      level: { id: level.id, description: level.description, descriptionEn: level.descriptionEn },
      term: { id: feeTerm.id, description: feeTerm.description, descriptionEn: feeTerm.descriptionEn },
    })
    .from(feeItem)
    .innerJoin(feeType, and(eq(feeType.campusId, feeItem.campusId), eq(feeType.id, feeItem.feeTypeId)))
    .innerJoin(level, and(eq(level.campusId, feeItem.campusId), eq(level.id, feeItem.courseLevelId)))
    .innerJoin(feeTerm, and(eq(feeTerm.campusId, feeItem.campusId), eq(feeTerm.id, feeItem.feeTermId)))
    .where(
      and(
        eq(feeItem.campusId, p.campusId),
        p.id ? eq(feeItem.id, p.id) : undefined,
        p.academicYearId ? eq(feeTerm.academicYearId, p.academicYearId) : undefined,
        p.courseLevelId ? eq(feeItem.courseLevelId, p.courseLevelId) : undefined,
        p.feeTermId ? eq(feeItem.feeTermId, p.feeTermId) : undefined,
        p.feeTypeId ? eq(feeItem.feeTypeId, p.feeTypeId) : undefined,
        p.isActive !== undefined ? eq(feeItem.isActive, p.isActive) : undefined,
      ),
    )
    .orderBy(asc(feeTerm.sortIndex), asc(level.sortIndex), asc(feeType.sortIndex), asc(feeItem.code));
export type TFeeItemListRow = Awaited<ReturnType<typeof listFeeItems>>[number];

export const findFeeItemByCode = (db: TQueryable, p: { campusId: string; feeTermId: string; courseLevelId: string; code: string }) =>
  db
    .select({ id: feeItem.id })
    .from(feeItem)
    .where(
      and(
        eq(feeItem.campusId, p.campusId),
        eq(feeItem.feeTermId, p.feeTermId),
        eq(feeItem.courseLevelId, p.courseLevelId),
        sql`lower(${feeItem.code}) = lower(${p.code})`,
      ),
    )
    .then((rows) => rows[0]);

export const listPaymentSettings = (db: TQueryable, p: { campusId: string }) =>
  db.select().from(paymentSetting).where(eq(paymentSetting.campusId, p.campusId)).orderBy(desc(paymentSetting.isCurrent), desc(paymentSetting.createdAt));

export const currentPaymentSetting = (db: TQueryable, p: { campusId: string }) =>
  db
    .select()
    .from(paymentSetting)
    .where(and(eq(paymentSetting.campusId, p.campusId), eq(paymentSetting.isCurrent, true)))
    .then((rows) => rows[0]);

/** Makes no setting current (before another becomes so), in the caller's transaction. */
export const clearCurrentSetting = (db: TQueryable, p: { campusId: string; exceptId?: string }) =>
  db
    .update(paymentSetting)
    .set({ isCurrent: false, version: sql`${paymentSetting.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(paymentSetting.campusId, p.campusId), eq(paymentSetting.isCurrent, true), p.exceptId ? sql`${paymentSetting.id} <> ${p.exceptId}` : undefined),
    );

export const listPrintoutFooters = (db: TQueryable, p: { campusId: string; printoutType?: number }) =>
  db
    .select()
    .from(paymentPrintoutFooter)
    .where(
      and(eq(paymentPrintoutFooter.campusId, p.campusId), p.printoutType !== undefined ? eq(paymentPrintoutFooter.printoutType, p.printoutType) : undefined),
    )
    .orderBy(asc(paymentPrintoutFooter.printoutType), asc(paymentPrintoutFooter.sortIndex), asc(paymentPrintoutFooter.createdAt));

export const insertPrintoutFooter = (
  db: TQueryable,
  p: { campusId: string; values: Omit<typeof paymentPrintoutFooter.$inferInsert, 'campusId' | 'id' | 'createdAt'> },
) =>
  db
    .insert(paymentPrintoutFooter)
    .values({ campusId: p.campusId, ...p.values })
    .returning()
    .then((rows) => rows[0]!);

export const deletePrintoutFooter = (db: TQueryable, p: { campusId: string; id: string }) =>
  db
    .delete(paymentPrintoutFooter)
    .where(and(eq(paymentPrintoutFooter.campusId, p.campusId), eq(paymentPrintoutFooter.id, p.id)))
    .returning({ id: paymentPrintoutFooter.id })
    .then((rows) => rows.length === 1);
