import '../i18n';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, DatePicker, Flex, Form, Result, Skeleton, Space, Table, Typography } from 'antd';
import { Steps } from '../../../components/steps';
import { CopyOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { SETUP_WIZARD_COPY_STEPS, SETUP_WIZARD_STEPS, type TSetupWizardStep } from '@school/contract/setup-wizard/setup-wizard.schemas';
import { EmbeddedPages, PageHeader } from '../../../components/page-header';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/feedback';
import { useSaveOutcome } from '../../../components/use-save';
import { useLocalName } from '../../../components/bilingual-name';
import { pickLocale } from '../../../lib/bilingual';
import { useDigits, useLocale, useLocaleNavigate, useLocalePath } from '../../../lib/use-locale';
import { useAllYears, type TYearItem } from '../../../lib/setup-lookups';
import { useAcademicYears } from '../../auth/use-session';
import { NamedSelect } from '../../../components/named-select';
import {
  currentWizardQuery,
  semestersQuery,
  useCancelWizard,
  useCompleteWizard,
  useCopyStep,
  useMoveWizard,
  useSaveSemesters,
  wizardSummaryQuery,
  type TRecordCountItem,
  type TWizard,
} from '../api/setup-wizard-api';
import { StartSetupWizardButton } from './start-setup-wizard-button';
import type { ReactNode } from 'react';

const isStep = (value: string | undefined): value is TSetupWizardStep => SETUP_WIZARD_STEPS.includes(value as TSetupWizardStep);
const isCopyStep = (step: TSetupWizardStep): step is (typeof SETUP_WIZARD_COPY_STEPS)[number] => (SETUP_WIZARD_COPY_STEPS as readonly string[]).includes(step);

/**
 * The screen of a step that edits records of another domain (classes, subjects, exams …), given by the page
 * that composes the wizard: `yearId` is the year being set up, `fromYearId` the year it copies from.
 */
export type TWizardScreen = (step: TWizardScreenStep, years: { yearId: string | undefined; fromYearId: string | undefined }) => ReactNode;
export type TWizardScreenStep = Exclude<TSetupWizardStep, 'semester' | 'summary'>;

/** The academic-year setup wizard (portal §2), resumable; the gate keeps its user on the current step. */
export function SetupWizard({ screen }: { screen: TWizardScreen }) {
  const { t } = useTranslation('setup-wizard');
  const { step } = useParams();
  const to = useLocalePath();
  const current = useQuery(currentWizardQuery());
  if (current.isPending) return <Skeleton active />;
  const wizard = current.data;
  if (!wizard) {
    return (
      <>
        <PageHeader
          title={t('wizard.title')}
          crumbs={[{ label: t('settings') }, { label: t('year.title'), path: '/settings/academic-year' }, { label: t('wizard.title') }]}
        />
        <Result status="info" title={t('wizard.notRunning')} subTitle={t('wizard.intro')} extra={<StartSetupWizardButton />} />
      </>
    );
  }
  if (!isStep(step) || step !== wizard.currentStep) return <Navigate to={to(wizard.path)} replace />;
  return <WizardStep wizard={wizard} step={step} screen={screen} />;
}

function WizardStep({ wizard, step, screen }: { wizard: TWizard; step: TSetupWizardStep; screen: TWizardScreen }) {
  const { t } = useTranslation('setup-wizard');
  const locale = useLocale();
  const digits = useDigits();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const move = useMoveWizard();
  const cancel = useCancelWizard();
  const index = SETUP_WIZARD_STEPS.indexOf(step);
  const info = wizard.steps.find((s) => s.step === step);
  const [yearChoice, setYearChoice] = useState<{ yearId?: string; fromId?: string }>({
    yearId: wizard.academicYearId ?? undefined,
    fromId: wizard.fromAcademicYearId ?? undefined,
  });
  const [semestersSaved, setSemestersSaved] = useState(false);

  const go = async (target: TSetupWizardStep, done: boolean) => {
    try {
      const moved = await move.mutateAsync({
        id: wizard.id,
        version: wizard.version,
        step: target,
        done,
        ...(target === 'academic-year' && done ? { academicYearId: yearChoice.yearId, fromAcademicYearId: yearChoice.fromId } : {}),
      });
      if (moved) navigate(moved.path);
    } catch (error) {
      notify.errorDialog(error);
    }
  };

  const nextBlocked = (step === 'academic-year' && !yearChoice.yearId) || (step === 'semester' && !semestersSaved && !info?.count);

  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        crumbs={[{ label: t('settings') }, { label: t('year.title'), path: '/settings/academic-year' }, { label: t('wizard.title') }]}
        extra={
          // Abandoning is the one step that cannot be taken back: red, with its own icon, away from the step's
          // buttons (the finish button is at the bottom of the summary), and confirmed (issue 10, item 6).
          <Button
            danger
            icon={<StopOutlined />}
            data-testid="wizard-cancel"
            onClick={() =>
              confirm(
                t('wizard.cancel'),
                t('wizard.cancelConfirm'),
                async () => {
                  try {
                    await cancel.mutateAsync(wizard.id);
                    notify.success(t('wizard.cancelled'));
                    navigate('/settings/academic-year');
                  } catch (error) {
                    notify.errorDialog(error);
                  }
                },
                { okText: t('wizard.cancel'), cancelText: t('wizard.keepGoing'), danger: true },
              )
            }
          >
            {t('wizard.cancel')}
          </Button>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Steps
          size="small"
          labelPlacement="vertical"
          current={index}
          data-testid="wizard-steps"
          items={wizard.steps.map((s, i) => ({
            title: pickLocale(s.name, s.nameEn, locale),
            status: s.isCurrent ? 'process' : s.isDone ? 'finish' : 'wait',
            // How many records a step has set up; the year step has none to count, and a step with none shows
            // nothing rather than a lone zero.
            content: s.step !== 'academic-year' && s.count ? <span data-testid="wizard-step-count">{digits(s.count)}</span> : undefined,
            // A done step can be opened again: the wizard goes back to it.
            disabled: !s.isDone || s.isCurrent || i > index,
          }))}
          onChange={(i) => {
            const target = wizard.steps[i];
            if (target?.isDone && i < index) void go(target.step, false);
          }}
        />
      </Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" data-testid="wizard-step-label">
          {t('wizard.stepOf', { n: digits(index + 1), total: digits(SETUP_WIZARD_STEPS.length) })} · {info ? pickLocale(info.name, info.nameEn, locale) : step}
        </Typography.Text>
        {step !== 'summary' && (
          <Space>
            {index > 0 && (
              <Button onClick={() => void go(SETUP_WIZARD_STEPS[index - 1]!, false)} disabled={move.isPending} data-testid="wizard-back">
                {t('wizard.back')}
              </Button>
            )}
            <Button type="primary" loading={move.isPending} disabled={nextBlocked} onClick={() => void go(step, true)} data-testid="wizard-next">
              {t('wizard.next')}
            </Button>
          </Space>
        )}
      </Flex>
      {isCopyStep(step) && <CopyFromPrevious wizard={wizard} step={step} />}
      <EmbeddedPages.Provider value={true}>
        <StepBody wizard={wizard} step={step} screen={screen} yearChoice={yearChoice} onYearChoice={setYearChoice} onSemestersSaved={setSemestersSaved} />
      </EmbeddedPages.Provider>
    </>
  );
}

function CopyFromPrevious({ wizard, step }: { wizard: TWizard; step: (typeof SETUP_WIZARD_COPY_STEPS)[number] }) {
  const { t } = useTranslation('setup-wizard');
  const locale = useLocale();
  const localName = useLocalName();
  const digits = useDigits();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const copy = useCopyStep();
  const { years } = useAllYears(useAcademicYears().selected?.id);
  const source = years.find((y) => y.id === wizard.fromAcademicYearId);
  const [result, setResult] = useState<TRecordCountItem[]>();
  if (!wizard.fromAcademicYearId) return <Alert type="info" showIcon message={t('wizard.noSource')} style={{ marginBottom: 12 }} />;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="wizard-copy-box"
      message={t('wizard.copyHint', { year: source ? localName(source) : '' })}
      description={
        result?.length ? (
          <span data-testid="wizard-copied">
            {result
              .map((r) => `${pickLocale(r.name, r.nameEn, locale)} · ${t('wizard.copied', { new: digits(r.new), existing: digits(r.existing) })}`)
              .join(' ; ')}
          </span>
        ) : undefined
      }
      action={
        <Button
          icon={<CopyOutlined />}
          loading={copy.isPending}
          data-testid="wizard-copy"
          onClick={() =>
            confirm(t('wizard.copy'), t('wizard.copyConfirm'), async () => {
              try {
                const answer = await copy.mutateAsync({ id: wizard.id, step });
                setResult(answer?.recordSummary ?? []);
                notify.success(
                  t('wizard.copied', { new: digits(sum(answer?.recordSummary, 'new')), existing: digits(sum(answer?.recordSummary, 'existing')) }),
                );
              } catch (error) {
                notify.errorDialog(error);
              }
            })
          }
        >
          {t('wizard.copy')}
        </Button>
      }
    />
  );
}

