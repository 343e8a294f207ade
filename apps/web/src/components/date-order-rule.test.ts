import { describe, expect, it } from 'vitest';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance } from 'antd';
import { dateOrderRule } from './date-order-rule';

/** Runs the rule's validator with the form's start date `start` and the field's value `end`. */
function check(rule: ReturnType<typeof dateOrderRule>, start: Dayjs | undefined, end: Dayjs | undefined) {
  const form = { getFieldValue: (name: string) => (name === 'startDate' ? start : undefined) } as unknown as FormInstance;
  const made = (rule as (form: FormInstance) => { validator: (rule: unknown, value: unknown) => Promise<void> })(form);
  return made.validator({}, end);
}

describe('dateOrderRule', () => {
  const day = (d: string) => dayjs(d);

  it('passes an end on or after the start, and refuses one before it with the message', async () => {
    const rule = dateOrderRule('startDate', 'The end is before the start');
    await expect(check(rule, day('2026-01-10'), day('2026-01-10'))).resolves.toBeUndefined();
    await expect(check(rule, day('2026-01-10'), day('2026-02-01'))).resolves.toBeUndefined();
    await expect(check(rule, day('2026-01-10'), day('2026-01-09'))).rejects.toThrow('The end is before the start');
  });

  it('strictly: the same day is refused too', async () => {
    const rule = dateOrderRule('startDate', 'After the start', { strictly: true });
    await expect(check(rule, day('2026-01-10'), day('2026-01-10'))).rejects.toThrow('After the start');
    await expect(check(rule, day('2026-01-10'), day('2026-01-11'))).resolves.toBeUndefined();
  });

  it('leaves a blank date to the required rule', async () => {
    const rule = dateOrderRule('startDate', 'x');
    await expect(check(rule, undefined, day('2026-01-01'))).resolves.toBeUndefined();
    await expect(check(rule, day('2026-01-10'), undefined)).resolves.toBeUndefined();
  });
});
