import '../../../features/initial-setup/i18n';
import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Descriptions, Flex, Form, Input, Layout, Radio, Result, Row, Skeleton, Steps, Table, Typography } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, LogoutOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { FileUpload } from '../../../components/file-upload';
import { NumberInput } from '../../../components/number-input';
import { useErrorText, useNotify } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { BilingualName } from '../../../components/bilingual-name';
import { pickLocale } from '../../../lib/bilingual';
import { formatDate, khmerDigits } from '../../../lib/date';
import { saveBlob } from '../../../lib/download';
import { useLocale, useLocaleNavigate, useLocalePath, useDigits } from '../../../lib/use-locale';
import { useMe, usePermissions, useSignOut } from '../../../features/auth/use-session';
import {
  basicInfoQuery,
  downloadImportTemplate,
  importInfoQuery,
  initialYearApi,
  useApplyTemplate,
  useCompleteSetup,
  useDiscardImport,
  useSaveBasicInfo,
  useSubmitImport,
  useUploadImport,
  type TBasic,
  type TRecordCount,
} from '../../../features/initial-setup/api/initial-setup-api';
import { ManualSetup } from './manual-setup';

const STEPS = ['basic', 'year', 'structure', 'finish'] as const;
type TStep = (typeof STEPS)[number];

/** The first step not done yet, so the wizard resumes where the school left it. */
function resumeStep(info: TBasic): TStep {
  if (info.progress.academicYears === 0) return info.version > 1 ? 'year' : 'basic';
  if (info.progress.classes === 0) return 'structure';
  return 'finish';
}

/**
 * /setup/initial-setup (its own layout, portal §2): the school's basic information, its first academic
 * year, then the Cambodian public-school template in one step or a spreadsheet of the whole setup, and
 * finish — after which every user goes to the dashboard.
 */
export function InitialSetupPage() {
  const { t } = useTranslation('initial-setup');
  const locale = useLocale();
  const me = useMe();
  const permissions = usePermissions();
  const to = useLocalePath();
  const navigate = useLocaleNavigate();
  const signOut = useSignOut();
  const canRun = permissions.has('MANAGE_INITIAL_SETUP');
  const info = useQuery({ ...basicInfoQuery(), enabled: canRun && permissions.ready });
  const [chosen, setStep] = useState<TStep>();
  const step = chosen ?? (info.data ? resumeStep(info.data) : undefined);

  if (me.data && !me.data.isInitialSetup) return <Navigate to={to('/dashboard')} replace />;
  const schoolName = me.data ? pickLocale(me.data.schoolName, me.data.schoolNameEn, locale) : '';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 16, borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {schoolName}
        </Typography.Text>
        <Flex gap={8} align="center">
          <LanguageSwitcher />
          <Button
            icon={<LogoutOutlined />}
            onClick={() => {
              void signOut().then(() => navigate('/login'));
            }}
          >
            {t('signOut')}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <div style={{ maxWidth: 960, margin: '0 auto' }}>
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
          {!permissions.ready || (canRun && (info.isLoading || !step)) ? (
            <Card>
              <Skeleton active />
            </Card>
          ) : !canRun ? (
            <Result status="info" title={t('waitTitle')} subTitle={t('waitText')} />
          ) : info.isError || !info.data || !step ? (
            <Alert type="error" showIcon title={t('loadFailed')} />
          ) : (
            <>
              <Steps
                current={STEPS.indexOf(step)}
                onChange={(i) => setStep(STEPS[i])}
                items={STEPS.map((s) => ({ title: t(`steps.${s}`) }))}
                style={{ marginBottom: 16 }}
              />
              <Card data-testid={`setup-step-${step}`}>
                {step === 'basic' && <BasicInfoStep info={info.data} onDone={() => setStep('year')} />}
                {step === 'year' && <YearStep onBack={() => setStep('basic')} onDone={() => setStep('structure')} />}
                {step === 'structure' && <StructureStep onBack={() => setStep('year')} onDone={() => setStep('finish')} />}
                {step === 'finish' && <FinishStep info={info.data} onBack={() => setStep('structure')} />}
              </Card>
            </>
          )}
        </div>
      </Layout.Content>
    </Layout>
  );
}

type TBasicValues = { name: string; nameEn: string; address?: string; addressEn?: string; phone?: string; email?: string; ministryName?: string; ministryNameEn?: string };

