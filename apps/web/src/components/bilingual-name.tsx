import { useCallback } from 'react';
import { localName, type TBilingual } from '../lib/bilingual';
import { useLocale } from '../lib/use-locale';

/** `(item) => Description or DescriptionEn by locale` — the one helper, as a hook. */
export function useLocalName() {
  const locale = useLocale();
  return useCallback((item: TBilingual | null | undefined) => localName(item, locale), [locale]);
}

/** A table cell or label showing a named thing in the current language, the other one as its tooltip. */
export function BilingualName({ item }: { item: TBilingual | null | undefined }) {
  const locale = useLocale();
  const shown = localName(item, locale);
  const other = localName(item, locale === 'km' ? 'en' : 'km');
  return (
    <span title={other !== shown ? other : undefined} lang={locale}>
      {shown}
    </span>
  );
}
