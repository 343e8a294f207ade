import '../i18n';
import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Table, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useLocalName } from '../../../components/bilingual-name';
import { khmerDigits } from '../../../lib/date';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale, useLocalePath } from '../../../lib/use-locale';
import { useErrorText } from '../../../components/feedback';
import { sessionCalendarQuery, type TCalendar, type TCalendarSessionTime as TSessionTimeItem } from '../api/session-calendar-api';

/**
 * `/settings/academic-level-classified-session-calendar` (and `/settings/academicLevelClassifiedCalendar`): each
 * level's study days against its session times, one table per time shift. Read only.
 */
export function SessionCalendarView() {
  const { t } = useTranslation('session-calendar');
  const localName = useLocalName();
  const to = useLocalePath();
  const calendars = useQuery(sessionCalendarQuery());
  const errorText = useErrorText();
  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        crumbs={[{ label: t('settings') }, { label: t('calendar.title') }]}
        extra={
          <Space wrap>
            <Link to={to('/settings/academic-level-classified')}>
              <Button>{t('calendar.editDays')}</Button>
            </Link>
            <Link to={to('/settings/academic-session-time')}>
              <Button>{t('calendar.editTimes')}</Button>
            </Link>
          </Space>
        }
      />
      <Typography.Paragraph type="secondary">{t('calendar.hint')}</Typography.Paragraph>
      {calendars.isError ? (
        <Alert type="error" showIcon message={errorText(calendars.error)} />
      ) : calendars.isPending ? (
        <Skeleton active />
      ) : (calendars.data ?? []).length === 0 ? (
        <Empty />
      ) : (
        <Card size="small">
          <Tabs
            data-testid="calendar-tabs"
            items={(calendars.data ?? []).map((c) => ({
              key: c.levelClassifiedId,
              label: localName(c.levelClassified),
              children: <LevelCalendar calendar={c} />,
            }))}
          />
        </Card>
      )}
    </>
  );
}

function LevelCalendar({ calendar }: { calendar: TCalendar }) {
  const { t } = useTranslation('session-calendar');
  const locale = useLocale();
  const digits = (v: string) => (locale === 'km' ? khmerDigits(v) : v);
  if (calendar.days.length === 0) return <Alert type="info" showIcon message={t('calendar.noDays')} />;
  if (calendar.schedule.length === 0) return <Alert type="info" showIcon message={t('calendar.noSchedule')} />;
  return (
    <Flex vertical gap={16}>
      {calendar.schedule.map((s) => (
        <div key={s.academicSessionTimeGroupId}>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
            {pickLocale(s.name, s.nameEn, locale)}
          </Typography.Title>
          <Table<TSessionTimeItem>
            rowKey="id"
            size="small"
            bordered
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={s.sessionTimes}
            data-testid="calendar-table"
            columns={[
              {
                title: t('calendar.session'),
                key: 'session',
                fixed: 'left',
                render: (_v, r) => (
                  <>
                    <div>{pickLocale(r.description, r.descriptionEn, locale)}</div>
                    <Typography.Text type="secondary">{digits(`${r.from} - ${r.to}`)}</Typography.Text>
                  </>
                ),
              },
              ...calendar.days.map((d) => ({
                title: pickLocale(d.name, d.nameEn, locale),
                key: `day-${d.day}`,
                align: 'center' as const,
                render: (_v: unknown, r: TSessionTimeItem) => digits(`${r.from} - ${r.to}`),
              })),
            ]}
          />
        </div>
      ))}
    </Flex>
  );
}
