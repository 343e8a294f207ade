import '../i18n';
import { Button, Flex, Typography } from 'antd';
import { SaveOutlined, SwapOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDigits } from '../../../lib/use-locale';

/**
 * The toolbar over a table of students changed as a batch (change class, promotion): how many rows are
 * selected, one value (`bulk`) applied to the selected rows, clear, and save of the changed rows in one call.
 */
export function BatchToolbar({
  selectedCount,
  changedCount,
  bulk,
  canApply,
  onApply,
  onClear,
  saveLabel,
  onSave,
  saving,
  testId,
}: {
  selectedCount: number;
  changedCount: number;
  bulk: React.ReactNode;
  canApply: boolean;
  onApply: () => void;
  onClear: () => void;
  saveLabel: string;
  onSave: () => void;
  saving: boolean;
  /** Prefix of the buttons' test ids (`<prefix>-bulk-apply`, `<prefix>-save`). */
  testId: string;
}) {
  const { t } = useTranslation('student-ops');
  const digits = useDigits();
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
      <Typography.Text>{t('change.selected', { n: digits(selectedCount) })}</Typography.Text>
      {bulk}
      <Button icon={<SwapOutlined />} disabled={!canApply || selectedCount === 0} onClick={onApply} data-testid={`${testId}-bulk-apply`}>
        {t('change.applySelected')}
      </Button>
      <Button icon={<UndoOutlined />} onClick={onClear} disabled={changedCount === 0 && selectedCount === 0}>
        {t('change.clear')}
      </Button>
      <span style={{ flex: 1 }} />
      <Button type="primary" icon={<SaveOutlined />} disabled={changedCount === 0} loading={saving} onClick={onSave} data-testid={`${testId}-save`}>
        {saveLabel}
      </Button>
    </Flex>
  );
}
