import '../i18n';
import { useState } from 'react';
import { Button, Checkbox, DatePicker, Select, Table, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYMENT_STATUS } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { useLocalePagination } from '../../../components/locale-pagination';
import { JoinedText } from '../../../components/joined-text';
import { CompactFilterBar } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { useEnumOptions } from '../../../components/enum-options';
import { useLocalName } from '../../../components/bilingual-name';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { formatDate, DATE_FORMAT } from '../../../lib/date';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { useAcademicYears, usePermissions } from '../../auth/use-session';
import { invoiceFindQuery, paymentFindQuery, type TInvoiceItem, type TPaymentItem } from '../api/fee-collection-api';
import { useMoney } from './fee-money';
import { InvoiceStatusTag, PaymentStatusTag } from './fee-status';
import { GenerateInvoicesDrawer } from './generate-invoices-drawer';
import { FeeCollectionReport } from './fee-collection-report';
import { SearchBox } from '../../../components/search-box';

/**
 * `/administration/fee-collection`: find invoices by student, class, status and due date; payments to confirm; the
 * collection report and aging list (`?tab=report`) (issue 14).
 */
export function FeeCollection() {
  const { t } = useTranslation('fee');
  const localePagination = useLocalePagination();
  const locale = useLocale();
  const money = useMoney();
  const localName = useLocalName();
  const navigate = useLocaleNavigate();
  const permissions = usePermissions();
  const { selected } = useAcademicYears();
  const yearId = selected?.id;
  const [classId, setClassId] = useState<string>();
  const [status, setStatus] = useState<number>();
  const [search, setSearch] = useState<string>();
  const [overdue, setOverdue] = useState(false);
  const [due, setDue] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [paymentStatus, setPaymentStatus] = useState<number | undefined>(PAYMENT_STATUS.PENDING);
  const [generateOpen, setGenerateOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'invoices';
  const classes = useQuery(classesOfYearQuery(yearId)).data ?? [];
  const statusOptions = useEnumOptions('proformaInvoiceStatus');
  const paymentStatusOptions = useEnumOptions('paymentStatus').filter((o) => o.value !== PAYMENT_STATUS.NONE);
  const invoices = useQuery(
    invoiceFindQuery({
      academicYearId: yearId,
      academicClassId: classId,
      status,
      search: search || undefined,
      isOverdue: overdue || undefined,
      dueFrom: due?.[0]?.format('YYYY-MM-DD'),
      dueTo: due?.[1]?.format('YYYY-MM-DD'),
      pageIndex: page,
      pageSize: 20,
    }),
  );
  const payments = useQuery(paymentFindQuery({ status: paymentStatus, academicClassId: classId, search: search || undefined, pageIndex: 1, pageSize: 50 }));
  const open = (id: string) => navigate(`/administration/fee-collection/${id}`);
  return (
    <>
      <PageHeader
        title={t('collection.title')}
        crumbs={[{ label: t('collection.administration') }, { label: t('collection.title') }]}
        extra={
          permissions.has('MANAGE_FEE_COLLECTION') && (
            <Button type="primary" onClick={() => setGenerateOpen(true)} data-testid="generate-open">
              {t('collection.generate')}
            </Button>
          )
        }
      />
      {tab !== 'report' && (
        <CompactFilterBar>
          <NamedSelect
            items={classes}
            value={classId}
            onChange={(v) => (setClassId(v), setPage(1))}
            allowClear
            ariaLabel={t('collection.class')}
            placeholder={t('collection.allClasses')}
            testId="filter-class"
          />
          <Select
            allowClear
            style={{ width: 180 }}
            aria-label={t('collection.status')}
            placeholder={t('collection.allStatuses')}
            options={statusOptions}
            value={status}
            onChange={(v?: number) => (setStatus(v), setPage(1))}
          />
          <SearchBox
            placeholder={t('collection.search')}
            aria-label={t('collection.search')}
            onSearch={(v) => (setSearch(v.trim()), setPage(1))}
            data-testid="filter-search"
          />
          <DatePicker.RangePicker
            value={due}
            allowEmpty={[true, true]}
            format={DATE_FORMAT}
            placeholder={[t('collection.dueFrom'), t('collection.dueTo')]}
            aria-label={t('collection.dueDate')}
            onChange={(v) => (setDue(v && (v[0] || v[1]) ? [v[0], v[1]] : null), setPage(1))}
            data-testid="filter-due"
          />
          <Checkbox checked={overdue} onChange={(e) => (setOverdue(e.target.checked), setPage(1))} data-testid="filter-overdue">
            {t('collection.overdueOnly')}
          </Checkbox>
        </CompactFilterBar>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'invoices' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'invoices',
            label: t('collection.invoices'),
            children: (
              <Table<TInvoiceItem>
                rowKey="id"
                size="middle"
                data-testid="invoice-table"
                loading={invoices.isFetching}
                dataSource={invoices.data?.items ?? []}
                scroll={{ x: 900 }}
                onRow={(r) => ({ onClick: () => open(r.id), style: { cursor: 'pointer' } })}
                pagination={{ ...localePagination, current: page, pageSize: 20, total: invoices.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
                columns={[
                  { title: t('collection.number'), dataIndex: 'code', width: 120 },
                  {
                    title: t('collection.student'),
                    key: 'student',
                    render: (_v, r) => <JoinedText parts={[r.studentCode, locale === 'en' ? r.fullNameEn : r.fullName]} />,
                  },
                  { title: t('collection.class'), key: 'class', render: (_v, r) => localName(r.academicClass) },
                  { title: t('item.term'), key: 'term', render: (_v, r) => localName(r.feeTerm) },
                  { title: t('collection.dueDate'), key: 'due', render: (_v, r) => formatDate(r.dueDate, locale, DATE_FORMAT) },
                  { title: t('collection.amount'), key: 'amount', align: 'right', render: (_v, r) => money(r.amount, r.currencyType) },
                  { title: t('collection.balance'), key: 'balance', align: 'right', render: (_v, r) => money(r.balance, r.currencyType) },
                  { title: t('collection.status'), key: 'status', render: (_v, r) => <InvoiceStatusTag status={r.status} overdue={r.isOverdue} /> },
                ]}
              />
            ),
          },
          {
            key: 'payments',
            label: t('collection.payments'),
            children: (
              <>
                <Select
                  allowClear
                  style={{ width: 200, marginBottom: 12 }}
                  aria-label={t('collection.paymentStatus')}
                  placeholder={t('collection.allStatuses')}
                  options={paymentStatusOptions}
                  value={paymentStatus}
                  onChange={(v?: number) => setPaymentStatus(v)}
                />
                <Table<TPaymentItem>
                  rowKey="id"
                  size="middle"
                  data-testid="payment-table"
                  loading={payments.isFetching}
                  dataSource={payments.data?.items ?? []}
                  scroll={{ x: 900 }}
                  onRow={(r) => ({ onClick: () => open(r.proformaInvoiceId), style: { cursor: 'pointer' } })}
                  pagination={false}
                  columns={[
                    { title: t('payment.receipt'), dataIndex: 'receiptNumber', width: 120 },
                    { title: t('collection.date'), key: 'date', render: (_v, r) => formatDate(r.paidAt, locale, DATE_FORMAT) },
                    {
                      title: t('collection.student'),
                      key: 'student',
                      render: (_v, r) => <JoinedText parts={[r.studentCode, locale === 'en' ? r.fullNameEn : r.fullName]} />,
                    },
                    { title: t('collection.number'), dataIndex: 'invoiceCode' },
                    { title: t('payment.paid'), key: 'paid', align: 'right', render: (_v, r) => money(r.paidAmount, r.paidCurrency) },
                    { title: t('payment.method'), key: 'method', render: (_v, r) => localName(r.paymentMethod) },
                    { title: t('collection.status'), key: 'status', render: (_v, r) => <PaymentStatusTag status={r.status} /> },
                  ]}
                />
              </>
            ),
          },
          ...(permissions.has('VIEW_NAV_FEE_COLLECTION')
            ? [{ key: 'report', label: t('report.tab'), children: tab === 'report' && <FeeCollectionReport yearId={yearId} /> }]
            : []),
        ]}
      />
      <GenerateInvoicesDrawer open={generateOpen} onClose={() => setGenerateOpen(false)} onGenerated={() => void invoices.refetch()} yearId={yearId} />
    </>
  );
}
