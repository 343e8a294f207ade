import '../i18n';
import { useState } from 'react';
import { Button, Card, Checkbox, Col, DatePicker, Flex, Form, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DataTable, pageLocally } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { DateRangeFields } from '../../../components/date-range-fields';
import { DescriptionFields } from '../../../components/description-fields';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { formatDate } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { courseLevelQuery, subjectQuery } from '../../../lib/setup-lookups';
import { useAllYears } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { RowActions } from '../../../components/row-actions';
import {
  QUESTION_ANSWER_TYPE,
  configurationKeys,
  configurationListQuery,
  useRemoveConfiguration,
  useSaveConfiguration,
  type TConfiguration,
  type TConfigurationSave,
} from '../api/registration-api';
import { TagList } from '../../../components/tag-list';

type TQuestionValue = { id?: string; question: string; questionEn: string; answerType: number; isRequired?: boolean };
type TValues = {
  description: string;
  descriptionEn: string;
  academicYearId: string;
  openDate: Dayjs;
  closeDate: Dayjs;
  examDate?: Dayjs;
  note?: string;
  noteEn?: string;
  courseLevelIds: string[];
  prioritySubjectIds?: string[];
  questions?: TQuestionValue[];
};

const toValues = (c: TConfiguration): TValues => ({
  description: c.description,
  descriptionEn: c.descriptionEn,
  academicYearId: c.academicYearId,
  openDate: dayjs(c.openDate),
  closeDate: dayjs(c.closeDate),
  examDate: c.examDate ? dayjs(c.examDate) : undefined,
  note: c.note ?? undefined,
  noteEn: c.noteEn ?? undefined,
  courseLevelIds: c.courseLevels.map((g) => g.id),
  prioritySubjectIds: c.prioritySubjects.map((s) => s.id),
  questions: [...c.questions]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((q) => ({ id: q.id, question: q.question, questionEn: q.questionEn, answerType: q.answerType, isRequired: q.isRequired })),
});

/**
 * /administration/preApplicant/configuration: when the campus takes online registrations, for which year
 * and grades, with which priority subjects and questions (GET/POST/PUT/DELETE /api/rg/configuration).
 */
