import '../i18n';
import { Button, DatePicker, Flex, Form, Input, Space, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { formatDate } from '../../../lib/date';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { misconductQuery, useRemoveMisconduct, useSaveMisconduct, type TMisconductItem } from '../api/student-api';

type TValues = { date: Dayjs; description: string; descriptionEn?: string; actionTaken?: string };

/** A student's misconduct records, newest first; recorded, corrected and deleted in a dialog. */
export function MisconductPanel({ studentId, canRecord }: { studentId: string; canRecord: boolean }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const query = useQuery(misconductQuery(studentId));
  const save = useSaveMisconduct();
  const remove = useRemoveMisconduct();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [form] = Form.useForm<TValues>();
  const [editing, setEditing] = useState<TMisconductItem | 'new'>();
  const existing = editing && editing !== 'new' ? editing : undefined;
  const shown = (r: TMisconductItem) => pickLocale(r.description, r.descriptionEn, locale);
  return (
    <>
      {canRecord && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="misconduct-add">
            {t('misconduct.add')}
          </Button>
        </Flex>
      )}
      <Table
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="misconduct-table"
        locale={{ emptyText: t('misconduct.none') }}
        columns={[
          { title: t('misconduct.date'), key: 'date', width: 130, render: (_v, r) => formatDate(r.date, locale, 'DD/MM/YYYY') },
          { title: t('misconduct.what'), key: 'description', render: (_v, r) => shown(r) },
          { title: t('misconduct.actionTaken'), dataIndex: 'actionTaken', render: (v: string | null) => v || '—' },
          { title: t('misconduct.recordedBy'), dataIndex: 'recordedBy', render: (v: string | null) => v || '—' },
          ...(canRecord
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 110,
                  render: (_v: unknown, r: TMisconductItem) => (
                    <Space>
                      <Button
                        icon={<EditOutlined />}
                        aria-label={`${t('common:action.edit')} ${shown(r)}`}
                        onClick={() => setEditing(r)}
                        data-testid="misconduct-edit"
                      />
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('common:action.delete')} ${shown(r)}`}
                        onClick={() => confirmDelete(shown(r), () => deleteOutcome(() => remove.mutateAsync(r.id)))}
                        data-testid="misconduct-delete"
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDialog<TValues>
        open={Boolean(editing)}
        title={t(existing ? 'misconduct.edit' : 'misconduct.add')}
        form={form}
        onClose={() => setEditing(undefined)}
        submitting={save.isPending}
        initialValues={
          existing
            ? {
                date: dayjs(existing.date),
                description: existing.description,
                descriptionEn: existing.descriptionEn ?? undefined,
                actionTaken: existing.actionTaken ?? undefined,
              }
            : { date: dayjs() }
        }
        testId="misconduct-form"
        onSubmit={(v) => {
          const fields = {
            date: v.date?.format('YYYY-MM-DD'),
            description: v.description.trim(),
            descriptionEn: v.descriptionEn?.trim() || undefined,
            actionTaken: v.actionTaken?.trim() || undefined,
          };
          return saveOutcome(
            () => save.mutateAsync(existing ? { ...fields, id: existing.id, version: existing.version } : { ...fields, studentId }),
            () => setEditing(undefined),
            form,
          );
        }}
      >
        <Form.Item name="date" label={t('misconduct.date')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="description" label={t('misconduct.description')} rules={[{ required: true, whitespace: true }, { max: 2000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('misconduct.descriptionEn')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="actionTaken" label={t('misconduct.actionTaken')} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
