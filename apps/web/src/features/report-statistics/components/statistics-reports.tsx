import '../i18n';
import { useState, type ReactNode } from 'react';
import { DatePicker, Select, Typography } from 'antd';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, YearFilter } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import type { TFileResult } from '../../../lib/api-client';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { useStateOfYear, useYearFilter } from '../../auth/use-years';
import {
  examTypesOfYearQuery,
  statistics,
  type TByLevelRow,
  type TCount,
  type TPeriodFilter,
  type TByAgeReport,
  type TDropReport,
  type TClassSemester,
  type TSec,
  type TEmployeeReport,
  type TTeacherActivity,
} from '../api/report-statistics-api';
import { NotRun, RunBar, StatisticsTable, useCountColumns, type TColumn } from './statistics-table';

/**
 * The statistics screens of the report menu (portal §2 'Reports' › statistics): filters, Run shows the table
 * with its totals row, Export writes the PDF or workbook of the filters that were run.
 */

type TRef = { id: string; description: string; descriptionEn: string };
const FORMAT = 'DD-MM-YYYY';

/** Runs a report once per press of Run with the filters of that moment. */
function useRun<F, D>(query: (f: F) => UseQueryOptions<D, Error, D, readonly unknown[]>) {
  const [ran, setRan] = useState<F>();
  const result = useQuery({ ...(ran ? query(ran) : query(undefined as F)), enabled: ran !== undefined });
  return { ran, run: (f: F) => setRan(f), reset: () => setRan(undefined), data: ran === undefined ? undefined : result.data, loading: result.isFetching };
}

function Page(p: {
  kind: string;
  runDisabled?: boolean;
  filters: ReactNode;
  hasRun: boolean;
  onRun: () => void;
  onExport: (exportType: number) => Promise<TFileResult>;
  caption?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('report-statistics');
  const title = t(`${p.kind}.title`);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('menu') }, { label: t('group') }, { label: title }]} />
      <CompactFilterBar>{p.filters}</CompactFilterBar>
      <RunBar help={t(`${p.kind}.help`)} hasRun={p.hasRun} onRun={p.onRun} runDisabled={p.runDisabled} fileName={p.kind} onExport={p.onExport}>
        {p.caption ? (
          <Typography.Paragraph strong style={{ margin: '8px 0 0' }} data-testid="report-caption">
            {p.caption}
          </Typography.Paragraph>
        ) : null}
      </RunBar>
      {p.hasRun ? p.children : <NotRun />}
    </>
  );
}

/** The year of a screen, picked in its filter bar (the top bar's year by default). */
function useYear(onChange: () => void) {
  const { t } = useTranslation('report-statistics');
  const year = useYearFilter();
  const control = (
    <YearFilter
      years={year.years}
      value={year.yearId}
      onChange={(id) => {
        year.pick(id);
        onChange();
      }}
      loading={year.loading}
      ariaLabel={t('academicYear')}
    />
  );
  return { yearId: year.yearId, control };
}

