import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { createLevel, expectOk } from '../../../test/setup-fixtures';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
let level: string;
beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'st.teacher' })).token;
  level = (await createLevel(t, a, 'PRI', { Days: [1, 2, 3, 4, 5] })).Id;
});
afterAll(async () => t?.close());

describe('session times and the session calendar', () => {
  it('generates a preview, saves the edited rows, and shows them in the calendar', async () => {
    const preview = expectOk(
      await t.call('GET', `/api/academicSessionTime/generate/${level}`, { token: a.adminToken, query: { academicTimeShift: '0', sessionCount: '3' } }),
    ).data.Data;
    expect(preview.map((p: { From: string; To: string }) => `${p.From}-${p.To}`)).toEqual(['07:00-07:50', '08:00-08:50', '09:00-09:50']);
    expect(preview[0]).toMatchObject({ Description: 'ម៉ោងទី១', DescriptionEn: 'Period 1' });
    // The user removes the last row and changes the first before saving.
    const rows = preview
      .slice(0, 2)
      .map((p: Record<string, unknown>) => ({ From: p.From, To: p.To, Description: p.Description, DescriptionEn: p.DescriptionEn, SortIndex: p.SortIndex }));
    rows[0].To = '07:45';
    const saved = expectOk(
      await t.call('POST', '/api/academicSessionTime', {
        token: a.adminToken,
        json: { AcademicSessionTimeLevelClassifiedId: level, AcademicTimeShift: 0, SessionTimes: rows },
      }),
    ).data.Data;
    expect(saved.map((s: { From: string; To: string }) => `${s.From}-${s.To}`)).toEqual(['07:00-07:45', '08:00-08:50']);
    const calendar = expectOk(await t.call('GET', `/api/session-calendar/by-academic-level-classified/${level}`, { token: a.adminToken })).data.Data;
    expect(calendar.Days.map((d: { NameEn: string }) => d.NameEn)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(calendar.Schedule[0]).toMatchObject({ AcademicTimeShift: 0, NameEn: 'Morning' });
    expect(calendar.Schedule[0].SessionTimes).toHaveLength(2);
    const byGroup = expectOk(await t.call('GET', `/api/session-calendar/by/${calendar.Schedule[0].AcademicSessionTimeGroupId}`, { token: a.adminToken })).data
      .Data;
    expect(byGroup.LevelClassifiedId).toBe(level);
    const summary = expectOk(await t.call('GET', '/api/academicSessionTimeLevelClassified', { token: a.adminToken })).data.Data;
    expect(summary.find((l: { Id: string }) => l.Id === level)).toMatchObject({ AcademicTimeShifts: [0], SessionTimeCount: 2 });
    expect((await t.call('GET', '/api/academic-session', { token: teacher, query: { levelClassifiedId: level } })).data.Data).toHaveLength(2);
    expect((await t.call('GET', '/api/academicSessionTime', { token: teacher })).statusCode).toBe(403);

    // An overlapping period and a To before From are refused; a stale update too.
    const overlap = await t.call('POST', '/api/academicSessionTime', {
      token: a.adminToken,
      json: {
        AcademicSessionTimeLevelClassifiedId: level,
        AcademicTimeShift: 0,
        SessionTimes: [{ From: '07:30', To: '08:10', Description: 'ក', DescriptionEn: 'X', SortIndex: 9 }],
      },
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.data.MessageEn).toBe('The period 07:30–08:10 overlaps 07:00–07:45');
    const backwards = await t.call('POST', '/api/academicSessionTime', {
      token: a.adminToken,
      json: {
        AcademicSessionTimeLevelClassifiedId: level,
        AcademicTimeShift: 0,
        SessionTimes: [{ From: '10:00', To: '09:00', Description: 'ក', DescriptionEn: 'X', SortIndex: 1 }],
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['SessionTimes.0.To']);
    const first = saved[0];
    const upd = { Id: first.Id, Version: 1, From: '07:00', To: '07:50', Description: 'ម៉ោងទី១', DescriptionEn: 'Period 1', SortIndex: 1 };
    expect((await t.call('PUT', '/api/academicSessionTime', { token: a.adminToken, json: upd })).statusCode).toBe(200);
    expect((await t.call('PUT', '/api/academicSessionTime', { token: a.adminToken, json: upd })).statusCode).toBe(409);
    // Another campus can neither see nor delete it.
    expect((await t.call('GET', '/api/academicSessionTime', { token: b.adminToken })).data.Data).toEqual([]);
    expect((await t.call('DELETE', `/api/academicSessionTime/${first.Id}`, { token: b.adminToken })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/academicSessionTime/${first.Id}`, { token: teacher })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/academicSessionTime/${first.Id}`, { token: a.adminToken })).statusCode).toBe(200);
    // The level is in use by its session times.
    expect((await t.call('DELETE', `/api/academic-level-classified/${level}`, { token: a.adminToken })).statusCode).toBe(409);
  });
});