const sum = (rows: TRecordCountItem[] | undefined, key: 'new' | 'existing') => (rows ?? []).reduce((n, r) => n + r[key], 0);

type TStepBodyProps = {
  wizard: TWizard;
  step: TSetupWizardStep;
  yearChoice: { yearId?: string; fromId?: string };
  onYearChoice: (v: { yearId?: string; fromId?: string }) => void;
  onSemestersSaved: (saved: boolean) => void;
  screen: TWizardScreen;
};

function StepBody({ wizard, step, yearChoice, onYearChoice, onSemestersSaved, screen }: TStepBodyProps) {
  const { t } = useTranslation('setup-wizard');
  const years = { yearId: wizard.academicYearId ?? undefined, fromYearId: wizard.fromAcademicYearId ?? undefined };
  switch (step) {
    case 'academic-year':
      return (
        <>
          <YearChoice value={yearChoice} onChange={onYearChoice} />
          {screen(step, years)}
        </>
      );
    case 'semester':
      return years.yearId ? <SemesterForm academicYearId={years.yearId} onSaved={onSemestersSaved} /> : null;
    case 'schedule':
      return (
        <>
          <Alert type="info" showIcon message={t('wizard.scheduleHint')} style={{ marginBottom: 12 }} />
          {screen(step, years)}
        </>
      );
    case 'student-promotion':
      return (
        <>
          <Alert type="info" showIcon message={t('wizard.promotionHint')} data-testid="wizard-promotion" style={{ marginBottom: 12 }} />
          {screen(step, years)}
        </>
      );
    case 'summary':
      return <SummaryStep wizard={wizard} />;
    default:
      return screen(step, years);
  }
}

