import { Button, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Edit and delete buttons of a row, named for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      {onEdit && <Button icon={<EditOutlined />} aria-label={`${t('action.edit')} ${name}`} onClick={onEdit} data-testid="row-edit" />}
      {onDelete && <Button danger icon={<DeleteOutlined />} aria-label={`${t('action.delete')} ${name}`} onClick={onDelete} data-testid="row-delete" />}
    </Space>
  );
}

export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <Tag color={value ? 'green' : 'default'}>{value ? t('action.yes') : t('action.no')}</Tag>;
}
