/** Khmer numerals for Khmer messages ("a Khmer form speaks to its user in Khmer digits"). */
export const khmerDigits = (value: string | number | bigint) => String(value).replace(/\d/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!);

/** Khmer letters used to name the classes of a grade (៧ក, ៧ខ …), and the Latin letters of their codes. */
export const CLASS_LETTERS_KM = ['ក', 'ខ', 'គ', 'ឃ', 'ង', 'ច', 'ឆ', 'ជ', 'ឈ', 'ញ'] as const;
export const CLASS_LETTERS_EN = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;

const KHMER_COLLATOR = new Intl.Collator('km');

/**
 * Khmer name order (issue 13: "every student of the class in Khmer name order"): family name, then given name,
 * compared by the Khmer collation of ICU (`Intl.Collator('km')`, as a Khmer dictionary orders words: the
 * signs above a consonant before the consonants that follow it, ក៏ before កក), not by code points or the
 * database's collation (PGlite and a PostgreSQL built without ICU have no Khmer one). Code, then id, break ties.
 */
export function khmerNameOrder(
  a: { lastName: string; firstName: string; code?: string; id?: string },
  b: { lastName: string; firstName: string; code?: string; id?: string },
): number {
  return (
    KHMER_COLLATOR.compare(a.lastName, b.lastName) ||
    KHMER_COLLATOR.compare(a.firstName, b.firstName) ||
    (a.code ?? '').localeCompare(b.code ?? '') ||
    (a.id ?? '').localeCompare(b.id ?? '')
  );
}
