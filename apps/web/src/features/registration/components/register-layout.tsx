import '../i18n';
import { Button, Card, ConfigProvider, Flex, Form, Input, Layout, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useErrorText } from '../../../components/feedback';
import { LIMITS, portalConfig } from '../../../lib/config';
import { pickLocale } from '../../../lib/bilingual';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useLocale, useLocalePath } from '../../../lib/use-locale';
import { loginConfigQuery } from '../../auth/api/session-queries';
import { normalizeColor } from '../../auth/branding';
import { schoolCodeFrom, type TRegisterSchool } from '../register-school';

/** Without a school in the link: the visitor names it, as on the sign-in page. */
function SchoolStep() {
  const { t } = useTranslation('registration');
  const [, setParams] = useSearchParams();
  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('school.title')}
      </Typography.Title>
      <Form layout="vertical" onFinish={(v: { schoolCode: string }) => setParams({ schoolCode: v.schoolCode.trim().toUpperCase() })}>
        <Form.Item name="schoolCode" label={t('school.code')} rules={[{ required: true, whitespace: true }, { max: 30 }]}>
          <Input autoCapitalize="characters" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('school.next')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The register layout (portal §2 'Layouts'): the school's logo, name and colour from its login
 * configuration, a language switcher, no menu. The school comes by code in the link (`?schoolCode=`).
 */
export function RegisterFrame() {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const to = useLocalePath();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const schoolCode = schoolCodeFrom(params, localStorage.getItem(STORAGE_KEYS.schoolCode));
  const config = useQuery({ ...loginConfigQuery(schoolCode), enabled: Boolean(schoolCode) });
  const primary = normalizeColor(config.data?.primaryColor);
  const schoolName = config.data ? pickLocale(config.data.name, config.data.nameEn, locale) : '';
  const context: TRegisterSchool = {
    schoolCode,
    schoolName,
    withSchool: (path) => `${to(path)}?schoolCode=${encodeURIComponent(schoolCode)}`,
  };
  let content: React.ReactNode;
  if (!schoolCode) content = <SchoolStep />;
  else if (config.isLoading) content = <Spin style={{ display: 'block', margin: '64px auto' }} />;
  else if (config.isError)
    content = (
      <>
        <Result status="warning" title={errorText(config.error)} />
        <SchoolStep />
      </>
    );
  else content = <Outlet context={context} />;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: primary, colorLink: primary } }}>
      <Layout style={{ minHeight: '100vh', background: '#f5f6f8' }} data-testid="register-layout">
        <Layout.Header style={{ background: primary, paddingInline: 16, height: 'auto', lineHeight: 1.6, paddingBlock: 10 }}>
          <Flex justify="space-between" align="center" gap={12}>
            <Link
              to={schoolCode ? context.withSchool('/register') : to('/register')}
              style={{ display: 'flex', alignItems: 'center', gap: 12, color: '#fff', minWidth: 0 }}
            >
              <img src={config.data?.logo || '/favicon.svg'} alt="" width={40} height={40} style={{ borderRadius: 8, background: '#fff', flex: 'none' }} />
              <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                <strong style={{ fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis' }} data-testid="register-school-name">
                  {schoolName || t('common:appName')}
                </strong>
                <span style={{ fontSize: 13, opacity: 0.9 }}>{t('layout.subtitle')}</span>
              </span>
            </Link>
            <LanguageSwitcher light />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: '16px 12px', width: '100%', maxWidth: 960, margin: '0 auto' }}>{content}</Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', fontSize: 13, color: '#595959' }}>
          {t('common:footer.copyright', { from: LIMITS.copyrightFrom, to: new Date().getFullYear() })} ·{' '}
          {t('common:footer.version', { version: portalConfig.version })}
        </Layout.Footer>
      </Layout>
    </ConfigProvider>
  );
}
