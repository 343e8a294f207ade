import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useErrorText } from '../../../components/feedback';
import { useFieldErrors } from '../../../components/use-save';
import { registrationStatus, type TStatusView } from '../api/registration-api';
import { useRegisterSchool } from '../register-school';
import { RegistrationStatusTag } from './status-tag';

type TValues = { referenceCode: string; dateOfBirth: Dayjs };

/** /register/login: the applicant checks her registration with the reference and her date of birth. */
export function RegisterStatus() {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const errorText = useErrorText();
  const showFieldErrors = useFieldErrors();
  const { schoolCode, withSchool } = useRegisterSchool();
  const [params] = useSearchParams();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [view, setView] = useState<TStatusView>();

  const check = async (v: TValues) => {
    setBusy(true);
    setError(undefined);
    setView(undefined);
    try {
      setView(await registrationStatus({ schoolCode, referenceCode: v.referenceCode.trim().toUpperCase(), dateOfBirth: v.dateOfBirth.format('YYYY-MM-DD') }));
    } catch (e) {
      showFieldErrors(form, e);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('status.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('status.hint')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="status-error" />}
        <Form<TValues> form={form} layout="vertical" onFinish={check} initialValues={{ referenceCode: params.get('ref') ?? '' }}>
          <Form.Item name="referenceCode" label={t('form.reference')} rules={[{ required: true, whitespace: true }, { max: 40 }]}>
            <Input placeholder="RG-XXXX-XXXX" autoCapitalize="characters" />
          </Form.Item>
          <Form.Item name="dateOfBirth" label={t('form.dateOfBirth')} rules={[{ required: true }]}>
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" placeholder={t('form.datePlaceholder')} disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
          <Flex gap={8} justify="space-between" wrap>
            <Link to={withSchool('/register')}>{t('common:action.back')}</Link>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="status-check">
              {t('status.check')}
            </Button>
          </Flex>
        </Form>
      </Card>
      {view && (
        <Card data-testid="status-result">
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'ref', label: t('form.reference'), children: view.referenceCode },
              {
                key: 'name',
                label: t('status.name'),
                children: locale === 'en' ? `${view.lastNameEn} ${view.firstNameEn}` : `${view.lastName} ${view.firstName}`,
              },
              { key: 'grade', label: t('form.grade'), children: localName(view.appliedCourseLevel, locale) },
              { key: 'status', label: t('status.label'), children: <RegistrationStatusTag status={view.registrationStatus} /> },
              { key: 'submitted', label: t('status.submittedAt'), children: formatDate(view.submittedAt, locale, 'DD MMMM YYYY HH:mm') },
              ...(view.examDate ? [{ key: 'exam', label: t('home.examDate'), children: formatDate(view.examDate, locale) }] : []),
              ...(view.examRoom
                ? [
                    {
                      key: 'room',
                      label: t('status.room'),
                      children: `${localName(view.examRoom, locale)}${view.seatNumber ? ` · ${t('status.seat', { seat: view.seatNumber })}` : ''}`,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
