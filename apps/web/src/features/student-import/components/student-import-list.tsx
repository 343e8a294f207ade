import '../i18n';
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Result, Space, Typography } from 'antd';
import { CloudUploadOutlined, DownloadOutlined, EyeOutlined, ImportOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table';
import { FileUpload } from '../../../components/file-upload';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/confirm';
import { saveBlob } from '../../../lib/download';
import { ApiError } from '../../../lib/api-error';
import { useDigits, useLocale, useLocalePath } from '../../../lib/use-locale';
import { pickLocale } from '../../../lib/bilingual';
import { formatDate } from '../../../lib/date';
import { usePermissions } from '../../auth/use-session';
import { useYearFilter } from '../../auth/use-years';
import { NamedSelect } from '../../../components/named-select';
import {
  downloadImportTemplate,
  fetchImportPage,
  importKeys,
  useSubmitImport,
  useUploadImport,
  type TImportBatch,
  type TImportRow,
} from '../api/student-import-api';
import { ImportRowsTable } from './student-import-rows-table';
import { ImportStatusTag } from './student-import-status-tag';
import { IMPORT_ESTIMATE, WorkProgress, useWorkProgress } from './student-import-progress';

type TOutcome =
  | { kind: 'invalid'; rows: TImportRow[]; error: ApiError; fileName: string }
  | { kind: 'valid'; batch: TImportBatch }
  | { kind: 'imported'; batch: TImportBatch };

/**
 * /administration/student/import: template → upload (.xlsx, .xls, .ods) → every row checked by the server →
 * invalid rows shown with the reason per cell (StatusCode 400), or the valid batch submitted in one
 * transaction → the batch listed with its result.
 */
export function StudentImportList() {
  const { t } = useTranslation('student-import');
  const locale = useLocale();
  const to = useLocalePath();
  const digits = useDigits();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const canImport = usePermissions().has('MANAGE_STUDENT_IMPORT');
  const { years, loading, yearId, pick: setChosenYear } = useYearFilter();
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<TOutcome>();
  const [downloading, setDownloading] = useState(false);
  const upload = useUploadImport();
  const submit = useSubmitImport();
  const progress = useWorkProgress();

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const file = await downloadImportTemplate(yearId);
      saveBlob(file.blob, file.fileName ?? 'student-import-template.xlsx');
    } catch (error) {
      notify.errorDialog(error);
    } finally {
      setDownloading(false);
    }
  };

  const check = async () => {
    const file = files[0];
    if (!file) return;
    setOutcome(undefined);
    progress.startUpload();
    const expectedMs = IMPORT_ESTIMATE.checkMs(file.size);
    try {
      const answer = await upload.mutateAsync({ file, academicYearId: yearId, onProgress: (f) => progress.uploaded(f, expectedMs) });
      if (answer.kind === 'invalid') setOutcome({ kind: 'invalid', rows: answer.rows, error: answer.error, fileName: file.name });
      else setOutcome({ kind: 'valid', batch: answer.batch });
    } catch (error) {
      notify.errorDialog(error);
    } finally {
      progress.stop();
    }
  };

  const importBatch = (batch: TImportBatch) =>
    confirm(t('import.submitTitle'), t('import.submitConfirm', { n: digits(batch.totalRows) }), async () => {
      progress.startServer(IMPORT_ESTIMATE.importMs(batch.totalRows));
      try {
        const done = await submit.mutateAsync(batch.id);
        setOutcome({ kind: 'imported', batch: done });
        setFiles([]);
        notify.success(t('import.importedToast', { n: digits(done.importedRows) }));
      } catch (error) {
        // A row that went bad since the upload refuses the whole batch: nothing was imported.
        if (error instanceof ApiError && Array.isArray(error.data))
          setOutcome({ kind: 'invalid', rows: error.data as TImportRow[], error, fileName: batch.fileName });
        notify.errorDialog(error);
      } finally {
        progress.stop();
      }
    });

  const busy = upload.isPending || submit.isPending;
  const errorText = (error: ApiError) => (locale === 'en' ? (error.messageEn ?? error.messageKm) : (error.messageKm ?? error.messageEn)) ?? '';

  return (
    <>
      <PageHeader
        title={t('import.title')}
        crumbs={[{ label: t('nav:menus.002') }, { label: t('nav:student') }, { label: t('import.title') }]}
        extra={
          <Link to={to('/administration/student/import/constant')}>
            <Button icon={<UnorderedListOutlined />} data-testid="import-constants-link">
              {t('constant.title')}
            </Button>
          </Link>
        }
      />
      <Flex vertical gap={12}>
        <Card size="small" title={t('import.step1')}>
          <Typography.Paragraph type="secondary">{t('import.step1Hint')}</Typography.Paragraph>
          <Form layout="vertical">
            <Flex gap={12} wrap align="end">
              <Form.Item label={t('academicYear')} style={{ marginBottom: 0 }}>
                <NamedSelect
                  items={years}
                  value={yearId}
                  onChange={setChosenYear}
                  loading={loading}
                  ariaLabel={t('academicYear')}
                  testId="import-year"
                  width={260}
                />
              </Form.Item>
              <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadTemplate()} data-testid="import-template">
                {t('import.template')}
              </Button>
            </Flex>
          </Form>
        </Card>

        {canImport && (
          <Card size="small" title={t('import.step2')}>
            <Typography.Paragraph type="secondary">{t('import.step2Hint')}</Typography.Paragraph>
            <div data-testid="import-file">
              <FileUpload
                kinds={['spreadsheet']}
                value={files}
                onChange={(f) => {
                  setFiles(f);
                  setOutcome(undefined);
                }}
                maxSizeMb={10}
              />
            </div>
            <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
              <Button
                type="primary"
                icon={<CloudUploadOutlined />}
                disabled={files.length === 0 || busy}
                loading={upload.isPending}
                onClick={() => void check()}
                data-testid="import-upload"
              >
                {t('import.check')}
              </Button>
            </Flex>
            {progress.phase !== 'idle' && (
              <div style={{ marginTop: 12 }}>
                <WorkProgress
                  percent={progress.percent}
                  label={submit.isPending ? t('import.importing') : progress.phase === 'upload' ? t('import.uploading') : t('import.checking')}
                />
              </div>
            )}
          </Card>
        )}

        {outcome?.kind === 'invalid' && (
          <Card size="small" title={t('import.invalidTitle', { file: outcome.fileName })} data-testid="import-invalid">
            <Alert type="error" showIcon message={errorText(outcome.error)} description={t('import.invalidHint')} style={{ marginBottom: 12 }} />
            <ImportRowsTable rows={outcome.rows} testId="import-invalid-rows" />
          </Card>
        )}

        {outcome?.kind === 'valid' && (
          <Card size="small" title={t('import.validTitle', { file: outcome.batch.fileName })} data-testid="import-valid">
            <Alert
              type="success"
              showIcon
              message={t('import.validMessage', { n: digits(outcome.batch.totalRows) })}
              style={{ marginBottom: 12 }}
              action={
                <Button
                  type="primary"
                  icon={<ImportOutlined />}
                  loading={submit.isPending}
                  disabled={busy}
                  onClick={() => importBatch(outcome.batch)}
                  data-testid="import-submit"
                >
                  {t('import.submit', { n: digits(outcome.batch.totalRows) })}
                </Button>
              }
            />
            <ImportRowsTable rows={outcome.batch.rows ?? []} testId="import-valid-rows" />
          </Card>
        )}

        {outcome?.kind === 'imported' && (
          <Card size="small" data-testid="import-done">
            <Result
              status="success"
              title={t('import.importedTitle', { n: digits(outcome.batch.importedRows) })}
              subTitle={outcome.batch.fileName}
              extra={
                <Link to={to(`/administration/student/import/${outcome.batch.id}`)}>
                  <Button icon={<EyeOutlined />}>{t('import.viewBatch')}</Button>
                </Link>
              }
            />
          </Card>
        )}

        <ImportBatchList />
      </Flex>
    </>
  );
}

