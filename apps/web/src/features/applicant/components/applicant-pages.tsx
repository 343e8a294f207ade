import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Divider, Flex, Form, Input, Result, Select, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FormDialog, FormDrawer } from '../../../components/form-drawer';
import { useConfirm } from '../../../components/confirm';
import { useErrorText } from '../../../components/feedback';
import { useDeleteOutcome, useSaveOutcome } from '../../../components/use-save';
import { RowActions } from '../../../components/row-actions';
import { ListCard } from '../../../components/list-card';
import { useEnumLabel } from '../../../components/enum-options';
import { formatDate } from '../../../lib/date';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale, useLocaleNavigate, useLocalePath } from '../../../lib/use-locale';
import { provincesQuery, schoolTypesQuery } from '../../../lib/reference-queries';
import { personName } from '../../../lib/person-name';
import { usePermissions } from '../../auth/use-session';
import { classesOfYearQuery, yearGradesQuery } from '../../../lib/setup-lookups';
import { useAllYears } from '../../auth/use-years';
import {
  APPLICANT_STATUS,
  applicantApi,
  useAddApplicantGuardian,
  useApproveApplicant,
  useRejectApplicant,
  useRemoveApplicantGuardian,
  useUpdateApplicantGuardian,
  type TApplicantGuardianItem,
  type TApplicantItem,
} from '../api/applicant-api';
import { ApplicantStatusTag } from './applicant-status';
import {
  ApplicantFields,
  GuardianFields,
  applicantBody,
  applicantValues,
  guardianBody,
  guardianValues,
  type TApplicantValues,
  type TGuardianValues,
} from './applicant-fields';

function useCrumbs(last: string) {
  const { t } = useTranslation('applicant');
  return [{ label: t('administration') }, { label: t('applicant.title'), path: '/administration/applicant' }, { label: last }];
}

