import type { TSessionTime, TSessionTimeCreate, TSessionTimeGroup, TSessionTimePreviewRow, TSessionTimeUpdate } from '@school/contract';
import { ACADEMIC_TIME_SHIFT, SETUP_ENUM_ITEMS } from '@school/contract/enum/enum.setup';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { assertNotInUse } from '../../db/usage';
import { conflict, notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { requireLevelClassified } from '../level-classified/level-classified.service';
import { listLevelClassifiedIn as listLevelClassified } from '../level-classified/index';
import * as repo from './session-time.repository';

const hhmm = (t: string) => String(t).slice(0, 5);

export const toSessionTime = (r: repo.TSessionTimeRow): TSessionTime => ({
  Id: r.row.id,
  AcademicSessionTimeGroupId: r.row.groupId,
  AcademicSessionTimeLevelClassifiedId: r.row.levelClassifiedId,
  LevelClassified: { Id: r.row.levelClassifiedId, Description: r.levelDescription, DescriptionEn: r.levelDescriptionEn },
  AcademicTimeShift: r.row.academicTimeShift,
  From: hhmm(r.row.fromTime),
  To: hhmm(r.row.toTime),
  Description: r.row.description,
  DescriptionEn: r.row.descriptionEn,
  SortIndex: r.row.sortIndex,
  Version: r.row.version,
});

export const shiftLabel = (shift: number) => SETUP_ENUM_ITEMS.academicTimeShift.find((i) => i.Value === shift) ?? { Name: '', NameEn: '' };

const overlaps = (a: { From: string; To: string }, b: { From: string; To: string }) => a.From < b.To && b.From < a.To;

/** Saves periods of one level and shift; none may overlap another of the group (saved or in the batch). */
export async function createSessionTimesIn(tx: TQueryable, campusId: string, body: TSessionTimeCreate) {
  const level = await requireLevelClassified(tx, campusId, body.AcademicSessionTimeLevelClassifiedId);
  const shift = shiftLabel(body.AcademicTimeShift);
  const groupId = await repo.ensureGroup(tx, {
    campusId,
    levelClassifiedId: level.id,
    academicTimeShift: body.AcademicTimeShift,
    description: `${level.description} ${shift.Name}`,
    descriptionEn: `${level.descriptionEn} ${shift.NameEn}`,
  });
  const existing = (await repo.listSessionTimes(tx, { campusId, groupId })).map(toSessionTime);
  const placed: Array<{ From: string; To: string }> = [...existing];
  for (const row of body.SessionTimes) {
    const clash = placed.find((p) => overlaps(p, row));
    if (clash)
      throw conflict(
        `ម៉ោង ${khmerDigits(row.From)}–${khmerDigits(row.To)} ជាន់គ្នាជាមួយម៉ោង ${khmerDigits(clash.From)}–${khmerDigits(clash.To)}`,
        `The period ${row.From}–${row.To} overlaps ${clash.From}–${clash.To}`,
      );
    placed.push(row);
  }
  const ids = await repo.insertSessionTimes(tx, {
    campusId,
    rows: body.SessionTimes.map((r) => ({
      groupId,
      levelClassifiedId: level.id,
      academicTimeShift: body.AcademicTimeShift,
      fromTime: r.From,
      toTime: r.To,
      description: r.Description,
      descriptionEn: r.DescriptionEn,
      sortIndex: r.SortIndex,
    })),
  });
  return (await repo.listSessionTimes(tx, { campusId, ids: ids.map((r) => r.id) })).map(toSessionTime);
}

export const createSessionTimes = (deps: TAppDeps, auth: TAuth, body: TSessionTimeCreate) =>
  inTenant(deps, auth, (tx) => createSessionTimesIn(tx, auth.campusId, body));

export async function updateSessionTimeIn(tx: TQueryable, campusId: string, body: TSessionTimeUpdate) {
  const current = await repo.getSessionTime(tx, { campusId, id: body.Id });
  if (!current) throw notFound();
  const clash = (await repo.listSessionTimes(tx, { campusId, groupId: current.row.groupId }))
    .map(toSessionTime)
    .find((p) => p.Id !== body.Id && overlaps(p, body));
  if (clash)
    throw conflict(
      `ម៉ោង ${khmerDigits(body.From)}–${khmerDigits(body.To)} ជាន់គ្នាជាមួយម៉ោង ${khmerDigits(clash.From)}–${khmerDigits(clash.To)}`,
      `The period ${body.From}–${body.To} overlaps ${clash.From}–${clash.To}`,
    );
  await repo.academicSessionTimeRows.update(
    tx,
    { campusId, id: body.Id, version: body.Version },
    {
      fromTime: body.From,
      toTime: body.To,
      description: body.Description,
      descriptionEn: body.DescriptionEn,
      sortIndex: body.SortIndex,
    },
  );
  return toSessionTime((await repo.getSessionTime(tx, { campusId, id: body.Id }))!);
}
export const updateSessionTime = (deps: TAppDeps, auth: TAuth, body: TSessionTimeUpdate) =>
  inTenant(deps, auth, (tx) => updateSessionTimeIn(tx, auth.campusId, body));

export async function deleteSessionTimeIn(tx: TQueryable, campusId: string, id: string) {
  const row = await repo.getSessionTime(tx, { campusId, id });
  if (!row) throw notFound();
  await assertNotInUse(tx, {
    table: 'academic_session_time',
    campusId,
    id,
    name: `${row.row.description} ${khmerDigits(hhmm(row.row.fromTime))}–${khmerDigits(hhmm(row.row.toTime))}`,
    nameEn: `${row.row.descriptionEn} ${hhmm(row.row.fromTime)}–${hhmm(row.row.toTime)}`,
  });
  await repo.academicSessionTimeRows.delete(tx, { campusId, id });
}
export const deleteSessionTime = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => deleteSessionTimeIn(tx, auth.campusId, id));

