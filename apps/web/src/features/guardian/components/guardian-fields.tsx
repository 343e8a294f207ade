import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/use-locale';
import { relationshipTypesQuery } from '../api/guardian-api';
import '../i18n';

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
