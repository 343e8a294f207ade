import '../../../features/holiday/i18n';
import { useState } from 'react';
import { Button, Form, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { DataTable, pageLocally } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDrawer } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { useLocale } from '../../../lib/use-locale';
import { usePermissions } from '../../../features/session/use-session';
import { holidayApi, type THoliday } from '../../../features/holiday/api/holiday-api';
import { HolidayFields, holidayDays, type THolidayFormValues } from '../../../features/holiday/components/holiday-form';
import { formatDate, khmerDigits } from '../../../lib/date';

/** /holiday: the school's holidays; create, edit and delete with MANAGE_HOLIDAY. */
export function HolidayPage() {
  const { t } = useTranslation('holiday');
  const locale = useLocale();
  const localName = useLocalName();
  const permissions = usePermissions();
  const canManage = permissions.has('MANAGE_HOLIDAY');
  const queryClient = useQueryClient();
  const save = holidayApi.useSave();
  const remove = holidayApi.useRemove();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [form] = Form.useForm<THolidayFormValues>();
  const [editing, setEditing] = useState<THoliday | 'new' | undefined>();

  const openForm = (record: THoliday | 'new') => setEditing(record);
  const initialValues: Partial<THolidayFormValues> | undefined =
    editing && editing !== 'new'
      ? { description: editing.description, descriptionEn: editing.descriptionEn, date: dayjs(editing.date), toDate: editing.toDate ? dayjs(editing.toDate) : null }
      : undefined;

  const submit = (values: THolidayFormValues) =>
    saveOutcome(
      () =>
        save.mutateAsync({
          Id: editing && editing !== 'new' ? editing.id : undefined,
          Description: values.description.trim(),
          DescriptionEn: values.descriptionEn.trim(),
          Date: values.date.format('YYYY-MM-DD'),
          ToDate: values.toDate ? values.toDate.format('YYYY-MM-DD') : undefined,
          Version: editing && editing !== 'new' ? editing.version : undefined,
        }),
      () => setEditing(undefined),
      form,
    );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm('new')} data-testid="holiday-add">
              {t('add')}
            </Button>
          )
        }
      />
      <DataTable<THoliday>
        pageKey="holiday"
        queryKey={holidayApi.keys.list}
        rowKey="id"
        testId="holiday-table"
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(holidayApi.listQuery());
          const sorted = [...result.items].sort((a, b) => a.date.localeCompare(b.date));
          return pageLocally(sorted, request, result.total);
        }}
        columns={[
          { title: t('common:table.index'), key: 'index', width: 64, render: (_v, _r, i) => i + 1 },
          { title: t('name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('date'), dataIndex: 'date', render: (v: string) => formatDate(v, locale) },
          { title: t('toDate'), dataIndex: 'toDate', render: (v: string | null, r) => formatDate(v ?? r.date, locale) },
          { title: t('days'), key: 'days', render: (_v, r) => t('dayCount', { count: holidayDays(r.date, r.toDate) }).replace(/\d+/, (n) => (locale === 'km' ? khmerDigits(n) : n)) },
          ...(canManage
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 120,
                  render: (_v: unknown, r: THoliday) => (
                    <Space>
                      <Button icon={<EditOutlined />} aria-label={`${t('common:action.edit')} ${localName(r)}`} onClick={() => openForm(r)} data-testid="row-edit" />
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('common:action.delete')} ${localName(r)}`}
                        data-testid="row-delete"
                        onClick={() => confirmDelete(localName(r), () => deleteOutcome(() => remove.mutateAsync(r.id)))}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDrawer<THolidayFormValues>
        open={editing !== undefined}
        title={editing === 'new' ? t('add') : t('edit')}
        form={form}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
        submitting={save.isPending}
        initialValues={initialValues}
        testId="holiday-form"
      >
        <HolidayFields form={form} />
      </FormDrawer>
    </>
  );
}
