/**
 * A person's four names as the tables hold them (`db/schema/person.columns.ts` `personNameColumns()`) and as
 * the wire carries them (contract `ZPersonName`): Khmer family and given name, Latin family and given name.
 * The full name is the family name first, as Cambodians write it.
 */
export type TPersonNameRow = { lastName: string; firstName: string; lastNameEn: string; firstNameEn: string };

export type TPersonNameWire = { LastName: string; FirstName: string; LastNameEn: string; FirstNameEn: string };
export type TPersonFullNameWire = TPersonNameWire & { FullName: string; FullNameEn: string };

export const fullName = (last: string, first: string) => `${last} ${first}`.trim();
export const personFullName = (p: Pick<TPersonNameRow, 'lastName' | 'firstName'>) => fullName(p.lastName, p.firstName);
export const personFullNameEn = (p: Pick<TPersonNameRow, 'lastNameEn' | 'firstNameEn'>) => fullName(p.lastNameEn, p.firstNameEn);

/** The four names of a row, or of a table (to spread into a select), and nothing else. */
export const personNames = <T extends Record<keyof TPersonNameRow, unknown>>(p: T): Pick<T, keyof TPersonNameRow> => ({
  firstName: p.firstName,
  lastName: p.lastName,
  firstNameEn: p.firstNameEn,
  lastNameEn: p.lastNameEn,
});

/** The four names of a row as the answer's fields. */
export const personNameWire = (p: TPersonNameRow): TPersonNameWire => ({
  FirstName: p.firstName,
  LastName: p.lastName,
  FirstNameEn: p.firstNameEn,
  LastNameEn: p.lastNameEn,
});

/** The four names and the two full names of a row as the answer's fields. */
export const personFullNameWire = (p: TPersonNameRow): TPersonFullNameWire => ({
  ...personNameWire(p),
  FullName: personFullName(p),
  FullNameEn: personFullNameEn(p),
});

/** A class list's student as the answer's fields (attendance sheet, score sheet, results): id, code, names, gender. */
export const classStudentWire = (s: TPersonNameRow & { id: string; code: string; gender: number }) => ({
  StudentId: s.id,
  Code: s.code,
  ...personFullNameWire(s),
  Gender: s.gender,
});

/** The four names of a body (contract `ZPersonName`) as a row's columns. */
export const personNameRow = (b: TPersonNameWire): TPersonNameRow => ({
  firstName: b.FirstName,
  lastName: b.LastName,
  firstNameEn: b.FirstNameEn,
  lastNameEn: b.LastNameEn,
});
