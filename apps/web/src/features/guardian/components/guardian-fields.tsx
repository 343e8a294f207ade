import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { relationshipTypesQuery, studentSearchQuery } from '../api/guardian-api';
import '../i18n';

/**
 * A student chosen by typing part of her name (Khmer or Latin) or code: the server's student search
 * (`GET /api/student?search`) answers, 20 at a time. Works as a Form.Item control (id, value, onChange).
 */
export function StudentPicker({
  id,
  value,
  onChange,
  exclude = [],
}: {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  exclude?: string[];
}) {
  const { t } = useTranslation('guardian');
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery(studentSearchQuery(search));
  const options = (query.data ?? [])
    .filter((s) => !exclude.includes(s.id) || s.id === value)
    .map((s) => ({
      value: s.id,
      label: `${s.code} · ${pickLocale(s.fullName, s.fullNameEn, locale)} · ${pickLocale(s.academicClassDescription, s.academicClassDescriptionEn, locale)}`,
    }));
  return (
    <Select
      id={id}
      value={value}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
      allowClear
      placeholder={t('links.searchStudent')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={query.isFetching}
      options={options}
      notFoundContent={query.isFetching ? t('common:state.loading') : t('common:state.noData')}
      style={{ width: '100%' }}
      data-testid="student-picker"
    />
  );
}

/** The relationship types of the server (father, mother …) in the page's language. */
export function useRelationshipOptions() {
  const locale = useLocale();
  const query = useQuery(relationshipTypesQuery());
  return (query.data ?? []).map((r) => ({ value: Number(r.value), label: locale === 'en' ? r.nameEn : r.name }));
}

export function RelationshipSelect({ id, value, onChange }: { id?: string; value?: number; onChange?: (value: number) => void }) {
  const options = useRelationshipOptions();
  return <Select id={id} value={value} onChange={onChange} options={options} style={{ width: '100%' }} popupMatchSelectWidth={false} />;
}
