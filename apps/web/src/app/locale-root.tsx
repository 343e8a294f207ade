import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { i18n } from '../lib/i18n';
import { localeCookie, type TLocale } from '../lib/locale';
import { LocaleContext } from '../lib/use-locale';
import { RouteProgress } from '../components/route-progress';

/**
 * The root of each language's route tree (`/` Khmer, `/en` English): sets the language of i18next and
 * of the document and keeps the choice in the 365-day cookie. It stays free of antd so that the sign-in
 * page loads light; the antd theme and locale come with AntdShell, a lazily loaded layer under it.
 */
export function LocaleRoot({ locale }: { locale: TLocale }) {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.cookie = localeCookie(locale, window.location.protocol === 'https:');
  }, [locale]);

  return (
    <LocaleContext.Provider value={locale}>
      <RouteProgress />
      <Outlet />
    </LocaleContext.Provider>
  );
}
