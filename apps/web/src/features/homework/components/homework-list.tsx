import '../i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Card, DatePicker, Empty, Flex, Form, Select, Space, Spin, Switch, Tag, Typography } from 'antd';
import { CalendarOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { FormDrawer } from '../../../components/form-drawer';
import { useNotify } from '../../../components/feedback';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { useMe } from '../../auth/use-session';
import { Link } from 'react-router';
import { childrenQuery, fetchHomeworkPage, homeworkTargetsQuery, useAssignHomework, type THomework, type THomeworkFilters } from '../api/homework-api';
import { HomeworkFields, homeworkBody, homeworkFormValues, type THomeworkFormValues } from './homework-form';
import { HomeworkStatusTag, useDueText } from './homework-status';
import { TagList } from '../../../components/tag-list';

/** data-calls §3 'List state': page size, total, complete and reload flags, the archived switch. */
const PAGE_SIZE = 10;

/**
 * /homeworks: the homework the user reaches, latest due first, a page more each time the end of the list
 * comes into view (an empty page completes it); filters by class, subject, from date and archived.
 * A teacher (or the office) assigns new homework here; a guardian picks which child he reads.
 */
export function HomeworkList() {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const notify = useNotify();
  const me = useMe();
  const actorType = me.data?.actorType;
  const guardian = actorType === ACTOR_TYPE.GUARDIAN;
  const staff = actorType !== ACTOR_TYPE.STUDENT && !guardian;
  const targets = useQuery({ ...homeworkTargetsQuery(), enabled: staff && !!me.data });
  const children = useQuery({ ...childrenQuery(), enabled: guardian });
  const assign = useAssignHomework();
  const [form] = Form.useForm<THomeworkFormValues>();
  const [assigning, setAssigning] = useState(false);
  const [filters, setFilters] = useState<THomeworkFilters>({ archived: false });
  const [total, setTotal] = useState(0);
  // Bumped to start the list again (a homework assigned): data-calls §4 'reload flag'.
  const [reload, setReload] = useState(0);
  const childId = guardian ? (filters.actorId ?? children.data?.[0]?.id) : undefined;

  const submit = async (v: THomeworkFormValues) => {
    await assign.mutateAsync({ body: { ...homeworkBody(v), subjectId: v.subjectId!, academicClassIds: v.academicClassIds ?? [] } });
    notify.success(t('assigned'));
    setAssigning(false);
    setReload((n) => n + 1);
  };

  const classOptions = [
    ...new Map((targets.data ?? []).map((x) => [x.academicClassId, localName({ description: x.academicClass, descriptionEn: x.academicClassEn }, locale)])),
  ].map(([value, label]) => ({ value, label }));
  const subjectOptions = [
    ...new Map((targets.data ?? []).map((x) => [x.subjectId, localName({ description: x.subject, descriptionEn: x.subjectEn }, locale)])),
  ].map(([value, label]) => ({ value, label }));
  const canAssign = staff && (targets.data?.length ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={
          canAssign && (
            <AddButton
              label={t('assign')}
              testId="homework-add"
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(homeworkFormValues());
                setAssigning(true);
              }}
            />
          )
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 12 }} align="center">
        {guardian && (
          <Select
            aria-label={t('child')}
            style={{ minWidth: 200 }}
            value={childId}
            onChange={(actorId: string) => setFilters((f) => ({ ...f, actorId }))}
            options={(children.data ?? []).map((c) => ({ value: c.id, label: locale === 'en' ? c.fullNameEn : c.fullName }))}
            data-testid="homework-child"
          />
        )}
        {staff && (
          <Select
            allowClear
            aria-label={t('class')}
            placeholder={t('allClasses')}
            style={{ minWidth: 150 }}
            options={classOptions}
            onChange={(classId?: string) => setFilters((f) => ({ ...f, classId }))}
          />
        )}
        {staff && (
          <Select
            allowClear
            aria-label={t('subject')}
            placeholder={t('allSubjects')}
            style={{ minWidth: 150 }}
            options={subjectOptions}
            onChange={(subjectId?: string) => setFilters((f) => ({ ...f, subjectId }))}
          />
        )}
        <DatePicker
          placeholder={t('fromDate')}
          aria-label={t('fromDate')}
          format="DD/MM/YYYY"
          onChange={(d) => setFilters((f) => ({ ...f, fromDate: d ? d.format('YYYY-MM-DD') : undefined }))}
        />
        <Space>
          <Switch
            aria-label={t('archived')}
            checked={filters.archived}
            onChange={(archived) => setFilters((f) => ({ ...f, archived }))}
            data-testid="homework-archived"
          />
          <span>{t('archived')}</span>
        </Space>
        <Typography.Text type="secondary">{t('count', { count: total })}</Typography.Text>
      </Flex>
      {(!guardian || childId) && (
        <HomeworkPages key={JSON.stringify({ filters, childId, reload })} filters={{ ...filters, actorId: childId }} onTotal={setTotal} />
      )}
      <FormDrawer<THomeworkFormValues>
        open={assigning}
        title={t('assign')}
        form={form}
        onClose={() => setAssigning(false)}
        onSubmit={(v) => submit(v).catch(notify.error)}
        submitting={assign.isPending}
        testId="homework-form"
      >
        <HomeworkFields form={form} editing={false} />
      </FormDrawer>
    </>
  );
}

