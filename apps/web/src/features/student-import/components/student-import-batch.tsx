import '../i18n';
import { Alert, Button, Card, Descriptions, Flex, Result, Segmented, Skeleton } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { STUDENT_IMPORT_STATUS } from '@school/contract/student-import/student-import.schemas';
import { PageHeader } from '../../../components/page-header';
import { useNotify, useErrorText } from '../../../components/feedback';
import { useConfirm } from '../../../components/confirm';
import { pickLocale } from '../../../lib/bilingual';
import { formatDate } from '../../../lib/date';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { importBatchQuery, useSubmitImport } from '../api/student-import-api';
import { ImportRowsTable } from './student-import-rows-table';
import { ImportStatusTag } from './student-import-status-tag';
import { IMPORT_ESTIMATE, WorkProgress, useWorkProgress } from './student-import-progress';

type TFilter = 'all' | 'invalid' | 'valid';

/** /administration/student/import/{id}: one import batch with its result and every row. */
export function StudentImportBatch() {
  const { t } = useTranslation('student-import');
  const { id } = useParams();
  const locale = useLocale();
  const digits = useDigits();
  const notify = useNotify();
  const errorText = useErrorText();
  const { confirm } = useConfirm();
  const canImport = usePermissions().has('MANAGE_STUDENT_IMPORT');
  const batch = useQuery(importBatchQuery(id));
  const submit = useSubmitImport();
  const progress = useWorkProgress();
  const [filter, setFilter] = useState<TFilter>('all');
  const crumbs = [
    { label: t('nav:menus.002') },
    { label: t('nav:student') },
    { label: t('import.title'), path: '/administration/student/import' },
    { label: t('import.batchTitle') },
  ];

  if (batch.isPending) return <Skeleton active />;
  if (batch.isError || !batch.data) {
    return (
      <>
        <PageHeader title={t('import.batchTitle')} crumbs={crumbs} />
        <Result status="warning" title={errorText(batch.error)} />
      </>
    );
  }
  const b = batch.data;
  const rows = (b.rows ?? []).filter((r) => filter === 'all' || (filter === 'invalid' ? !r.isValid : r.isValid));
  return (
    <>
      <PageHeader
        title={`${t('import.batchTitle')}: ${b.fileName}`}
        crumbs={crumbs}
        extra={
          canImport && b.status === STUDENT_IMPORT_STATUS.VALID ? (
            <Button
              type="primary"
              icon={<ImportOutlined />}
              loading={submit.isPending}
              data-testid="import-submit"
              onClick={() =>
                confirm(t('import.submitTitle'), t('import.submitConfirm', { n: digits(b.totalRows) }), async () => {
                  progress.startServer(IMPORT_ESTIMATE.importMs(b.totalRows));
                  try {
                    const done = await submit.mutateAsync(b.id);
                    notify.success(t('import.importedToast', { n: digits(done.importedRows) }));
                  } catch (error) {
                    notify.errorDialog(error);
                  } finally {
                    progress.stop();
                  }
                })
              }
            >
              {t('import.submit', { n: digits(b.totalRows) })}
            </Button>
          ) : undefined
        }
      />
      <Flex vertical gap={12}>
        <Card size="small">
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="import-batch">
            <Descriptions.Item label={t('import.file')}>{b.fileName}</Descriptions.Item>
            <Descriptions.Item label={t('academicYear')}>{pickLocale(b.academicYearDescription, b.academicYearDescriptionEn, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('common:field.status')}>
              <ImportStatusTag batch={b} />
            </Descriptions.Item>
            <Descriptions.Item label={t('import.uploadedAt')}>{formatDate(b.createdAt, locale, 'DD/MM/YYYY HH:mm')}</Descriptions.Item>
            <Descriptions.Item label={t('import.by')}>{b.createdBy ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('import.importedAt')}>{b.importedAt ? formatDate(b.importedAt, locale, 'DD/MM/YYYY HH:mm') : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('import.totalRows')}>{digits(b.totalRows)}</Descriptions.Item>
            <Descriptions.Item label={t('import.invalidRows')}>{digits(b.invalidRows)}</Descriptions.Item>
            <Descriptions.Item label={t('import.importedRows')}>
              <span data-testid="import-batch-imported">{digits(b.importedRows)}</span>
            </Descriptions.Item>
          </Descriptions>
          {progress.phase !== 'idle' && <WorkProgress percent={progress.percent} label={t('import.importing')} />}
          {b.status === STUDENT_IMPORT_STATUS.INVALID && <Alert type="warning" showIcon message={t('import.invalidHint')} style={{ marginTop: 12 }} />}
        </Card>
        <Card size="small">
          <Segmented<TFilter>
            value={filter}
            onChange={setFilter}
            style={{ marginBottom: 12 }}
            options={[
              { value: 'all', label: t('import.allRows') },
              { value: 'invalid', label: t('import.onlyInvalid') },
              { value: 'valid', label: t('import.onlyValid') },
            ]}
          />
          <ImportRowsTable rows={rows} showStatus testId="import-batch-rows" />
        </Card>
      </Flex>
    </>
  );
}