export async function listSessionTimes(
  deps: TAppDeps,
  auth: TAuth,
  q: { levelClassifiedId?: string; academicTimeShift?: number; academicSessionTimeGroupId?: string },
) {
  const rows = await inTenant(deps, auth, (tx) =>
    repo.listSessionTimes(tx, {
      campusId: auth.campusId,
      levelClassifiedId: q.levelClassifiedId,
      academicTimeShift: q.academicTimeShift,
      groupId: q.academicSessionTimeGroupId,
    }),
  );
  return rows.map(toSessionTime);
}

export async function listGroupsIn(tx: TQueryable, campusId: string, p: { levelClassifiedId?: string; id?: string }): Promise<TSessionTimeGroup[]> {
  const groups = await repo.listGroups(tx, { campusId, ...p });
  const times = (await repo.listSessionTimes(tx, { campusId, levelClassifiedId: p.levelClassifiedId })).map(toSessionTime);
  return groups.map((g) => ({
    Id: g.group.id,
    LevelClassifiedId: g.group.levelClassifiedId,
    LevelClassified: { Id: g.group.levelClassifiedId, Description: g.levelDescription, DescriptionEn: g.levelDescriptionEn },
    AcademicTimeShift: g.group.academicTimeShift,
    Description: g.group.description,
    DescriptionEn: g.group.descriptionEn,
    SessionTimes: times.filter((t) => t.AcademicSessionTimeGroupId === g.group.id),
  }));
}
export const listGroups = (deps: TAppDeps, auth: TAuth, levelClassifiedId?: string) =>
  inTenant(deps, auth, (tx) => listGroupsIn(tx, auth.campusId, { levelClassifiedId }));

export const listLevelSummaries = (deps: TAppDeps, auth: TAuth) =>
  inTenant(deps, auth, async (tx) => {
    const levels = await listLevelClassified(tx, { campusId: auth.campusId });
    const times = await repo.listSessionTimes(tx, { campusId: auth.campusId });
    return levels.map((l) => {
      const mine = times.filter((t) => t.row.levelClassifiedId === l.id);
      return {
        Id: l.id,
        Code: l.code,
        Description: l.description,
        DescriptionEn: l.descriptionEn,
        AcademicTimeShifts: [...new Set(mine.map((t) => t.row.academicTimeShift))].sort(),
        SessionTimeCount: mine.length,
      };
    });
  });

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const START: Record<number, string> = {
  [ACADEMIC_TIME_SHIFT.MORNING]: '07:00',
  [ACADEMIC_TIME_SHIFT.AFTERNOON]: '13:00',
  [ACADEMIC_TIME_SHIFT.EVENING]: '17:30',
};

/** Periods of equal length with a gap between them; a full day is a morning and an afternoon. */
export function generatePeriods(
  levelClassifiedId: string,
  q: { academicTimeShift: number; startTime?: string; sessionMinutes: number; breakMinutes: number; sessionCount: number },
): TSessionTimePreviewRow[] {
  const run = (shift: number, start: string, offset: number) => {
    const rows: TSessionTimePreviewRow[] = [];
    let at = toMinutes(start);
    for (let i = 1; i <= q.sessionCount; i++) {
      const end = at + q.sessionMinutes;
      if (end > 24 * 60 - 1) break;
      const n = offset + i;
      rows.push({
        AcademicSessionTimeLevelClassifiedId: levelClassifiedId,
        AcademicTimeShift: shift,
        From: toTime(at),
        To: toTime(end),
        Description: `ម៉ោងទី${khmerDigits(n)}`,
        DescriptionEn: `Period ${n}`,
        SortIndex: n,
      });
      at = end + q.breakMinutes;
    }
    return rows;
  };
  if (q.academicTimeShift === ACADEMIC_TIME_SHIFT.FULL_DAY) {
    const morning = run(ACADEMIC_TIME_SHIFT.FULL_DAY, q.startTime ?? START[ACADEMIC_TIME_SHIFT.MORNING]!, 0);
    const afternoonStart = Math.max(toMinutes(START[ACADEMIC_TIME_SHIFT.AFTERNOON]!), toMinutes(morning.at(-1)?.To ?? '00:00') + q.breakMinutes);
    return [...morning, ...run(ACADEMIC_TIME_SHIFT.FULL_DAY, toTime(afternoonStart), morning.length)];
  }
  return run(q.academicTimeShift, q.startTime ?? START[q.academicTimeShift] ?? '07:00', 0);
}

export const generate = (deps: TAppDeps, auth: TAuth, levelClassifiedId: string, q: Parameters<typeof generatePeriods>[1]) =>
  inTenant(deps, auth, async (tx) => {
    await requireLevelClassified(tx, auth.campusId, levelClassifiedId);
    return generatePeriods(levelClassifiedId, q);
  });
