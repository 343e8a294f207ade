import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { feeInvoiceRefs, feePaymentRefs } from '@school/contract/fee/fee.refs';
import type { TPayment } from '@school/contract/fee/fee-payment.schemas';
import type { TProformaInvoice } from '@school/contract/fee/fee-invoice.schemas';
import { dashboardRefs } from '@school/contract/dashboard/dashboard.refs';
import type { TCampusFeeSummary } from '@school/contract/dashboard/dashboard.schemas';
import { studentRefs } from '@school/contract/student/student.refs';
import type { TRefBody, TRefQuery } from '@school/contract/common/route-ref';
import type { TFeeCollection } from '@school/contract/fee/fee-collection.schemas';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiPageQuery, apiQuery } from '../../../lib/api-query';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';

export type TInvoiceItem = Camelized<TProformaInvoice>;
export type TPaymentItem = Camelized<TPayment>;
export type TInvoiceFind = TRefBody<typeof feeInvoiceRefs.find>;
export type TPaymentFind = TRefBody<typeof feePaymentRefs.find>;

/** Invoices and payments of fee collection and of a family's `/school-fee` (issue 14). */
export const invoiceFindQuery = (body: TInvoiceFind) =>
  queryOptions({
    queryKey: [...apiKeyPrefix(feeInvoiceRefs.find), body],
    queryFn: async () => {
      const res = await api.call(feeInvoiceRefs.find, { body });
      return { items: (res.data ?? []) as TInvoiceItem[], total: res.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
export const invoiceQuery = (id: string) => apiQuery(feeInvoiceRefs.get, { params: { id } });
export const myInvoicesQuery = (studentId?: string) =>
  apiPageQuery(feeInvoiceRefs.list, { query: { pageIndex: 1, pageSize: 100, ...(studentId ? { studentId } : {}) } });
export const paymentFindQuery = (body: TPaymentFind) =>
  queryOptions({
    queryKey: [...apiKeyPrefix(feePaymentRefs.find), body],
    queryFn: async () => {
      const res = await api.call(feePaymentRefs.find, { body });
      return { items: (res.data ?? []) as TPaymentItem[], total: res.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
export const paymentHistoryQuery = (id: string) => apiQuery(feePaymentRefs.history, { query: { id } });
export const classStudentsQuery = (academicClassId: string | undefined) =>
  queryOptions({ ...apiQuery(studentRefs.byAcademicClass, { query: { academicClassId: academicClassId ?? '' } }), enabled: Boolean(academicClassId) });

/** After any change: invoices, payments and the class summaries are read again. */
function useFeeMutation<TArg, TResult>(fn: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(feeInvoiceRefs.list) });
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(feePaymentRefs.find) });
    },
  });
}

export const useGenerateInvoices = () =>
  useFeeMutation(async (body: TRefBody<typeof feeInvoiceRefs.generate>) => (await api.call(feeInvoiceRefs.generate, { body })).data);
export const useUpdateInvoice = () =>
  useFeeMutation((body: TRefBody<typeof feeInvoiceRefs.update>) => versioned(true, async () => (await api.call(feeInvoiceRefs.update, { body })).data));
export const useInvoiceStatus = () =>
  useFeeMutation((body: TRefBody<typeof feeInvoiceRefs.status>) => api.call(feeInvoiceRefs.status, { body }).then((r) => r.data));
export const useTakePayment = () =>
  useFeeMutation((body: TRefBody<typeof feePaymentRefs.create>) => api.call(feePaymentRefs.create, { body }).then((r) => r.data));
export const useConfirmPayment = () =>
  useFeeMutation((body: TRefBody<typeof feePaymentRefs.confirmation>) => api.call(feePaymentRefs.confirmation, { body }).then((r) => r.data));
export const useReversePayment = () =>
  useFeeMutation((body: TRefBody<typeof feePaymentRefs.status>) => api.call(feePaymentRefs.status, { body }).then((r) => r.data));

export const receiptPdf = (id: string) => api.download(feePaymentRefs.receipt, { query: { id } });
export const invoicePdf = (id: string) => api.download(feePaymentRefs.invoiceReport, { query: { id } });

/** The fee collection report and aging list (designed `GET /api/payment/collection`, `…/collection-report`). */
export type TCollectionQuery = TRefQuery<typeof feePaymentRefs.collection>;
export type TCollection = Camelized<TFeeCollection>;
export const collectionQuery = (query: TCollectionQuery) =>
  queryOptions({ ...apiQuery(feePaymentRefs.collection, { query }), placeholderData: keepPreviousData });
export const collectionReport = (query: TCollectionQuery, exportType: number) =>
  api.download(feePaymentRefs.collectionReport, { query: { ...query, exportType } });

/** `POST /api/campus-statistics/fee-summary` of a year: the dashboard's fee card. */
export const feeSummaryQuery = (academicYearId: string | undefined) =>
  queryOptions({
    queryKey: [...apiKeyPrefix(dashboardRefs.feeSummary), academicYearId],
    queryFn: async () => (await api.call(dashboardRefs.feeSummary, { body: academicYearId ? { academicYearId } : {} })).data as Camelized<TCampusFeeSummary>,
    staleTime: 60_000,
  });
