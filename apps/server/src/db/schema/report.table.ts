import { jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TReportFooter, TReportHeader, TReportSetting } from '@school/contract';
import { tenantColumns, tenantExtras } from './tenant';
import { versionColumns } from './columns';

/**
 * The campus's report settings (portal §3 'Report options'): one row per campus at most (none until the
 * school saves; the defaults are answered meanwhile). The three parts are kept as the wire's JSON, read back
 * over the defaults so a switch added later starts at its default. Saves carry the version read.
 */
export const reportSetting = pgTable(
  'report_setting',
  {
    ...tenantColumns(),
    setting: jsonb('setting').$type<Partial<TReportSetting>>().notNull(),
    header: jsonb('header').$type<Partial<TReportHeader>>().notNull(),
    footer: jsonb('footer').$type<Partial<TReportFooter>>().notNull(),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('report_setting', t), uniqueIndex('report_setting_campus_key').on(t.campusId)],
);
