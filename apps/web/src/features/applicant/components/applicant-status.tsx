import '../i18n';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** An applicant's status: pending 0, approved 1 (a student in a class), rejected 2. */
export function ApplicantStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('applicant');
  const color = status === 1 ? 'green' : status === 2 ? 'red' : 'orange';
  return (
    <Tag color={color} data-testid="applicant-status">
      {t(`applicant.status.${status}`)}
    </Tag>
  );
}

export function useApplicantStatusOptions() {
  const { t } = useTranslation('applicant');
  return [0, 1, 2].map((value) => ({ value, label: t(`applicant.status.${value}`) }));
}
