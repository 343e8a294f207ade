import '../../../features/user/i18n';
import '../../nav-i18n';
import { Button, Card, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/feedback';
import { localName } from '../../../lib/bilingual';
import { localizePath, type TLocale } from '../../../lib/locale';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useLocale } from '../../../lib/use-locale';
import { useAcademicYears, usePermissions } from '../../../features/auth/use-session';
import { useNavigationMenu } from '../../layouts/use-navigation-menu';

/** /setting: the user's own preferences, kept in this browser. */
export function SettingPage() {
  const { t } = useTranslation('user');
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const permissions = usePermissions();
  const years = useAcademicYears();
  const navigation = useNavigationMenu();
  return (
    <>
      <PageHeader title={t('setting.title')} crumbs={[{ label: t('setting.title') }]} />
      <Card style={{ maxWidth: 640 }}>
        <Form layout="vertical">
          <Form.Item label={t('setting.language')} extra={t('setting.languageHint')}>
            <Radio.Group
              value={locale}
              optionType="button"
              buttonStyle="solid"
              onChange={(e) => navigate(localizePath(location.pathname, e.target.value as TLocale))}
              options={[
                { value: 'km', label: t('common:language.km') },
                { value: 'en', label: t('common:language.en') },
              ]}
            />
          </Form.Item>
          {permissions.has('SWITCH_ACADEMIC_YEAR') && years.years.length > 0 && (
            <Form.Item label={t('setting.academicYear')} extra={t('setting.academicYearHint')}>
              <Select value={years.selected?.id} onChange={years.select} options={years.years.map((y) => ({ value: y.id, label: localName(y, locale) }))} />
            </Form.Item>
          )}
          {navigation.canSwitch && (
            <Form.Item label={t('setting.menu')}>
              <Select
                value={navigation.menu}
                onChange={navigation.setMenu}
                options={navigation.allowed.map((code) => ({ value: code, label: t(`nav:menus.${code}`) }))}
              />
            </Form.Item>
          )}
          <Form.Item label={t('setting.clearFilters')} extra={t('setting.clearFiltersHint')}>
            <Button
              onClick={() => {
                localStorage.removeItem(STORAGE_KEYS.pageConfig);
                notify.success(t('setting.cleared'));
              }}
            >
              {t('setting.clearFilters')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </>
  );
}
