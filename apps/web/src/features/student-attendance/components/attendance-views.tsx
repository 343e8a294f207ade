import '../i18n';
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, DatePicker, Flex, Table, Tabs, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, FilterField } from '../../../components/filter-bar';
import { NamedSelect } from '../../../components/named-select';
import { NumberInput } from '../../../components/number-input';
import { useNotify } from '../../../components/feedback';
import { useEnumLabel } from '../../../components/enum-options';
import { STATUS_COLOR, useStatusMarks } from '../../../components/attendance-status';
import { ApiError } from '../../../lib/api-error';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { formatDate, schoolToday, DATE_FORMAT } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { bothNames } from '../../../lib/person-name';
import { usePermissions } from '../../auth/use-session';
import { useYearFilter } from '../../auth/use-years';
import { AttendanceTaking } from './attendance-taking';
import {
  currentExamQuery,
  examTypesQuery,
  logQuery,
  myClassesQuery,
  summaryQuery,
  useSaveSummary,
  weeklyQuery,
  type TAttendanceLog,
  type TAttendanceWeekly,
  type TCounts,
  type TSummaryRow,
} from '../api/student-attendance-log-api';

const VIEWS = ['take', 'log', 'weekly', 'summary'] as const;
type TView = (typeof VIEWS)[number];
type TClassItem = { id: string; description: string; descriptionEn: string; academicYearId: string };

/** The counts in the order a Cambodian register reads them. */
const COUNT_KEYS = ['absence', 'permission', 'late', 'mission', 'present'] as const;
const isDate = (v: string | null): v is string => /^\d{4}-\d{2}-\d{2}$/.test(v ?? '');

/**
 * /attendance (issue 12): taking attendance, and for the office and main teachers the views of a class as
 * tabs beside it (`?tab=log|weekly|summary&class=<id>`, so a link opens one): the daily log, the weekly
 * grid and the summary per exam period with the counts they correct. Teachers without a main class see
 * the taking view only.
 */
export function AttendanceViews() {
  const { t } = useTranslation('student-attendance');
  const office = usePermissions().has('MANAGE_STUDENT_ATTENDANCE');
  const mine = useQuery(myClassesQuery(!office));
  const mainClasses = useMemo<TClassItem[]>(
    () =>
      (mine.data ?? [])
        .filter((c) => c.isMain && !c.isReserve)
        .map((c) => ({
          id: c.academicClassId,
          description: c.academicClass.description,
          descriptionEn: c.academicClass.descriptionEn,
          academicYearId: c.academicYearId,
        })),
    [mine.data],
  );
  const [params, setParams] = useSearchParams();
  const withViews = office || mainClasses.length > 0;
  const asked = params.get('tab') as TView | null;
  const view: TView = withViews && asked && VIEWS.includes(asked) ? asked : 'take';
  const setParam = (changes: Record<string, string | undefined>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  const tabs = withViews ? (
    <Tabs
      activeKey={view}
      onChange={(key) => setParam({ tab: key === 'take' ? undefined : key })}
      items={VIEWS.map((v) => ({ key: v, label: <span data-testid={`attendance-tab-${v}`}>{t(`views.${v}`)}</span> }))}
      style={{ marginBottom: 4 }}
    />
  ) : null;

  if (view === 'take') return <AttendanceTaking tabs={tabs} />;
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      {tabs}
      {office ? (
        <OfficeClassPicker view={view} classId={params.get('class') ?? undefined} onClass={(id) => setParam({ class: id })} />
      ) : (
        <ClassView view={view} classes={mainClasses} classId={params.get('class') ?? mainClasses[0]?.id} onClass={(id) => setParam({ class: id })} />
      )}
    </>
  );
}

/** The office picks any class of a year. */
function OfficeClassPicker({ view, classId, onClass }: { view: TView; classId?: string; onClass: (id: string | undefined) => void }) {
  const year = useYearFilter();
  const classes = useQuery(classesOfYearQuery(year.yearId));
  const items = useMemo<TClassItem[]>(
    () => (classes.data ?? []).map((c) => ({ id: c.id, description: c.description, descriptionEn: c.descriptionEn, academicYearId: year.yearId ?? '' })),
    [classes.data, year.yearId],
  );
  return <ClassView view={view} classes={items} classId={classId ?? items[0]?.id} onClass={onClass} loading={classes.isLoading} />;
}

