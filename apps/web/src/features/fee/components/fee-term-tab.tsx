import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { formatDate, DATE_FORMAT } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { feeTermApi, type TFeeTermItem } from '../api/fee-setup-api';

type TValues = { code: string; description: string; descriptionEn: string; totalMonths: number; dueDate?: Dayjs | null; sortIndex: number };

/** Fee terms of a year (a month, a semester, the year) and when each is due. */
export function FeeTermTab({ canManage, yearId }: { canManage: boolean; yearId: string | undefined }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const n = useDigits();
  const { editor, manager } = useSettingsEditor(feeTermApi, { t, canManage, query: yearId ? { academicYearId: yearId } : false });
  return (
    <SettingsManager<TFeeTermItem, TValues>
      {...manager}
      inTab
      textKey="term"
      testId="fee-term"
      addDisabled={!yearId}
      pageKey="fee-term"
      columns={[
        { title: t('field.code'), dataIndex: 'code', width: 110 },
        { title: t('term.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('term.months'), dataIndex: 'totalMonths', align: 'right', render: (v: number) => n(v) },
        { title: t('term.dueDate'), dataIndex: 'dueDate', render: (v: string | null) => (v ? formatDate(v, locale) : '') },
      ]}
      fields={['code', 'description', 'descriptionEn', 'totalMonths', 'sortIndex']}
      values={(r) => ({ dueDate: r.dueDate ? dayjs(r.dueDate) : null })}
      defaults={{ totalMonths: 1, sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues, record) => ({
        code: v.code.trim(),
        ...trimmedDescriptions(v),
        academicYearId: record?.academicYearId ?? yearId ?? '',
        totalMonths: v.totalMonths,
        dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : undefined,
        sortIndex: v.sortIndex,
      }))}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="code" label={t('field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="totalMonths" label={t('term.months')} rules={[{ required: true }, { type: 'integer', min: 1, max: 12 }]}>
            <NumberInput min={1} max={12} precision={0} />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionFields labels={{ km: t('field.nameKm'), en: t('field.nameEn') }} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="dueDate" label={t('term.dueDate')} extra={t('term.dueDateHint')}>
            <DatePicker style={{ width: '100%' }} format={(d) => formatDate(d, locale, DATE_FORMAT)} />
          </Form.Item>
        </Col>
        <SortIndexField col={{ xs: 24, sm: 12 }} />
      </Row>
    </SettingsManager>
  );
}
