import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SaveOutlined, SwapOutlined, UndoOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDigits } from '../lib/use-locale';
import { useLocalePagination } from './locale-pagination';
import { useErrorText } from './feedback';

/** The labels of a batch screen's toolbar, in the screen's own catalog. */
export type TBatchLabels = {
  /** "N selected" for a count already in the page's digits. */
  selected: (n: string) => string;
  applySelected: string;
  clear: string;
  /** "Save N" for a count already in the page's digits. */
  save: (n: string) => string;
};

/** Which rows are selected; `clear` empties the selection (the caller clears its own choices too). */
export function useBatchSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  return { selected, setSelected, clear: () => setSelected([]) };
}

/**
 * A table of rows changed as a batch (change class, promotion; attendance and score entry later): a row
 * number column, the row's columns, and for a user who may change them a toolbar over the table with how
 * many rows are selected, one value (`bulk`) applied to the selected rows, clear, and save of the changed
 * rows in one call. Test ids: `<testId>-rows` (table), `<testId>-bulk-apply`, `<testId>-save`.
 */
export function BatchSelectionTable<T extends { id: string }>({
  query,
  columns,
  emptyText,
  editable,
  selection,
  changedCount,
  bulk,
  canApply,
  onApply,
  onClear,
  onSave,
  saving,
  labels,
  testId,
}: {
  /** The rows' query: its rows, its loading, its error in place of `emptyText`. */
  query: Pick<UseQueryResult<T[]>, 'data' | 'isFetching' | 'isError' | 'error'>;
  columns: ColumnsType<T>;
  emptyText: ReactNode;
  /** The user may change the rows: selection and toolbar shown. */
  editable: boolean;
  selection: ReturnType<typeof useBatchSelection>;
  changedCount: number;
  bulk: ReactNode;
  canApply: boolean;
  onApply: (selectedIds: string[]) => void;
  onClear: () => void;
  onSave: () => void;
  saving: boolean;
  labels: TBatchLabels;
  testId: string;
}) {
  const { t } = useTranslation();
  const digits = useDigits();
  const pagination = useLocalePagination();
  const errorText = useErrorText();
  const { selected, setSelected } = selection;
  return (
    <Card size="small">
      {editable && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Typography.Text>{labels.selected(digits(selected.length))}</Typography.Text>
          {bulk}
          <Button icon={<SwapOutlined />} disabled={!canApply || selected.length === 0} onClick={() => onApply(selected)} data-testid={`${testId}-bulk-apply`}>
            {labels.applySelected}
          </Button>
          <Button icon={<UndoOutlined />} onClick={onClear} disabled={changedCount === 0 && selected.length === 0}>
            {labels.clear}
          </Button>
          <span style={{ flex: 1 }} />
          <Button type="primary" icon={<SaveOutlined />} disabled={changedCount === 0} loading={saving} onClick={onSave} data-testid={`${testId}-save`}>
            {labels.save(digits(changedCount))}
          </Button>
        </Flex>
      )}
      <Table<T>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        scroll={{ x: 'max-content' }}
        data-testid={`${testId}-rows`}
        pagination={{ ...pagination, defaultPageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: query.isError ? errorText(query.error) : emptyText }}
        rowSelection={editable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
        columns={[{ title: t('common:table.index'), key: 'i', width: 60, render: (_v, _r, i) => digits(i + 1) }, ...columns]}
      />
    </Card>
  );
}

/** What a batch saved, over the table until closed. */
export function BatchResultAlert({ message, description, onClose, testId }: { message: string; description: ReactNode; onClose: () => void; testId: string }) {
  return (
    <Alert type="success" showIcon closable onClose={onClose} style={{ marginBottom: 12 }} data-testid={testId} message={message} description={description} />
  );
}
