import '../../../../features/academic/i18n';
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header';
import { DataTable, pageLocally } from '../../../../components/data-table';
import { BilingualName, useLocalName } from '../../../../components/bilingual-name';
import { FormDialog } from '../../../../components/form-drawer';
import { NumberInput } from '../../../../components/number-input';
import { useConfirm } from '../../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../../components/use-save';
import { usePermissions } from '../../../../features/session/use-session';
import { classGroupApi, type TGroup } from '../../../../features/academic/api/academic-api';
import { RowActions } from '../../../../features/academic/components/academic-common';

type TValues = { code: string; description: string; descriptionEn: string; sortIndex: number };

/** /settings/classGroup: groups of classes such as a stream (science, social science). */
export function ClassGroupPage() {
  const { t } = useTranslation('academic');
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_ACADEMIC_CLASS');
  const queryClient = useQueryClient();
  const save = classGroupApi.useSave();
  const remove = classGroupApi.useRemove();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [form] = Form.useForm<TValues>();
  const [editing, setEditing] = useState<TGroup | 'new'>();

  return (
    <>
      <PageHeader
        title={t('group.title')}
        crumbs={[{ label: t('settings') }, { label: t('class.title'), path: '/settings/academic-class' }, { label: t('group.title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="group-add">
              {t('group.add')}
            </Button>
          )
        }
      />
      <DataTable<TGroup>
        pageKey="class-group"
        queryKey={classGroupApi.keys.list}
        rowKey="id"
        testId="group-table"
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(classGroupApi.listQuery());
          return pageLocally(result.items, request, result.total);
        }}
        columns={[
          { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 100 },
          { title: t('common:field.code'), dataIndex: 'code' },
          { title: t('group.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          ...(canManage
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 120,
                  render: (_v: unknown, r: TGroup) => (
                    <RowActions name={localName(r)} onEdit={() => setEditing(r)} onDelete={() => confirmDelete(localName(r), () => deleteOutcome(() => remove.mutateAsync(r.id)))} />
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDialog<TValues>
        open={editing !== undefined}
        title={editing === 'new' ? t('group.add') : t('group.edit')}
        form={form}
        onClose={() => setEditing(undefined)}
        submitting={save.isPending}
        testId="group-form"
        initialValues={editing && editing !== 'new' ? { code: editing.code, description: editing.description, descriptionEn: editing.descriptionEn, sortIndex: editing.sortIndex } : { sortIndex: 1 }}
        onSubmit={(v) =>
          saveOutcome(
            () =>
              save.mutateAsync({
                Id: editing && editing !== 'new' ? editing.id : undefined,
                Code: v.code.trim(),
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
        <Form.Item name="code" label={t('common:field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('group.nameKm')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('group.nameEn')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input lang="en" />
        </Form.Item>
        <Form.Item name="sortIndex" label={t('common:field.sortIndex')} rules={[{ required: true }, { type: 'integer', min: 0, max: 9999 }]}>
          <NumberInput min={0} max={9999} precision={0} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