/** An optional period; empty, the report counts the year's own dates. */
function usePeriod() {
  const { t } = useTranslation('report-statistics');
  const [range, setRange] = useState<[string, string]>();
  const control = (
    <DatePicker.RangePicker
      value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
      format={FORMAT}
      placeholder={[t('startDate'), t('endDate')]}
      onChange={(v) => setRange(v?.[0] && v[1] ? [v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')] : undefined)}
      aria-label={t('period')}
      data-testid="filter-period"
      style={{ width: 340 }}
    />
  );
  return { startDate: range?.[0], endDate: range?.[1], control };
}

/** "Academic year 2025-2026 · 01-11-2025 – 31-08-2026": what a report counted. */
function usePeriodCaption() {
  const locale = useLocale();
  const name = useLocalName();
  return (d: { academicYear: TRef; startDate?: string; endDate?: string } | undefined) =>
    d
      ? [name(d.academicYear), d.startDate && d.endDate ? `${formatDate(d.startDate, locale, FORMAT)} – ${formatDate(d.endDate, locale, FORMAT)}` : '']
          .filter(Boolean)
          .join(' · ')
      : undefined;
}

const levelCell = (r: { level: TRef }) => <BilingualName item={r.level} />;

/** The grade named on the first of its rows only, as a printed sheet groups its classes. */
function levelOnce<R extends { id: string; level: TRef }>(rows: R[]) {
  const first = new Set(rows.filter((r, i) => i === 0 || rows[i - 1]!.level.id !== r.level.id).map((r) => r.id));
  return (r: R) => (first.has(r.id) ? levelCell(r) : null);
}

// ---- students by level

type TLevelLine = TByLevelRow & { subtotal?: boolean };

/** /report/statistics/student-by-level: each class of the exam's year under its grade, with a subtotal per grade. */
export function StudentByLevelReport() {
  const { t } = useTranslation('report-statistics');
  const count = useCountColumns();
  const r = useRun(statistics.byLevel.query);
  const year = useYear(r.reset);
  const [examId, setExamId] = useStateOfYear<string>(year.yearId);
  const exams = useQuery(examTypesOfYearQuery(year.yearId));
  const examTypeId = examId ?? exams.data?.[0]?.id;
  // The answer is one row a class with its Level; the screen groups them (spec: "grouped by the client").
  const lines: TLevelLine[] = [];
  for (const [i, row] of (r.data ?? []).entries()) {
    lines.push(row);
    const next = r.data![i + 1];
    if (!next || next.level.id !== row.level.id) {
      const mine = r.data!.filter((x) => x.level.id === row.level.id);
      const add = (get: (x: TByLevelRow) => TCount) =>
        mine.reduce((s, x) => ({ total: s.total + get(x).total, female: s.female + get(x).female }), { total: 0, female: 0 });
      lines.push({ ...row, id: `${row.level.id}-subtotal`, subtotal: true, studying: add((x) => x.studying), left: add((x) => x.left) });
    }
  }
  const classes = (rows: TLevelLine[]) => rows.filter((x) => !x.subtotal);
  const byLevel = levelOnce(classes(lines));
  const columns: Array<TColumn<TLevelLine>> = [
    { key: 'level', title: t('column.grade'), render: (x) => (x.subtotal ? <Typography.Text strong>{t('subtotal')}</Typography.Text> : byLevel(x)) },
    { key: 'class', title: t('column.class'), render: (x) => (x.subtotal ? <BilingualName item={x.level} /> : <BilingualName item={x} />) },
    count('studying', t('column.studying'), (x) => x.studying, classes),
    count('left', t('column.left'), (x) => x.left, classes),
  ];
  return (
    <Page
      kind="studentByLevel"
      filters={
        <>
          {year.control}
          <NamedSelect
            items={exams.data ?? []}
            value={examTypeId}
            onChange={(id) => {
              setExamId(id);
              r.reset();
            }}
            loading={exams.isLoading}
            ariaLabel={t('examType')}
            placeholder={t('examType')}
            testId="filter-exam-type"
          />
        </>
      }
      hasRun={Boolean(r.ran)}
      runDisabled={!examTypeId}
      onRun={() => examTypeId && r.run({ examTypeId })}
      onExport={(type) => statistics.byLevel.download(r.ran ?? { examTypeId: examTypeId ?? '' }, type)}
    >
      <StatisticsTable
        columns={columns}
        rows={lines}
        rowKey={(x) => x.id}
        loading={r.loading}
        testId="report-table"
        rowClassName={(x) => (x.subtotal ? 'ant-table-row-selected' : '')}
      />
    </Page>
  );
}

// ---- students by age

type TAgeRow = TByAgeReport['rows'][number];

/** /report/statistics/student-by-age: studying students per grade by age in whole years on a date, and sex. */
export function StudentByAgeReport() {
  const { t } = useTranslation('report-statistics');
  const count = useCountColumns();
  const digits = useDigits();
  const locale = useLocale();
  const name = useLocalName();
  const r = useRun(statistics.byAge.query);
  const year = useYear(r.reset);
  const [ageOn, setAgeOn] = useState<string>();
  const filter = { academicYearId: year.yearId, ageOn };
  const d = r.data;
  const columns: Array<TColumn<TAgeRow>> = [
    { key: 'level', title: t('column.grade'), render: levelCell },
    ...(d?.ages ?? []).map((age, i) => count(`age-${age}`, t('column.age', { age: digits(age) }), (x: TAgeRow) => x.byAge[i])),
    // Shown when some student has no date of birth.
    ...((d?.rows ?? []).some((x) => x.unknownAge.total > 0) ? [count('unknown', t('column.unknownAge'), (x: TAgeRow) => x.unknownAge)] : []),
    count('all', t('column.all'), (x) => x.total),
  ];
  return (
    <Page
      kind="studentByAge"
      filters={
        <>
          {year.control}
          <DatePicker
            value={ageOn ? dayjs(ageOn) : null}
            format={FORMAT}
            placeholder={t('ageOn')}
            onChange={(v) => setAgeOn(v ? v.format('YYYY-MM-DD') : undefined)}
            aria-label={t('ageOn')}
            data-testid="filter-age-on"
            style={{ width: 260 }}
          />
        </>
      }
      hasRun={Boolean(r.ran)}
      onRun={() => r.run(filter)}
      onExport={(type) => statistics.byAge.download(r.ran ?? filter, type)}
      caption={d ? `${name(d.academicYear)} · ${t('ageOnCaption', { date: formatDate(d.ageOn, locale, FORMAT) })}` : undefined}
    >
      <StatisticsTable columns={columns} rows={d?.rows ?? []} rowKey={(x) => x.level.id} loading={r.loading} testId="report-table" />
    </Page>
  );
}

// ---- drop-outs

type TDropRow = TDropReport['rows'][number];
type TDropped = TDropReport['students'][number];

/** /report/statistics/drop-student: leavers of the period per class and status (total, female), then their list. */
export function DropStudentReport() {
  const { t } = useTranslation('report-statistics');
  const count = useCountColumns();
  const digits = useDigits();
  const locale = useLocale();
  const status = useEnumLabel('studentStatus');
  const gender = useEnumLabel('gender');
  const statusOptions = useEnumOptions('studentDropStatus');
  const caption = usePeriodCaption();
  const r = useRun(statistics.drop.query);
  const year = useYear(r.reset);
  const period = usePeriod();
  const [dropStatus, setDropStatus] = useState<number>();
  const filter = { academicYearId: year.yearId, startDate: period.startDate, endDate: period.endDate, status: dropStatus };
  const d = r.data;
  const columns: Array<TColumn<TDropRow>> = [
    { key: 'level', title: t('column.grade'), render: levelOnce(d?.rows ?? []) },
    { key: 'class', title: t('column.class'), render: (x) => <BilingualName item={x} /> },
    ...(d?.statuses ?? []).map((s, i) => count(`status-${s}`, status(s), (x: TDropRow) => x.byStatus[i])),
    count('all', t('column.all'), (x) => x.total),
  ];
  const listColumns: Array<TColumn<TDropped & { no: number }>> = [
    { key: 'no', title: t('column.no'), render: (x) => digits(x.no) },
    { key: 'code', title: t('column.code'), render: (x) => digits(x.code) },
    { key: 'name', title: t('column.name'), render: (x) => <BilingualName item={{ name: x.fullName, nameEn: x.fullNameEn }} /> },
    { key: 'gender', title: t('column.gender'), render: (x) => gender(x.gender) },
    {
      key: 'class',
      title: t('column.class'),
      render: (x) => <BilingualName item={{ description: x.classDescription, descriptionEn: x.classDescriptionEn }} />,
    },
    { key: 'status', title: t('column.status'), render: (x) => status(x.status) },
    { key: 'date', title: t('column.date'), render: (x) => formatDate(x.statusDate, locale, FORMAT) },
    { key: 'reason', title: t('column.reason'), render: (x) => x.reason ?? '' },
  ];
  return (
    <Page
      kind="dropStudent"
      filters={
        <>
          {year.control}
          {period.control}
          <Select
            options={statusOptions}
            value={dropStatus}
            onChange={setDropStatus}
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 200 }}
            data-testid="filter-status"
          />
        </>
      }
      hasRun={Boolean(r.ran)}
      onRun={() => r.run(filter)}
      onExport={(type) => statistics.drop.download(r.ran ?? filter, type)}
      caption={caption(d)}
    >
      <StatisticsTable columns={columns} rows={d?.rows ?? []} rowKey={(x) => x.id} loading={r.loading} testId="report-table" />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('dropStudent.list')}
      </Typography.Title>
      <StatisticsTable
        columns={listColumns}
        rows={(d?.students ?? []).map((x, i) => ({ ...x, no: i + 1 }))}
        rowKey={(x) => x.studentId}
        loading={r.loading}
        testId="report-list"
        totals={false}
      />
    </Page>
  );
}

