import '../i18n';
import { useState } from 'react';
import { Alert, Card, Col, Descriptions, Empty, Row, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { MonthFilterBar } from './month-filter-bar';
import { useErrorText } from '../../../components/feedback';
import { BilingualName } from '../../../components/bilingual-name';
import { formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { individualQuery, monthRange, schoolToday, type TAttendanceRecord } from '../api/employee-attendance-api';
import { AttendanceStatusTag } from '../../../components/attendance-status';

const COUNT_KEYS = ['present', 'late', 'permission', 'mission', 'absence'] as const;

/** One employee's attendance of a month (`individual`, Data.Detail) with her counts. */
export function EmployeeAttendanceRecord({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('employee-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const [month, setMonth] = useState(() => schoolToday().slice(0, 7));
  const range = monthRange(`${month}-01`);
  const record = useQuery(individualQuery(employeeId, range.fromDate, range.toDate));
  const person = record.data?.employee;
  const time = (v: string | null) => (v ? digits(v) : '');
  const errorText = useErrorText();

  return (
    <>
      <PageHeader
        title={t('record.title')}
        crumbs={[{ label: t('title'), path: '/administration/employee-attendance' }, { label: person ? bothNames(person, locale)[0] : t('record.title') }]}
      />
      <MonthFilterBar month={month} onChange={setMonth} testId="record-month" />
      {record.isError && <Alert type="error" showIcon title={errorText(record.error)} style={{ marginBottom: 12 }} data-testid="record-error" />}
      {person && (
        <Card size="small" style={{ marginBottom: 12 }} data-testid="record-person">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'name', label: t('col.name'), children: bothNames(person, locale).join(' · ') },
              { key: 'code', label: t('col.code'), children: person.code },
              { key: 'position', label: t('col.position'), children: <BilingualName item={person.position} /> },
            ]}
          />
          <Row gutter={[12, 12]} style={{ marginTop: 8 }}>
            {COUNT_KEYS.map((k) => (
              <Col key={k} xs={8} md={4}>
                <Statistic title={t(`count.${k}`)} value={digits(record.data!.counts[k])} />
              </Col>
            ))}
          </Row>
        </Card>
      )}
      <Card size="small">
        <Table<TAttendanceRecord>
          rowKey="id"
          size="small"
          loading={record.isLoading}
          dataSource={record.data?.detail ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t('record.empty')} /> }}
          scroll={{ x: 640 }}
          data-testid="record-table"
          columns={[
            { title: t('date'), dataIndex: 'date', render: (v: string) => formatDate(v, locale, 'ddd DD/MM/YYYY') },
            { title: t('col.status'), dataIndex: 'attendanceType', render: (v: number) => <AttendanceStatusTag value={v} /> },
            { title: t('col.morningIn'), dataIndex: 'morningIn', render: time },
            { title: t('col.morningOut'), dataIndex: 'morningOut', render: time },
            { title: t('col.afternoonIn'), dataIndex: 'afternoonIn', render: time },
            { title: t('col.afternoonOut'), dataIndex: 'afternoonOut', render: time },
          ]}
        />
      </Card>
    </>
  );
}
