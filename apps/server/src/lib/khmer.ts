/** Writes the digits of a number or text with Khmer numerals, as Khmer messages show counts and dates. */
export const khmerDigits = (value: number | string) => String(value).replace(/\d/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!);
