import { z } from 'zod';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams, ZIdQuery } from '../common/fields.schemas';
import { defineRoute } from '../common/route';
import {
  ZFeeDiscountCategory,
  ZFeeDiscountCategoryCreate,
  ZFeeDiscountCategoryUpdate,
  ZStudentFeeDiscount,
  ZStudentFeeDiscountCreate,
  ZStudentFeeDiscountQuery,
  ZFeeItem,
  ZFeeItemCreate,
  ZFeeItemFind,
  ZFeeItemQuery,
  ZFeeItemUpdate,
  ZFeeTerm,
  ZFeeTermCreate,
  ZFeeTermQuery,
  ZFeeTermUpdate,
  ZFeeType,
  ZFeeTypeCreate,
  ZFeeTypeUpdate,
  ZPaymentMethod,
  ZPaymentMethodCreate,
  ZPaymentMethodUpdate,
  ZPaymentSetting,
  ZPaymentSettingCreate,
  ZPaymentSettingUpdate,
  ZPrintoutFooter,
  ZPrintoutFooterCreate,
  ZPrintoutFooterQuery,
} from './fee.schemas';

/** Who reads the setup: the settings screen, and fee collection (its choices). */
const READ = ['VIEW_NAV_CONFIGURATION__PAYMENT_SETTING', 'VIEW_NAV_FEE_COLLECTION'] as const;
const MANAGE = 'MANAGE_FEE_SETUP' as const;
const common = { area: 'fees', read: [...READ], manage: MANAGE, bodyKind: 'json' as const };

/** The fee setup calls of api-calls.tsv's `fees` area (issue 14, `/settings/payment`). */
export const feeRoutes = {
  ...crudRoutes({
    ...common,
    prefix: 'type',
    path: '/api/repo/fee-type',
    record: ZFeeType,
    list: { summary: 'Fee types' },
    create: { summary: 'Create a fee type', body: ZFeeTypeCreate },
    update: { summary: 'Update a fee type (Version)', body: ZFeeTypeUpdate },
    delete: { summary: 'Delete a fee type; 409 while fee items use it', path: '/api/repo/fee-type/{id}', params: ZIdParams },
  }),
  ...crudRoutes({
    ...common,
    prefix: 'term',
    path: '/api/repo/fee-term',
    record: ZFeeTerm,
    list: { summary: 'Fee terms, optionally of one academic year', query: ZFeeTermQuery },
    create: { summary: 'Create a fee term', body: ZFeeTermCreate },
    update: { summary: 'Update a fee term (Version)', body: ZFeeTermUpdate },
    delete: { summary: 'Delete a fee term; 409 while fee items or invoices use it', path: '/api/repo/fee-term/{id}', params: ZIdParams },
  }),
  ...crudRoutes({
    ...common,
    prefix: 'item',
    path: '/api/repo/fee-item',
    record: ZFeeItem,
    list: { summary: 'Fee items, optionally of a year, grade or term', query: ZFeeItemQuery },
    create: { summary: 'Create a fee item (a price of a grade and term)', body: ZFeeItemCreate },
    update: { summary: 'Update a fee item (Version)', body: ZFeeItemUpdate },
    delete: { summary: 'Delete a fee item; 409 while invoices use it', path: '/api/repo/fee-item/{id}', params: ZIdParams },
  }),
  itemFind: defineRoute({
    method: 'POST',
    path: '/api/repo/fee-item/find',
    area: 'fees',
    access: [...READ],
    summary: 'Fee items of a year, grade, term or type',
    body: ZFeeItemFind,
    bodyKind: 'json',
    response: ZEnvelope(z.array(ZFeeItem)),
  }),
  ...crudRoutes({
    ...common,
    prefix: 'method',
    path: '/api/repo/payment-method',
    record: ZPaymentMethod,
    // Families read them too: `/school-fee` shows the KHQR when the school has an active KHQR method.
    list: { summary: 'Payment methods', access: [...READ, 'VIEW_NAV_SCHOOL_FEE'] },
    create: { summary: 'Create a payment method', body: ZPaymentMethodCreate },
    update: { summary: 'Update a payment method (Version)', body: ZPaymentMethodUpdate },
    delete: { summary: 'Delete a payment method; 409 while payments use it', path: '/api/repo/payment-method/{id}', params: ZIdParams },
  }),
  ...crudRoutes({
    ...common,
    prefix: 'setting',
    path: '/api/repo/payment-setting',
    record: ZPaymentSetting,
    list: { summary: 'Payment settings of the school (the current one first)' },
    create: { summary: 'Create a payment setting (IsCurrent makes it the current one)', body: ZPaymentSettingCreate },
    update: { summary: 'Update a payment setting (Version)', body: ZPaymentSettingUpdate },
    delete: { summary: 'Delete a payment setting; 409 for the current one', path: '/api/repo/payment-setting/{id}', params: ZIdParams },
  }),
  settingCurrent: defineRoute({
    method: 'GET',
    path: '/api/repo/payment-setting/current',
    area: 'fees',
    // Families see the rate and the KHQR account too (`/school-fee`).
    access: [...READ, 'VIEW_NAV_SCHOOL_FEE'],
    summary: 'The current payment setting, or null before one is saved',
    response: ZEnvelope(ZPaymentSetting.nullable()),
  }),
  ...crudRoutes({
    ...common,
    prefix: 'discount',
    path: '/api/repo/fee-discount-category',
    record: ZFeeDiscountCategory,
    list: { summary: 'Discount categories (sibling, scholarship, staff child …) and their percentage' },
    create: { summary: 'Create a discount category', body: ZFeeDiscountCategoryCreate },
    update: { summary: 'Update a discount category (Version)', body: ZFeeDiscountCategoryUpdate },
    delete: { summary: 'Delete a discount category; 409 while students hold it', path: '/api/repo/fee-discount-category/{id}', params: ZIdParams },
  }),
  ...crudRoutes({
    ...common,
    prefix: 'studentDiscount',
    path: '/api/student-fee-discount',
    manage: 'MANAGE_FEE_COLLECTION',
    record: ZStudentFeeDiscount,
    list: { summary: "Students' discount categories of a year (of a class, or one student)", query: ZStudentFeeDiscountQuery },
    create: {
      summary: 'Give a student a discount category for a year (applied when invoices are generated); 409 when she holds it',
      body: ZStudentFeeDiscountCreate,
    },
    delete: {
      summary: 'Take a discount category from a student (invoices already made keep their discount)',
      path: '/api/student-fee-discount/{id}',
      params: ZIdParams,
    },
  }),
  ...crudRoutes({
    ...common,
    prefix: 'footer',
    path: '/api/repo/payment-setting/printout-footer',
    record: ZPrintoutFooter,
    list: { summary: 'Footer lines printed under receipts and invoices', query: ZPrintoutFooterQuery },
    create: { summary: 'Add a footer line', body: ZPrintoutFooterCreate },
    delete: { summary: 'Remove a footer line', query: ZIdQuery },
  }),
};
