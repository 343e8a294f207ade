import '../i18n';
import { useState } from 'react';
import { Alert, Card, Checkbox, Empty, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TResultReportName } from '@school/contract/report-result/report-result.schemas';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, GradeFilter, YearFilter } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { ReportNotRun, ReportRunBar } from '../../../components/report-run-bar';
import { ClassSubjectFilter, SemesterFilter, useSemesterOptions, type TSemesterChoice } from '../../../components/report-filters';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { useStateOfYear, useYearGradeFilter } from '../../auth/use-years';
import { downloadResultReport, examsOfYearQuery, resultReportQuery, type TResultReportData, type TResultReportFilter } from '../api/report-result-api';

/**
 * The class result reports under /report/result/ (portal §2 'Reports' → Results): the filters each report
 * needs (year, class, exam or semester …), Run shows the report's sections as the server arranged the stored
 * results, Export writes the same as a PDF or a workbook. Nothing is read before Run.
 */

/** `semesterOrYear`: a semester or the whole year; `subject`: one subject of the class's grade (none: every subject). */
type TFilterName = 'class' | 'classOptional' | 'grade' | 'exam' | 'semester' | 'semesterOrYear' | 'period' | 'subject' | 'order' | 'wholeGrade' | 'blank';

const FILTERS: Record<TResultReportName, TFilterName[]> = {
  'exam-result': ['class', 'exam', 'order'],
  'exam-scoring-office': ['class', 'exam', 'order', 'wholeGrade'],
  'exam-scoring-semester': ['classOptional', 'semester', 'order'],
  'exam-scoring-sheet': ['class', 'exam', 'order'],
  'ranking-summary': ['grade', 'period'],
  'score-entry': ['class', 'exam', 'subject', 'blank'],
  'semester-ranking': ['class', 'semesterOrYear'],
  'semester-scoring': ['class', 'semester', 'order'],
};

type TSection = TResultReportData['sections'][number];
type TCell = TSection['rows'][number][number];
type TLine = { key: number; cells: TCell[] };

function useCellText() {
  const locale = useLocale();
  const digits = useDigits();
  return (v: TCell, kind: string) => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'number') return digits(kind === 'number' ? v.toFixed(2) : v);
    if (typeof v === 'object') return locale === 'km' ? v.km : v.en;
    // Codes and class names in the page's digits too (names have none).
    return digits(v);
  };
}