// ---- students per class over a semester

type TSemesterRow = TClassSemester['rows'][number];

/** /report/statistics/student-academic-class-semester: per class, students at the start, left, at the end, passed, failed. */
export function ClassSemesterReport() {
  const { t } = useTranslation('report-statistics');
  const count = useCountColumns();
  const caption = usePeriodCaption();
  const r = useRun(statistics.classSemester.query);
  const year = useYear(r.reset);
  const period = usePeriod();
  const [classId, setClassId] = useStateOfYear<string>(year.yearId);
  const classes = useQuery(classesOfYearQuery(year.yearId));
  const filter = { academicYearId: year.yearId, academicClassId: classId, startDate: period.startDate, endDate: period.endDate };
  const columns: Array<TColumn<TSemesterRow>> = [
    { key: 'level', title: t('column.grade'), render: levelOnce(r.data?.rows ?? []) },
    { key: 'class', title: t('column.class'), render: (x) => <BilingualName item={x} /> },
    count('start', t('column.start'), (x) => x.start),
    count('left', t('column.left'), (x) => x.left),
    count('end', t('column.end'), (x) => x.end),
    count('passed', t('column.passed'), (x) => x.passed),
    count('failed', t('column.failed'), (x) => x.failed),
  ];
  return (
    <Page
      kind="studentAcademicClassSemester"
      filters={
        <>
          {year.control}
          <NamedSelect
            items={classes.data ?? []}
            value={classId}
            onChange={setClassId}
            loading={classes.isLoading}
            allowClear
            placeholder={t('allClasses')}
            ariaLabel={t('class')}
            testId="filter-class"
          />
          {period.control}
        </>
      }
      hasRun={Boolean(r.ran)}
      onRun={() => r.run(filter)}
      onExport={(type) => statistics.classSemester.download(r.ran ?? filter, type)}
      caption={caption(r.data)}
    >
      <StatisticsTable columns={columns} rows={r.data?.rows ?? []} rowKey={(x) => x.id} loading={r.loading} testId="report-table" />
    </Page>
  );
}

