import { useMemo } from 'react';
import { Flex, Menu, Skeleton, Tag } from 'antd';
import type { MenuProps } from 'antd';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FormOutlined,
  HeartOutlined,
  IdcardOutlined,
  NotificationOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
  ApartmentOutlined,
  SmileOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { stripLocale } from '../../lib/locale';
import { useDigits, useLocalePath } from '../../lib/use-locale';
import { usePermissions } from '../../features/auth/use-session';
import { usePendingLeaveCount } from '../../features/leave-request/api/leave-request-api';
import { MENUS, visibleItems, type TMenuCode, type TNavIcon, type TNavItem } from '../navigation';

const ICONS: Record<TNavIcon, React.ReactNode> = {
  children: <SmileOutlined />,
  dashboard: <DashboardOutlined />,
  announcement: <NotificationOutlined />,
  feed: <ReadOutlined />,
  messages: <MessageOutlined />,
  health: <HeartOutlined />,
  homework: <FormOutlined />,
  leave: <FileDoneOutlined />,
  attendance: <CheckSquareOutlined />,
  score: <TrophyOutlined />,
  schedule: <ScheduleOutlined />,
  fee: <DollarOutlined />,
  classroom: <BookOutlined />,
  registration: <UserAddOutlined />,
  applicant: <SolutionOutlined />,
  student: <TeamOutlined />,
  employee: <IdcardOutlined />,
  guardian: <UsergroupAddOutlined />,
  account: <UserOutlined />,
  year: <CalendarOutlined />,
  class: <AppstoreOutlined />,
  exam: <FileSearchOutlined />,
  subject: <BookOutlined />,
  card: <CreditCardOutlined />,
  level: <ApartmentOutlined />,
  configuration: <SettingOutlined />,
  payment: <WalletOutlined />,
  report: <BarChartOutlined />,
};

type TMenuItem = Required<MenuProps>['items'][number];
const LEAVE_PATH = '/leave-request';

/** The menu waits for the permissions (portal §4): a skeleton of fixed height, never a flash of entries. */
export function NavMenu({ menu, onNavigate }: { menu: TMenuCode; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const permissions = usePermissions();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const path = stripLocale(location.pathname);

  const digits = useDigits();
  const items = useMemo(() => visibleItems(MENUS[menu], permissions.has), [menu, permissions.has]);
  // The leave entry's badge: pending requests the user decides (issue 12 'Leave').
  const pendingLeave = usePendingLeaveCount(permissions.ready && permissions.has('VIEW_NAV_LEAVE_REQUEST')).data?.count ?? 0;
  const antItems = useMemo(() => {
    const label = (entry: TNavItem) =>
      entry.path === LEAVE_PATH && pendingLeave > 0 ? (
        <Flex justify="space-between" align="center" gap={8}>
          <span>{t(entry.label)}</span>
          <Tag
            color="error"
            style={{ marginInlineEnd: 0, borderRadius: 10 }}
            aria-label={t('pendingCount', { count: pendingLeave })}
            data-testid="nav-leave-badge"
          >
            {digits(pendingLeave)}
          </Tag>
        </Flex>
      ) : (
        t(entry.label)
      );
    const convert = (entry: TNavItem): TMenuItem =>
      entry.children
        ? { key: entry.key, label: label(entry), icon: entry.icon ? ICONS[entry.icon] : undefined, children: entry.children.map(convert) }
        : { key: entry.key, label: label(entry), icon: entry.icon ? ICONS[entry.icon] : undefined };
    return items.map(convert);
  }, [items, t, pendingLeave, digits]);

  const selected = useMemo(() => {
    const all: TNavItem[] = [];
    const walk = (list: TNavItem[]) => list.forEach((i) => (i.children ? walk(i.children) : all.push(i)));
    walk(items);
    const match = all.filter((i) => i.path && (path === i.path || path.startsWith(`${i.path}/`))).sort((a, b) => b.key.length - a.key.length)[0];
    return match ? [match.key] : [];
  }, [items, path]);
  const openKeys = useMemo(
    () => items.filter((i) => i.children?.some((c) => c.path && (path === c.path || path.startsWith(`${c.path}/`)))).map((i) => i.key),
    [items, path],
  );

  if (!permissions.ready) {
    return (
      <div className="app-menu-skeleton" aria-busy="true" aria-label={t('loadingMenu')}>
        <Skeleton active title={false} paragraph={{ rows: 8, width: '100%' }} />
      </div>
    );
  }
  return (
    <nav aria-label={t(`menus.${menu}`)} data-testid="nav-menu">
      <Menu
        mode="inline"
        items={antItems}
        selectedKeys={selected}
        defaultOpenKeys={openKeys}
        style={{ borderInlineEnd: 0 }}
        // Never collapsed, so its items' tooltips never show: not rendering them saves each item a Tooltip
        // and its style work on every load (issue 17, the page's blocking time).
        tooltip={false}
        onClick={({ key }) => {
          navigate(to(key));
          onNavigate?.();
        }}
      />
    </nav>
  );
}
