import { createContext, useCallback, useContext } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { localizePath, type TLocale } from './locale';
import { localeDigits } from './digits';

export const LocaleContext = createContext<TLocale>('km');

export const useLocale = () => useContext(LocaleContext);

/** Paths inside the app are written without prefix; this adds `/en` in English. */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

export function useLocaleNavigate() {
  const navigate = useNavigate();
  const to = useLocalePath();
  return useCallback((path: string, options?: NavigateOptions) => navigate(to(path), options), [navigate, to]);
}

/** Numbers as the page writes them: Khmer digits on Khmer pages; '' for a missing value. */
export function useDigits() {
  const locale = useLocale();
  return useCallback((value: number | string | null | undefined) => localeDigits(value, locale), [locale]);
}
