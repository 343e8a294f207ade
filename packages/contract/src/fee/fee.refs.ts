// Generated from fee-invoice.routes.ts, fee-payment.routes.ts, fee.routes.ts by `npm run generate:refs --workspace packages/contract`: do not edit.
import { routeRefs } from '../common/route-ref';
import type { feeInvoiceRoutes } from './fee-invoice.routes';
import type { feePaymentRoutes } from './fee-payment.routes';
import type { feeRoutes } from './fee.routes';

export const feeInvoiceRefs = routeRefs<typeof feeInvoiceRoutes>({
  list: { method: 'GET', path: '/api/proforma-invoice' },
  get: { method: 'GET', path: '/api/proforma-invoice/{id}' },
  find: { method: 'POST', path: '/api/proforma-invoice/find', bodyKind: 'json' },
  generate: { method: 'POST', path: '/api/proforma-invoice', bodyKind: 'json' },
  update: { method: 'PUT', path: '/api/proforma-invoice', bodyKind: 'json' },
  status: { method: 'POST', path: '/api/proforma-invoice/status', bodyKind: 'json' },
  classes: { method: 'GET', path: '/api/proforma-invoice/academic-class/{id}' },
  classesOfGrade: { method: 'GET', path: '/api/proforma-invoice/academic-class/{id}/{courseLevelId}' },
});

export const feePaymentRefs = routeRefs<typeof feePaymentRoutes>({
  create: { method: 'POST', path: '/api/proforma-invoice/payment', bodyKind: 'json' },
  find: { method: 'POST', path: '/api/payment/find', bodyKind: 'json' },
  confirmation: { method: 'POST', path: '/api/payment/confirmation', bodyKind: 'json' },
  status: { method: 'POST', path: '/api/payment/status', bodyKind: 'json' },
  history: { method: 'GET', path: '/api/payment/workflow-history' },
  receipt: { method: 'GET', path: '/api/payment/receipt-report', file: true },
  invoiceReport: { method: 'GET', path: '/api/proforma-invoice/report', file: true },
  collection: { method: 'GET', path: '/api/payment/collection' },
  collectionReport: { method: 'GET', path: '/api/payment/collection-report', file: true },
});

export const feeRefs = routeRefs<typeof feeRoutes>({
  typeList: { method: 'GET', path: '/api/repo/fee-type' },
  typeCreate: { method: 'POST', path: '/api/repo/fee-type', bodyKind: 'json' },
  typeUpdate: { method: 'PUT', path: '/api/repo/fee-type', bodyKind: 'json' },
  typeDelete: { method: 'DELETE', path: '/api/repo/fee-type/{id}' },
  termList: { method: 'GET', path: '/api/repo/fee-term' },
  termCreate: { method: 'POST', path: '/api/repo/fee-term', bodyKind: 'json' },
  termUpdate: { method: 'PUT', path: '/api/repo/fee-term', bodyKind: 'json' },
  termDelete: { method: 'DELETE', path: '/api/repo/fee-term/{id}' },
  itemList: { method: 'GET', path: '/api/repo/fee-item' },
  itemCreate: { method: 'POST', path: '/api/repo/fee-item', bodyKind: 'json' },
  itemUpdate: { method: 'PUT', path: '/api/repo/fee-item', bodyKind: 'json' },
  itemDelete: { method: 'DELETE', path: '/api/repo/fee-item/{id}' },
  itemFind: { method: 'POST', path: '/api/repo/fee-item/find', bodyKind: 'json' },
  methodList: { method: 'GET', path: '/api/repo/payment-method' },
  methodCreate: { method: 'POST', path: '/api/repo/payment-method', bodyKind: 'json' },
  methodUpdate: { method: 'PUT', path: '/api/repo/payment-method', bodyKind: 'json' },
  methodDelete: { method: 'DELETE', path: '/api/repo/payment-method/{id}' },
  settingList: { method: 'GET', path: '/api/repo/payment-setting' },
  settingCreate: { method: 'POST', path: '/api/repo/payment-setting', bodyKind: 'json' },
  settingUpdate: { method: 'PUT', path: '/api/repo/payment-setting', bodyKind: 'json' },
  settingDelete: { method: 'DELETE', path: '/api/repo/payment-setting/{id}' },
  settingCurrent: { method: 'GET', path: '/api/repo/payment-setting/current' },
  discountList: { method: 'GET', path: '/api/repo/fee-discount-category' },
  discountCreate: { method: 'POST', path: '/api/repo/fee-discount-category', bodyKind: 'json' },
  discountUpdate: { method: 'PUT', path: '/api/repo/fee-discount-category', bodyKind: 'json' },
  discountDelete: { method: 'DELETE', path: '/api/repo/fee-discount-category/{id}' },
  studentDiscountList: { method: 'GET', path: '/api/student-fee-discount' },
  studentDiscountCreate: { method: 'POST', path: '/api/student-fee-discount', bodyKind: 'json' },
  studentDiscountDelete: { method: 'DELETE', path: '/api/student-fee-discount/{id}' },
  footerList: { method: 'GET', path: '/api/repo/payment-setting/printout-footer' },
  footerCreate: { method: 'POST', path: '/api/repo/payment-setting/printout-footer', bodyKind: 'json' },
  footerDelete: { method: 'DELETE', path: '/api/repo/payment-setting/printout-footer' },
});
