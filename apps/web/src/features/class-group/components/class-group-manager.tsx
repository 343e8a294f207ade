import '../i18n';
import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { DataTable, pageLocally } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDialog } from '../../../components/form-drawer';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useRecordEditor } from '../../../components/record-editor';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { classGroupApi, type TGroup } from '../api/class-group-api';

type TValues = { code: string; description: string; descriptionEn: string; sortIndex: number };

/** /settings/classGroup: groups of classes such as a stream (science, social science). */
export function ClassGroupManager() {
  const { t } = useTranslation('class-group');
  const digits = useDigits();
  const localName = useLocalName();
  const canManage = usePermissions().has('MANAGE_ACADEMIC_CLASS');
  const queryClient = useQueryClient();
  const editor = useRecordEditor({ save: classGroupApi.useSave(), remove: classGroupApi.useRemove(), name: (r: TGroup) => localName(r) });

  return (
    <>
      <PageHeader
        title={t('group.title')}
        crumbs={[{ label: t('settings') }, { label: t('class.title'), path: '/settings/academic-class' }, { label: t('group.title') }]}
        extra={canManage && <AddButton label={t('group.add')} onClick={editor.openNew} testId="group-add" />}
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
          { title: t('common:field.sortIndex'), dataIndex: 'sortIndex', width: 100, render: (v: number) => digits(v) },
          { title: t('common:field.code'), dataIndex: 'code' },
          { title: t('group.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDialog<TValues>
        {...editor.drawerProps({ add: t('group.add'), edit: t('group.edit') }, 'group-form')}
        initialValues={
          editor.record
            ? {
                code: editor.record.code,
                description: editor.record.description,
                descriptionEn: editor.record.descriptionEn,
                sortIndex: editor.record.sortIndex,
              }
            : { sortIndex: 1 }
        }
        onSubmit={editor.submit((v: TValues) => ({ code: v.code.trim(), ...trimmedDescriptions(v), sortIndex: v.sortIndex }))}
      >
        <Form.Item name="code" label={t('common:field.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
          <Input />
        </Form.Item>
        <DescriptionFields labels={{ km: t('group.nameKm'), en: t('group.nameEn') }} max={200} />
        <SortIndexField />
      </FormDialog>
    </>
  );
}
