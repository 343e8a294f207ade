import '../i18n';
import { useState } from 'react';
import { DatePicker, Radio, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { NamedSelect } from '../../../components/named-select';
import { BilingualName } from '../../../components/bilingual-name';
import { schoolToday } from '../../../lib/date';
import {
  bySessionQuery,
  dailyQuery,
  downloadBySession,
  downloadDaily,
  downloadMonthly,
  downloadSubjectSchedule,
  downloadYearly,
  examTypesQuery,
  monthlyQuery,
  subjectScheduleQuery,
  yearlyQuery,
  type TBySession,
  type TClassDateFilter,
  type TClassFilter,
  type TDailyFilter,
  type TDailyLine,
  type TMonthly,
  type TMonthlyFilter,
  type TRangeFilter,
  type TSubjects,
  type TYearly,
} from '../api/report-attendance-api';
import { HeldText, ReportFrame, useReportCells, useShownDate, useYearClass, YearClassFilters } from './report-frame';

const NOT_TAKEN = '—';

function DayPicker({ value, onChange, label }: { value: string; onChange: (date: string) => void; label: string }) {
  const shown = useShownDate();
  return (
    <DatePicker
      value={dayjs(value)}
      allowClear={false}
      format={(d) => shown(d, 'DD/MM/YYYY')}
      onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))}
      aria-label={label}
      data-testid="report-date"
    />
  );
}

/** /report/attendance/student/daily: a day of a class, or of every class of the year. */
export function StudentDailyReport() {
  const { t } = useTranslation('report-attendance');
  const f = useYearClass();
  const cells = useReportCells();
  const [date, setDate] = useState(schoolToday);
  const [ran, setRan] = useState<TDailyFilter>();
  const query = useQuery({ ...dailyQuery(ran ?? { date }), enabled: Boolean(ran) });
  const columns: TableColumnsType<TDailyLine> = [
    ...cells.student<TDailyLine>(),
    { title: t('column.class'), key: 'class', render: (_, r) => <BilingualName item={{ name: r.className, nameEn: r.classNameEn }} /> },
    {
      title: t('column.sessions'),
      key: 'sessions',
      render: (_, r) =>
        r.sessions > 0 && r.taken === 0 ? (
          <Tag color="orange">{t('notTaken')}</Tag>
        ) : r.sessions === 0 ? (
          ''
        ) : (
          `${cells.digits(r.taken)}/${cells.digits(r.sessions)}`
        ),
    },
    { title: t('column.present'), key: 'present', align: 'center', render: (_, r) => cells.digits(r.counts.present) },
    ...cells.totals<TDailyLine>((r) => r.counts),
    { title: t('column.remark'), key: 'remark', render: (_, r) => (r.onLeave ? <Tag color="blue">{t('onLeave')}</Tag> : '') },
  ];
  return (
    <ReportFrame<TDailyLine>
      kind="daily"
      filters={
        <>
          <YearClassFilters f={f} optionalClass onChange={() => setRan(undefined)} />
          <DayPicker value={date} onChange={setDate} label={t('date')} />
        </>
      }
      hasRun={Boolean(ran)}
      onRun={() => setRan({ date, academicYearId: f.year.yearId, academicClassId: f.classId })}
      onExport={(type) => downloadDaily(ran!, type)}
      fileName="student-attendance-daily"
      query={query}
      columns={columns}
      rows={query.data}
      rowKey={(r) => `${r.academicClassId}|${r.studentId}`}
    />
  );
}

/** /report/attendance/student/by-session: the sessions of a class's day, each student's mark in each. */
export function StudentBySessionReport() {
  const { t } = useTranslation('report-attendance');
  const f = useYearClass();
  const cells = useReportCells();
  const [date, setDate] = useState(schoolToday);
  const [ran, setRan] = useState<TClassDateFilter>();
  const query = useQuery({ ...bySessionQuery(ran ?? { academicClassId: '', date }), enabled: Boolean(ran) });
  type TRow = TBySession['students'][number];
  const sessions = query.data?.sessions ?? [];
  const columns: TableColumnsType<TRow> = [
    ...cells.student<TRow>(),
    ...sessions.map((s, i) => ({
      title: (
        <div style={{ textAlign: 'center' }}>
          <div>{`${cells.digits(s.from)}-${cells.digits(s.to)}`}</div>
          <BilingualName item={{ name: s.subject, nameEn: s.subjectEn }} />
          {!s.taken && (
            <div>
              <Tag color="orange">{t('notTaken')}</Tag>
            </div>
          )}
        </div>
      ),
      key: `s${i}`,
      align: 'center' as const,
      width: 110,
      render: (_: unknown, r: TRow) => (!s.taken ? NOT_TAKEN : r.marks[i] === null || r.marks[i] === undefined ? '' : cells.mark(r.marks[i]!)),
    })),
    ...cells.totals<TRow>((r) => r.counts),
  ];
  const held = { sessions: sessions.length, taken: sessions.filter((s) => s.taken).length };
  return (
    <ReportFrame<TRow>
      kind="bySession"
      filters={
        <>
          <YearClassFilters f={f} onChange={() => setRan(undefined)} />
          <DayPicker value={date} onChange={setDate} label={t('date')} />
        </>
      }
      missing={f.classId ? undefined : t('chooseClassFirst')}
      hasRun={Boolean(ran)}
      onRun={() => f.classId && setRan({ academicClassId: f.classId, date })}
      onExport={(type) => downloadBySession(ran!, type)}
      fileName="student-attendance-by-session"
      query={query}
      summary={query.data && <Summary held={held} />}
      columns={columns}
      rows={query.data?.students}
      rowKey={(r) => r.studentId}
    />
  );
}

