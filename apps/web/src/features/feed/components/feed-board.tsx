import '../i18n';
import { useState } from 'react';
import { Avatar, Button, Card, Empty, Flex, Form, Image, Input, List, Radio, Segmented, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, HeartFilled, HeartOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEED_PRIVACY, FEED_TAGS } from '@school/contract/feed/feed.values';
import { PageHeader } from '../../../components/page-header';
import { FileUpload } from '../../../components/file-upload';
import { useConfirm } from '../../../components/confirm';
import { useErrorText, useNotify } from '../../../components/feedback';
import { localName, pickLocale } from '../../../lib/bilingual';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';
import { useLocale } from '../../../lib/use-locale';
import { isStaff, useAcademicYears, useActorType } from '../../auth/use-session';
import { feedQuery, postClassesQuery, useCommentPost, useCreatePost, useDeletePost, useLikePost, type TFeedPost } from '../api/feed-api';

type TFilter = 'all' | 'school' | 'class';
type TComposer = { text?: string; privacy: number; academicClassId?: string; tagIds?: number[]; photos?: File[] };

/** A tag's name in the page's language. */
const tagName = (tag: { name: string; nameEn: string } | { Name: string; NameEn: string }, locale: string) =>
  'name' in tag ? (locale === 'en' ? tag.nameEn : tag.name) : locale === 'en' ? tag.NameEn : tag.Name;

