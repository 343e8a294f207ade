import '../i18n';
import { useState } from 'react';
import { Card, DatePicker, Flex, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actorHealthRefs } from '@school/contract/actor-health/actor-health.refs';
import { apiQuery } from '../../../lib/api-query';
import { schoolDay, formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { BAND_COLOURS, PointTag } from './health-marks';
import { HealthCheckTable } from './health-overview';

/**
 * One person's health, read only (the guardian's /children/healthCheck?id): the month's symptoms and
 * temperature bands (data-calls §9 colours) and every check recorded, newest first.
 */
export function PersonHealth({ actorId }: { actorId: string }) {
  const { t } = useTranslation('actor-health');
  const locale = useLocale();
  const digits = useDigits();
  const [month, setMonth] = useState<Dayjs>(schoolDay());
  const monthly = useQuery(apiQuery(actorHealthRefs.monthly, { query: { actorId, month: month.format('YYYY-MM') } }));
  const checks = useQuery(apiQuery(actorHealthRefs.list, { query: { actorId } }));
  const rows = [...(checks.data?.details ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('tab.monthly')}>
        <Flex vertical gap={12}>
          <DatePicker
            picker="month"
            value={month}
            allowClear={false}
            format={(d) => formatDate(d, locale, 'MM/YYYY')}
            aria-label={t('month')}
            onChange={(d) => d && setMonth(d)}
            style={{ maxWidth: 200 }}
          />
          <Flex gap={8} wrap data-testid="person-health-bands">
            {[4, 3, 2, 1, 0].map((band) => (
              <Tag key={band} color={BAND_COLOURS[band]} style={{ fontSize: 14, padding: '4px 10px' }}>
                {t(`band.${band}`)}: {t('times', { count: monthly.data?.temperatures[band] ?? 0 })}
              </Tag>
            ))}
          </Flex>
          <Table
            rowKey="code"
            size="small"
            loading={monthly.isLoading}
            dataSource={(monthly.data?.medicalHealthTypes ?? []).filter((m) => m.count > 0)}
            pagination={false}
            locale={{ emptyText: t('noSymptom') }}
            data-testid="person-health-monthly"
            columns={[
              { title: t('symptom'), key: 'name', render: (_v, r: { name: string; nameEn: string }) => (locale === 'en' ? r.nameEn : r.name) },
              { title: t('point'), dataIndex: 'point', render: (v: number) => <PointTag value={v} /> },
              { title: t('cases'), dataIndex: 'count', render: (v: number) => digits(v) },
            ]}
          />
        </Flex>
      </Card>
      <Card size="small" title={t('records')} data-testid="person-health-checks">
        <HealthCheckTable rows={rows} loading={checks.isLoading} withDate />
      </Card>
    </Flex>
  );
}
