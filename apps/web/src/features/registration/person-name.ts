import type { TLocale } from '../../lib/locale';

type TPerson = { firstName: string; lastName: string; firstNameEn: string; lastNameEn: string };

/** A person's name as Cambodian papers write it, family name first, in the page's language. */
export function personName(p: TPerson, locale: TLocale): string {
  return locale === 'en' ? `${p.lastNameEn} ${p.firstNameEn}` : `${p.lastName} ${p.firstName}`;
}

/** Both scripts, for a list cell: the page's language first. */
export function bothNames(p: TPerson, locale: TLocale): [string, string] {
  const km = `${p.lastName} ${p.firstName}`;
  const en = `${p.lastNameEn} ${p.firstNameEn}`;
  return locale === 'en' ? [en, km] : [km, en];
}
