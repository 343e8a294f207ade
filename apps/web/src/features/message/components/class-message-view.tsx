import '../i18n';
import { useEffect } from 'react';
import { Card, Empty, Flex, Typography } from 'antd';
import { PaperClipOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';
import { useLocale } from '../../../lib/use-locale';
import { useScrolledToEnd } from './use-scrolled-to-end';
import { classMessageQuery, downloadMessageFile, useMarkRead, type TClassMessageData } from '../api/message-api';

type TFile = TClassMessageData['files'][number];

function Files({ files }: { files: TFile[] }) {
  const notify = useNotify();
  return files.map((f) => (
    <div key={f.id}>
      <Typography.Link onClick={() => void downloadMessageFile(f.id, f.fileName).catch((e: unknown) => notify.error(e))}>
        <PaperClipOutlined aria-hidden /> {f.fileName}
      </Typography.Link>
    </div>
  ));
}

/**
 * A class message the caller sent, as one item (issue 16): the message, whom it reached, and below it the replies
 * that came back; each reply lives in its one-to-one conversation, which its author's name opens.
 */
export function ClassMessageView({ id, onOpen }: { id: string; onOpen: (userId: string) => void }) {
  const { t } = useTranslation('message');
  const locale = useLocale();
  const sent = useQuery(classMessageQuery(id));
  const { mutate: mark } = useMarkRead();
  const unreadShown = Boolean(sent.data?.replies.some((m) => !m.readAt));
  // Shown is read: the replies on screen are marked read.
  useEffect(() => {
    if (unreadShown) mark({ body: { classMessageId: id } });
  }, [unreadShown, id, mark]);
  const data = sent.data;
  // The replies run oldest to newest: the newest is in view when the message opens and when another comes in.
  const repliesBox = useScrolledToEnd<HTMLDivElement>(data ? id : undefined, data?.replies.at(-1)?.id);
  return (
    <Card
      size="small"
      data-testid="message-class-sent"
      title={
        data ? (
          <Flex gap={8} align="center">
            <TeamOutlined aria-hidden />
            <span>{`${locale === 'en' ? data.classNameEn : data.className} · ${t('recipients', { count: data.recipients })}`}</span>
          </Flex>
        ) : (
          t('title')
        )
      }
    >
      {sent.isError && <Typography.Text type="danger">{t('unreachable')}</Typography.Text>}
      {data && (
        <Flex vertical gap={12}>
          <Flex justify="flex-end">
            <div data-testid="message-bubble" style={{ maxWidth: '80%', padding: '8px 12px', borderRadius: 12, background: '#fff1f0' }}>
              {data.text && <div style={{ whiteSpace: 'pre-wrap' }}>{data.text}</div>}
              <Files files={data.files} />
              <div style={{ fontSize: 11, color: '#8c8c8c', marginTop: 4 }}>
                {formatDate(data.createdAt, locale, DATE_TIME_FORMAT)} ·{' '}
                {t('classReach', { students: data.students, guardians: data.guardians, read: data.read, count: data.recipients })}
              </div>
            </div>
          </Flex>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('replies', { count: data.replies.length })}
          </Typography.Title>
          {data.replies.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noReplies')} />
          ) : (
            <Flex vertical gap={8} ref={repliesBox} style={{ maxHeight: 460, overflowY: 'auto' }} data-testid="message-class-replies">
              {data.replies.map((m) => (
                <div key={m.id} data-testid="message-class-reply" style={{ padding: '8px 12px', borderRadius: 12, background: '#f5f5f5' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Typography.Link strong onClick={() => onOpen(m.from.userId)} data-testid="message-class-reply-author">
                      {`${locale === 'en' ? m.from.fullNameEn : m.from.fullName} · ${t(`role.${m.from.mobileActorType}`)}`}
                    </Typography.Link>
                    <span style={{ fontSize: 11, color: '#8c8c8c' }}>{formatDate(m.createdAt, locale, DATE_TIME_FORMAT)}</span>
                  </Flex>
                  {m.text && <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{m.text}</div>}
                  <Files files={m.files} />
                </div>
              ))}
            </Flex>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('classReplyHint')}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
