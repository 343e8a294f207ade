import '../i18n';
import { useState } from 'react';
import { Avatar, Button, Card, Checkbox, Col, Descriptions, Flex, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined, MinusCircleOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-drawer';
import { PictureField, pictureBody, type TPictureValues } from '../../../components/picture-field';
import { personNameBody, personNameValues } from '../../../lib/person-name';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { pickLocale, localName } from '../../../lib/bilingual';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { useAcademicYears, usePermissions } from '../../auth/use-session';
import { provincesQuery } from '../../../lib/reference-queries';
import { useEnumLabel } from '../../../components/enum-options';
import { NamedChoiceField, NamedSelect } from '../../../components/named-select';
import { classesOfYearQuery } from '../../../lib/setup-lookups';
import { fetchGuardianDuplicates, guardianApi, useGuardianLinks, type TGuardianItem, type TGuardianLink, type TGuardianMatch } from '../api/guardian-api';
import { DuplicateMatchesDialog } from '../../../components/duplicate-matches-dialog';
import { useNotify } from '../../../components/feedback';
import { StudentPicker } from '../../../components/student-picker';
import { RelationshipSelect } from './guardian-fields';
import { PersonNameFields } from '../../../components/person-name-fields';
import { RecordBody, RecordEditButton, RecordFormCard, RecordLinkActions } from '../../../components/record-page';
import { ListCard } from '../../../components/list-card';
import { EmailField, GenderField, OfficePhoneField } from '../../../components/person-fields';
import { TagList } from '../../../components/tag-list';

const BASE = '/administration/guardian';

function useCrumbs() {
  const { t } = useTranslation('guardian');
  return [{ label: t('nav:menus.002') }, { label: t('title'), path: BASE }];
}

function useFullName() {
  const locale = useLocale();
  return (p: { fullName: string; fullNameEn: string } | null | undefined) => (p ? pickLocale(p.fullName, p.fullNameEn, locale) : '');
}

/** /administration/guardian: the campus's guardians, paged, searched by name or phone. */
export function GuardianList() {
  const { t } = useTranslation('guardian');
  const navigate = useLocaleNavigate();
  const fullName = useFullName();
  const genderLabel = useEnumLabel('gender');
  const canManage = usePermissions().has('MANAGE_GUARDIAN');
  const queryClient = useQueryClient();
  const remove = guardianApi.useRemove();
  const crumbs = useCrumbs();
  const { selected } = useAcademicYears();
  const classes = useQuery(classesOfYearQuery(selected?.id));
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={crumbs.slice(0, 1).concat({ label: t('title') })}
        extra={
          <>
            <Button icon={<LinkOutlined />} onClick={() => navigate(`${BASE}/student-guardian`)}>
              {t('studentGuardian')}
            </Button>
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/create`)} data-testid="guardian-add">
                {t('add')}
              </Button>
            )}
          </>
        }
      />
      <DataTable<TGuardianItem, { search?: string; classId?: string }>
        pageKey="guardian"
        queryKey={guardianApi.keys.list}
        rowKey="id"
        testId="guardian-table"
        filters={
          <Form.Item name="search">
            <Input.Search allowClear placeholder={t('search')} style={{ width: 240 }} data-testid="guardian-search" />
          </Form.Item>
        }
        advancedFilters={
          <Form.Item name="classId">
            <NamedSelect
              items={classes.data ?? []}
              loading={classes.isLoading}
              allowClear
              placeholder={t('byClass.class')}
              ariaLabel={t('byClass.class')}
              width={200}
            />
          </Form.Item>
        }
        fetchPage={async (request) => {
          const result = await queryClient.fetchQuery(
            guardianApi.listQuery({
              pageIndex: request.pageIndex,
              pageSize: request.pageSize,
              search: request.filters.search?.trim() || undefined,
              classId: request.filters.classId || undefined,
            }),
          );
          return { items: result.items, total: result.total ?? result.items.length };
        }}
        columns={[
          {
            title: t('field.name'),
            key: 'name',
            render: (_v, r) => (
              <Space>
                <Avatar size="small" src={r.profile ?? undefined} icon={<UserOutlined />} />
                <span>{fullName(r)}</span>
              </Space>
            ),
          },
          { title: t('field.gender'), key: 'gender', width: 90, render: (_v, r) => genderLabel(r.gender) },
          { title: t('field.phone'), dataIndex: 'mobilePhone', width: 140 },
          { title: t('field.occupation'), dataIndex: 'occupation' },
          {
            title: t('field.students'),
            key: 'students',
            render: (_v, r) => (
              <TagList>
                {r.students.map((s) => (
                  <Tag key={s.id}>{fullName(s)}</Tag>
                ))}
              </TagList>
            ),
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            width: 150,
            render: (_v, r) => <RecordLinkActions basePath={BASE} id={r.id} name={fullName(r)} canManage={canManage} remove={remove} />,
          },
        ]}
      />
    </>
  );
}

type TLinkValues = { studentId?: string; relationshipType?: number; isPrimary?: boolean };
type TValues = {
  lastName: string;
  firstName: string;
  lastNameEn: string;
  firstNameEn: string;
  gender: number;
  mobilePhone?: string;
  email?: string;
  occupation?: string;
  provinceId?: number;
  address?: string;
  note?: string;
  students?: TLinkValues[];
} & TPictureValues;

const text = (v: string | undefined | null) => (v?.trim() ? v.trim() : undefined);

/** The person's fields, the same on create and update (camelCase; the client sends multipart). */
const bodyOf = (v: TValues) => ({
  ...personNameBody(v),
  gender: v.gender,
  mobilePhone: text(v.mobilePhone),
  email: text(v.email),
  occupation: text(v.occupation),
  provinceId: v.provinceId,
  address: text(v.address),
  note: text(v.note),
});

/** The students linked on create (a list; the client JSON-encodes it in the multipart body). */
const linksOf = (v: TValues) =>
  (v.students ?? [])
    .filter((s): s is TLinkValues & { studentId: string } => Boolean(s.studentId))
    .map((s) => ({ studentId: s.studentId, relationshipType: s.relationshipType!, isPrimary: Boolean(s.isPrimary) }));

function GuardianForm({ guardian }: { guardian?: TGuardianItem }) {
  const { t } = useTranslation('guardian');
  const navigate = useLocaleNavigate();
  const save = guardianApi.useSave();
  const saveOutcome = useSaveOutcome();
  const provinces = useQuery(provincesQuery());
  const [form] = Form.useForm<TValues>();
  const chosen = Form.useWatch('students', form) ?? [];
  const links = useGuardianLinks();
  const notify = useNotify();
  // A new guardian whose name (and phone) another record has: offered before creating (issue 10, item 11).
  const [matches, setMatches] = useState<{ values: TValues; found: TGuardianMatch[] }>();
  const initial: Partial<TValues> = guardian
    ? {
        ...personNameValues(guardian),
        gender: guardian.gender,
        mobilePhone: guardian.mobilePhone ?? '',
        email: guardian.email ?? '',
        occupation: guardian.occupation ?? '',
        provinceId: guardian.provinceId ?? undefined,
        address: guardian.address ?? '',
        note: guardian.note ?? '',
      }
    : { students: [] };
  const back = (id?: string) => navigate(id ? `${BASE}/view/${id}` : BASE);
  const half = { xs: 24, md: 12 };
  const create = (v: TValues) =>
    saveOutcome(
      () => save.mutateAsync({ ...bodyOf(v), ...pictureBody(v, false), students: linksOf(v) }),
      (saved) => back(saved?.id),
      form,
    );
  const checkThenCreate = async (v: TValues) => {
    let found: TGuardianMatch[] = [];
    try {
      found = await fetchGuardianDuplicates({ ...personNameBody(v), mobilePhone: text(v.mobilePhone) });
    } catch {
      // The check helps; it does not stop the office from saving.
    }
    if (found.length > 0) setMatches({ values: v, found });
    else await create(v);
  };
  /** The existing guardian instead of a new one: the students chosen in the form are linked to it. */
  const takeExisting = async (existing: TGuardianMatch, v: TValues) => {
    try {
      for (const link of linksOf(v).filter((l) => !existing.students.some((s) => s.studentId === l.studentId))) {
        await links.create.mutateAsync({ guardianId: existing.id, ...link });
      }
      setMatches(undefined);
      notify.success(t('duplicate.used'));
      back(existing.id);
    } catch (error) {
      notify.errorDialog(error);
    }
  };
  return (
    <>
      <RecordFormCard<TValues>
        form={form}
        initialValues={initial}
        maxWidth={960}
        testId="guardian-form"
        saveTestId="guardian-save"
        submitting={save.isPending}
        backTo={guardian?.id ? `${BASE}/view/${guardian.id}` : BASE}
        onFinish={(v) =>
          guardian
            ? saveOutcome(
                () => save.mutateAsync({ ...bodyOf(v), ...pictureBody(v, true), id: guardian.id, version: guardian.version }),
                (saved) => back(saved?.id ?? guardian.id),
                form,
              )
            : checkThenCreate(v)
        }
      >
        <Row gutter={16}>
          <PersonNameFields col={half} />
          <GenderField name="gender" label={t('field.gender')} col={half} />
          <OfficePhoneField name="mobilePhone" label={t('field.phone')} col={half} />
          <EmailField name="email" label={t('field.email')} col={half} />
          <Col {...half}>
            <Form.Item name="occupation" label={t('field.occupation')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
          <NamedChoiceField name="provinceId" label={t('field.province')} items={provinces.data} loading={provinces.isLoading} col={half} />
          <Col {...half}>
            <Form.Item name="address" label={t('field.address')} rules={[{ max: 500 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label={t('common:field.note')} rules={[{ max: 1000 }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <PictureField label={t('field.picture')} removeLabel={t('field.removePicture')} current={guardian?.profile} />
          </Col>
        </Row>
        {!guardian && (
          <>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('links.title')}
            </Typography.Title>
            <Form.List name="students">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Row key={field.key} gutter={8} align="top" data-testid="link-row">
                      <Col xs={24} md={11}>
                        <Form.Item name={[field.name, 'studentId']} label={t('field.student')} rules={[{ required: true }]}>
                          <StudentPicker exclude={chosen.map((c) => c?.studentId ?? '').filter(Boolean)} />
                        </Form.Item>
                      </Col>
                      <Col xs={14} md={6}>
                        <Form.Item name={[field.name, 'relationshipType']} label={t('field.relationship')} rules={[{ required: true }]}>
                          <RelationshipSelect />
                        </Form.Item>
                      </Col>
                      <Col xs={8} md={5}>
                        <Form.Item name={[field.name, 'isPrimary']} label={t('field.primary')} valuePropName="checked">
                          <Checkbox />
                        </Form.Item>
                      </Col>
                      <Col xs={2} md={2} style={{ paddingTop: 30 }}>
                        <Button type="text" danger icon={<MinusCircleOutlined />} aria-label={t('links.remove')} onClick={() => remove(field.name)} />
                      </Col>
                    </Row>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ isPrimary: fields.length === 0 })} style={{ marginBottom: 16 }} data-testid="link-add">
                    {t('links.add')}
                  </Button>
                </>
              )}
            </Form.List>
          </>
        )}
      </RecordFormCard>
      <DuplicateMatchesDialog
        kind="guardian"
        t={t}
        matches={matches?.found}
        busy={links.create.isPending || save.isPending}
        onCancel={() => setMatches(undefined)}
        onPick={(existing) => matches && void takeExisting(existing, matches.values)}
        onProceed={() => {
          const v = matches?.values;
          setMatches(undefined);
          if (v) void create(v);
        }}
      />
    </>
  );
}

export function GuardianCreate() {
  const { t } = useTranslation('guardian');
  const crumbs = useCrumbs();
  return (
    <>
      <PageHeader title={t('add')} crumbs={[...crumbs, { label: t('add') }]} />
      <GuardianForm />
    </>
  );
}

function useGuardian() {
  const { id = '' } = useParams();
  return useQuery(guardianApi.getQuery(id));
}

export function GuardianEdit() {
  const { t } = useTranslation('guardian');
  const crumbs = useCrumbs();
  const query = useGuardian();
  return (
    <>
      <PageHeader title={t('edit')} crumbs={[...crumbs, { label: t('edit') }]} />
      <RecordBody query={query}>
        {(record) => (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <GuardianForm key={record.version} guardian={record} />
            <LinkedStudents guardian={record} />
          </Space>
        )}
      </RecordBody>
    </>
  );
}

/** The students of a guardian with the relationship; link, change and unlink (MANAGE_GUARDIAN). */
function LinkedStudents({ guardian }: { guardian: TGuardianItem }) {
  const { t } = useTranslation('guardian');
  const fullName = useFullName();
  const canManage = usePermissions().has('MANAGE_GUARDIAN');
  const locale = useLocale();
  const links = useGuardianLinks();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirm } = useConfirm();
  const [editing, setEditing] = useState<TGuardianLink | 'new' | null>(null);
  const [form] = Form.useForm<TLinkValues>();
  const relationName = (l: TGuardianLink) => pickLocale(l.relationshipName, l.relationshipNameEn, locale);
  const close = () => setEditing(null);
  return (
    <ListCard<TGuardianLink>
      title={t('links.title')}
      addLabel={t('links.add')}
      onAdd={canManage ? () => setEditing('new') : undefined}
      addTestId="link-add"
      rowKey="id"
      dataSource={guardian.students}
      testId="guardian-links"
      emptyText={t('links.none')}
      columns={[
        { title: t('field.code'), dataIndex: 'code', width: 110 },
        { title: t('field.student'), key: 'name', render: (_v, l) => fullName(l) },
        { title: t('field.relationship'), key: 'rel', render: (_v, l) => relationName(l) },
        { title: t('field.primary'), key: 'primary', render: (_v, l) => (l.isPrimary ? <Tag color="green">{t('common:action.yes')}</Tag> : null) },
        ...(canManage
          ? [
              {
                title: t('common:table.actions'),
                key: 'actions',
                width: 110,
                render: (_v: unknown, l: TGuardianLink) => (
                  <Space>
                    <Button icon={<EditOutlined />} aria-label={`${t('links.edit')} ${fullName(l)}`} onClick={() => setEditing(l)} />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('links.remove')} ${fullName(l)}`}
                      onClick={() =>
                        confirm(t('links.removeConfirm', { name: fullName(l) }), t('links.removeText'), () =>
                          deleteOutcome(() => links.remove.mutateAsync(l.id)),
                        )
                      }
                    />
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    >
      <FormDialog<TLinkValues>
        open={editing !== null}
        title={editing === 'new' ? t('links.add') : t('links.edit')}
        form={form}
        onClose={close}
        submitting={links.create.isPending || links.update.isPending}
        testId="link-form"
        initialValues={
          editing && editing !== 'new'
            ? { studentId: editing.studentId, relationshipType: editing.relationshipType, isPrimary: editing.isPrimary }
            : { isPrimary: guardian.students.length === 0 }
        }
        onSubmit={(v) =>
          saveOutcome(
            () =>
              editing && editing !== 'new'
                ? links.update.mutateAsync({ id: editing.id, version: editing.version, relationshipType: v.relationshipType!, isPrimary: Boolean(v.isPrimary) })
                : links.create.mutateAsync({
                    studentId: v.studentId!,
                    guardianId: guardian.id,
                    relationshipType: v.relationshipType!,
                    isPrimary: Boolean(v.isPrimary),
                  }),
            close,
            form,
          )
        }
      >
        {editing && editing !== 'new' ? (
          <Form.Item label={t('field.student')}>
            <Typography.Text strong>{fullName(editing)}</Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item name="studentId" label={t('field.student')} rules={[{ required: true }]}>
            <StudentPicker exclude={guardian.students.map((s) => s.studentId)} />
          </Form.Item>
        )}
        <Form.Item name="relationshipType" label={t('field.relationship')} rules={[{ required: true }]}>
          <RelationshipSelect />
        </Form.Item>
        <Form.Item name="isPrimary" valuePropName="checked">
          <Checkbox>{t('field.primary')}</Checkbox>
        </Form.Item>
      </FormDialog>
    </ListCard>
  );
}

