import '../i18n';
import { Button, Card, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback';
import { localName } from '../../../lib/bilingual';
import { localizePath, type TLocale } from '../../../lib/locale';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useLocale } from '../../../lib/use-locale';
import { useAcademicYears, usePermissions } from '../../auth/use-session';

/** The menu choice of the shell (the page passes `useNavigationMenu()`: a feature does not import app/). */
export type TMenuChoice<TCode extends string> = { menu: TCode; allowed: TCode[]; canSwitch: boolean; setMenu: (code: TCode) => void };

/**
 * The user's own preferences, kept in this browser: language, academic year (with SWITCH_ACADEMIC_YEAR),
 * menu (when the user may switch) and clearing the remembered list filters. Menu labels read the `nav` catalog.
 */
export function UserPreferencesForm<TCode extends string>({ navigation }: { navigation: TMenuChoice<TCode> }) {
  const { t } = useTranslation('user');
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const permissions = usePermissions();
  const years = useAcademicYears();
  return (
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
              options={navigation.allowed.map((code) => ({ value: code, label: t(`nav:menus.${String(code)}`) }))}
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
  );
}
