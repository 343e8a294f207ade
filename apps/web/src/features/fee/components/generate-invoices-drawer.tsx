import { Button, Checkbox, Col, Form, Input, Radio, Row, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { NamedSelect } from '../../../components/named-select';
import { NumberInput } from '../../../components/number-input';
import { useSaveOutcome } from '../../../components/use-save';
import { useNotify } from '../../../components/feedback';
import { classesOfYearQuery, yearGradesQuery } from '../../../lib/setup-lookups';
import { feeTermApi } from '../api/fee-setup-api';
import { classStudentsQuery, useGenerateInvoices } from '../api/fee-collection-api';

type TDiscount = { studentId?: string; discountPercentage?: number; discountAmount?: number; reason?: string };
type TValues = { feeTermId: string; target: 'class' | 'grade'; academicClassId?: string; courseLevelId?: string; asDraft?: boolean; discounts?: TDiscount[] };

/**
 * Generates a term's invoices for a class or a whole grade in one step. Students' discount categories of the year
 * (sibling, scholarship, staff child) apply on the server; a discount given here replaces them for that student.
 */
export function GenerateInvoicesDrawer({
  open,
  onClose,
  onGenerated,
  yearId,
}: {
  open: boolean;
  onClose: () => void;
  /** After invoices were made: the list reads them. */
  onGenerated?: () => void;
  yearId: string | undefined;
}) {
  const { t } = useTranslation('fee');
  const [form] = Form.useForm<TValues>();
  const generate = useGenerateInvoices();
  const saveOutcome = useSaveOutcome();
  const notify = useNotify();
  const classId = Form.useWatch('academicClassId', form);
  const target = Form.useWatch('target', form) ?? 'class';
  const terms = useQuery({ ...feeTermApi.listQuery({ academicYearId: yearId }), enabled: Boolean(yearId) }).data?.items ?? [];
  const classes = useQuery(classesOfYearQuery(yearId)).data ?? [];
  const yearGrades = useQuery({ ...yearGradesQuery(yearId), enabled: Boolean(yearId) }).data ?? [];
  // The grades that have classes in the year (the class lookup names no grade, issue 17: the year's grades do).
  const withClasses = new Set(classes.map((c) => c.courseLevelId));
  const grades = yearGrades.filter((g) => withClasses.has(g.courseLevelId)).map((g) => ({ ...g, id: g.courseLevelId }));
  const students = useQuery(classStudentsQuery(target === 'class' ? classId : undefined)).data ?? [];
  return (
    <FormDrawer<TValues>
      open={open}
      title={t('collection.generate')}
      form={form}
      onClose={onClose}
      submitting={generate.isPending}
      testId="generate-form"
      submitLabel={t('collection.generateAction')}
      width={640}
      initialValues={{ target: 'class' }}
      onSubmit={(v) =>
        saveOutcome(
          () =>
            generate.mutateAsync({
              feeTermId: v.feeTermId,
              ...(v.target === 'grade' ? { courseLevelId: v.courseLevelId } : { academicClassId: v.academicClassId }),
              asDraft: v.asDraft ?? false,
              discounts: (v.discounts ?? [])
                .filter((d) => d.studentId)
                .map((d) => ({
                  studentId: d.studentId!,
                  discountPercentage: d.discountPercentage ?? 0,
                  discountAmount: d.discountAmount ?? 0,
                  reason: d.reason?.trim() || undefined,
                })),
            }),
          (result) => {
            if (result) notify.infoDialog(t('collection.generated'), t('collection.generatedText', { created: result.created, skipped: result.skipped }));
            form.resetFields();
            onClose();
            onGenerated?.();
          },
          form,
        )
      }
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="feeTermId" label={t('item.term')} rules={[{ required: true }]}>
            <NamedSelect items={terms} ariaLabel={t('item.term')} width="100%" testId="generate-term" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="target" label={t('collection.target')}>
            <Radio.Group
              optionType="button"
              data-testid="generate-target"
              options={[
                { value: 'class', label: t('collection.targetClass') },
                { value: 'grade', label: t('collection.targetGrade') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      {target === 'grade' ? (
        <Form.Item name="courseLevelId" label={t('collection.grade')} rules={[{ required: true }]}>
          <NamedSelect items={grades} ariaLabel={t('collection.grade')} width="100%" testId="generate-grade" />
        </Form.Item>
      ) : (
        <Form.Item name="academicClassId" label={t('collection.class')} rules={[{ required: true }]}>
          <NamedSelect items={classes} ariaLabel={t('collection.class')} width="100%" testId="generate-class" />
        </Form.Item>
      )}
      <Typography.Paragraph type="secondary">{t('collection.categoryNote')}</Typography.Paragraph>
      <Form.Item name="asDraft" valuePropName="checked">
        <Checkbox>{t('collection.asDraft')}</Checkbox>
      </Form.Item>
      <Form.List name="discounts">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
                <Form.Item name={[field.name, 'studentId']} rules={[{ required: true }]}>
                  <NamedSelect
                    items={students.map((s) => ({ id: s.id, description: `${s.code} ${s.fullName}`, descriptionEn: `${s.code} ${s.fullNameEn}` }))}
                    ariaLabel={t('collection.student')}
                    width={200}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'discountPercentage']}>
                  <NumberInput min={0} max={100} precision={2} blockSigns={false} placeholder="%" aria-label={t('collection.discountPercentage')} />
                </Form.Item>
                <Form.Item name={[field.name, 'discountAmount']}>
                  <NumberInput
                    min={0}
                    precision={2}
                    blockSigns={false}
                    placeholder={t('collection.discountAmount')}
                    aria-label={t('collection.discountAmount')}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'reason']}>
                  <Input placeholder={t('collection.discountReason')} aria-label={t('collection.discountReason')} />
                </Form.Item>
                <Button icon={<DeleteOutlined aria-hidden />} onClick={() => remove(field.name)} aria-label={t('collection.removeDiscount')} />
              </Space>
            ))}
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})} disabled={target !== 'class' || !classId} data-testid="add-discount">
              {t('collection.addDiscount')}
            </Button>
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
}