function ClassView({
  view,
  classes,
  classId,
  onClass,
  loading,
}: {
  view: TView;
  classes: TClassItem[];
  classId?: string;
  onClass: (id: string | undefined) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation('student-attendance');
  const current = classes.find((c) => c.id === classId);
  const picker = (
    <FilterField label={t('class')}>
      <NamedSelect items={classes} value={current?.id} onChange={onClass} loading={loading} ariaLabel={t('class')} testId="attendance-class" width={180} />
    </FilterField>
  );
  if (view === 'log') return <DailyLog classId={current?.id} picker={picker} />;
  if (view === 'weekly') return <WeeklyGrid classId={current?.id} picker={picker} />;
  return <SummaryTable classId={current?.id} academicYearId={current?.academicYearId} picker={picker} />;
}

function useDateFormat() {
  const locale = useLocale();
  return (d: Dayjs) => formatDate(d, locale, DATE_FORMAT);
}

/** The marks' legend, in the page's language. */
function Legend() {
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

/** The counts as coloured tags. */
function CountTags({ counts, testId }: { counts: TCounts; testId?: string }) {
  const { t } = useTranslation('student-attendance');
  const digits = useDigits();
  return (
    <Flex gap={6} wrap data-testid={testId}>
      {COUNT_KEYS.map((k) => (
        <Tag key={k} color={STATUS_COLOR[KEY_STATUS[k]]}>
          {t(`count.${k}`)} {digits(counts[k])}
        </Tag>
      ))}
    </Flex>
  );
}
const KEY_STATUS: Record<(typeof COUNT_KEYS)[number], number> = { absence: 0, present: 1, late: 2, permission: 3, mission: 6 };

function countColumns<T extends { counts: TCounts }>(t: (k: string) => string, digits: (v: number | string) => string) {
  return COUNT_KEYS.map((k) => ({
    title: t(`short.${k}`),
    key: k,
    width: 44,
    align: 'center' as const,
    onHeaderCell: () => ({ title: t(`count.${k}`) }),
    render: (_v: unknown, r: T) => digits(r.counts[k]),
  }));
}

function nameColumn<T extends { firstName: string; lastName: string; firstNameEn: string; lastNameEn: string; code: string }>(
  title: string,
  locale: 'km' | 'en',
) {
  return {
    title,
    key: 'name',
    fixed: 'left' as const,
    width: 150,
    render: (_v: unknown, r: T) => (
      <Typography.Text lang={locale} style={{ whiteSpace: 'nowrap' }}>
        {bothNames(r, locale)[0]}
      </Typography.Text>
    ),
  };
}

type TGridRow = { studentId: string; firstName: string; lastName: string; firstNameEn: string; lastNameEn: string; code: string };

/**
 * A class's students' grid, written once for the daily log, the week and the summary: a row a student with
 * its number and its name fixed on the left, then the view's `columns`; `width`: what the view's columns take.
 */
function StudentGrid<T extends TGridRow>({
  rows,
  loading,
  width,
  testId,
  columns,
  rowClassName,
}: {
  rows: T[];
  loading: boolean;
  width: number;
  testId: string;
  columns: TableColumnsType<T>;
  rowClassName?: (row: T) => string;
}) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  return (
    <Table<T>
      rowKey="studentId"
      size="small"
      bordered
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('noStudents') }}
      scroll={{ x: 190 + width }}
      data-testid={testId}
      rowClassName={rowClassName}
      columns={[{ title: '#', key: 'no', width: 40, align: 'center', render: (_v, _r, i) => digits(i + 1) }, nameColumn<T>(t('student'), locale), ...columns]}
    />
  );
}

// ---- daily log

type TLogRow = TAttendanceLog['students'][number];

