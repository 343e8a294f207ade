import '../i18n';
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Tag, Typography } from 'antd';
import { FormOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useErrorText } from '../../../components/feedback';
import { currentRegistrationQuery } from '../api/registration-api';
import { useRegisterSchool } from '../register-school';
import { TagList } from '../../../components/tag-list';

/** /register: what the registration is for and when it runs; "registration is closed" outside its dates. */
export function RegisterHome() {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const errorText = useErrorText();
  const { schoolCode, schoolName, withSchool } = useRegisterSchool();
  const current = useQuery(currentRegistrationQuery(schoolCode));
  const statusLink = (
    <Link to={withSchool('/register/login')}>
      <Button icon={<SearchOutlined />} size="large">
        {t('home.checkStatus')}
      </Button>
    </Link>
  );
  if (current.isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (current.isError) {
    const closed = current.error instanceof ApiError && current.error.status === 404;
    return (
      <Card>
        <Result
          status={closed ? 'info' : 'warning'}
          title={closed ? t('home.closedTitle') : errorText(current.error)}
          subTitle={closed ? t('home.closedText', { school: schoolName }) : undefined}
          extra={statusLink}
          data-testid="registration-closed"
        />
      </Card>
    );
  }
  const c = current.data!;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="registration-title">
          {pickLocale(c.description, c.descriptionEn, locale)}
        </Typography.Title>
        <Typography.Paragraph>{t('home.intro', { school: schoolName })}</Typography.Paragraph>
        {pickLocale(c.note, c.noteEn, locale) && <Alert type="info" showIcon message={pickLocale(c.note, c.noteEn, locale)} style={{ marginBottom: 16 }} />}
        <Descriptions
          column={{ xs: 1, md: 2 }}
          bordered
          size="small"
          items={[
            { key: 'year', label: t('home.year'), children: localName(c.academicYear, locale) },
            { key: 'period', label: t('home.period'), children: `${formatDate(c.openDate, locale)} – ${formatDate(c.closeDate, locale)}` },
            { key: 'exam', label: t('home.examDate'), children: c.examDate ? formatDate(c.examDate, locale) : t('home.noExam') },
            {
              key: 'grades',
              label: t('home.grades'),
              children: (
                <TagList>
                  {c.courseLevels.map((g) => (
                    <Tag key={g.id}>{localName(g, locale)}</Tag>
                  ))}
                </TagList>
              ),
            },
          ]}
        />
        <Flex gap={12} wrap style={{ marginTop: 24 }}>
          <Link to={withSchool('/register/form')}>
            <Button type="primary" size="large" icon={<FormOutlined />} data-testid="register-start">
              {t('home.start')}
            </Button>
          </Link>
          {statusLink}
        </Flex>
      </Card>
      <Card title={t('home.stepsTitle')} size="small">
        <ol style={{ margin: 0, paddingInlineStart: 20, lineHeight: 2 }}>
          <li>{t('home.step1')}</li>
          <li>{t('home.step2')}</li>
          <li>{t('home.step3')}</li>
        </ol>
      </Card>
    </Flex>
  );
}
