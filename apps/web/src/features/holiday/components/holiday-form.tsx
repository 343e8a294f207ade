import '../i18n';
import { DatePicker, Form, Row, Col, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DescriptionFields } from '../../../components/description-fields';

export type THolidayFormValues = { description: string; descriptionEn: string; date: Dayjs; toDate?: Dayjs | null };

/** Holiday fields. The range stays ordered: a start after the end moves the end, and the other way. */
export function HolidayFields({ form }: { form: FormInstance<THolidayFormValues> }) {
  const { t } = useTranslation('holiday');
  return (
    <>
      <DescriptionFields labels={{ km: t('nameKm'), en: t('nameEn') }} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="date" label={t('date')} rules={[{ required: true }]}>
            <DatePicker
              style={{ width: '100%' }}
              format="DD/MM/YYYY"
              onChange={(value: Dayjs | null) => {
                const end = form.getFieldValue('toDate') as Dayjs | null | undefined;
                if (value && end && value.isAfter(end, 'day')) form.setFieldValue('toDate', value);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="toDate" label={t('toDate')}>
            <DatePicker
              style={{ width: '100%' }}
              format="DD/MM/YYYY"
              onChange={(value: Dayjs | null) => {
                const start = form.getFieldValue('date') as Dayjs | null | undefined;
                if (value && start && value.isBefore(start, 'day')) form.setFieldValue('date', value);
              }}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

export const holidayDays = (from: string, to: string | null | undefined) => dayjs(to ?? from).diff(dayjs(from), 'day') + 1;
