import '../i18n';
import { useState } from 'react';
import { DatePicker, Radio, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ReportScreen } from '../../../components/report-screen';
import { AttendanceStatusTag } from '../../../components/attendance-status';
import { BilingualName } from '../../../components/bilingual-name';
import { useDigits, useLocale } from '../../../lib/use-locale';
import {
  downloadReport,
  monthRange,
  reportRowsQuery,
  schoolToday,
  type TAttendanceMonthly,
  type TAttendanceRecord,
  type TReportFilter,
  type TReportName,
  type TReportPeople,
} from '../api/employee-attendance-api';
import { StatusLegend, useCountColumns, useDayColumns } from './monthly-grid';

type TEmployeeLine = TAttendanceMonthly['employees'][number];
/** A line of the daily report: one employee on one day that has any record (as the file prints it). */
type TDailyLine = { key: string; date: string; employee: TEmployeeLine; day: TAttendanceRecord | null };

/** The days of the range that have any record (a weekend nobody recorded is left out), each with every employee. */
function dailyLines(data: TAttendanceMonthly | undefined): TDailyLine[] {
  if (!data) return [];
  return data.days.flatMap((date, i) =>
    data.employees.some((e) => e.days[i])
      ? data.employees.map((employee) => ({ key: `${date}|${employee.employeeId}`, date, employee, day: employee.days[i] ?? null }))
      : [],
  );
}

/**
 * The employee attendance reports (`/report/attendance/employee/daily|monthly`), as every report screen: all
 * employees or the teachers only, a range of days (daily) or a month (monthly), Run shows what the report
 * holds (the daily one a line per employee and recorded day, the monthly one a mark per day and the counts),
 * Export writes the run's PDF or Excel (portal §3 'Export file type').
 */
export function EmployeeAttendanceReport({ kind }: { kind: 'daily' | 'monthly' }) {
  const { t } = useTranslation('employee-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const today = schoolToday();
  const [people, setPeople] = useState<TReportPeople>('employee');
  const [range, setRange] = useState<[string, string]>(() => (kind === 'daily' ? [today, today] : [monthRange(today).fromDate, monthRange(today).toDate]));
  const [ran, setRan] = useState<TReportFilter>();
  const query = useQuery({ ...reportRowsQuery(ran ?? { people, fromDate: range[0], toDate: range[1] }), enabled: Boolean(ran) });
  const shown = (d: dayjs.Dayjs, pattern: string) =>
    d
      .locale(locale)
      .format(pattern)
      .replace(/\d/g, (n) => digits(n));
  const time = (v: string | null | undefined) => (v ? digits(v) : '');
  const title = t(`report.${kind}`);
  const name = (filter: TReportFilter): TReportName => `${filter.people}${kind === 'daily' ? 'Daily' : 'Monthly'}Report`;

  /** Code and name; `fixed`: kept in view while the month's days scroll across. */
  const employeeColumns = <T,>(of: (line: T) => TEmployeeLine, fixed?: 'left'): TableColumnsType<T> => [
    { title: t('col.code'), key: 'code', fixed, width: 90, render: (_: unknown, l: T) => digits(of(l).code) },
    {
      title: t('col.name'),
      key: 'name',
      fixed,
      width: 180,
      render: (_: unknown, l: T) => {
        const e = of(l);
        return <BilingualName item={{ name: `${e.lastName} ${e.firstName}`, nameEn: `${e.lastNameEn} ${e.firstNameEn}` }} />;
      },
    },
  ];
  const dailyColumns: TableColumnsType<TDailyLine> = [
    { title: t('date'), key: 'date', width: 110, render: (_, l) => shown(dayjs(l.date), 'DD/MM/YYYY') },
    ...employeeColumns<TDailyLine>((l) => l.employee),
    { title: t('col.position'), key: 'position', render: (_, l) => (l.employee.position ? <BilingualName item={l.employee.position} /> : '') },
    ...(['morningIn', 'morningOut', 'afternoonIn', 'afternoonOut'] as const).map((k) => ({
      title: t(`col.${k}`),
      key: k,
      width: 100,
      align: 'center' as const,
      render: (_: unknown, l: TDailyLine) => time(l.day?.[k]),
    })),
    {
      title: t('col.status'),
      key: 'status',
      width: 120,
      render: (_, l) => (l.day ? <AttendanceStatusTag value={l.day.attendanceType} /> : <Typography.Text type="secondary">{t('notRecorded')}</Typography.Text>),
    },
  ];
  const days = query.data?.days ?? [];
  const countColumns = useCountColumns(72);
  const dayColumns = useDayColumns(days);
  const monthlyColumns: TableColumnsType<TEmployeeLine> = [...employeeColumns<TEmployeeLine>((l) => l, 'left'), ...dayColumns, ...countColumns];

  const frame = {
    title,
    crumbs: [{ label: t('report.menu') }, { label: t('report.group') }, { label: title }],
    help: t(`report.${kind}Help`),
    filters: (
      <>
        <Radio.Group
          value={people}
          onChange={(e) => setPeople(e.target.value as TReportPeople)}
          optionType="button"
          aria-label={t('report.people')}
          options={[
            { value: 'employee', label: t('report.allEmployees') },
            { value: 'teacher', label: t('report.teachersOnly') },
          ]}
          data-testid="report-people"
        />
        {kind === 'daily' ? (
          <DatePicker.RangePicker
            value={[dayjs(range[0]), dayjs(range[1])]}
            allowClear={false}
            format={(d) => shown(d, 'DD/MM/YYYY')}
            disabledDate={(d, info) => Boolean(info.from && Math.abs(d.diff(info.from, 'day')) > 30)}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')])}
            aria-label={t('report.dates')}
            data-testid="report-range"
          />
        ) : (
          <DatePicker
            picker="month"
            value={dayjs(range[0])}
            allowClear={false}
            format={(d) => shown(d, 'MMMM YYYY')}
            onChange={(d) => {
              if (!d) return;
              const r = monthRange(d.format('YYYY-MM-DD'));
              setRange([r.fromDate, r.toDate]);
            }}
            aria-label={t('month')}
            data-testid="report-month"
          />
        )}
      </>
    ),
    hasRun: Boolean(ran),
    onRun: () => setRan({ people, fromDate: range[0], toDate: range[1] }),
    onExport: (exportType: number) => downloadReport(name(ran!), { fromDate: ran!.fromDate, toDate: ran!.toDate, exportType }),
    fileName: `${ran?.people ?? people}-${kind}-attendance`,
    query,
    notRun: t('report.notRun'),
    empty: t('report.empty'),
  };
  return kind === 'daily' ? (
    <ReportScreen<TDailyLine> {...frame} columns={dailyColumns} rows={dailyLines(query.data)} rowKey={(l) => l.key} />
  ) : (
    <ReportScreen<TEmployeeLine>
      {...frame}
      summary={<StatusLegend />}
      columns={monthlyColumns}
      rows={query.data?.employees}
      rowKey={(l) => l.employeeId}
      scrollX={180 + 90 + days.length * 34 + countColumns.length * 72}
    />
  );
}
