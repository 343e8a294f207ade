import { Col, Form, Select, type ColProps } from 'antd';
import { localName } from '../lib/bilingual';
import { useLocale } from '../lib/use-locale';

export type TNamed = { id: unknown; description?: string; descriptionEn?: string };

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

/**
 * A form's optional choice of one named record (a position, a province), searchable by name, in a column
 * of the form's row; the value is the record's id as the lookup has it.
 */
export function NamedChoiceField<T extends { id: string | number; description?: string; descriptionEn?: string }>({
  name,
  label,
  items,
  loading,
  col,
}: {
  name: string;
  label: string;
  items: T[] | undefined;
  loading?: boolean;
  col: ColProps;
}) {
  const locale = useLocale();
  return (
    <Col {...col}>
      <Form.Item name={name} label={label}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          options={(items ?? []).map((item) => ({ value: item.id, label: localName(item, locale) }))}
        />
      </Form.Item>
    </Col>
  );
}
