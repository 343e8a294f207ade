import '../../../../features/academic/i18n';
import { useState } from 'react';
import { Button, Card, Checkbox, Col, Flex, Form, Input, Row, Select, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUS, LEAVE_TYPE_ACTOR } from '@school/contract/enum/enum.values';
import { CARD_ACTOR_TYPE } from '@school/contract/enum/enum.setup';
import { PageHeader } from '../../../../components/page-header';
import { DataTable, pageLocally } from '../../../../components/data-table';
import { BilingualName, useLocalName } from '../../../../components/bilingual-name';
import { FormDrawer } from '../../../../components/form-drawer';
import { NumberInput } from '../../../../components/number-input';
import { useRecordEditor } from '../../../../components/record-editor';
import { useDigits } from '../../../../lib/use-locale';
import { usePermissions } from '../../../../features/auth/use-session';
import { cardApi, leaveTypeApi, type TCardItem, type TLeave } from '../../../../features/academic/api/academic-api';
import { YesNoTag, useEnumLabel, useEnumOptions } from '../../../../features/academic/components/academic-common';

type TLeaveValues = { actorType: number; description: string; descriptionEn: string; maxDays?: number | null; isRequireAttachment: boolean; status: number; sortIndex: number };

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={status === ACTIVE_STATUS.ACTIVE ? 'green' : 'default'}>{status === ACTIVE_STATUS.ACTIVE ? t('state.active') : t('state.inactive')}</Tag>;
}

