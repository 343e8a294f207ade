import { Col, Form, Input, Row } from 'antd';
import { ACTIVE_STATUS } from '@school/contract/enum/enum.values';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { StatusSortFields, StatusTag } from '../../../components/status-sort-fields';
import { localeDigits } from '../../../lib/digits';
import { useLocale } from '../../../lib/use-locale';
import { discountCategoryApi, type TDiscountCategoryItem } from '../api/fee-setup-api';

type TValues = { code: string; description: string; descriptionEn: string; discountPercentage: number; status: number; sortIndex: number };

/** Discount categories: sibling, scholarship, staff child … a percentage off every line of an invoice. */
export function DiscountCategoryTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const { editor, manager } = useSettingsEditor(discountCategoryApi, { t, canManage });
  return (
    <SettingsManager<TDiscountCategoryItem, TValues>
      {...manager}
      inTab
      textKey="discount"
      testId="discount-category"
      pageKey="fee-discount-category"
      columns={[
        { title: t('field.code'), dataIndex: 'code', width: 110 },
        { title: t('discount.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('discount.percentage'), key: 'pct', align: 'right', render: (_v, r) => `${localeDigits(r.discountPercentage, locale)} %` },
        { title: t('common:field.status'), key: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
      ]}
      fields={['code', 'description', 'descriptionEn', 'discountPercentage', 'status', 'sortIndex']}
      defaults={{ status: ACTIVE_STATUS.ACTIVE, sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({
        code: v.code.trim(),
        ...trimmedDescriptions(v),
        discountPercentage: v.discountPercentage,
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
          <Form.Item name="discountPercentage" label={t('discount.percentage')} rules={[{ required: true }, { type: 'number', min: 0, max: 100 }]}>
            <NumberInput min={0} max={100} precision={2} blockSigns={false} style={{ width: '100%' }} data-testid="discount-percentage" />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionFields labels={{ km: t('field.nameKm'), en: t('field.nameEn') }} />
      <Row gutter={12}>
        <StatusSortFields />
      </Row>
    </SettingsManager>
  );
}
