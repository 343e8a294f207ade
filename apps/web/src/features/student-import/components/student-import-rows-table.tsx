import { Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { STUDENT_IMPORT_COLUMNS } from '@school/contract/student-import/student-import.schemas';
import { useDigits, useLocale } from '../../../lib/use-locale';
import { useLocalePagination } from '../../../components/locale-pagination';
import type { TImportRow } from '../api/student-import-api';

const lowerFirst = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

/**
 * The rows of an import as the sheet had them, one column per sheet column. A bad cell is marked red
 * with its reason under the value, in the page's language (the server sends Khmer and English).
 */
export function ImportRowsTable({ rows, showStatus = false, testId }: { rows: TImportRow[]; showStatus?: boolean; testId?: string }) {
  const { t } = useTranslation('student-import');
  const locale = useLocale();
  const digits = useDigits();
  const pagination = useLocalePagination();
  const errorOf = (row: TImportRow, key: string) => row.errors.find((e) => e.field.toLowerCase() === key.toLowerCase());

  const columns: TableColumnsType<TImportRow> = [
    { title: t('import.row'), key: 'rowNumber', fixed: 'left', width: 70, render: (_v, r) => digits(r.rowNumber) },
    ...(showStatus
      ? [
          {
            title: t('import.rowStatus'),
            key: 'status',
            width: 120,
            render: (_v: unknown, r: TImportRow) =>
              r.studentId ? (
                <Tag color="green">{t('import.rowImported')}</Tag>
              ) : r.isValid ? (
                <Tag color="blue">{t('import.rowValid')}</Tag>
              ) : (
                <Tag color="red">{t('import.rowInvalid')}</Tag>
              ),
          },
        ]
      : []),
    ...STUDENT_IMPORT_COLUMNS.map((c) => ({
      title: (
        <span>
          {locale === 'en' ? c.NameEn : c.Name}
          {c.Required && <Typography.Text type="danger"> *</Typography.Text>}
        </span>
      ),
      key: c.Key,
      onCell: (r: TImportRow) =>
        (errorOf(r, c.Key)
          ? { style: { background: '#fff1f0', boxShadow: 'inset 0 0 0 1px #ffa39e' }, 'data-error': c.Key }
          : {}) as React.HTMLAttributes<HTMLTableCellElement>,
      render: (_v: unknown, r: TImportRow) => {
        const value = (r.values as Record<string, string | null>)[lowerFirst(c.Key)] ?? '';
        const error = errorOf(r, c.Key);
        if (!error) return value;
        const reason = locale === 'en' ? error.messageEn : error.message;
        return (
          <Tooltip title={reason}>
            <div data-testid="bad-cell" data-field={c.Key}>
              <div>{value || <Typography.Text type="secondary">—</Typography.Text>}</div>
              <Typography.Text type="danger" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                {reason}
              </Typography.Text>
            </div>
          </Tooltip>
        );
      },
    })),
  ];

  return (
    <Table<TImportRow>
      rowKey="id"
      size="small"
      bordered
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      pagination={{ ...pagination, defaultPageSize: 10, hideOnSinglePage: false }}
    />
  );
}
