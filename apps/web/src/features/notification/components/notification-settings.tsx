import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Flex, List, Space, Switch, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { TNotificationTopic } from '@school/contract/notification/notification.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/confirm';
import { notificationTopicsQuery, telegramLinkQuery, useCreateTelegramCode, useSaveTopicChoices, useUnlinkTelegram } from '../api/notification-settings';

/** The profile's switches: one per topic, saved as it is flipped (issue 16: a user chooses per topic). */
export function NotificationSettings() {
  const { t } = useTranslation('notification');
  const locale = useLocale();
  const notify = useNotify();
  const topics = useQuery(notificationTopicsQuery());
  const save = useSaveTopicChoices();
  const [saving, setSaving] = useState<string>();

  const flip = async (topic: TNotificationTopic, enabled: boolean) => {
    setSaving(topic);
    try {
      await save.mutateAsync({ body: { topics: [{ topic, enabled }] } });
      notify.success(t('settings.saved'));
    } catch (error) {
      notify.errorDialog(error);
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Card title={t('settings.title')} data-testid="notification-settings" loading={topics.isLoading}>
      <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
      <List
        dataSource={topics.data ?? []}
        renderItem={(topic) => (
          <List.Item
            key={topic.topic}
            data-testid={`notification-topic-${topic.topic}`}
            extra={
              <Switch
                checked={topic.enabled}
                loading={saving === topic.topic}
                checkedChildren={t('settings.on')}
                unCheckedChildren={t('settings.off')}
                aria-label={pickLocale(topic.name, topic.nameEn, locale)}
                onChange={(checked) => void flip(topic.topic, checked)}
              />
            }
          >
            {pickLocale(topic.name, topic.nameEn, locale)}
          </List.Item>
        )}
      />
    </Card>
  );
}

/** A guardian links her Telegram account with a one-time code (issue 16 'Outbound'); others see nothing. */
export function TelegramLinkCard() {
  const { t } = useTranslation('notification');
  const locale = useLocale();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const link = useQuery(telegramLinkQuery());
  const createCode = useCreateTelegramCode();
  const unlink = useUnlinkTelegram();
  const data = link.data;
  if (!data?.canLink) return null;

  const ask = async () => {
    try {
      await createCode.mutateAsync({});
    } catch (error) {
      notify.errorDialog(error);
    }
  };

  return (
    <Card title={t('telegram.title')} data-testid="telegram-link">
      <Typography.Paragraph type="secondary">{t('telegram.intro')}</Typography.Paragraph>
      {!data.available && <Alert type="info" showIcon message={t('telegram.unavailable')} />}
      {data.available && data.linked && (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text data-testid="telegram-linked">
            {t('telegram.linked', { name: data.chatName ?? 'Telegram', date: formatDate(data.linkedAt, locale, DATE_TIME_FORMAT) })}
          </Typography.Text>
          <Button
            danger
            loading={unlink.isPending}
            onClick={() =>
              confirm(
                t('telegram.unlinkTitle'),
                t('telegram.unlinkText'),
                async () => {
                  try {
                    await unlink.mutateAsync({});
                  } catch (e) {
                    notify.errorDialog(e);
                  }
                },
                {
                  okText: t('telegram.unlink'),
                  danger: true,
                },
              )
            }
          >
            {t('telegram.unlink')}
          </Button>
        </Flex>
      )}
      {data.available && !data.linked && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {!data.code && <Typography.Text>{t('telegram.notLinked')}</Typography.Text>}
          {data.code && (
            <>
              <div>
                <Typography.Text type="secondary">{t('telegram.code')}</Typography.Text>
                <Typography.Title level={3} copyable style={{ margin: 0, letterSpacing: 4 }} data-testid="telegram-code">
                  {data.code}
                </Typography.Title>
              </div>
              <Typography.Text>{t('telegram.codeHelp', { code: data.code, time: formatDate(data.codeExpiresAt, locale, DATE_TIME_FORMAT) })}</Typography.Text>
              <Typography.Text type="secondary">{t('telegram.waiting')}</Typography.Text>
            </>
          )}
          <Space wrap>
            {data.startLink && (
              <Button type="primary" icon={<SendOutlined />} href={data.startLink} target="_blank" rel="noreferrer">
                {t('telegram.open')}
              </Button>
            )}
            <Button type={data.code ? 'default' : 'primary'} loading={createCode.isPending} onClick={() => void ask()} data-testid="telegram-get-code">
              {data.code ? t('telegram.newCode') : t('telegram.getCode')}
            </Button>
          </Space>
        </Space>
      )}
    </Card>
  );
}
