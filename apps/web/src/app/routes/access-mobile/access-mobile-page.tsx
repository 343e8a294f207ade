import '../../../features/user/i18n';
import { Button, Card, Flex, Typography } from 'antd';
import { AndroidOutlined, AppleOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../../lib/config';
import { useLocaleNavigate } from '../../../lib/use-locale';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useSignOut } from '../../../features/auth/use-session';

/** /access-mobile: guardians use the mobile apps (portal §1, §4); store links come from configuration. */
export function AccessMobilePage() {
  const { t } = useTranslation('user');
  const signOut = useSignOut();
  const navigate = useLocaleNavigate();
  const links = [
    { key: 'appStore', href: portalConfig.storeLinks.appStore, icon: <AppleOutlined />, label: t('access.appStore') },
    { key: 'playStore', href: portalConfig.storeLinks.playStore, icon: <AndroidOutlined />, label: t('access.playStore') },
    { key: 'appGallery', href: portalConfig.storeLinks.appGallery, icon: <MobileOutlined />, label: t('access.appGallery') },
  ].filter((l) => l.href);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f5f5' }} data-testid="access-mobile">
      <Card style={{ maxWidth: 480, width: '100%' }}>
        <Flex justify="flex-end">
          <LanguageSwitcher />
        </Flex>
        <div style={{ textAlign: 'center' }}>
          <MobileOutlined style={{ fontSize: 56, color: 'var(--ant-color-primary)' }} aria-hidden />
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            {t('access.title')}
          </Typography.Title>
          <Typography.Paragraph>{t('access.text')}</Typography.Paragraph>
        </div>
        <Flex vertical gap={8}>
          {links.length === 0 && <Typography.Paragraph type="secondary">{t('access.noLinks')}</Typography.Paragraph>}
          {links.map((l) => (
            <Button key={l.key} href={l.href} target="_blank" rel="noopener noreferrer" icon={l.icon} size="large" block type="primary">
              {l.label}
            </Button>
          ))}
          <Button
            icon={<LogoutOutlined />}
            block
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            {t('access.logout')}
          </Button>
        </Flex>
      </Card>
    </main>
  );
}