function ImportBatchList() {
  const { t } = useTranslation('student-import');
  const locale = useLocale();
  const to = useLocalePath();
  const digits = useDigits();
  return (
    <div>
      <Typography.Title level={2} style={{ fontSize: 18, margin: '8px 0' }}>
        {t('import.history')}
      </Typography.Title>
      <DataTable<TImportBatch>
        pageKey="student-import"
        queryKey={importKeys.list}
        rowKey="id"
        testId="import-batches"
        toolbar={<span />}
        fetchPage={(r) => fetchImportPage(r.pageIndex, r.pageSize)}
        columns={[
          { title: t('import.file'), key: 'file', render: (_v, b) => <Link to={to(`/administration/student/import/${b.id}`)}>{b.fileName}</Link> },
          { title: t('academicYear'), key: 'year', render: (_v, b) => pickLocale(b.academicYearDescription, b.academicYearDescriptionEn, locale) },
          { title: t('import.uploadedAt'), key: 'createdAt', render: (_v, b) => formatDate(b.createdAt, locale, 'DD/MM/YYYY HH:mm') },
          { title: t('import.by'), key: 'by', render: (_v, b) => b.createdBy ?? '' },
          { title: t('import.totalRows'), key: 'total', align: 'right', render: (_v, b) => digits(b.totalRows) },
          {
            title: t('import.invalidRows'),
            key: 'invalid',
            align: 'right',
            render: (_v, b) => (b.invalidRows ? <Typography.Text type="danger">{digits(b.invalidRows)}</Typography.Text> : digits(0)),
          },
          {
            title: t('import.importedRows'),
            key: 'imported',
            align: 'right',
            render: (_v, b) => <span data-testid="import-imported">{digits(b.importedRows)}</span>,
          },
          { title: t('common:field.status'), key: 'status', render: (_v, b) => <ImportStatusTag batch={b} /> },
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_v, b) => (
              <Space>
                <Link to={to(`/administration/student/import/${b.id}`)} aria-label={`${t('common:action.view')} ${b.fileName}`}>
                  <Button icon={<EyeOutlined />} size="small" />
                </Link>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
