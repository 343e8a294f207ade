import { Col, Form, Select, Tag, type ColProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUS } from '@school/contract/enum/enum.values';
import { useEnumOptions } from './enum-options';
import { NumberInput } from './number-input';

/** The sort index input of a settings form: a whole number, required, 0 to `max`. */
export function SortIndexField({ label, max = 9999, col }: { label?: string; max?: number; col?: ColProps }) {
  const { t } = useTranslation();
  const item = (
    <Form.Item name="sortIndex" label={label ?? t('field.sortIndex')} rules={[{ required: true }, { type: 'integer', min: 0, max }]}>
      <NumberInput min={0} max={max} precision={0} />
    </Form.Item>
  );
  return col ? <Col {...col}>{item}</Col> : item;
}

/** The status select (active, inactive) of a settings form. */
export function StatusField({ col }: { col?: ColProps }) {
  const { t } = useTranslation();
  const options = useEnumOptions('activeStatus');
  const item = (
    <Form.Item name="status" label={t('field.status')} rules={[{ required: true }]}>
      <Select options={options} />
    </Form.Item>
  );
  return col ? <Col {...col}>{item}</Col> : item;
}

/** Status and sort index side by side (in the caller's `Row`). */
export function StatusSortFields({ col = { xs: 24, sm: 12 } }: { col?: ColProps }) {
  return (
    <>
      <StatusField col={col} />
      <SortIndexField col={col} />
    </>
  );
}

/** Active or inactive, as a tag in a list. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const active = status === ACTIVE_STATUS.ACTIVE;
  return <Tag color={active ? 'green' : 'default'}>{active ? t('state.active') : t('state.inactive')}</Tag>;
}