function Summary({ held }: { held: { sessions: number; taken: number } }) {
  const { t } = useTranslation('report-attendance');
  return (
    <Typography.Paragraph style={{ marginBottom: 8 }} data-testid="report-held">
      <HeldText sessions={held.sessions} taken={held.taken} /> <Typography.Text type="secondary">{t('legend')}</Typography.Text>
    </Typography.Paragraph>
  );
}

/** /report/attendance/student/monthly: the register, students × days of a month or of an exam's period. */
export function StudentMonthlyReport() {
  const { t } = useTranslation('report-attendance');
  const f = useYearClass();
  const cells = useReportCells();
  const shown = useShownDate();
  const [by, setBy] = useState<'month' | 'exam'>('month');
  const [month, setMonth] = useState(() => schoolToday().slice(0, 7));
  const [examId, setExamId] = useState<string>();
  const exams = useQuery(examTypesQuery(f.year.yearId));
  const [ran, setRan] = useState<TMonthlyFilter>();
  const query = useQuery({ ...monthlyQuery(ran ?? { academicClassId: '' }), enabled: Boolean(ran) });
  type TRow = TMonthly['students'][number];
  const dates = query.data?.dates ?? [];
  const columns: TableColumnsType<TRow> = [
    ...cells.student<TRow>(),
    ...dates.map((d, i) => ({
      title: (
        <span
          title={d.holiday ? t('holiday') : d.sessions > 0 && d.taken === 0 ? t('notTaken') : undefined}
          style={{ color: d.holiday ? '#cf1322' : undefined }}
        >
          {cells.digits(Number(d.date.slice(8)))}
        </span>
      ),
      key: d.date,
      align: 'center' as const,
      width: 38,
      onCell: () => ({ style: d.sessions === 0 && d.taken === 0 ? { background: '#f5f5f5' } : d.taken === 0 ? { background: '#fff7e6' } : {} }),
      render: (_: unknown, r: TRow) => (d.sessions === 0 && d.taken === 0 ? '' : d.taken === 0 ? NOT_TAKEN : cells.cell(r.days[i] ?? [])),
    })),
    ...cells.totals<TRow>((r) => r.counts),
  ];
  const missing = !f.classId ? t('chooseClassFirst') : by === 'exam' && !examId ? t('chooseExamFirst') : undefined;
  return (
    <ReportFrame<TRow>
      kind="monthly"
      filters={
        <>
          <YearClassFilters
            f={f}
            onChange={() => {
              setRan(undefined);
              setExamId(undefined);
            }}
          />
          <Radio.Group
            value={by}
            onChange={(e) => setBy(e.target.value as 'month' | 'exam')}
            optionType="button"
            options={[
              { value: 'month', label: t('byMonth') },
              { value: 'exam', label: t('byExam') },
            ]}
            data-testid="report-by"
          />
          {by === 'month' ? (
            <DatePicker
              picker="month"
              value={dayjs(`${month}-01`)}
              allowClear={false}
              format={(d) => shown(d, 'MMMM YYYY')}
              onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
              aria-label={t('month')}
              data-testid="report-month"
            />
          ) : (
            <NamedSelect
              items={(exams.data ?? []).filter((e) => e.id)}
              value={examId}
              onChange={setExamId}
              loading={exams.isLoading}
              placeholder={t('chooseExam')}
              ariaLabel={t('exam')}
              testId="report-exam"
            />
          )}
        </>
      }
      missing={missing}
      hasRun={Boolean(ran)}
      onRun={() => f.classId && setRan(by === 'exam' ? { academicClassId: f.classId, examTypeId: examId } : { academicClassId: f.classId, month })}
      onExport={(type) => downloadMonthly(ran!, type)}
      fileName="student-attendance-monthly"
      query={query}
      summary={query.data && <Summary held={{ sessions: query.data.sessions, taken: query.data.taken }} />}
      columns={columns}
      rows={query.data?.students}
      rowKey={(r) => r.studentId}
    />
  );
}