export function RegistrationConfiguration() {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const canManage = usePermissions().has('MANAGE_REGISTRATION');
  const { years, defaultYearId, loading: yearsLoading } = useAllYears();
  const grades = useQuery(courseLevelQuery());
  const subjects = useQuery(subjectQuery(undefined));
  const save = useSaveConfiguration();
  const remove = useRemoveConfiguration();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [form] = Form.useForm<TValues>();
  const [editing, setEditing] = useState<TConfiguration | 'new'>();
  const answerTypes = [
    { value: QUESTION_ANSWER_TYPE.OCCUPATION, label: t('config.answerOccupation') },
    { value: QUESTION_ANSWER_TYPE.FREE_TEXT, label: t('config.answerText') },
  ];
  const close = () => setEditing(undefined);
  const submit = (v: TValues) =>
    saveOutcome(
      () =>
        save.mutateAsync({
          ...(editing && editing !== 'new' ? { id: editing.id, version: editing.version } : {}),
          description: v.description.trim(),
          descriptionEn: v.descriptionEn.trim(),
          academicYearId: v.academicYearId,
          openDate: v.openDate.format('YYYY-MM-DD'),
          closeDate: v.closeDate.format('YYYY-MM-DD'),
          examDate: v.examDate?.format('YYYY-MM-DD'),
          note: v.note?.trim() || undefined,
          noteEn: v.noteEn?.trim() || undefined,
          courseLevelIds: v.courseLevelIds,
          prioritySubjectIds: v.prioritySubjectIds ?? [],
          questions: (v.questions ?? []).map((q) => ({
            id: q.id,
            question: q.question.trim(),
            questionEn: q.questionEn.trim(),
            answerType: q.answerType as 0 | 1,
            isRequired: Boolean(q.isRequired),
          })),
        } as TConfigurationSave),
      close,
      form,
    );
  const crumbs = [{ label: t('administration') }, { label: t('pre.title'), path: '/administration/preApplicant' }, { label: t('config.title') }];
  return (
    <>
      <PageHeader
        title={t('config.title')}
        crumbs={crumbs}
        // A new period starts in the top bar's year: the form opens once the years are known (else its year is empty).
        extra={
          canManage && <AddButton label={t('config.add')} onClick={() => setEditing('new')} disabled={yearsLoading || !defaultYearId} testId="config-add" />
        }
      />
      <DataTable<TConfiguration>
        pageKey="registration-configuration"
        queryKey={configurationKeys.list}
        rowKey="id"
        fetchPage={async (request) => pageLocally(await queryClient.fetchQuery(configurationListQuery()), request)}
        columns={[
          {
            title: t('config.name'),
            key: 'name',
            render: (_v, c) => (
              <Space>
                {localName(c, locale)}
                {c.isCurrent && <Tag color="green">{t('config.current')}</Tag>}
              </Space>
            ),
          },
          { title: t('home.year'), key: 'year', render: (_v, c) => localName(c.academicYear, locale) },
          {
            title: t('home.period'),
            key: 'period',
            render: (_v, c) => `${formatDate(c.openDate, locale, 'DD/MM/YYYY')} – ${formatDate(c.closeDate, locale, 'DD/MM/YYYY')}`,
          },
          { title: t('home.examDate'), dataIndex: 'examDate', render: (v: string | null) => (v ? formatDate(v, locale, 'DD/MM/YYYY') : '—') },
          {
            title: t('home.grades'),
            key: 'grades',
            render: (_v, c) => (
              <TagList>
                {c.courseLevels.map((g) => (
                  <Tag key={g.id}>{localName(g, locale)}</Tag>
                ))}
              </TagList>
            ),
          },
          { title: t('config.questions'), key: 'questions', render: (_v, c) => c.questions.length },
          ...(canManage
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 110,
                  render: (_v: unknown, c: TConfiguration) => (
                    <RowActions
                      name={localName(c, locale)}
                      onEdit={() => setEditing(c)}
                      onDelete={() => confirmDelete(localName(c, locale), () => deleteOutcome(() => remove.mutateAsync(c.id)))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDrawer<TValues>
        open={Boolean(editing)}
        title={editing === 'new' ? t('config.add') : t('config.edit')}
        form={form}
        onClose={close}
        onSubmit={submit}
        submitting={save.isPending}
        width={720}
        initialValues={editing && editing !== 'new' ? toValues(editing) : { academicYearId: defaultYearId, questions: [], prioritySubjectIds: [] }}
        testId="config-drawer"
      >
        <Row gutter={16}>
          <DescriptionFields labels={{ km: t('config.nameKm'), en: t('config.nameEn') }} col={{ xs: 24, md: 12 }} />
          <Col xs={24} md={12}>
            <Form.Item name="academicYearId" label={t('home.year')} rules={[{ required: true }]}>
              <NamedSelect items={years} loading={yearsLoading} ariaLabel={t('home.year')} width="100%" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="examDate" label={t('home.examDate')}>
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
          <DateRangeFields
            start={{ name: 'openDate', label: t('config.openDate') }}
            end={{ name: 'closeDate', label: t('config.closeDate') }}
            orderMessage={t('config.closeAfterOpen')}
            col={{ xs: 24, md: 12 }}
          />
        </Row>
        <Form.Item name="courseLevelIds" label={t('home.grades')} rules={[{ required: true, type: 'array', min: 1, message: t('config.gradeRequired') }]}>
          <Select
            mode="multiple"
            loading={grades.isLoading}
            options={(grades.data ?? []).map((g) => ({ value: g.id, label: localName(g, locale) }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="prioritySubjectIds" label={t('form.prioritySubjects')}>
          <Select
            mode="multiple"
            loading={subjects.isLoading}
            options={(subjects.data ?? []).map((s) => ({ value: s.id, label: localName(s, locale) }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="note" label={t('config.noteKm')} rules={[{ max: 2000 }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="noteEn" label={t('config.noteEn')} rules={[{ max: 2000 }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('config.questions')}
        </Typography.Title>
        <Form.List name="questions">
          {(fields, { add, remove: removeQuestion }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('config.questionNo', { no: index + 1 })}
                  extra={
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={t('config.removeQuestion')}
                      onClick={() => removeQuestion(field.name)}
                    />
                  }
                >
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'question']} label={t('config.questionKm')} rules={[{ required: true, whitespace: true }, { max: 500 }]}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'questionEn']} label={t('config.questionEn')} rules={[{ required: true, whitespace: true }, { max: 500 }]}>
                    <Input />
                  </Form.Item>
                  <Flex gap={16} wrap align="center">
                    <Form.Item name={[field.name, 'answerType']} label={t('config.answerType')} rules={[{ required: true }]} style={{ minWidth: 220 }}>
                      <Select options={answerTypes} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'isRequired']} valuePropName="checked" style={{ marginBottom: 0 }}>
                      <Checkbox>{t('config.required')}</Checkbox>
                    </Form.Item>
                  </Flex>
                </Card>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ answerType: QUESTION_ANSWER_TYPE.FREE_TEXT, isRequired: false })}
                disabled={fields.length >= 30}
              >
                {t('config.addQuestion')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </FormDrawer>
    </>
  );
}
