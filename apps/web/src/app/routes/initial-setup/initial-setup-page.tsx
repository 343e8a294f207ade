import '../../../features/initial-setup/i18n';
import { Button, Flex, Layout, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale, useLocaleNavigate, useLocalePath } from '../../../lib/use-locale';
import { useMe, useSignOut } from '../../../features/auth/use-session';
import { InitialSetupWizard } from '../../../features/initial-setup/components/initial-setup-wizard';

/**
 * /setup/initial-setup (its own layout, portal §2): the school's name, the language and sign-out above the
 * initial setup wizard; once the setup is done every user goes to the dashboard.
 */
export function InitialSetupPage() {
  const { t } = useTranslation('initial-setup');
  const locale = useLocale();
  const me = useMe();
  const to = useLocalePath();
  const navigate = useLocaleNavigate();
  const signOut = useSignOut();

  if (me.data && !me.data.isInitialSetup) return <Navigate to={to('/dashboard')} replace />;
  const schoolName = me.data ? pickLocale(me.data.schoolName, me.data.schoolNameEn, locale) : '';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInline: 16,
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Typography.Text strong style={{ fontSize: 16 }}>
          {schoolName}
        </Typography.Text>
        <Flex gap={8} align="center">
          <LanguageSwitcher />
          <Button
            icon={<LogoutOutlined />}
            onClick={() => {
              void signOut().then(() => navigate('/login'));
            }}
          >
            {t('signOut')}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <div style={{ maxWidth: 960, margin: '0 auto' }}>
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
          <InitialSetupWizard />
        </div>
      </Layout.Content>
    </Layout>
  );
}
