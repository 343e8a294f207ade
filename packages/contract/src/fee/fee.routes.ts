import { z } from 'zod';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams, ZIdQuery } from '../common/fields.schemas';
import { defineRoute } from '../common/route';
import {
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
    list: { summary: 'Payment methods' },
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
  footerList: defineRoute({
    method: 'GET',
    path: '/api/repo/payment-setting/printout-footer',
    area: 'fees',
    access: [...READ],
    summary: 'Footer lines printed under receipts and invoices',
    query: ZPrintoutFooterQuery,
    response: ZEnvelope(z.array(ZPrintoutFooter)),
  }),
  footerCreate: defineRoute({
    method: 'POST',
    path: '/api/repo/payment-setting/printout-footer',
    area: 'fees',
    access: MANAGE,
    summary: 'Add a footer line',
    body: ZPrintoutFooterCreate,
    bodyKind: 'json',
    response: ZEnvelope(ZPrintoutFooter),
  }),
  footerDelete: defineRoute({
    method: 'DELETE',
    path: '/api/repo/payment-setting/printout-footer',
    area: 'fees',
    access: MANAGE,
    summary: 'Remove a footer line',
    query: ZIdQuery,
    response: ZEnvelope(z.null()),
  }),
};
