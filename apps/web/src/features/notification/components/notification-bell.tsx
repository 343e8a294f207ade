import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Flex, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notificationRefs } from '@school/contract/notification/notification.refs';
import type { TRefData } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { apiKey, apiKeyPrefix } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';
import { LIMITS } from '../../../lib/config';
import { useDigits, useLocalePath } from '../../../lib/use-locale';
import { useNavigate } from 'react-router';
import { useNotificationStream } from '../api/notification-stream';
import { useErrorText, useNotify } from '../../../components/feedback';

/** The open panel's list (its own chunk: antd's List and Typography are in no page's first view, issue 17). */
const NotificationPanel = lazy(() => import('./notification-panel').then((m) => ({ default: m.NotificationPanel })));

type TNotification = Camelized<TRefData<typeof notificationRefs.list>>[number];

/** The items after some (ids) or all (no ids) were marked read. */
export function withRead(items: TNotification[], ids?: readonly string[]): TNotification[] {
  return items.map((n) => (!n.isRead && (!ids || ids.includes(n.id)) ? { ...n, isRead: true } : n));
}

/**
 * The bell (portal §2 'Top bar'): the list is cleared on open and loaded by infinite scroll, 5 a page;
 * a page with no items ends it ("No more data to display"); nothing at all says "No data to display".
 */
export function NotificationBell({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<TNotification[]>([]);
  const pageRef = useRef(0);
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // A callback ref: the popover mounts its content after opening, so the observer attaches when the sentinel exists.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const topics = useQuery({
    queryKey: apiKey(notificationRefs.topics),
    queryFn: async () => (await api.call(notificationRefs.topics, { quiet: true })).data,
    staleTime: 60_000,
  });
  const unread = (topics.data ?? []).reduce((sum, topic) => sum + topic.unread, 0);
  const digits = useDigits();
  // The count in the page's digits; a number 0 keeps antd's "no badge" (a text would show).
  const unreadCount = unread === 0 ? 0 : unread > 99 ? `${digits(99)}+` : digits(unread);
  const loadingRef = useRef(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [marking, setMarking] = useState<string>();

  /** `POST /api/notification/read`: the named ones, or all of them; then the counts are read again. */
  const markRead = async (ids?: string[]) => {
    setMarking(ids?.[0] ?? 'all');
    try {
      await api.call(notificationRefs.markRead, { body: ids ? { ids } : {}, quiet: true });
      setItems((current) => withRead(current, ids));
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(notificationRefs.topics) });
    } catch (e) {
      notify.errorDialog(e);
    } finally {
      setMarking(undefined);
    }
  };

  const to = useLocalePath();
  const navigate = useNavigate();
  /** A notification with a screen opens it (and counts as read). */
  const openLink = (n: TNotification) => {
    if (!n.link) return;
    if (!n.isRead) void markRead([n.id]);
    setOpen(false);
    void navigate(to(n.link));
  };

  /** Reads page `next` (1 = the first, which replaces the list). */
  const fetchPage = useCallback(
    async (next: number) => {
      if (loadingRef.current) return;
      loadingRef.current = true;
      setBusy(true);
      try {
        const result = await api.call(notificationRefs.list, {
          query: { userId, pageSize: LIMITS.notificationPageSize, pageIndex: next },
          quiet: true,
        });
        const list = result.data ?? [];
        setItems((current) => (next === 1 ? list : [...current, ...list]));
        pageRef.current = next;
        if (list.length === 0) setComplete(true);
      } catch (e) {
        setError(errorText(e));
        setComplete(true);
      } finally {
        loadingRef.current = false;
        setBusy(false);
      }
    },
    [userId, errorText],
  );

  // The page read last, as a ref: an observer callback made before the last page arrived must not read it again.
  const loadNext = useCallback(async () => {
    if (complete) return;
    await fetchPage(pageRef.current + 1);
  }, [complete, fetchPage]);

  useEffect(() => {
    if (!open || !sentinel) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadNext();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [open, sentinel, loadNext]);

  // Live (issue 16): an event that tells something new reads the counts again, and an open list its first page.
  // Each connection's first event is the state as it is (a reconnection catches up by it): when its unread count
  // is the one the bell shows (first load: the topics read a moment ago, or still being read), nothing is read twice.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const latestRef = useRef<string | null | undefined>(undefined);
  const topicsKey = apiKey(notificationRefs.topics);
  useNotificationStream(Boolean(userId), (event) => {
    const latest = event.latest?.id ?? null;
    const known = latestRef.current;
    latestRef.current = latest;
    const state = queryClient.getQueryState(topicsKey);
    const shown = queryClient.getQueryData<Array<{ unread: number }>>(topicsKey);
    const sameCount = shown !== undefined && shown.reduce((sum, topic) => sum + topic.unread, 0) === event.unread;
    const nothingNew = (known === undefined || known === latest) && (sameCount || state?.fetchStatus === 'fetching');
    if (nothingNew) return;
    void queryClient.invalidateQueries({ queryKey: apiKeyPrefix(notificationRefs.topics) });
    if (openRef.current && !loadingRef.current) {
      setComplete(false);
      void fetchPage(1);
    }
  });

  const onOpenChange = (next: boolean) => {
    if (next) {
      // Cleared on open (portal §2).
      setItems([]);
      pageRef.current = 0;
      setComplete(false);
      setError(undefined);
      // The first page loads as soon as the panel opens (issue 10: it showed only its title), later ones on scroll.
      void fetchPage(1);
    }
    setOpen(next);
  };

  const content = (
    <Suspense fallback={<div style={{ width: `min(${LIMITS.notificationListWidth}px, calc(100vw - 32px))` }} />}>
      <NotificationPanel
        items={items}
        error={error}
        complete={complete}
        busy={busy}
        marking={marking}
        openLink={openLink}
        markRead={markRead}
        setSentinel={setSentinel}
      />
    </Suspense>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      content={content}
      title={
        <Flex justify="space-between" align="center" gap={8}>
          <span>{t('nav:notifications')}</span>
          {(unread > 0 || items.some((n) => !n.isRead)) && (
            <Button type="link" size="small" loading={marking === 'all'} onClick={() => void markRead()} data-testid="notification-mark-all">
              {t('nav:markAllRead')}
            </Button>
          )}
        </Flex>
      }
      destroyOnHidden
    >
      <Button
        type="text"
        shape="circle"
        aria-label={unread ? `${t('nav:notifications')} (${digits(unread)})` : t('nav:notifications')}
        data-testid="notification-bell"
        icon={
          <Badge count={unreadCount} size="small">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