/** Staff write a post: text, photos, tags, for the school or one class. */
function Composer() {
  const { t } = useTranslation('feed');
  const locale = useLocale();
  const notify = useNotify();
  const [form] = Form.useForm<TComposer>();
  const privacy = Form.useWatch('privacy', form);
  const { selected } = useAcademicYears();
  // Only the classes she may post to: a teacher's own, the office's all (the server refuses the rest).
  const classes = useQuery(postClassesQuery(selected?.id, privacy === FEED_PRIVACY.CLASS && Boolean(selected?.id)));
  const create = useCreatePost();
  const submit = async (v: TComposer) => {
    if (!v.text?.trim() && !(v.photos ?? []).length) {
      notify.infoDialog(t('title'), t('empty'));
      return;
    }
    try {
      await create.mutateAsync({
        body: {
          text: v.text?.trim() ?? '',
          privacy: v.privacy,
          academicClassId: v.privacy === FEED_PRIVACY.CLASS ? v.academicClassId : undefined,
          tagIds: v.tagIds ?? [],
          photos: v.photos ?? [],
        },
      });
      notify.success(t('posted'));
      form.resetFields();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Card style={{ marginBottom: 16 }} data-testid="feed-composer">
      <Form form={form} layout="vertical" initialValues={{ privacy: FEED_PRIVACY.SCHOOL, tagIds: [], photos: [] }} onFinish={submit}>
        <Form.Item name="text" label={t('text')}>
          <Input.TextArea rows={3} maxLength={5000} placeholder={t('placeholder')} data-testid="feed-text" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="privacy" label={t('privacy')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: FEED_PRIVACY.SCHOOL, label: t('school') },
                { value: FEED_PRIVACY.CLASS, label: t('class') },
              ]}
            />
          </Form.Item>
          {privacy === FEED_PRIVACY.CLASS && (
            <Form.Item name="academicClassId" label={t('class')} rules={[{ required: true, message: t('classRequired') }]} style={{ minWidth: 220 }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={classes.isLoading}
                notFoundContent={t('noClasses')}
                options={(classes.data ?? []).map((c) => ({ value: c.id, label: localName(c, locale) }))}
                data-testid="feed-class"
              />
            </Form.Item>
          )}
          <Form.Item name="tagIds" label={t('tags')} style={{ minWidth: 260, flex: 1 }}>
            <Select mode="multiple" options={FEED_TAGS.map((tag) => ({ value: tag.Id, label: tagName(tag, locale) }))} data-testid="feed-tags" />
          </Form.Item>
        </Flex>
        <Form.Item name="photos" label={t('photos')} valuePropName="value">
          <FileUpload kinds={['image']} multiple />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="feed-post">
            {t('post')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

function PostCard({ post }: { post: TFeedPost }) {
  const { t } = useTranslation('feed');
  const locale = useLocale();
  const notify = useNotify();
  const { confirmDelete } = useConfirm();
  const like = useLikePost();
  const comment = useCommentPost();
  const remove = useDeletePost();
  const [text, setText] = useState('');
  const [showComments, setShowComments] = useState(false);
  const send = async () => {
    if (!text.trim()) return;
    try {
      await comment.mutateAsync({ body: { feedId: post.id, commentText: text.trim() } });
      setText('');
      setShowComments(true);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Card
      style={{ marginBottom: 16 }}
      data-testid="feed-post-card"
      title={
        <Flex gap={12} align="center">
          <Avatar icon={<UserOutlined />} />
          <Flex vertical>
            <Typography.Text strong data-testid="feed-author">
              {pickLocale(post.createBy, post.createByEn, locale)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
              {formatDate(post.createDate, locale, DATE_TIME_FORMAT)} ·{' '}
              {post.privacy === FEED_PRIVACY.CLASS
                ? localName({ description: post.academicClass ?? '', descriptionEn: post.academicClassEn ?? '' }, locale)
                : t('school')}
            </Typography.Text>
          </Flex>
        </Flex>
      }
      extra={
        post.canDelete && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('delete')}
            onClick={() => confirmDelete(t('thisPost'), () => remove.mutateAsync({ query: { id: post.id } }))}
            data-testid="feed-delete"
          />
        )
      }
    >
      {post.text && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{post.text}</Typography.Paragraph>}
      {post.photos.length > 0 && (
        <Image.PreviewGroup>
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            {post.photos.map((p) => (
              <Image key={p.id} src={p.thumbnailUrl} preview={{ src: p.url }} width={160} height={160} style={{ objectFit: 'cover', borderRadius: 8 }} alt="" />
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      {post.feedTags.length > 0 && (
        <Space size={4} wrap style={{ marginBottom: 8 }}>
          {post.feedTags.map((tag) => (
            <Tag key={tag.id} color="blue">
              #{tagName(tag, locale)}
            </Tag>
          ))}
        </Space>
      )}
      <Flex gap={8} align="center">
        <Button
          type="text"
          icon={post.isActorLike ? <HeartFilled style={{ color: '#C10230' }} /> : <HeartOutlined />}
          aria-pressed={post.isActorLike}
          loading={like.isPending}
          onClick={() => void like.mutateAsync({ body: { feedId: post.id } }).catch((e: unknown) => notify.error(e))}
          data-testid="feed-like"
        >
          {t('likes', { count: post.nbLikes })}
        </Button>
        <Button type="text" icon={<MessageOutlined />} onClick={() => setShowComments((v) => !v)} data-testid="feed-comments-toggle">
          {t('comments', { count: post.nbComments })}
        </Button>
      </Flex>
      {showComments && post.feedComments.length > 0 && (
        <List
          size="small"
          dataSource={post.feedComments}
          data-testid="feed-comments"
          renderItem={(c) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <span>
                    <span data-testid="feed-comment-author">{pickLocale(c.createBy, c.createByEn, locale)}</span>{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                      {formatDate(c.createDate, locale, DATE_TIME_FORMAT)}
                    </Typography.Text>
                  </span>
                }
                description={<span style={{ whiteSpace: 'pre-wrap' }}>{c.commentText}</span>}
              />
            </List.Item>
          )}
        />
      )}
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void send()}
          maxLength={1000}
          placeholder={t('commentPlaceholder')}
          aria-label={t('commentPlaceholder')}
          data-testid="feed-comment-input"
        />
        <Button onClick={() => void send()} loading={comment.isPending} disabled={!text.trim()} data-testid="feed-comment-send">
          {t('send')}
        </Button>
      </Flex>
      {!showComments && post.nbComments > 0 && (
        <Typography.Link onClick={() => setShowComments(true)} style={{ display: 'inline-block', marginTop: 8 }}>
          {t('showComments', { count: post.nbComments })}
        </Typography.Link>
      )}
    </Card>
  );
}

/** /feeds: the school's and the classes' posts, newest on top, ten more on demand; staff write posts. */
export function FeedBoard() {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const actorType = useActorType();
  const staff = isStaff(actorType);
  const [filter, setFilter] = useState<TFilter>('all');
  const privacy = filter === 'school' ? FEED_PRIVACY.SCHOOL : filter === 'class' ? FEED_PRIVACY.CLASS : undefined;
  const posts = useInfiniteQuery(feedQuery(privacy));
  const items = (posts.data?.pages ?? []).flatMap((p) => p.items);
  return (
    <div style={{ maxWidth: 760 }}>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={
          <Segmented<TFilter>
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: t('all') },
              { value: 'school', label: t('school') },
              { value: 'class', label: t('class') },
            ]}
            data-testid="feed-filter"
          />
        }
      />
      {staff && <Composer />}
      {posts.isLoading && <Skeleton active avatar paragraph={{ rows: 4 }} />}
      {posts.isError && <Typography.Text type="danger">{errorText(posts.error)}</Typography.Text>}
      {posts.isSuccess && items.length === 0 && <Empty description={t('common:state.noData')} />}
      {items.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {posts.hasNextPage && (
        <Flex justify="center">
          <Button onClick={() => void posts.fetchNextPage()} loading={posts.isFetchingNextPage} data-testid="feed-more">
            {t('more')}
          </Button>
        </Flex>
      )}
      {posts.isSuccess && items.length > 0 && !posts.hasNextPage && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('common:state.noMoreData')}
        </Typography.Paragraph>
      )}
    </div>
  );
}