function DailyLog({ classId, picker }: { classId?: string; picker: ReactNode }) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const marks = useStatusMarks();
  const format = useDateFormat();
  const [params, setParams] = useSearchParams();
  const date = isDate(params.get('date')) ? params.get('date')! : schoolToday();
  const log = useQuery({ ...logQuery(classId ?? '', date), enabled: Boolean(classId) });
  const routines = log.data?.routines ?? [];
  return (
    <>
      <FilterBar>
        {picker}
        <FilterField label={t('date')}>
          <DatePicker
            value={dayjs(date)}
            format={format}
            allowClear={false}
            onChange={(d) =>
              d &&
              setParams(
                (p) => {
                  const next = new URLSearchParams(p);
                  next.set('date', d.format('YYYY-MM-DD'));
                  return next;
                },
                { replace: true },
              )
            }
            data-testid="log-date"
          />
        </FilterField>
      </FilterBar>
      <Card size="small">
        <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 8 }}>
          {log.data ? <CountTags counts={log.data.totals} testId="log-totals" /> : <span />}
          {log.data && (log.data.confirmed ? <Tag color="green">{t('confirmed')}</Tag> : <Tag>{t('notConfirmed')}</Tag>)}
        </Flex>
        <Legend />
        <StudentGrid<TLogRow>
          rows={log.data?.students ?? []}
          loading={log.isLoading}
          width={routines.length * 64 + COUNT_KEYS.length * 44}
          testId="log-grid"
          columns={[
            ...routines.map((r, i) => ({
              title: (
                <Tooltip
                  title={`${locale === 'km' ? r.subject.description : r.subject.descriptionEn} · ${locale === 'km' ? r.teacher.fullName : r.teacher.fullNameEn}`}
                >
                  <span style={{ whiteSpace: 'nowrap' }}>{digits(r.sessionTime.from)}</span>
                  {!r.taken && <div style={{ fontSize: 11, fontWeight: 'normal' }}>{t('notTaken')}</div>}
                </Tooltip>
              ),
              key: r.id,
              width: 64,
              align: 'center' as const,
              render: (_v: unknown, s: TLogRow) => {
                const m = s.marks[i];
                return m === null || m === undefined ? (
                  <Typography.Text type="secondary">–</Typography.Text>
                ) : (
                  <b style={{ color: STATUS_COLOR[m] }} data-testid={`log-${s.code}-${i}`}>
                    {marks[m]}
                  </b>
                );
              },
            })),
            ...countColumns<TLogRow>(t, digits),
          ]}
        />
      </Card>
    </>
  );
}

// ---- weekly grid

type TWeekRow = TAttendanceWeekly['students'][number];
const SUMMARY_STATUS: Record<string, number> = { ABSENT: 0, PARTLY_ABSENT: 0, LATE: 2, PERMISSION: 3, MISSION: 6, PRESENT: 1 };

