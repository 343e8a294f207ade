import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { JPEG_BYTES, multipartParts as multipart, PNG_1X1 } from '../../../test/multipart';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: string;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = (await t.createUser(campus, { username: 'campus.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
});
afterAll(async () => t?.close());

const upload = (token: string, kind: string, fileName: string, contentType: string | undefined, data: Buffer) => {
  const body = multipart([
    { name: 'Kind', value: kind },
    { name: 'File', fileName, contentType, data },
  ]);
  return t.call('POST', '/api/campus/image', { token, payload: body.payload, headers: body.headers });
};
const fullForm = (version: number, overrides: Record<string, string> = {}) => ({
  Version: String(version),
  Name: 'វិទ្យាល័យព្រះស៊ីសុវត្ថិ',
  NameEn: 'Preah Sisowath High School',
  Address: 'មហាវិថីព្រះនរោត្តម រាជធានីភ្នំពេញ',
  AddressEn: 'Norodom Boulevard, Phnom Penh',
  Phone: '023 123 456',
  Email: 'office@sisowath.edu.kh',
  Website: 'https://sisowath.edu.kh',
  Motto: 'ចំណេះដឹង សីលធម៌ វិន័យ',
  MottoEn: 'Knowledge, morality, discipline',
  MinistryName: 'ក្រសួងអប់រំ យុវជន និងកីឡា',
  MinistryNameEn: 'Ministry of Education, Youth and Sport',
  ProvinceId: '12',
  PrimaryColor: '1a5fb4',
  IsOnlineRegistrationAvailable: 'true',
  ...overrides,
});
const campusRow = async (id: string) =>
  (await t.database.system((tx) => tx.execute(sql`select * from campus where id = ${id}`))).rows[0] as Record<string, unknown>;

describe('login configuration (public)', () => {
  it('answers exactly the public fields for a school code, whatever its case', async () => {
    const res = await t.call('GET', '/api/campus/login-config', { query: { schoolCode: campus.code.toLowerCase() } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.data.Data).sort()).toEqual(
      [
        'BackGroundWebUrl',
        'ClientBaseUrl',
        'ClientSecret',
        'GatewayCode',
        'IsOnlineRegistrationAvailable',
        'Logo',
        'Name',
        'NameEn',
        'PrimaryColor',
        'SchoolCode',
      ].sort(),
    );
    expect(res.data.Data).toMatchObject({
      SchoolCode: campus.code,
      ClientSecret: campus.clientKey,
      PrimaryColor: 'C10230',
      Logo: null,
      BackGroundWebUrl: null,
    });
    // The client key it gives is the one sign-in accepts.
    const basic = Buffer.from(`${res.data.Data.SchoolCode}:${res.data.Data.ClientSecret}`).toString('base64');
    expect((await t.signIn({ basic }, 'admin')).access_token).toBeTruthy();
  });

  it('answers 404 in both languages for an unknown code, and 400 without one', async () => {
    const res = await t.call('GET', '/api/campus/login-config', { query: { schoolCode: 'NO-SUCH' } });
    expect(res.statusCode).toBe(404);
    expect(res.data.Message).toBe('រកមិនឃើញសាលាដែលមានលេខកូដ «NO-SUCH» ទេ');
    expect(res.data.MessageEn).toBe('No school has the code "NO-SUCH"');
    expect((await t.call('GET', '/api/campus/login-config')).statusCode).toBe(400);
  });
});

describe('campus record', () => {
  it("answers the token's own campus as current, in the list, and by id", async () => {
    const current = await t.call('GET', '/api/campus/current', { token: teacher });
    expect(current.statusCode).toBe(200);
    expect(current.data.Data).toMatchObject({ Id: campus.id, SchoolCode: campus.code, Version: 1 });
    const list = await t.call('GET', '/api/campus', { token: campus.adminToken });
    expect(list.data.Data.map((c: { Id: string }) => c.Id)).toEqual([campus.id]);
    expect(list.data.Total).toBe(1);
    const found = await t.call('GET', '/api/campus/v2/find', { token: campus.adminToken, query: { id: campus.id } });
    expect(found.data.Data).toEqual(list.data.Data[0]);
  });

  it('answers 404 for another campus by id', async () => {
    const res = await t.call('GET', '/api/campus/v2/find', { token: campus.adminToken, query: { id: other.id } });
    expect(res.statusCode).toBe(404);
    expect(res.data.Data).toBeUndefined();
  });

  it('keeps the settings screen from a teacher (403)', async () => {
    expect((await t.call('GET', '/api/campus', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/campus/v2/find', { token: teacher, query: { id: campus.id } })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/campus/current')).statusCode).toBe(401);
  });

  it('saves the school information with Version, bumping it', async () => {
    const res = await t.call('PUT', '/api/campus', { token: campus.adminToken, form: { Id: campus.id, ...fullForm(1) } });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toMatchObject({
      Name: 'វិទ្យាល័យព្រះស៊ីសុវត្ថិ',
      NameEn: 'Preah Sisowath High School',
      Phone: '023 123 456',
      ProvinceId: 12,
      PrimaryColor: '1A5FB4',
      IsOnlineRegistrationAvailable: true,
      MinistryNameEn: 'Ministry of Education, Youth and Sport',
      Version: 2,
    });
    const contact = await t.call('GET', '/api/campus/sms-contact', { token: teacher });
    expect(contact.data.Data).toEqual({
      Name: 'វិទ្យាល័យព្រះស៊ីសុវត្ថិ',
      NameEn: 'Preah Sisowath High School',
      Phone: '023 123 456',
      Email: 'office@sisowath.edu.kh',
      Address: 'មហាវិថីព្រះនរោត្តម រាជធានីភ្នំពេញ',
      AddressEn: 'Norodom Boulevard, Phnom Penh',
      Website: 'https://sisowath.edu.kh',
    });
    const config = await t.call('GET', '/api/campus/config-fb', { token: teacher, query: { schoolId: campus.id } });
    expect(config.data.Data).toMatchObject({ Name: 'វិទ្យាល័យព្រះស៊ីសុវត្ថិ', PrimaryColor: '1A5FB4', IsOnlineRegistrationAvailable: true, SchoolCode: campus.code });
    expect(config.data.Data.ClientSecret).toBeUndefined();
  });

  it("opens the web portal to the school's guardians when the office turns it on, and closes it again", async () => {
    const guardian = (await t.createUser(campus, { username: 'campus.guardian', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN })).token;
    const access = async () => (await t.call('POST', '/api/user/me', { token: guardian })).data.Data.GuardianWebAccess;
    const version = Number((await campusRow(campus.id)).version);
    const opened = await t.call('PUT', '/api/campus', { token: campus.adminToken, form: fullForm(version, { GuardianWebAccess: 'true' }) });
    expect(opened.data.Data.GuardianWebAccess).toBe(true);
    expect(await campusRow(campus.id)).toMatchObject({ guardian_web_access: true });
    expect(await access()).toBe(true);
    // The other school's guardians are not touched.
    const otherGuardian = (await t.createUser(other, { username: 'other.guardian', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN })).token;
    expect((await t.call('POST', '/api/user/me', { token: otherGuardian })).data.Data.GuardianWebAccess).toBe(false);
    // Left out of the form (a full replacement), it is off again.
    await t.call('PUT', '/api/campus', { token: campus.adminToken, form: fullForm(opened.data.Data.Version) });
    expect(await access()).toBe(false);
  });

  it('refuses a stale Version with 409 and changes nothing', async () => {
    const before = await campusRow(campus.id);
    const res = await t.call('PUT', '/api/campus', { token: campus.adminToken, form: fullForm(1, { Name: 'ឈ្មោះចាស់' }) });
    expect(res.statusCode).toBe(409);
    expect(res.data.Message).toMatch(/ត្រូវបានកែប្រែដោយអ្នកផ្សេង/);
    expect(await campusRow(campus.id)).toEqual(before);
  });

  it('answers 400 with field messages for a bad colour, email, website, province or unknown field, changing nothing', async () => {
    const before = await campusRow(campus.id);
    const version = Number(before.version);
    const bad = await t.call('PUT', '/api/campus', {
      token: campus.adminToken,
      form: fullForm(version, { PrimaryColor: '#C10230', Email: 'not-an-email', Website: 'javascript:alert(1)' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Email', 'PrimaryColor', 'Website']);
    expect(bad.data.Errors.find((e: { Field: string }) => e.Field === 'PrimaryColor').Message).toMatch(/ពណ៌/);
    const province = await t.call('PUT', '/api/campus', { token: campus.adminToken, form: fullForm(version, { ProvinceId: '99' }) });
    expect(province.statusCode).toBe(400);
    expect(province.data.Errors).toEqual([expect.objectContaining({ Field: 'ProvinceId', MessageEn: 'The province was not found' })]);
    const unknown = await t.call('PUT', '/api/campus', { token: campus.adminToken, form: fullForm(version, { ClientKey: 'mine' }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors).toEqual([expect.objectContaining({ Field: 'ClientKey' })]);
    const noName = await t.call('PUT', '/api/campus', { token: campus.adminToken, form: fullForm(version, { NameEn: '' }) });
    expect(noName.statusCode).toBe(400);
    expect(await campusRow(campus.id)).toEqual(before);
  });

  it("refuses a teacher (403) and never touches another campus's record", async () => {
    const mine = await campusRow(campus.id);
    const theirs = await campusRow(other.id);
    expect((await t.call('PUT', '/api/campus', { token: teacher, form: fullForm(Number(mine.version)) })).statusCode).toBe(403);
    const cross = await t.call('PUT', '/api/campus', { token: campus.adminToken, form: { Id: other.id, ...fullForm(1) } });
    expect(cross.statusCode).toBe(404);
    expect(await campusRow(campus.id)).toEqual(mine);
    expect(await campusRow(other.id)).toEqual(theirs);
    expect((await t.call('GET', '/api/campus/config-fb', { token: campus.adminToken, query: { schoolId: other.id } })).statusCode).toBe(404);
  });
});

describe('campus pictures', () => {
  it('uploads a logo, serves it publicly with ETag and caching, and gives its URL to the login page', async () => {
    const res = await upload(campus.adminToken, 'logo', 'logo.png', 'image/png', PNG_1X1);
    expect(res.statusCode).toBe(200);
    const logo: string = res.data.Data.Logo;
    expect(logo).toMatch(new RegExp(`^/backend/api/campus/logo\\?schoolCode=${campus.code}&v=[0-9a-f-]{36}$`));
    const config = await t.call('GET', '/api/campus/login-config', { query: { schoolCode: campus.code } });
    expect(config.data.Data.Logo).toBe(logo);

    const picture = await t.app.inject({ method: 'GET', url: logo });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.equals(PNG_1X1)).toBe(true);
    const etag = picture.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.app.inject({ method: 'GET', url: logo, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const unversioned = await t.call('GET', '/api/campus/logo', { query: { schoolCode: campus.code } });
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');
  });

  it('replaces the logo: a new URL, and the old file is gone', async () => {
    const first = (await t.call('GET', '/api/campus/current', { token: campus.adminToken })).data.Data;
    const oldId = new URL(first.Logo, 'http://x').searchParams.get('v');
    const res = await upload(campus.adminToken, 'logo', 'new-logo.jpg', 'image/jpeg', JPEG_BYTES);
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Logo).not.toBe(first.Logo);
    // A picture does not make the open edit form stale.
    expect(res.data.Data.Version).toBe(first.Version);
    const old = await t.database.system((tx) => tx.execute(sql`select 1 from stored_file where id = ${oldId}`));
    expect(old.rows).toHaveLength(0);
    const served = await t.app.inject({ method: 'GET', url: res.data.Data.Logo });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('uploads a background picture', async () => {
    const res = await upload(campus.adminToken, 'background', 'school.png', 'image/png', PNG_1X1);
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.BackGroundWebUrl).toMatch(/\/api\/campus\/background\?schoolCode=/);
    expect((await t.app.inject({ method: 'GET', url: res.data.Data.BackGroundWebUrl })).statusCode).toBe(200);
  });

  it('refuses what is not a picture: by extension, declared type, content, and a missing type (415), changing nothing', async () => {
    const before = (await t.call('GET', '/api/campus/current', { token: campus.adminToken })).data.Data;
    const files = Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from stored_file`))).rows[0]!.n);
    const pdf = await upload(campus.adminToken, 'logo', 'logo.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.data.MessageEn).toContain('accepted: PNG, JPEG, GIF, WEBP');
    const svg = await upload(campus.adminToken, 'logo', 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(415);
    const renamed = await upload(campus.adminToken, 'logo', 'logo.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.data.Message).toContain('«logo.png»');
    const untyped = await upload(campus.adminToken, 'logo', 'logo.png', undefined, PNG_1X1);
    expect(untyped.statusCode).toBe(415);
    const wrongKind = await upload(campus.adminToken, 'banner', 'logo.png', 'image/png', PNG_1X1);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.data.Errors[0].Field).toBe('Kind');
    expect((await t.call('GET', '/api/campus/current', { token: campus.adminToken })).data.Data).toEqual(before);
    expect(Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from stored_file`))).rows[0]!.n)).toBe(files);
  });

  it('refuses a picture above the configured size limit with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(t.config.maxUploadBytes + 1024)]);
    const res = await upload(campus.adminToken, 'logo', 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.data.Message).toBe('ឯកសារធំពេក');
  });

  it("refuses uploads to a teacher (403); a school's picture never shows under another school's code", async () => {
    expect((await upload(teacher, 'logo', 'logo.png', 'image/png', PNG_1X1)).statusCode).toBe(403);
    const theirs = await t.call('GET', '/api/campus/logo', { query: { schoolCode: other.code } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.data.MessageEn).toBe('This school has no such picture');
    await upload(other.adminToken, 'logo', 'other.png', 'image/png', PNG_1X1);
    const mine = (await t.call('GET', '/api/campus/current', { token: campus.adminToken })).data.Data;
    const theirsNow = (await t.call('GET', '/api/campus/current', { token: other.adminToken })).data.Data;
    expect(new URL(theirsNow.Logo, 'http://x').searchParams.get('v')).not.toBe(new URL(mine.Logo, 'http://x').searchParams.get('v'));
    expect((await t.app.inject({ method: 'GET', url: mine.Logo })).headers['content-type']).toBe('image/jpeg');
  });
});
