import {
  DEFAULT_PRIMARY_COLOR,
  type TCampus,
  type TCampusContact,
  type TCampusImageKind,
  type TCampusSettings,
  type TCampusUpdate,
  type TLoginConfig,
} from '@school/contract/campus/campus.schemas';
import type { TUploadFile } from '@school/contract/common/form.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { AppError, badRequest, notFound, stale } from '../../lib/app-error';
import * as files from '../file/file.service';
import * as repo from './campus.repository';

const campusNotFound = () => notFound('រកមិនឃើញសាលានេះទេ', 'The school was not found');

/**
 * URL of a campus picture, under the API base the browser uses. `v` is the file's id: a new picture gets
 * a new URL, so the old one may be cached for good.
 */
export function pictureUrl(deps: TAppDeps, code: string, kind: TCampusImageKind, fileId: string | null): string | null {
  if (!fileId) return null;
  const base = deps.config.publicApiUrl ?? deps.config.apiBase;
  return `${base}/api/campus/${kind}?schoolCode=${encodeURIComponent(code)}&v=${fileId}`;
}

function toSettings(deps: TAppDeps, row: repo.TCampusRow): TCampusSettings {
  return {
    SchoolCode: row.code,
    Name: row.name,
    NameEn: row.nameEn,
    Logo: pictureUrl(deps, row.code, 'logo', row.logoFileId),
    BackGroundWebUrl: pictureUrl(deps, row.code, 'background', row.backgroundFileId),
    PrimaryColor: row.primaryColor,
    ClientBaseUrl: row.clientBaseUrl,
    GatewayCode: row.gatewayCode,
    IsOnlineRegistrationAvailable: row.isOnlineRegistrationAvailable,
  };
}

function toCampus(deps: TAppDeps, row: repo.TCampusRow): TCampus {
  return {
    ...toSettings(deps, row),
    Id: row.id,
    Address: row.address,
    AddressEn: row.addressEn,
    Phone: row.phone,
    Email: row.email,
    Website: row.website,
    Motto: row.motto,
    MottoEn: row.mottoEn,
    MinistryName: row.ministryName,
    MinistryNameEn: row.ministryNameEn,
    ProvinceId: row.provinceId,
    IsInitialSetup: row.isInitialSetup,
    GuardianWebAccess: row.guardianWebAccess,
    StudentAttendanceType: row.studentAttendanceType,
    Version: row.version,
  };
}

/** Public login configuration: only these fields leave the server before sign-in. */
export async function getLoginConfig(deps: TAppDeps, schoolCode: string): Promise<TLoginConfig> {
  const row = await deps.database.system((tx) => repo.findCampusByCode(tx, { code: schoolCode }));
  if (!row || !row.isActive) {
    throw notFound(`រកមិនឃើញសាលាដែលមានលេខកូដ «${schoolCode}» ទេ`, `No school has the code "${schoolCode}"`);
  }
  return { ...toSettings(deps, row), ClientSecret: row.clientKey };
}

async function loadOwn(deps: TAppDeps, auth: TAuth): Promise<repo.TCampusRow> {
  const row = await deps.database.tenant(auth.campusId, (tx) => repo.getCampus(tx, { campusId: auth.campusId }));
  if (!row) throw campusNotFound();
  return row;
}

export async function getCurrent(deps: TAppDeps, auth: TAuth): Promise<TCampus> {
  return toCampus(deps, await loadOwn(deps, auth));
}

/** A user belongs to one campus: the list holds that one. */
export async function listCampuses(deps: TAppDeps, auth: TAuth): Promise<TCampus[]> {
  return [await getCurrent(deps, auth)];
}

export async function findCampus(deps: TAppDeps, auth: TAuth, id: string): Promise<TCampus> {
  if (id.toLowerCase() !== auth.campusId.toLowerCase()) throw campusNotFound();
  return getCurrent(deps, auth);
}

export async function getSettings(deps: TAppDeps, auth: TAuth, schoolId: string | undefined): Promise<TCampusSettings> {
  if (schoolId && schoolId.toLowerCase() !== auth.campusId.toLowerCase()) throw campusNotFound();
  return toSettings(deps, await loadOwn(deps, auth));
}

export async function getContact(deps: TAppDeps, auth: TAuth): Promise<TCampusContact> {
  const row = await loadOwn(deps, auth);
  return {
    Name: row.name,
    NameEn: row.nameEn,
    Phone: row.phone,
    Email: row.email,
    Address: row.address,
    AddressEn: row.addressEn,
    Website: row.website,
  };
}

type TCampusInfo = Pick<
  TCampusUpdate,
  'Name' | 'NameEn' | 'Address' | 'AddressEn' | 'Phone' | 'Email' | 'Website' | 'Motto' | 'MottoEn' | 'MinistryName' | 'MinistryNameEn' | 'ProvinceId'
