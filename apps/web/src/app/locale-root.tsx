import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import kmKH from 'antd/es/locale/km_KH';
import enUS from 'antd/es/locale/en_US';
import type { Locale as TAntLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/km';
import { i18n } from '../lib/i18n';
import { localeCookie, type TLocale } from '../lib/locale';
import { LocaleContext } from '../lib/use-locale';
import { useBranding } from '../features/session/branding';
import { LIMITS } from '../lib/config';
import { RouteProgress } from '../components/route-progress';
import { FeedbackBridge } from '../components/feedback';

const FONT = "'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** antd's Khmer locale still validates in English (DESIGN 'Web'): ours replaces its form messages. */
function antLocale(locale: TLocale): TAntLocale {
  const base = locale === 'km' ? kmKH : enUS;
  return { ...base, Form: { ...base.Form, defaultValidateMessages: i18n.getResourceBundle(locale, 'validation') } };
}

/**
 * The root of each language's route tree (`/` Khmer, `/en` English): sets the language of i18next,
 * dayjs, antd and the document, and keeps the choice in the 365-day cookie.
 */
export function LocaleRoot({ locale }: { locale: TLocale }) {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  const branding = useBranding();
  const primary = branding?.primaryColor ?? LIMITS.defaultPrimaryColor;

  useEffect(() => {
    dayjs.locale(locale);
    document.documentElement.lang = locale;
    document.cookie = localeCookie(locale, window.location.protocol === 'https:');
  }, [locale]);

  const antdLocale = useMemo(() => antLocale(locale), [locale]);
  const validateMessages = antdLocale.Form?.defaultValidateMessages;
  const theme = useMemo(
    () => ({
      algorithm: antTheme.defaultAlgorithm,
      token: { colorPrimary: primary, colorLink: primary, fontFamily: FONT, borderRadius: 8, colorError: '#C10230' },
      components: { Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56 } },
    }),
    [primary],
  );

  return (
    <LocaleContext.Provider value={locale}>
      <ConfigProvider locale={antdLocale} theme={theme} form={{ validateMessages }}>
        <AntApp message={{ maxCount: 3 }} notification={{ placement: 'bottomRight' }}>
          <FeedbackBridge />
          <RouteProgress />
          <Outlet />
        </AntApp>
      </ConfigProvider>
    </LocaleContext.Provider>
  );
}
