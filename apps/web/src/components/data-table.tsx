import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { FormInstance } from 'antd';
import { Button, Flex, Form, Table, type TableColumnsType } from 'antd';
import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../lib/config';
import { readPageState, writePageState, type TPageState } from '../lib/page-config';
import { useErrorText } from './feedback';
import { useLocalePagination } from './locale-pagination';

export type TPageRequest<F> = { pageIndex: number; pageSize: number; filters: F };
export type TPage<T> = { items: T[]; total: number };

type TProps<T, F extends Record<string, unknown>> = {
  /** Key of this list in the page-config store and in the query cache. */
  pageKey: string;
  queryKey: readonly unknown[];
  fetchPage: (request: TPageRequest<F>) => Promise<TPage<T>>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Filter fields (antd Form.Items) shown above the table; `advancedFilters` behind "More filters". */
  filters?: React.ReactNode;
  advancedFilters?: React.ReactNode;
  defaultFilters?: F;
  toolbar?: React.ReactNode;
  testId?: string;
  /** True while what the first page depends on (the top bar's year) is still loading: nothing is asked yet. */
  waiting?: boolean;
};

/**
 * The list of every screen (portal §9): server paging, 10 a page from page 1, filters kept per page.
 * The fetcher asks the server for `pageIndex`/`pageSize`; an answer without a total (a whole list) is
 * paged here, so every list behaves alike.
 */
export function DataTable<T extends object, F extends Record<string, unknown> = Record<string, unknown>>({
  pageKey,
  queryKey,
  fetchPage,
  columns,
  rowKey,
  filters,
  advancedFilters,
  defaultFilters,
  toolbar,
  testId,
  waiting = false,
}: TProps<T, F>) {
  const { t } = useTranslation();
  const pagination = useLocalePagination();
  const errorText = useErrorText();
  const defaults: TPageState = { pageIndex: LIMITS.firstPage, pageSize: LIMITS.pageSize, filters: defaultFilters ?? {} };
  const [state, setState] = useState<TPageState>(() => readPageState(pageKey, defaults));
  const [form] = Form.useForm();

  useEffect(() => writePageState(pageKey, state), [pageKey, state]);

  const query = useQuery({
    queryKey: [...queryKey, 'page', state],
    queryFn: () => fetchPage({ pageIndex: state.pageIndex, pageSize: state.pageSize, filters: state.filters as F }),
    placeholderData: keepPreviousData,
    enabled: !waiting,
  });

  // The rows are drawn in a render of their own that React may interrupt (issue 17). The query's answer comes
  // through a store that React renders at once, in one task: on a phone that blocked the page for the whole table's
  // render (about 300 ms in Chromium slowed 4× for a page of ten students, ADR 14). With the answer deferred, the
  // urgent render gives the table the same element as before (nothing it shows changes: `table` below is memoized),
  // and the table is drawn in 5-ms slices. It keeps its spinner until then, so no empty table flashes between.
  const shown = useDeferredValue(query.data);
  const loading = query.isFetching || waiting || shown !== query.data;
  const fixedColumns = useMemo(() => withFixedActions(columns), [columns]);
  const emptyText = query.isError ? errorText(query.error) : t('state.noData');
  const { pageIndex, pageSize } = state;
  const total = shown?.total ?? 0;
  const table = useMemo(
    () => (
      <Table<T>
        rowKey={rowKey}
        columns={fixedColumns}
        dataSource={shown?.items ?? []}
        loading={loading}
        locale={{ emptyText }}
        pagination={{
          current: pageIndex,
          pageSize,
          total,
          // Numbers shown to a person are in the page's digits (issue 10).
          ...pagination,
          onChange: (page, size) => setState((s) => ({ ...s, pageIndex: size !== s.pageSize ? LIMITS.firstPage : page, pageSize: size })),
        }}
      />
    ),
    [rowKey, fixedColumns, shown, loading, emptyText, pageIndex, pageSize, total, pagination],
  );
  const hasFilters = Boolean(filters || advancedFilters);
  const refetch = query.refetch;
  const search = useCallback((values: Record<string, unknown>) => setState((s) => ({ ...s, pageIndex: LIMITS.firstPage, filters: values })), []);
  const reset = useCallback(
    (filters: Record<string, unknown> | undefined) => setState((s) => ({ ...s, pageIndex: LIMITS.firstPage, filters: filters ?? {} })),
    [],
  );
  const refresh = useCallback(() => void refetch(), [refetch]);
  return (
    // A card's look without antd's Card, which brings its Tabs (13 KB) to every list's first load (issue 17).
    <div className="data-table-card" data-testid={testId}>
      {(hasFilters || toolbar) && (
        <FilterBar
          form={form}
          filters={filters}
          advancedFilters={advancedFilters}
          defaultFilters={defaultFilters}
          initialValues={state.filters}
          toolbar={toolbar}
          onSearch={search}
          onReset={reset}
          onRefresh={refresh}
        />
      )}
      {table}
    </div>
  );
}

