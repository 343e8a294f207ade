import '../../../features/dashboard/i18n';
import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useErrorText } from '../../../components/feedback';
import { useAcademicYears, useActorType, useMe, usePermissions } from '../../../features/auth/use-session';
import { dashboardQuery } from '../../../features/dashboard/api/dashboard-api';
import { DASHBOARD_CARDS, cardProps, growingCardProps, type TDashboardCard } from '../../../features/dashboard/components/dashboard-cards';
import { formatDate } from '../../../lib/date';
import { ShortcutsCard } from './dashboard-shortcuts';
import { LatestAnnouncementsCard } from '../../../features/announcement/components/latest-announcements-card';
import { LiveNowBanner } from '../../../features/classroom/components/live-now-banner';
import { FeeDashboardCard } from '../../../features/fee/components/fee-dashboard-card';
import { ACTOR_TYPE } from '@school/contract/common/actor.schemas';

const CARDS: TDashboardCard[] = [
  // The latest announcements for the user first (issue 16: 'the dashboard shows the latest').
  { key: 'announcements', span: 8, standalone: true, permission: 'VIEW_NAV_ANNOUNCEMENT', Component: () => <LatestAnnouncementsCard cardProps={cardProps} /> },
  ...DASHBOARD_CARDS,
  // The office's fees of the selected year (issue 14): needs fee collection and the statistics call's key.
  {
    key: 'fees',
    // Wide enough for each currency's figures beside its months' chart.
    span: 16,
    standalone: true,
    // Dollars and riel, each with its figures, counts and chart, are taller than a summary card: at 340 px the
    // riel figures were cut in half at the card's foot (and out of sight on a phone).
    grows: true,
    permission: ['VIEW_NAV_FEE_COLLECTION', 'VIEW_DASHBOARD_STATISTICS'],
    Component: () => <FeeDashboardCard cardProps={growingCardProps} />,
  },
  { key: 'shortcuts', span: 16, standalone: true, Component: ShortcutsCard },
];

/** /dashboard, the landing page after sign-in: a greeting and the cards for this user's role. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const errorText = useErrorText();
  const me = useMe();
  const actorType = useActorType();
  const permissions = usePermissions();
  const { selected, loading: yearsLoading } = useAcademicYears();
  // The call waits for the top bar's year (issue 17): read before it, the key changed once the year came
  // and the same summary was read twice.
  const summary = useQuery({ ...dashboardQuery(selected?.id), enabled: !yearsLoading });
  const name = me.data
    ? pickLocale(me.data.fullName ?? `${me.data.lastName} ${me.data.firstName}`, me.data.fullNameEn ?? `${me.data.lastNameEn} ${me.data.firstNameEn}`, locale)
    : '';
  const data = summary.data;
  const cards = CARDS.filter(
    (c) =>
      (!c.actorTypes || (actorType !== undefined && c.actorTypes.includes(actorType))) &&
      [c.permission].flat().every((key) => permissions.has(key)) &&
      (data ? !c.applies || c.applies(data) : true),
  );
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0, lineHeight: 1.6 }} data-testid="dashboard-title">
          {name ? t('greeting', { name }) : t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {actorType !== undefined && `${t(`roles.${actorType}`)} · `}
          {t('today', { date: formatDate(new Date(), locale, 'dddd DD MMMM YYYY') })}
        </Typography.Text>
      </Card>
      {/* A student's open live classes (issue 15: 'a student sees "live now" on her classroom and dashboard'). */}
      {actorType === ACTOR_TYPE.STUDENT && permissions.has('VIEW_NAV_CLASSROOM') && <LiveNowBanner />}
      {/* The grid waits for the permissions (which cards apply) and keeps two rows' room: nothing moves. Its sizes are
          in styles/app.css (.dashboard-grid): fixed from a tablet's width, the cards' own on a phone. */}
      <Row gutter={[16, 16]} className="dashboard-grid">
        {permissions.ready &&
          cards.map(({ key, span, standalone, grows, Component }) => (
            <Col key={key} xs={24} md={12} xl={span} className={grows ? 'dashboard-card dashboard-card-grows' : 'dashboard-card'}>
              {data || standalone ? (
                <Component data={data as NonNullable<typeof data>} />
              ) : (
                <Card {...cardProps}>
                  {summary.isError ? (
                    // In place of the card, same size: a failed summary moves nothing on the page.
                    <Alert type="warning" showIcon title={t('loadFailed')} description={errorText(summary.error)} />
                  ) : (
                    <Skeleton active paragraph={{ rows: 4 }} />
                  )}
                </Card>
              )}
            </Col>
          ))}
      </Row>
    </>
  );
}
