import '../i18n';
import { useState } from 'react';
import { Avatar, Button, Card, Checkbox, Descriptions, Empty, Flex, Form, List, Select, Space, Table, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { FormDialog } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { localName, pickLocale } from '../../../lib/bilingual';
import { formatDate } from '../../../lib/date';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { useYearFilter } from '../../auth/use-years';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { NamedSelect } from '../../../components/named-select';
import { RowActions } from '../../../components/row-actions';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import {
  academicCodesQuery,
  assignmentsQuery,
  classSubjectsQuery,
  scheduleQuery,
  teachingClassesQuery,
  useAssignments,
  type TAssignment,
  type TEmployeeRecord,
} from '../api/employee-api';
import { EMPLOYEE_BASE, useEmployee, useEmployeeCrumbs, usePersonName } from './employee-pages';
import { EmployeeStatusButton } from './employee-status';
import { RecordBody } from '../../../components/record-page';
import { TagList } from '../../../components/tag-list';

/** /administration/employee/view/{id}: the record, then what the teacher teaches in the chosen year. */
export function EmployeeView() {
  const { t } = useTranslation('employee');
  const crumbs = useEmployeeCrumbs();
  const navigate = useLocaleNavigate();
  const canManage = usePermissions().has('MANAGE_EMPLOYEE');
  const query = useEmployee();
  const e = query.data;
  return (
    <>
      <PageHeader
        title={t('view')}
        crumbs={[...crumbs, { label: t('view') }]}
        extra={
          e && (
            <>
              <EmployeeStatusButton employee={e} />
              {canManage && (
                <Button icon={<EditOutlined />} onClick={() => navigate(`${EMPLOYEE_BASE}/edit/${e.id}`)}>
                  {t('common:action.edit')}
                </Button>
              )}
            </>
          )
        }
      />
      <RecordBody query={query}>
        {(e) => (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <EmployeeDetails employee={e} />
            <Teaching employee={e} />
          </Space>
        )}
      </RecordBody>
    </>
  );
}

function EmployeeDetails({ employee: e }: { employee: TEmployeeRecord }) {
  const { t } = useTranslation('employee');
  const locale = useLocale();
  const genderLabel = useEnumLabel('gender');
  const date = (v: string | null) => (v ? formatDate(v, locale, 'DD/MM/YYYY') : '—');
  return (
    <>
      <Card title={t('section.personal')}>
        <Flex gap={24} wrap align="flex-start">
          <Avatar size={96} src={e.profile ?? undefined} icon={<UserOutlined />} alt={t('field.picture')} />
          <Descriptions
            style={{ flex: 1, minWidth: 260 }}
            column={{ xs: 1, md: 2 }}
            data-testid="employee-details"
            items={[
              { key: 'code', label: t('field.code'), children: e.code },
              {
                key: 'status',
                label: t('field.status'),
                children: (
                  <Space wrap>
                    <Tag color={e.status === 0 ? 'green' : 'default'} data-testid="employee-status-tag">
                      {e.status === 0 ? t('status.active') : t('status.inactive')}
                    </Tag>
                    {e.status !== 0 && e.statusReason && <Typography.Text type="secondary">{`${t('field.statusReason')}: ${e.statusReason}`}</Typography.Text>}
                  </Space>
                ),
              },
              { key: 'km', label: t('field.nameKm'), children: e.fullName },
              { key: 'en', label: t('field.nameEn'), children: e.fullNameEn },
              { key: 'gender', label: t('field.gender'), children: genderLabel(e.gender) },
              { key: 'position', label: t('field.position'), children: e.position ? localName(e.position, locale) : '—' },
              { key: 'dob', label: t('field.dateOfBirth'), children: date(e.dateOfBirth) },
              { key: 'pob', label: t('field.placeOfBirth'), children: e.placeOfBirth || '—' },
              { key: 'nationality', label: t('field.nationality'), children: e.nationality || '—' },
              { key: 'hire', label: t('field.hireDate'), children: date(e.hireDate) },
              { key: 'phone', label: t('field.phone'), children: e.mobilePhone || '—' },
              { key: 'email', label: t('field.email'), children: e.email || '—' },
              { key: 'account', label: t('field.account'), children: e.username || '—' },
            ]}
          />
        </Flex>
      </Card>
      <Flex gap={16} wrap>
        <Card title={t('section.cards')} style={{ flex: 1, minWidth: 300 }}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={e.cards}
            locale={{ emptyText: t('common:state.noData') }}
            columns={[
              { title: t('card.kind'), key: 'kind', render: (_v, c) => localName(c.card, locale) },
              { title: t('card.number'), dataIndex: 'cardNumber' },
              { title: t('card.issueDate'), key: 'issue', render: (_v, c) => date(c.issueDate) },
              { title: t('card.expiryDate'), key: 'expiry', render: (_v, c) => date(c.expiryDate) },
            ]}
          />
        </Card>
        <Card title={t('section.addresses')} style={{ flex: 1, minWidth: 300 }}>
          <List
            dataSource={e.addresses}
            locale={{ emptyText: t('common:state.noData') }}
            renderItem={(a) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <Space>
                      {a.province ? localName(a.province, locale) : '—'}
                      {a.isPrimary && <Tag color="blue">{t('address.primary')}</Tag>}
                    </Space>
                  }
                  description={a.address}
                />
              </List.Item>
            )}
          />
        </Card>
      </Flex>
    </>
  );
}

