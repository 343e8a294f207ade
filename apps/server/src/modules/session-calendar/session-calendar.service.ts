import type { TSessionCalendar } from '@school/contract';
import { DAY_NAMES } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { listLevelClassifiedIn as listLevelClassified } from '../level-classified/index';
import { listGroupsIn, shiftLabel } from '../session-time/session-time.service';

/** Days (the level's study days) × Schedule (its session time groups), read from the records that hold them. */
async function calendars(tx: TQueryable, campusId: string, p: { levelClassifiedId?: string; groupId?: string }): Promise<TSessionCalendar[]> {
  const groups = await listGroupsIn(tx, campusId, { levelClassifiedId: p.levelClassifiedId, id: p.groupId });
  const levelIds = p.groupId ? groups.map((g) => g.LevelClassifiedId) : p.levelClassifiedId ? [p.levelClassifiedId] : undefined;
  const levels = await listLevelClassified(tx, { campusId, ids: levelIds });
  return levels.map((l) => ({
    LevelClassifiedId: l.id,
    LevelClassified: { Id: l.id, Code: l.code, Description: l.description, DescriptionEn: l.descriptionEn },
    Days: [...l.studyDays].sort((a, b) => a - b).map((d) => ({ Day: d, Name: DAY_NAMES[d]![0], NameEn: DAY_NAMES[d]![1] })),
    Schedule: groups
      .filter((g) => g.LevelClassifiedId === l.id)
      .map((g) => ({
        AcademicSessionTimeGroupId: g.Id,
        AcademicTimeShift: g.AcademicTimeShift,
        Name: shiftLabel(g.AcademicTimeShift).Name,
        NameEn: shiftLabel(g.AcademicTimeShift).NameEn,
        SessionTimes: g.SessionTimes,
      })),
  }));
}

export const listCalendars = (deps: TAppDeps, auth: TAuth) => inTenant(deps, auth, (tx) => calendars(tx, auth.campusId, {}));

export const calendarOfLevel = (deps: TAppDeps, auth: TAuth, levelClassifiedId: string) =>
  inTenant(deps, auth, async (tx) => {
    const [found] = await calendars(tx, auth.campusId, { levelClassifiedId });
    if (!found) throw notFound();
    return found;
  });

export const calendarOfGroup = (deps: TAppDeps, auth: TAuth, groupId: string) =>
  inTenant(deps, auth, async (tx) => {
    const [found] = await calendars(tx, auth.campusId, { groupId });
    if (!found || found.Schedule.length === 0) throw notFound();
    return found;
  });

/** The periods of a year's session times (the calendar screen's `academicSession` call). */
export { listSessionTimes } from '../session-time/session-time.service';