/**
 * The paged homework list itself (also the classroom page's homework, given its class and subject), one list
 * state (remounted when the filters change or the list is reloaded): the next page is read when the end of the
 * list comes into view; a page with no items completes the list (data-calls §4 'empty page sets the complete flag').
 */
export function HomeworkPages({ filters, onTotal }: { filters: THomeworkFilters; onTotal: (total: number) => void }) {
  const { t } = useTranslation('homework');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const to = useLocalePath();
  const dueText = useDueText();
  const [items, setItems] = useState<THomework[]>([]);
  const [complete, setComplete] = useState(false);
  const [loading, setLoading] = useState(false);
  const nextPage = useRef(1);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await fetchHomeworkPage(filters, nextPage.current, PAGE_SIZE);
      nextPage.current += 1;
      setItems((before) => [...before, ...page.items]);
      onTotal(page.total);
      if (page.items.length === 0) setComplete(true);
    } catch (error) {
      notify.error(error);
      setComplete(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [filters, notify, onTotal]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || complete) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadNext();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadNext, complete, items.length]);

  return (
    <Flex vertical gap={10} data-testid="homework-list">
      {items.map((h) => (
        <Card key={h.id} size="small" data-testid="homework-item">
          <Flex justify="space-between" wrap gap={8}>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Link to={to(`/homeworks/detail?id=${h.id}${filters.actorId ? `&actorId=${filters.actorId}` : ''}`)} data-testid="homework-open">
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {h.title}
                </Typography.Text>
              </Link>
              <Typography.Text type="secondary">
                {localName({ description: h.subject, descriptionEn: h.subjectEn }, locale)} ·{' '}
                {h.classes.map((c) => localName({ description: c.academicClass, descriptionEn: c.academicClassEn }, locale)).join(', ')}
              </Typography.Text>
              <Typography.Text>
                <CalendarOutlined aria-hidden /> {t('due', { date: dueText(h) })}
                {h.files.length > 0 && (
                  <>
                    {' · '}
                    <PaperClipOutlined aria-hidden /> {digits(h.files.length)}
                  </>
                )}
              </Typography.Text>
            </Flex>
            <TagList align="start">
              {h.myStatus !== null ? (
                <HomeworkStatusTag status={h.myStatus} />
              ) : (
                <>
                  <Tag color="success">{t('submittedCount', { count: h.submitted })}</Tag>
                  <Tag color="warning">{t('lateCount', { count: h.late })}</Tag>
                  <Tag>{t('notYetCount', { count: h.notYet })}</Tag>
                </>
              )}
              {h.isScored && <Tag color="blue">{t('scoredOutOf', { max: h.maxScore ?? 0 })}</Tag>}
            </TagList>
          </Flex>
        </Card>
      ))}
      {!loading && complete && items.length === 0 && <Empty description={t('empty')} />}
      {loading && <Spin style={{ margin: 12 }} />}
      {!complete && <div ref={sentinel} style={{ height: 1 }} />}
      {complete && items.length > 0 && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('end')}
        </Typography.Text>
      )}
    </Flex>
  );
}
