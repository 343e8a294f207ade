import '../i18n';
import { useState } from 'react';
import { Avatar, Button, Card, Checkbox, Descriptions, Flex, Form, Result, Space, Table, Tabs, Tag, Typography } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, EditOutlined, PlusOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { STUDENT_STATUS } from '@school/contract/enum/enum.values';
import { SelectField } from '../../../components/select-field';
import { PageHeader } from '../../../components/page-header';
import { FormDialog } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/confirm';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useLocalName } from '../../../components/bilingual-name';
import { saveBlob } from '../../../lib/download';
import { formatDate } from '../../../lib/date';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { RowActions } from '../../../components/row-actions';
import {
  studentExports,
  studentQuery,
  useLinkGuardian,
  useRemoveGuardianLink,
  useUpdateGuardianLink,
  type TStudentGuardianLink,
  type TStudentRecord,
} from '../api/student-api';
import { PersonName, StudentStatusTag, useEnumLabel, useEnumOptions } from './student-common';
import { GuardianFields, NEW_GUARDIAN, guardianLinkBody, type TGuardianValues } from './guardian-fields';
import { StatusDialog } from './status-dialog';
import { MisconductPanel } from './misconduct-panel';
import { StudentAcademicPanel } from './student-academic-panel';
import { useStudentListPath } from '../student-paths';

type TLinkValues = { relationshipType: number; isPrimary: boolean };