function WeeklyGrid({ classId, picker }: { classId?: string; picker: ReactNode }) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const marks = useStatusMarks();
  const format = useDateFormat();
  const today = schoolToday();
  // data-calls §5: from 7 days before today to today.
  const [range, setRange] = useState<[string, string]>(() => [dayjs(today).subtract(7, 'day').format('YYYY-MM-DD'), today]);
  const grid = useQuery({ ...weeklyQuery(classId ?? '', range[0], range[1]), enabled: Boolean(classId) });
  const dates = grid.data?.dates ?? [];
  return (
    <>
      <FilterBar>
        {picker}
        <FilterField label={t('range')}>
          <DatePicker.RangePicker
            value={[dayjs(range[0]), dayjs(range[1])]}
            format={format}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')])}
            data-testid="weekly-range"
            style={{ maxWidth: 300 }}
          />
        </FilterField>
      </FilterBar>
      <Card size="small">
        {grid.data && (
          <div style={{ marginBottom: 8 }}>
            <CountTags counts={grid.data.totals} testId="weekly-totals" />
          </div>
        )}
        <Legend />
        {grid.isError && (
          // A range the server refuses (reversed, longer than 62 days) says so in the page's language.
          <Alert
            type="error"
            showIcon
            title={grid.error instanceof ApiError ? ((locale === 'km' ? grid.error.messageKm : grid.error.messageEn) ?? grid.error.message) : t('notLoaded')}
            style={{ marginBottom: 8 }}
            data-testid="weekly-error"
          />
        )}
        <StudentGrid<TWeekRow>
          rows={grid.data?.students ?? []}
          loading={grid.isLoading}
          width={dates.length * 60 + COUNT_KEYS.length * 44}
          testId="weekly-grid"
          columns={[
            ...dates.map((d, i) => ({
              title: (
                <span style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(d, locale, 'dd')} {digits(d.slice(8))}/{digits(d.slice(5, 7))}
                </span>
              ),
              key: d,
              width: 60,
              align: 'center' as const,
              render: (_v: unknown, s: TWeekRow) => {
                const cell = s.days[i];
                if (!cell?.summary) return <Typography.Text type="secondary">–</Typography.Text>;
                return (
                  <Tooltip title={t(`day.${cell.summary}`)}>
                    <span data-testid={`weekly-${s.code}-${d}`} data-summary={cell.summary} style={{ whiteSpace: 'nowrap', letterSpacing: 1 }}>
                      {cell.marks.map((m, j) => (
                        <b key={j} style={{ color: STATUS_COLOR[m] }}>
                          {marks[m]}
                        </b>
                      ))}
                    </span>
                    <div style={{ height: 3, background: STATUS_COLOR[SUMMARY_STATUS[cell.summary]!], opacity: 0.5, borderRadius: 2 }} />
                  </Tooltip>
                );
              },
            })),
            ...countColumns<TWeekRow>(t, digits),
          ]}
        />
      </Card>
    </>
  );
}

// ---- summary per exam period

type TDrafts = Record<string, TCounts | null>;
const ZERO: TCounts = { absence: 0, present: 0, late: 0, permission: 0, mission: 0 };
const sameCounts = (a: TCounts | null, b: TCounts | null) => (a === null || b === null ? a === b : COUNT_KEYS.every((k) => a[k] === b[k]));

