import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Empty, Flex, Form, Input, Select, Space, Table } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { useLocalName } from '../../../components/bilingual-name';
import { formatDate } from '../../../lib/date';
import { useLocale } from '../../../lib/use-locale';
import { cardsQuery, classesOfYearQuery } from '../../../lib/setup-lookups';
import { useAllYears } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import { RowActions } from '../../../components/row-actions';
import {
  useAddAcademicClass,
  useRemoveCard,
  useSaveCard,
  useSetReferenceCard,
  type TAcademicCardItem,
  type TAcademicInfoItem,
  type TStudentRecord,
} from '../api/student-api';
import { StudentStatusTag, useEnumLabel } from './student-common';

const STUDENT_CARDS = 0;

type TCardValues = { cardId: string; cardNumber?: string; issueDate?: Dayjs; expiryDate?: Dayjs };
type TPlaceValues = { academicYearId: string; academicClassId: string; referenceCardId?: string };

function PlaceDialog({ student, open, onClose }: { student: TStudentRecord; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('student');
  const localName = useLocalName();
  const [form] = Form.useForm<TPlaceValues>();
  const add = useAddAcademicClass();
  const saveOutcome = useSaveOutcome();
  const { years } = useAllYears();
  const yearId = Form.useWatch('academicYearId', form);
  const classes = useQuery(classesOfYearQuery(yearId));
  const placed = new Set(student.academicInfos.map((a) => a.academicYearId));
  return (
    <FormDialog<TPlaceValues>
      open={open}
      title={t('academic.addYear')}
      form={form}
      onClose={onClose}
      submitting={add.isPending}
      onSubmit={(v) =>
        saveOutcome(
          () =>
            add.mutateAsync({
              studentId: student.id,
              academicYearId: v.academicYearId,
              academicClassId: v.academicClassId,
              referenceCardId: v.referenceCardId?.trim() || undefined,
              academicCards: [],
            }),
          onClose,
          form,
        )
      }
    >
      <Form.Item name="academicYearId" label={t('field.year')} rules={[{ required: true }]}>
        <Select
          options={years.filter((y) => !placed.has(y.id)).map((y) => ({ value: y.id, label: localName(y) }))}
          onChange={() => form.setFieldValue('academicClassId', undefined)}
        />
      </Form.Item>
      <Form.Item name="academicClassId" label={t('field.class')} rules={[{ required: true }]}>
        <NamedSelect items={classes.data ?? []} loading={classes.isLoading} ariaLabel={t('field.class')} width="100%" />
      </Form.Item>
      <Form.Item name="referenceCardId" label={t('field.referenceCard')} rules={[{ max: 50 }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

function CardDialog({ info, card, onClose }: { info: TAcademicInfoItem | undefined; card: TAcademicCardItem | 'new' | undefined; onClose: () => void }) {
  const { t } = useTranslation('student');
  const [form] = Form.useForm<TCardValues>();
  const save = useSaveCard();
  const saveOutcome = useSaveOutcome();
  const cards = useQuery(cardsQuery({ actorType: STUDENT_CARDS }));
  const existing = card && card !== 'new' ? card : undefined;
  return (
    <FormDialog<TCardValues>
      open={Boolean(info && card)}
      title={t(existing ? 'academic.editCard' : 'academic.addCard')}
      form={form}
      onClose={onClose}
      submitting={save.isPending}
      initialValues={
        existing
          ? {
              cardId: existing.cardId,
              cardNumber: existing.cardNumber ?? undefined,
              issueDate: existing.issueDate ? dayjs(existing.issueDate) : undefined,
              expiryDate: existing.expiryDate ? dayjs(existing.expiryDate) : undefined,
            }
          : undefined
      }
      onSubmit={(v) =>
        saveOutcome(
          () =>
            save.mutateAsync({
              ...(existing ? { id: existing.id, version: existing.version } : { studentAcademicClassId: info!.id }),
              cardId: v.cardId,
              cardNumber: v.cardNumber?.trim() || undefined,
              issueDate: v.issueDate?.format('YYYY-MM-DD'),
              expiryDate: v.expiryDate?.format('YYYY-MM-DD'),
            }),
          onClose,
          form,
        )
      }
    >
      <Form.Item name="cardId" label={t('field.card')} rules={[{ required: true }]}>
        <NamedSelect items={cards.data?.items ?? []} loading={cards.isLoading} ariaLabel={t('field.card')} width="100%" />
      </Form.Item>
      <Form.Item name="cardNumber" label={t('field.cardNumber')} rules={[{ max: 50 }]}>
        <Input />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item name="issueDate" label={t('field.issueDate')} style={{ flex: 1 }}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="expiryDate" label={t('field.expiryDate')} style={{ flex: 1 }}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
        </Form.Item>
      </Flex>
    </FormDialog>
  );
}

function ReferenceDialog({ info, onClose }: { info: TAcademicInfoItem | undefined; onClose: () => void }) {
  const { t } = useTranslation('student');
  const [form] = Form.useForm<{ referenceCardId?: string }>();
  const save = useSetReferenceCard();
  const saveOutcome = useSaveOutcome();
  return (
    <FormDialog<{ referenceCardId?: string }>
      open={Boolean(info)}
      title={t('academic.editReference')}
      form={form}
      onClose={onClose}
      submitting={save.isPending}
      initialValues={{ referenceCardId: info?.referenceCardId ?? undefined }}
      onSubmit={(v) =>
        saveOutcome(() => save.mutateAsync({ id: info!.id, version: info!.version, referenceCardId: v.referenceCardId?.trim() || undefined }), onClose, form)
      }
    >
      <Form.Item name="referenceCardId" label={t('field.referenceCard')} rules={[{ max: 50 }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

/** The student's placement in each year: class, status, result, next class, reference card and cards. */
export function StudentAcademicPanel({ student, canManage }: { student: TStudentRecord; canManage: boolean }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const localName = useLocalName();
  const { years } = useAllYears();
  const resultName = useEnumLabel('academicResultStatus');
  const removeCard = useRemoveCard();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [placing, setPlacing] = useState(false);
  const [cardOf, setCardOf] = useState<{ info: TAcademicInfoItem; card: TAcademicCardItem | 'new' }>();
  const [referenceOf, setReferenceOf] = useState<TAcademicInfoItem>();
  const yearName = (id: string) => localName(years.find((y) => y.id === id)) || id;
  const date = (v: string | null) => (v ? formatDate(v, locale, 'DD/MM/YYYY') : '—');
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {canManage && (
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setPlacing(true)}>
            {t('academic.addYear')}
          </Button>
        </Flex>
      )}
      {student.academicInfos.length === 0 && <Empty description={t('academic.none')} />}
      {student.academicInfos.map((info) => (
        <Card key={info.id} size="small" title={yearName(info.academicYearId)} extra={<StudentStatusTag status={info.status} />} data-testid="academic-year">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'class',
                label: t('field.class'),
                children: localName({ description: info.academicClassDescription, descriptionEn: info.academicClassDescriptionEn }),
              },
              {
                key: 'grade',
                label: t('academic.grade'),
                children: localName({ description: info.courseLevelDescription, descriptionEn: info.courseLevelDescriptionEn }),
              },
              { key: 'result', label: t('academic.result'), children: resultName(info.academicResultStatus) },
              {
                key: 'next',
                label: t('academic.nextClass'),
                children: info.promoteNextAcademicClassId
                  ? localName({ description: info.promoteNextAcademicClassDescription, descriptionEn: info.promoteNextAcademicClassDescriptionEn })
                  : '—',
              },
              {
                key: 'reference',
                label: t('field.referenceCard'),
                children: (
                  <Space>
                    {info.referenceCardId || '—'}
                    {canManage && (
                      <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('academic.editReference')} onClick={() => setReferenceOf(info)} />
                    )}
                  </Space>
                ),
              },
            ]}
          />
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={info.academicCards}
            locale={{ emptyText: t('common:state.noData') }}
            title={() => (
              <Flex justify="space-between" align="center">
                <strong>{t('academic.cards')}</strong>
                {canManage && (
                  <Button size="small" icon={<PlusOutlined />} onClick={() => setCardOf({ info, card: 'new' })}>
                    {t('academic.addCard')}
                  </Button>
                )}
              </Flex>
            )}
            columns={[
              { title: t('field.card'), key: 'card', render: (_v, c) => localName({ description: c.cardDescription, descriptionEn: c.cardDescriptionEn }) },
              { title: t('field.cardNumber'), dataIndex: 'cardNumber', render: (v: string | null) => v || '—' },
              { title: t('field.issueDate'), key: 'issue', render: (_v, c) => date(c.issueDate) },
              { title: t('field.expiryDate'), key: 'expiry', render: (_v, c) => date(c.expiryDate) },
              ...(canManage
                ? [
                    {
                      title: t('common:table.actions'),
                      key: 'actions',
                      width: 110,
                      render: (_v: unknown, c: TAcademicCardItem) => (
                        <RowActions
                          name={localName({ description: c.cardDescription, descriptionEn: c.cardDescriptionEn })}
                          onEdit={() => setCardOf({ info, card: c })}
                          onDelete={() =>
                            confirmDelete(localName({ description: c.cardDescription, descriptionEn: c.cardDescriptionEn }), () =>
                              deleteOutcome(() => removeCard.mutateAsync(c.id)),
                            )
                          }
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      ))}
      {canManage && <PlaceDialog student={student} open={placing} onClose={() => setPlacing(false)} />}
      {canManage && <CardDialog info={cardOf?.info} card={cardOf?.card} onClose={() => setCardOf(undefined)} />}
      {canManage && <ReferenceDialog info={referenceOf} onClose={() => setReferenceOf(undefined)} />}
    </Space>
  );
}
