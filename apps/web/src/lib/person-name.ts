import type { TLocale } from './locale';

/** The four names of a person as the forms hold them and as the contract's bodies take them (camelCase). */
export type TPersonName = { firstName: string; lastName: string; firstNameEn: string; lastNameEn: string };

/** A person's name as Cambodian papers write it, family name first, in the page's language. */
export function personName(p: TPersonName, locale: TLocale): string {
  return locale === 'en' ? `${p.lastNameEn} ${p.firstNameEn}` : `${p.lastName} ${p.firstName}`;
}

/** Both scripts, for a list cell: the page's language first. */
export function bothNames(p: TPersonName, locale: TLocale): [string, string] {
  const km = `${p.lastName} ${p.firstName}`;
  const en = `${p.lastNameEn} ${p.firstNameEn}`;
  return locale === 'en' ? [en, km] : [km, en];
}

/**
 * The four names of a form (`PersonNameFields`) as a body's fields, trimmed: written once for the student,
 * guardian, employee, applicant and registration forms (the client PascalCases them to FirstName …).
 */
export function personNameBody(v: TPersonName): TPersonName {
  return { firstName: v.firstName.trim(), lastName: v.lastName.trim(), firstNameEn: v.firstNameEn.trim(), lastNameEn: v.lastNameEn.trim() };
}

/** A record's four names as a form's initial values. */
export function personNameValues(p: TPersonName): TPersonName {
  return { firstName: p.firstName, lastName: p.lastName, firstNameEn: p.firstNameEn, lastNameEn: p.lastNameEn };
}
