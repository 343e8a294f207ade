import '../i18n';
import type { ReactNode } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportNotRun, ReportRunBar } from '../../../components/report-run-bar';
import { useDigits } from '../../../lib/use-locale';
import type { TCount } from '../api/report-statistics-api';

/** A column of a statistics table: its cell, and its cell in the totals row (none: empty). */
export type TLeaf<R> = { key: string; title: ReactNode; render: (row: R) => ReactNode; total?: (rows: R[]) => ReactNode; width?: number; numeric?: boolean };
/** Columns under one heading (a count's total and female). */
export type TGroup<R> = { key: string; title: ReactNode; children: Array<TLeaf<R>> };
export type TColumn<R> = TLeaf<R> | TGroup<R>;

const isGroup = <R,>(c: TColumn<R>): c is TGroup<R> => 'children' in c;

/** The "total / female" pair of columns of a count (the Ministry's សរុប / ស្រី), with their sums in the totals row. */
export function useCountColumns() {
  const { t } = useTranslation('report-statistics');
  const digits = useDigits();
  return <R,>(key: string, title: ReactNode, get: (row: R) => TCount | undefined, sumRows: (rows: R[]) => R[] = (rows) => rows): TGroup<R> => ({
    key,
    title,
    children: [
      {
        key: `${key}-total`,
        title: t('total'),
        numeric: true,
        render: (r) => digits(get(r)?.total ?? 0),
        total: (rows) => digits(sumRows(rows).reduce((n, r) => n + (get(r)?.total ?? 0), 0)),
      },
      {
        key: `${key}-female`,
        title: t('female'),
        numeric: true,
        render: (r) => digits(get(r)?.female ?? 0),
        total: (rows) => digits(sumRows(rows).reduce((n, r) => n + (get(r)?.female ?? 0), 0)),
      },
    ],
  });
}

/** A statistics table: grouped headings, every row on one page, and a totals row at the foot. */
export function StatisticsTable<R>(p: {
  columns: Array<TColumn<R>>;
  rows: R[];
  rowKey: (row: R) => string;
  loading?: boolean;
  testId: string;
  totals?: boolean;
  rowClassName?: (row: R) => string;
}) {
  const { t } = useTranslation('report-statistics');
  const leaf = (c: TLeaf<R>) => ({
    key: c.key,
    title: c.title,
    width: c.width,
    align: c.numeric ? ('right' as const) : undefined,
    render: (_: unknown, r: R) => c.render(r),
  });
  const columns: TableColumnsType<R> = p.columns.map((c) =>
    isGroup(c) ? { key: c.key, title: c.title, align: 'center' as const, children: c.children.map(leaf) } : leaf(c),
  );
  const leaves = p.columns.flatMap((c) => (isGroup(c) ? c.children : [c]));
  return (
    <Table<R>
      size="small"
      bordered
      columns={columns}
      dataSource={p.rows}
      rowKey={p.rowKey}
      loading={p.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowClassName={p.rowClassName}
      data-testid={p.testId}
      summary={
        p.totals === false || p.rows.length === 0
          ? undefined
          : (rows) => (
              <Table.Summary.Row data-testid={`${p.testId}-total`}>
                {leaves.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i} align={c.numeric ? 'right' : undefined}>
                    <Typography.Text strong>{i === 0 ? t('total') : (c.total?.([...rows]) ?? '')}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )
      }
    />
  );
}

/** The Run and Export bar of a statistics screen: the shared report bar. */
export const RunBar = ReportRunBar;

export function NotRun() {
  const { t } = useTranslation('report-statistics');
  return <ReportNotRun>{t('notRun')}</ReportNotRun>;
}
