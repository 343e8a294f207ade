import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Flex, Form, Input, Result, Row, Skeleton, Table, Typography, type InputProps } from 'antd';
import { Steps } from '../../../components/steps';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import { academicYearRefs } from '@school/contract/academic-year/academic-year.refs';
import { userRefs } from '@school/contract/user/user.refs';
import { NumberInput } from '../../../components/number-input';
import { useNotify } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { BilingualName } from '../../../components/bilingual-name';
import { DescriptionFields, trimmedDescriptions } from '../../../components/description-fields';
import { apiKeyPrefix } from '../../../lib/api-query';
import { formatDate, khmerDigits } from '../../../lib/date';
import { useLocale, useLocaleNavigate, useDigits } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { basicInfoQuery, initialYearApi, useCompleteSetup, useSaveBasicInfo, type TBasic } from '../api/initial-setup-api';
import { StructureStep } from './structure-step';

const STEPS = ['basic', 'year', 'structure', 'finish'] as const;
type TStep = (typeof STEPS)[number];

/** The first step not done yet, so the wizard resumes where the school left it. */
function resumeStep(info: TBasic): TStep {
  if (info.progress.academicYears === 0) return info.version > 1 ? 'year' : 'basic';
  if (info.progress.classes === 0) return 'structure';
  return 'finish';
}

/**
 * The initial setup's steps: the school's basic information, its first academic year, then the Cambodian
 * public-school template in one step, a spreadsheet of the whole setup or part-by-part entry, and finish.
 * Users who may not run it are told to wait.
 */
export function InitialSetupWizard() {
  const { t } = useTranslation('initial-setup');
  const permissions = usePermissions();
  const canRun = permissions.has('MANAGE_INITIAL_SETUP');
  const info = useQuery({ ...basicInfoQuery(), enabled: canRun && permissions.ready });
  const [chosen, setStep] = useState<TStep>();
  const step = chosen ?? (info.data ? resumeStep(info.data) : undefined);

  if (!permissions.ready || (canRun && (info.isLoading || !step))) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  if (!canRun) return <Result status="info" title={t('waitTitle')} subTitle={t('waitText')} />;
  if (info.isError || !info.data || !step) return <Alert type="error" showIcon title={t('loadFailed')} />;
  return (
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
  );
}

type TBasicValues = {
  name: string;
  nameEn: string;
  address?: string;
  addressEn?: string;
  phone?: string;
  email?: string;
  ministryName?: string;
  ministryNameEn?: string;
};

/** The inputs of the basic information, in pairs (Khmer, English) laid two to a row. */
const BASIC_FIELDS: Array<{ name: keyof TBasicValues; label: string; rules: Rule[]; input?: InputProps }> = [
  { name: 'name', label: 'basic.name', rules: [{ required: true, whitespace: true }, { max: 200 }] },
  { name: 'nameEn', label: 'basic.nameEn', rules: [{ required: true, whitespace: true }, { max: 200 }], input: { lang: 'en' } },
  { name: 'address', label: 'basic.address', rules: [{ max: 500 }] },
  { name: 'addressEn', label: 'basic.addressEn', rules: [{ max: 500 }], input: { lang: 'en' } },
  { name: 'phone', label: 'basic.phone', rules: [{ max: 50 }], input: { inputMode: 'tel' } },
  { name: 'email', label: 'basic.email', rules: [{ type: 'email' }, { max: 200 }], input: { inputMode: 'email' } },
  { name: 'ministryName', label: 'basic.ministry', rules: [{ max: 200 }] },
  { name: 'ministryNameEn', label: 'basic.ministryEn', rules: [{ max: 200 }], input: { lang: 'en' } },
];

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
              version: info.version,
              name: v.name.trim(),
              nameEn: v.nameEn.trim(),
              address: text(v.address),
              addressEn: text(v.addressEn),
              phone: text(v.phone),
              email: text(v.email),
              ministryName: text(v.ministryName),
              ministryNameEn: text(v.ministryNameEn),
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
        {BASIC_FIELDS.map((f) => (
          <Col key={f.name} xs={24} md={12}>
            <Form.Item name={f.name} label={t(f.label)} rules={f.rules}>
              <Input {...f.input} />
            </Form.Item>
          </Col>
        ))}
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
                  ...trimmedDescriptions(v),
                  fromYear: v.fromYear,
                  toYear: v.toYear,
                  startDate: v.startDate.format('YYYY-MM-DD'),
                  endDate: v.endDate.format('YYYY-MM-DD'),
                  isCurrent: true,
                }),
              onDone,
              form,
            )
          }
        >
          <Row gutter={12}>
            <DescriptionFields labels={{ km: t('year.nameKm'), en: t('year.nameEn') }} max={null} col={{ xs: 24, md: 12 }} />
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
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={rows.map(([key, count]) => ({ key, label: t(`finish.${key}`), children: n(count) }))}
      />
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
              await complete.mutateAsync({});
              await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(userRefs.me) });
              await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(academicYearRefs.listByToken).slice(0, 1) });
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
