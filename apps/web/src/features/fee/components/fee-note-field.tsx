import '../i18n';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The note of a payment or an invoice: two lines, at most `max` characters (the column's length). */
export function FeeNoteField({ max }: { max: number }) {
  const { t } = useTranslation('fee');
  return (
    <Form.Item name="note" label={t('payment.note')} rules={[{ max }]}>
      <Input.TextArea rows={2} />
    </Form.Item>
  );
}
