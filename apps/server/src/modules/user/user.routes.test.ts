import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, TEST_PASSWORD, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { makePng, multipart } from '../../../test/multipart';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;
const NEW_PASSWORD = 'Another-Horse-43';

const me = async (token: string) => {
  const res = await t.call('POST', '/api/user/me', { token });
  expect(res.statusCode).toBe(200);
  return res.data.Data;
};
const profileFields = (version: number, extra: Record<string, string> = {}) => ({
  FirstName: 'សុភា',
  LastName: 'ចាន់',
  FirstNameEn: 'Sophea',
  LastNameEn: 'Chan',
  MobilePhone: '012 345 678',
  Email: 'sophea@example.com',
  DateOfBirth: '1990-04-14',
  PlaceOfBirth: 'ភ្នំពេញ',
  Gender: '1',
  Version: String(version),
  ...extra,
});
/** The picture URL of `me` relative to the API base, as `t.call` wants it. */
const picturePath = (url: string) => {
  const u = new URL(url, 'http://x');
  return { path: u.pathname.slice(t.config.apiBase.length), query: Object.fromEntries(u.searchParams) };
};
const getPicture = (token: string, id: string, headers?: Record<string, string>) =>
  t.call('GET', '/api/actor/profile/picture', { token, query: { Id: id }, headers });

describe('the current user', () => {
  it('answers every field of the current user', async () => {
    const data = await me(campus.adminToken);
    expect(Object.keys(data).sort()).toEqual(
      [
        'AcademicClassId',
        'AccountFree',
        'ActorType',
        'Addresses',
        'CampusCode',
        'CampusId',
        'Childrens',
        'DateOfBirth',
        'Email',
        'FirstName',
        'FirstNameEn',
        'FullName',
        'FullNameEn',
        'Gateway',
        'Gender',
        'GuardianWebAccess',
        'Id',
        'IsInitialSetup',
        'LastName',
        'LastNameEn',
        'MobileActorType',
        'MobilePhone',
        'MobileUserId',
        'MustChangePassword',
        'PlaceOfBirth',
        'PlatformType',
        'Position',
        'PositionEn',
        'Profile',
        'SchoolName',
        'SchoolNameEn',
        'StudentAttendanceType',
        'Username',
        'Version',
      ].sort(),
    );
    expect(data).toMatchObject({
      Username: 'admin',
      MobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_ADMIN,
      FirstName: 'អ្នកគ្រប់គ្រង',
      LastNameEn: 'Administrator',
      FullName: 'សាលា អ្នកគ្រប់គ្រង',
      FullNameEn: 'Administrator School',
      SchoolName: `សាលាសាកល្បង ${campus.code}`,
      SchoolNameEn: `Test school ${campus.code}`,
      CampusId: campus.id,
      CampusCode: campus.code,
      StudentAttendanceType: 0,
      GuardianWebAccess: false,
      IsInitialSetup: true, // a new school starts in the initial setup wizard
      Childrens: [],
      AcademicClassId: null,
      Addresses: [],
      Profile: null,
      MustChangePassword: false,
      AccountFree: { Identifier: null, Phone: null },
      Version: 1,
    });
    expect(data.Id).toBe(data.MobileUserId);
    const codes = data.PlatformType.Portal.map((p: { Code: string }) => p.Code);
    expect(codes).toEqual(expect.arrayContaining(['MANAGE_ROLE', 'MANAGE_ACADEMIC_YEAR', 'VIEW_NAV_STUDENT']));
    const permissions = await t.call('GET', '/api/permission', { token: campus.adminToken });
    expect(codes).toEqual(permissions.data.Data.map((p: { Value: string }) => p.Value));
  });

  it('answers the person record id as Id when the account belongs to one', async () => {
    const personId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const student = await t.createUser(campus, { username: 'me.student', mobileActorType: MOBILE_ACTOR_TYPE.STUDENT, actorType: 0, actorId: personId });
    const data = await me(student.token);
    expect(data).toMatchObject({ Id: personId, MobileUserId: student.userId, ActorType: 0, MobileActorType: MOBILE_ACTOR_TYPE.STUDENT });
    expect(data.PlatformType.Portal.map((p: { Code: string }) => p.Code)).not.toContain('MANAGE_ROLE');
  });

  it('needs a signed-in user and refuses a body', async () => {
    expect((await t.call('POST', '/api/user/me')).statusCode).toBe(401);
    const withBody = await t.call('POST', '/api/user/me', { token: campus.adminToken, json: { UserId: other.id } });
    expect(withBody.statusCode).toBe(400);
  });
});

