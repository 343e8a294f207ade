import '../../../../features/applicant/i18n';
import '../../../../features/registration/i18n';
import { Button, Card, Flex, Form, Input, Result, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { PageHeader } from '../../../../components/page-header';
import { useErrorText } from '../../../../components/feedback';
import { useSaveOutcome } from '../../../../components/use-save';
import { useLocaleNavigate } from '../../../../lib/use-locale';
import {
  configurationListQuery,
  preApplicantQuery,
  useUpdatePreApplicant,
  type TPreApplicantFull,
} from '../../../../features/registration/api/registration-api';
import { PreApplicantFields, preApplicantBody, type TPreApplicantValues } from '../../../../features/registration/components/pre-applicant-fields';
import { useRegistrationStatusOptions } from '../../../../features/registration/status-tag';

type TValues = TPreApplicantValues & { registrationStatus?: number; note?: string };

function UpdateForm({ p }: { p: TPreApplicantFull }) {
  const { t } = useTranslation('applicant');
  const navigate = useLocaleNavigate();
  const saveOutcome = useSaveOutcome();
  const update = useUpdatePreApplicant();
  const configurations = useQuery(configurationListQuery());
  const statusOptions = useRegistrationStatusOptions().filter((o) => o.value !== 1);
  const [form] = Form.useForm<TValues>();
  const config = configurations.data?.find((c) => c.id === p.registrationConfigurationId);
  const back = () => navigate(`/administration/preApplicant/view?id=${p.id}`);
  if (configurations.isLoading) return <Card loading />;
  const questions = config?.questions ?? [];
  const courseLevels = config?.courseLevels.some((g) => g.id === p.appliedCourseLevelId) ? config.courseLevels : [p.appliedCourseLevel, ...(config?.courseLevels ?? [])];
  return (
    <Card>
      <Form<TValues>
        form={form}
        layout="vertical"
        scrollToFirstError
        data-testid="pre-applicant-form"
        initialValues={{
          firstName: p.firstName,
          lastName: p.lastName,
          firstNameEn: p.firstNameEn,
          lastNameEn: p.lastNameEn,
          gender: p.gender,
          dateOfBirthString: dayjs(p.dateOfBirthString),
          mobilePhone: p.mobilePhone ?? undefined,
          email: p.email ?? undefined,
          guardianPhone: p.guardianPhone,
          previousSchoolName: p.previousSchoolName ?? undefined,
          previousSchoolType: p.previousSchoolType ?? undefined,
          appliedCourseLevelId: p.appliedCourseLevelId,
          provinceId: p.provinceId ?? undefined,
          prioritySubjectIds: p.prioritySubjects.map((s) => s.id),
          answers: Object.fromEntries(p.answers.map((a) => [a.questionId, { occupationId: a.occupationId ?? undefined, freeText: a.freeText ?? undefined }])),
          registrationStatus: p.registrationStatus === 1 ? undefined : p.registrationStatus,
          note: p.note ?? undefined,
        }}
        onFinish={(v) =>
          saveOutcome(
            () =>
              update.mutateAsync({
                ...preApplicantBody(v, questions),
                Id: p.id,
                Version: p.version,
                RegistrationStatus: v.registrationStatus,
                Note: v.note?.trim() || undefined,
              }),
            back,
            form,
          )
        }
      >
        <PreApplicantFields courseLevels={courseLevels} questions={questions} prioritySubjects={config?.prioritySubjects ?? []} />
        {p.registrationStatus !== 1 && (
          <Form.Item name="registrationStatus" label={t('registration:status.label')}>
            <Select options={statusOptions} style={{ maxWidth: 240 }} />
          </Form.Item>
        )}
        <Form.Item name="note" label={t('common:field.note')} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={back}>{t('common:action.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} loading={update.isPending} data-testid="form-save">
            {t('common:action.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

/** /administration/preApplicant/update?id=: the office corrects a registration (multipart, with a new photo if given). */
export function PreApplicantUpdatePage() {
  const { t } = useTranslation('applicant');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const query = useQuery(preApplicantQuery(params.get('id') ?? ''));
  const crumbs = [{ label: t('administration') }, { label: t('pre.title'), path: '/administration/preApplicant' }, { label: t('pre.update') }];
  return (
    <>
      <PageHeader title={t('pre.update')} crumbs={crumbs} />
      {query.isLoading ? <Card loading /> : query.data ? <UpdateForm key={query.data.version} p={query.data} /> : <Result status="warning" title={errorText(query.error)} />}
    </>
  );
}
