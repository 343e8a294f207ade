import { Col, Form, Input, Row, Select } from 'antd';
import { ACTIVE_STATUS, FEE_TYPE } from '@school/contract/enum/enum.values';
import { useTranslation } from 'react-i18next';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { StatusSortFields, StatusTag } from '../../../components/status-sort-fields';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { feeTypeApi, type TFeeTypeItem } from '../api/fee-setup-api';

type TValues = { code: string; description: string; descriptionEn: string; type: number; status: number; sortIndex: number };

/** Fee types: tuition, registration, uniform … */
export function FeeTypeTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('fee');
  const { editor, manager } = useSettingsEditor(feeTypeApi, { t, canManage });
  const typeOptions = useEnumOptions('feeType');
  const typeName = useEnumLabel('feeType');
  return (
    <SettingsManager<TFeeTypeItem, TValues>
      {...manager}
      inTab
      textKey="type"
      testId="fee-type"
      pageKey="fee-type"
      columns={[
        { title: t('field.code'), dataIndex: 'code', width: 110 },
        { title: t('type.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('type.kind'), key: 'type', render: (_v, r) => typeName(r.type) },
        { title: t('common:field.status'), key: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
      ]}
      fields={['code', 'description', 'descriptionEn', 'type', 'status', 'sortIndex']}
      defaults={{ type: FEE_TYPE.TUITION, status: ACTIVE_STATUS.ACTIVE, sortIndex: 1 }}
      onSubmit={editor.submit((v: TValues) => ({ code: v.code.trim(), ...trimmedDescriptions(v), type: v.type, status: v.status, sortIndex: v.sortIndex }))}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="code" label={t('field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label={t('type.kind')} rules={[{ required: true }]}>
            <Select options={typeOptions} />
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