function RangePicker({ value, onChange }: { value: [string, string]; onChange: (v: [string, string]) => void }) {
  const { t } = useTranslation('report-attendance');
  const shown = useShownDate();
  return (
    <DatePicker.RangePicker
      value={[dayjs(value[0]), dayjs(value[1])]}
      allowClear={false}
      format={(d) => shown(d, 'DD/MM/YYYY')}
      onChange={(v) => v?.[0] && v[1] && onChange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')])}
      aria-label={t('dates')}
      data-testid="report-range"
    />
  );
}

/** /report/attendance/student/subject-schedule: each subject of the timetable over a range. */
export function StudentSubjectScheduleReport() {
  const { t } = useTranslation('report-attendance');
  const f = useYearClass();
  const cells = useReportCells();
  const [range, setRange] = useState<[string, string]>(() => {
    const today = schoolToday();
    return [`${today.slice(0, 7)}-01`, today];
  });
  const [ran, setRan] = useState<TRangeFilter>();
  const query = useQuery({ ...subjectScheduleQuery(ran ?? { academicClassId: '', fromDate: range[0], toDate: range[1] }), enabled: Boolean(ran) });
  type TRow = TSubjects['students'][number];
  const columns: TableColumnsType<TRow> = [
    ...cells.student<TRow>(),
    ...(query.data?.subjects ?? []).map((s, i) =>
      cells.group<TRow>(
        s.id,
        <div style={{ textAlign: 'center' }}>
          <BilingualName item={{ name: s.subject, nameEn: s.subjectEn }} />
          <div>
            <HeldText sessions={s.sessions} taken={s.taken} compact />
          </div>
        </div>,
        (r) => r.subjects[i]!,
      ),
    ),
    ...cells.totals<TRow>((r) => r.counts),
  ];
  return (
    <ReportFrame<TRow>
      kind="subjectSchedule"
      filters={
        <>
          <YearClassFilters f={f} onChange={() => setRan(undefined)} />
          <RangePicker value={range} onChange={setRange} />
        </>
      }
      missing={f.classId ? undefined : t('chooseClassFirst')}
      hasRun={Boolean(ran)}
      onRun={() => f.classId && setRan({ academicClassId: f.classId, fromDate: range[0], toDate: range[1] })}
      onExport={(type) => downloadSubjectSchedule(ran!, type)}
      fileName="student-attendance-subjects"
      query={query}
      summary={query.data && <Summary held={{ sessions: query.data.sessions, taken: query.data.taken }} />}
      columns={columns}
      rows={query.data?.students}
      rowKey={(r) => r.studentId}
    />
  );
}

/** /report/attendance/student/yearly: per student and month of the class's academic year. */
export function StudentYearlyReport() {
  const { t } = useTranslation('report-attendance');
  const f = useYearClass();
  const cells = useReportCells();
  const shown = useShownDate();
  const [ran, setRan] = useState<TClassFilter>();
  const query = useQuery({ ...yearlyQuery(ran ?? { academicClassId: '' }), enabled: Boolean(ran) });
  type TRow = TYearly['students'][number];
  const columns: TableColumnsType<TRow> = [
    ...cells.student<TRow>(),
    ...(query.data?.months ?? []).map((m, i) =>
      cells.group<TRow>(
        m.month,
        <div style={{ textAlign: 'center' }}>
          <div>{shown(dayjs(`${m.month}-01`), 'MMMM YYYY')}</div>
          <HeldText sessions={m.sessions} taken={m.taken} compact />
        </div>,
        (r) => r.months[i]!,
      ),
    ),
    ...cells.totals<TRow>((r) => r.counts),
  ];
  return (
    <ReportFrame<TRow>
      kind="yearly"
      filters={<YearClassFilters f={f} onChange={() => setRan(undefined)} />}
      missing={f.classId ? undefined : t('chooseClassFirst')}
      hasRun={Boolean(ran)}
      onRun={() => f.classId && setRan({ academicClassId: f.classId })}
      onExport={(type) => downloadYearly(ran!, type)}
      fileName="student-attendance-yearly"
      query={query}
      summary={query.data && <Summary held={{ sessions: query.data.sessions, taken: query.data.taken }} />}
      columns={columns}
      rows={query.data?.students}
      rowKey={(r) => r.studentId}
    />
  );
}