// ---- SEC

type TSecLevel = TSec['levels'][number];
type TStaffLine = { key: string; label: string; count: TCount };

/** /report/statistics/sec: the school's education statistics census sheet (classes and students per grade, staff). */
export function SecReport() {
  const { t } = useTranslation('report-statistics');
  const count = useCountColumns();
  const digits = useDigits();
  const caption = usePeriodCaption();
  const r = useRun(statistics.sec.query);
  const year = useYear(r.reset);
  const period = usePeriod();
  const filter: TPeriodFilter = { academicYearId: year.yearId, startDate: period.startDate, endDate: period.endDate };
  const d = r.data;
  const columns: Array<TColumn<TSecLevel>> = [
    { key: 'level', title: t('column.grade'), render: levelCell },
    {
      key: 'classes',
      title: t('column.classes'),
      numeric: true,
      render: (x) => digits(x.classes),
      total: (rows) => digits(rows.reduce((n, x) => n + x.classes, 0)),
    },
    count('studying', t('column.studying'), (x) => x.studying),
    count('left', t('column.leftInPeriod'), (x) => x.left),
  ];
  const staff: TStaffLine[] = d
    ? [
        { key: 'employees', label: t('sec.employees'), count: d.staff.employees },
        { key: 'teachers', label: t('sec.teachers'), count: d.staff.teachers },
      ]
    : [];
  return (
    <Page
      kind="sec"
      filters={
        <>
          {year.control}
          {period.control}
        </>
      }
      hasRun={Boolean(r.ran)}
      onRun={() => r.run(filter)}
      onExport={(type) => statistics.sec.download(r.ran ?? filter, type)}
      caption={caption(d)}
    >
      <StatisticsTable columns={columns} rows={d?.levels ?? []} rowKey={(x) => x.level.id} loading={r.loading} testId="report-table" />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('sec.staff')}
      </Typography.Title>
      <StatisticsTable
        columns={[
          { key: 'label', title: t('column.staff'), render: (x: TStaffLine) => x.label },
          count('count', t('column.number'), (x: TStaffLine) => x.count),
        ]}
        rows={staff}
        rowKey={(x) => x.key}
        loading={r.loading}
        testId="report-staff"
        totals={false}
      />
    </Page>
  );
}

// ---- employees

type TEmployeeRow = TEmployeeReport['rows'][number];

