import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useSaveOutcome } from '../../../components/use-save';
import { useErrorText } from '../../../components/feedback';
import { currentRegistrationQuery, register, type TReceipt } from '../api/registration-api';
import { PreApplicantFields, preApplicantBody, type TPreApplicantValues } from './pre-applicant-fields';
import { useRegisterSchool } from '../register-school';

type TValues = TPreApplicantValues & { website?: string };

/** The receipt: the reference to keep, and where to check the status with it. */
function Receipt({ receipt }: { receipt: TReceipt }) {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const { withSchool } = useRegisterSchool();
  return (
    <Card>
      <Result
        status="success"
        title={t('form.doneTitle')}
        subTitle={t('form.doneText', { date: formatDate(receipt.submittedAt, locale, 'DD MMMM YYYY HH:mm') })}
        extra={
          <Flex vertical align="center" gap={16}>
            <Typography.Text type="secondary">{t('form.reference')}</Typography.Text>
            <Typography.Text strong copyable={{ icon: <CopyOutlined /> }} style={{ fontSize: 28, letterSpacing: 2 }} data-testid="reference-code">
              {receipt.referenceCode}
            </Typography.Text>
            <Alert type="warning" showIcon message={t('form.keepReference')} />
            <Link to={`${withSchool('/register/login')}&ref=${encodeURIComponent(receipt.referenceCode)}`}>
              <Button type="primary">{t('home.checkStatus')}</Button>
            </Link>
          </Flex>
        }
      />
    </Card>
  );
}

/** /register/form: the online registration form (portal §3 'Pre-applicant'); answers the reference code. */
export function RegisterForm() {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const errorText = useErrorText();
  const { schoolCode, withSchool } = useRegisterSchool();
  const current = useQuery(currentRegistrationQuery(schoolCode));
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<TReceipt>();

  if (receipt) return <Receipt receipt={receipt} />;
  if (current.isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (current.isError || !current.data) {
    const closed = current.error instanceof ApiError && current.error.status === 404;
    return (
      <Card>
        <Result
          status={closed ? 'info' : 'warning'}
          title={closed ? t('home.closedTitle') : errorText(current.error)}
          extra={<Link to={withSchool('/register')}>{t('common:action.back')}</Link>}
          data-testid="registration-closed"
        />
      </Card>
    );
  }
  const c = current.data;
  const submit = (v: TValues) => {
    setBusy(true);
    return saveOutcome(
      () => register(schoolCode, { ...preApplicantBody(v, c.questions), website: v.website || undefined }),
      (r) => {
        setReceipt(r);
        window.scrollTo({ top: 0 });
      },
      form,
    ).finally(() => setBusy(false));
  };

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('form.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{pickLocale(c.description, c.descriptionEn, locale)}</Typography.Paragraph>
      <Form<TValues> form={form} layout="vertical" onFinish={submit} scrollToFirstError data-testid="register-form" initialValues={{ prioritySubjectIds: [] }}>
        <PreApplicantFields courseLevels={c.courseLevels} questions={c.questions} prioritySubjects={c.prioritySubjects} />
        {/* A field people never see: robots fill it (the server then stores nothing). */}
        <Form.Item name="website" hidden>
          <Input tabIndex={-1} autoComplete="off" />
        </Form.Item>
        <Flex gap={8} justify="flex-end" wrap>
          <Link to={withSchool('/register')}>
            <Button>{t('common:action.back')}</Button>
          </Link>
          <Button type="primary" onClick={() => form.submit()} loading={busy} data-testid="register-submit">
            {t('form.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
