import '../i18n';
import { Card, Empty, List, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';
import { useLocale, useLocalePath } from '../../../lib/use-locale';
import { latestAnnouncementsQuery } from '../api/announcement-api';
import { announcementTitle } from './announcement-manager';

/** The dashboard's card: the latest announcements for the signed-in user, each a link to its page. */
export function LatestAnnouncementsCard({ cardProps }: { cardProps: object }) {
  const { t } = useTranslation('announcement');
  const locale = useLocale();
  const to = useLocalePath();
  const latest = useQuery(latestAnnouncementsQuery(5));
  return (
    <Card title={t('latest')} extra={<Link to={to('/announcement')}>{t('seeAll')}</Link>} {...cardProps} data-testid="dashboard-announcements">
      {latest.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (latest.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <List
          size="small"
          dataSource={latest.data}
          renderItem={(a) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={to(a.url)}>{announcementTitle(a, locale)}</Link>}
                description={<Typography.Text type="secondary">{formatDate(a.publishedAt ?? a.createdAt, locale, DATE_TIME_FORMAT)}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
