import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Flex, Form, Radio, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { NumberInput } from '../../../components/number-input';
import { useErrorText, useNotify } from '../../../components/feedback';
import { pickLocale } from '../../../lib/bilingual';
import { formatDate } from '../../../lib/date';
import { saveBlob } from '../../../lib/download';
import { useLocale, useDigits } from '../../../lib/use-locale';
import {
  downloadImportTemplate,
  importInfoQuery,
  initialYearApi,
  useApplyTemplate,
  useDiscardImport,
  useSubmitImport,
  useUploadImport,
  type TRecordCount,
} from '../api/initial-setup-api';
import { ManualSetup } from './manual-setup';

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

/** The structure of the school: the template, a spreadsheet, or part-by-part entry. */
export function StructureStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
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
      <Radio.Group
        value={mode}
        onChange={(e) => setMode(e.target.value as 'template' | 'import' | 'manual')}
        style={{ marginBottom: 16 }}
        optionType="button"
        buttonStyle="solid"
      >
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
                      setApplied(
                        (await apply.mutateAsync({ academicYearId: year.id, classesPerGrade: perGrade ?? 0, levelCodes: levels })).recordSummary ?? [],
                      );
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
            <Button
              danger
              loading={discard.isPending}
              onClick={() =>
                discard.mutate(
                  {},
                  {
                    onError: (e) => {
                      notify.errorDialog(e);
                    },
                  },
                )
              }
            >
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
