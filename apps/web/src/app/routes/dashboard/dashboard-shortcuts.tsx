import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/use-locale';
import { usePermissions } from '../../../features/auth/use-session';
import { cardProps } from '../../../features/dashboard/components/dashboard-cards';
import { MENUS, visibleItems, type TNavItem } from '../../navigation';

/** The General menu's entries as links (the app's navigation, so it lives with the page, not the feature). */
export function ShortcutsCard() {
  const { t } = useTranslation('nav');
  const permissions = usePermissions();
  const to = useLocalePath();
  if (!permissions.ready) {
    return (
      <Card title={t('dashboard:shortcuts')} {...cardProps}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const flat: TNavItem[] = [];
  const walk = (items: TNavItem[]) => items.forEach((i) => (i.children ? walk(i.children) : flat.push(i)));
  walk(visibleItems(MENUS['001'], permissions.has).filter((i) => i.path !== '/dashboard'));
  return (
    <Card title={t('dashboard:shortcuts')} {...cardProps}>
      {flat.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:state.noData')} />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {flat.map((i) => (
            <Link key={i.key} to={to(i.path!)} style={{ padding: '6px 12px', border: '1px solid #f0f0f0', borderRadius: 8 }}>
              {t(i.label)}
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
