import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentRefs } from '@school/contract/student/student.refs';
import { apiQuery } from '../lib/api-query';
import { pickLocale } from '../lib/bilingual';
import { useLocale } from '../lib/use-locale';

/** The server's student search (`GET /api/student?search`), 20 at a time. */
export const studentSearchQuery = (search: string) =>
  queryOptions({ ...apiQuery(studentRefs.list, { query: { search: search || undefined, pageIndex: 1, pageSize: 20 } }), staleTime: 30_000 });

/**
 * A student chosen by typing part of her name (Khmer or Latin) or code, shown as code · name · class in the
 * page's language. Works as a Form.Item control (id, value, onChange); `exclude` leaves out students already
 * chosen elsewhere on the form.
 */
export function StudentPicker({
  id,
  value,
  onChange,
  exclude = [],
  valueLabel,
  style,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  exclude?: string[];
  /** How to show `value` when the current search did not find it (a student chosen before, or from the address). */
  valueLabel?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  // The label of the student last chosen here, so she stays named when a new search does not list her.
  const [chosen, setChosen] = useState<{ value: string; label: string }>();
  const query = useQuery(studentSearchQuery(search));
  const options = (query.data ?? [])
    .filter((s) => !exclude.includes(s.id) || s.id === value)
    .map((s) => ({
      value: s.id,
      label: `${s.code} · ${pickLocale(s.fullName, s.fullNameEn, locale)} · ${pickLocale(s.academicClassDescription, s.academicClassDescriptionEn, locale)}`,
    }));
  if (value && !options.some((o) => o.value === value)) {
    const label = chosen?.value === value ? chosen.label : valueLabel;
    if (label) options.unshift({ value, label });
  }
  return (
    <Select
      id={id}
      value={value}
      onChange={(v?: string) => {
        const option = options.find((o) => o.value === v);
        if (option) setChosen(option);
        onChange?.(v ?? undefined);
      }}
      allowClear
      placeholder={t('studentPicker.search')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={query.isFetching}
      options={options}
      notFoundContent={query.isFetching ? t('state.loading') : t('state.noData')}
      style={{ width: '100%', ...style }}
      data-testid="student-picker"
    />
  );
}
