import '../../../features/campus/i18n';
import { Button, Form, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDialog } from '../../../components/form-drawer';
import { NumberInput } from '../../../components/number-input';
import { useRecordEditor } from '../../../components/record-editor';
import { usePermissions } from '../../../features/auth/use-session';
import { positionApi, type TPosition } from '../../../features/campus/api/campus-api';

type TValues = { description: string; descriptionEn: string; sortIndex: number };

/** /settings/position: staff positions, ordered by SortIndex. */
export function PositionPage() {
  const { t } = useTranslation('settings');
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_POSITION');
  const queryClient = useQueryClient();
  const editor = useRecordEditor({ save: positionApi.useSave(), remove: positionApi.useRemove(), name: (r: TPosition) => localName(r) });

  return (
    <>
      <PageHeader
        title={t('position.title')}
        crumbs={[{ label: t('configuration') }, { label: t('position.title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.openNew}>
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
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDialog<TValues>
        {...editor.drawerProps({ add: t('position.add'), edit: t('position.edit') })}
        initialValues={editor.record ? { description: editor.record.description, descriptionEn: editor.record.descriptionEn, sortIndex: editor.record.sortIndex } : { sortIndex: 1 }}
        onSubmit={editor.submit((v: TValues) => ({ Description: v.description.trim(), DescriptionEn: v.descriptionEn.trim(), SortIndex: v.sortIndex }))}
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