function SummaryTable({ classId, academicYearId, picker }: { classId?: string; academicYearId?: string; picker: ReactNode }) {
  const { t } = useTranslation('student-attendance');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const exams = useQuery(examTypesQuery(academicYearId));
  const current = useQuery(currentExamQuery());
  const examItems = useMemo(() => (exams.data ?? []).filter((e) => e.id), [exams.data]);
  const examId =
    examItems.find((e) => e.id === params.get('exam'))?.id ??
    examItems.find((e) => e.id === current.data?.id)?.id ??
    examItems.find((e) => e.isCurrent)?.id ??
    examItems[0]?.id;
  const summary = useQuery({ ...summaryQuery(classId ?? '', examId ?? ''), enabled: Boolean(classId && examId) });
  const save = useSaveSummary();
  const [drafts, setDrafts] = useState<TDrafts>({});
  const [stale, setStale] = useState<string>();
  const rows = summary.data?.students ?? [];
  const savedOf = (r: TSummaryRow) => (r.studentId in drafts ? drafts[r.studentId]! : r.saved);
  const changed = rows.filter((r) => r.studentId in drafts && !sameCounts(drafts[r.studentId]!, r.saved));

  const setCount = (r: TSummaryRow, key: keyof TCounts, value: number | null) =>
    setDrafts((d) => {
      const base = (r.studentId in d ? d[r.studentId] : r.saved) ?? { ...r.computed };
      return { ...d, [r.studentId]: { ...ZERO, ...base, [key]: value ?? 0 } };
    });

  const submit = async () => {
    if (!summary.data || !classId || !examId) return;
    try {
      await save.mutateAsync({
        academicClassId: classId,
        examTypeId: examId,
        version: summary.data.version,
        items: changed.map((r) => ({ studentId: r.studentId, saved: drafts[r.studentId] ?? null })),
      });
      setDrafts({});
      setStale(undefined);
      notify.success(t('summarySaved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The changes stay in the page; the new version is read so that saving again is possible.
        setStale(locale === 'km' ? (error.messageKm ?? error.message) : (error.messageEn ?? error.message));
        await summary.refetch();
      } else notify.errorDialog(error, t('notSaved'));
    }
  };

  return (
    <>
      <FilterBar>
        {picker}
        <FilterField label={t('exam')}>
          <NamedSelect
            items={examItems}
            value={examId}
            onChange={(id) => {
              setDrafts({});
              setStale(undefined);
              setParams(
                (p) => {
                  const next = new URLSearchParams(p);
                  if (id) next.set('exam', id);
                  return next;
                },
                { replace: true },
              );
            }}
            loading={exams.isLoading}
            ariaLabel={t('exam')}
            testId="summary-exam"
          />
        </FilterField>
      </FilterBar>
      <Card size="small">
        <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary" data-testid="summary-period">
            {summary.data && t('period', { from: formatDate(summary.data.fromDate, locale), to: formatDate(summary.data.toDate, locale) })}
          </Typography.Text>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={changed.length === 0}
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="summary-save"
          >
            {t('common:action.save')}
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('summaryHelp')}
        </Typography.Paragraph>
        {stale && (
          <Alert type="warning" showIcon title={stale} style={{ marginBottom: 8 }} closable onClose={() => setStale(undefined)} data-testid="summary-stale" />
        )}
        <StudentGrid<TSummaryRow>
          rows={rows}
          loading={summary.isLoading}
          width={COUNT_KEYS.length * 44 + COUNT_KEYS.length * 70 + 120}
          testId="summary-table"
          rowClassName={(r) => (r.studentId in drafts && !sameCounts(drafts[r.studentId]!, r.saved) ? 'ant-table-row-selected' : '')}
          columns={[
            {
              title: t('computed'),
              key: 'computed',
              children: COUNT_KEYS.map((k) => ({
                title: t(`short.${k}`),
                key: `c-${k}`,
                width: 44,
                align: 'center' as const,
                onHeaderCell: () => ({ title: t(`count.${k}`) }),
                render: (_v: unknown, r: TSummaryRow) => <span data-testid={`computed-${r.code}-${k}`}>{digits(r.computed[k])}</span>,
              })),
            },
            {
              title: t('savedCounts'),
              key: 'saved',
              children: COUNT_KEYS.map((k) => ({
                title: t(`short.${k}`),
                key: `s-${k}`,
                width: 70,
                align: 'center' as const,
                onHeaderCell: () => ({ title: t(`count.${k}`) }),
                render: (_v: unknown, r: TSummaryRow) => {
                  const saved = savedOf(r);
                  return (
                    <NumberInput
                      size="small"
                      min={0}
                      precision={0}
                      value={saved ? saved[k] : null}
                      placeholder={digits(r.computed[k])}
                      formatter={(v) => digits(v ?? '')}
                      parser={(v) => Number((v ?? '').replace(/[០-៩]/g, (d) => String(d.charCodeAt(0) - 0x17e0))) || 0}
                      onChange={(v) => setCount(r, k, v)}
                      aria-label={`${t(`count.${k}`)} ${bothNames(r, locale)[0]}`}
                      data-testid={`saved-${r.code}-${k}`}
                    />
                  );
                },
              })),
            },
            {
              title: t('counts'),
              key: 'source',
              width: 120,
              align: 'center',
              render: (_v, r) => {
                const saved = savedOf(r);
                return (
                  <Flex align="center" justify="center" gap={2}>
                    <Tag color={saved ? 'gold' : undefined} data-testid={`source-${r.code}`}>
                      {saved ? t('source.SAVED') : t('source.COMPUTED')}
                    </Tag>
                    {saved && (
                      <Tooltip title={t('useComputed')}>
                        <Button
                          size="small"
                          type="text"
                          icon={<UndoOutlined />}
                          aria-label={t('useComputed')}
                          onClick={() => setDrafts((d) => ({ ...d, [r.studentId]: null }))}
                          data-testid={`clear-${r.code}`}
                        />
                      </Tooltip>
                    )}
                  </Flex>
                );
              },
            },
          ]}
        />
      </Card>
    </>
  );
}