/**
 * The year a year copies from, unless the user picks another: the one that started last before it (the
 * hint says "usually the previous academic year"), or the current year while none is chosen.
 */
function previousYear(years: TYearItem[], yearId: string | undefined): TYearItem | undefined {
  const chosen = years.find((y) => y.id === yearId);
  if (!chosen) return years.find((y) => y.isCurrent);
  return years.filter((y) => y.startDate < chosen.startDate).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

function YearChoice({ value, onChange }: { value: { yearId?: string; fromId?: string }; onChange: (v: { yearId?: string; fromId?: string }) => void }) {
  const { t } = useTranslation('setup-wizard');
  const { years, loading } = useAllYears(useAcademicYears().selected?.id);
  // Preselected until the user picks a source year of their own (a resumed wizard keeps the one it has).
  const [fromPicked, setFromPicked] = useState(Boolean(value.fromId));
  const suggested = fromPicked || loading ? value.fromId : previousYear(years, value.yearId)?.id;
  useEffect(() => {
    if (suggested !== value.fromId) onChange({ ...value, fromId: suggested });
  }, [suggested, value, onChange]);
  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="vertical">
          <Flex gap={16} wrap>
            <Form.Item label={t('wizard.yearToSetUp')} extra={t('wizard.yearToSetUpHint')} required style={{ minWidth: 280, flex: 1 }}>
              <NamedSelect
                items={years}
                value={value.yearId}
                onChange={(v) => onChange({ ...value, yearId: v })}
                loading={loading}
                ariaLabel={t('wizard.yearToSetUp')}
                testId="wizard-year"
              />
            </Form.Item>
            <Form.Item label={t('wizard.sourceYear')} extra={t('wizard.sourceYearHint')} style={{ minWidth: 280, flex: 1 }}>
              <NamedSelect
                items={years.filter((y) => y.id !== value.yearId)}
                value={value.fromId}
                onChange={(v) => {
                  setFromPicked(true);
                  onChange({ ...value, fromId: v });
                }}
                loading={loading}
                ariaLabel={t('wizard.sourceYear')}
                testId="wizard-from-year"
              />
            </Form.Item>
          </Flex>
        </Form>
      </Card>
    </>
  );
}

