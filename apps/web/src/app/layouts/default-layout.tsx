import './default-layout.css';
import '../nav-i18n';
import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LIMITS, portalConfig } from '../../lib/config';
import { pickLocale } from '../../lib/bilingual';
import { stripLocale } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import { usePhoneLayout } from '../../lib/phone-layout';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useBranding } from '../../features/auth/branding';
import { useMe, usePermissions, useSession } from '../../features/auth/use-session';
import { NavMenu } from './nav-menu';
import { MenuSwitcher } from './menu-switcher';
import { AcademicYearSwitcher } from './academic-year-switcher';
import { NotificationBell } from '../../features/notification/components/notification-bell';
import { ProfileMenu } from './profile-menu';
import { useNavigationMenu } from './use-navigation-menu';
import { requiredKeys } from '../navigation';
import { ErrorView } from '../routes/errors/error-view';

// The phone's drawer (antd's Drawer) loads when the menu button is first pressed, not with every page (issue 17).
const PhoneDrawer = lazy(() => import('./phone-drawer').then((m) => ({ default: m.PhoneDrawer })));

/** public/favicon.svg inline: the browser fetches the icon anyway, a cold first load need not fetch it twice. */
const FALLBACK_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#c10230"/><path d="M32 12 8 24l24 12 20-10v14h4V24L32 12Zm-14 22v10c0 4 6 8 14 8s14-4 14-8V34l-14 7-14-7Z" fill="#fff"/></svg>',
)}`;

/**
 * Default layout (portal §2 'Layouts'): the 270 px drawer, the top bar (school name, function switcher,
 * academic-year switcher, language switcher, notification bell, profile menu) and the footer.
 */
export function DefaultLayout() {
  const { t } = useTranslation('nav');
  const locale = useLocale();
  const session = useSession();
  const branding = useBranding();
  const me = useMe();
  const permissions = usePermissions();
  const navigation = useNavigationMenu();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that closing keeps its closing animation.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const location = useLocation();
  // On a phone the side menu and the top bar's switchers are display: none (default-layout.css): not
  // rendered there, the drawer has its own (issue 17, a phone's first render).
  const phone = usePhoneLayout();
  // A screen of a menu entry needs that entry's keys (portal §6); without them: the 401 page.
  const needed = requiredKeys(stripLocale(location.pathname));
  const allowed = needed.every((key) => permissions.has(key));
  const content =
    needed.length === 0 || (permissions.ready && allowed) ? (
      <Outlet />
    ) : permissions.ready ? (
      <ErrorView kind="unauthorized" />
    ) : (
      <Skeleton active paragraph={{ rows: 6 }} />
    );

  const schoolName = me.data
    ? pickLocale(me.data.schoolName, me.data.schoolNameEn, locale)
    : branding
      ? pickLocale(branding.name, branding.nameEn, locale)
      : t('common:appName');
  const logo = branding?.logo || FALLBACK_LOGO;
  const menuSwitcher = navigation.canSwitch ? <MenuSwitcher menu={navigation.menu} allowed={navigation.allowed} onChange={navigation.setMenu} /> : null;

  const brand = (
    <div className="app-brand">
      <img src={logo} alt="" width={32} height={32} style={{ objectFit: 'contain', borderRadius: 6, flex: 'none' }} />
      <span title={schoolName}>{schoolName}</span>
    </div>
  );

  return (
    <div data-testid="default-layout">
      <aside className="app-sider" aria-label={t(`menus.${navigation.menu}`)}>
        {brand}
        <div className="app-sider-scroll">{!phone && <NavMenu menu={navigation.menu} />}</div>
      </aside>
      {drawerMounted && (
        <Suspense fallback={null}>
          <PhoneDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} label={t(`menus.${navigation.menu}`)}>
            {brand}
            {menuSwitcher && <div style={{ padding: 12 }}>{menuSwitcher}</div>}
            {/* On a phone the top bar has no room for the year: the office switches it here (issue 10). */}
            <div style={{ padding: '0 12px 12px' }} data-testid="drawer-year">
              <AcademicYearSwitcher block />
            </div>
            <NavMenu menu={navigation.menu} onNavigate={() => setDrawerOpen(false)} />
          </PhoneDrawer>
        </Suspense>
      )}
      <div className="app-main">
        <header className="app-topbar">
          <Button
            className="app-hamburger"
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerMounted(true);
              setDrawerOpen(true);
            }}
            data-testid="open-drawer"
          />
          <div className="app-topbar-title" data-testid="school-name">
            {schoolName}
          </div>
          {menuSwitcher && !phone && (
            <div className="hide-on-phone" style={{ width: 180 }}>
              {menuSwitcher}
            </div>
          )}
          {!phone && (
            <div className="hide-on-phone">
              <AcademicYearSwitcher />
            </div>
          )}
          <LanguageSwitcher />
          <NotificationBell userId={me.data?.mobileUserId ?? me.data?.id} />
          <ProfileMenu me={me.data} permissions={permissions} />
        </header>
        <main className="app-content" id="main">
          {content}
        </main>
        <footer className="app-footer" data-testid="app-footer">
          <span>
            {me.data?.username
              ? t('footerUser', { username: me.data.username, schoolCode: me.data.campusCode || session?.schoolCode || '' })
              : (session?.schoolCode ?? '')}
          </span>
          <span>{t('common:footer.copyright', { from: LIMITS.copyrightFrom, to: new Date().getFullYear() })}</span>
          <span>{t('common:footer.poweredBy')}</span>
          <span>{t('common:footer.version', { version: portalConfig.version })}</span>
        </footer>
      </div>
    </div>
  );
}
