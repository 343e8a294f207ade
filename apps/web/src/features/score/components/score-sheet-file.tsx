import '../i18n';
import { useState } from 'react';
import { Alert, Button, Flex, List, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorText, useNotify } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/download';
import { useLocale } from '../../../lib/use-locale';
import { downloadClassSheet, useUploadClassSheet } from '../api/score-api';

/**
 * /score with a class chosen: its sheet of the exam as an Excel file (every subject the reader may edit) and the
 * filled file back. A refused upload lists every bad cell (row, column, reason) in the page's language; nothing
 * was saved. A file downloaded before someone else saved is refused whole (409).
 */
export function ScoreSheetFile({ classId, examId }: { classId: string; examId: string }) {
  const { t } = useTranslation('score');
  const locale = useLocale();
  const notify = useNotify();
  const errorText = useErrorText();
  const upload = useUploadClassSheet();
  const [downloading, setDownloading] = useState(false);
  const [refused, setRefused] = useState<{ title: string; cells: string[] } | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadClassSheet(classId, examId);
      saveBlob(file.blob, file.fileName ?? 'scores.xlsx');
    } catch (error) {
      notify.errorDialog(error, t('common:export.failed'));
    } finally {
      setDownloading(false);
    }
  };
  const send = async (file: File) => {
    setRefused(null);
    try {
      const sheet = await upload.mutateAsync({ file, academicClassId: classId, examTypeId: examId });
      notify.success(t('file.saved', { count: sheet.students.length }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        setRefused({ title: errorText(error), cells: error.fieldErrors.map((e) => (locale === 'km' ? e.message : e.messageEn)) });
      else notify.errorDialog(error, t('notSaved'));
    }
  };

  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} data-testid="score-file-download">
          {t('file.download')}
        </Button>
        <Upload
          accept=".xlsx,.xls,.ods"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="score-file-upload">
            {t('file.upload')}
          </Button>
        </Upload>
      </Space>
      {refused && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefused(null)}
          title={refused.title}
          description={
            refused.cells.length > 0 && (
              <List size="small" dataSource={refused.cells} renderItem={(cell) => <List.Item>{cell}</List.Item>} data-testid="score-file-errors" />
            )
          }
          data-testid="score-file-refused"
        />
      )}
    </Flex>
  );
}
