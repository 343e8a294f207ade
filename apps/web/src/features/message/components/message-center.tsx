import '../i18n';
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Empty, Flex, Grid, Input, List, Modal, Row, Select, Typography } from 'antd';
import { PaperClipOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { useScrolledToEnd } from './use-scrolled-to-end';
import { ClassMessageView } from './class-message-view';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MOBILE_ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { PageHeader } from '../../../components/page-header';
import { FileUpload } from '../../../components/file-upload';
import { useNotify } from '../../../components/feedback';
import { localName } from '../../../lib/bilingual';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import {
  conversationsQuery,
  downloadMessageFile,
  messageClassesQuery,
  recipientsQuery,
  threadQuery,
  useMarkRead,
  useSendClassMessage,
  useSendMessage,
  type TMessageClassItem,
  type TMessageUserItem,
} from '../api/message-api';

/**
 * One message to a whole class: each student and each guardian gets it in a conversation with the sender (an
 * answer comes back to her only), with one notification each.
 */
function ClassMessageDialog({ cls, onClose }: { cls: TMessageClassItem; onClose: () => void }) {
  const { t } = useTranslation('message');
  const locale = useLocale();
  const notify = useNotify();
  const send = useSendClassMessage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const submit = async () => {
    try {
      const sent = await send.mutateAsync({ body: { academicClassId: cls.id, text: text.trim(), files } });
      notify.success(t('classSent', { students: sent.students, guardians: sent.guardians }));
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Modal
      open
      title={t('classTitle', { name: localName(cls, locale) })}
      onCancel={onClose}
      okText={t('send')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{
        icon: <SendOutlined />,
        disabled: !text.trim() && files.length === 0,
        loading: send.isPending,
        ...({ 'data-testid': 'message-class-send' } as Record<string, string>),
      }}
      onOk={() => void submit()}
      data-testid="message-class-dialog"
    >
      <Alert type="info" showIcon title={t('classHint')} style={{ marginBottom: 12 }} />
      <Input.TextArea
        rows={4}
        maxLength={4000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('write')}
        aria-label={t('write')}
        data-testid="message-class-text"
      />
      <div style={{ marginTop: 8 }}>
        <FileUpload kinds={['pdf', 'image', 'spreadsheet']} multiple value={files} onChange={setFiles} />
      </div>
    </Modal>
  );
}

const nameOf = (u: Pick<TMessageUserItem, 'fullName' | 'fullNameEn'>, locale: string) => (locale === 'en' ? u.fullNameEn : u.fullName);

/**
 * /messages: conversations on the left (newest first, unread counts), the open one on the right with its files,
 * and a new conversation with someone chosen by class (a teacher's families) or among one's teachers and the office.
 */
export function MessageCenter({
  withUserId,
  classMessageId,
  onOpen,
  onOpenClass,
}: {
  withUserId?: string;
  classMessageId?: string;
  onOpen: (userId: string) => void;
  onOpenClass: (classMessageId: string) => void;
}) {
  const { t } = useTranslation('message');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const conversations = useQuery(conversationsQuery());
  const thread = useQuery(threadQuery(withUserId));
  const [classId, setClassId] = useState<string>();
  const [writingToClass, setWritingToClass] = useState(false);
  const classes = useQuery(messageClassesQuery());
  const chosenClass = (classes.data ?? []).find((c) => c.id === classId);
  const recipients = useQuery(recipientsQuery(classId));
  // The server refuses a class message nobody would get (no student or guardian of the class has an account): the
  // button says so before she writes it.
  const classHasNoFamily =
    Boolean(classId) &&
    recipients.isSuccess &&
    !recipients.data.some((u) => u.mobileActorType === MOBILE_ACTOR_TYPE.STUDENT || u.mobileActorType === MOBILE_ACTOR_TYPE.GUARDIAN);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const markRead = useMarkRead();
  const { mutate: mark } = markRead;
  const unreadShown = Boolean(withUserId && thread.data?.messages.some((m) => !m.isMine && !m.readAt));
  // Shown is read: what she sent is marked read once the conversation is on screen.
  useEffect(() => {
    if (unreadShown && withUserId) mark({ body: { withUserId } });
  }, [unreadShown, withUserId, mark]);

  // The newest message is at the bottom of the thread: it opens scrolled there, and follows what is sent or received.
  const messagesBox = useScrolledToEnd<HTMLDivElement>(withUserId, thread.data?.messages.at(-1)?.id);
  // On a phone the open conversation sits below the list: opening one brings it into view (once it is read, when
  // the page is long enough to scroll that far).
  const wide = Grid.useBreakpoint().md;
  const openPane = useRef<HTMLDivElement>(null);
  const shownThread = thread.isSuccess ? withUserId : undefined;
  useEffect(() => {
    if (wide === false && (shownThread || classMessageId)) openPane.current?.scrollIntoView({ block: 'start' });
  }, [wide, shownThread, classMessageId]);

  const submit = async () => {
    if (!withUserId || (!text.trim() && files.length === 0)) return;
    try {
      await send.mutateAsync({ body: { toUserId: withUserId, text: text.trim(), files } });
      setText('');
      setFiles([]);
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      {writingToClass && chosenClass && <ClassMessageDialog cls={chosenClass} onClose={() => setWritingToClass(false)} />}
      <Row gutter={16}>
        <Col xs={24} md={9}>
          <Card title={t('new')} size="small" style={{ marginBottom: 16 }}>
            <Flex vertical gap={8}>
              <Select
                allowClear
                placeholder={t('byClass')}
                aria-label={t('byClass')}
                value={classId}
                onChange={setClassId}
                showSearch={{ optionFilterProp: 'label' }}
                options={(classes.data ?? []).map((c) => ({ value: c.id, label: localName(c, locale) }))}
                notFoundContent={t('noClasses')}
                data-testid="message-class"
              />
              {chosenClass?.canMessageClass && (
                <>
                  <Button block icon={<TeamOutlined />} onClick={() => setWritingToClass(true)} disabled={classHasNoFamily} data-testid="message-class-all">
                    {t('toClass')}
                  </Button>
                  {classHasNoFamily && (
                    <Typography.Text type="secondary" data-testid="message-class-nobody">
                      {t('classNobody')}
                    </Typography.Text>
                  )}
                </>
              )}
              <Select
                placeholder={t('to')}
                aria-label={t('to')}
                showSearch={{ optionFilterProp: 'label' }}
                loading={recipients.isLoading}
                value={null}
                onChange={(id: string) => id && onOpen(id)}
                options={(recipients.data ?? []).map((u) => ({ value: u.userId, label: `${nameOf(u, locale)} · ${t(`role.${u.mobileActorType}`)}` }))}
                notFoundContent={t('nobody')}
                id="message-to"
                data-testid="message-to"
              />
            </Flex>
          </Card>
          <Card title={t('conversations')} size="small">
            {(conversations.data?.items ?? []).length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
            ) : (
              <List
                dataSource={conversations.data?.items}
                data-testid="message-conversations"
                renderItem={(c) => (
                  // A class message she sent is one entry (its id in place of a person's): it opens the message and its replies.
                  <List.Item
                    onClick={() => (c.classMessage ? onOpenClass(c.classMessage.id) : onOpen(c.userId))}
                    style={{
                      cursor: 'pointer',
                      background: (c.classMessage ? c.classMessage.id === classMessageId : c.userId === withUserId) ? '#fff1f0' : undefined,
                      paddingInline: 8,
                    }}
                    data-testid={c.classMessage ? 'message-class-entry' : 'message-conversation'}
                  >
                    <List.Item.Meta
                      title={
                        <Flex justify="space-between" gap={8}>
                          <span>
                            {c.classMessage ? (
                              <>
                                <TeamOutlined aria-hidden /> {`${nameOf(c, locale)} · ${t('recipients', { count: c.classMessage.recipients })}`}
                              </>
                            ) : (
                              nameOf(c, locale)
                            )}
                          </span>
                          {/* The count in the page's digits (a Khmer page shows no Latin digits); 0 keeps antd's "no badge". */}
                          <Badge count={c.unread ? digits(c.unread) : 0} size="small" />
                        </Flex>
                      }
                      description={
                        <Typography.Text type="secondary" ellipsis>
                          {c.lastIsMine ? `${t('you')}: ` : ''}
                          {c.lastText || '📎'}
                        </Typography.Text>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={15} ref={openPane} style={{ scrollMarginTop: 72 }}>
          {classMessageId ? (
            <ClassMessageView id={classMessageId} onOpen={onOpen} />
          ) : (
            <Card
              title={thread.data ? `${nameOf(thread.data.with, locale)} · ${t(`role.${thread.data.with.mobileActorType}`)}` : t('title')}
              size="small"
              data-testid="message-thread"
            >
              {!withUserId && <Empty description={t('choose')} />}
              {thread.isError && <Typography.Text type="danger">{t('unreachable')}</Typography.Text>}
              {thread.data && (
                <>
                  <Flex vertical gap={8} ref={messagesBox} style={{ maxHeight: 460, overflowY: 'auto', marginBottom: 12 }} data-testid="message-scroll">
                    {thread.data.messages.length === 0 && <Typography.Text type="secondary">{t('first')}</Typography.Text>}
                    {thread.data.messages.map((m) => (
                      <Flex key={m.id} justify={m.isMine ? 'flex-end' : 'flex-start'}>
                        <div
                          data-testid="message-bubble"
                          style={{ maxWidth: '80%', padding: '8px 12px', borderRadius: 12, background: m.isMine ? '#fff1f0' : '#f5f5f5' }}
                        >
                          {m.text && <div style={{ whiteSpace: 'pre-wrap' }}>{m.text}</div>}
                          {m.files.map((f) => (
                            <Typography.Link key={f.id} onClick={() => void downloadMessageFile(f.id, f.fileName).catch((e: unknown) => notify.error(e))}>
                              <PaperClipOutlined aria-hidden /> {f.fileName}
                            </Typography.Link>
                          ))}
                          <div style={{ fontSize: 11, color: '#8c8c8c', marginTop: 4 }}>{formatDate(m.createdAt, locale, DATE_TIME_FORMAT)}</div>
                        </div>
                      </Flex>
                    ))}
                  </Flex>
                  <Input.TextArea
                    rows={3}
                    maxLength={4000}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    placeholder={t('write')}
                    aria-label={t('write')}
                    data-testid="message-text"
                  />
                  <div style={{ marginTop: 8 }}>
                    <FileUpload kinds={['pdf', 'image', 'spreadsheet']} multiple value={files} onChange={setFiles} />
                  </div>
                  <Flex justify="flex-end" style={{ marginTop: 8 }}>
                    <Button
                      type="primary"
                      icon={<SendOutlined />}
                      loading={send.isPending}
                      disabled={!text.trim() && files.length === 0}
                      onClick={() => void submit()}
                      data-testid="message-send"
                    >
                      {t('send')}
                    </Button>
                  </Flex>
                </>
              )}
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
