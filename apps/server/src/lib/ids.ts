import { v7 as uuidv7 } from 'uuid';

/** A new record id: UUIDv7, time-ordered, so new rows land at the end of the primary-key index. */
export const newId = () => uuidv7();

/** The id no record has (uuid zero). */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

/** Ids for an `inArray` filter: the list, or `[NO_ID]` when it is empty, so the filter matches no row. */
export const idsOrNone = (list: readonly string[]): string[] => (list.length > 0 ? [...list] : [NO_ID]);
