/** Khmer numerals for Khmer messages ("a Khmer form speaks to its user in Khmer digits"). */
export const khmerDigits = (value: string | number | bigint) => String(value).replace(/\d/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!);

/** Khmer letters used to name the classes of a grade (៧ក, ៧ខ …), and the Latin letters of their codes. */
export const CLASS_LETTERS_KM = ['ក', 'ខ', 'គ', 'ឃ', 'ង', 'ច', 'ឆ', 'ជ', 'ឈ', 'ញ'] as const;
export const CLASS_LETTERS_EN = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
