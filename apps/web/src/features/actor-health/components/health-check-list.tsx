import '../i18n';
import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { schoolDay } from '../../../lib/date';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar } from '../../../components/settings-filters';
import { useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { useHealthChecks } from '../api/actor-health-api';
import { HealthCheckTable } from './health-overview';

/** /teachers/medical: the checks of a range (the last 7 days by default), of students, employees or both (4). */
export function HealthCheckList() {
  const { t } = useTranslation('actor-health');
  const navigate = useLocaleNavigate();
  const permissions = usePermissions();
  const [actorType, setActorType] = useState(4);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([schoolDay().subtract(6, 'day'), schoolDay()]);
  const checks = useHealthChecks({ actorType, startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') });
  return (
    <>
      <PageHeader
        title={t('records')}
        crumbs={[{ label: t('title'), path: '/healthCheck' }, { label: t('records') }]}
        extra={
          permissions.has('MANAGE_HEALTH_CHECK') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/teachers/medical/add')} data-testid="health-add">
              {t('add')}
            </Button>
          )
        }
      />
      <CompactFilterBar>
        <Select
          aria-label={t('actorType')}
          value={actorType}
          onChange={setActorType}
          style={{ width: 200 }}
          options={[
            { value: 4, label: t('everyone') },
            { value: 0, label: t('students') },
            { value: 1, label: t('employees') },
          ]}
        />
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          format="DD/MM/YYYY"
          aria-label={t('range')}
          disabledDate={(d) => d.isAfter(schoolDay(), 'day')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      </CompactFilterBar>
      <Card styles={{ body: { padding: 12 } }} data-testid="health-list">
        <Flex vertical>
          <HealthCheckTable rows={checks.data?.details ?? []} loading={checks.isLoading} withDate />
        </Flex>
      </Card>
    </>
  );
}
