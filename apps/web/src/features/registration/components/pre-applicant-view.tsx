import '../i18n';
import { Alert, Button, Card, Descriptions, Flex, Image, Result, Space, Tag } from 'antd';
import { CheckOutlined, EditOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useConfirm } from '../../../components/confirm';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useEnumLabel } from '../../../components/enum-options';
import { useSaveOutcome } from '../../../components/use-save';
import { formatDate } from '../../../lib/date';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { preApplicantPhotoQuery, preApplicantQuery, pushedApplicantQuery, useApprovePreApplicant, usePushPreApplicant } from '../api/registration-api';
import { RegistrationStatusTag } from './status-tag';
import { personName } from '../../../lib/person-name';

/** /administration/preApplicant/view?id=: one registration with its answers; confirm it and push it to the applicants. */
export function PreApplicantView({ id }: { id: string }) {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const errorText = useErrorText();
  const genderName = useEnumLabel('gender');
  const notify = useNotify();
  const { confirm } = useConfirm();
  const saveOutcome = useSaveOutcome();
  const permissions = usePermissions();
  const canManage = permissions.has('MANAGE_REGISTRATION');
  const canPush = canManage && permissions.has('MANAGE_APPLICANT');
  const query = useQuery(preApplicantQuery(id));
  const p = query.data;
  const photo = useQuery(preApplicantPhotoQuery(id, p?.version ?? 0, Boolean(p?.hasPhoto)));
  const applicant = useQuery({ ...pushedApplicantQuery(id), enabled: Boolean(p?.applicantId) });
  const approve = useApprovePreApplicant();
  const push = usePushPreApplicant();
  const crumbs = [{ label: t('administration') }, { label: t('pre.title'), path: '/administration/preApplicant' }, { label: t('pre.view') }];

  if (query.isLoading) return <Card loading />;
  if (!p)
    return (
      <>
        <PageHeader title={t('pre.view')} crumbs={crumbs} />
        <Result status="warning" title={errorText(query.error)} />
      </>
    );
  const name = personName(p, locale);
  const doApprove = () =>
    confirm(t('pre.approveTitle'), t('pre.approveText', { name }), () => saveOutcome(() => approve.mutateAsync({ id: p.id, version: p.version })));
  const doPush = () =>
    confirm(t('pre.pushTitle'), t('pre.pushText', { name }), async () => {
      try {
        const created = await push.mutateAsync(p.id);
        notify.success(t('pre.pushedDone'));
        navigate(`/administration/applicant/${created.id}`);
      } catch (error) {
        notify.errorDialog(error);
      }
    });
  const gender = genderName(p.gender);
  return (
    <>
      <PageHeader
        title={name}
        crumbs={crumbs}
        extra={
          <>
            {canManage && p.registrationStatus === 0 && (
              <Button type="primary" icon={<CheckOutlined />} onClick={doApprove} loading={approve.isPending} data-testid="pre-approve">
                {t('pre.approve')}
              </Button>
            )}
            {canPush && p.registrationStatus === 1 && !p.applicantId && (
              <Button type="primary" icon={<SendOutlined />} onClick={doPush} loading={push.isPending} data-testid="pre-push">
                {t('pre.push')}
              </Button>
            )}
            {p.applicantId && (
              <Button icon={<UserOutlined />} onClick={() => navigate(`/administration/applicant/${p.applicantId}`)} data-testid="pre-open-applicant">
                {t('pre.openApplicant')}
              </Button>
            )}
            {canManage && p.registrationStatus !== 1 && (
              <Button icon={<EditOutlined />} onClick={() => navigate(`/administration/preApplicant/update?id=${p.id}`)}>
                {t('common:action.edit')}
              </Button>
            )}
          </>
        }
      />
      <Flex vertical gap={16}>
        {p.possibleDuplicates > 0 && <Alert type="warning" showIcon message={t('pre.duplicates', { count: p.possibleDuplicates })} />}
        {p.applicantId && applicant.data && (
          <Alert type="info" showIcon message={t('pre.pushedInfo', { status: t(`applicantStatus.${applicant.data.status}`) })} />
        )}
        <Card>
          <Flex gap={24} wrap align="flex-start">
            {p.hasPhoto && (
              <Image
                src={photo.data}
                width={120}
                height={150}
                style={{ objectFit: 'cover', borderRadius: 8 }}
                alt={name}
                data-testid="pre-photo"
                fallback="/favicon.svg"
              />
            )}
            <Descriptions
              style={{ flex: 1, minWidth: 260 }}
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'ref', label: t('form.reference'), children: <Tag>{p.referenceCode}</Tag> },
                { key: 'status', label: t('status.label'), children: <RegistrationStatusTag status={p.registrationStatus} /> },
                { key: 'km', label: t('pre.nameKm'), children: `${p.lastName} ${p.firstName}` },
                { key: 'en', label: t('pre.nameEn'), children: `${p.lastNameEn} ${p.firstNameEn}` },
                { key: 'gender', label: t('form.gender'), children: gender },
                { key: 'dob', label: t('form.dateOfBirth'), children: formatDate(p.dateOfBirthString, locale) },
                { key: 'grade', label: t('form.grade'), children: localName(p.appliedCourseLevel, locale) },
                { key: 'province', label: t('form.province'), children: pickLocale(p.provinceName, p.provinceNameEn, locale) || '—' },
                { key: 'phone', label: t('form.mobilePhone'), children: p.mobilePhone || '—' },
                { key: 'guardianPhone', label: t('form.guardianPhone'), children: p.guardianPhone },
                { key: 'email', label: t('form.email'), children: p.email || '—' },
                { key: 'school', label: t('form.previousSchool'), children: p.previousSchoolName || '—' },
                { key: 'schoolType', label: t('form.schoolType'), children: pickLocale(p.previousSchoolTypeName, p.previousSchoolTypeNameEn, locale) || '—' },
                { key: 'submitted', label: t('status.submittedAt'), children: formatDate(p.submittedAt, locale, 'DD MMMM YYYY HH:mm') },
                {
                  key: 'seat',
                  label: t('status.room'),
                  children: p.examSeat
                    ? `${localName({ description: p.examSeat.room, descriptionEn: p.examSeat.roomEn }, locale)} · ${t('status.seat', { seat: p.examSeat.seatNumber })}`
                    : '—',
                },
                { key: 'note', label: t('common:field.note'), children: p.note || '—' },
              ]}
            />
          </Flex>
        </Card>
        <Card title={t('pre.answers')} size="small">
          <Descriptions
            column={1}
            items={[
              ...p.answers.map((a) => ({
                key: a.questionId,
                label: pickLocale(a.question, a.questionEn, locale),
                children: [pickLocale(a.occupation, a.occupationEn, locale), a.freeText].filter(Boolean).join(' · ') || '—',
              })),
              {
                key: 'subjects',
                label: t('form.prioritySubjects'),
                children: p.prioritySubjects.length ? (
                  <Space size={4} wrap>
                    {p.prioritySubjects.map((s) => (
                      <Tag key={s.id}>{localName(s, locale)}</Tag>
                    ))}
                  </Space>
                ) : (
                  '—'
                ),
              },
            ]}
          />
        </Card>
      </Flex>
    </>
  );
}
