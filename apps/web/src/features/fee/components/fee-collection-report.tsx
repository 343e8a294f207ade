import '../i18n';
import { useState, type ComponentProps } from 'react';
import { Card, Col, DatePicker, Row, Select, Statistic, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PAYMENT_KIND } from '@school/contract/fee/fee-payment.schemas';
import { useLocalePagination } from '../../../components/locale-pagination';
import { JoinedText } from '../../../components/joined-text';
import { CompactFilterBar } from '../../../components/settings-filters';
import { NamedSelect, type TNamed } from '../../../components/named-select';
import { ExportButton } from '../../../components/export-button';
import { useEnumOptions } from '../../../components/enum-options';
import { useLocalName } from '../../../components/bilingual-name';
import { classesOfYearQuery, yearGradesQuery } from '../../../lib/setup-lookups';
import { formatDate, DATE_FORMAT } from '../../../lib/date';
import { localeDigits } from '../../../lib/digits';
import { useLocale } from '../../../lib/use-locale';
import { collectionQuery, collectionReport, type TCollection, type TCollectionQuery } from '../api/fee-collection-api';
import { feeTypeApi, paymentMethodApi } from '../api/fee-setup-api';
import { useMoney } from './fee-money';
import { PaymentStatusTag } from './fee-status';

type TSumRow = TCollection['byCurrency'][number] & { key: string; name?: string };
type TAgingTotal = TCollection['agingTotals'][number] & { totalRow: true };
type TAgingRow = TCollection['aging'][number] | TAgingTotal;
const isTotal = (r: TAgingRow): r is TAgingTotal => 'totalRow' in r;

/**
 * The fee collection report tab of `/administration/fee-collection` (issue 14): a period, class or grade, fee
 * type, method and currency; totals per currency, method and fee type (refunds and voids as reversals, net),
 * the receipts, and the aging list of what is outstanding on the period's last day; PDF and Excel.
 */
