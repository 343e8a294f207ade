import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Divider, Dropdown } from 'antd';
import { CalendarOutlined, CommentOutlined, KeyOutlined, LogoutOutlined, PhoneOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MOBILE_ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { LIMITS } from '../../lib/config';
import { pickLocale } from '../../lib/bilingual';
import { useLocale, useLocaleNavigate } from '../../lib/use-locale';
import { useNotify } from '../../components/feedback';
import { useSignOut, type TPermissions } from '../../features/auth/use-session';
import type { TCurrentUser } from '../../features/auth/api/session-queries';
import { AcademicYearSwitcher } from './academic-year-switcher';

// The guardian's feedback dialog (a form with antd's Rate) loads when first opened, not with every page (issue 17).
const FeedbackDialog = lazy(() => import('../../features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

/** Profile menu of portal §2: width 300, max height 700, the entries of the spec and logout. */
/** The panel's name lines (antd's Typography in its own chunk, issue 17). */
const ProfileIdentity = lazy(() => import('./profile-identity').then((m) => ({ default: m.ProfileIdentity })));

export function ProfileMenu({ me, permissions }: { me: TCurrentUser | undefined; permissions: TPermissions }) {
  const { t } = useTranslation('nav');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from its first opening on, so that closing keeps its closing animation.
  const [feedbackMounted, setFeedbackMounted] = useState(false);
  const name = me ? pickLocale(me.fullName ?? `${me.lastName} ${me.firstName}`, me.fullNameEn ?? `${me.lastNameEn} ${me.firstNameEn}`, locale) : '';
  const position = me ? pickLocale(me.position, me.positionEn, locale) : '';
  const actorType = me?.mobileActorType;

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  const entries: Array<{ key: string; icon: React.ReactNode; label: string; onClick: () => void }> = [
    { key: 'profile', icon: <UserOutlined />, label: t('profile'), onClick: () => go('/profile') },
    { key: 'changePassword', icon: <KeyOutlined />, label: t('changePassword'), onClick: () => go('/settings/changePassword') },
    { key: 'setting', icon: <SettingOutlined />, label: t('setting'), onClick: () => go('/setting') },
    {
      key: 'feedback',
      icon: <CommentOutlined />,
      label: t('feedback'),
      // spec: portal §6 — actor type 1 gets a dialog, the others the /feedback page.
      onClick: () => {
        setOpen(false);
        if (actorType === MOBILE_ACTOR_TYPE.GUARDIAN) {
          setFeedbackMounted(true);
          setFeedbackOpen(true);
        } else navigate('/feedback');
      },
    },
    { key: 'holiday', icon: <CalendarOutlined />, label: t('holiday'), onClick: () => go('/holiday') },
    { key: 'contact', icon: <PhoneOutlined />, label: t('contact'), onClick: () => go('/contact') },
  ];

  const logout = async () => {
    setOpen(false);
    const { serverFailed } = await signOut();
    if (serverFailed) notify.infoDialog(t('logout'), t('errors:logoutFailed'));
    navigate('/login', { replace: true });
  };

  const panel = (
    <div
      data-testid="profile-menu"
      style={{
        width: LIMITS.profileMenuWidth,
        maxWidth: 'calc(100vw - 24px)',
        maxHeight: LIMITS.profileMenuMaxHeight,
        overflowY: 'auto',
        background: '#fff',
        borderRadius: 12,
        boxShadow: '0 6px 16px rgba(0,0,0,.12)',
        padding: 12,
      }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 4 }}>
        <Avatar size={48} src={me?.profile || undefined} icon={<UserOutlined />} />
        <div style={{ minWidth: 0 }}>
          <Suspense fallback={<div style={{ height: 44 }} />}>
            <ProfileIdentity name={name} detail={[position, me?.username].filter(Boolean).join(' · ')} />
          </Suspense>
        </div>
      </div>
      {actorType === MOBILE_ACTOR_TYPE.SCHOOL_ADMIN && permissions.has('SWITCH_ACADEMIC_YEAR') && (
        // spec: portal §6 — the school admin also finds the year switch here on small screens.
        <div className="show-on-phone" style={{ padding: '8px 4px 0' }}>
          <AcademicYearSwitcher block />
        </div>
      )}
      <Divider style={{ margin: '10px 0' }} />
      <div role="menu" aria-label={t('profileMenu')}>
        {entries.map((e) => (
          <Button key={e.key} role="menuitem" type="text" block icon={e.icon} onClick={e.onClick} style={{ justifyContent: 'flex-start', height: 40 }}>
            {e.label}
          </Button>
        ))}
        <Divider style={{ margin: '6px 0' }} />
        <Button
          role="menuitem"
          type="text"
          danger
          block
          icon={<LogoutOutlined />}
          onClick={logout}
          style={{ justifyContent: 'flex-start', height: 40 }}
          data-testid="logout"
        >
          {t('logout')}
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} placement="bottomRight" popupRender={() => panel}>
        <Button type="text" style={{ height: 40, paddingInline: 6 }} aria-label={t('profileMenu')} data-testid="profile-button">
          <Avatar size={30} src={me?.profile || undefined} icon={<UserOutlined />} />
          <span className="hide-on-phone" style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </span>
        </Button>
      </Dropdown>
      {feedbackMounted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} mobileUserId={me?.mobileUserId ?? me?.id} />
        </Suspense>
      )}
    </>
  );
}
