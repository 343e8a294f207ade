import type { ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ExportButton } from './export-button';
import type { TFileResult } from '../lib/api-client';

/**
 * A report screen's Run and Export bar (portal §5, §8), shared by every report: what the report shows, Run,
 * and Export of the filters that were run (before a run Export says "please run report before export").
 * `extra` stands beside the buttons, `children` under them (a warning of the filters still missing).
 */
export function ReportRunBar(p: {
  help: ReactNode;
  onRun: () => void;
  /** Run waits for a required choice. */
  runDisabled?: boolean;
  hasRun: boolean;
  fileName: string;
  onExport: (exportType: number) => Promise<TFileResult>;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {p.help}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Button type="primary" icon={<PlayCircleOutlined />} onClick={p.onRun} disabled={p.runDisabled} data-testid="report-run">
          {t('action.run')}
        </Button>
        <ExportButton hasRun={p.hasRun} fileName={p.fileName} onExport={p.onExport} />
        {p.extra}
      </Flex>
      {p.children}
    </Card>
  );
}

/** What a report screen shows before its first Run. */
export function ReportNotRun(p: { children: ReactNode }) {
  return (
    <Card size="small">
      <Typography.Text type="secondary" data-testid="report-not-run">
        {p.children}
      </Typography.Text>
    </Card>
  );
}
