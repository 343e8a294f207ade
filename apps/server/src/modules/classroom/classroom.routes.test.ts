import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addTeachingSubjects } from '../../../test/routine-fixtures';
import { weekOf } from './classroom.service';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let maths: string; // course-level subject
let khmer: string;
let dara: Awaited<ReturnType<typeof addTeacher>>; // maths in 7A
let vanna: Awaited<ReturnType<typeof addTeacher>>; // khmer in 7B
let pupilId: string;
let pupilToken: string;
let inBToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  [maths, khmer] = (await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  })) as [string, string];
  dara = await addTeacher(t, s, [s.classA], 'dara.live');
  vanna = await addTeacher(t, s, [s.classB], 'vanna.live');
  await addTeachingSubjects(t, s.campus.id, { employeeId: dara.employeeId, academicClassId: s.classA, subjectIds: [maths] });
  await addTeachingSubjects(t, s.campus.id, { employeeId: vanna.employeeId, academicClassId: s.classB, subjectIds: [khmer] });
  pupilId = (await addStudent(t, s, s.classA)).studentId;
  pupilToken = (await addStudentAccount(t, s.campus, pupilId)).token;
  inBToken = (await addStudentAccount(t, s.campus, (await addStudent(t, s, s.classB)).studentId)).token;
}, 120_000);
afterAll(async () => t?.close());

const start = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/academic-class/live', { token, json: body });
const rooms = async (token: string) =>
  expectOk(await t.call('GET', '/api/academic-class/classroom', { token })).data.Data as {
    AcademicClassId: string;
    CourseLevelSubjectId: string;
    Teacher: string;
    Live: { Id: string; Link: string } | null;
    CanManage: boolean;
  }[];

