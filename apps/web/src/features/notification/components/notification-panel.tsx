import { Badge, Button, Empty, List, Spin, Tooltip, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { notificationRefs } from '@school/contract/notification/notification.refs';
import type { TRefData } from '@school/contract/common/route-ref';
import { localName } from '../../../lib/bilingual';
import type { Camelized } from '../../../lib/case';
import { LIMITS } from '../../../lib/config';
import { useLocale } from '../../../lib/use-locale';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';

type TNotification = Camelized<TRefData<typeof notificationRefs.list>>[number];

/**
 * The bell's open panel: the list, its end and its loading sign. Its own chunk, loaded when the panel first
 * opens (issue 17: antd's List and Typography are in no page's first view).
 */
export function NotificationPanel({
  items,
  error,
  complete,
  busy,
  marking,
  openLink,
  markRead,
  setSentinel,
}: {
  items: TNotification[];
  error: string | undefined;
  complete: boolean;
  busy: boolean;
  marking: string | undefined;
  openLink: (n: TNotification) => void;
  markRead: (ids?: string[]) => Promise<void>;
  setSentinel: (element: HTMLDivElement | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      style={{ width: `min(${LIMITS.notificationListWidth}px, calc(100vw - 32px))`, maxHeight: LIMITS.notificationListMaxHeight, overflowY: 'auto' }}
      data-testid="notification-list"
    >
      {items.length > 0 && (
        <List
          dataSource={items}
          renderItem={(n) => (
            <List.Item
              key={n.id}
              data-testid="notification-item"
              onClick={n.link ? () => openLink(n) : undefined}
              style={n.link ? { cursor: 'pointer' } : undefined}
              actions={
                n.isRead
                  ? undefined
                  : [
                      <Tooltip key="read" title={t('nav:markRead')}>
                        <Button
                          type="text"
                          size="small"
                          icon={<CheckOutlined />}
                          aria-label={t('nav:markRead')}
                          loading={marking === n.id}
                          onClick={(e) => {
                            e.stopPropagation();
                            void markRead([n.id]);
                          }}
                          data-testid="notification-mark-read"
                        />
                      </Tooltip>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <span style={{ fontWeight: n.isRead ? 400 : 600 }}>
                    {!n.isRead && <Badge status="processing" style={{ marginInlineEnd: 6 }} />}
                    {localName({ title: n.title, titleEn: n.titleEn }, locale)}
                  </span>
                }
                description={
                  <>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                      {localName({ description: n.description, descriptionEn: n.descriptionEn }, locale)}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(n.createdDate, locale, DATE_TIME_FORMAT)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      {complete && !error && items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('state.noData')} />}
      {complete && !error && items.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 8 }}>
          {t('state.noMoreData')}
        </Typography.Paragraph>
      )}
      <div ref={setSentinel} style={{ height: 1 }} />
      {busy && (
        <div style={{ textAlign: 'center', padding: 8 }}>
          <Spin size="small" />
        </div>
      )}
    </div>
  );
}