/** /settings/leave-type: the kinds of leave students and staff may ask for. */
export function LeaveTypePage() {
  const { t } = useTranslation('academic');
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_LEAVE_TYPE');
  const queryClient = useQueryClient();
  const editor = useRecordEditor({ save: leaveTypeApi.useSave(), remove: leaveTypeApi.useRemove(), name: (r: TLeave) => localName(r) });
  const [actor, setActor] = useState<number>();
  const actorOptions = useEnumOptions('leaveTypeActor');
  const actorName = useEnumLabel('leaveTypeActor');
  const statusOptions = useEnumOptions('activeStatus');
  const n = useDigits();

  return (
    <>
      <PageHeader
        title={t('leave.title')}
        crumbs={[{ label: t('settings') }, { label: t('leave.title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew} data-testid="leave-add">
              {t('leave.add')}
            </Button>
          )
        }
      />
      <Card styles={{ body: { padding: 12 } }} style={{ marginBottom: 12 }}>
        <Select aria-label={t('leave.actor')} value={actor} onChange={setActor} allowClear placeholder={t('leave.allActors')} options={actorOptions} style={{ width: 220 }} />
      </Card>
      <DataTable<TLeave>
        pageKey="leave-type"
        queryKey={[...leaveTypeApi.keys.list, actor]}
        rowKey="id"
        testId="leave-table"
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(leaveTypeApi.listQuery(actor === undefined ? {} : { actorType: actor }));
          return pageLocally(result.items, request);
        }}
        columns={[
          { title: t('leave.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('leave.actor'), key: 'actor', render: (_v, r) => actorName(r.actorType) },
          { title: t('leave.maxDays'), dataIndex: 'maxDays', align: 'right', render: (v: number | null) => n(v) },
          { title: t('leave.attachment'), key: 'attachment', render: (_v, r) => <YesNoTag value={r.isRequireAttachment} /> },
          { title: t('common:field.status'), key: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
          { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDrawer<TLeaveValues>
        {...editor.drawerProps({ add: t('leave.add'), edit: t('leave.edit') }, 'leave-form')}
        initialValues={
          editor.record
            ? {
                actorType: editor.record.actorType,
                description: editor.record.description,
                descriptionEn: editor.record.descriptionEn,
                maxDays: editor.record.maxDays,
                isRequireAttachment: editor.record.isRequireAttachment,
                status: editor.record.status,
                sortIndex: editor.record.sortIndex,
              }
            : { actorType: actor ?? LEAVE_TYPE_ACTOR.STUDENT, isRequireAttachment: false, status: ACTIVE_STATUS.ACTIVE, sortIndex: 1 }
        }
        onSubmit={editor.submit((v: TLeaveValues) => ({
            ActorType: v.actorType,
            Description: v.description.trim(),
            DescriptionEn: v.descriptionEn.trim(),
            MaxDays: v.maxDays ?? undefined,
            IsRequireAttachment: v.isRequireAttachment ?? false,
            Status: v.status,
            SortIndex: v.sortIndex,
          }))}
      >
        <Form.Item name="actorType" label={t('leave.actor')} rules={[{ required: true }]}>
          <Select options={actorOptions} />
        </Form.Item>
        <Form.Item name="description" label={t('leave.nameKm')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('leave.nameEn')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input lang="en" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="maxDays" label={t('leave.maxDays')} rules={[{ type: 'integer', min: 1, max: 366 }]} extra={t('leave.maxDaysHint')}>
              <NumberInput min={1} max={366} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="status" label={t('common:field.status')} rules={[{ required: true }]}>
              <Select options={statusOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="sortIndex" label={t('common:field.sortIndex')} rules={[{ required: true }, { type: 'integer', min: 0, max: 9999 }]}>
              <NumberInput min={0} max={9999} precision={0} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isRequireAttachment" valuePropName="checked">
          <Checkbox>{t('leave.attachmentRequired')}</Checkbox>
        </Form.Item>
      </FormDrawer>
    </>
  );
}

type TCardValues = { actorType: number; description: string; descriptionEn: string; prefix?: string; validMonths?: number | null; isDefault: boolean; status: number; sortIndex: number };

/** /settings/card: the identity cards the school prints, per actor (student, staff, guardian). */
export function CardPage() {
  const { t } = useTranslation('academic');
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_CARD');
  const queryClient = useQueryClient();
  const editor = useRecordEditor({ save: cardApi.useSave(), remove: cardApi.useRemove(), name: (r: TCardItem) => localName(r) });
  const [actor, setActor] = useState<number>();
  const statusOptions = useEnumOptions('activeStatus');
  const actorOptions = [
    { value: CARD_ACTOR_TYPE.STUDENT, label: t('card.actors.student') },
    { value: CARD_ACTOR_TYPE.EMPLOYEE, label: t('card.actors.employee') },
    { value: CARD_ACTOR_TYPE.GUARDIAN, label: t('card.actors.guardian') },
  ];
  const n = useDigits();

  return (
    <>
      <PageHeader
        title={t('card.title')}
        crumbs={[{ label: t('settings') }, { label: t('card.title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew} data-testid="card-add">
              {t('card.add')}
            </Button>
          )
        }
      />
      <Card styles={{ body: { padding: 12 } }} style={{ marginBottom: 12 }}>
        <Flex gap={8}>
          <Select aria-label={t('card.actor')} value={actor} onChange={setActor} allowClear placeholder={t('card.allActors')} options={actorOptions} style={{ width: 220 }} />
        </Flex>
      </Card>
      <DataTable<TCardItem>
        pageKey="card"
        queryKey={[...cardApi.keys.list, actor]}
        rowKey="id"
        testId="card-table"
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(cardApi.listQuery(actor === undefined ? {} : { actorType: actor }));
          return pageLocally(result.items, request);
        }}
        columns={[
          { title: t('card.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('card.actor'), key: 'actor', render: (_v, r) => actorOptions.find((o) => o.value === r.actorType)?.label ?? '' },
          { title: t('card.prefix'), dataIndex: 'prefix' },
          { title: t('card.validMonths'), dataIndex: 'validMonths', align: 'right', render: (v: number | null) => n(v) },
          { title: t('card.isDefault'), key: 'default', render: (_v, r) => <YesNoTag value={r.isDefault} /> },
          { title: t('common:field.status'), key: 'status', render: (_v, r) => <StatusTag status={r.status} /> },
          { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 90, render: (v: number) => n(v) },
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDrawer<TCardValues>
        {...editor.drawerProps({ add: t('card.add'), edit: t('card.edit') }, 'card-form')}
        initialValues={
          editor.record
            ? {
                actorType: editor.record.actorType,
                description: editor.record.description,
                descriptionEn: editor.record.descriptionEn,
                prefix: editor.record.prefix ?? undefined,
                validMonths: editor.record.validMonths,
                isDefault: editor.record.isDefault,
                status: editor.record.status,
                sortIndex: editor.record.sortIndex,
              }
            : { actorType: actor ?? CARD_ACTOR_TYPE.STUDENT, isDefault: false, status: ACTIVE_STATUS.ACTIVE, validMonths: 12, sortIndex: 1 }
        }
        onSubmit={editor.submit((v: TCardValues) => ({
            ActorType: v.actorType,
            Description: v.description.trim(),
            DescriptionEn: v.descriptionEn.trim(),
            Prefix: v.prefix?.trim() || undefined,
            ValidMonths: v.validMonths ?? undefined,
            IsDefault: v.isDefault ?? false,
            Status: v.status,
            SortIndex: v.sortIndex,
          }))}
      >
        <Form.Item name="actorType" label={t('card.actor')} rules={[{ required: true }]}>
          <Select options={actorOptions} />
        </Form.Item>
        <Form.Item name="description" label={t('card.nameKm')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('card.nameEn')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input lang="en" />
        </Form.Item>
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
          <Col xs={24} sm={12}>
            <Form.Item name="status" label={t('common:field.status')} rules={[{ required: true }]}>
              <Select options={statusOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="sortIndex" label={t('common:field.sortIndex')} rules={[{ required: true }, { type: 'integer', min: 0, max: 9999 }]}>
              <NumberInput min={0} max={9999} precision={0} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('card.isDefault')}</Checkbox>
        </Form.Item>
      </FormDrawer>
    </>
  );
}
