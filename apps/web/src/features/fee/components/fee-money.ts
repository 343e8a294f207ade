import { useCallback } from 'react';
import { CURRENCY_TYPE } from '@school/contract/enum/enum.values';
import { localeDigits } from '../../../lib/digits';
import { useLocale } from '../../../lib/use-locale';

/** An amount with its currency sign, as a Cambodian receipt writes it: `៛400,000` (whole riel), `$12.50`; Khmer digits on Khmer pages. */
export function formatMoney(amount: number, currency: number, locale: string): string {
  const usd = currency === CURRENCY_TYPE.USD;
  const text = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: usd ? 2 : 0, maximumFractionDigits: usd ? 2 : 0 });
  return `${amount < 0 ? '-' : ''}${usd ? '$' : '៛'}${localeDigits(text, locale)}`;
}

export function useMoney() {
  const locale = useLocale();
  return useCallback(
    (amount: number | null | undefined, currency: number) => (amount === null || amount === undefined ? '' : formatMoney(amount, currency, locale)),
    [locale],
  );
}