type TAssignmentValues = { academicClassId?: string; isMain?: boolean; isReserve?: boolean; academicTimeShift?: number; courseLevelSubjectIds?: string[] };

/** Class assignments of the year, teaching classes, schedule and academic code. */
function Teaching({ employee }: { employee: TEmployeeRecord }) {
  const { t } = useTranslation('employee');
  const locale = useLocale();
  const fullName = usePersonName();
  const canManage = usePermissions().has('MANAGE_EMPLOYEE');
  // The top bar's year unless another is picked here.
  const { years, yearId: activeYearId, pick: setYearId } = useYearFilter();
  const assignments = useQuery({ ...assignmentsQuery(employee.id, activeYearId), enabled: Boolean(activeYearId) });
  const teaching = useQuery({ ...teachingClassesQuery(employee.id, activeYearId), enabled: Boolean(activeYearId) });
  const schedule = useQuery({ ...scheduleQuery(employee.id, activeYearId), enabled: Boolean(activeYearId) });
  const codes = useQuery(academicCodesQuery(activeYearId));
  const mine = (codes.data ?? []).find((c) => c.employeeId === employee.id);
  const { save, remove, removeSubject } = useAssignments();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [editing, setEditing] = useState<TAssignment | 'new' | null>(null);
  const [form] = Form.useForm<TAssignmentValues>();
  const classes = useQuery(classesOfYearQuery(activeYearId));
  const chosenClassId = Form.useWatch('academicClassId', form);
  const classSubjects = useQuery(classSubjectsQuery(chosenClassId));
  const timeShiftOptions = useEnumOptions('academicTimeShift');
  const close = () => setEditing(null);
  const className = (a: TAssignment) => localName(a.academicClass, locale);
  const role = (a: { isMain: boolean; isReserve: boolean }) =>
    a.isMain ? (
      <Tag color="gold">{a.isReserve ? `${t('assignment.main')} · ${t('assignment.reserve')}` : t('assignment.main')}</Tag>
    ) : a.isReserve ? (
      <Tag>{t('assignment.reserve')}</Tag>
    ) : (
      <Tag color="blue">{t('assignment.subjectTeacher')}</Tag>
    );
  const shiftName = (a: { academicTimeShiftName: string; academicTimeShiftNameEn: string }) =>
    pickLocale(a.academicTimeShiftName, a.academicTimeShiftNameEn, locale);
  return (
    <>
      <Card title={t('section.teaching')}>
        <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
          <NamedSelect items={years} value={activeYearId} onChange={setYearId} ariaLabel={t('assignment.year')} testId="teaching-year" width={200} />
          {canManage && employee.status === 0 && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="assignment-add">
              {t('assignment.add')}
            </Button>
          )}
        </Flex>
        <Table<TAssignment>
          rowKey="id"
          loading={assignments.isFetching}
          dataSource={assignments.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="assignment-table"
          locale={{ emptyText: t('assignment.none') }}
          columns={[
            { title: t('assignment.class'), key: 'class', render: (_v, a) => className(a) },
            { title: t('assignment.grade'), key: 'grade', render: (_v, a) => localName(a.courseLevel, locale) },
            { title: t('assignment.role'), key: 'role', render: (_v, a) => role(a) },
            { title: t('assignment.timeShift'), key: 'shift', render: (_v, a) => shiftName(a) },
            {
              title: t('assignment.subjects'),
              key: 'subjects',
              render: (_v, a) => (
                <TagList>
                  {a.subjects.map((s) => (
                    <Tag
                      key={s.id}
                      closable={canManage}
                      closeIcon={canManage ? undefined : false}
                      onClose={(event) => {
                        event.preventDefault();
                        confirmDelete(localName(s, locale), () => deleteOutcome(() => removeSubject.mutateAsync(s.id)));
                      }}
                    >
                      {localName(s, locale)}
                    </Tag>
                  ))}
                </TagList>
              ),
            },
            ...(canManage
              ? [
                  {
                    title: t('common:table.actions'),
                    key: 'actions',
                    width: 110,
                    render: (_v: unknown, a: TAssignment) => (
                      <RowActions
                        name={className(a)}
                        onEdit={() => setEditing(a)}
                        onDelete={() => confirmDelete(className(a), () => deleteOutcome(() => remove.mutateAsync(a.id)))}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <FormDialog<TAssignmentValues>
        open={editing !== null}
        title={editing === 'new' ? t('assignment.add') : t('assignment.edit')}
        form={form}
        onClose={close}
        submitting={save.isPending}
        testId="assignment-form"
        initialValues={
          editing && editing !== 'new'
            ? {
                academicClassId: editing.academicClassId,
                isMain: editing.isMain,
                isReserve: editing.isReserve,
                academicTimeShift: editing.academicTimeShift,
                courseLevelSubjectIds: editing.subjects.map((s) => s.courseLevelSubjectId),
              }
            : { isMain: true, isReserve: false, courseLevelSubjectIds: [] }
        }
        onSubmit={(v) =>
          saveOutcome(
            () =>
              save.mutateAsync({
                ...(editing && editing !== 'new' ? { id: editing.id, version: editing.version } : { employeeId: employee.id }),
                academicClassId: v.academicClassId!,
                isMain: Boolean(v.isMain),
                isReserve: Boolean(v.isReserve),
                academicTimeShift: v.academicTimeShift ?? undefined,
                courseLevelSubjectIds: v.courseLevelSubjectIds ?? [],
              }),
            close,
            form,
          )
        }
      >
        <Form.Item name="academicClassId" label={t('assignment.class')} rules={[{ required: true }]}>
          <NamedSelect
            items={classes.data ?? []}
            loading={classes.isLoading}
            ariaLabel={t('assignment.class')}
            width="100%"
            onChange={() => form.setFieldValue('courseLevelSubjectIds', [])}
          />
        </Form.Item>
        <Form.Item name="isMain" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t('assignment.isMain')}</Checkbox>
        </Form.Item>
        <Form.Item name="isReserve" valuePropName="checked">
          <Checkbox>{t('assignment.isReserve')}</Checkbox>
        </Form.Item>
        <Form.Item name="academicTimeShift" label={t('assignment.timeShift')} extra={t('assignment.timeShiftHint')}>
          <Select allowClear options={timeShiftOptions} />
        </Form.Item>
        <Form.Item name="courseLevelSubjectIds" label={t('assignment.subjects')}>
          <Select
            mode="multiple"
            allowClear
            loading={classSubjects.isFetching}
            disabled={!chosenClassId}
            showSearch={{ optionFilterProp: 'label' }}
            options={(classSubjects.data ?? []).map((s) => {
              const others = s.teachers.filter((x) => x.employeeId !== employee.id).map((x) => fullName(x));
              return {
                value: s.id,
                label: others.length ? `${localName(s, locale)} (${t('assignment.taughtBy', { names: others.join(', ') })})` : localName(s, locale),
              };
            })}
          />
        </Form.Item>
      </FormDialog>

      <Flex gap={16} wrap>
        <Card title={t('section.teachingClasses')} style={{ flex: 1, minWidth: 280 }} loading={teaching.isLoading}>
          {(teaching.data ?? []).length === 0 ? (
            <Empty description={t('assignment.none')} />
          ) : (
            <Flex gap={6} wrap data-testid="teaching-classes">
              {(teaching.data ?? []).map((a) => (
                <Tag key={a.id} color={a.isMain ? 'gold' : undefined}>
                  {`${localName(a.academicClass, locale)} · ${shiftName(a)}`}
                </Tag>
              ))}
            </Flex>
          )}
        </Card>
        <Card title={t('section.academicCodes')} style={{ flex: 1, minWidth: 280 }} loading={codes.isLoading}>
          {mine ? (
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'code', label: t('field.code'), children: mine.code },
                {
                  key: 'classes',
                  label: t('codes.classes'),
                  children: (
                    <Space direction="vertical" size={2}>
                      {mine.academicClasses.map((c) => (
                        <span
                          key={c.employeeAcademicClassId}
                        >{`${c.code} – ${localName(c, locale)}: ${c.subjects.map((s) => localName(s, locale)).join(', ') || '—'}`}</span>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
          ) : (
            <Empty description={t('assignment.none')} />
          )}
        </Card>
      </Flex>

      <Card title={t('section.schedule')} loading={schedule.isLoading}>
        {(schedule.data?.days ?? []).every((d) => d.classes.length === 0) ? (
          <Empty description={t('schedule.none')} />
        ) : (
          <Table
            rowKey="day"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="schedule-table"
            dataSource={(schedule.data?.days ?? []).filter((d) => d.classes.length > 0)}
            columns={[
              { title: t('schedule.day'), key: 'day', width: 120, render: (_v, d) => pickLocale(d.name, d.nameEn, locale) },
              {
                title: t('assignment.class'),
                key: 'classes',
                render: (_v, d) => (
                  <Space direction="vertical" size={4}>
                    {d.classes.map((c) => (
                      <div key={c.employeeAcademicClassId}>
                        <Typography.Text strong>{localName(c.academicClass, locale)}</Typography.Text>
                        {` · ${pickLocale(c.academicTimeShiftName, c.academicTimeShiftNameEn, locale)}`}
                        {c.subjects.length > 0 && ` · ${c.subjects.map((s) => localName(s, locale)).join(', ')}`}
                        {c.periods.length > 0 && (
                          <Typography.Text type="secondary">{` (${t('schedule.periods')}: ${c.periods.map((p) => `${p.from}–${p.to}`).join(', ')})`}</Typography.Text>
                        )}
                      </div>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
