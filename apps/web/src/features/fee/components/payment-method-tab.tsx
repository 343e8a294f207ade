import { Checkbox, Col, Form, Input, Row } from 'antd';
import { ACTIVE_STATUS } from '@school/contract/enum/enum.values';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { StatusSortFields, StatusTag } from '../../../components/status-sort-fields';
import { YesNoTag } from '../../../components/row-actions';
import { paymentMethodApi, type TPaymentMethodItem } from '../api/fee-setup-api';

type TValues = { code: string; description: string; descriptionEn: string; abbreviation: string; isKhqr: boolean; status: number; sortIndex: number };

/** Payment methods: cash, bank transfer, wallets, KHQR. */
export function PaymentMethodTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('fee');
  const { editor, manager } = useSettingsEditor(paymentMethodApi, { t, canManage });
  return (
    <SettingsManager<TPaymentMethodItem, TValues>
      {...manager}
      inTab
      textKey="method"
      testId="payment-method"
      pageKey="payment-method"
      columns={[
        { title: t('field.code'), dataIndex: 'code', width: 110 },
        { title: t('method.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('method.abbreviation'), dataIndex: 'abbreviation' },
        { title: t('method.khqr'), key: 'khqr', render: (_v, r) => <YesNoTag value={r.isKhqr} /> },
        { title: t('common:field.status'), key: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
      ]}
      fields={['code', 'description', 'descriptionEn', 'abbreviation', 'isKhqr', 'status', 'sortIndex']}
      defaults={{ isKhqr: false, status: ACTIVE_STATUS.ACTIVE, sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({
        code: v.code.trim(),
        ...trimmedDescriptions(v),
        abbreviation: v.abbreviation.trim(),
        isKhqr: v.isKhqr ?? false,
        status: v.status,
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
          <Form.Item name="abbreviation" label={t('method.abbreviation')} rules={[{ required: true, whitespace: true }, { max: 20 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionFields labels={{ km: t('field.nameKm'), en: t('field.nameEn') }} />
      <Form.Item name="isKhqr" valuePropName="checked">
        <Checkbox>{t('method.khqrHint')}</Checkbox>
      </Form.Item>
      <Row gutter={12}>
        <StatusSortFields />
      </Row>
    </SettingsManager>
  );
}