type TSemesterValues = { semester1?: [Dayjs, Dayjs]; semester2?: [Dayjs, Dayjs] };

function SemesterForm({ academicYearId, onSaved }: { academicYearId: string; onSaved: (saved: boolean) => void }) {
  const { t } = useTranslation('setup-wizard');
  const [form] = Form.useForm<TSemesterValues>();
  const semesters = useQuery(semestersQuery(academicYearId));
  const save = useSaveSemesters();
  const saveOutcome = useSaveOutcome();
  useEffect(() => {
    if (!semesters.data) return;
    const range = (type: number): [Dayjs, Dayjs] | undefined => {
      const s = semesters.data.find((x) => x.semesterType === type);
      return s ? [dayjs(s.startDate), dayjs(s.endDate)] : undefined;
    };
    form.setFieldsValue({ semester1: range(1), semester2: range(2) });
    if (semesters.data.length > 0) onSaved(true);
  }, [semesters.data, form, onSaved]);
  if (semesters.isPending) return <Skeleton active />;
  return (
    <Card size="small" data-testid="wizard-semesters">
      <Form<TSemesterValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        onFinish={(v) =>
          saveOutcome(
            () =>
              save.mutateAsync({
                academicYearId,
                semesters: [
                  ...(v.semester1 ? [{ semesterType: 1, startDate: v.semester1[0].format('YYYY-MM-DD'), endDate: v.semester1[1].format('YYYY-MM-DD') }] : []),
                  ...(v.semester2 ? [{ semesterType: 2, startDate: v.semester2[0].format('YYYY-MM-DD'), endDate: v.semester2[1].format('YYYY-MM-DD') }] : []),
                ],
              }),
            () => onSaved(true),
          )
        }
      >
        <Form.Item name="semester1" label={t('wizard.semester1')} rules={[{ required: true, message: t('wizard.semesterRequired') }]}>
          <DatePicker.RangePicker format="DD/MM/YYYY" style={{ width: '100%' }} data-testid="semester-1" />
        </Form.Item>
        <Form.Item
          name="semester2"
          label={t('wizard.semester2')}
          dependencies={['semester1']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value: [Dayjs, Dayjs] | undefined) => {
                const first = getFieldValue('semester1') as [Dayjs, Dayjs] | undefined;
                return !value || !first || value[0].isAfter(first[1], 'day') ? Promise.resolve() : Promise.reject(new Error(t('wizard.semesterRule')));
              },
            }),
          ]}
        >
          <DatePicker.RangePicker format="DD/MM/YYYY" style={{ width: '100%' }} data-testid="semester-2" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="semester-save">
          {t('wizard.saveSemesters')}
        </Button>
      </Form>
    </Card>
  );
}

function SummaryStep({ wizard }: { wizard: TWizard }) {
  const { t } = useTranslation('setup-wizard');
  const locale = useLocale();
  const digits = useDigits();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  const summary = useQuery(wizardSummaryQuery(wizard.id));
  const complete = useCompleteWizard();
  const [makeCurrent, setMakeCurrent] = useState(true);
  if (summary.isPending) return <Skeleton active />;
  return (
    <Card size="small">
      <Typography.Paragraph>{t('wizard.summaryHint')}</Typography.Paragraph>
      <Table<TRecordCountItem>
        rowKey="entity"
        size="small"
        pagination={false}
        dataSource={summary.data?.recordSummary ?? []}
        data-testid="wizard-summary"
        columns={[
          { title: t('wizard.record'), key: 'name', render: (_v, r) => pickLocale(r.name, r.nameEn, locale) },
          { title: t('wizard.records'), key: 'count', align: 'right', render: (_v, r) => digits(r.new + r.existing) },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Checkbox checked={makeCurrent} onChange={(e) => setMakeCurrent(e.target.checked)} data-testid="wizard-make-current">
          {t('wizard.makeCurrent')}
        </Checkbox>
        <Button
          type="primary"
          loading={complete.isPending}
          data-testid="wizard-complete"
          onClick={async () => {
            try {
              await complete.mutateAsync({ id: wizard.id, version: wizard.version, makeCurrent });
              notify.success(t('wizard.completed'));
              navigate('/settings/academic-year');
            } catch (error) {
              notify.errorDialog(error);
            }
          }}
        >
          {t('wizard.complete')}
        </Button>
      </Flex>
    </Card>
  );
}
