import { Card, Empty, List, Statistic, Tag, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPermissionKey } from '@school/contract/permission/permission.keys';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import type { TDashboard } from '../api/dashboard-api';
import { formatDate } from '../../../lib/date';

/**
 * The dashboard is a frame of cards (issue 3: "later areas add their cards"). A card names the actor
 * types it is for and the permission key it needs, and gets the `GET /api/dashboard` summary; the frame
 * shows the cards that apply to the user. A card whose part of the summary is null draws nothing.
 */
/** Summary cards have one fixed height, loading or loaded, so nothing moves when the data arrives. */
export const DASHBOARD_CARD_HEIGHT = 340;
export const cardProps = {
  style: { height: '100%', display: 'flex', flexDirection: 'column' as const },
  styles: { body: { flex: 1, overflowY: 'auto' as const, minHeight: 0 } },
};

export type TDashboardCard = {
  key: string;
  /** Mobile actor types it is for; all when absent. */
  actorTypes?: readonly number[];
  permission?: TPermissionKey;
  /** Grid span on wide screens (of 24). */
  span: number;
  /** Whether the card has something to show for this summary. */
  applies?: (data: TDashboard) => boolean;
  /** Draws without the summary (it reads nothing from it). */
  standalone?: boolean;
  Component: (props: { data: TDashboard }) => React.ReactNode;
};

function AcademicYearCard({ data }: { data: TDashboard }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const digits = useDigits();
  const year = data.academicYear;
  const format = (d: string) => formatDate(d, locale);
  return (
    <Card title={t('academicYear')} {...cardProps}>
      {year ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
            {localName(year, locale)}
          </Typography.Title>
          <Typography.Text type="secondary">{t('period', { from: format(year.startDate), to: format(year.endDate) })}</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{t('noYear')}</Typography.Text>
      )}
      <Statistic title={t('unread')} value={data.unreadNotifications} formatter={(v) => digits(v)} style={{ marginTop: 16 }} />
    </Card>
  );
}

function UpcomingHolidaysCard({ data }: { data: TDashboard }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <Card title={<Link to={to('/holiday')}>{t('holidays.upcoming')}</Link>} {...cardProps}>
      {data.upcomingHolidays.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('holidays.none')} />
      ) : (
        <List
          size="small"
          dataSource={data.upcomingHolidays}
          renderItem={(h) => (
            <List.Item key={h.id}>
              <span>
                <CalendarOutlined aria-hidden /> {localName(h, locale)}
              </span>
              <Tag>{formatDate(h.date, locale, 'DD MMM YYYY')}</Tag>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function AccountsCard({ data }: { data: TDashboard }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const digits = useDigits();
  const accounts = data.accounts ?? [];
  const total = accounts.reduce((sum, a) => sum + a.count, 0);
  return (
    <Card title={t('accounts')} extra={<Tag>{t('accountsTotal', { count: total })}</Tag>} {...cardProps}>
      <List
        size="small"
        dataSource={accounts}
        renderItem={(a) => (
          <List.Item key={a.mobileActorType}>
            <span>{localName(a, locale)}</span>
            <strong>{digits(a.count)}</strong>
          </List.Item>
        )}
      />
    </Card>
  );
}

function FeedbackCard({ data }: { data: TDashboard }) {
  const { t } = useTranslation('dashboard');
  const digits = useDigits();
  const feedback = data.feedback!;
  return (
    <Card title={t('feedback')} {...cardProps}>
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
        <Statistic title={t('feedbackTotal')} value={feedback.total} formatter={(v) => digits(v)} />
        <Statistic title={t('feedbackRecent', { days: feedback.recentDays })} value={feedback.recent} formatter={(v) => digits(v)} />
      </div>
    </Card>
  );
}

export const DASHBOARD_CARDS: TDashboardCard[] = [
  { key: 'academic-year', span: 8, Component: AcademicYearCard },
  { key: 'holidays', span: 8, Component: UpcomingHolidaysCard },
  { key: 'accounts', span: 8, permission: 'VIEW_DASHBOARD_STATISTICS', applies: (d) => d.accounts !== null, Component: AccountsCard },
  { key: 'feedback', span: 8, permission: 'VIEW_FEEDBACK', applies: (d) => d.feedback !== null, Component: FeedbackCard },
];