export function GuardianView() {
  const { t } = useTranslation('guardian');
  const crumbs = useCrumbs();
  const locale = useLocale();
  const genderLabel = useEnumLabel('gender');
  const provinces = useQuery(provincesQuery());
  const canManage = usePermissions().has('MANAGE_GUARDIAN');
  const query = useGuardian();
  const g = query.data;
  const province = g?.provinceId ? (provinces.data ?? []).find((p) => String(p.id) === String(g.provinceId)) : undefined;
  return (
    <>
      <PageHeader title={t('view')} crumbs={[...crumbs, { label: t('view') }]} extra={<RecordEditButton to={canManage && g && `${BASE}/edit/${g.id}`} />} />
      <RecordBody query={query}>
        {(g) => (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t('personal')}>
              <Flex gap={24} wrap align="flex-start">
                <Avatar size={96} src={g.profile ?? undefined} icon={<UserOutlined />} alt={t('field.picture')} />
                <Descriptions
                  style={{ flex: 1, minWidth: 260 }}
                  column={{ xs: 1, md: 2 }}
                  data-testid="guardian-details"
                  items={[
                    { key: 'km', label: t('field.nameKm'), children: g.fullName },
                    { key: 'en', label: t('field.nameEn'), children: g.fullNameEn },
                    { key: 'gender', label: t('field.gender'), children: genderLabel(g.gender) },
                    { key: 'phone', label: t('field.phone'), children: g.mobilePhone || '—' },
                    { key: 'email', label: t('field.email'), children: g.email || '—' },
                    { key: 'occupation', label: t('field.occupation'), children: g.occupation || '—' },
                    { key: 'province', label: t('field.province'), children: province ? localName(province, locale) : '—' },
                    { key: 'address', label: t('field.address'), children: g.address || '—' },
                    { key: 'note', label: t('common:field.note'), children: g.note || '—' },
                  ]}
                />
              </Flex>
            </Card>
            <LinkedStudents guardian={g} />
          </Space>
        )}
      </RecordBody>
    </>
  );
}
