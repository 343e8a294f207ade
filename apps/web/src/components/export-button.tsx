import { Button, Dropdown } from 'antd';
import { DownloadOutlined, FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { saveBlob } from '../lib/download';
import type { TFileResult } from '../lib/api-client';
import { useNotify } from './feedback';

/** Export file type of portal §3: PDF 0, Excel 1. */
export const EXPORT_TYPE = { PDF: 0, EXCEL: 1 } as const;
export type TExportType = (typeof EXPORT_TYPE)[keyof typeof EXPORT_TYPE];

/**
 * PDF / Excel export of a report (portal §5, §8): refused with "please run report before export" until
 * the report was run; the file is saved with a timestamp prefix, Excel with `.xlsx`.
 */
export function ExportButton({ hasRun, fileName, onExport }: { hasRun: boolean; fileName: string; onExport: (type: TExportType) => Promise<TFileResult> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (type: TExportType) => {
    if (!hasRun) {
      notify.corner(t('export.runFirst'), 'error');
      return;
    }
    setBusy(true);
    try {
      const result = await onExport(type);
      const ext = type === EXPORT_TYPE.EXCEL ? '.xlsx' : '.pdf';
      const name = result.fileName ?? `${fileName}${ext}`;
      saveBlob(result.blob, name.toLowerCase().endsWith(ext) ? name : `${name}${ext}`);
    } catch (error) {
      notify.errorDialog(error, t('export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'pdf', icon: <FilePdfOutlined />, label: t('action.exportPdf'), onClick: () => void run(EXPORT_TYPE.PDF) },
          { key: 'excel', icon: <FileExcelOutlined />, label: t('action.exportExcel'), onClick: () => void run(EXPORT_TYPE.EXCEL) },
        ],
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="export-button">
        {t('action.export')}
      </Button>
    </Dropdown>
  );
}
