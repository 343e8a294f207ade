import '../i18n';
import { useState, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Form, Input, List, Popconfirm, Space, Spin, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/feedback';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { saveBlob } from '../../../lib/download';
import {
  classroomQuery,
  livesQuery,
  useCloseLive,
  useSaveLink,
  useStartLive,
  useUpdateLive,
  type TClassLive,
  type TClassroomDetail,
} from '../api/classroom-api';
import { LiveState } from './live-state';

/** An https address, as the server checks it (the form says so before sending). */
const isHttps = (v: string) => {
  try {
    const u = new URL(v.trim());
    return u.protocol === 'https:' && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A moment (ISO) in Phnom Penh's time: `YYYY-MM-DD HH:mm`. */
const localOf = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const timeOf = (iso: string) => localOf(iso).slice(11);

/** Who joined a live class as a CSV file (UTF-8 with a BOM so spreadsheet programs read Khmer): attendance evidence. */
function exportJoins(live: TClassLive, headers: string[]) {
  const cell = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const lines = [headers.map(cell).join(','), ...live.joins.map((j) => [j.fullName, j.fullNameEn, localOf(j.joinedAt)].map(cell).join(','))];
  saveBlob(new Blob(['\uFEFF' + lines.join('\r\n')], { type: 'text/csv;charset=utf-8' }), `live-class-${localOf(live.startedAt).slice(0, 10)}.csv`);
}

/**
 * /classroom/detail?academicClassId&courseLevelSubjectId: one class × subject: its live class (the teacher and
 * the office open, change and close it; students join), its students (for the teacher) and its homework (the
 * `homework` slot: the homework feature's list, put here by the page).
 */
export function ClassroomDetail({
  academicClassId,
  courseLevelSubjectId,
  homework,
}: {
  academicClassId: string;
  courseLevelSubjectId: string;
  homework: (room: { academicClassId: string; subjectId: string }) => ReactNode;
}) {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  const digits = useDigits();
  const room = useQuery(classroomQuery(academicClassId, courseLevelSubjectId));
  if (room.isLoading) return <Spin />;
  if (!room.data) return <Empty description={t('notFound')} />;
  const r = room.data;
  const title = `${localName({ description: r.subject, descriptionEn: r.subjectEn }, locale)} · ${localName({ description: r.academicClass, descriptionEn: r.academicClassEn }, locale)}`;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('title'), path: '/classroom' }, { label: title }]} />
      <Flex vertical gap={12}>
        <Card size="small" title={t('live')} data-testid="classroom-live-card">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {t('teacher')}: {(locale === 'en' ? r.teacherEn : r.teacher) || t('noTeacher')}
            </Typography.Text>
            <LiveState live={r.live} join={!r.canManage} />
            {r.canManage && <LiveControls room={r} />}
            {r.canManage && r.live && (
              <List
                size="small"
                header={t('joined', { n: digits(r.live.joins.length) })}
                dataSource={r.live.joins}
                locale={{ emptyText: t('noneJoined') }}
                renderItem={(j) => (
                  <List.Item>
                    {locale === 'en' ? j.fullNameEn : j.fullName} · {digits(timeOf(j.joinedAt))}
                  </List.Item>
                )}
              />
            )}
          </Space>
        </Card>
        {r.canManage && <LiveHistory academicClassId={r.academicClassId} courseLevelSubjectId={r.courseLevelSubjectId} />}
        <Card size="small" title={t('homework')}>
          {homework({ academicClassId: r.academicClassId, subjectId: r.subjectId })}
        </Card>
        {r.canManage && (
          <Card size="small" title={t('students', { n: digits(r.students.length) })}>
            <Table
              size="small"
              rowKey="studentId"
              pagination={false}
              dataSource={r.students}
              columns={[
                { title: '#', key: 'n', width: 48, render: (_v, _s, i) => digits(i + 1) },
                { title: t('code'), dataIndex: 'studentCode' },
                { title: t('name'), key: 'name', render: (_v, s) => (locale === 'en' ? s.fullNameEn : s.fullName) },
              ]}
            />
          </Card>
        )}
      </Flex>
    </>
  );
}

function LiveControls({ room }: { room: TClassroomDetail }) {
  const { t } = useTranslation('classroom');
  const notify = useNotify();
  const [form] = Form.useForm<{ link: string }>();
  const start = useStartLive();
  const update = useUpdateLive();
  const close = useCloseLive();
  const saveLink = useSaveLink();
  const [saving, setSaving] = useState(false);
  const live = room.live;
  const submit = async ({ link }: { link: string }) => {
    setSaving(true);
    try {
      if (live) {
        await update.mutateAsync({ body: { id: live.id, version: live.version, link } });
        notify.success(t('linkChanged'));
      } else {
        await start.mutateAsync({ body: { academicClassId: room.academicClassId, courseLevelSubjectId: room.courseLevelSubjectId, link } });
        if (link !== room.link)
          await saveLink.mutateAsync({ body: { academicClassId: room.academicClassId, courseLevelSubjectId: room.courseLevelSubjectId, link } });
        notify.success(t('started'));
      }
    } catch (e) {
      notify.error(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="inline" initialValues={{ link: live?.link ?? room.link ?? '' }} onFinish={(v) => void submit(v)} key={live?.id ?? 'none'}>
      <Form.Item
        name="link"
        label={t('link')}
        rules={[{ validator: (_r, v: string) => (isHttps(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('linkInvalid')))) }]}
        style={{ minWidth: 320 }}
      >
        <Input placeholder="https://meet.google.com/…" data-testid="classroom-link" inputMode="url" />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving} data-testid={live ? 'classroom-change-link' : 'classroom-start'}>
          {live ? t('changeLink') : t('start')}
        </Button>
        {live && (
          <>
            <Button href={live.link} target="_blank" rel="noopener noreferrer">
              {t('open')}
            </Button>
            <Popconfirm
              title={t('closeConfirm')}
              onConfirm={() =>
                close
                  .mutateAsync({ query: { id: live.id, version: live.version } })
                  .then(() => notify.success(t('closed')))
                  .catch(notify.error)
              }
            >
              <Button danger loading={close.isPending} data-testid="classroom-close">
                {t('close')}
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
    </Form>
  );
}

/** The class × subject's live classes (open first, then the latest closed) with who joined, each exportable. */
function LiveHistory({ academicClassId, courseLevelSubjectId }: { academicClassId: string; courseLevelSubjectId: string }) {
  const { t } = useTranslation('classroom');
  const digits = useDigits();
  const lives = useQuery(livesQuery(academicClassId, courseLevelSubjectId));
  return (
    <Card size="small" title={t('history')} data-testid="classroom-history">
      <List
        size="small"
        loading={lives.isLoading}
        dataSource={lives.data ?? []}
        locale={{ emptyText: t('noHistory') }}
        renderItem={(l) => (
          <List.Item
            actions={[
              <Button
                key="export"
                size="small"
                disabled={l.joins.length === 0}
                onClick={() => exportJoins(l, [t('name'), t('nameEn'), t('joinedAt')])}
                data-testid="classroom-export"
              >
                {t('export')}
              </Button>,
            ]}
          >
            {digits(localOf(l.startedAt))}
            {l.closedAt ? ` – ${digits(timeOf(l.closedAt))}` : ` · ${t('liveNow')}`} · {t('joined', { n: digits(l.joins.length) })}
          </List.Item>
        )}
      />
    </Card>
  );
}
