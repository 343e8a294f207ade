import '../i18n';
import { useState } from 'react';
import { Card, DatePicker, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { ExportButton } from '../../../components/export-button';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { downloadReport, monthRange, schoolToday, type TReportName } from '../api/employee-attendance-api';

type TPeople = 'employee' | 'teacher';

/**
 * The employee attendance reports (`/report/attendance/employee/daily|monthly`): all employees or the
 * teachers only, a range of days (daily) or a month (monthly), as PDF or Excel (portal §3 'Export file type').
 */
export function EmployeeAttendanceReport({ kind }: { kind: 'daily' | 'monthly' }) {
  const { t } = useTranslation('employee-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const today = schoolToday();
  const [people, setPeople] = useState<TPeople>('employee');
  const [range, setRange] = useState<[string, string]>(() => (kind === 'daily' ? [today, today] : [monthRange(today).fromDate, monthRange(today).toDate]));
  const shown = (d: dayjs.Dayjs, pattern: string) =>
    d
      .locale(locale)
      .format(pattern)
      .replace(/\d/g, (n) => digits(n));
  const name: TReportName = `${people}${kind === 'daily' ? 'Daily' : 'Monthly'}Report`;

  return (
    <>
      <PageHeader title={t(`report.${kind}`)} crumbs={[{ label: t('report.menu') }, { label: t('report.group') }, { label: t(`report.${kind}`) }]} />
      <FilterBar>
        <FilterField label={t('report.people')}>
          <Radio.Group
            value={people}
            onChange={(e) => setPeople(e.target.value as TPeople)}
            optionType="button"
            options={[
              { value: 'employee', label: t('report.allEmployees') },
              { value: 'teacher', label: t('report.teachersOnly') },
            ]}
            data-testid="report-people"
          />
        </FilterField>
        {kind === 'daily' ? (
          <FilterField label={t('report.dates')}>
            <DatePicker.RangePicker
              value={[dayjs(range[0]), dayjs(range[1])]}
              allowClear={false}
              format={(d) => shown(d, 'DD/MM/YYYY')}
              disabledDate={(d, info) => Boolean(info.from && Math.abs(d.diff(info.from, 'day')) > 30)}
              onChange={(v) => v?.[0] && v[1] && setRange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')])}
              data-testid="report-range"
            />
          </FilterField>
        ) : (
          <FilterField label={t('month')}>
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
              data-testid="report-month"
            />
          </FilterField>
        )}
      </FilterBar>
      <Card size="small">
        <p>{t(`report.${kind}Help`)}</p>
        <ExportButton
          hasRun
          fileName={`${people}-${kind}-attendance`}
          onExport={(exportType) => downloadReport(name, { fromDate: range[0], toDate: range[1], exportType })}
        />
      </Card>
    </>
  );
}