describe('the own profile', () => {
  let user: { userId: string; token: string; refreshToken: string };
  let firstPictureUrl: string;

  beforeAll(async () => {
    user = await t.createUser(campus, { username: 'profile.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER });
  });

  it('saves names, contact details and a picture (a real PNG), and serves the picture privately with an ETag', async () => {
    const png = makePng(8);
    const before = await me(user.token);
    const res = await t.call('PUT', '/api/user/me', {
      token: user.token,
      ...multipart(profileFields(before.Version), { Profile: { fileName: 'me.png', contentType: 'image/png', data: png } }),
    });
    expect(res.statusCode).toBe(200);
    const data = res.data.Data;
    expect(data).toMatchObject({
      FirstName: 'សុភា',
      LastName: 'ចាន់',
      FullNameEn: 'Chan Sophea',
      MobilePhone: '012 345 678',
      Email: 'sophea@example.com',
      DateOfBirth: '1990-04-14',
      PlaceOfBirth: 'ភ្នំពេញ',
      Gender: 1,
      Version: before.Version + 1,
    });
    expect(data.Profile).toMatch(
      new RegExp(`^${t.config.apiBase}/api/actor/profile/picture\\?Id=${user.userId}&v=[0-9a-f-]{36}&c=${campus.id}&exp=\\d+&sig=[\\w-]{32}$`),
    );
    firstPictureUrl = data.Profile;

    const { path, query } = picturePath(data.Profile);
    const picture = await t.call('GET', path, { token: user.token, query });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private, max-age=86400');
    expect(picture.rawPayload.equals(png)).toBe(true);
    const etag = picture.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.call('GET', path, { token: user.token, query, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Anyone of the same school may see it (class lists show pictures).
    expect((await getPicture(campus.adminToken, user.userId)).statusCode).toBe(200);
    // The signed link works without a token (an <img> tag sends none)...
    const linked = await t.call('GET', path, { query });
    expect(linked.statusCode).toBe(200);
    expect(linked.rawPayload.equals(png)).toBe(true);
    // ...but not tampered, not for another picture, and not without its signature.
    expect((await t.call('GET', path, { query: { ...query, sig: `${query.sig!.slice(0, -2)}xx` } })).statusCode).toBe(401);
    expect((await t.call('GET', path, { query: { ...query, Id: campus.id } })).statusCode).toBe(401);
    expect((await t.call('GET', path, { query: { Id: query.Id!, v: query.v! } })).statusCode).toBe(401);
  });

  it('replaces the picture with a new cache-busting value and drops the old file', async () => {
    const before = await me(user.token);
    const oldFileId = new URL(before.Profile, 'http://x').searchParams.get('v')!;
    const res = await t.call('PUT', '/api/user/me', {
      token: user.token,
      ...multipart(profileFields(before.Version), { Profile: { fileName: 'new.PNG', contentType: 'image/png', data: makePng(6, [0, 0, 255]) } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Profile).not.toBe(firstPictureUrl);
    expect((await getPicture(user.token, oldFileId)).statusCode).toBe(404);
    const files = await t.database.system((tx) =>
      tx.execute(sql`select count(*)::int as n from stored_file where campus_id = ${campus.id} and purpose = 'profile-picture' and id = ${oldFileId}`),
    );
    expect(files.rows[0]).toEqual({ n: 0 });
    // Without a file the picture is kept.
    const kept = await t.call('PUT', '/api/user/me', { token: user.token, ...multipart(profileFields(res.data.Data.Version)) });
    expect(kept.statusCode).toBe(200);
    expect(kept.data.Data.Profile).toBe(res.data.Data.Profile);
  });

  it('refuses a text file renamed .png, a wrong declared type, and an oversized picture, changing nothing', async () => {
    const before = await me(user.token);
    const fake = await t.call('PUT', '/api/user/me', {
      token: user.token,
      ...multipart(profileFields(before.Version, { FirstName: 'ក្លែងក្លាយ' }), {
        Profile: { fileName: 'photo.png', contentType: 'image/png', data: Buffer.from('this is plain text, not a picture\n') },
      }),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.data.Message).toMatch(KHMER);
    expect(fake.data.MessageEn).toMatch(/not really a picture/);
    const declared = await t.call('PUT', '/api/user/me', {
      token: user.token,
      ...multipart(profileFields(before.Version), { Profile: { fileName: 'photo.png', contentType: 'text/html', data: makePng() } }),
    });
    expect(declared.statusCode).toBe(415);
    const svg = await t.call('PUT', '/api/user/me', {
      token: user.token,
      ...multipart(profileFields(before.Version), { Profile: { fileName: 'x.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg/>') } }),
    });
    expect(svg.statusCode).toBe(415);
    const huge = Buffer.concat([makePng(), Buffer.alloc(3 * 1024 * 1024)]);
    const big = await t.call('PUT', '/api/user/me', {
      token: user.token,
      ...multipart(profileFields(before.Version), { Profile: { fileName: 'big.png', contentType: 'image/png', data: huge } }),
    });
    expect(big.statusCode).toBe(413);
    const after = await me(user.token);
    expect(after).toMatchObject({ FirstName: before.FirstName, Profile: before.Profile, Version: before.Version });
  });

  it('refuses a stale version, bad values and unknown fields', async () => {
    const current = await me(user.token);
    const stale = await t.call('PUT', '/api/user/me', { token: user.token, ...multipart(profileFields(current.Version - 1, { FirstName: 'ចាស់' })) });
    expect(stale.statusCode).toBe(409);
    const bad = await t.call('PUT', '/api/user/me', {
      token: user.token,
      ...multipart(profileFields(current.Version, { MobilePhone: 'call me', Email: 'not-an-email', Gender: '7', DateOfBirth: '1990-13-01' })),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['DateOfBirth', 'Email', 'Gender', 'MobilePhone']);
    expect(bad.data.Errors.find((e: { Field: string }) => e.Field === 'Email').MessageEn).toBe('The email address is not valid');
    const future = await t.call('PUT', '/api/user/me', { token: user.token, ...multipart(profileFields(current.Version, { DateOfBirth: '2999-01-01' })) });
    expect(future.statusCode).toBe(400);
    expect(future.data.Errors[0]).toMatchObject({ Field: 'DateOfBirth', MessageEn: 'The date of birth cannot be in the future or before 1900' });
    const unknown = await t.call('PUT', '/api/user/me', { token: user.token, ...multipart(profileFields(current.Version, { Username: 'admin' })) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors).toContainEqual({ Field: 'Username', Message: 'វាលនេះមិនត្រូវបានអនុញ្ញាតទេ', MessageEn: 'This field is not allowed' });
    expect((await me(user.token)).FirstName).toBe(current.FirstName);
  });

  it('removes the picture when asked', async () => {
    const current = await me(user.token);
    const res = await t.call('PUT', '/api/user/me', { token: user.token, ...multipart(profileFields(current.Version, { RemoveProfile: 'true' })) });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Profile).toBeNull();
    expect((await getPicture(user.token, user.userId)).statusCode).toBe(404);
  });

  it('sets the learning-platform account', async () => {
    const current = await me(user.token);
    const res = await t.call('PUT', '/api/user/account-free', {
      token: user.token,
      form: { Identifier: 'sophea.chan', Phone: '+855 12 345 678', Version: String(current.Version) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.AccountFree).toEqual({ Identifier: 'sophea.chan', Phone: '+855 12 345 678' });
    const stale = await t.call('PUT', '/api/user/account-free', { token: user.token, form: { Identifier: 'x', Version: String(current.Version) } });
    expect(stale.statusCode).toBe(409);
    const cleared = await t.call('PUT', '/api/user/account-free', {
      token: user.token,
      form: { Identifier: '', Phone: '', Version: String(current.Version + 1) },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.data.Data.AccountFree).toEqual({ Identifier: null, Phone: null });
  });
});

describe('own addresses', () => {
  it('adds, changes and deletes addresses with their province', async () => {
    const user = await t.createUser(campus, { username: 'address.owner' });
    const created = await t.call('POST', '/api/user/address', { token: user.token, form: { ProvinceId: '12', FreeField1: 'ផ្ទះលេខ ១២ ផ្លូវ ២៧១ សង្កាត់ទឹកល្អក់' } });
    expect(created.statusCode).toBe(200);
    const address = created.data.Data;
    expect(address).toMatchObject({ Province: { Id: 12, Name: 'រាជធានីភ្នំពេញ', NameEn: 'Phnom Penh' }, FreeField1: 'ផ្ទះលេខ ១២ ផ្លូវ ២៧១ សង្កាត់ទឹកល្អក់', Version: 1 });
    expect((await me(user.token)).Addresses).toEqual([address]);

    const changed = await t.call('PUT', '/api/user/address', {
      token: user.token,
      form: { Id: address.Id, ProvinceId: '17', FreeField1: 'ក្រុងសៀមរាប', Version: '1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.data.Data).toMatchObject({ Province: { Id: 17, NameEn: 'Siem Reap' }, Version: 2 });
    const stale = await t.call('PUT', '/api/user/address', { token: user.token, form: { Id: address.Id, FreeField1: 'ចាស់', Version: '1' } });
    expect(stale.statusCode).toBe(409);
    const noProvince = await t.call('POST', '/api/user/address', { token: user.token, form: { ProvinceId: '999', FreeField1: 'x' } });
    expect(noProvince.statusCode).toBe(400);
    expect(noProvince.data.Errors[0].Field).toBe('ProvinceId');
    const withoutProvince = await t.call('POST', '/api/user/address', { token: user.token, form: { FreeField1: 'ភូមិថ្មី' } });
    expect(withoutProvince.data.Data.Province).toBeNull();

    const removed = await t.call('DELETE', '/api/user/address', { token: user.token, query: { id: address.Id } });
    expect(removed.statusCode).toBe(200);
    expect((await me(user.token)).Addresses.map((a: { Id: string }) => a.Id)).toEqual([withoutProvince.data.Data.Id]);
  });

  it("never changes or deletes another user's address", async () => {
    const owner = await t.createUser(campus, { username: 'address.victim' });
    const intruder = await t.createUser(campus, { username: 'address.intruder' });
    const address = (await t.call('POST', '/api/user/address', { token: owner.token, form: { ProvinceId: '2', FreeField1: 'បាត់ដំបង' } })).data.Data;
    const change = await t.call('PUT', '/api/user/address', { token: intruder.token, form: { Id: address.Id, FreeField1: 'taken', Version: '1' } });
    expect(change.statusCode).toBe(404);
    const remove = await t.call('DELETE', '/api/user/address', { token: intruder.token, query: { id: address.Id } });
    expect(remove.statusCode).toBe(404);
    expect((await me(owner.token)).Addresses).toEqual([address]);
  });
});

describe('passwords', () => {
  it('changes the password: other sessions end, this one stays, the flag clears', async () => {
    const user = await t.createUser(campus, { username: 'password.changer' });
    await t.database.system((tx) => tx.execute(sql`update app_user set must_change_password = true where id = ${user.userId}`));
    const elsewhere = await t.signIn(campus, 'password.changer');
    const res = await t.call('POST', '/api/user/password/change', {
      token: user.token,
      json: { CurrentPassword: TEST_PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    // This session goes on, access and refresh.
    expect((await me(user.token)).MustChangePassword).toBe(false);
    const refreshed = await t.call('POST', '/api/token', { basic: campus.basic, form: { grant_type: 'refresh_token', refresh_token: user.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    // The other one is over.
    expect((await t.call('POST', '/api/user/me', { token: elsewhere.access_token })).statusCode).toBe(401);
    const otherRefresh = await t.call('POST', '/api/token', {
      basic: campus.basic,
      form: { grant_type: 'refresh_token', refresh_token: elsewhere.refresh_token },
    });
    expect(otherRefresh.statusCode).toBe(401);
    // The new password signs in; the old one does not.
    await expect(t.signIn(campus, 'password.changer', NEW_PASSWORD)).resolves.toBeTruthy();
    await expect(t.signIn(campus, 'password.changer', TEST_PASSWORD)).rejects.toThrow();
  });

  it('refuses a wrong current password, a weak or unchanged new one and a mismatched confirmation', async () => {
    const user = await t.createUser(campus, { username: 'password.careless' });
    const change = (body: Record<string, string>) => t.call('POST', '/api/user/password/change', { token: user.token, json: body });
    const wrong = await change({ CurrentPassword: 'not-my-password', NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.Message).toBe('ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវ');
    expect(wrong.data.MessageEn).toBe('The current password is not correct');
    expect(wrong.data.Errors[0].Field).toBe('CurrentPassword');
    const weak = await change({ CurrentPassword: TEST_PASSWORD, NewPassword: 'password123', ConfirmPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.data.MessageEn).toMatch(/too easy to guess/);
    const same = await change({ CurrentPassword: TEST_PASSWORD, NewPassword: TEST_PASSWORD, ConfirmPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.data.Errors[0].Field).toBe('NewPassword');
    const mismatch = await change({ CurrentPassword: TEST_PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: `${NEW_PASSWORD}!` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.data.Errors[0]).toMatchObject({ Field: 'ConfirmPassword', MessageEn: 'The confirmation does not match the new password' });
    const extra = await change({ CurrentPassword: TEST_PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, UserId: other.id });
    expect(extra.statusCode).toBe(400);
    await expect(t.signIn(campus, 'password.careless', TEST_PASSWORD)).resolves.toBeTruthy();
  });

  it('locks password changes after repeated wrong current passwords', async () => {
    const user = await t.createUser(campus, { username: 'password.guesser' });
    const guess = (current: string) =>
      t.call('POST', '/api/user/password/change', {
        token: user.token,
        json: { CurrentPassword: current, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}`)).statusCode).toBe(400);
    expect((await guess(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('sets a first password without the current one, only while it must be changed', async () => {
    const user = await t.createUser(campus, { username: 'first.password' });
    const set = () => t.call('POST', '/api/user/set-password', { token: user.token, json: { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD } });
    const notDue = await set();
    expect(notDue.statusCode).toBe(403);
    expect(notDue.data.Message).toMatch(KHMER);
    await t.database.system((tx) => tx.execute(sql`update app_user set must_change_password = true where id = ${user.userId}`));
    const elsewhere = await t.signIn(campus, 'first.password');
    const weak = await t.call('POST', '/api/user/set-password', { token: user.token, json: { NewPassword: '12345678', ConfirmPassword: '12345678' } });
    expect(weak.statusCode).toBe(400);
    expect((await set()).statusCode).toBe(200);
    expect((await me(user.token)).MustChangePassword).toBe(false);
    expect((await t.call('POST', '/api/user/me', { token: elsewhere.access_token })).statusCode).toBe(401);
    await expect(t.signIn(campus, 'first.password', NEW_PASSWORD)).resolves.toBeTruthy();
    expect((await set()).statusCode).toBe(403);
  });
});

describe('the user area across campuses', () => {
  it("never serves another campus's picture, by user id or by file id", async () => {
    const theirs = await t.createUser(other, { username: 'their.teacher' });
    const saved = await t.call('PUT', '/api/user/me', {
      token: theirs.token,
      ...multipart(profileFields(1), { Profile: { fileName: 'their.png', contentType: 'image/png', data: makePng(5) } }),
    });
    expect(saved.statusCode).toBe(200);
    const fileId = new URL(saved.data.Data.Profile, 'http://x').searchParams.get('v')!;
    expect((await getPicture(theirs.token, theirs.userId)).statusCode).toBe(200);
    expect((await getPicture(theirs.token, fileId)).statusCode).toBe(200);
    const byUser = await getPicture(campus.adminToken, theirs.userId);
    expect(byUser.statusCode).toBe(404);
    expect(byUser.data.Message).toMatch(KHMER);
    expect((await getPicture(campus.adminToken, fileId)).statusCode).toBe(404);
  });

  it("never reads or changes another campus's user or addresses", async () => {
    const theirs = await t.createUser(other, { username: 'their.office', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    const address = (await t.call('POST', '/api/user/address', { token: theirs.token, form: { ProvinceId: '3', FreeField1: 'កំពង់ចាម' } })).data.Data;
    expect((await t.call('DELETE', '/api/user/address', { token: campus.adminToken, query: { id: address.Id } })).statusCode).toBe(404);
    const change = await t.call('PUT', '/api/user/address', { token: campus.adminToken, form: { Id: address.Id, FreeField1: 'taken', Version: '1' } });
    expect(change.statusCode).toBe(404);
    expect((await me(theirs.token)).Addresses).toEqual([address]);
    const mine = await me(campus.adminToken);
    expect(mine.CampusId).toBe(campus.id);
    expect(mine.Addresses.map((a: { Id: string }) => a.Id)).not.toContain(address.Id);
  });
});
