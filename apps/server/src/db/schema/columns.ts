import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Optimistic concurrency and timestamps of an updatable record (DESIGN 'Data'). */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
