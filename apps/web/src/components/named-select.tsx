import { Select } from 'antd';
import { localName } from '../lib/bilingual';
import { useLocale } from '../lib/use-locale';

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