/** /administration/applicant/add: a new applicant, with her guardians in the same save. */
export function ApplicantAdd() {
  const { t } = useTranslation('applicant');
  const navigate = useLocaleNavigate();
  const create = applicantApi.useSave();
  const saveOutcome = useSaveOutcome();
  const { defaultYearId } = useAllYears();
  const [form] = Form.useForm<TApplicantValues & { guardians?: TGuardianValues[] }>();
  return (
    <>
      <PageHeader title={t('applicant.add')} crumbs={useCrumbs(t('applicant.add'))} />
      <Card>
        <Form
          form={form}
          layout="vertical"
          scrollToFirstError
          initialValues={{ academicYearId: defaultYearId, guardians: [] }}
          onFinish={(v) =>
            saveOutcome(
              () => create.mutateAsync({ ...applicantBody(v), guardians: (v.guardians ?? []).map(guardianBody) }),
              (a) => navigate(a ? `/administration/applicant/${a.id}` : '/administration/applicant'),
              form,
            )
          }
          data-testid="applicant-form"
        >
          <ApplicantFields />
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('applicant.guardians')}
          </Typography.Title>
          <Form.List name="guardians">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={t('applicant.guardianNo', { no: index + 1 })}
                    extra={
                      <Button type="text" danger icon={<MinusCircleOutlined />} aria-label={t('applicant.removeGuardian')} onClick={() => remove(field.name)} />
                    }
                  >
                    <GuardianFields prefix={[field.name]} />
                  </Card>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ gender: 0, relatationshipType: 0 })} disabled={fields.length >= 10}>
                  {t('applicant.addGuardian')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Divider />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => navigate('/administration/applicant')}>{t('common:action.cancel')}</Button>
            {/* Not a submit button: Enter in a field (a date) must not save a long form half-filled. */}
            <Button type="primary" onClick={() => form.submit()} loading={create.isPending} data-testid="form-save">
              {t('common:action.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}

/** Approve: choose the class (of the applicant's year, her grade first); the student is made in one transaction. */
function ApproveDialog({ a, open, onClose }: { a: TApplicantItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('applicant');
  const locale = useLocale();
  const approve = useApproveApplicant();
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<{ academicClassId: string }>();
  const classes = useQuery({ ...classesOfYearQuery(a.academicYearId), enabled: open });
  // The class lookup names no grade (issue 17): the year's grades name it.
  const grades = useQuery({ ...yearGradesQuery(a.academicYearId), enabled: open });
  const gradeOf = (courseLevelId: string) => grades.data?.find((g) => g.courseLevelId === courseLevelId);
  const all = classes.data ?? [];
  const ofGrade = all.filter((c) => c.courseLevelId === a.courseLevelId);
  const shown = ofGrade.length > 0 ? ofGrade : all;
  return (
    <FormDialog<{ academicClassId: string }>
      open={open}
      title={t('applicant.approveTitle')}
      form={form}
      onClose={onClose}
      submitting={approve.isPending}
      onSubmit={(v) => saveOutcome(() => approve.mutateAsync({ id: a.id, version: a.version, academicClassId: v.academicClassId }), onClose, form)}
      testId="approve-dialog"
    >
      <Typography.Paragraph>{t('applicant.approveText', { name: personName(a, locale), grade: localName(a.courseLevel, locale) })}</Typography.Paragraph>
      <Form.Item name="academicClassId" label={t('applicant.class')} rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={classes.isLoading}
          options={shown.map((c) => {
            const grade = gradeOf(c.courseLevelId);
            return { value: c.id, label: grade ? `${localName(c, locale)} (${localName(grade, locale)})` : localName(c, locale) };
          })}
          notFoundContent={t('applicant.noClass')}
        />
      </Form.Item>
    </FormDialog>
  );
}

function RejectDialog({ a, open, onClose }: { a: TApplicantItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('applicant');
  const reject = useRejectApplicant();
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog<{ reason: string }>
      open={open}
      title={t('applicant.rejectTitle')}
      form={form}
      onClose={onClose}
      submitting={reject.isPending}
      onSubmit={(v) => saveOutcome(() => reject.mutateAsync({ id: a.id, version: a.version, reason: v.reason.trim() }), onClose, form)}
      testId="reject-dialog"
    >
      <Form.Item name="reason" label={t('applicant.reason')} rules={[{ required: true, whitespace: true }, { max: 1000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}

/** One applicant: her record, her guardians, and the decision (approve into a class, or reject with a reason). */
export function ApplicantDetail({ id }: { id: string }) {
  const { t } = useTranslation('applicant');
  const locale = useLocale();
  const to = useLocalePath();
  const errorText = useErrorText();
  const canManage = usePermissions().has('MANAGE_APPLICANT');
  const genderName = useEnumLabel('gender');
  const relationName = useEnumLabel('relationshipType');
  const query = useQuery(applicantApi.getQuery(id));
  const provinces = useQuery(provincesQuery());
  const schoolTypes = useQuery(schoolTypesQuery());
  const update = applicantApi.useSave();
  const addGuardian = useAddApplicantGuardian();
  const updateGuardian = useUpdateApplicantGuardian();
  const removeGuardian = useRemoveApplicantGuardian();
  const saveOutcome = useSaveOutcome();
  const deleteOutcome = useDeleteOutcome();
  const { confirmDelete } = useConfirm();
  const [editForm] = Form.useForm<TApplicantValues>();
  const [guardianForm] = Form.useForm<TGuardianValues>();
  const [dialog, setDialog] = useState<'edit' | 'approve' | 'reject'>();
  const [guardian, setGuardian] = useState<TApplicantGuardianItem | 'new'>();
  const a = query.data;
  const crumbs = useCrumbs(a ? personName(a, locale) : t('applicant.view'));
  if (query.isLoading) return <Card loading />;
  if (!a)
    return (
      <>
        <PageHeader title={t('applicant.view')} crumbs={crumbs} />
        <Result status="warning" title={errorText(query.error)} />
      </>
    );
  const pending = a.status === APPLICANT_STATUS.PENDING;
  const editable = canManage && pending;
  const province = provinces.data?.find((p) => p.id === a.provinceId);
  const schoolType = schoolTypes.data?.find((s) => s.id === a.previousSchoolType);
  const closeGuardian = () => setGuardian(undefined);
  return (
    <>
      <PageHeader
        title={personName(a, locale)}
        crumbs={crumbs}
        extra={
          editable && (
            <>
              <Button icon={<EditOutlined />} onClick={() => setDialog('edit')} data-testid="applicant-edit">
                {t('common:action.edit')}
              </Button>
              <Button danger icon={<CloseOutlined />} onClick={() => setDialog('reject')} data-testid="applicant-reject">
                {t('applicant.reject')}
              </Button>
              <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog('approve')} data-testid="applicant-approve">
                {t('applicant.approve')}
              </Button>
            </>
          )
        }
      />
      <Flex vertical gap={16}>
        {a.status === APPLICANT_STATUS.APPROVED && (
          <Alert
            type="success"
            showIcon
            data-testid="applicant-approved"
            message={t('applicant.approvedInfo', {
              class: a.academicClass ? localName(a.academicClass, locale) : '—',
              date: a.decidedAt ? formatDate(a.decidedAt, locale) : '',
            })}
            action={
              a.studentId && (
                <Link to={to(`/administration/student/${a.studentId}`)} data-testid="applicant-student-link">
                  {t('applicant.openStudent')}
                </Link>
              )
            }
          />
        )}
        {a.status === APPLICANT_STATUS.REJECTED && <Alert type="error" showIcon message={t('applicant.rejectedInfo', { reason: a.rejectReason ?? '' })} />}
        <Card>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'status', label: t('status.label'), children: <ApplicantStatusTag status={a.status} /> },
              { key: 'ref', label: t('form.reference'), children: a.referenceCode ?? '—' },
              { key: 'km', label: t('applicant.nameKm'), children: `${a.lastName} ${a.firstName}` },
              { key: 'en', label: t('applicant.nameEn'), children: `${a.lastNameEn} ${a.firstNameEn}` },
              { key: 'gender', label: t('form.gender'), children: genderName(a.gender) },
              { key: 'dob', label: t('form.dateOfBirth'), children: formatDate(a.dateOfBirth, locale) },
              { key: 'pob', label: t('applicant.placeOfBirth'), children: a.placeOfBirth || '—' },
              { key: 'year', label: t('home.year'), children: localName(a.academicYear, locale) },
              { key: 'grade', label: t('form.grade'), children: localName(a.courseLevel, locale) },
              { key: 'province', label: t('form.province'), children: province ? pickLocale(province.name, province.nameEn, locale) : '—' },
              { key: 'address', label: t('applicant.address'), children: a.address || '—' },
              { key: 'phone', label: t('form.mobilePhone'), children: a.mobilePhone || '—' },
              { key: 'guardianPhone', label: t('form.guardianPhone'), children: a.guardianPhone || '—' },
              { key: 'email', label: t('form.email'), children: a.email || '—' },
              { key: 'school', label: t('form.previousSchool'), children: a.previousSchoolName || '—' },
              { key: 'schoolType', label: t('form.schoolType'), children: schoolType ? pickLocale(schoolType.name, schoolType.nameEn, locale) : '—' },
              { key: 'note', label: t('common:field.note'), children: a.note || '—' },
            ]}
          />
        </Card>
        <ListCard<TApplicantGuardianItem>
          title={t('applicant.guardians')}
          addLabel={t('applicant.addGuardian')}
          onAdd={editable ? () => setGuardian('new') : undefined}
          addTestId="guardian-add"
          rowKey="id"
          dataSource={a.guardians}
          columns={[
            { title: t('applicant.name'), key: 'name', render: (_v, g) => personName(g, locale) },
            { title: t('applicant.relationship'), dataIndex: 'relatationshipType', render: (v: number) => relationName(v) },
            { title: t('form.gender'), dataIndex: 'gender', render: (v: number) => genderName(v) },
            { title: t('applicant.phone'), dataIndex: 'mobilePhone', render: (v: string | null) => v || '—' },
            { title: t('form.email'), dataIndex: 'email', render: (v: string | null) => v || '—' },
            ...(editable
              ? [
                  {
                    title: t('common:table.actions'),
                    key: 'actions',
                    width: 110,
                    render: (_v: unknown, g: TApplicantGuardianItem) => (
                      <RowActions
                        name={personName(g, locale)}
                        onEdit={() => setGuardian(g)}
                        onDelete={() => confirmDelete(personName(g, locale), () => deleteOutcome(() => removeGuardian.mutateAsync(g.id)))}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
      <FormDrawer<TApplicantValues>
        open={dialog === 'edit'}
        title={t('applicant.edit')}
        form={editForm}
        width={720}
        onClose={() => setDialog(undefined)}
        submitting={update.isPending}
        initialValues={applicantValues(a)}
        testId="applicant-drawer"
        onSubmit={(v) =>
          saveOutcome(
            () => update.mutateAsync({ ...applicantBody(v), id: a.id, version: a.version }),
            () => setDialog(undefined),
            editForm,
          )
        }
      >
        <ApplicantFields />
      </FormDrawer>
      <FormDrawer<TGuardianValues>
        open={Boolean(guardian)}
        title={guardian === 'new' ? t('applicant.addGuardian') : t('applicant.editGuardian')}
        form={guardianForm}
        width={640}
        onClose={closeGuardian}
        submitting={addGuardian.isPending || updateGuardian.isPending}
        testId="guardian-drawer"
        initialValues={guardian && guardian !== 'new' ? guardianValues(guardian) : { gender: 0, relatationshipType: 0 }}
        onSubmit={(v) =>
          saveOutcome(
            () =>
              guardian && guardian !== 'new'
                ? updateGuardian.mutateAsync({ ...guardianBody(v), id: guardian.id, version: guardian.version, applicantId: a.id })
                : addGuardian.mutateAsync({ ...guardianBody(v), applicantId: a.id }),
            closeGuardian,
            guardianForm,
          )
        }
      >
        <GuardianFields />
      </FormDrawer>
      <ApproveDialog a={a} open={dialog === 'approve'} onClose={() => setDialog(undefined)} />
      <RejectDialog a={a} open={dialog === 'reject'} onClose={() => setDialog(undefined)} />
    </>
  );
}
