import type { TLocale } from './locale';

/**
 * The one helper that picks a named thing's text by locale (portal §1): `Description`/`DescriptionEn`,
 * `Name`/`NameEn`, `Title`/`TitleEn`, as camelCase after the client. English falls back to Khmer and
 * Khmer to English when one side is empty.
 */
export type TBilingual =
  | { description?: string | null; descriptionEn?: string | null }
  | { name?: string | null; nameEn?: string | null }
  | { title?: string | null; titleEn?: string | null };

export function localName(item: TBilingual | null | undefined, locale: TLocale): string {
  if (!item) return '';
  const pairs: Array<[unknown, unknown]> = [
    ['description' in item ? item.description : undefined, 'descriptionEn' in item ? item.descriptionEn : undefined],
    ['name' in item ? item.name : undefined, 'nameEn' in item ? item.nameEn : undefined],
    ['title' in item ? item.title : undefined, 'titleEn' in item ? item.titleEn : undefined],
  ];
  for (const [km, en] of pairs) {
    const kmText = typeof km === 'string' ? km.trim() : '';
    const enText = typeof en === 'string' ? en.trim() : '';
    if (!kmText && !enText) continue;
    return locale === 'en' ? enText || kmText : kmText || enText;
  }
  return '';
}

/** Two texts by locale (first names, school names). */
export function pickLocale(km: string | null | undefined, en: string | null | undefined, locale: TLocale): string {
  return localName({ name: km, nameEn: en }, locale);
}