function GuardiansPanel({ student, canManage }: { student: TStudentRecord; canManage: boolean }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const relationshipName = useEnumLabel('relationshipType');
  const relationships = useEnumOptions('relationshipType');
  const link = useLinkGuardian();
  const updateLink = useUpdateGuardianLink();
  const removeLink = useRemoveGuardianLink();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [addForm] = Form.useForm<TGuardianValues>();
  const [linkForm] = Form.useForm<TLinkValues>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TStudentGuardianLink>();
  const nameOf = (g: TStudentGuardianLink) => pickLocale(g.fullName, g.fullNameEn, locale);
  return (
    <>
      {canManage && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="guardian-link-add">
            {t('guardian.add')}
          </Button>
        </Flex>
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={student.guardians}
        data-testid="guardian-table"
        locale={{ emptyText: t('guardian.none') }}
        columns={[
          { title: t('guardian.name'), key: 'name', render: (_v, g) => <PersonName person={g} /> },
          {
            title: t('guardian.relationship'),
            key: 'relationship',
            render: (_v, g) => (
              <Space>
                {relationshipName(g.relationshipType)}
                {g.isPrimary && <Tag color="blue">{t('guardian.primary')}</Tag>}
              </Space>
            ),
          },
          { title: t('guardian.phone'), dataIndex: 'mobilePhone', render: (v: string | null) => v || '—' },
          { title: t('guardian.occupation'), dataIndex: 'occupation', render: (v: string | null) => v || '—' },
          ...(canManage
            ? [
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 110,
                  render: (_v: unknown, g: TStudentGuardianLink) => (
                    <RowActions
                      name={nameOf(g)}
                      onEdit={() => setEditing(g)}
                      onDelete={() => confirmDelete(nameOf(g), () => deleteOutcome(() => removeLink.mutateAsync(g.id)))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDialog<TGuardianValues>
        open={adding}
        title={t('guardian.add')}
        form={addForm}
        width={720}
        onClose={() => setAdding(false)}
        submitting={link.isPending}
        initialValues={{ ...NEW_GUARDIAN, isPrimary: student.guardians.length === 0 }}
        testId="guardian-link-form"
        onSubmit={(v) =>
          saveOutcome(
            () => link.mutateAsync({ studentId: student.id, ...guardianLinkBody(v) }),
            () => setAdding(false),
            addForm,
          )
        }
      >
        <GuardianFields />
      </FormDialog>
      <FormDialog<TLinkValues>
        open={Boolean(editing)}
        title={t('guardian.editLink')}
        form={linkForm}
        onClose={() => setEditing(undefined)}
        submitting={updateLink.isPending}
        initialValues={editing ? { relationshipType: editing.relationshipType, isPrimary: editing.isPrimary } : undefined}
        onSubmit={(v) =>
          saveOutcome(
            () => updateLink.mutateAsync({ id: editing!.id, version: editing!.version, relationshipType: v.relationshipType, isPrimary: Boolean(v.isPrimary) }),
            () => setEditing(undefined),
            linkForm,
          )
        }
      >
        <SelectField name="relationshipType" label={t('guardian.relationship')} options={relationships} />
        <Form.Item name="isPrimary" valuePropName="checked">
          <Checkbox>{t('guardian.primary')}</Checkbox>
        </Form.Item>
      </FormDialog>
    </>
  );
}

function ProfileCard({ student }: { student: TStudentRecord }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const localName = useLocalName();
  const genderName = useEnumLabel('gender');
  const current = student.academicInfos.find((a) => a.academicClassId === student.academicClassId) ?? student.academicInfos[0];
  const date = (v: string | null) => (v ? formatDate(v, locale, 'DD/MM/YYYY') : '—');
  return (
    <Card>
      <Flex gap={24} wrap align="flex-start">
        <Avatar size={112} shape="square" src={student.profile ?? undefined} icon={<UserOutlined />} alt={t('section.picture')} data-testid="student-picture" />
        <div style={{ flex: 1, minWidth: 260 }}>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0, lineHeight: 1.7 }} data-testid="student-name">
            {pickLocale(student.fullName, student.fullNameEn, locale)}
          </Typography.Title>
          <Typography.Text type="secondary">{locale === 'km' ? student.fullNameEn : student.fullName}</Typography.Text>
          <div style={{ margin: '8px 0' }}>
            <Space wrap>
              <Tag data-testid="student-code">{student.code}</Tag>
              <StudentStatusTag status={student.status} />
              {student.statusReason && (
                <Typography.Text type="secondary">{t('status.current', { date: date(student.statusDate), reason: student.statusReason })}</Typography.Text>
              )}
            </Space>
          </div>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'gender', label: t('field.gender'), children: genderName(student.gender) },
              { key: 'dob', label: t('field.dateOfBirth'), children: date(student.dateOfBirth) },
              { key: 'pob', label: t('field.placeOfBirth'), children: student.placeOfBirth || '—' },
              { key: 'nationality', label: t('field.nationality'), children: student.nationality || '—' },
              {
                key: 'class',
                label: t('field.class'),
                children: current ? localName({ description: current.academicClassDescription, descriptionEn: current.academicClassDescriptionEn }) : '—',
              },
              { key: 'phone', label: t('field.phone'), children: student.mobilePhone || '—' },
              { key: 'email', label: t('field.email'), children: student.email || '—' },
              {
                key: 'address',
                label: t('field.address'),
                span: 'filled',
                children: student.addresses.length
                  ? student.addresses
                      .map((a) => [a.address, localName({ name: a.provinceName, nameEn: a.provinceNameEn })].filter(Boolean).join(', '))
                      .join(' · ')
                  : '—',
              },
              ...(student.note ? [{ key: 'note', label: t('common:field.note'), children: student.note }] : []),
            ]}
          />
        </div>
      </Flex>
    </Card>
  );
}

/** A student's record read-only: the profile card of the record page (a guardian's child on /children/detail). */
export function StudentProfile({ studentId }: { studentId: string }) {
  const errorText = useErrorText();
  const query = useQuery(studentQuery(studentId));
  if (query.isLoading) return <Card loading />;
  return query.data ? <ProfileCard student={query.data} /> : <Result status="warning" title={errorText(query.error)} />;
}

/** /administration/student/{id}: the student's record with guardians, years and misconduct. */
export function StudentView() {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const permissions = usePermissions();
  const canManage = permissions.has('MANAGE_STUDENT');
  const canLinkGuardians = canManage || permissions.has('MANAGE_GUARDIAN');
  const canDownload = ['VIEW_NAV_PRINT_STUDENT_INFO_REPORT', 'VIEW_NAV_STUDENT', 'VIEW_NAV_STUDENT_LIST', 'MANAGE_STUDENT'].some((k) =>
    permissions.keys.has(k),
  );
  const { slug = '' } = useParams();
  const listPath = useStudentListPath();
  const query = useQuery(studentQuery(slug));
  const [statusMode, setStatusMode] = useState<'activate' | 'deactivate'>();
  const [downloading, setDownloading] = useState(false);
  const s = query.data;
  const name = s ? pickLocale(s.fullName, s.fullNameEn, locale) : '';

  const downloadInfo = async () => {
    if (!s) return;
    setDownloading(true);
    try {
      const file = await studentExports.studentInfo({ id: s.id });
      saveBlob(file.blob, file.fileName ?? `student-${s.code}.xlsx`);
    } catch (error) {
      notify.errorDialog(error, t('common:export.failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('view.title')}
        crumbs={[{ label: t('title') }, { label: t('list.title'), path: listPath }, { label: name || t('view.title') }]}
        extra={
          s && (
            <>
              {canDownload && (
                <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadInfo()} data-testid="student-download">
                  {t('export.info')}
                </Button>
              )}
              {canManage &&
                (s.status === STUDENT_STATUS.ACTIVE ? (
                  <Button danger icon={<StopOutlined />} onClick={() => setStatusMode('deactivate')} data-testid="student-deactivate">
                    {t('status.deactivate')}
                  </Button>
                ) : (
                  <Button icon={<CheckCircleOutlined />} onClick={() => setStatusMode('activate')} data-testid="student-activate">
                    {t('status.activate')}
                  </Button>
                ))}
              {canManage && (
                <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/administration/student/edit/${s.id}`)} data-testid="student-edit">
                  {t('common:action.edit')}
                </Button>
              )}
            </>
          )
        }
      />
      {query.isLoading ? (
        <Card loading />
      ) : s ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <ProfileCard student={s} />
          <Card styles={{ body: { paddingTop: 4 } }}>
            <Tabs
              items={[
                { key: 'guardians', label: t('section.guardians'), children: <GuardiansPanel student={s} canManage={canLinkGuardians} /> },
                { key: 'academic', label: t('view.academic'), children: <StudentAcademicPanel student={s} canManage={canManage} /> },
                {
                  key: 'misconduct',
                  label: t('view.misconduct'),
                  children: <MisconductPanel studentId={s.id} canRecord={permissions.has('MANAGE_STUDENT_MISCONDUCT')} />,
                },
              ]}
            />
          </Card>
          <StatusDialog key={`${s.version}-${statusMode}`} student={s} name={name} mode={statusMode} onClose={() => setStatusMode(undefined)} />
        </Space>
      ) : (
        <Result status="warning" title={errorText(query.error)} />
      )}
    </>
  );
}
