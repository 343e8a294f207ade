import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

/**
 * The rule of an end date: not before the form's `startField` (with `strictly`, after it), else `message`.
 * Either date blank passes (`required` is a rule of its own). Give the field `dependencies={[startField]}`.
 */
export const dateOrderRule =
  (startField: string, message: string, { strictly = false } = {}): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: Dayjs | null | undefined) => {
      const start = getFieldValue(startField) as Dayjs | null | undefined;
      const inOrder = !value || !start || (strictly ? value.isAfter(start, 'day') : !value.isBefore(start, 'day'));
      return inOrder ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
