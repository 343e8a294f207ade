import '../i18n';
import type { ReactNode } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type dayjs from 'dayjs';
import { YearFilter } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { ReportScreen, type TReportScreenProps } from '../../../components/report-screen';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { useStateOfYear, useYearFilter } from '../../auth/use-years';
import { BilingualName } from '../../../components/bilingual-name';
import type { TCounts } from '../api/report-attendance-api';

export type TReportKind = 'daily' | 'bySession' | 'monthly' | 'subjectSchedule' | 'yearly';

/** The year and class choices of a report (the class forgotten when the year changes). */
export function useYearClass() {
  const year = useYearFilter();
  const [classId, setClassId] = useStateOfYear<string>(year.yearId);
  const classes = useQuery(classesOfYearQuery(year.yearId));
  return { year, classId, setClassId, classes: classes.data ?? [], classesLoading: classes.isLoading };
}

export function YearClassFilters({ f, optionalClass, onChange }: { f: ReturnType<typeof useYearClass>; optionalClass?: boolean; onChange: () => void }) {
  const { t } = useTranslation('report-attendance');
  return (
    <>
      <YearFilter
        years={f.year.years}
        value={f.year.yearId}
        onChange={(id) => {
          f.year.pick(id);
          onChange();
        }}
        loading={f.year.loading}
        ariaLabel={t('academicYear')}
      />
      <NamedSelect
        items={f.classes}
        value={f.classId}
        onChange={(id) => {
          f.setClassId(id);
          onChange();
        }}
        loading={f.classesLoading}
        allowClear={optionalClass}
        placeholder={optionalClass ? t('allClasses') : t('chooseClass')}
        ariaLabel={t('class')}
        testId="filter-class"
      />
    </>
  );
}

/** A date or month shown in the page's language and digits (a picker's `format`). */
export function useShownDate() {
  const locale = useLocale();
  const digits = useDigits();
  return (d: dayjs.Dayjs, pattern: string) =>
    d
      .locale(locale)
      .format(pattern)
      .replace(/\d/g, (n) => digits(n));
}

/** A student attendance report screen: the shared `ReportScreen` with this menu group's title, help and texts. */
export function ReportFrame<T extends object>(p: { kind: TReportKind } & Omit<TReportScreenProps<T>, 'title' | 'crumbs' | 'help' | 'notRun' | 'empty'>) {
  const { t } = useTranslation('report-attendance');
  const { kind, ...rest } = p;
  const title = t(`${kind}.title`);
  return (
    <ReportScreen<T>
      {...rest}
      title={title}
      crumbs={[{ label: t('menu') }, { label: t('group') }, { label: title }]}
      help={t(`${kind}.help`)}
      notRun={t('notRun')}
      empty={t('noStudents')}
    />
  );
}

/**
 * The pieces of a report's table in the page's language and digits: the register's letters
 * (common:attendanceMark: absent, permission, late, mission; present •), a day's cell, a group's three
 * columns (absent, permission, late of a subject or a month) and the totals.
 */
export function useReportCells() {
  const { t } = useTranslation('report-attendance');
  const digits = useDigits();
  const mark = (status: number) => t(`common:attendanceMark.${status}`);
  const ORDER = [0, 3, 2, 6];
  return {
    digits,
    mark,
    /** A day's or session's marks: the statuses missed (`២អ`), • when present only. */
    cell: (marks: number[]) => {
      const missed = ORDER.filter((s) => marks.includes(s)).map((s) => {
        const n = marks.filter((m) => m === s).length;
        return `${n > 1 ? digits(n) : ''}${mark(s)}`;
      });
      return missed.length > 0 ? missed.join('') : marks.length > 0 ? mark(1) : '';
    },
    /** Absent, permission and late of one group (a subject, a month) as three narrow columns. */
    group<T>(key: string, title: ReactNode, countsOf: (row: T) => TCounts): TableColumnsType<T>[number] {
      const child = (status: number, name: keyof TCounts) => ({
        title: mark(status),
        key: `${key}-${name}`,
        align: 'center' as const,
        width: 44,
        render: (_: unknown, r: T) => {
          const n = countsOf(r)[name];
          return n > 0 ? digits(n) : '';
        },
      });
      return { title, key, children: [child(0, 'absence'), child(3, 'permission'), child(2, 'late')] };
    },
    /** The totals of a register: absent without and with permission, all absences, late. */
    totals<T>(countsOf: (row: T) => TCounts): TableColumnsType<T> {
      const col = (key: string, value: (c: TCounts) => number) => ({
        title: t(`column.${key}`),
        key,
        align: 'center' as const,
        width: 90,
        render: (_: unknown, r: T) => digits(value(countsOf(r))),
      });
      return [
        col('absence', (c) => c.absence),
        col('permission', (c) => c.permission),
        col('totalAbsent', (c) => c.absence + c.permission),
        col('late', (c) => c.late),
      ];
    },
    /** No., code and name of a student's row. */
    student<T extends { code: string; fullName: string; fullNameEn: string }>(): TableColumnsType<T> {
      return [
        { title: t('column.no'), key: 'no', width: 56, align: 'center', fixed: 'left', render: (_: unknown, _r: T, i: number) => digits(i + 1) },
        { title: t('column.code'), key: 'code', dataIndex: 'code', width: 90, render: (v: string) => digits(v) },
        {
          title: t('column.name'),
          key: 'name',
          fixed: 'left',
          width: 170,
          render: (_: unknown, r: T) => <BilingualName item={{ name: r.fullName, nameEn: r.fullNameEn }} />,
        },
      ];
    },
  };
}

/** "taken 3 of 4 sessions" */
export function HeldText({ sessions, taken, compact }: { sessions: number; taken: number; compact?: boolean }) {
  const { t } = useTranslation('report-attendance');
  const digits = useDigits();
  if (sessions === 0 && taken === 0) return <Typography.Text type="secondary">{compact ? '' : t('noSessions')}</Typography.Text>;
  const text = t('held', { taken: digits(taken), sessions: digits(sessions), notTaken: digits(sessions - taken) });
  if (compact)
    return (
      <Typography.Text type={taken < sessions ? 'warning' : 'secondary'} title={text}>
        {`${digits(taken)}/${digits(sessions)}`}
      </Typography.Text>
    );
  return (
    <Typography.Text type={taken < sessions ? 'warning' : undefined}>
      {t('held', { taken: digits(taken), sessions: digits(sessions), notTaken: digits(sessions - taken) })}
    </Typography.Text>
  );
}
