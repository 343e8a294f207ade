import { Button, Select, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENUM_ITEMS, enumName, type TEnumName } from '@school/contract/enum/enum.values';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useAcademicYears } from '../../session/use-session';
import { academicYearApi, type TYear } from '../api/academic-api';

/** Every academic year of the school (the settings screens show inactive years too), newest first. */
export function useAllYears(): { years: TYear[]; defaultYearId: string | undefined; loading: boolean } {
  const query = useQuery(academicYearApi.listQuery());
  const { selected } = useAcademicYears();
  const years = query.data?.items ?? [];
  const defaultYearId = years.find((y) => y.id === selected?.id)?.id ?? years.find((y) => y.isCurrent)?.id ?? years[0]?.id;
  return { years, defaultYearId, loading: query.isLoading };
}

/** Options of an enumeration of the contract, labelled in the page's language. */
export function useEnumOptions(name: TEnumName) {
  const locale = useLocale();
  return ENUM_ITEMS[name].map((item) => ({ value: item.Value as number, label: locale === 'en' ? item.NameEn : item.Name }));
}

export function useEnumLabel(name: TEnumName) {
  const locale = useLocale();
  return (value: number | null | undefined) => enumName(ENUM_ITEMS[name], value, locale);
}

type TNamed = { id: unknown; description?: string; descriptionEn?: string };

/** A select of named records (years, grades, levels …) for a filter bar or a form. */
export function NamedSelect<T extends TNamed>({
  items,
  value,
  onChange,
  loading,
  allowClear,
  placeholder,
  ariaLabel,
  testId,
  width = 220,
  optionValue,
  id,
}: {
  items: T[];
  value?: string;
  onChange?: (value: string | undefined) => void;
  loading?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  ariaLabel: string;
  testId?: string;
  width?: number | string;
  optionValue?: (item: T) => string;
  /** Set by a Form.Item, so its label points at the select. */
  id?: string;
}) {
  const locale = useLocale();
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      data-testid={testId}
      value={value}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      popupMatchSelectWidth={false}
      options={items.map((item) => ({ value: optionValue ? optionValue(item) : String(item.id), label: localName(item, locale) }))}
    />
  );
}

/** Edit and delete buttons of a row, named for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      {onEdit && <Button icon={<EditOutlined />} aria-label={`${t('action.edit')} ${name}`} onClick={onEdit} data-testid="row-edit" />}
      {onDelete && <Button danger icon={<DeleteOutlined />} aria-label={`${t('action.delete')} ${name}`} onClick={onDelete} data-testid="row-delete" />}
    </Space>
  );
}

export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <Tag color={value ? 'green' : 'default'}>{value ? t('action.yes') : t('action.no')}</Tag>;
}
