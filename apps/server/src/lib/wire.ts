/** The wire's PascalCase name of a camelCase field: `descriptionEn` → `DescriptionEn`. */
type TWire<K extends string> = Capitalize<K>;

/**
 * The wire fields of a row whose columns are the contract's fields in camelCase, named once:
 * `wireFields(row, ['id', 'description'])` → `{ Id: row.id, Description: row.description }`, typed, so
 * a mapper lists only the fields it converts or renames.
 */
export function wireFields<T extends object, K extends keyof T & string>(row: T, keys: readonly K[]): { [P in K as TWire<P>]: T[P] } {
  return Object.fromEntries(keys.map((key) => [key.charAt(0).toUpperCase() + key.slice(1), row[key]])) as { [P in K as TWire<P>]: T[P] };
}

/**
 * The other way: the column values of a body whose PascalCase fields name the columns, named once:
 * `bodyValues(body, ['code', 'sortIndex'])` → `{ code: body.Code, sortIndex: body.SortIndex }`, typed.
 */
export function bodyValues<T extends object, K extends Uncapitalize<keyof T & string>>(body: T, keys: readonly K[]): { [P in K]: T[Capitalize<P> & keyof T] } {
  return Object.fromEntries(keys.map((key) => [key, body[(key.charAt(0).toUpperCase() + key.slice(1)) as keyof T]])) as {
    [P in K]: T[Capitalize<P> & keyof T];
  };
}
