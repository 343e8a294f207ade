import '../i18n';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TableColumnsType } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { CompactFilterBar, GradeFilter, YearFilter } from '../../../components/settings-filters';
import { NamedSelect } from '../../../components/named-select';
import { useEnumLabel } from '../../../components/enum-options';
import { BilingualName } from '../../../components/bilingual-name';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { formatDate } from '../../../lib/date';
import { useStateOfYear, useYearGradeFilter } from '../../auth/use-years';
import {
  downloadGuardianReport,
  downloadStudentReport,
  guardianReportQuery,
  studentReportQuery,
  type TGuardianReportLine,
  type TStudentReportFilter,
  type TStudentReportLine,
} from '../api/report-api';
import { ReportRows } from './report-rows';

type TKind = 'studentInfo' | 'guardianInfo';
type TNumbered<T> = T & { rowNumber: number };

function useStudentColumns(): TableColumnsType<TNumbered<TStudentReportLine>> {
  const { t } = useTranslation('report');
  const digits = useDigits();
  const locale = useLocale();
  const gender = useEnumLabel('gender');
  const status = useEnumLabel('studentStatus');
  return [
    { title: t('column.no'), dataIndex: 'rowNumber', width: 64, render: (v: number) => digits(v) },
    { title: t('column.code'), dataIndex: 'code', render: (v: string) => digits(v) },
    { title: t('column.name'), key: 'name', render: (_, r) => <BilingualName item={{ name: r.fullName, nameEn: r.fullNameEn }} /> },
    { title: t('column.gender'), dataIndex: 'gender', render: (v: number) => gender(v) },
    { title: t('column.dateOfBirth'), dataIndex: 'dateOfBirth', render: (v: string | null) => (v ? formatDate(v, locale, 'DD-MM-YYYY') : '') },
    { title: t('column.class'), key: 'class', render: (_, r) => <BilingualName item={{ name: r.classDescription, nameEn: r.classDescriptionEn }} /> },
    { title: t('column.status'), dataIndex: 'status', render: (v: number) => status(v) },
    { title: t('column.phone'), dataIndex: 'mobilePhone', render: (v: string | null) => digits(v ?? '') },
    { title: t('column.guardian'), key: 'guardian', render: (_, r) => [r.guardianName, digits(r.guardianPhone ?? '')].filter(Boolean).join(' · ') },
  ];
}

function useGuardianColumns(): TableColumnsType<TNumbered<TGuardianReportLine>> {
  const { t } = useTranslation('report');
  const digits = useDigits();
  return [
    { title: t('column.no'), dataIndex: 'rowNumber', width: 64, render: (v: number) => digits(v) },
    { title: t('column.code'), dataIndex: 'studentCode', render: (v: string) => digits(v) },
    { title: t('column.student'), key: 'student', render: (_, r) => <BilingualName item={{ name: r.studentName, nameEn: r.studentNameEn }} /> },
    { title: t('column.class'), key: 'class', render: (_, r) => <BilingualName item={{ name: r.classDescription, nameEn: r.classDescriptionEn }} /> },
    { title: t('column.guardian'), key: 'guardian', render: (_, r) => <BilingualName item={{ name: r.fullName, nameEn: r.fullNameEn }} /> },
    {
      title: t('column.relationship'),
      key: 'relationship',
      render: (_, r) => <BilingualName item={{ name: r.relationshipName, nameEn: r.relationshipNameEn }} />,
    },
    { title: t('column.phone'), dataIndex: 'mobilePhone', render: (v: string | null) => digits(v ?? '') },
    { title: t('column.occupation'), dataIndex: 'occupation' },
    { title: t('column.primary'), dataIndex: 'isPrimary', render: (v: boolean) => (v ? t('yes') : '') },
  ];
}

/**
 * /report/student/student-info and /report/student/guardian-info (portal §2 'Reports'): a year, a grade and a
 * class; Run shows the students (with their primary guardian) or each student with each guardian; Export gives
 * the PDF or the workbook through the spec's calls.
 */
export function StudentReport({ kind }: { kind: TKind }) {
  const { t } = useTranslation('report');
  const filter = useYearGradeFilter();
  const [classId, setClassId] = useStateOfYear<string>(filter.yearId);
  const classes = useQuery(classesOfYearQuery(filter.yearId));
  const shownClasses = (classes.data ?? []).filter((c) => !filter.gradeId || c.courseLevelId === filter.gradeId);
  const [ran, setRan] = useState<TStudentReportFilter>();
  const current: TStudentReportFilter = { academicYearId: filter.yearId, courseLevelId: filter.gradeId, academicClassId: classId };
  const studentColumns = useStudentColumns();
  const guardianColumns = useGuardianColumns();
  const title = t(`${kind}.title`);
  const rows =
    kind === 'studentInfo'
      ? { columns: studentColumns, query: ran && studentReportQuery(ran), download: downloadStudentReport }
      : { columns: guardianColumns, query: ran && guardianReportQuery(ran), download: downloadGuardianReport };
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('menu') }, { label: t('studentGroup') }, { label: title }]} />
      <CompactFilterBar>
        <YearFilter
          years={filter.years}
          value={filter.yearId}
          onChange={(id) => {
            filter.pick(id);
            setRan(undefined);
          }}
          loading={filter.loading}
          ariaLabel={t('academicYear')}
        />
        <GradeFilter
          grades={filter.grades}
          value={filter.gradeId}
          onChange={(id) => {
            filter.setGradeId(id);
            setClassId(undefined);
          }}
          placeholder={t('allGrades')}
          ariaLabel={t('grade')}
        />
        <NamedSelect
          items={shownClasses}
          value={classId}
          onChange={setClassId}
          loading={classes.isLoading}
          allowClear
          placeholder={t('allClasses')}
          ariaLabel={t('class')}
          testId="filter-class"
        />
      </CompactFilterBar>
      <ReportRows
        ran={rows.query && { key: rows.query.queryKey, fetch: rows.query.queryFn as never }}
        onRun={() => setRan(current)}
        columns={rows.columns as never}
        fileName={kind === 'studentInfo' ? 'student-info' : 'guardian-info'}
        onExport={(exportType) => rows.download(ran ?? current, exportType)}
        help={t(`${kind}.help`)}
        pageKey={`report-${kind}`}
      />
    </>
  );
}
