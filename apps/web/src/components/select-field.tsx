import { Col, Form, Select } from 'antd';

type TOption = { value: string | number; label: string };

/**
 * A form's choice of one option, written once: the labelled item with its select, required unless told;
 * `col`: in a half-width column of the form's row (full width on a phone).
 */
export function SelectField({
  name,
  label,
  options,
  required = true,
  allowClear,
  col,
}: {
  name: string;
  label: string;
  options: TOption[];
  required?: boolean;
  allowClear?: boolean;
  col?: boolean;
}) {
  const field = (
    <Form.Item name={name} label={label} rules={required ? [{ required: true }] : undefined}>
      <Select options={options} allowClear={allowClear} />
    </Form.Item>
  );
  return col ? (
    <Col xs={24} sm={12}>
      {field}
    </Col>
  ) : (
    field
  );
}
