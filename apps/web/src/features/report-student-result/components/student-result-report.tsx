import '../i18n';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Flex, InputNumber, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, GradeFilter, YearFilter } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { ReportNotRun, ReportRunBar } from '../../../components/report-run-bar';
import { ClassSubjectFilter, SemesterFilter, useSemesterOptions } from '../../../components/report-filters';
import { useErrorText } from '../../../components/feedback';
import { localName } from '../../../lib/bilingual';
import { localeDigits } from '../../../lib/digits';
import type { TLocale } from '../../../lib/locale';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { useLocale } from '../../../lib/use-locale';
import { useStateOfYear, useYearGradeFilter } from '../../auth/use-years';
import {
  classStudentsQuery,
  downloadResultReport,
  resultReportQuery,
  yearExamsQuery,
  type TReportName,
  type TResultReport,
  type TResultReportFilter,
} from '../api/report-student-result-api';

/** The filters each report asks for (the server names a missing one too). */
type TNeeds = {
  grade?: boolean;
  classOptional?: boolean;
  exam?: boolean;
  period?: boolean;
  semester?: boolean;
  /** One subject of the class's grade, or every subject when none is chosen. */
  subject?: boolean;
  student?: 'optional' | 'required';
  top?: boolean;
};
const NEEDS: Record<TReportName, TNeeds> = {
  'student-record-book': { exam: true, student: 'optional' },
  'student-annual-record-book': { student: 'optional' },
  'student-transcript': { student: 'required' },
  'student-honorary': { grade: true, classOptional: true, period: true, top: true },
  'grade-by-subject': { period: true },
  'grade-evaluation-semester': { semester: true },
  'subject-grade-semester': { semester: true, subject: true },
};

type TSection = TResultReport['sections'][number];
type TCell = number | string | { km: string; en: string } | null;
type TRow = Record<string, TCell> & { rowKey: number };

/** The wire's row keys arrive camelCased by the client (first letter lowered), the column keys as sent. */
const rowKey = (key: string) => (key.length > 0 ? key[0]!.toLowerCase() + key.slice(1) : key);

function cellText(v: TCell | undefined, decimals: number, locale: TLocale): string {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'number') return localeDigits(v.toFixed(decimals), locale);
  if (typeof v === 'string') return localeDigits(v, locale);
  return locale === 'en' ? v.en : v.km;
}

/** A section's columns; columns of one group (a mention, a subject) under one heading. */
function columnsOf(section: TSection, locale: TLocale): TableColumnsType<TRow> {
  const out: TableColumnsType<TRow> = [];
  let group: { key: string; title: string; children: TableColumnsType<TRow> } | undefined;
  for (const c of section.columns) {
    const leaf = {
      key: c.key,
      title: locale === 'en' ? c.headerEn : c.header,
      align: c.decimals > 0 ? ('right' as const) : undefined,
      render: (_: unknown, r: TRow) => cellText(r[rowKey(c.key)], c.decimals, locale),
    };
    const name = locale === 'en' ? c.groupEn : c.group;
    if (!name) {
      group = undefined;
      out.push(leaf);
    } else if (group && group.key === c.group) group.children.push(leaf);
    else {
      group = { key: c.group!, title: name, children: [leaf] };
      out.push(group);
    }
  }
  return out;
}

function ReportSections({ report }: { report: TResultReport }) {
  const locale = useLocale();
  const { t } = useTranslation('report-student-result');
  return (
    <div data-testid="result-report">
      <Typography.Paragraph strong data-testid="result-report-subtitle">
        {locale === 'en' ? report.subtitleEn : report.subtitle}
      </Typography.Paragraph>
      {report.sections.map((section, i) => (
        <Card key={i} size="small" style={{ marginBottom: 12 }} title={section.caption ? (locale === 'en' ? section.captionEn : section.caption) : undefined}>
          <Table<TRow>
            size="small"
            bordered
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="rowKey"
            columns={columnsOf(section, locale)}
            dataSource={section.rows.map((r, k) => ({ ...(r as Record<string, TCell>), rowKey: k }))}
            locale={{ emptyText: t('empty') }}
            data-testid="result-report-table"
          />
        </Card>
      ))}
    </div>
  );
}

/**
 * /report/result/<report> (portal §2 'Reports', group 'report-result'): the filters the report needs (year,
 * grade, class, exam or period, semester, student, how many ranks), Run shows the report's sections as the
 * server describes them (every figure the score module's stored result), Export gives its PDF or workbook.
 */
