import '../i18n';
import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Progress, Table, Tabs, Tag, Typography } from 'antd';
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useLocalePagination } from '../../../components/locale-pagination';
import { formatDate, schoolDay } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { useHealthDaily, useHealthMonthly, useHealthTypes, useHealthWeekly, type TCheck } from '../api/actor-health-api';
import { BAND_COLOURS, PointTag, SymptomTags, TemperatureTag, pointColour } from './health-marks';
import { JoinedText } from '../../../components/joined-text';

/** The checks of a day as a table: who, class, temperature, symptoms, point. */
export function HealthCheckTable({ rows, loading, withDate = false }: { rows: TCheck[]; loading: boolean; withDate?: boolean }) {
  const { t } = useTranslation('actor-health');
  const locale = useLocale();
  const digits = useDigits();
  const types = useHealthTypes();
  const pagination = useLocalePagination();
  return (
    <Table<TCheck>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{ ...pagination, defaultPageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('common:state.noData') }}
      columns={[
        { title: t('common:table.index'), key: 'index', width: 56, render: (_v, _r, i) => digits(i + 1) },
        ...(withDate ? [{ title: t('date'), key: 'date', render: (_v: unknown, r: TCheck) => formatDate(r.date, locale, 'DD/MM/YYYY') }] : []),
        {
          title: t('person'),
          key: 'person',
          render: (_v, r) => (
            <Flex vertical>
              <Typography.Text strong>{locale === 'en' ? r.fullNameEn : r.fullName}</Typography.Text>
              <Typography.Text type="secondary">
                <JoinedText
                  parts={[
                    r.actorCode,
                    r.actorType === 0 ? localName({ description: r.academicClass ?? '', descriptionEn: r.academicClassEn ?? '' }, locale) : t('employee'),
                  ]}
                />
              </Typography.Text>
            </Flex>
          ),
        },
        { title: t('temperature'), key: 'temperature', render: (_v, r) => <TemperatureTag value={r.temperature} /> },
        { title: t('symptoms'), key: 'symptoms', render: (_v, r) => <SymptomTags codes={r.symptoms} types={types.data ?? []} /> },
        { title: t('point'), key: 'point', render: (_v, r) => <PointTag value={r.point} /> },
        { title: t('note'), dataIndex: 'note', render: (v: string | null) => v ?? '' },
      ]}
    />
  );
}

function BandCounts({ counts }: { counts: number[] }) {
  const { t } = useTranslation('actor-health');
  return (
    <Flex gap={8} wrap data-testid="health-bands">
      {[4, 3, 2, 1, 0].map((band) => (
        <Tag key={band} color={BAND_COLOURS[band]} style={{ fontSize: 14, padding: '4px 10px' }}>
          {t(`band.${band}`)}: {t('count', { count: counts[band] ?? 0 })}
        </Tag>
      ))}
    </Flex>
  );
}

function Daily() {
  const { t } = useTranslation('actor-health');
  const [date, setDate] = useState<Dayjs>(schoolDay());
  const daily = useHealthDaily(date.format('YYYY-MM-DD'));
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <DatePicker
          value={date}
          allowClear={false}
          format="DD/MM/YYYY"
          aria-label={t('date')}
          disabledDate={(d) => d.isAfter(schoolDay(), 'day')}
          onChange={(d) => d && setDate(d)}
        />
        <Flex gap={8} wrap>
          {[3, 2, 1, 0].map((p) => (
            <Tag key={p} color={pointColour(p)} style={{ fontSize: 14, padding: '4px 10px' }}>
              {t('pointValue', { point: p })}: {t('count', { count: daily.data?.points[p] ?? 0 })}
            </Tag>
          ))}
        </Flex>
      </Flex>
      <BandCounts counts={daily.data?.bands ?? []} />
      <HealthCheckTable rows={daily.data?.details ?? []} loading={daily.isLoading} />
    </Flex>
  );
}

function Weekly() {
  const { t } = useTranslation('actor-health');
  const locale = useLocale();
  const digits = useDigits();
  // data-calls §4: the weekly range is the 7 days up to today by default.
  const [range, setRange] = useState<[Dayjs, Dayjs]>([schoolDay().subtract(6, 'day'), schoolDay()]);
  const weekly = useHealthWeekly(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'));
  const rows = weekly.data?.weekend ?? [];
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Flex vertical gap={12}>
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        format="DD/MM/YYYY"
        aria-label={t('range')}
        disabledDate={(d) => d.isAfter(schoolDay(), 'day')}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        style={{ maxWidth: 320 }}
      />
      <Table
        rowKey="dateStr"
        size="middle"
        loading={weekly.isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="health-weekly"
        columns={[
          { title: t('date'), dataIndex: 'dateStr', render: (v: string) => formatDate(v, locale, 'dddd DD/MM/YYYY') },
          { title: t('checked'), dataIndex: 'count', render: (v: number) => digits(v) },
          { title: t('unwell'), dataIndex: 'unwell', render: (v: number) => <Tag color={v > 0 ? 'orange' : 'green'}>{digits(v)}</Tag> },
          {
            title: t('share'),
            key: 'bar',
            width: 240,
            render: (_v, r: { count: number; unwell: number }) => (
              <Progress percent={(r.count / max) * 100} success={{ percent: ((r.count - r.unwell) / max) * 100 }} showInfo={false} strokeColor="#fa8c16" />
            ),
          },
        ]}
      />
    </Flex>
  );
}

function Monthly() {
  const { t } = useTranslation('actor-health');
  const locale = useLocale();
  const digits = useDigits();
  const [month, setMonth] = useState<Dayjs>(schoolDay());
  const monthly = useHealthMonthly(month.format('YYYY-MM'));
  return (
    <Flex vertical gap={12}>
      <DatePicker
        picker="month"
        value={month}
        allowClear={false}
        format="MM/YYYY"
        aria-label={t('month')}
        onChange={(d) => d && setMonth(d)}
        style={{ maxWidth: 200 }}
      />
      <BandCounts counts={monthly.data?.temperatures ?? []} />
      <Table
        rowKey="code"
        size="middle"
        loading={monthly.isLoading}
        dataSource={monthly.data?.medicalHealthTypes ?? []}
        pagination={false}
        data-testid="health-monthly"
        columns={[
          { title: t('symptom'), key: 'name', render: (_v, r: { name: string; nameEn: string }) => (locale === 'en' ? r.nameEn : r.name) },
          { title: t('point'), dataIndex: 'point', render: (v: number) => <PointTag value={v} /> },
          { title: t('cases'), dataIndex: 'count', render: (v: number) => digits(v) },
        ]}
      />
    </Flex>
  );
}

/** /healthCheck: today's checks, the week and the month (data-calls §9 bands and colours). */
export function HealthOverview() {
  const { t } = useTranslation('actor-health');
  const navigate = useLocaleNavigate();
  const permissions = usePermissions();
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={
          <Flex gap={8} wrap>
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/teachers/medical')} data-testid="health-records">
              {t('records')}
            </Button>
            {permissions.has('MANAGE_HEALTH_CHECK') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/teachers/medical/add')} data-testid="health-add">
                {t('add')}
              </Button>
            )}
          </Flex>
        }
      />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'daily', label: t('tab.daily'), children: <Daily /> },
            { key: 'weekly', label: t('tab.weekly'), children: <Weekly /> },
            { key: 'monthly', label: t('tab.monthly'), children: <Monthly /> },
          ]}
        />
      </Card>
    </>
  );
}
