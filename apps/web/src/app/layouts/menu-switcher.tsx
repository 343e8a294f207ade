import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMenuCode } from '../navigation';

/** Function switcher (portal §2): 001 general, 002 administration, 004 settings, 005 reports. */
export function MenuSwitcher({ menu, allowed, onChange }: { menu: TMenuCode; allowed: TMenuCode[]; onChange: (code: TMenuCode) => void }) {
  const { t } = useTranslation('nav');
  return (
    <Select
      aria-label={t('switchMenu')}
      data-testid="menu-switcher"
      value={menu}
      onChange={onChange}
      style={{ width: '100%' }}
      options={allowed.map((code) => ({ value: code, label: t(`menus.${code}`) }))}
    />
  );
}
