import '../../../features/campus/i18n';
import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDialog } from '../../../components/form-drawer';
import { NumberInput } from '../../../components/number-input';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { usePermissions } from '../../../features/session/use-session';
import { positionApi, type TPosition } from '../../../features/campus/api/campus-api';

type TValues = { description: string; descriptionEn: string; sortIndex: number };

/** /settings/position: staff positions, ordered by SortIndex. */
export function PositionPage() {
  const { t } = useTranslation('settings');
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_POSITION');
  const queryClient = useQueryClient();
  const save = positionApi.useSave();
  const remove = positionApi.useRemove();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [form] = Form.useForm<TValues>();
  const [editing, setEditing] = useState<TPosition | 'new'>();

  return (
    <>
      <PageHeader
        title={t('position.title')}
        crumbs={[{ label: t('configuration') }, { label: t('position.title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('position.add')}
            </Button>
          )
        }
      />
      <DataTable<TPosition>
        pageKey="position"
        queryKey={positionApi.keys.list}
        rowKey="id"
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(positionApi.listQuery({ pageIndex: request.pageIndex, pageSize: request.pageSize }));
          return { items: result.items, total: result.total ?? result.items.length };
        }}
        columns={[
          { title: t('position.sortIndex'), dataIndex: 'sortIndex', width: 120 },
          { title: t('position.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          ...(canManage
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 120,
                  render: (_v: unknown, r: TPosition) => (
                    <Space>
                      <Button icon={<EditOutlined />} aria-label={`${t('common:action.edit')} ${localName(r)}`} onClick={() => setEditing(r)} />
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('common:action.delete')} ${localName(r)}`}
                        onClick={() => confirmDelete(localName(r), () => deleteOutcome(() => remove.mutateAsync(r.id)))}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDialog<TValues>
        open={editing !== undefined}
        title={editing === 'new' ? t('position.add') : t('position.edit')}
        form={form}
        onClose={() => setEditing(undefined)}
        submitting={save.isPending}
        initialValues={editing && editing !== 'new' ? { description: editing.description, descriptionEn: editing.descriptionEn, sortIndex: editing.sortIndex } : { sortIndex: 1 }}
        onSubmit={(v) =>
          saveOutcome(
            () =>
              save.mutateAsync({
                Id: editing && editing !== 'new' ? editing.id : undefined,
                Description: v.description.trim(),
                DescriptionEn: v.descriptionEn.trim(),
                SortIndex: v.sortIndex,
                Version: editing && editing !== 'new' ? editing.version : undefined,
              }),
            () => setEditing(undefined),
            form,
          )
        }
      >
        <Form.Item name="description" label={t('position.nameKm')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('position.nameEn')} rules={[{ required: true, whitespace: true }, { max: 300 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="sortIndex" label={t('position.sortIndex')} rules={[{ required: true }, { type: 'integer', min: 0, max: 9999 }]}>
          <NumberInput min={0} max={9999} precision={0} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
