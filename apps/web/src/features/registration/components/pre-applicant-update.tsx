import '../i18n';
import { Button, Card, Flex, Form, Input, Result, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useErrorText } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { useLocaleNavigate } from '../../../lib/use-locale';
import {
  configurationListQuery,
  preApplicantQuery,
  useUpdatePreApplicant,
  type TPreApplicantFull,
  type TPreApplicantUpdateBody,
} from '../api/registration-api';
import { PreApplicantFields, preApplicantBody, preApplicantValues, type TPreApplicantValues } from './pre-applicant-fields';
import { useRegistrationStatusOptions } from './status-tag';

type TValues = TPreApplicantValues & { registrationStatus?: number; note?: string };

function UpdateForm({ p }: { p: TPreApplicantFull }) {
  const { t } = useTranslation('registration');
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
  const courseLevels = config?.courseLevels.some((g) => g.id === p.appliedCourseLevelId)
    ? config.courseLevels
    : [p.appliedCourseLevel, ...(config?.courseLevels ?? [])];
  return (
    <Card>
      <Form<TValues>
        form={form}
        layout="vertical"
        scrollToFirstError
        data-testid="pre-applicant-form"
        initialValues={{
          ...preApplicantValues(p),
          registrationStatus: p.registrationStatus === 1 ? undefined : p.registrationStatus,
          note: p.note ?? undefined,
        }}
        onFinish={(v) =>
          saveOutcome(
            () =>
              update.mutateAsync({
                ...preApplicantBody(v, questions),
                id: p.id,
                version: p.version,
                registrationStatus: v.registrationStatus as TPreApplicantUpdateBody['registrationStatus'],
                note: v.note?.trim() || undefined,
              }),
            back,
            form,
          )
        }
      >
        <PreApplicantFields courseLevels={courseLevels} questions={questions} prioritySubjects={config?.prioritySubjects ?? []} />
        {p.registrationStatus !== 1 && (
          <Form.Item name="registrationStatus" label={t('status.label')}>
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
export function PreApplicantUpdate({ id }: { id: string }) {
  const { t } = useTranslation('registration');
  const errorText = useErrorText();
  const query = useQuery(preApplicantQuery(id));
  const crumbs = [{ label: t('administration') }, { label: t('pre.title'), path: '/administration/preApplicant' }, { label: t('pre.update') }];
  return (
    <>
      <PageHeader title={t('pre.update')} crumbs={crumbs} />
      {query.isLoading ? (
        <Card loading />
      ) : query.data ? (
        <UpdateForm key={query.data.version} p={query.data} />
      ) : (
        <Result status="warning" title={errorText(query.error)} />
      )}
    </>
  );
}
