import { z } from 'zod';

/**
 * A person's four names on the wire (students, guardians, employees, applicants, registrations, accounts):
 * Khmer family and given name, Latin family and given name. Answers spread `PERSON_NAME` (and
 * `PERSON_FULL_NAME` where they carry the full names, family name first as Cambodians write them); bodies
 * spread `personNameInput(km, en)` with the field rules of their form. The server maps a row with
 * `lib/person-name.ts`, the tables hold the columns of `db/schema/person.columns.ts`.
 */
export const PERSON_NAME = {
  FirstName: z.string(),
  LastName: z.string(),
  FirstNameEn: z.string(),
  LastNameEn: z.string(),
};

export const PERSON_FULL_NAME = {
  ...PERSON_NAME,
  /** Khmer order: family name then given name. */
  FullName: z.string(),
  FullNameEn: z.string(),
};

export const ZPersonName = z.object(PERSON_NAME);
export type TPersonName = z.infer<typeof ZPersonName>;

/** The four names of a body: `km` checks the Khmer names, `en` the Latin ones (the same rule by default). */
export function personNameInput<K extends z.ZodType, E extends z.ZodType = K>(km: () => K, en?: () => E) {
  const latin = (en ?? km) as () => E;
  return { FirstName: km(), LastName: km(), FirstNameEn: latin(), LastNameEn: latin() };
}