/** /report/statistics/employee: employees per position by sex, and those teaching in the year. */
export function EmployeeStatisticReport() {
  const { t } = useTranslation('report-statistics');
  const count = useCountColumns();
  const statusOptions = useEnumOptions('employeeStatus');
  const name = useLocalName();
  const r = useRun(statistics.employee.query);
  const year = useYear(r.reset);
  const [status, setStatus] = useState<number | undefined>(0);
  const filter = { academicYearId: year.yearId, status };
  const columns: Array<TColumn<TEmployeeRow>> = [
    { key: 'position', title: t('column.position'), render: (x) => (x.position ? <BilingualName item={x.position} /> : t('noPosition')) },
    count('employees', t('column.employees'), (x) => x.employees),
    count('teaching', t('column.teaching'), (x) => x.teaching),
  ];
  return (
    <Page
      kind="employee"
      filters={
        <>
          {year.control}
          <Select
            options={statusOptions}
            value={status}
            onChange={setStatus}
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 200 }}
            data-testid="filter-status"
          />
        </>
      }
      hasRun={Boolean(r.ran)}
      onRun={() => r.run(filter)}
      onExport={(type) => statistics.employee.download(r.ran ?? filter, type)}
      caption={r.data ? name(r.data.academicYear) : undefined}
    >
      <StatisticsTable columns={columns} rows={r.data?.rows ?? []} rowKey={(x) => x.position?.id ?? 'none'} loading={r.loading} testId="report-table" />
    </Page>
  );
}

// ---- teacher activity

/** A list in a cell that wraps within a width instead of widening the table. */
const Wrapped = ({ width, children }: { width: number; children: ReactNode }) => (
  <div style={{ maxWidth: width, minWidth: width / 2, whiteSpace: 'normal' }}>{children}</div>
);

type TTeacherRow = TTeacherActivity['rows'][number] & { no: number };

/** /report/statistics/teacher-activity: per teacher, classes, subjects, periods a week, attendance taken and score sheets. */
export function TeacherActivityReport() {
  const { t } = useTranslation('report-statistics');
  const digits = useDigits();
  const gender = useEnumLabel('gender');
  const name = useLocalName();
  const caption = usePeriodCaption();
  const r = useRun(statistics.teacherActivity.query);
  const year = useYear(r.reset);
  const period = usePeriod();
  const filter: TPeriodFilter = { academicYearId: year.yearId, startDate: period.startDate, endDate: period.endDate };
  const sumOf = (get: (x: TTeacherRow) => number) => (rows: TTeacherRow[]) => digits(rows.reduce((n, x) => n + get(x), 0));
  const columns: Array<TColumn<TTeacherRow>> = [
    { key: 'no', title: t('column.no'), render: (x) => digits(x.no) },
    { key: 'name', title: t('column.name'), render: (x) => <BilingualName item={{ name: x.fullName, nameEn: x.fullNameEn }} /> },
    { key: 'gender', title: t('column.gender'), render: (x) => gender(x.gender) },
    { key: 'position', title: t('column.position'), render: (x) => (x.position ? name(x.position) : '') },
    { key: 'classes', title: t('column.classes'), render: (x) => <Wrapped width={120}>{x.classes.map(name).join(', ')}</Wrapped> },
    { key: 'subjects', title: t('column.subjects'), render: (x) => <Wrapped width={240}>{x.subjects.map(name).join(', ')}</Wrapped> },
    { key: 'periods', title: t('column.periodsPerWeek'), numeric: true, render: (x) => digits(x.periodsPerWeek), total: sumOf((x) => x.periodsPerWeek) },
    { key: 'attendance', title: t('column.attendanceTaken'), numeric: true, render: (x) => digits(x.attendanceTaken), total: sumOf((x) => x.attendanceTaken) },
    { key: 'scores', title: t('column.scoreSheets'), numeric: true, render: (x) => digits(x.scoreSheets), total: sumOf((x) => x.scoreSheets) },
  ];
  return (
    <Page
      kind="teacherActivity"
      filters={
        <>
          {year.control}
          {period.control}
        </>
      }
      hasRun={Boolean(r.ran)}
      onRun={() => r.run(filter)}
      onExport={(type) => statistics.teacherActivity.download(r.ran ?? filter, type)}
      caption={caption(r.data)}
    >
      <StatisticsTable
        columns={columns}
        rows={(r.data?.rows ?? []).map((x, i) => ({ ...x, no: i + 1 }))}
        rowKey={(x) => x.employeeId}
        loading={r.loading}
        testId="report-table"
      />
    </Page>
  );
}
