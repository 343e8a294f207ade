import '../i18n';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why scores already shown to families change (a live sheet's save asks for it): at most 500 characters. */
export function ScoreReasonInput({ value, onChange, testId }: { value: string; onChange: (reason: string) => void; testId: string }) {
  const { t } = useTranslation('score');
  return (
    <Input
      style={{ minWidth: 220 }}
      maxLength={500}
      placeholder={t('review.reason')}
      aria-label={t('review.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
