import '../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { DataTable, pageLocally } from '../../../components/data-table';
import { BilingualName, useLocalName } from '../../../components/bilingual-name';
import { FormDrawer } from '../../../components/form-drawer';
import { useRecordEditor } from '../../../components/record-editor';
import { trimmedDescriptions } from '../../../components/description-fields';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { holidayApi, type THoliday } from '../api/holiday-api';
import { HolidayFields, holidayDays, type THolidayFormValues } from './holiday-form';
import { formatDate } from '../../../lib/date';

/** The school's holidays: list, and create, edit and delete with MANAGE_HOLIDAY. */
export function HolidayManager() {
  const { t } = useTranslation('holiday');
  const locale = useLocale();
  const localName = useLocalName();
  const digits = useDigits();
  const permissions = usePermissions();
  const canManage = permissions.has('MANAGE_HOLIDAY');
  const queryClient = useQueryClient();
  const editor = useRecordEditor({ save: holidayApi.useSave(), remove: holidayApi.useRemove(), name: (r: THoliday) => localName(r) });
  const initialValues: Partial<THolidayFormValues> | undefined = editor.record
    ? {
        description: editor.record.description,
        descriptionEn: editor.record.descriptionEn,
        date: dayjs(editor.record.date),
        toDate: editor.record.toDate ? dayjs(editor.record.toDate) : null,
      }
    : undefined;

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={canManage && <AddButton label={t('add')} onClick={editor.openNew} testId="holiday-add" />}
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
          { title: t('common:table.index'), key: 'index', width: 64, render: (_v, _r, i) => digits(i + 1) },
          { title: t('name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
          { title: t('date'), dataIndex: 'date', render: (v: string) => formatDate(v, locale) },
          { title: t('toDate'), dataIndex: 'toDate', render: (v: string | null, r) => formatDate(v ?? r.date, locale) },
          { title: t('days'), key: 'days', render: (_v, r) => t('dayCount', { count: holidayDays(r.date, r.toDate) }).replace(/\d+/, (n) => digits(n)) },
          ...editor.actionsColumn(canManage),
        ]}
      />
      <FormDrawer<THolidayFormValues>
        {...editor.drawerProps({ add: t('add'), edit: t('edit') }, 'holiday-form')}
        initialValues={initialValues}
        onSubmit={editor.submit((values: THolidayFormValues) => ({
          ...trimmedDescriptions(values),
          date: values.date.format('YYYY-MM-DD'),
          toDate: values.toDate ? values.toDate.format('YYYY-MM-DD') : undefined,
        }))}
      >
        <HolidayFields form={editor.form} />
      </FormDrawer>
    </>
  );
}
