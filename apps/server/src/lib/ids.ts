import { v7 as uuidv7 } from 'uuid';

/** A new record id: UUIDv7, time-ordered, so new rows land at the end of the primary-key index. */
export const newId = () => uuidv7();
