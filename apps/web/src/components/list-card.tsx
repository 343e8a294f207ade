import type { ReactNode } from 'react';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The records under a record (an applicant's guardians, a guardian's students): a card with its title,
 * an add button when `onAdd` is given, and a whole (unpaged) table that scrolls sideways on phones.
 */
export function ListCard<T extends object>({
  title,
  addLabel,
  onAdd,
  addTestId,
  rowKey,
  dataSource,
  columns,
  emptyText,
  testId,
  children,
}: {
  title: string;
  addLabel?: string;
  onAdd?: () => void;
  addTestId?: string;
  rowKey: keyof T & string;
  dataSource: T[];
  columns: TableColumnsType<T>;
  emptyText?: string;
  testId?: string;
  /** Dialogs of the list (add, edit). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      extra={
        onAdd && (
          <Button icon={<PlusOutlined />} onClick={onAdd} data-testid={addTestId}>
            {addLabel}
          </Button>
        )
      }
    >
      <Table<T>
        rowKey={rowKey}
        dataSource={dataSource}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid={testId}
        locale={{ emptyText: emptyText ?? t('state.noData') }}
        columns={columns}
      />
      {children}
    </Card>
  );
}
