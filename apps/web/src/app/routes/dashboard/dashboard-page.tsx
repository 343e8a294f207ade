import '../../../features/dashboard/i18n';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useActorType, useMe, usePermissions } from '../../../features/session/use-session';
import { DASHBOARD_CARDS } from './dashboard-cards';

/** /dashboard, the landing page after sign-in: a greeting and the cards for this user's role. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const me = useMe();
  const actorType = useActorType();
  const permissions = usePermissions();
  const name = me.data ? pickLocale(me.data.fullName ?? `${me.data.lastName} ${me.data.firstName}`, me.data.fullNameEn ?? `${me.data.lastNameEn} ${me.data.firstNameEn}`, locale) : '';
  const cards = DASHBOARD_CARDS.filter(
    (c) => (!c.actorTypes || (actorType !== undefined && c.actorTypes.includes(actorType))) && permissions.has(c.permission),
  );
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        {me.isLoading ? (
          <Skeleton active title paragraph={{ rows: 1 }} />
        ) : (
          <>
            <Typography.Title level={1} style={{ fontSize: 22, margin: 0, lineHeight: 1.6 }} data-testid="dashboard-title">
              {name ? t('greeting', { name }) : t('title')}
            </Typography.Title>
            <Typography.Text type="secondary">
              {actorType !== undefined && `${t(`roles.${actorType}`)} · `}
              {t('today', { date: dayjs().locale(locale).format('dddd DD MMMM YYYY') })}
            </Typography.Text>
          </>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        {cards.map(({ key, span, Component }) => (
          <Col key={key} xs={24} md={12} xl={span}>
            <Component />
          </Col>
        ))}
      </Row>
    </>
  );
}
