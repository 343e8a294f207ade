import { useState } from 'react';
import { Button, Form, Input, Space, Table } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NamedSelect } from '../../../components/named-select';
import { JoinedText } from '../../../components/joined-text';
import { useLocalName } from '../../../components/bilingual-name';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { localeDigits } from '../../../lib/digits';
import { useLocale } from '../../../lib/use-locale';
import { classStudentsQuery } from '../api/fee-collection-api';
import { discountCategoryApi, studentDiscountQuery, useGiveDiscount, useTakeDiscount, type TStudentDiscountItem } from '../api/fee-setup-api';

type TValues = { studentId: string; feeDiscountCategoryId: string; note?: string };

/**
 * The students of a class holding discount categories in a year (issue 14): generating invoices applies each
 * student's largest one. The office gives and takes them here.
 */
export function StudentDiscountTab({ canManage, yearId }: { canManage: boolean; yearId: string | undefined }) {
  const { t } = useTranslation('fee');
  const locale = useLocale();
  const localName = useLocalName();
  const [form] = Form.useForm<TValues>();
  const [classId, setClassId] = useState<string>();
  const classes = useQuery(classesOfYearQuery(yearId)).data ?? [];
  const students = useQuery(classStudentsQuery(classId)).data ?? [];
  const categories = (useQuery(discountCategoryApi.listQuery()).data?.items ?? []).filter((c) => c.status === 0);
  const holders = useQuery({ ...studentDiscountQuery(yearId, classId), enabled: Boolean(yearId && classId) });
  const give = useGiveDiscount();
  const take = useTakeDiscount();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <NamedSelect
          items={classes}
          value={classId}
          onChange={setClassId}
          ariaLabel={t('collection.class')}
          placeholder={t('collection.class')}
          testId="discount-class"
        />
      </Space>
      {canManage && classId && yearId && (
        <Form<TValues>
          form={form}
          layout="inline"
          style={{ marginBottom: 12, rowGap: 8 }}
          data-testid="student-discount-form"
          onFinish={(v) =>
            saveOutcome(
              () =>
                give.mutateAsync({
                  studentId: v.studentId,
                  academicYearId: yearId,
                  feeDiscountCategoryId: v.feeDiscountCategoryId,
                  note: v.note?.trim() || undefined,
                }),
              () => form.resetFields(),
              form,
            )
          }
        >
          <Form.Item name="studentId" rules={[{ required: true, message: t('discount.chooseStudent') }]}>
            <NamedSelect
              items={students.map((s) => ({ id: s.id, description: `${s.code} ${s.fullName}`, descriptionEn: `${s.code} ${s.fullNameEn}` }))}
              ariaLabel={t('collection.student')}
              placeholder={t('collection.student')}
              width={240}
              testId="discount-student"
            />
          </Form.Item>
          <Form.Item name="feeDiscountCategoryId" rules={[{ required: true, message: t('discount.chooseCategory') }]}>
            <NamedSelect items={categories} ariaLabel={t('discount.name')} placeholder={t('discount.name')} width={200} testId="discount-category" />
          </Form.Item>
          <Form.Item name="note">
            <Input placeholder={t('discount.note')} aria-label={t('discount.note')} maxLength={200} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={give.isPending} data-testid="discount-give">
            {t('discount.give')}
          </Button>
        </Form>
      )}
      <Table<TStudentDiscountItem>
        rowKey="id"
        size="middle"
        data-testid="student-discount-table"
        loading={holders.isFetching}
        dataSource={classId ? (holders.data?.items ?? []) : []}
        pagination={false}
        locale={{ emptyText: classId ? t('discount.none') : t('discount.pickClass') }}
        columns={[
          {
            title: t('collection.student'),
            key: 'student',
            render: (_v, r) => <JoinedText parts={[r.studentCode, locale === 'en' ? r.fullNameEn : r.fullName]} />,
          },
          { title: t('discount.name'), key: 'category', render: (_v, r) => localName(r.category) },
          { title: t('discount.percentage'), key: 'pct', align: 'right', render: (_v, r) => `${localeDigits(r.discountPercentage, locale)} %` },
          { title: t('discount.note'), dataIndex: 'note' },
          ...(canManage
            ? [
                {
                  title: '',
                  key: 'remove',
                  width: 60,
                  render: (_v: unknown, r: TStudentDiscountItem) => (
                    <Button
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('discount.take')}
                      onClick={() => void deleteOutcome(() => take.mutateAsync(r.id))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