function ReportSection({ section, index, subtitle }: { section: TSection; index: number; subtitle: string }) {
  const locale = useLocale();
  const { t } = useTranslation('report-result');
  const text = useCellText();
  const columns: TableColumnsType<TLine> = section.columns.map((c, i) => ({
    key: c.key,
    title: locale === 'km' ? c.header : c.headerEn,
    align: c.kind === 'text' ? 'start' : 'end',
    render: (_, line) => <span style={{ whiteSpace: 'pre-line' }}>{text(line.cells[i] ?? null, c.kind)}</span>,
  }));
  return (
    <Card
      size="small"
      title={[locale === 'km' ? section.caption : section.captionEn, subtitle].filter(Boolean).join(' · ')}
      style={{ marginBottom: 12 }}
      data-testid={`report-section-${index}`}
    >
      <Table<TLine>
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={section.rows.map((cells, key) => ({ key, cells }))}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        data-testid="report-table"
      />
      {section.note ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="report-note">
          {locale === 'km' ? section.note : section.noteEn}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** Which filters a run still lacks (named in the page's language), or an empty list. */
function missingOf(filters: TFilterName[], f: TResultReportFilter, t: (key: string) => string): string[] {
  const missing: string[] = [];
  if (!f.academicYearId) missing.push(t('academicYear'));
  if (filters.includes('class') && !f.academicClassId) missing.push(t('class'));
  if (filters.includes('exam') && !f.examTypeId) missing.push(t('exam'));
  if (filters.includes('semester') && !f.semester) missing.push(t('common:reportFilter.semester'));
  if (filters.includes('period') && f.period === 'exam' && !f.examTypeId) missing.push(t('period'));
  return missing;
}

export function ResultReport({ report }: { report: TResultReportName }) {
  const { t } = useTranslation('report-result');
  const locale = useLocale();
  const filters = FILTERS[report];
  const has = (name: TFilterName) => filters.includes(name);
  const yearFilter = useYearGradeFilter();
  const yearId = yearFilter.yearId;
  const [classId, setClassId] = useStateOfYear<string>(yearId);
  const [chosenExamId, setExamId] = useStateOfYear<string>(yearId);
  const [subjectId, setSubjectId] = useStateOfYear<string>(yearId);
  const [semester, setSemester] = useState<number>(1);
  const [semesterOrYear, setSemesterOrYear] = useState<TSemesterChoice>(1);
  const [period, setPeriod] = useState<string>('semester:1');
  const [order, setOrder] = useState<number>(0);
  const [wholeGrade, setWholeGrade] = useState(false);
  const [blank, setBlank] = useState(false);
  const [ran, setRan] = useState<TResultReportFilter>();
  const [missing, setMissing] = useState<string[]>([]);
  const classes = useQuery(classesOfYearQuery(yearId));
  const exams = useQuery({ ...examsOfYearQuery(yearId), enabled: Boolean(yearId) && (has('exam') || has('period')) });
  // The year's current exam until another is chosen (the one a school reports on most).
  const examId = chosenExamId ?? exams.data?.find((e) => e.isCurrent)?.id;
  const classItems = (classes.data ?? []).filter((c) => !yearFilter.gradeId || !has('grade') || c.courseLevelId === yearFilter.gradeId);

  const [periodKind, periodValue] = period.split(':') as ['exam' | 'semester' | 'year', string | undefined];
  const current: TResultReportFilter = {
    academicYearId: yearId,
    ...(has('class') || has('classOptional') ? { academicClassId: classId } : {}),
    ...(has('grade') ? { courseLevelId: yearFilter.gradeId } : {}),
    ...(has('exam') ? { examTypeId: examId } : {}),
    ...(has('semester') ? { semester } : {}),
    ...(has('semesterOrYear') ? (semesterOrYear === 'year' ? { period: 'year' as const } : { semester: semesterOrYear }) : {}),
    ...(has('subject') ? { courseLevelSubjectId: subjectId } : {}),
    ...(has('period')
      ? { period: periodKind, ...(periodKind === 'exam' ? { examTypeId: periodValue } : periodKind === 'semester' ? { semester: Number(periodValue) } : {}) }
      : {}),
    ...(has('order') ? { orderByRankingAndName: order } : {}),
    ...(has('wholeGrade') ? { isClassifiedLevel: wholeGrade } : {}),
    ...(has('blank') ? { blank } : {}),
  };
  const result = useQuery({ ...resultReportQuery(report, ran ?? {}), enabled: Boolean(ran) });
  const title = t(`${report}.title`);
  const examItems = exams.data ?? [];

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('menu') }, { label: t('group') }, { label: title }]} />
      <CompactFilterBar>
        <YearFilter
          years={yearFilter.years}
          value={yearId}
          onChange={(id) => {
            yearFilter.pick(id);
            setRan(undefined);
          }}
          loading={yearFilter.loading}
          ariaLabel={t('academicYear')}
        />
        {has('grade') ? (
          <GradeFilter
            grades={yearFilter.grades}
            value={yearFilter.gradeId}
            onChange={(id) => yearFilter.setGradeId(id)}
            placeholder={t('allGrades')}
            ariaLabel={t('grade')}
          />
        ) : null}
        {has('class') || has('classOptional') ? (
          <NamedSelect
            items={classItems}
            value={classId}
            onChange={(id) => {
              setClassId(id);
              setSubjectId(undefined);
            }}
            loading={classes.isLoading}
            allowClear={has('classOptional')}
            placeholder={has('classOptional') ? t('allClasses') : t('class')}
            ariaLabel={t('class')}
            testId="filter-class"
          />
        ) : null}
        {has('exam') ? (
          <NamedSelect
            items={examItems}
            value={examId}
            onChange={setExamId}
            loading={exams.isLoading}
            placeholder={t('exam')}
            ariaLabel={t('exam')}
            testId="filter-exam"
          />
        ) : null}
        {has('semester') ? <SemesterFilter<number> value={semester} onChange={setSemester} /> : null}
        {has('semesterOrYear') ? <SemesterFilter value={semesterOrYear} onChange={setSemesterOrYear} withYear /> : null}
        {has('subject') ? <ClassSubjectFilter classId={classId} value={subjectId} onChange={setSubjectId} /> : null}
        {has('period') ? <PeriodSelect exams={examItems} value={period} onChange={setPeriod} /> : null}
        {has('order') ? (
          <Select
            aria-label={t('order')}
            data-testid="filter-order"
            value={order}
            onChange={setOrder}
            style={{ width: 170 }}
            options={[
              { value: 0, label: t('orderByName') },
              { value: 1, label: t('orderByRanking') },
            ]}
          />
        ) : null}
        {has('wholeGrade') ? (
          <Checkbox checked={wholeGrade} onChange={(e) => setWholeGrade(e.target.checked)} data-testid="filter-whole-grade">
            {t('wholeGrade')}
          </Checkbox>
        ) : null}
        {has('blank') ? (
          <Checkbox checked={blank} onChange={(e) => setBlank(e.target.checked)} data-testid="filter-blank">
            {t('blank')}
          </Checkbox>
        ) : null}
      </CompactFilterBar>
      <ReportRunBar
        help={t(`${report}.help`)}
        onRun={() => {
          const lacking = missingOf(filters, current, t);
          setMissing(lacking);
          if (lacking.length === 0) setRan(current);
        }}
        hasRun={Boolean(ran)}
        fileName={report}
        onExport={(exportType) => downloadResultReport(report, ran ?? current, exportType)}
      >
        {missing.length > 0 ? (
          <Alert type="warning" showIcon style={{ marginTop: 8 }} title={t('chooseFirst', { what: missing.join(', ') })} data-testid="report-missing" />
        ) : null}
      </ReportRunBar>
      {!ran ? (
        <ReportNotRun>{t('notRun')}</ReportNotRun>
      ) : result.isError ? null : result.data ? (
        result.data.sections.length === 0 ? (
          <Card size="small">
            <Empty description={t('empty')} />
          </Card>
        ) : (
          result.data.sections.map((section, i) => (
            <ReportSection key={i} section={section} index={i} subtitle={locale === 'km' ? result.data.subtitle : result.data.subtitleEn} />
          ))
        )
      ) : (
        <Card size="small" loading />
      )}
    </>
  );
}

function PeriodSelect({
  exams,
  value,
  onChange,
}: {
  exams: Array<{ id: string; description: string; descriptionEn: string }>;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('report-result');
  const locale = useLocale();
  const semesters = useSemesterOptions(true).map((o) => ({ value: o.value === 'year' ? 'year' : `semester:${o.value}`, label: o.label }));
  return (
    <Select
      aria-label={t('period')}
      data-testid="filter-period"
      value={value}
      onChange={onChange}
      style={{ width: 200 }}
      options={[...exams.map((e) => ({ value: `exam:${e.id}`, label: locale === 'km' ? e.description : e.descriptionEn })), ...semesters]}
    />
  );
}
