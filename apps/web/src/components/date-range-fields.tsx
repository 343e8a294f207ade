import { Col, DatePicker, Form, type ColProps } from 'antd';
import { dateOrderRule } from './date-order-rule';

type TDateField = { name: string; label: string };

/**
 * A start date and an end date side by side in the caller's `Row` (a year's start and end, a registration
 * period's opening and closing, an exam and the end of its score entry): both required unless `optional`,
 * the end not before the start (with `strictly`, after it), else `orderMessage`.
 */
export function DateRangeFields({
  start,
  end,
  orderMessage,
  strictly = false,
  optional = false,
  col = { xs: 24, sm: 12 },
}: {
  start: TDateField;
  end: TDateField;
  orderMessage: string;
  strictly?: boolean;
  optional?: boolean;
  col?: ColProps;
}) {
  const required = optional ? [] : [{ required: true }];
  return (
    <>
      <Col {...col}>
        <Form.Item name={start.name} label={start.label} rules={required}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name={end.name} label={end.label} dependencies={[start.name]} rules={[...required, dateOrderRule(start.name, orderMessage, { strictly })]}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
        </Form.Item>
      </Col>
    </>
  );
}
