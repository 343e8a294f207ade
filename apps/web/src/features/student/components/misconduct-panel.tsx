import { Button, DatePicker, Flex, Form, Input, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-drawer';
import { useSaveOutcome } from '../../../components/use-save';
import { formatDate } from '../../../lib/date';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { misconductQuery, useCreateMisconduct } from '../api/student-api';

type TValues = { date: Dayjs; description: string; descriptionEn?: string; actionTaken?: string };

/** A student's misconduct records, newest first, and the dialog that records one. */
export function MisconductPanel({ studentId, canRecord }: { studentId: string; canRecord: boolean }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const query = useQuery(misconductQuery(studentId));
  const create = useCreateMisconduct();
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<TValues>();
  const [open, setOpen] = useState(false);
  return (
    <>
      {canRecord && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="misconduct-add">
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
          { title: t('misconduct.what'), key: 'description', render: (_v, r) => pickLocale(r.description, r.descriptionEn, locale) },
          { title: t('misconduct.actionTaken'), dataIndex: 'actionTaken', render: (v: string | null) => v || '—' },
          { title: t('misconduct.recordedBy'), dataIndex: 'recordedBy', render: (v: string | null) => v || '—' },
        ]}
      />
      <FormDialog<TValues>
        open={open}
        title={t('misconduct.add')}
        form={form}
        onClose={() => setOpen(false)}
        submitting={create.isPending}
        initialValues={{ date: dayjs() }}
        testId="misconduct-form"
        onSubmit={(v) =>
          saveOutcome(
            () =>
              create.mutateAsync({
                StudentId: studentId,
                Date: v.date?.format('YYYY-MM-DD'),
                Description: v.description.trim(),
                DescriptionEn: v.descriptionEn?.trim() || undefined,
                ActionTaken: v.actionTaken?.trim() || undefined,
              }),
            () => setOpen(false),
            form,
          )
        }
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
