import '../../../features/holiday/i18n';
import { Card, Empty, List, Tag, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { TPermissionKey } from '@school/contract/permission/permission.keys';
import { localName } from '../../../lib/bilingual';
import { useLocale, useLocalePath } from '../../../lib/use-locale';
import { useAcademicYears, usePermissions } from '../../../features/session/use-session';
import { holidayApi } from '../../../features/holiday/api/holiday-api';
import { MENUS, visibleItems, type TNavItem } from '../../navigation';

/**
 * The dashboard is a frame of cards (issue 3: "later areas add their cards"). A card names the actor
 * types it is for and the permission key it needs; the frame shows the ones that apply to the user.
 */
export type TDashboardCard = {
  key: string;
  /** Mobile actor types it is for; all when absent. */
  actorTypes?: readonly number[];
  permission?: TPermissionKey;
  /** Grid span on wide screens (of 24). */
  span: number;
  Component: () => React.ReactNode;
};

function AcademicYearCard() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { selected } = useAcademicYears();
  const format = (d: string) => dayjs(d).locale(locale).format('DD MMMM YYYY');
  return (
    <Card title={t('academicYear')} style={{ height: '100%' }}>
      {selected ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
            {localName(selected, locale)}
          </Typography.Title>
          <Typography.Text type="secondary">{t('period', { from: format(selected.startDate), to: format(selected.endDate) })}</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{t('noYear')}</Typography.Text>
      )}
    </Card>
  );
}

function UpcomingHolidaysCard() {
  const { t } = useTranslation('holiday');
  const locale = useLocale();
  const to = useLocalePath();
  const query = useQuery(holidayApi.listQuery());
  const today = dayjs().format('YYYY-MM-DD');
  const upcoming = (query.data?.items ?? []).filter((h) => (h.toDate ?? h.date) >= today).sort((a, b) => a.date.localeCompare(b.date)).slice(0, 5);
  return (
    <Card title={<Link to={to('/holiday')}>{t('upcoming')}</Link>} loading={query.isLoading} style={{ height: '100%' }}>
      {upcoming.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <List
          size="small"
          dataSource={upcoming}
          renderItem={(h) => (
            <List.Item key={h.id}>
              <span>
                <CalendarOutlined aria-hidden /> {localName(h, locale)}
              </span>
              <Tag>{dayjs(h.date).locale(locale).format('DD MMM YYYY')}</Tag>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function ShortcutsCard() {
  const { t } = useTranslation('nav');
  const permissions = usePermissions();
  const to = useLocalePath();
  const flat: TNavItem[] = [];
  const walk = (items: TNavItem[]) => items.forEach((i) => (i.children ? walk(i.children) : flat.push(i)));
  walk(visibleItems(MENUS['001'], permissions.has).filter((i) => i.path !== '/dashboard'));
  return (
    <Card title={t('dashboard:shortcuts')} style={{ height: '100%' }}>
      {flat.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:state.noData')} />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {flat.map((i) => (
            <Link key={i.key} to={to(i.path!)} style={{ padding: '6px 12px', border: '1px solid #f0f0f0', borderRadius: 8 }}>
              {t(i.label)}
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}

export const DASHBOARD_CARDS: TDashboardCard[] = [
  { key: 'academic-year', span: 8, Component: AcademicYearCard },
  { key: 'holidays', span: 8, Component: UpcomingHolidaysCard },
  { key: 'shortcuts', span: 8, Component: ShortcutsCard },
];
