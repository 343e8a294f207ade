import { Col, Form, Input, type ColProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/**
 * The Khmer and English description inputs of a named record (`description`, `descriptionEn`), with the
 * rules every settings form gives them, written once: both required (not blank) unless `optional`, at most
 * `max` characters. `col` lays each input in a grid column of the caller's `Row`; `namePrefix` places them
 * in a list row (`Form.List`).
 */
export function DescriptionFields({
  labels,
  max = 300,
  optional = false,
  extra,
  col,
  namePrefix,
}: {
  labels: { km: string; en: string };
  /** Longest text accepted; `null` for none. */
  max?: number | null;
  optional?: boolean;
  /** Help under the Khmer input. */
  extra?: string;
  col?: ColProps;
  namePrefix?: NamePath;
}) {
  const rules = [...(optional ? [] : [{ required: true, whitespace: true }]), ...(max === null ? [] : [{ max }])];
  const name = (field: string): NamePath => (namePrefix === undefined ? field : [...(Array.isArray(namePrefix) ? namePrefix : [namePrefix]), field]);
  const km = (
    <Form.Item name={name('description')} label={labels.km} extra={extra} rules={rules}>
      <Input lang="km" />
    </Form.Item>
  );
  const en = (
    <Form.Item name={name('descriptionEn')} label={labels.en} rules={rules}>
      <Input lang="en" />
    </Form.Item>
  );
  if (!col) {
    return (
      <>
        {km}
        {en}
      </>
    );
  }
  return (
    <>
      <Col {...col}>{km}</Col>
      <Col {...col}>{en}</Col>
    </>
  );
}

/** `description` and `descriptionEn` of a form's values, trimmed for the body. */
export function trimmedDescriptions(values: { description: string; descriptionEn: string }) {
  return { description: values.description.trim(), descriptionEn: values.descriptionEn.trim() };
}