function BasicInfoStep({ info, onDone }: { info: TBasic; onDone: () => void }) {
  const { t } = useTranslation('initial-setup');
  const [form] = Form.useForm<TBasicValues>();
  const save = useSaveBasicInfo();
  const saveOutcome = useSaveOutcome();
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return (
    <Form<TBasicValues>
      form={form}
      layout="vertical"
      initialValues={{
        name: info.name,
        nameEn: info.nameEn,
        address: info.address ?? undefined,
        addressEn: info.addressEn ?? undefined,
        phone: info.phone ?? undefined,
        email: info.email ?? undefined,
        ministryName: info.ministryName ?? 'ក្រសួងអប់រំ យុវជន និងកីឡា',
        ministryNameEn: info.ministryNameEn ?? 'Ministry of Education, Youth and Sport',
      }}
      onFinish={(v) =>
        saveOutcome(
          () =>
            save.mutateAsync({
              Version: info.version,
              Name: v.name.trim(),
              NameEn: v.nameEn.trim(),
              Address: text(v.address),
              AddressEn: text(v.addressEn),
              Phone: text(v.phone),
              Email: text(v.email),
              MinistryName: text(v.ministryName),
              MinistryNameEn: text(v.ministryNameEn),
            }),
          onDone,
          form,
        )
      }
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('basic.title')}
      </Typography.Title>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('basic.name')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('basic.nameEn')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
            <Input lang="en" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('basic.address')} rules={[{ max: 500 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="addressEn" label={t('basic.addressEn')} rules={[{ max: 500 }]}>
            <Input lang="en" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('basic.phone')} rules={[{ max: 50 }]}>
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('basic.email')} rules={[{ type: 'email' }, { max: 200 }]}>
            <Input inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ministryName" label={t('basic.ministry')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ministryNameEn" label={t('basic.ministryEn')} rules={[{ max: 200 }]}>
            <Input lang="en" />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="setup-next">
          {t('saveNext')}
        </Button>
      </Flex>
    </Form>
  );
}

type TYearValues = { description: string; descriptionEn: string; fromYear: number; toYear: number; startDate: Dayjs; endDate: Dayjs };

function YearStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('initial-setup');
  const locale = useLocale();
  const years = useQuery(initialYearApi.listQuery());
  const save = initialYearApi.useSave();
  const saveOutcome = useSaveOutcome();
  const [form] = Form.useForm<TYearValues>();
  const list = years.data?.items ?? [];
  const from = dayjs().month() >= 6 ? dayjs().year() : dayjs().year() - 1;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('year.title')}
      </Typography.Title>
      {list.length > 0 && (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={list}
          style={{ marginBottom: 16 }}
          columns={[
            { title: t('year.name'), key: 'name', render: (_v, r) => <BilingualName item={r} /> },
            { title: t('year.startDate'), key: 'start', render: (_v, r) => formatDate(r.startDate, locale) },
            { title: t('year.endDate'), key: 'end', render: (_v, r) => formatDate(r.endDate, locale) },
            { title: t('year.current'), key: 'current', render: (_v, r) => (r.isCurrent ? <CheckCircleOutlined style={{ color: '#52c41a' }} /> : '') },
          ]}
        />
      )}
      {list.length === 0 && (
        <Form<TYearValues>
          form={form}
          layout="vertical"
          initialValues={{
            description: `ឆ្នាំសិក្សា ${khmerDigits(`${from}-${from + 1}`)}`,
            descriptionEn: `Academic year ${from}-${from + 1}`,
            fromYear: from,
            toYear: from + 1,
            startDate: dayjs(`${from}-11-01`),
            endDate: dayjs(`${from + 1}-09-30`),
          }}
          onFinish={(v) =>
            saveOutcome(
              () =>
                save.mutateAsync({
                  Description: v.description.trim(),
                  DescriptionEn: v.descriptionEn.trim(),
                  FromYear: v.fromYear,
                  ToYear: v.toYear,
                  StartDate: v.startDate.format('YYYY-MM-DD'),
                  EndDate: v.endDate.format('YYYY-MM-DD'),
                  IsCurrent: true,
                }),
              onDone,
              form,
            )
          }
        >
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="description" label={t('year.nameKm')} rules={[{ required: true, whitespace: true }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="descriptionEn" label={t('year.nameEn')} rules={[{ required: true, whitespace: true }]}>
                <Input lang="en" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="fromYear" label={t('year.fromYear')} rules={[{ required: true }, { type: 'integer', min: 2000, max: 2100 }]}>
                <NumberInput min={2000} max={2100} precision={0} onChange={(y) => typeof y === 'number' && form.setFieldValue('toYear', y + 1)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="toYear" label={t('year.toYear')} rules={[{ required: true }, { type: 'integer', min: 2000, max: 2101 }]}>
                <NumberInput min={2000} max={2101} precision={0} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="startDate" label={t('year.startDate')} rules={[{ required: true }]}>
                <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="endDate" label={t('year.endDate')} rules={[{ required: true }]}>
                <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
      <Flex justify="space-between">
        <Button onClick={onBack}>{t('common:action.back')}</Button>
        {list.length === 0 ? (
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="setup-next">
            {t('saveNext')}
          </Button>
        ) : (
          <Button type="primary" onClick={onDone} data-testid="setup-next">
            {t('next')}
          </Button>
        )}
      </Flex>
    </>
  );
}

function SummaryTable({ rows, testId }: { rows: TRecordCount[]; testId?: string }) {
  const { t } = useTranslation('initial-setup');
  const locale = useLocale();
  const n = useDigits();
  return (
    <Table<TRecordCount>
      rowKey="entity"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      columns={[
        { title: t('summary.record'), key: 'name', render: (_v, r) => pickLocale(r.name, r.nameEn, locale) },
        { title: t('summary.new'), key: 'new', align: 'right', render: (_v, r) => n(r.new) },
        { title: t('summary.existing'), key: 'existing', align: 'right', render: (_v, r) => n(r.existing) },
      ]}
    />
  );
}

const LEVELS = [
  { code: 'PRI', grades: '1-6' },
  { code: 'LSE', grades: '7-9' },
  { code: 'USE', grades: '10-12' },
] as const;
type TLevelCode = (typeof LEVELS)[number]['code'];

function StructureStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('initial-setup');
  const years = useQuery(initialYearApi.listQuery());
  const year = years.data?.items.find((y) => y.isCurrent) ?? years.data?.items[0];
  const [mode, setMode] = useState<'template' | 'import' | 'manual'>('template');
  const [levels, setLevels] = useState<TLevelCode[]>(['PRI', 'LSE', 'USE']);
  const [perGrade, setPerGrade] = useState<number | null>(2);
  const [applied, setApplied] = useState<TRecordCount[]>();
  const apply = useApplyTemplate();
  const notify = useNotify();

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('structure.title')}
      </Typography.Title>
      <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'template' | 'import' | 'manual')} style={{ marginBottom: 16 }} optionType="button" buttonStyle="solid">
        <Radio.Button value="template" data-testid="setup-mode-template">
          {t('structure.template')}
        </Radio.Button>
        <Radio.Button value="import" data-testid="setup-mode-import">
          {t('structure.import')}
        </Radio.Button>
        <Radio.Button value="manual" data-testid="setup-mode-manual">
          {t('structure.manual')}
        </Radio.Button>
      </Radio.Group>
      {mode === 'manual' ? (
        <ManualSetup onBack={onBack} onDone={onDone} />
      ) : mode === 'template' ? (
        <>
          <Typography.Paragraph>{t('structure.templateText')}</Typography.Paragraph>
          <Form layout="vertical">
            <Form.Item label={t('structure.levels')}>
              <Checkbox.Group
                value={levels}
                disabled={Boolean(applied)}
                onChange={(v) => setLevels(v)}
                options={LEVELS.map((l) => ({ value: l.code, label: t(`structure.level.${l.code}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('structure.classesPerGrade')} extra={t('structure.classesPerGradeHint')}>
              <NumberInput min={0} max={10} precision={0} value={perGrade} onChange={setPerGrade} disabled={Boolean(applied)} style={{ width: 160 }} />
            </Form.Item>
          </Form>
          {applied && (
            <>
              <Alert type="success" showIcon title={t('structure.applied')} style={{ marginBottom: 12 }} />
              <SummaryTable rows={applied} testId="setup-template-summary" />
            </>
          )}
          <Flex justify="space-between" style={{ marginTop: 16 }}>
            <Button onClick={onBack}>{t('common:action.back')}</Button>
            <Flex gap={8}>
              {!applied ? (
                <Button
                  type="primary"
                  loading={apply.isPending}
                  disabled={!year || levels.length === 0}
                  data-testid="setup-apply-template"
                  onClick={async () => {
                    if (!year) return;
                    try {
                      setApplied(await apply.mutateAsync({ AcademicYearId: year.id, ClassesPerGrade: perGrade ?? 0, LevelCodes: levels }));
                    } catch (error) {
                      notify.errorDialog(error);
                    }
                  }}
                >
                  {t('structure.apply')}
                </Button>
              ) : (
                <Button type="primary" onClick={onDone} data-testid="setup-next">
                  {t('next')}
                </Button>
              )}
            </Flex>
          </Flex>
        </>
      ) : (
        <ImportPanel onBack={onBack} onDone={onDone} />
      )}
    </>
  );
}

function ImportPanel({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('initial-setup');
  const locale = useLocale();
  const notify = useNotify();
  const errorText = useErrorText();
  const pending = useQuery(importInfoQuery());
  const upload = useUploadImport();
  const discard = useDiscardImport();
  const submit = useSubmitImport();
  const [files, setFiles] = useState<File[]>([]);
  const [result, setResult] = useState<TRecordCount[]>();
  const [template, setTemplate] = useState(false);
  const info = pending.data;

  if (result) {
    return (
      <>
        <Alert type="success" showIcon title={t('import.submitted')} style={{ marginBottom: 12 }} />
        <SummaryTable rows={result} />
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button type="primary" onClick={onDone} data-testid="setup-next">
            {t('next')}
          </Button>
        </Flex>
      </>
    );
  }
  return (
    <>
      <Typography.Paragraph>{t('import.text')}</Typography.Paragraph>
      <Button
        type="link"
        icon={<DownloadOutlined />}
        loading={template}
        style={{ paddingInline: 0, marginBottom: 12 }}
        data-testid="setup-import-template"
        onClick={async () => {
          setTemplate(true);
          try {
            const file = await downloadImportTemplate();
            saveBlob(file.blob, file.fileName ?? 'initial-setup-template.xlsx');
          } catch (error) {
            notify.errorDialog(error);
          } finally {
            setTemplate(false);
          }
        }}
      >
        {t('import.template')}
      </Button>
      {pending.isError && <Alert type="error" showIcon title={errorText(pending.error)} style={{ marginBottom: 12 }} />}
      {!info ? (
        <>
          <FileUpload kinds={['spreadsheet']} value={files} onChange={setFiles} />
          <Flex justify="space-between" style={{ marginTop: 16 }}>
            <Button onClick={onBack}>{t('common:action.back')}</Button>
            <Button
              type="primary"
              disabled={files.length === 0}
              loading={upload.isPending}
              onClick={async () => {
                try {
                  await upload.mutateAsync(files[0]!);
                  setFiles([]);
                } catch (error) {
                  notify.errorDialog(error);
                }
              }}
            >
              {t('import.read')}
            </Button>
          </Flex>
        </>
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'file', label: t('import.file'), children: info.fileName },
              { key: 'at', label: t('import.uploadedAt'), children: formatDate(info.uploadedAt, locale, 'DD/MM/YYYY HH:mm') },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('import.summary')}
          </Typography.Title>
          <SummaryTable rows={info.recordSummary} />
          <Flex justify="space-between" style={{ marginTop: 16 }}>
            <Button danger loading={discard.isPending} onClick={() => discard.mutate(undefined, { onError: (e) => { notify.errorDialog(e); } })}>
              {t('import.discard')}
            </Button>
            <Button
              type="primary"
              loading={submit.isPending}
              onClick={async () => {
                try {
                  const answer = await submit.mutateAsync(false);
                  setResult(answer?.recordSummary ?? []);
                } catch (error) {
                  notify.errorDialog(error);
                }
              }}
            >
              {t('import.submit')}
            </Button>
          </Flex>
        </>
      )}
    </>
  );
}

function FinishStep({ info, onBack }: { info: TBasic; onBack: () => void }) {
  const { t } = useTranslation('initial-setup');
  const queryClient = useQueryClient();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const complete = useCompleteSetup();
  const n = useDigits();
  const p = info.progress;
  const rows: Array<[string, number]> = [
    ['academicYears', p.academicYears],
    ['classifiedLevels', p.classifiedLevels],
    ['courseLevels', p.courseLevels],
    ['classes', p.classes],
    ['subjectGroupRoots', p.subjectGroupRoots],
    ['levelSubjects', p.levelSubjects],
    ['sessionTimes', p.sessionTimes],
    ['positions', p.positions],
    ['employees', p.employees],
    ['teachingClasses', p.teachingClasses],
    ['students', p.students],
  ];
  const ready = p.academicYears > 0 && p.classifiedLevels > 0 && p.courseLevels > 0 && p.classes > 0;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('finish.title')}
      </Typography.Title>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={rows.map(([key, count]) => ({ key, label: t(`finish.${key}`), children: n(count) }))} />
      {!ready && <Alert type="warning" showIcon title={t('finish.notReady')} style={{ marginTop: 12 }} />}
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Button onClick={onBack}>{t('common:action.back')}</Button>
        <Button
          type="primary"
          disabled={!ready}
          loading={complete.isPending}
          data-testid="setup-complete"
          onClick={async () => {
            try {
              await complete.mutateAsync();
              await queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
              await queryClient.invalidateQueries({ queryKey: ['academic-year'] });
              notify.success(t('finish.done'));
              navigate('/dashboard', { replace: true });
            } catch (error) {
              notify.errorDialog(error);
            }
          }}
        >
          {t('finish.complete')}
        </Button>
      </Flex>
    </>
  );
}
