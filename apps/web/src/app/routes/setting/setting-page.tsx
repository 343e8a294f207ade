import '../../../features/user/i18n';
import '../../nav-i18n';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { UserPreferencesForm } from '../../../features/user/components/user-preferences-form';
import { useNavigationMenu } from '../../layouts/use-navigation-menu';

/** /setting: the user's own preferences, kept in this browser. */
export function SettingPage() {
  const { t } = useTranslation('user');
  const navigation = useNavigationMenu();
  return (
    <>
      <PageHeader title={t('setting.title')} crumbs={[{ label: t('setting.title') }]} />
      <UserPreferencesForm navigation={navigation} />
    </>
  );
}
