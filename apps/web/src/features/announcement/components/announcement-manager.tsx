import '../i18n';
import { useState } from 'react';
import { Flex, Form, Segmented, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANNOUNCEMENT_TARGET_TYPE } from '@school/contract/enum/enum.values';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { RowActions } from '../../../components/row-actions';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/feedback';
import { useEnumLabel } from '../../../components/enum-options';
import { localName } from '../../../lib/bilingual';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/date';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { announcementApi, type TAnnouncement, type TAnnouncementEntry } from '../api/announcement-api';
import { AnnouncementFields, type TAnnouncementFormValues } from './announcement-form';

type TMode = 'mine' | 'all';

/** The announcement's title in the page's language, the other language under it. */
export const announcementTitle = (a: Pick<TAnnouncementEntry, 'title' | 'titleEn'>, locale: string) => (locale === 'en' ? a.titleEn : a.title);

/**
 * /announcement: the published announcements for the signed-in user, newest first; the office
 * (MANAGE_ANNOUNCEMENT) also sees every stored one (data-calls §6 admin mode), writes, publishes and deletes.
 */
export function AnnouncementManager() {
  const { t } = useTranslation('announcement');
  const locale = useLocale();
  const digits = useDigits();
  const to = useLocalePath();
  const notify = useNotify();
  const { confirmDelete } = useConfirm();
  const permissions = usePermissions();
  const office = permissions.has('MANAGE_ANNOUNCEMENT');
  const [mode, setMode] = useState<TMode>('all');
  const admin = office && mode === 'all';
  const targetLabel = useEnumLabel('announcementTargetType');
  const queryClient = useQueryClient();
  const save = announcementApi.useSave();
  const remove = announcementApi.useRemove();
  const [form] = Form.useForm<TAnnouncementFormValues>();
  const [editing, setEditing] = useState<TAnnouncement | 'new' | undefined>();
  const record = editing && editing !== 'new' ? editing : undefined;

  const open = async (id?: string) => {
    form.resetFields();
    if (!id) {
      form.setFieldsValue({ targetType: ANNOUNCEMENT_TARGET_TYPE.ALL, targetTypes: [], isPublish: false, files: [], removeFileIds: [] });
      setEditing('new');
      return;
    }
    const a = await queryClient.fetchQuery(announcementApi.getQuery(id));
    form.setFieldsValue({
      title: a.title,
      titleEn: a.titleEn,
      description: a.description,
      descriptionEn: a.descriptionEn,
      targetType: a.targetType,
      targetTypes: a.targetTypes.map((x) => x.id),
      isPublish: a.isPublish,
      files: [],
      removeFileIds: [],
    });
    setEditing(a);
  };

  const submit = async (v: TAnnouncementFormValues) => {
    const body = {
      title: v.title.trim(),
      titleEn: v.titleEn.trim(),
      description: v.description.trim(),
      descriptionEn: v.descriptionEn.trim(),
      targetType: v.targetType,
      targetTypes: v.targetTypes ?? [],
      isPublish: Boolean(v.isPublish),
      files: v.files ?? [],
      removeFileIds: v.removeFileIds ?? [],
    };
    if (record) await save.mutateAsync({ ...body, id: record.id, version: record.version });
    else await save.mutateAsync(body);
    notify.success(body.isPublish && !record?.isPublish ? t('published') : t('common:state.saved'));
    setEditing(undefined);
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={office && <AddButton label={t('add')} onClick={() => void open()} testId="announcement-add" />}
      />
      <DataTable<TAnnouncementEntry, Record<string, never>>
        pageKey={`announcement-${admin ? 'all' : 'mine'}`}
        queryKey={[...announcementApi.keys.list, admin]}
        rowKey="id"
        testId="announcement-table"
        toolbar={
          office && (
            <Segmented<TMode>
              value={mode}
              onChange={setMode}
              options={[
                { value: 'all', label: t('mode.all') },
                { value: 'mine', label: t('mode.mine') },
              ]}
              data-testid="announcement-mode"
            />
          )
        }
        fetchPage={async ({ pageIndex, pageSize }) => {
          const page = await queryClient.fetchQuery(announcementApi.listQuery({ pageIndex, pageSize, admin: admin || undefined }));
          return { items: page.items, total: page.total ?? page.items.length };
        }}
        columns={[
          { title: t('common:table.index'), key: 'index', width: 64, render: (_v, _r, i) => digits(i + 1) },
          {
            title: t('announcement'),
            key: 'title',
            width: admin ? 380 : 560,
            render: (_v, a) => (
              <Flex vertical gap={2} style={{ maxWidth: admin ? 380 : 560, whiteSpace: 'normal' }}>
                <Link to={to(a.url)} data-testid="announcement-link">
                  <Typography.Text strong>{announcementTitle(a, locale)}</Typography.Text>
                </Link>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                  {localName({ description: a.description, descriptionEn: a.descriptionEn }, locale)}
                </Typography.Paragraph>
              </Flex>
            ),
          },
          {
            title: t('date'),
            key: 'date',
            width: 190,
            render: (_v, a) => formatDate(a.publishedAt ?? a.createdAt, locale, DATE_TIME_FORMAT),
          },
          {
            title: t('files'),
            key: 'files',
            width: 90,
            render: (_v, a) =>
              a.fileCount > 0 ? (
                <span>
                  <PaperClipOutlined aria-hidden /> {digits(a.fileCount)}
                </span>
              ) : null,
          },
          ...(admin
            ? [
                { title: t('form.target'), key: 'target', width: 150, render: (_v: unknown, a: TAnnouncementEntry) => targetLabel(a.targetType) },
                {
                  title: t('status'),
                  key: 'status',
                  width: 130,
                  render: (_v: unknown, a: TAnnouncementEntry) =>
                    a.isPublish ? <Tag color="success">{t('state.published')}</Tag> : <Tag color="default">{t('state.draft')}</Tag>,
                },
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  width: 120,
                  render: (_v: unknown, a: TAnnouncementEntry) => (
                    <RowActions
                      name={announcementTitle(a, locale)}
                      onEdit={() => void open(a.id).catch((e: unknown) => notify.error(e))}
                      onDelete={() => confirmDelete(announcementTitle(a, locale), () => remove.mutateAsync(a.id))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDrawer<TAnnouncementFormValues>
        open={editing !== undefined}
        title={record ? t('edit') : t('add')}
        form={form}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
        submitting={save.isPending}
        width={720}
        testId="announcement-form"
      >
        <AnnouncementFields editing={record} />
      </FormDrawer>
    </>
  );
}
