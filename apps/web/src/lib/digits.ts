const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/**
 * Khmer text writes numbers with Khmer digits (១២/០៣/២០២៦), as the school's own papers do. Kept apart
 * from the date helpers so the sign-in page's `useDigits` does not bring dayjs into the first bundle.
 */
export function khmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => KHMER_DIGITS[Number(d)]!);
}
