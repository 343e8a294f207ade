import '../i18n';
import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, PaperClipOutlined, StopOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTOR_TYPE } from '@school/contract/common/actor.schemas';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AddButton } from '../../../components/settings-filters';
import { DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useNotify } from '../../../components/feedback';
import { useEnumLabel } from '../../../components/enum-options';
import { formatDate } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { useMe, usePermissions } from '../../auth/use-session';
import { downloadLeaveFile, guardianChildrenQuery, leaveRequestApi, useDecideLeaveRequest, type TLeaveRequest } from '../api/leave-request-api';
import { LeaveRequestFields, type TLeaveFormValues } from './leave-request-form';
import { JoinedText } from '../../../components/joined-text';

/** portal §3 'Leave request status': 0 approved (success), 1 and 3 rejected or cancelled (error), 2 pending (warning). */
const STATUS_COLOUR: Record<number, string> = { 0: 'success', 1: 'error', 2: 'warning', 3: 'error' };
type TFilters = { status?: number; actorType?: number };

/**
 * /leave-request: the requests the user reaches (her own, her main class's students', or the whole school
 * for the office), a new request, changes while pending, and approval or rejection by whom may decide.
 */
export function LeaveRequestManager() {
  const { t } = useTranslation('leave-request');
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const permissions = usePermissions();
  const me = useMe();
  const statusLabel = useEnumLabel('leaveRequestStatus');
  const queryClient = useQueryClient();
  const save = leaveRequestApi.useSave();
  const decide = useDecideLeaveRequest();
  const [form] = Form.useForm<TLeaveFormValues>();
  const [editing, setEditing] = useState<TLeaveRequest | 'new' | undefined>();
  const [deciding, setDeciding] = useState<TLeaveRequest | undefined>();
  const [comment, setComment] = useState('');

  const office = permissions.has('MANAGE_LEAVE_REQUEST');
  const ownActor = me.data?.actorType;
  // The office asks for anyone; a student or an employee for herself; a guardian for one of his children.
  const guardian = !office && ownActor === ACTOR_TYPE.GUARDIAN;
  const canAsk = office || ownActor === 0 || ownActor === 1 || guardian;
  const children = useQuery({ ...guardianChildrenQuery(), enabled: guardian });
  const childOptions = guardian
    ? (children.data ?? []).map((c) => ({
        value: c.id,
        label: `${locale === 'en' ? c.fullNameEn : c.fullName} · ${locale === 'en' ? c.fullName : c.fullNameEn}`,
      }))
    : undefined;
  const record = editing && editing !== 'new' ? editing : undefined;

  const open = (r?: TLeaveRequest) => {
    form.resetFields();
    form.setFieldsValue(
      r
        ? {
            actorType: r.actorType,
            leaveTypeId: r.leaveTypeId,
            dateType: r.dateType,
            fromDate: dayjs(r.fromDate),
            toDate: dayjs(r.toDate),
            reason: r.reason,
            files: [],
          }
        : {
            actorType: office || guardian ? 0 : (ownActor ?? 0),
            actorId: guardian && childOptions?.length === 1 ? childOptions[0]!.value : undefined,
            dateType: 0,
            files: [],
          },
    );
    setEditing(r ?? 'new');
  };

  const submit = async (v: TLeaveFormValues) => {
    const body = {
      leaveTypeId: v.leaveTypeId,
      dateType: v.dateType,
      fromDate: v.fromDate.format('YYYY-MM-DD'),
      toDate: v.toDate.format('YYYY-MM-DD'),
      reason: v.reason.trim(),
      files: v.files ?? [],
    };
    if (record) await save.mutateAsync({ ...body, id: record.id, version: record.version, removeFileIds: [], cancel: false });
    // Only the office's form has the person fields; others ask for themselves.
    else if (guardian) await save.mutateAsync({ ...body, actorType: ACTOR_TYPE.STUDENT, actorId: v.actorId });
    else await save.mutateAsync({ ...body, actorType: office ? v.actorType : (ownActor ?? 0), actorId: office ? v.actorId : undefined });
    notify.success(t('common:state.saved'));
    setEditing(undefined);
  };

  const cancelRequest = (r: TLeaveRequest) =>
    Modal.confirm({
      title: t('cancelTitle'),
      okText: t('cancelRequest'),
      cancelText: t('common:action.close'),
      onOk: async () => {
        try {
          await save.mutateAsync({
            id: r.id,
            version: r.version,
            leaveTypeId: r.leaveTypeId,
            dateType: r.dateType,
            fromDate: r.fromDate,
            toDate: r.toDate,
            reason: r.reason,
            files: [],
            removeFileIds: [],
            cancel: true,
          });
          notify.success(t('common:state.saved'));
        } catch (error) {
          notify.error(error);
        }
      },
    });

  const sendDecision = async (status: 0 | 1) => {
    if (!deciding) return;
    try {
      await decide.mutateAsync({ body: { id: deciding.id, version: deciding.version, status, comment: comment.trim() || undefined } });
      notify.success(status === 0 ? t('approved') : t('rejected'));
      setDeciding(undefined);
    } catch (error) {
      notify.error(error);
    }
  };

  const period = (r: TLeaveRequest) =>
    r.dateType === 1
      ? `${formatDate(r.fromDate, locale, 'MM/YYYY')} – ${formatDate(r.toDate, locale, 'MM/YYYY')}`
      : `${formatDate(r.fromDate, locale, 'DD/MM/YYYY')} – ${formatDate(r.toDate, locale, 'DD/MM/YYYY')}`;

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        extra={canAsk && <AddButton label={t('add')} onClick={() => open()} testId="leave-add" />}
      />
      <DataTable<TLeaveRequest, TFilters>
        pageKey="leave-request"
        queryKey={leaveRequestApi.keys.list}
        rowKey="id"
        testId="leave-table"
        filters={
          <>
            <Form.Item name="status">
              <Select
                allowClear
                aria-label={t('status')}
                placeholder={t('allStatuses')}
                style={{ width: 170 }}
                options={[2, 0, 1, 3].map((s) => ({ value: s, label: statusLabel(s) }))}
              />
            </Form.Item>
            {ownActor !== 0 && !guardian && (
              <Form.Item name="actorType">
                <Select
                  allowClear
                  aria-label={t('form.for')}
                  placeholder={t('allPeople')}
                  // Wide enough for 'Students and employees' (170 px cut it to 'Students and employ…').
                  style={{ width: 230 }}
                  options={[
                    { value: 0, label: t('form.student') },
                    { value: 1, label: t('form.employee') },
                  ]}
                />
              </Form.Item>
            )}
          </>
        }
        fetchPage={async ({ pageIndex, pageSize, filters }) => {
          const page = await queryClient.fetchQuery(leaveRequestApi.listQuery({ pageIndex, pageSize, status: filters.status, actorType: filters.actorType }));
          return { items: page.items, total: page.total ?? page.items.length };
        }}
        columns={[
          { title: t('common:table.index'), key: 'index', width: 64, render: (_v, _r, i) => digits(i + 1) },
          {
            title: t('person'),
            key: 'person',
            render: (_v, r) => (
              <Flex vertical>
                <Typography.Text strong>{locale === 'en' ? r.fullNameEn : r.fullName}</Typography.Text>
                <Typography.Text type="secondary">
                  <JoinedText
                    parts={[
                      r.actorCode,
                      r.actorType === 0
                        ? localName({ description: r.academicClass ?? '', descriptionEn: r.academicClassEn ?? '' }, locale)
                        : t('form.employee'),
                    ]}
                  />
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t('leaveType'), key: 'leaveType', render: (_v, r) => localName({ description: r.leaveType, descriptionEn: r.leaveTypeEn }, locale) },
          {
            title: t('period'),
            key: 'period',
            render: (_v, r) => (
              <Flex vertical>
                <span>{period(r)}</span>
                <Typography.Text type="secondary">{t(r.dateType === 1 ? 'monthCount' : 'dayCount', { count: r.count })}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('status'),
            key: 'status',
            render: (_v, r) => (
              <Flex vertical gap={2}>
                <Tag color={STATUS_COLOUR[r.status]} data-testid="leave-status">
                  {statusLabel(r.status)}
                </Tag>
                {r.decidedBy && <Typography.Text type="secondary">{t('decidedBy', { name: r.decidedBy })}</Typography.Text>}
                {r.comment && <Typography.Text type="secondary">{r.comment}</Typography.Text>}
              </Flex>
            ),
          },
          {
            title: t('reason'),
            dataIndex: 'reason',
            render: (v: string) => (
              <Typography.Paragraph style={{ maxWidth: 220, margin: 0 }} ellipsis={{ rows: 2, tooltip: v }}>
                {v}
              </Typography.Paragraph>
            ),
          },
          {
            title: t('files'),
            key: 'files',
            render: (_v, r) => (
              <Flex vertical>
                {r.files.map((f) => (
                  <Button
                    key={f.id}
                    type="link"
                    size="small"
                    icon={<PaperClipOutlined />}
                    style={{ paddingInline: 0 }}
                    onClick={() => void downloadLeaveFile(f.id, f.fileName).catch(notify.error)}
                  >
                    {f.fileName}
                  </Button>
                ))}
              </Flex>
            ),
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_v, r) => (
              <Space size={4} wrap>
                {r.canDecide && (
                  <Button
                    size="small"
                    type="primary"
                    data-testid="leave-decide"
                    onClick={() => {
                      setComment('');
                      setDeciding(r);
                    }}
                  >
                    {t('decide')}
                  </Button>
                )}
                {r.canEdit && <Button size="small" icon={<EditOutlined />} aria-label={t('common:action.edit')} onClick={() => open(r)} />}
                {r.canEdit && <Button size="small" danger icon={<StopOutlined />} aria-label={t('cancelRequest')} onClick={() => cancelRequest(r)} />}
              </Space>
            ),
          },
        ]}
      />
      <FormDrawer<TLeaveFormValues>
        open={editing !== undefined}
        title={record ? t('edit') : t('add')}
        form={form}
        onClose={() => setEditing(undefined)}
        onSubmit={(v) => submit(v).catch(notify.error)}
        submitting={save.isPending}
        testId="leave-form"
      >
        <LeaveRequestFields form={form} choosePerson={office} editing={Boolean(record)} childOptions={childOptions} />
      </FormDrawer>
      <Modal
        open={deciding !== undefined}
        title={t('decideTitle')}
        onCancel={() => setDeciding(undefined)}
        footer={
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => setDeciding(undefined)}>{t('common:action.close')}</Button>
            <Button danger icon={<CloseOutlined />} loading={decide.isPending} onClick={() => void sendDecision(1)} data-testid="leave-reject">
              {t('reject')}
            </Button>
            <Button type="primary" icon={<CheckOutlined />} loading={decide.isPending} onClick={() => void sendDecision(0)} data-testid="leave-approve">
              {t('approve')}
            </Button>
          </Flex>
        }
      >
        {deciding && (
          <Flex vertical gap={8}>
            <Typography.Text strong>{locale === 'en' ? deciding.fullNameEn : deciding.fullName}</Typography.Text>
            <span>
              {localName({ description: deciding.leaveType, descriptionEn: deciding.leaveTypeEn }, locale)} · {period(deciding)}
            </span>
            <Typography.Paragraph>{deciding.reason}</Typography.Paragraph>
            <Input.TextArea
              rows={2}
              maxLength={1000}
              placeholder={t('comment')}
              aria-label={t('comment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </Flex>
        )}
      </Modal>
    </>
  );
}