describe('classroom and live class', () => {
  it('lists each caller’s classrooms: a teacher her pairs, a student her class, the office every pair', async () => {
    const mine = await rooms(dara.token);
    expect(mine.map((r) => [r.AcademicClassId, r.CourseLevelSubjectId])).toEqual([[s.classA, maths]]);
    expect(mine[0]!.CanManage).toBe(true);
    const pupil = await rooms(pupilToken);
    expect(pupil.every((r) => r.AcademicClassId === s.classA && !r.CanManage)).toBe(true);
    expect(pupil.find((r) => r.CourseLevelSubjectId === maths)!.Teacher).not.toBe('');
    const office = await rooms(s.campus.adminToken);
    expect(office.length).toBeGreaterThanOrEqual(4);
    expect(await rooms(other.campus.adminToken)).toEqual([]);

    const detail = expectOk(
      await t.call('GET', '/api/academic-class/classroom/detail', { token: dara.token, query: { academicClassId: s.classA, courseLevelSubjectId: maths } }),
    ).data.Data;
    expect(detail.Students.map((x: { StudentId: string }) => x.StudentId)).toContain(pupilId);
    const pupilDetail = expectOk(
      await t.call('GET', '/api/academic-class/classroom/detail', { token: pupilToken, query: { academicClassId: s.classA, courseLevelSubjectId: maths } }),
    ).data.Data;
    expect(pupilDetail.Students).toEqual([]);
    for (const token of [vanna.token, inBToken, other.campus.adminToken]) {
      const res = await t.call('GET', '/api/academic-class/classroom/detail', { token, query: { academicClassId: s.classA, courseLevelSubjectId: maths } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('is opened by the teacher with an https link, joined by the class’s students, changed at its version and closed', async () => {
    const bad = await start(dara.token, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'http://meet.google.com/abc' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.data)).toMatch(/https/);
    expect(bad.data.Message).toMatch(/តំណភ្ជាប់/);
    expect(bad.data.MessageEn ?? JSON.stringify(bad.data.Errors)).toMatch(/link/i);
    expect((await start(dara.token, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'javascript:alert(1)' })).statusCode).toBe(400);
    // Out of reach: another teacher's pair, another school, a student.
    expect((await start(vanna.token, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'https://meet.google.com/abc' })).statusCode).toBe(404);
    expect(
      (await start(other.campus.adminToken, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'https://meet.google.com/abc' })).statusCode,
    ).toBe(404);
    expect((await start(pupilToken, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'https://meet.google.com/abc' })).statusCode).toBe(403);

    const live = expectOk(await start(dara.token, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'https://meet.google.com/abc-defg-hij' }))
      .data.Data;
    expect(live.IsLive).toBe(true);
    const notices = expectOk(await t.call('GET', '/api/notification/list', { token: pupilToken, query: { pageSize: '50' } })).data.Data as {
      TitleEn?: string;
      Link: string | null;
    }[];
    // The notice opens the class's live classroom.
    expect(notices.find((n) => n.TitleEn?.startsWith('Live class now: Mathematics'))?.Link).toBe(
      `/classroom/detail?academicClassId=${s.classA}&courseLevelSubjectId=${maths}`,
    );
    expect((await start(s.campus.adminToken, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'https://zoom.us/j/1' })).statusCode).toBe(409);
    expect((await rooms(pupilToken)).find((r) => r.CourseLevelSubjectId === maths)!.Live!.Link).toBe('https://meet.google.com/abc-defg-hij');

    // Joining: the class's students; not a student of 7B, not another school.
    expect((await t.call('POST', '/api/academic-class/join', { token: inBToken, query: { classLiveId: live.Id } })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/academic-class/join', { token: other.campus.adminToken, query: { classLiveId: live.Id } })).statusCode).toBe(404);
    const joined = expectOk(await t.call('POST', '/api/academic-class/join', { token: pupilToken, query: { classLiveId: live.Id } })).data.Data;
    expect(joined.Link).toBe('https://meet.google.com/abc-defg-hij');
    const again = expectOk(await t.call('POST', '/api/academic-class/join', { token: pupilToken, query: { classLiveId: live.Id } })).data.Data;
    expect(again.JoinedAt).toBe(joined.JoinedAt);
    const seen = expectOk(await t.call('GET', '/api/academic-class/live', { token: dara.token, query: { academicClassId: s.classA } })).data.Data;
    expect(seen[0].Joins.map((j: { StudentId: string }) => j.StudentId)).toEqual([pupilId]);
    expect((await t.call('GET', '/api/academic-class/live', { token: inBToken, query: { academicClassId: s.classA } })).statusCode).toBe(404);

    // Change the link at its version; a stale version is 409.
    const changed = expectOk(
      await t.call('PUT', '/api/academic-class/live', { token: dara.token, json: { Id: live.Id, Version: live.Version, Link: 'https://meet.jit.si/class7a' } }),
    ).data.Data;
    expect(changed.Link).toBe('https://meet.jit.si/class7a');
    const stale = await t.call('PUT', '/api/academic-class/live', {
      token: dara.token,
      json: { Id: live.Id, Version: live.Version, Link: 'https://zoom.us/j/2' },
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await t.call('PUT', '/api/academic-class/live', { token: pupilToken, json: { Id: live.Id, Version: changed.Version, Link: 'https://zoom.us/j/2' } }))
        .statusCode,
    ).toBe(403);
    const badUpdate = await t.call('PUT', '/api/academic-class/live', { token: dara.token, json: { Id: live.Id, Version: changed.Version, Link: 'meet' } });
    expect(badUpdate.statusCode).toBe(400);

    // Close (stale version refused), then it can no longer be joined.
    expect(
      (await t.call('PUT', '/api/academic-class/close-live', { token: dara.token, query: { id: live.Id, version: String(live.Version) } })).statusCode,
    ).toBe(409);
    const closed = expectOk(
      await t.call('PUT', '/api/academic-class/close-live', { token: dara.token, query: { id: live.Id, version: String(changed.Version) } }),
    ).data.Data;
    expect(closed.IsLive).toBe(false);
    expect((await t.call('POST', '/api/academic-class/join', { token: pupilToken, query: { classLiveId: live.Id } })).statusCode).toBe(409);
    expect((await rooms(pupilToken)).find((r) => r.CourseLevelSubjectId === maths)!.Live).toBeNull();
    // The office opens one again for the pair.
    expect(
      expectOk(await start(s.campus.adminToken, { AcademicClassId: s.classA, CourseLevelSubjectId: maths, Link: 'https://zoom.us/j/1' })).data.Data.IsLive,
    ).toBe(true);
  });

  it('keeps a saved link per class × subject for its teacher', async () => {
    const put = (token: string, Link: string | null) =>
      t.call('PUT', '/api/academic-class/link', { token, json: { AcademicClassId: s.classB, CourseLevelSubjectId: khmer, Link } });
    expect(expectOk(await put(vanna.token, 'https://meet.google.com/khmer-7b')).data.Data.Link).toBe('https://meet.google.com/khmer-7b');
    expect((await rooms(vanna.token))[0]!).toMatchObject({ CourseLevelSubjectId: khmer });
    expect((await put(dara.token, 'https://meet.google.com/x')).statusCode).toBe(404);
    expect((await put(vanna.token, 'ftp://x.org')).statusCode).toBe(400);
    expect(expectOk(await put(vanna.token, null)).data.Data.Link).toBeNull();
  });

  it('counts the week from Monday in Phnom Penh', () => {
    // Sunday 2026-11-22 23:30 in Phnom Penh is 16:30 UTC: still the week of Monday 2026-11-16.
    expect(weekOf(new Date('2026-11-22T16:30:00Z')).from.toISOString()).toBe('2026-11-15T17:00:00.000Z');
    expect(weekOf(new Date('2026-11-22T17:30:00Z')).from.toISOString()).toBe('2026-11-22T17:00:00.000Z');
  });
});
