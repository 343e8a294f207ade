import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';

/** Switches language and keeps the user on the same page (portal §1); the cookie follows in LocaleRoot. */
export function LanguageSwitcher({ light = false }: { light?: boolean }) {
  const locale = useLocale();
  const location = useLocation();
  const { t } = useTranslation();
  const other = locale === 'km' ? 'en' : 'km';
  const target = `${localizePath(location.pathname, other)}${location.search}${location.hash}`;
  return (
    <Link
      to={target}
      lang={other}
      hrefLang={other}
      aria-label={t('language.switchTo')}
      data-testid="language-switcher"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '4px 10px',
        borderRadius: 16,
        border: `1px solid ${light ? 'rgba(255,255,255,.7)' : '#d9d9d9'}`,
        color: light ? '#fff' : '#262626',
        whiteSpace: 'nowrap',
        lineHeight: 1.6,
        textDecoration: 'none',
      }}
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
      </svg>
      {other === 'en' ? t('language.en') : t('language.km')}
    </Link>
  );
}
