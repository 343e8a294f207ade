import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { listByYear } from '../academic-class/academic-class.service';
import { describeTemplate } from './initial-setup.template';

/**
 * The initial-setup screens edit records of other areas (levels, subject roots, classes, session times)
 * with those areas' own rules: the routes reach them through here.
 */
export * as level from '../level-classified/level-classified.service';
export * as subject from '../subject/subject.service';
export * as academicClass from '../academic-class/academic-class.service';
export * as sessionTime from '../session-time/session-time.service';

/** The classes of a year, the current year when none is named (none without a current year). */
export async function listClassesOfYear(deps: TAppDeps, auth: TAuth, { academicYearId }: { academicYearId?: string }) {
  const year = academicYearId ?? (await inTenant(deps, auth, (tx) => yearOrCurrent(tx, auth.campusId, undefined)))?.id;
  return year ? listByYear(deps, auth, { academicYearId: year }) : [];
}

/** What the template holds, dated within the named (else current) year. */
export async function templateOfYear(deps: TAppDeps, auth: TAuth, academicYearId: string | undefined) {
  const year = await inTenant(deps, auth, (tx) => yearOrCurrent(tx, auth.campusId, academicYearId));
  return describeTemplate(year ? { id: year.id, startDate: String(year.startDate), endDate: String(year.endDate) } : undefined);
}
