import '../../../features/user/i18n';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ChangePasswordForm } from '../../../features/user/components/change-password-form';

/** /settings/changePassword: the user's own password (also the first-password gate). */
export function ChangePasswordPage() {
  const { t } = useTranslation('user');
  return (
    <>
      <PageHeader title={t('password.title')} crumbs={[{ label: t('nav:profile'), path: '/profile' }, { label: t('password.title') }]} />
      <ChangePasswordForm />
    </>
  );
}
