import '../i18n';
import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Form, Input, Popconfirm, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { NamedSelect } from '../../../components/named-select';
import { useNotify } from '../../../components/feedback';
import { useLocalName } from '../../../components/bilingual-name';
import { formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { detailQuery, teachersQuery, useRoutineChanges } from '../api/routine-api';

type TSubForm = { date: Dayjs; employeeId: string; note?: string };

/** /schedule/detail?id&date: one routine, its teacher of the date, its substitutes (the office adds them). */
export function RoutineDetail({ id, date }: { id: string; date?: string }) {
  const { t } = useTranslation('routine');
  const locale = useLocale();
  const localName = useLocalName();
  const digits = useDigits();
  const notify = useNotify();
  const canManage = usePermissions().has('MANAGE_SCHEDULE');
  const detail = useQuery(detailQuery(id, date));
  const teachers = useQuery({ ...teachersQuery(detail.data?.academicYearId), enabled: canManage && Boolean(detail.data) });
  const changes = useRoutineChanges();
  const [form] = Form.useForm<TSubForm>();
  const [adding, setAdding] = useState(false);
  const r = detail.data;
  const person = (p: { fullName: string; fullNameEn: string }) => localName({ description: p.fullName, descriptionEn: p.fullNameEn });

  const addSubstitute = async (values: TSubForm) => {
    try {
      await changes.substitute.mutateAsync({
        classRoutineId: id,
        date: values.date.format('YYYY-MM-DD'),
        employeeId: values.employeeId,
        note: values.note ?? '',
      });
      notify.success(t('common:state.saved'));
      form.resetFields();
      setAdding(false);
      await detail.refetch();
    } catch (error) {
      notify.errorDialog(error);
    }
  };

  return (
    <>
      <PageHeader title={t('detailTitle')} crumbs={[{ label: t('scheduleTitle'), path: '/schedule' }, { label: t('detailTitle') }]} />
      <Card loading={detail.isLoading} style={{ marginBottom: 16 }}>
        {r && (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="routine-detail">
            <Descriptions.Item label={t('class')}>{localName(r.academicClass)}</Descriptions.Item>
            <Descriptions.Item label={t('subject')}>{localName(r.subject)}</Descriptions.Item>
            <Descriptions.Item label={t('day')}>{localName({ description: r.dayName, descriptionEn: r.dayNameEn })}</Descriptions.Item>
            <Descriptions.Item label={t('time')}>{digits(`${r.sessionTime.from}-${r.sessionTime.to}`)}</Descriptions.Item>
            <Descriptions.Item label={t('teacher')}>
              {person(r.teacher)} {r.substitute && <Tag color="orange">{t('substitute')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('room')}>{r.room ? localName(r.room) : '-'}</Descriptions.Item>
            {r.date && <Descriptions.Item label={t('date')}>{formatDate(r.date, locale)}</Descriptions.Item>}
            {r.substitute && <Descriptions.Item label={t('regularTeacher')}>{person(r.regularTeacher)}</Descriptions.Item>}
          </Descriptions>
        )}
      </Card>
      <Card
        title={t('substitutes')}
        extra={
          canManage && (
            <Button onClick={() => setAdding(true)} data-testid="substitute-add">
              {t('addSubstitute')}
            </Button>
          )
        }
      >
        {adding && r && (
          <Form
            form={form}
            layout="inline"
            onFinish={addSubstitute}
            style={{ marginBottom: 16 }}
            initialValues={{ date: dayjs(r.date ?? undefined) }}
            data-testid="substitute-form"
          >
            <Form.Item name="date" label={t('date')} rules={[{ required: true, message: t('dateRequired') }]}>
              <DatePicker allowClear={false} format="DD/MM/YYYY" disabledDate={(d) => (d.day() === 0 ? 7 : d.day()) !== r.dayOfWeek} />
            </Form.Item>
            <Form.Item name="employeeId" label={t('teacher')} rules={[{ required: true, message: t('teacherRequired') }]}>
              <NamedSelect
                items={(teachers.data ?? [])
                  .filter((x) => x.employeeId !== r.regularTeacher.id)
                  .map((x) => ({ id: x.employeeId, description: `${x.fullName} (${x.code})`, descriptionEn: `${x.fullNameEn} (${x.code})` }))}
                ariaLabel={t('teacher')}
                testId="substitute-teacher"
              />
            </Form.Item>
            <Form.Item name="note" label={t('note')}>
              <Input maxLength={500} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={changes.substitute.isPending} data-testid="substitute-save">
              {t('common:action.save')}
            </Button>
          </Form>
        )}
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={r?.substitutes ?? []}
          locale={{ emptyText: t('noSubstitutes') }}
          columns={[
            { title: t('date'), dataIndex: 'date', render: (v: string) => formatDate(v, locale) },
            { title: t('teacher'), key: 'teacher', render: (_v, s) => person(s.teacher) },
            { title: t('note'), dataIndex: 'note' },
            ...(canManage
              ? [
                  {
                    title: t('common:table.actions'),
                    key: 'actions',
                    render: (_v: unknown, s: { id: string }) => (
                      <Popconfirm
                        title={t('removeSubstitute')}
                        okText={t('common:action.yes')}
                        cancelText={t('common:action.no')}
                        onConfirm={() =>
                          changes.removeSubstitute
                            .mutateAsync(s.id)
                            .then(() => detail.refetch())
                            .catch((e: unknown) => void notify.errorDialog(e))
                        }
                      >
                        <Button danger size="small">
                          {t('common:action.delete')}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </>
  );
}
