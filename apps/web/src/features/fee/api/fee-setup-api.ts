import { feeRefs } from '@school/contract/fee/fee.refs';
import type * as Fee from '@school/contract/fee/fee.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';
import { apiKeyPrefix, apiPageQuery, apiQuery } from '../../../lib/api-query';
import { api } from '../../../lib/api';

export type TFeeTypeItem = Camelized<Fee.TFeeType>;
export type TFeeTermItem = Camelized<Fee.TFeeTerm>;
export type TFeeItemItem = Camelized<Fee.TFeeItem>;
export type TPaymentMethodItem = Camelized<Fee.TPaymentMethod>;
export type TPaymentSettingItem = Camelized<Fee.TPaymentSetting>;
export type TFooterItem = Camelized<Fee.TPrintoutFooter>;
export type TDiscountCategoryItem = Camelized<Fee.TFeeDiscountCategory>;
export type TStudentDiscountItem = Camelized<Fee.TStudentFeeDiscount>;

/** The fee setup's record families (`/settings/payment`). */
export const feeTypeApi = recordApi({
  list: feeRefs.typeList,
  create: feeRefs.typeCreate,
  update: feeRefs.typeUpdate,
  remove: { ref: feeRefs.typeDelete, params: (id) => ({ id }) },
});
export const feeTermApi = recordApi({
  list: feeRefs.termList,
  create: feeRefs.termCreate,
  update: feeRefs.termUpdate,
  remove: { ref: feeRefs.termDelete, params: (id) => ({ id }) },
});
export const feeItemApi = recordApi({
  list: feeRefs.itemList,
  create: feeRefs.itemCreate,
  update: feeRefs.itemUpdate,
  remove: { ref: feeRefs.itemDelete, params: (id) => ({ id }) },
});
export const paymentMethodApi = recordApi({
  list: feeRefs.methodList,
  create: feeRefs.methodCreate,
  update: feeRefs.methodUpdate,
  remove: { ref: feeRefs.methodDelete, params: (id) => ({ id }) },
});
export const paymentSettingApi = recordApi({
  list: feeRefs.settingList,
  create: feeRefs.settingCreate,
  update: feeRefs.settingUpdate,
  remove: { ref: feeRefs.settingDelete, params: (id) => ({ id }) },
});

export const currentPaymentSettingQuery = () => apiQuery(feeRefs.settingCurrent);

/** Footer lines under receipts and invoices. */
export const footerListQuery = () => apiPageQuery(feeRefs.footerList);
export function useAddFooter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { printoutType: number; footerType: number; text: string; textEn: string; sortIndex?: number }) =>
      (await api.call(feeRefs.footerCreate, { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(feeRefs.footerList) }),
  });
}
export function useRemoveFooter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.call(feeRefs.footerDelete, { query: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(feeRefs.footerList) }),
  });
}

/** Discount categories (sibling, scholarship, staff child …). */
export const discountCategoryApi = recordApi({
  list: feeRefs.discountList,
  create: feeRefs.discountCreate,
  update: feeRefs.discountUpdate,
  remove: { ref: feeRefs.discountDelete, params: (id) => ({ id }) },
});

/** The students of a year (of a class) holding discount categories. */
export const studentDiscountQuery = (academicYearId: string | undefined, academicClassId?: string) => ({
  ...apiPageQuery(feeRefs.studentDiscountList, { query: { academicYearId: academicYearId ?? '', academicClassId } }),
  enabled: Boolean(academicYearId),
});
export function useGiveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { studentId: string; academicYearId: string; feeDiscountCategoryId: string; note?: string }) =>
      (await api.call(feeRefs.studentDiscountCreate, { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(feeRefs.studentDiscountList) }),
  });
}
export function useTakeDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.call(feeRefs.studentDiscountDelete, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(feeRefs.studentDiscountList) }),
  });
}
