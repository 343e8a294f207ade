import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { ConfigProvider, theme as antTheme } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import kmKH from 'antd/es/locale/km_KH';
import enUS from 'antd/es/locale/en_US';
import type { Locale as TAntLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/km';
import { i18n } from '../lib/i18n';
import type { TLocale } from '../lib/locale';
import { LIMITS } from '../lib/config';
import { useLocale } from '../lib/use-locale';
import { useBranding } from '../features/auth/branding';
import { useAccessibleNames } from '../components/accessible-names';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { FeedbackApp } from './feedback-app';

const FONT = "'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The build delivers antd's component CSS as static files in `@layer antd` (antd-static-style.ts, ADR 0007):
 * antd then writes no component CSS at run time (`zeroRuntime`), only the theme's CSS variables and the
 * icons' reset, in the same layer. The dev server and unit tests keep antd's run-time CSS.
 */
const STATIC_STYLE = import.meta.env.ANTD_STATIC_STYLE === true;

const MESSAGE = { maxCount: 3 };
const NOTIFICATION = { placement: 'bottomRight' } as const;

/** Date-picker words of antd's locales that we word ourselves (`common:picker.*`). */
const PICKER_WORDS = ['ok', 'timeSelect', 'decadeSelect', 'previousDecade', 'nextDecade', 'previousCentury', 'nextCentury'] as const;

/**
 * antd's Khmer locale still validates in English (DESIGN 'Web'): ours replaces its form messages. It
 * also leaves the pager's size select named "Page Size" and words some date-picker parts wrongly
 * ("ច្បាស់", clear as in "plain", for the clear button; "អាយុ", age, for a decade): issue 10 fills and
 * corrects them here, in both languages from our catalogs where we have the word.
 */
function antLocale(locale: TLocale): TAntLocale {
  const base = locale === 'km' ? kmKH : enUS;
  const t = i18n.getFixedT(locale, 'common');
  const pagination = { ...base.Pagination, page_size: t('table.pageSize'), prev_page: t('table.prevPage'), next_page: t('table.nextPage') };
  const picker = Object.fromEntries(PICKER_WORDS.map((word) => [word, t(`picker.${word}`)]));
  return {
    ...base,
    Pagination: pagination,
    DatePicker: base.DatePicker && { ...base.DatePicker, lang: { ...base.DatePicker.lang, ...picker, clear: t('control.clear') } },
    Form: { ...base.Form, defaultValidateMessages: i18n.getResourceBundle(locale, 'validation') },
  };
}

/**
 * Everything under the sign-in page: antd with km_KH / en_US and our Khmer validation messages, the
 * school's colour as the theme, dayjs in the page's language, and the App context for toasts and dialogs (FeedbackApp: antd's App, its machinery loaded on demand).
 */
export function AntdShell() {
  const locale = useLocale();
  const branding = useBranding();
  useAccessibleNames();
  const reducedMotion = usePrefersReducedMotion();
  const primary = branding?.primaryColor ?? LIMITS.defaultPrimaryColor;
  // dayjs keeps the locale a date was made with; new dates follow the page (DESIGN 'Web').
  dayjs.locale(locale);
  const antdLocale = useMemo(() => antLocale(locale), [locale]);
  const theme = useMemo(
    () => ({
      ...(STATIC_STYLE && { zeroRuntime: true, hashed: false }),
      algorithm: antTheme.defaultAlgorithm,
      token: { colorPrimary: primary, colorLink: primary, fontFamily: FONT, borderRadius: 8, colorError: '#C10230', motion: !reducedMotion },
      components: { Layout: { headerBg: '#ffffff', siderBg: '#ffffff' } },
    }),
    [primary, reducedMotion],
  );
  return (
    <StyleProvider layer={STATIC_STYLE}>
      <ConfigProvider locale={antdLocale} theme={theme} form={{ validateMessages: antdLocale.Form?.defaultValidateMessages }}>
        <FeedbackApp message={MESSAGE} notification={NOTIFICATION}>
          <Outlet />
        </FeedbackApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
