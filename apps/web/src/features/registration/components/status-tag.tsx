import '../i18n';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Registration status 0 pending (warning), 1 confirmed, 2 error (portal §3). */
export function RegistrationStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('registration');
  const color = status === 1 ? 'green' : status === 2 ? 'red' : 'orange';
  return (
    <Tag color={color} data-testid="registration-status">
      {t(`status.${status === 1 ? 'confirmed' : status === 2 ? 'rejected' : 'pending'}`)}
    </Tag>
  );
}

/** The status options of a registration: pending 0, confirmed 1, error 2 (portal §3). */
export function useRegistrationStatusOptions() {
  const { t } = useTranslation('registration');
  return [
    { value: 0, label: t('status.pending') },
    { value: 1, label: t('status.confirmed') },
    { value: 2, label: t('status.rejected') },
  ];
}
