import '../i18n';
import type { ReactNode } from 'react';

import type { TableColumnsType } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ReportNotRun, ReportRunBar } from '../../../components/report-run-bar';
import type { TFileResult } from '../../../lib/api-client';

/**
 * A report screen's Run and Export (portal §5, §8): nothing is read until Run; Run shows the rows in the
 * shared data table (paged here, the whole report read once); Export asks for the file of the filters that
 * were run, and before a run says "please run report before export".
 */
export function ReportRows<T extends object>(p: {
  /** The filters that were run, or undefined before the first run. */
  ran: { key: QueryKey; fetch: () => Promise<T[]> } | undefined;
  onRun: () => void;
  columns: TableColumnsType<T>;
  fileName: string;
  onExport: (exportType: number) => Promise<TFileResult>;
  help: string;
  pageKey: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('report');
  const queryClient = useQueryClient();
  return (
    <>
      <ReportRunBar help={p.help} onRun={p.onRun} hasRun={Boolean(p.ran)} fileName={p.fileName} onExport={p.onExport} />
      {p.ran ? (
        <DataTable<T & { rowNumber: number }>
          pageKey={p.pageKey}
          queryKey={p.ran.key}
          rowKey={'rowNumber' as never}
          columns={p.columns as never}
          fetchPage={async ({ pageIndex, pageSize }) => {
            const ran = p.ran!;
            const rows = await queryClient.fetchQuery({ queryKey: ran.key, queryFn: ran.fetch, staleTime: 30_000 });
            const start = (pageIndex - 1) * pageSize;
            return { items: rows.slice(start, start + pageSize).map((r, i) => ({ ...r, rowNumber: start + i + 1 })), total: rows.length };
          }}
          testId="report-table"
        />
      ) : (
        <ReportNotRun>{t('notRun')}</ReportNotRun>
      )}
    </>
  );
}
