import '../i18n';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDialog } from '../../../components/form-drawer';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useRecordEditor } from '../../../components/record-editor';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { positionApi, type TPosition } from '../api/position-api';

type TValues = { description: string; descriptionEn: string; sortIndex: number };

/** /settings/position: staff positions, ordered by SortIndex. */
export function PositionManager() {
  const { t } = useTranslation('position');
  const digits = useDigits();
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
          { title: t('position.sortIndex'), dataIndex: 'sortIndex', width: 120, render: (v: number) => digits(v) },
          { title: t('position.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDialog<TValues>
        {...editor.drawerProps({ add: t('position.add'), edit: t('position.edit') })}
        initialValues={
          editor.record
            ? { description: editor.record.description, descriptionEn: editor.record.descriptionEn, sortIndex: editor.record.sortIndex }
            : { sortIndex: 1 }
        }
        onSubmit={editor.submit((v: TValues) => ({ ...trimmedDescriptions(v), sortIndex: v.sortIndex }))}
      >
        <DescriptionFields labels={{ km: t('position.nameKm'), en: t('position.nameEn') }} />
        <SortIndexField label={t('position.sortIndex')} />
      </FormDialog>
    </>
  );
}
