import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../../lib/bilingual';
import { useLocale } from '../../lib/use-locale';
import { useAcademicYears, usePermissions } from '../../features/auth/use-session';

/**
 * Academic-year switcher (portal §2, §4): only with SWITCH_ACADEMIC_YEAR; without it the selected year
 * is shown, not offered. Switching stores the year and clears the selections that depend on it.
 */
export function AcademicYearSwitcher({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('nav');
  const locale = useLocale();
  const permissions = usePermissions();
  const { years, selected, select, loading } = useAcademicYears();
  if (!permissions.ready || (!loading && years.length === 0)) return null;
  if (!permissions.has('SWITCH_ACADEMIC_YEAR')) {
    return selected ? <Tag style={{ marginInlineEnd: 0 }}>{localName(selected, locale)}</Tag> : null;
  }
  return (
    <Select
      aria-label={t('academicYear')}
      data-testid="academic-year-switcher"
      loading={loading}
      value={selected?.id}
      onChange={select}
      // Wide enough for 'Academic year 2026-2027' in the top bar (200 px cut it to 'Academic year 202…').
      style={{ width: block ? '100%' : 240 }}
      popupMatchSelectWidth={false}
      options={years.map((y) => ({ value: y.id, label: localName(y, locale) }))}
    />
  );
}
