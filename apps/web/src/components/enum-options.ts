import { ENUM_ITEMS, enumName, type TEnumName } from '@school/contract/enum/enum.values';
import { useLocale } from '../lib/use-locale';

/** Options of an enumeration of the contract, labelled in the page's language. */
export function useEnumOptions(name: TEnumName) {
  const locale = useLocale();
  return ENUM_ITEMS[name].map((item) => ({ value: item.Value as number, label: locale === 'en' ? item.NameEn : item.Name }));
}

export function useEnumLabel(name: TEnumName) {
  const locale = useLocale();
  return (value: number | null | undefined) => enumName(ENUM_ITEMS[name], value, locale);
}