export function FeeCollectionReport({ yearId }: { yearId: string | undefined }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const money = useMoney();
  const localName = useLocalName();
  const localePagination = useLocalePagination();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs()]);
  const [classId, setClassId] = useState<string>();
  const [gradeId, setGradeId] = useState<string>();
  const [feeTypeId, setFeeTypeId] = useState<string>();
  const [methodId, setMethodId] = useState<string>();
  const [currency, setCurrency] = useState<number>();
  const classes = useQuery(classesOfYearQuery(yearId)).data ?? [];
  const grades = useQuery(yearGradesQuery(yearId)).data ?? [];
  const types = useQuery(feeTypeApi.listQuery()).data?.items ?? [];
  const methods = useQuery(paymentMethodApi.listQuery()).data?.items ?? [];
  const currencyOptions = useEnumOptions('currencyType');
  const query: TCollectionQuery = {
    fromDate: range[0].format('YYYY-MM-DD'),
    toDate: range[1].format('YYYY-MM-DD'),
    academicClassId: classId,
    courseLevelId: gradeId,
    feeTypeId,
    paymentMethodId: methodId,
    currencyType: currency,
  };
  const report = useQuery(collectionQuery(query));
  const data = report.data;
  const digits = (n: number) => localeDigits(n, locale);
  const sumColumns = (named: boolean) => [
    ...(named ? [{ title: t('report.name'), dataIndex: 'name', key: 'name' }] : []),
    { title: t('field.currency'), key: 'currency', render: (_v: unknown, r: TSumRow) => (r.currencyType === 1 ? 'USD' : 'KHR') },
    { title: t('report.count'), key: 'count', align: 'right' as const, render: (_v: unknown, r: TSumRow) => digits(r.count) },
    { title: t('report.received'), key: 'received', align: 'right' as const, render: (_v: unknown, r: TSumRow) => money(r.received, r.currencyType) },
    { title: t('report.reversed'), key: 'reversed', align: 'right' as const, render: (_v: unknown, r: TSumRow) => money(r.reversed, r.currencyType) },
    { title: t('report.net'), key: 'net', align: 'right' as const, render: (_v: unknown, r: TSumRow) => <strong>{money(r.net, r.currencyType)}</strong> },
  ];
  const aging: TAgingRow[] = data ? [...data.aging, ...data.agingTotals.map((a) => ({ ...a, totalRow: true as const }))] : [];
  // The class, grade, fee type and method choices: each of the year's or the school's named records, or all.
  const namedFilters: ComponentProps<typeof NamedSelect<TNamed>>[] = [
    { items: classes, value: classId, onChange: setClassId, ariaLabel: t('collection.class'), placeholder: t('collection.allClasses'), width: 180 },
    { items: grades, value: gradeId, onChange: setGradeId, ariaLabel: t('item.grade'), placeholder: t('item.allGrades'), width: 160 },
    { items: types, value: feeTypeId, onChange: setFeeTypeId, ariaLabel: t('item.type'), placeholder: t('report.allTypes'), width: 180 },
    { items: methods, value: methodId, onChange: setMethodId, ariaLabel: t('payment.method'), placeholder: t('report.allMethods'), width: 180 },
  ];
  const bucket = (pick: (r: TAgingRow) => number) => (_v: unknown, r: TAgingRow) => money(pick(r), r.currencyType);
  return (
    <>
      <CompactFilterBar>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          format={DATE_FORMAT}
          aria-label={t('report.period')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          data-testid="report-range"
        />
        {namedFilters.map((f) => (
          <NamedSelect key={f.ariaLabel} {...f} allowClear />
        ))}
        <Select
          allowClear
          style={{ width: 170 }}
          aria-label={t('field.currency')}
          placeholder={t('report.allCurrencies')}
          options={currencyOptions}
          value={currency}
          onChange={(v?: number) => setCurrency(v)}
        />
        <ExportButton hasRun={Boolean(data)} fileName="fee-collection" onExport={(type) => collectionReport(query, type)} />
      </CompactFilterBar>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="report-currency-totals">
        {(data?.byCurrency ?? []).map((c) => (
          <Col key={c.currencyType} xs={24} md={12}>
            <Card size="small">
              <Statistic title={`${t('report.net')} · ${c.currencyType === 1 ? 'USD' : 'KHR'}`} value={money(c.net, c.currencyType)} />
              <Typography.Text type="secondary">
                {t('report.receivedLine', { received: money(c.received, c.currencyType), reversed: money(c.reversed, c.currencyType), count: digits(c.count) })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
        {data && data.byCurrency.length === 0 && (
          <Col span={24}>
            <Typography.Text type="secondary">{t('report.none')}</Typography.Text>
          </Col>
        )}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('report.byMethod')}>
            <Table<TSumRow>
              size="small"
              pagination={false}
              data-testid="report-by-method"
              dataSource={(data?.byMethod ?? []).map((r) => ({ ...r, key: `${r.paymentMethod.id}-${r.currencyType}`, name: localName(r.paymentMethod) }))}
              columns={sumColumns(true)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('report.byFeeType')}>
            <Table<TSumRow>
              size="small"
              pagination={false}
              data-testid="report-by-fee-type"
              dataSource={(data?.byFeeType ?? []).map((r) => ({ ...r, key: `${r.feeType.id}-${r.currencyType}`, name: localName(r.feeType) }))}
              columns={sumColumns(true)}
            />
          </Card>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {t('report.receipts')}
      </Typography.Title>
      <Table<TCollection['receipts'][number]>
        rowKey="id"
        size="small"
        data-testid="report-receipts"
        loading={report.isFetching}
        dataSource={data?.receipts ?? []}
        scroll={{ x: 900 }}
        pagination={{ ...localePagination, pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: t('payment.receipt'), dataIndex: 'receiptNumber', width: 110 },
          { title: t('collection.date'), key: 'date', render: (_v, r) => formatDate(r.paidAt, locale, DATE_FORMAT) },
          {
            title: t('collection.student'),
            key: 'student',
            render: (_v, r) => <JoinedText parts={[r.studentCode, locale === 'en' ? r.fullNameEn : r.fullName]} />,
          },
          { title: t('collection.class'), key: 'class', render: (_v, r) => localName(r.academicClass) },
          { title: t('collection.number'), dataIndex: 'invoiceCode' },
          { title: t('payment.method'), key: 'method', render: (_v, r) => localName(r.paymentMethod) },
          {
            title: t('report.kind'),
            key: 'kind',
            render: (_v, r) => (r.kind === PAYMENT_KIND.PAYMENT ? <PaymentStatusTag status={r.status} /> : t(`report.kinds.${r.kind}`)),
          },
          { title: t('collection.amount'), key: 'amount', align: 'right', render: (_v, r) => money(r.amount, r.currencyType) },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {t('report.aging', { date: formatDate(query.toDate, locale, DATE_FORMAT) })}
      </Typography.Title>
      <Table<TAgingRow>
        size="small"
        data-testid="report-aging"
        rowKey={(r) => (isTotal(r) ? `total-${r.currencyType}` : `${r.studentId}-${r.currencyType}`)}
        dataSource={aging}
        scroll={{ x: 900 }}
        pagination={false}
        rowClassName={(r) => (isTotal(r) ? 'ant-table-row-selected' : '')}
        columns={[
          {
            title: t('collection.student'),
            key: 'student',
            render: (_v, r) =>
              isTotal(r) ? (
                <strong>{t('report.totalRow', { n: digits(r.studentCount) })}</strong>
              ) : (
                <JoinedText parts={[r.studentCode, locale === 'en' ? r.fullNameEn : r.fullName]} />
              ),
          },
          { title: t('collection.class'), key: 'class', render: (_v, r) => (isTotal(r) ? '' : localName(r.academicClass)) },
          { title: t('report.current'), key: 'current', align: 'right', render: bucket((r) => r.current) },
          { title: t('report.days1To30'), key: 'd1', align: 'right', render: bucket((r) => r.days1To30) },
          { title: t('report.days31To60'), key: 'd31', align: 'right', render: bucket((r) => r.days31To60) },
          { title: t('report.days61To90'), key: 'd61', align: 'right', render: bucket((r) => r.days61To90) },
          { title: t('report.over90'), key: 'd90', align: 'right', render: bucket((r) => r.over90) },
          { title: t('report.total'), key: 'total', align: 'right', render: (_v, r) => <strong>{money(r.total, r.currencyType)}</strong> },
        ]}
      />
    </>
  );
}
