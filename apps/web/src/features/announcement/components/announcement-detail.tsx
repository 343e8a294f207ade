import '../i18n';
import { Alert, Button, Card, Divider, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useEnumLabel } from '../../../components/enum-options';
import { localName } from '../../../lib/bilingual';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { announcementApi, downloadAnnouncementFile } from '../api/announcement-api';
import { announcementTitle } from './announcement-manager';

/** /announcement/detail?id=: one announcement in the page's language (the other language below), its files. */
export function AnnouncementDetail({ id }: { id: string }) {
  const { t } = useTranslation('announcement');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const errorText = useErrorText();
  const targetLabel = useEnumLabel('announcementTargetType');
  const query = useQuery(announcementApi.getQuery(id));
  const a = query.data;
  const other = locale === 'en' ? 'km' : 'en';
  const kb = (size: number) => `${digits(Math.max(1, Math.round(size / 1024)))} KB`;
  return (
    <>
      <PageHeader title={t('detail')} crumbs={[{ label: t('title'), path: '/announcement' }, { label: t('detail') }]} />
      <Card>
        {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
        {query.isError && <Alert type="error" showIcon title={errorText(query.error)} />}
        {!id && <Empty description={t('common:state.noData')} />}
        {a && (
          <article data-testid="announcement-detail">
            <Typography.Title level={2} style={{ fontSize: 22 }}>
              {announcementTitle(a, locale)}
            </Typography.Title>
            <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">{formatDate(a.publishedAt ?? a.createdAt, locale, DATE_TIME_FORMAT)}</Typography.Text>
              {a.canEdit && (
                <>
                  <Tag color={a.isPublish ? 'success' : 'default'}>{a.isPublish ? t('state.published') : t('state.draft')}</Tag>
                  <Tag>
                    {targetLabel(a.targetType)}
                    {a.targetTypes.length > 0 && `: ${a.targetTypes.map((x) => localName(x, locale)).join(', ')}`}
                  </Tag>
                  {a.isPublish && <Typography.Text type="secondary">{t('readers', { count: a.readerCount })}</Typography.Text>}
                </>
              )}
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 16 }}>{locale === 'en' ? a.descriptionEn : a.description}</Typography.Paragraph>
            <Divider titlePlacement="start" plain>
              {t(`language.${other}`)}
            </Divider>
            <div lang={other}>
              <Typography.Title level={3} style={{ fontSize: 17 }}>
                {locale === 'en' ? a.title : a.titleEn}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {locale === 'en' ? a.description : a.descriptionEn}
              </Typography.Paragraph>
            </div>
            {a.files.length > 0 && (
              <>
                <Divider titlePlacement="start" plain>
                  {t('files')}
                </Divider>
                <List
                  dataSource={a.files}
                  renderItem={(f) => (
                    <List.Item
                      actions={[
                        <Button
                          key="download"
                          icon={<DownloadOutlined />}
                          onClick={() => void downloadAnnouncementFile(a.id, f.id, f.fileName).catch((e: unknown) => notify.error(e))}
                          data-testid="announcement-download"
                        >
                          {t('download')}
                        </Button>,
                      ]}
                    >
                      <List.Item.Meta avatar={<PaperClipOutlined aria-hidden />} title={f.fileName} description={kb(f.size)} />
                    </List.Item>
                  )}
                />
              </>
            )}
          </article>
        )}
      </Card>
    </>
  );
}
