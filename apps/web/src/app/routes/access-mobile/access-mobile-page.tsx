import '../../../features/user/i18n';
import { Button, Card, Divider, Flex, Typography } from 'antd';
import { AndroidOutlined, AppleOutlined, GlobalOutlined, LogoutOutlined, MailOutlined, MobileOutlined, PhoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../../lib/config';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale, useLocaleNavigate } from '../../../lib/use-locale';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useMe, useSignOut } from '../../../features/auth/use-session';
import { contactQuery } from '../../../features/campus/api/campus-api';

/**
 * /access-mobile: where a guardian lands while guardian web access is off (portal §1, §4). It names the
 * school and the app, and says what the guardian can do (issue 10, item 18): use the app, with the store
 * links when they are configured, or ask the school office, whose phone and email are shown, to turn web
 * access on.
 */
export function AccessMobilePage() {
  const { t } = useTranslation('user');
  const locale = useLocale();
  const signOut = useSignOut();
  const navigate = useLocaleNavigate();
  const me = useMe();
  const contact = useQuery(contactQuery());
  const app = portalConfig.mobileAppName;
  const school = me.data ? pickLocale(me.data.schoolName, me.data.schoolNameEn, locale) : '';
  const office = contact.data;
  const links = [
    { key: 'appStore', href: portalConfig.storeLinks.appStore, icon: <AppleOutlined aria-hidden />, label: t('access.appStore') },
    { key: 'playStore', href: portalConfig.storeLinks.playStore, icon: <AndroidOutlined aria-hidden />, label: t('access.playStore') },
    { key: 'appGallery', href: portalConfig.storeLinks.appGallery, icon: <MobileOutlined aria-hidden />, label: t('access.appGallery') },
  ].filter((l) => l.href);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f5f5' }} data-testid="access-mobile">
      <Card style={{ maxWidth: 520, width: '100%' }}>
        <Flex justify="flex-end">
          <LanguageSwitcher />
        </Flex>
        <div style={{ textAlign: 'center' }}>
          <MobileOutlined style={{ fontSize: 56, color: 'var(--ant-color-primary)' }} aria-hidden />
          <Typography.Title level={1} style={{ fontSize: 22 }} data-testid="access-title">
            {app ? t('access.titleNamed', { app }) : t('access.title')}
          </Typography.Title>
          {me.data && (
            <Typography.Paragraph type="secondary" data-testid="access-who">
              {t('access.signedInAs', { name: pickLocale(me.data.fullName, me.data.fullNameEn, locale), school })}
            </Typography.Paragraph>
          )}
          <Typography.Paragraph>{t('access.text')}</Typography.Paragraph>
        </div>

        <Typography.Title level={2} style={{ fontSize: 17 }}>
          <MobileOutlined aria-hidden /> {t('access.appHeading')}
        </Typography.Title>
        <Flex vertical gap={8} data-testid="access-app">
          <Typography.Paragraph style={{ marginBottom: 0 }}>{app ? t('access.appStepNamed', { app }) : t('access.appStep')}</Typography.Paragraph>
          {links.length === 0 && <Typography.Paragraph type="secondary">{t('access.noLinks')}</Typography.Paragraph>}
          {links.map((l) => (
            <Button key={l.key} href={l.href} target="_blank" rel="noopener noreferrer" icon={l.icon} size="large" block type="primary">
              {l.label}
            </Button>
          ))}
        </Flex>

        <Divider />
        <Typography.Title level={2} style={{ fontSize: 17 }}>
          <GlobalOutlined aria-hidden /> {t('access.webHeading')}
        </Typography.Title>
        <div data-testid="access-web">
          <Typography.Paragraph>{t('access.webText', { school: school || t('access.theSchool') })}</Typography.Paragraph>
          {office && (office.phone || office.email) && (
            <Flex vertical gap={4} style={{ marginBottom: 16 }} data-testid="access-office">
              <Typography.Text strong>{t('access.office')}</Typography.Text>
              {office.phone && (
                <a href={`tel:${office.phone.replace(/\s/g, '')}`}>
                  <PhoneOutlined aria-hidden /> {office.phone}
                </a>
              )}
              {office.email && (
                <a href={`mailto:${office.email}`}>
                  <MailOutlined aria-hidden /> {office.email}
                </a>
              )}
            </Flex>
          )}
        </div>

        <Button
          icon={<LogoutOutlined aria-hidden />}
          block
          onClick={async () => {
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          {t('access.logout')}
        </Button>
      </Card>
    </main>
  );
}