export function StudentResultReport({ report }: { report: TReportName }) {
  const { t } = useTranslation('report-student-result');
  const locale = useLocale();
  const errorText = useErrorText();
  const needs = NEEDS[report];
  const filter = useYearGradeFilter();
  const [classId, setClassId] = useStateOfYear<string>(filter.yearId);
  const [examId, setExamId] = useStateOfYear<string>(filter.yearId);
  const [period, setPeriod] = useStateOfYear<string>(filter.yearId);
  const [semester, setSemester] = useState<number>();
  const [studentId, setStudentId] = useStateOfYear<string>(filter.yearId);
  const [subjectId, setSubjectId] = useStateOfYear<string>(filter.yearId);
  const [top, setTop] = useState(5);
  const [ran, setRan] = useState<TResultReportFilter>();
  const classes = useQuery(classesOfYearQuery(filter.yearId));
  const shownClasses = (classes.data ?? []).filter((c) => !needs.grade || !filter.gradeId || c.courseLevelId === filter.gradeId);
  const exams = useQuery({ ...yearExamsQuery(filter.yearId), enabled: Boolean(filter.yearId && (needs.exam || needs.period)) });
  const students = useQuery({ ...classStudentsQuery(classId), enabled: Boolean(classId && needs.student) });
  // An exam, a semester or the year (the semesters and the year named as the shared semester filter names them).
  const semesterOptions = useSemesterOptions(true);
  const periods = [
    ...(exams.data ?? []).map((e) => ({ id: `exam:${e.id}`, description: e.description, descriptionEn: e.descriptionEn })),
    ...semesterOptions.map((o) => ({ id: o.value === 'year' ? 'year' : `semester:${o.value}`, description: o.label, descriptionEn: o.label })),
  ];
  const [kind, periodValue] = (period ?? '').split(':') as [TResultReportFilter['kind'] | '', string | undefined];
  const current: TResultReportFilter = {
    report,
    academicYearId: filter.yearId,
    courseLevelId: needs.grade ? filter.gradeId : undefined,
    academicClassId: classId,
    studentId: needs.student ? studentId : undefined,
    ...(needs.exam ? { kind: 'exam' as const, examTypeId: examId } : {}),
    ...(needs.period && kind
      ? { kind, examTypeId: kind === 'exam' ? periodValue : undefined, semester: kind === 'semester' ? Number(periodValue) : undefined }
      : {}),
    ...(needs.semester ? { semester } : {}),
    ...(needs.subject ? { courseLevelSubjectId: subjectId } : {}),
    ...(needs.top ? { top } : {}),
  };
  const ready =
    Boolean(filter.yearId) &&
    (needs.classOptional ? Boolean(classId || filter.gradeId) : Boolean(classId)) &&
    (!needs.exam || Boolean(examId)) &&
    (!needs.period || Boolean(kind)) &&
    (!needs.semester || Boolean(semester)) &&
    (needs.student !== 'required' || Boolean(studentId));
  const result = useQuery({ ...resultReportQuery(ran ?? current), enabled: Boolean(ran) });
  const title = t(`${report}.title`);
  const rerun =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setRan(undefined);
    };
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('menu') }, { label: t('group') }, { label: title }]} />
      <CompactFilterBar>
        <YearFilter years={filter.years} value={filter.yearId} onChange={rerun(filter.pick)} loading={filter.loading} ariaLabel={t('academicYear')} />
        {needs.grade && (
          <GradeFilter
            grades={filter.grades}
            value={filter.gradeId}
            onChange={rerun((id: string | undefined) => {
              filter.setGradeId(id);
              setClassId(undefined);
            })}
            placeholder={t('allGrades')}
            ariaLabel={t('grade')}
          />
        )}
        <NamedSelect
          items={shownClasses}
          value={classId}
          onChange={rerun((id: string | undefined) => {
            setClassId(id);
            setStudentId(undefined);
            setSubjectId(undefined);
          })}
          loading={classes.isLoading}
          allowClear
          placeholder={needs.classOptional ? t('allClassesOfGrade') : t('class')}
          ariaLabel={t('class')}
          testId="filter-class"
        />
        {needs.exam && (
          <NamedSelect
            items={exams.data ?? []}
            value={examId}
            onChange={rerun(setExamId)}
            loading={exams.isLoading}
            placeholder={t('exam')}
            ariaLabel={t('exam')}
            testId="filter-exam"
          />
        )}
        {needs.period && (
          <NamedSelect items={periods} value={period} onChange={rerun(setPeriod)} placeholder={t('period')} ariaLabel={t('period')} testId="filter-period" />
        )}
        {needs.semester && <SemesterFilter<number> value={semester} onChange={rerun(setSemester)} />}
        {needs.subject && <ClassSubjectFilter classId={classId} value={subjectId} onChange={rerun(setSubjectId)} />}
        {needs.student && (
          <Select
            aria-label={t('student')}
            data-testid="filter-student"
            style={{ width: 260 }}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear={needs.student === 'optional'}
            placeholder={needs.student === 'optional' ? t('allStudents') : t('student')}
            value={studentId}
            onChange={rerun((v: string | undefined) => setStudentId(v))}
            loading={students.isLoading}
            options={(students.data ?? []).map((s) => ({
              value: s.id,
              label: `${localeDigits(s.code, locale)} ${localName({ name: s.fullName, nameEn: s.fullNameEn }, locale)}`,
            }))}
          />
        )}
        {needs.top && (
          <Flex align="center" gap={6}>
            <Typography.Text>{t('top')}</Typography.Text>
            <InputNumber aria-label={t('top')} min={1} max={100} value={top} onChange={rerun((v: number | null) => setTop(v ?? 5))} style={{ width: 80 }} />
          </Flex>
        )}
      </CompactFilterBar>
      <ReportRunBar
        help={t(`${report}.help`)}
        onRun={() => setRan(current)}
        runDisabled={!ready}
        hasRun={Boolean(ran && result.data)}
        fileName={report}
        onExport={(exportType) => downloadResultReport(ran ?? current, exportType)}
      />
      {!ran ? (
        <ReportNotRun>{ready ? t('notRun') : t('chooseFirst')}</ReportNotRun>
      ) : result.error ? (
        <Alert type="error" showIcon message={errorText(result.error)} data-testid="report-error" />
      ) : result.data ? (
        <ReportSections report={result.data} />
      ) : (
        <Card size="small" loading />
      )}
    </>
  );
}
