import '../i18n';
import { useState } from 'react';
import { Checkbox, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUS } from '@school/contract/enum/enum.values';
import { CARD_ACTOR_TYPE } from '@school/contract/enum/enum.setup';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { StatusSortFields, StatusTag } from '../../../components/status-sort-fields';
import { ActorFilter } from '../../../components/actor-filter';
import { YesNoTag } from '../../../components/row-actions';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { cardApi, type TCardItem } from '../api/card-api';

type TCardValues = {
  actorType: number;
  description: string;
  descriptionEn: string;
  prefix?: string;
  validMonths?: number | null;
  isDefault: boolean;
  status: number;
  sortIndex: number;
};

/** The identity cards the school prints, per actor (student, staff, guardian). */
export function CardManager() {
  const { t } = useTranslation('card');
  const [actor, setActor] = useState<number>();
  const canManage = usePermissions().has('MANAGE_CARD');
  const { editor, manager } = useSettingsEditor(cardApi, { t, canManage, query: actor === undefined ? {} : { actorType: actor } });
  const actorOptions = [
    { value: CARD_ACTOR_TYPE.STUDENT, label: t('card.actors.student') },
    { value: CARD_ACTOR_TYPE.EMPLOYEE, label: t('card.actors.employee') },
    { value: CARD_ACTOR_TYPE.GUARDIAN, label: t('card.actors.guardian') },
  ];
  const n = useDigits();

  return (
    <SettingsManager<TCardItem, TCardValues>
      {...manager}
      textKey="card"
      testId="card"
      filters={<ActorFilter value={actor} onChange={setActor} options={actorOptions} label={t('card.actor')} placeholder={t('card.allActors')} />}
      pageKey="card"
      columns={[
        { title: t('card.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('card.actor'), key: 'actor', render: (_v, r) => actorOptions.find((o) => o.value === r.actorType)?.label ?? '' },
        { title: t('card.prefix'), dataIndex: 'prefix' },
        { title: t('card.validMonths'), dataIndex: 'validMonths', align: 'right', render: (v: number | null) => n(v) },
        { title: t('card.isDefault'), key: 'default', render: (_v, r) => <YesNoTag value={r.isDefault} /> },
        { title: t('common:field.status'), key: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
      ]}
      fields={['actorType', 'description', 'descriptionEn', 'validMonths', 'isDefault', 'status', 'sortIndex']}
      values={(r) => ({ prefix: r.prefix ?? undefined })}
      defaults={{ actorType: actor ?? CARD_ACTOR_TYPE.STUDENT, isDefault: false, status: ACTIVE_STATUS.ACTIVE, validMonths: 12, sortIndex: 1 }}
      onSubmit={editor.submit((v: TCardValues) => ({
        actorType: v.actorType,
        ...trimmedDescriptions(v),
        prefix: v.prefix?.trim() || undefined,
        validMonths: v.validMonths ?? undefined,
        isDefault: v.isDefault ?? false,
        status: v.status,
        sortIndex: v.sortIndex,
      }))}
    >
      <SelectField name="actorType" label={t('card.actor')} options={actorOptions} />
      <DescriptionFields labels={{ km: t('card.nameKm'), en: t('card.nameEn') }} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="prefix" label={t('card.prefix')} rules={[{ max: 10 }]} extra={t('card.prefixHint')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="validMonths" label={t('card.validMonths')} rules={[{ type: 'integer', min: 1, max: 120 }]}>
            <NumberInput min={1} max={120} precision={0} />
          </Form.Item>
        </Col>
        <StatusSortFields />
      </Row>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('card.isDefault')}</Checkbox>
      </Form.Item>
    </SettingsManager>
  );
}
