import '../i18n';
import { useState } from 'react';
import { Card, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { MonthFilterBar } from './month-filter-bar';
import { useEnumLabel } from '../../../components/enum-options';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { monthRange, monthlyQuery, schoolToday, type TAttendanceMonthly, type TAttendanceRecord } from '../api/employee-attendance-api';
import { EmployeeAttendanceTabs } from './employee-attendance-tabs';
import { STATUS_COLOR, useStatusMarks } from '../../../components/attendance-status';

type TRow = TAttendanceMonthly['employees'][number];

const COUNT_KEYS = ['present', 'late', 'permission', 'mission', 'absence'] as const;

/** The five counts of an employee's range as columns (the grid's and the monthly report's), in the page's digits. */
export function useCountColumns(width: number): TableColumnsType<TRow> {
  const { t } = useTranslation('employee-attendance');
  const digits = useDigits();
  return COUNT_KEYS.map((k) => ({
    title: t(`count.${k}`),
    key: k,
    width,
    align: 'center' as const,
    render: (_v: unknown, r: TRow) => digits(r.counts[k]),
  }));
}

/** The legend of the grid's marks, in the page's language. */
export function StatusLegend() {
  const label = useEnumLabel('attendanceStatus');
  const marks = useStatusMarks();
  return (
    <Flex gap={12} wrap style={{ marginBottom: 8 }} data-testid="attendance-legend">
      {Object.entries(marks).map(([value, mark]) => (
        <Typography.Text key={value} type="secondary">
          <b style={{ color: STATUS_COLOR[Number(value)] }}>{mark}</b> {label(Number(value))}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * A narrow column per day of the range (its number in the page's digits, weekends shaded): the day's status
 * mark, its times on hover (the grid's and the monthly report's).
 */
export function useDayColumns(days: string[]): TableColumnsType<TRow> {
  const digits = useDigits();
  const marks = useStatusMarks();
  const label = useEnumLabel('attendanceStatus');
  const dayTip = (r: TAttendanceRecord) =>
    [label(r.attendanceType), [r.morningIn, r.morningOut].filter(Boolean).join('–'), [r.afternoonIn, r.afternoonOut].filter(Boolean).join('–')]
      .filter(Boolean)
      .join(' · ')
      .replace(/\d/g, (n) => digits(n));
  return days.map((d, i) => ({
    title: digits(Number(d.slice(8))),
    key: d,
    width: 34,
    align: 'center' as const,
    onHeaderCell: () => ({ style: { padding: 2, background: [0, 6].includes(dayjs(d).day()) ? '#f5f5f5' : undefined } }),
    render: (_v: unknown, r: TRow) => {
      const day = r.days[i];
      if (!day) return null;
      return (
        <Tooltip title={dayTip(day)}>
          <b style={{ color: STATUS_COLOR[day.attendanceType] }} data-testid={`cell-${r.code}-${d}`}>
            {marks[day.attendanceType]}
          </b>
        </Tooltip>
      );
    },
  }));
}

/**
 * The monthly grid (data-calls §4: the current month by default): a line per employee, a mark per day
 * (its times on hover) and her counts of the month.
 */
export function EmployeeMonthlyGrid() {
  const { t } = useTranslation('employee-attendance');
  const locale = useLocale();
  const to = useLocalePath();
  const [month, setMonth] = useState(() => schoolToday().slice(0, 7));
  const range = monthRange(`${month}-01`);
  const grid = useQuery(monthlyQuery(range.fromDate, range.toDate));
  const days = grid.data?.days ?? [];
  const countColumns = useCountColumns(64);
  const dayColumns = useDayColumns(days);

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title'), path: '/administration/employee-attendance' }, { label: t('view.monthly') }]} />
      <EmployeeAttendanceTabs current="monthly" />
      <MonthFilterBar month={month} onChange={setMonth} testId="attendance-month" />
      <Card size="small">
        <StatusLegend />
        <Table<TRow>
          rowKey="employeeId"
          size="small"
          bordered
          loading={grid.isLoading}
          dataSource={grid.data?.employees ?? []}
          pagination={false}
          scroll={{ x: 260 + days.length * 34 + COUNT_KEYS.length * 64 }}
          data-testid="attendance-grid"
          columns={[
            {
              title: t('col.name'),
              key: 'name',
              fixed: 'left',
              width: 200,
              render: (_v, r) => (
                <Link to={to(`/administration/employee-attendance/individual/${r.employeeId}`)} lang={locale}>
                  {bothNames(r, locale)[0]}
                </Link>
              ),
            },
            ...dayColumns,
            ...countColumns,
          ]}
        />
      </Card>
    </>
  );
}
