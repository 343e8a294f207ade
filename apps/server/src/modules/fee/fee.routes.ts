import type { FastifyInstance } from 'fastify';
import { feeRoutes as r } from '@school/contract/fee/fee.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './fee.service';
import * as discounts from './fee-discount.service';

/** The fee setup calls (issue 14). */
export async function registerFeeRoutes(api: FastifyInstance) {
  const list = <T>(rows: T[]) => ok(rows, rows.length);
  addRoute(api, r.typeList, async ({ deps, auth }) => list(await service.listFeeTypes(deps, auth)));
  addRoute(api, r.typeCreate, async ({ deps, auth, body }) => ok(await service.createFeeType(deps, auth, body)));
  addRoute(api, r.typeUpdate, async ({ deps, auth, body }) => ok(await service.updateFeeType(deps, auth, body)));
  addRoute(api, r.typeDelete, async ({ deps, auth, params }) => ok(await service.deleteFeeType(deps, auth, params.id).then(() => null)));

  addRoute(api, r.termList, async ({ deps, auth, query }) => list(await service.listFeeTerms(deps, auth, query)));
  addRoute(api, r.termCreate, async ({ deps, auth, body }) => ok(await service.createFeeTerm(deps, auth, body)));
  addRoute(api, r.termUpdate, async ({ deps, auth, body }) => ok(await service.updateFeeTerm(deps, auth, body)));
  addRoute(api, r.termDelete, async ({ deps, auth, params }) => ok(await service.deleteFeeTerm(deps, auth, params.id).then(() => null)));

  addRoute(api, r.itemList, async ({ deps, auth, query }) => list(await service.listFeeItems(deps, auth, query)));
  addRoute(api, r.itemFind, async ({ deps, auth, body }) => list(await service.findFeeItems(deps, auth, body)));
  addRoute(api, r.itemCreate, async ({ deps, auth, body }) => ok(await service.createFeeItem(deps, auth, body)));
  addRoute(api, r.itemUpdate, async ({ deps, auth, body }) => ok(await service.updateFeeItem(deps, auth, body)));
  addRoute(api, r.itemDelete, async ({ deps, auth, params }) => ok(await service.deleteFeeItem(deps, auth, params.id).then(() => null)));

  addRoute(api, r.methodList, async ({ deps, auth }) => list(await service.listPaymentMethods(deps, auth)));
  addRoute(api, r.methodCreate, async ({ deps, auth, body }) => ok(await service.createPaymentMethod(deps, auth, body)));
  addRoute(api, r.methodUpdate, async ({ deps, auth, body }) => ok(await service.updatePaymentMethod(deps, auth, body)));
  addRoute(api, r.methodDelete, async ({ deps, auth, params }) => ok(await service.deletePaymentMethod(deps, auth, params.id).then(() => null)));

  addRoute(api, r.settingList, async ({ deps, auth }) => list(await service.listPaymentSettings(deps, auth)));
  addRoute(api, r.settingCurrent, async ({ deps, auth }) => ok(await service.getCurrentPaymentSetting(deps, auth)));
  addRoute(api, r.settingCreate, async ({ deps, auth, body }) => ok(await service.createPaymentSetting(deps, auth, body)));
  addRoute(api, r.settingUpdate, async ({ deps, auth, body }) => ok(await service.updatePaymentSetting(deps, auth, body)));
  addRoute(api, r.settingDelete, async ({ deps, auth, params }) => ok(await service.deletePaymentSetting(deps, auth, params.id).then(() => null)));

  addRoute(api, r.footerList, async ({ deps, auth, query }) => list(await service.listPrintoutFooters(deps, auth, query)));
  addRoute(api, r.footerCreate, async ({ deps, auth, body }) => ok(await service.createPrintoutFooter(deps, auth, body)));
  addRoute(api, r.footerDelete, async ({ deps, auth, query }) => ok(await service.deletePrintoutFooter(deps, auth, query.id).then(() => null)));
  addRoute(api, r.discountList, async ({ deps, auth }) => list(await discounts.listDiscountCategories(deps, auth)));
  addRoute(api, r.discountCreate, async ({ deps, auth, body }) => ok(await discounts.createDiscountCategory(deps, auth, body)));
  addRoute(api, r.discountUpdate, async ({ deps, auth, body }) => ok(await discounts.updateDiscountCategory(deps, auth, body)));
  addRoute(api, r.discountDelete, async ({ deps, auth, params }) => ok(await discounts.deleteDiscountCategory(deps, auth, params.id).then(() => null)));
  addRoute(api, r.studentDiscountList, async ({ deps, auth, query }) => list(await discounts.listStudentDiscounts(deps, auth, query)));
  addRoute(api, r.studentDiscountCreate, async ({ deps, auth, body }) => ok(await discounts.createStudentDiscount(deps, auth, body)));
  addRoute(api, r.studentDiscountDelete, async ({ deps, auth, params }) => ok(await discounts.deleteStudentDiscount(deps, auth, params.id).then(() => null)));
}
