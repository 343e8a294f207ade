import '../i18n';
import { useState } from 'react';
import { Checkbox, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUS, LEAVE_TYPE_ACTOR } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { SettingsManager, useSettingsEditor } from '../../../components/settings-manager';
import { BilingualName } from '../../../components/bilingual-name';
import { NumberInput } from '../../../components/number-input';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { StatusSortFields, StatusTag } from '../../../components/status-sort-fields';
import { ActorFilter } from '../../../components/actor-filter';
import { YesNoTag } from '../../../components/row-actions';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { leaveTypeApi, type TLeave } from '../api/leave-type-api';

type TLeaveValues = {
  actorType: number;
  description: string;
  descriptionEn: string;
  maxDays?: number | null;
  isRequireAttachment: boolean;
  status: number;
  sortIndex: number;
};

/** The kinds of leave students and staff may ask for. */
export function LeaveTypeManager() {
  const { t } = useTranslation('leave-type');
  const [actor, setActor] = useState<number>();
  const canManage = usePermissions().has('MANAGE_LEAVE_TYPE');
  const { editor, manager } = useSettingsEditor(leaveTypeApi, { t, canManage, query: actor === undefined ? {} : { actorType: actor } });
  const actorOptions = useEnumOptions('leaveTypeActor');
  const actorName = useEnumLabel('leaveTypeActor');
  const n = useDigits();

  return (
    <SettingsManager<TLeave, TLeaveValues>
      {...manager}
      textKey="leave"
      testId="leave"
      filters={<ActorFilter value={actor} onChange={setActor} options={actorOptions} label={t('leave.actor')} placeholder={t('leave.allActors')} />}
      pageKey="leave-type"
      columns={[
        { title: t('leave.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
        { title: t('leave.actor'), key: 'actor', render: (_v, r) => actorName(r.actorType) },
        { title: t('leave.maxDays'), dataIndex: 'maxDays', align: 'right', render: (v: number | null) => n(v) },
        { title: t('leave.attachment'), key: 'attachment', render: (_v, r) => <YesNoTag value={r.isRequireAttachment} /> },
        { title: t('common:field.status'), key: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
        { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
      ]}
      fields={['actorType', 'description', 'descriptionEn', 'maxDays', 'isRequireAttachment', 'status', 'sortIndex']}
      defaults={{ actorType: actor ?? LEAVE_TYPE_ACTOR.STUDENT, isRequireAttachment: false, status: ACTIVE_STATUS.ACTIVE, sortIndex: 1 }}
      onSubmit={editor.submit((v: TLeaveValues) => ({
        actorType: v.actorType,
        ...trimmedDescriptions(v),
        maxDays: v.maxDays ?? undefined,
        isRequireAttachment: v.isRequireAttachment ?? false,
        status: v.status,
        sortIndex: v.sortIndex,
      }))}
    >
      <SelectField name="actorType" label={t('leave.actor')} options={actorOptions} />
      <DescriptionFields labels={{ km: t('leave.nameKm'), en: t('leave.nameEn') }} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="maxDays" label={t('leave.maxDays')} rules={[{ type: 'integer', min: 1, max: 366 }]} extra={t('leave.maxDaysHint')}>
            <NumberInput min={1} max={366} precision={0} />
          </Form.Item>
        </Col>
        <StatusSortFields />
      </Row>
      <Form.Item name="isRequireAttachment" valuePropName="checked">
        <Checkbox>{t('leave.attachmentRequired')}</Checkbox>
      </Form.Item>
    </SettingsManager>
  );
}
