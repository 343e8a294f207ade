import type { ReactNode } from 'react';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { PageHeader, type TCrumb } from './page-header';
import { CompactFilterBar } from './settings-filters';
import { ReportNotRun, ReportRunBar } from './report-run-bar';
import { useErrorText } from './feedback';
import { useLocalePagination } from './locale-pagination';
import type { TFileResult } from '../lib/api-client';

/**
 * A report screen whose answer is one table (portal §5, §8): the header, the filters, then Run (nothing is
 * read before) and Export (refused before a run: "please run report before export"), then the table of what
 * was run, or what the screen says before a run. The texts are the report's own (its feature's catalog).
 */
export type TReportScreenProps<T extends object> = {
  title: string;
  crumbs: TCrumb[];
  help: ReactNode;
  filters: ReactNode;
  /** Why Run cannot run yet (a class to choose), else undefined. */
  missing?: string;
  hasRun: boolean;
  onRun: () => void;
  onExport: (exportType: number) => Promise<TFileResult>;
  fileName: string;
  query: { isFetching: boolean; error: unknown; isError: boolean };
  /** Shown before the first run. */
  notRun: string;
  /** Shown in the table when the run found nothing. */
  empty: string;
  summary?: ReactNode;
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** Column widths past the card's, scrolled across (default: as wide as the content). */
  scrollX?: number | 'max-content';
};

export function ReportScreen<T extends object>(p: TReportScreenProps<T>) {
  const pagination = useLocalePagination();
  const errorText = useErrorText();
  return (
    <>
      <PageHeader title={p.title} crumbs={p.crumbs} />
      <CompactFilterBar>{p.filters}</CompactFilterBar>
      <ReportRunBar
        help={p.help}
        onRun={p.onRun}
        runDisabled={Boolean(p.missing)}
        hasRun={p.hasRun}
        fileName={p.fileName}
        onExport={p.onExport}
        extra={p.missing && <Typography.Text type="secondary">{p.missing}</Typography.Text>}
      />
      {p.hasRun ? (
        <Card size="small" data-testid="report-table">
          {p.summary}
          <Table<T>
            size="small"
            bordered
            rowKey={p.rowKey}
            columns={p.columns}
            dataSource={p.rows ?? []}
            loading={p.query.isFetching}
            scroll={{ x: p.scrollX ?? 'max-content' }}
            locale={{ emptyText: p.query.isError ? errorText(p.query.error) : p.empty }}
            pagination={{ defaultPageSize: 50, ...pagination }}
          />
        </Card>
      ) : (
        <ReportNotRun>{p.notRun}</ReportNotRun>
      )}
    </>
  );
}