>;

/** The school's information as the campus row holds it (absent fields cleared): the school information screen and the initial setup's first step. */
export const campusInfoValues = (b: TCampusInfo) => ({
  name: b.Name,
  nameEn: b.NameEn,
  address: b.Address ?? null,
  addressEn: b.AddressEn ?? null,
  phone: b.Phone ?? null,
  email: b.Email ?? null,
  website: b.Website ?? null,
  motto: b.Motto ?? null,
  mottoEn: b.MottoEn ?? null,
  ministryName: b.MinistryName ?? null,
  ministryNameEn: b.MinistryNameEn ?? null,
  provinceId: b.ProvinceId ?? null,
});

export async function updateCampus(deps: TAppDeps, auth: TAuth, body: TCampusUpdate): Promise<TCampus> {
  if (body.Id && body.Id.toLowerCase() !== auth.campusId.toLowerCase()) throw campusNotFound();
  const row = await deps.database.tenant(auth.campusId, async (tx) => {
    if (body.ProvinceId !== undefined && !(await repo.provinceExists(tx, { id: body.ProvinceId }))) {
      throw badRequest('រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', 'The province was not found', [
        { Field: 'ProvinceId', Message: 'រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', MessageEn: 'The province was not found' },
      ]);
    }
    const updated = await repo.updateCampus(tx, {
      campusId: auth.campusId,
      version: body.Version,
      values: {
        ...campusInfoValues(body),
        primaryColor: (body.PrimaryColor ?? DEFAULT_PRIMARY_COLOR).toUpperCase(),
        isOnlineRegistrationAvailable: body.IsOnlineRegistrationAvailable ?? false,
        guardianWebAccess: body.GuardianWebAccess ?? false,
        studentAttendanceType: body.StudentAttendanceType ?? 0,
      },
    });
    if (updated) return updated;
    if (!(await repo.getCampus(tx, { campusId: auth.campusId }))) throw campusNotFound();
    throw stale();
  });
  return toCampus(deps, row);
}

/**
 * Replaces the logo or the background. The campus Version is left alone: a picture is saved on its own
 * and must not turn the edit form the user has open into a stale one. The old file goes with it.
 */
export async function uploadImage(deps: TAppDeps, auth: TAuth, kind: TCampusImageKind, file: TUploadFile): Promise<TCampus> {
  const { row, oldKey } = await deps.database.tenant(auth.campusId, async (tx) => {
    const current = await repo.getCampus(tx, { campusId: auth.campusId });
    if (!current) throw campusNotFound();
    const saved = await files.saveUpload(deps, tx, { campusId: auth.campusId, purpose: `campus-${kind}`, file, accept: files.IMAGE_KINDS });
    const updated = await repo.setCampusPicture(tx, { campusId: auth.campusId, kind, fileId: saved.id });
    const previous = kind === 'logo' ? current.logoFileId : current.backgroundFileId;
    const key = previous ? await files.deleteStoredFile(tx, { campusId: auth.campusId, id: previous }) : undefined;
    return { row: updated!, oldKey: key };
  });
  await files.removeStoredBytes(deps, oldKey);
  return toCampus(deps, row);
}

export type TCampusPicture = { data: Buffer; contentType: string; etag: string; fileId: string };

/** A campus picture by school code, without a token (the login page shows it). */
export async function getPicture(deps: TAppDeps, schoolCode: string, kind: TCampusImageKind): Promise<TCampusPicture> {
  const row = await deps.database.system((tx) => repo.findCampusByCode(tx, { code: schoolCode }));
  const fileId = row?.isActive ? (kind === 'logo' ? row.logoFileId : row.backgroundFileId) : null;
  const missing = () => new AppError('NOT_FOUND', { km: 'សាលានេះមិនទាន់មានរូបភាពនេះទេ', en: 'This school has no such picture' });
  if (!row || !fileId) throw missing();
  const stored = await deps.database.tenant(row.id, (tx) => files.readStoredFile(deps, tx, { campusId: row.id, id: fileId }));
  if (!stored) throw missing();
  return { data: stored.data, contentType: stored.file.contentType, etag: `"${stored.file.sha256.slice(0, 32)}"`, fileId };
}

/** The school's logo bytes inside the caller's transaction (a report's heading), or undefined without one. */
export async function logoIn(deps: TAppDeps, tx: Parameters<typeof files.readStoredFile>[1], campusId: string): Promise<Buffer | undefined> {
  const row = await repo.getCampus(tx, { campusId });
  if (!row?.logoFileId) return undefined;
  return (await files.readStoredFile(deps, tx, { campusId, id: row.logoFileId }))?.data;
}
