import { useState } from 'react';
import { Alert, Card, Empty, List, Segmented, Skeleton, Statistic, Tag, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPermissionKey } from '@school/contract/permission/permission.keys';
import { ACTOR_TYPE, MOBILE_ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { localName, pickLocale } from '../../../lib/bilingual';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { attendanceSummaryQuery, type TAttendanceSummaryData, type TDashboard } from '../api/dashboard-api';
import { formatDate } from '../../../lib/date';
import { useEnumOptions } from '../../../components/enum-options';
import { STATUS_COLOR } from '../../../components/attendance-status';
import { useErrorText } from '../../../components/feedback';
import { useAcademicYears, useMe } from '../../auth/use-session';

/**
 * The dashboard is a frame of cards (issue 3: "later areas add their cards"). A card names the actor
 * types it is for and the permission key it needs, and gets the `GET /api/dashboard` summary; the frame
 * shows the cards that apply to the user. A card whose part of the summary is null draws nothing.
 */
/**
 * Summary cards have one fixed height (340 px, `.dashboard-card` in styles/app.css), loading or loaded, so nothing
 * moves when the data arrives. On a phone, one card a row, a card is as tall as what it shows (at most that height).
 */
export const cardProps = {
  style: { height: '100%', display: 'flex', flexDirection: 'column' as const },
  styles: { body: { flex: 1, overflowY: 'auto' as const, minHeight: 0 } },
};
/** A growing card (`grows`): the row's height at least, its content's when taller. */
export const growingCardProps = {
  style: { minHeight: '100%', display: 'flex', flexDirection: 'column' as const },
  styles: { body: { flex: 1 } },
};

export type TDashboardCard = {
  key: string;
  /** Mobile actor types it is for; all when absent. */
  actorTypes?: readonly number[];
  /** The permission key it needs (every one of a list). */
  permission?: TPermissionKey | readonly TPermissionKey[];
  /** Grid span on wide screens (of 24). */
  span: number;
  /** Whether the card has something to show for this summary. */
  applies?: (data: TDashboard) => boolean;
  /** Draws without the summary (it reads nothing from it). */
  standalone?: boolean;
  /** At least the summary cards' height, taller when its content needs it (nothing of it scrolls out of sight). */
  grows?: boolean;
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
    <Card
      title={t('accounts')}
      extra={<Tag>{t('accountsTotal', { count: total })}</Tag>}
      {...cardProps}
      // The title wraps beside the total (in English it was cut to 'Active user accou…').
      styles={{ ...cardProps.styles, title: { whiteSpace: 'normal' } }}
    >
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

const SUMMARY_FIELD: Record<number, 'absence' | 'present' | 'late' | 'permission' | 'mission'> = {
  0: 'absence',
  1: 'present',
  2: 'late',
  3: 'permission',
  6: 'mission',
};

/**
 * A student's, an employee's, or (a guardian) each child's attendance of the selected year
 * (`GET /api/attendance/summary`): the counts by status and the leave requests; a guardian picks the child.
 */
function AttendanceCard() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const digits = useDigits();
  const to = useLocalePath();
  const errorText = useErrorText();
  const statusOptions = useEnumOptions('attendanceStatus');
  const me = useMe();
  const { selected, loading: yearsLoading } = useAcademicYears();
  const self = me.data;
  const guardian = self?.actorType === ACTOR_TYPE.GUARDIAN;
  const people: Array<{ actorType: number; actorId: string }> = !self
    ? []
    : guardian
      ? self.childrens.map((c) => ({ actorType: ACTOR_TYPE.STUDENT, actorId: c.id }))
      : self.actorType === ACTOR_TYPE.STUDENT || self.actorType === ACTOR_TYPE.EMPLOYEE
        ? [{ actorType: self.actorType, actorId: self.id }]
        : [];
  const summaries = useQueries({ queries: people.map((p) => ({ ...attendanceSummaryQuery(p.actorType, p.actorId, selected?.id), enabled: !yearsLoading })) });
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(people.length - 1, 0));
  const current = summaries[index];
  const data: TAttendanceSummaryData | undefined = current?.data;
  const title = guardian ? t('attendance.children') : t('attendance.title');
  const loaded = summaries.filter((q) => q.data).map((q) => q.data!);
  return (
    <Card title={title} {...cardProps} data-testid="dashboard-attendance">
      {me.isSuccess && people.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:state.noData')} />
      ) : current?.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} description={errorText(current.error)} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          {guardian && people.length > 1 && loaded.length === people.length && (
            <Segmented
              size="small"
              value={index}
              onChange={(v) => setChosen(Number(v))}
              options={loaded.map((s, i) => ({ value: i, label: pickLocale(s.fullName, s.fullNameEn, locale) }))}
              aria-label={t('attendance.child')}
              style={{ marginBottom: 8 }}
            />
          )}
          {(guardian || data.actorType === ACTOR_TYPE.STUDENT) && (
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              <span lang={locale}>{pickLocale(data.fullName, data.fullNameEn, locale)}</span>
              {data.actorType === ACTOR_TYPE.STUDENT && (
                <>
                  {' · '}
                  <Link to={to(guardian ? `/children/attendance?id=${data.actorId}` : `/profile/attendance?studentId=${data.actorId}`)}>
                    {t('attendance.open')}
                  </Link>
                </>
              )}
            </Typography.Paragraph>
          )}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 10 }} data-testid="dashboard-attendance-counts">
            {statusOptions.map((o) => (
              <div key={o.value}>
                <Tag color={STATUS_COLOR[o.value]}>{o.label}</Tag>
                <div style={{ fontSize: 20, fontWeight: 600, lineHeight: 1.5 }}>{digits(data[SUMMARY_FIELD[o.value] ?? 'present'])}</div>
              </div>
            ))}
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('attendance.leavePending', { count: data.leavePending })} · {t('attendance.leaveApproved', { count: data.leaveApproved })}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}

export const DASHBOARD_CARDS: TDashboardCard[] = [
  { key: 'academic-year', span: 8, Component: AcademicYearCard },
  { key: 'holidays', span: 8, Component: UpcomingHolidaysCard },
  { key: 'accounts', span: 8, permission: 'VIEW_DASHBOARD_STATISTICS', applies: (d) => d.accounts !== null, Component: AccountsCard },
  { key: 'feedback', span: 8, permission: 'VIEW_FEEDBACK', applies: (d) => d.feedback !== null, Component: FeedbackCard },
  {
    key: 'attendance',
    span: 8,
    actorTypes: [MOBILE_ACTOR_TYPE.STUDENT, MOBILE_ACTOR_TYPE.GUARDIAN, MOBILE_ACTOR_TYPE.TEACHER],
    standalone: true,
    Component: AttendanceCard,
  },
];