/**
 * The Actions column (key `actions`) stays at the right edge: at 1280 px a wide list scrolls its other
 * columns but never hides the row's buttons (issue 10). The list scrolls sideways and the column sticks by CSS
 * (`.data-table-card` in styles/app.css), not by antd's `scroll.x` and `fixed`: those measure every column's
 * width and the scroll position in layout effects on each render, about a tenth of the list's first-load
 * main-thread time on a phone (issue 17).
 */
function withFixedActions<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => (column.key === 'actions' ? { ...column, className: [column.className, 'col-actions'].filter(Boolean).join(' ') } : column));
}

/** For calls that answer a whole list: filter and page it here the same way the server would. */
export function pageLocally<T>(all: T[], request: TPageRequest<unknown>, total?: number): TPage<T> {
  if (total !== undefined && total !== all.length) return { items: all, total };
  const start = (request.pageIndex - 1) * request.pageSize;
  return { items: all.slice(start, start + request.pageSize), total: all.length };
}

type TFilterBarProps = {
  form: FormInstance;
  filters?: React.ReactNode;
  advancedFilters?: React.ReactNode;
  defaultFilters?: Record<string, unknown>;
  initialValues: Record<string, unknown>;
  toolbar?: React.ReactNode;
  onSearch: (values: Record<string, unknown>) => void;
  onReset: (defaultFilters: Record<string, unknown> | undefined) => void;
  onRefresh: () => void;
};

/**
 * The filters and the toolbar above a list. Memoized (issue 17): a page of rows arriving re-rendered every
 * filter, and each antd Form.Item reads its own layout while it renders (to know whether it is on screen),
 * which made the browser lay the page out again in the middle of the render.
 */
const FilterBar = memo(function FilterBar({
  form,
  filters,
  advancedFilters,
  defaultFilters,
  initialValues,
  toolbar,
  onSearch,
  onReset,
  onRefresh,
}: TFilterBarProps) {
  const { t } = useTranslation();
  const [showAdvanced, setShowAdvanced] = useState(false);
  const hasFilters = Boolean(filters || advancedFilters);
  return (
    <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
      {hasFilters ? (
        <Form form={form} layout="inline" initialValues={initialValues} onFinish={onSearch} style={{ rowGap: 8, flex: 1 }}>
          {filters}
          {showAdvanced && advancedFilters}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('action.search')}
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue(Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, defaultFilters?.[k]])));
                onReset(defaultFilters);
              }}
            >
              {t('action.reset')}
            </Button>
            {advancedFilters && (
              <Button type="link" icon={<FilterOutlined />} onClick={() => setShowAdvanced((v) => !v)}>
                {showAdvanced ? t('action.lessFilters') : t('action.moreFilters')}
              </Button>
            )}
          </Flex>
        </Form>
      ) : (
        <span />
      )}
      <Flex gap={8}>
        <Button icon={<ReloadOutlined />} aria-label={t('action.refresh')} onClick={onRefresh} />
        {toolbar}
      </Flex>
    </Flex>
  );
});
