import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Form, Input, Row, Select, Table, TimePicker, Typography } from 'antd';
import { DeleteOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import dayjs, { type Dayjs } from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { DataTable, pageLocally } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { NumberInput } from '../../../components/number-input';
import { useNotify } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { useRecordEditor } from '../../../components/record-editor';
import { SortIndexField } from '../../../components/status-sort-fields';
import { useLocalName } from '../../../components/bilingual-name';
import { useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { levelClassifiedQuery } from '../../../lib/setup-lookups';
import { NamedSelect } from '../../../components/named-select';
import { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
import { generateSessionTimes, sessionTimeApi, useSaveSessionTimes, type TSessionTimeItem } from '../api/session-time-api';

const TIME = 'HH:mm';
const DEFAULT_START: Record<number, string> = {
  0: '07:00',
  1: '13:00',
  2: '17:30',
  3: '07:00',
};

type TDraftRow = {
  key: number;
  from: Dayjs | null;
  to: Dayjs | null;
  description: string;
  descriptionEn: string;
  sortIndex: number;
};
type TGenerateValues = {
  startTime: Dayjs;
  sessionMinutes: number;
  breakMinutes: number;
  sessionCount: number;
};
type TEditValues = {
  from: Dayjs;
  to: Dayjs;
  description: string;
  descriptionEn: string;
  sortIndex: number;
};

const rowProblem = (r: TDraftRow) => !r.from || !r.to || !r.to.isAfter(r.from) || !r.description.trim() || !r.descriptionEn.trim();

/** `/settings/academic-session-time` (and `/settings/academicSessionTime`): the periods of each level and time shift; generate, edit the preview, save. */
export function SessionTimeManager() {
  const { t } = useTranslation('session-time');
  const localName = useLocalName();
  const notify = useNotify();
  const canManage = usePermissions().has('MANAGE_SESSION_TIME');
  const queryClient = useQueryClient();
  const levels = useQuery(levelClassifiedQuery());
  const shiftOptions = useEnumOptions('academicTimeShift');
  const shiftLabel = useEnumLabel('academicTimeShift');
  const [chosenLevel, setLevelId] = useState<string>();
  const levelId = chosenLevel ?? levels.data?.[0]?.id;
  const [shift, setShift] = useState(0);
  const [draft, setDraft] = useState<TDraftRow[]>();
  const [generating, setGenerating] = useState(false);
  const [genForm] = Form.useForm<TGenerateValues>();
  const saveBatch = useSaveSessionTimes();
  const editor = useRecordEditor({
    save: sessionTimeApi.useSave(),
    remove: sessionTimeApi.useRemove(),
    name: (r: TSessionTimeItem) => localName(r),
  });
  const saveOutcome = useSaveOutcome();
  const digits = useDigits();
  const level = levels.data?.find((l) => l.id === levelId);
  const listQuery = {
    levelClassifiedId: levelId ?? '',
    academicTimeShift: shift,
  };

  const generate = async (v: TGenerateValues) => {
    if (!levelId) return;
    setGenerating(true);
    try {
      const rows = await generateSessionTimes(levelId, {
        academicTimeShift: shift,
        startTime: v.startTime.format(TIME),
        sessionMinutes: v.sessionMinutes,
        breakMinutes: v.breakMinutes,
        sessionCount: v.sessionCount,
      });
      setDraft(
        rows.map((r, i) => ({
          key: i,
          from: dayjs(r.from, TIME),
          to: dayjs(r.to, TIME),
          description: r.description,
          descriptionEn: r.descriptionEn,
          sortIndex: r.sortIndex,
        })),
      );
    } catch (error) {
      notify.errorDialog(error);
    } finally {
      setGenerating(false);
    }
  };

  const patch = (key: number, change: Partial<TDraftRow>) => setDraft((rows) => rows?.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const draftInvalid = !draft?.length || draft.some(rowProblem);

  return (
    <>
      <PageHeader title={t('sessionTime.title')} crumbs={[{ label: t('settings') }, { label: t('sessionTime.title') }]} />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <NamedSelect
          items={levels.data ?? []}
          value={levelId}
          onChange={(v) => {
            setLevelId(v);
            setDraft(undefined);
          }}
          loading={levels.isLoading}
          ariaLabel={t('level')}
          testId="filter-level"
        />
        <Select
          value={shift}
          options={shiftOptions}
          onChange={(v) => {
            setShift(v);
            setDraft(undefined);
            // Each shift starts at its usual hour (morning 07:00, afternoon 13:00, evening 17:30).
            genForm.setFieldValue('startTime', dayjs(DEFAULT_START[v] ?? '07:00', TIME));
          }}
          aria-label={t('sessionTime.shift')}
          data-testid="filter-shift"
          style={{ minWidth: 180 }}
        />
      </Flex>
      {canManage && levelId && (
        <Card size="small" title={t('sessionTime.generateTitle')} style={{ marginBottom: 16 }} data-testid="session-generate">
          <Form<TGenerateValues>
            form={genForm}
            layout="vertical"
            initialValues={{
              startTime: dayjs(DEFAULT_START[shift] ?? '07:00', TIME),
              sessionMinutes: 50,
              breakMinutes: 10,
              sessionCount: 4,
            }}
            onFinish={(v) => void generate(v)}
          >
            <Row gutter={12} align="bottom">
              <Col xs={12} md={5}>
                <Form.Item name="startTime" label={t('sessionTime.startTime')} rules={[{ required: true }]}>
                  <TimePicker format={TIME} minuteStep={5} style={{ width: '100%' }} needConfirm={false} />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item name="sessionMinutes" label={t('sessionTime.minutes')} rules={[{ required: true }]}>
                  <NumberInput min={10} max={240} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item name="breakMinutes" label={t('sessionTime.break')} rules={[{ required: true }]}>
                  <NumberInput min={0} max={120} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name="sessionCount" label={t('sessionTime.count')} rules={[{ required: true }]}>
                  <NumberInput min={1} max={12} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={24} md={5}>
                <Form.Item>
                  <Button icon={<ThunderboltOutlined />} htmlType="submit" loading={generating} data-testid="session-generate-run" block>
                    {t('sessionTime.generate')}
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          </Form>
          {draft && (
            <>
              <Typography.Paragraph type="secondary">
                {t('sessionTime.previewHint', {
                  level: localName(level),
                  shift: shiftLabel(shift),
                })}
              </Typography.Paragraph>
              <Table<TDraftRow>
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={draft}
                data-testid="session-preview"
                locale={{
                  emptyText: <Empty description={t('sessionTime.previewEmpty')} />,
                }}
                columns={[
                  {
                    title: t('sessionTime.from'),
                    key: 'from',
                    width: 130,
                    render: (_v, r) => (
                      <TimePicker
                        format={TIME}
                        value={r.from}
                        onChange={(v) => patch(r.key, { from: v })}
                        needConfirm={false}
                        aria-label={t('sessionTime.from')}
                      />
                    ),
                  },
                  {
                    title: t('sessionTime.to'),
                    key: 'to',
                    width: 150,
                    render: (_v, r) => (
                      <>
                        <TimePicker
                          format={TIME}
                          value={r.to}
                          status={r.from && r.to && !r.to.isAfter(r.from) ? 'error' : undefined}
                          onChange={(v) => patch(r.key, { to: v })}
                          needConfirm={false}
                          aria-label={t('sessionTime.to')}
                        />
                        {r.from && r.to && !r.to.isAfter(r.from) && (
                          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                            {t('sessionTime.toRule')}
                          </Typography.Text>
                        )}
                      </>
                    ),
                  },
                  {
                    title: t('sessionTime.nameKm'),
                    key: 'description',
                    render: (_v, r) => (
                      <Input
                        value={r.description}
                        status={r.description.trim() ? undefined : 'error'}
                        onChange={(e) => patch(r.key, { description: e.target.value })}
                        aria-label={t('sessionTime.nameKm')}
                      />
                    ),
                  },
                  {
                    title: t('sessionTime.nameEn'),
                    key: 'descriptionEn',
                    render: (_v, r) => (
                      <Input
                        lang="en"
                        value={r.descriptionEn}
                        status={r.descriptionEn.trim() ? undefined : 'error'}
                        onChange={(e) => patch(r.key, { descriptionEn: e.target.value })}
                        aria-label={t('sessionTime.nameEn')}
                      />
                    ),
                  },
                  {
                    title: t('common:table.actions'),
                    key: 'remove',
                    width: 80,
                    render: (_v, r) => (
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('sessionTime.removeRow')}
                        data-testid="session-preview-remove"
                        onClick={() => setDraft((rows) => rows?.filter((x) => x.key !== r.key))}
                      />
                    ),
                  },
                ]}
              />
              <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
                <Button onClick={() => setDraft(undefined)}>{t('common:action.cancel')}</Button>
                <Button
                  type="primary"
                  disabled={draftInvalid}
                  loading={saveBatch.isPending}
                  data-testid="session-preview-save"
                  onClick={() =>
                    saveOutcome(
                      () =>
                        saveBatch.mutateAsync({
                          body: {
                            academicSessionTimeLevelClassifiedId: levelId,
                            academicTimeShift: shift,
                            sessionTimes: draft.map((r, i) => ({
                              from: r.from!.format(TIME),
                              to: r.to!.format(TIME),
                              description: r.description.trim(),
                              descriptionEn: r.descriptionEn.trim(),
                              sortIndex: i + 1,
                            })),
                          },
                        }),
                      () => setDraft(undefined),
                    )
                  }
                >
                  {t('sessionTime.saveAll', { n: digits(draft.length) })}
                </Button>
              </Flex>
            </>
          )}
        </Card>
      )}
      {!levels.isLoading && !levelId && <Alert type="info" showIcon message={t('sessionTime.noLevel')} />}
      {levelId && (
        <DataTable<TSessionTimeItem>
          pageKey="session-time"
          queryKey={[...sessionTimeApi.keys.list, levelId, shift]}
          rowKey="id"
          testId="session-table"
          fetchPage={async (request) => {
            const result = await queryClient.fetchQuery(sessionTimeApi.listQuery(listQuery));
            return pageLocally(result.items, request, result.total);
          }}
          columns={[
            {
              title: t('sessionTime.sort'),
              dataIndex: 'sortIndex',
              width: 80,
              render: (v: number) => digits(v),
            },
            {
              title: t('sessionTime.name'),
              key: 'name',
              render: (_v, r) => localName(r),
            },
            {
              title: t('sessionTime.from'),
              dataIndex: 'from',
              render: (v: string) => digits(v),
            },
            {
              title: t('sessionTime.to'),
              dataIndex: 'to',
              render: (v: string) => digits(v),
            },
            {
              title: t('sessionTime.shift'),
              dataIndex: 'academicTimeShift',
              render: (v: number) => shiftLabel(v),
            },
            ...editor.actionsColumn(canManage),
          ]}
        />
      )}
      <FormDrawer<TEditValues>
        {...editor.drawerProps({ add: t('sessionTime.edit'), edit: t('sessionTime.edit') }, 'session-form')}
        initialValues={
          editor.record && {
            from: dayjs(editor.record.from, TIME),
            to: dayjs(editor.record.to, TIME),
            description: editor.record.description,
            descriptionEn: editor.record.descriptionEn,
            sortIndex: editor.record.sortIndex,
          }
        }
        onSubmit={editor.submit((v: TEditValues) => ({
          from: v.from.format(TIME),
          to: v.to.format(TIME),
          ...trimmedDescriptions(v),
          sortIndex: v.sortIndex,
        }))}
      >
        <DescriptionFields labels={{ km: t('sessionTime.nameKm'), en: t('sessionTime.nameEn') }} max={100} />
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="from" label={t('sessionTime.from')} rules={[{ required: true }]}>
              <TimePicker format={TIME} style={{ width: '100%' }} needConfirm={false} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="to"
              label={t('sessionTime.to')}
              dependencies={['from']}
              rules={[
                { required: true },
                ({ getFieldValue }) => ({
                  validator: (_r, value: Dayjs | undefined) => {
                    const from = getFieldValue('from') as Dayjs | undefined;
                    return !value || !from || value.isAfter(from) ? Promise.resolve() : Promise.reject(new Error(t('sessionTime.toRule')));
                  },
                }),
              ]}
            >
              <TimePicker format={TIME} style={{ width: '100%' }} needConfirm={false} />
            </Form.Item>
          </Col>
        </Row>
        <SortIndexField label={t('sessionTime.sort')} max={999} />
      </FormDrawer>
    </>
  );
}
