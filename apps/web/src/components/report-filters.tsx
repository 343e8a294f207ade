import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classSubjectsQuery } from '../lib/setup-lookups';
import { NamedSelect } from './named-select';

/**
 * Choices shared by the report screens' filter bars (`CompactFilterBar`), labelled from the common catalog
 * (`reportFilter`) so that every report names them alike.
 */

/**
 * One scoring subject of a class's grade (the class's subject list, bilingual names), or every subject when
 * none is chosen ("All subjects"). Nothing is read before a class is chosen.
 */
export function ClassSubjectFilter(p: { classId: string | undefined; value: string | undefined; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation('common');
  const subjects = useQuery(classSubjectsQuery(p.classId));
  return (
    <NamedSelect
      items={subjects.data ?? []}
      value={p.value}
      onChange={p.onChange}
      loading={subjects.isFetching}
      allowClear
      placeholder={t('reportFilter.allSubjects')}
      ariaLabel={t('reportFilter.subject')}
      testId="filter-subject"
    />
  );
}

/** A semester (1, 2) or, where offered, the whole year. */
export type TSemesterChoice = number | 'year';

/** Semester 1 and 2 in the page's language and digits, then "Annual" when `withYear`. */
export function useSemesterOptions(withYear: boolean) {
  const { t } = useTranslation('common');
  return [
    ...[1, 2].map((n) => ({ value: n as TSemesterChoice, label: t('reportFilter.semesterN', { n }) })),
    ...(withYear ? [{ value: 'year' as TSemesterChoice, label: t('reportFilter.annual') }] : []),
  ];
}

/**
 * The semester choice of a report; `withYear` offers the whole year too (the report then reads the stored
 * annual result). Without `value` it shows `placeholder` ("Semester") until one is chosen.
 */
export function SemesterFilter<V extends TSemesterChoice>(p: { value: V | undefined; onChange: (value: V) => void; withYear?: boolean }) {
  const { t } = useTranslation('common');
  const options = useSemesterOptions(Boolean(p.withYear));
  const label = p.withYear ? t('reportFilter.semesterOrYear') : t('reportFilter.semester');
  return (
    <Select<V>
      aria-label={label}
      data-testid="filter-semester"
      value={p.value}
      onChange={p.onChange}
      placeholder={label}
      options={options as Array<{ value: V; label: string }>}
      style={{ width: 160 }}
    />
  );
}
