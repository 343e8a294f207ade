import { z } from 'zod';
import { ZEnvelope, ZId } from '../common/envelope.schemas';
import { zForm, ZUploadFile } from '../common/form.schemas';
import { zField } from './campus.fields';

/** Default theme colour of a campus (portal §3 'Campus settings', §9). */
export const DEFAULT_PRIMARY_COLOR = 'C10230';

/**
 * The campus settings of portal §3 'Campus settings'. Logo and BackGroundWebUrl are URLs of the pictures
 * (public, cacheable), or null when the school has not uploaded one.
 */
export const ZCampusSettings = z.object({
  SchoolCode: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  Logo: z.string().nullable(),
  BackGroundWebUrl: z.string().nullable(),
  PrimaryColor: z.string(),
  ClientBaseUrl: z.string().nullable(),
  GatewayCode: z.string().nullable(),
  IsOnlineRegistrationAvailable: z.boolean(),
});
export type TCampusSettings = z.infer<typeof ZCampusSettings>;

/**
 * `GET /api/campus/login-config` (public, before sign-in): the settings plus the campus client key, which
 * is public by design (DESIGN 'Sign-in and access': it identifies the school, it does not authenticate).
 */
export const ZLoginConfig = ZCampusSettings.extend({ ClientSecret: z.string() });
export type TLoginConfig = z.infer<typeof ZLoginConfig>;

export const ZLoginConfigQuery = z.object({ schoolCode: z.string().trim().min(1, { message: 'required' }).max(32) });

/** The campus record as the school's settings screen shows and edits it. */
export const ZCampus = ZCampusSettings.extend({
  Id: ZId,
  Address: z.string().nullable(),
  AddressEn: z.string().nullable(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  Website: z.string().nullable(),
  Motto: z.string().nullable(),
  MottoEn: z.string().nullable(),
  MinistryName: z.string().nullable(),
  MinistryNameEn: z.string().nullable(),
  ProvinceId: z.number().int().nullable(),
  IsInitialSetup: z.boolean(),
  /** Guardians may use the web portal (portal §1); else they are sent to /access-mobile. */
  GuardianWebAccess: z.boolean(),
  /** How students' attendance is taken (portal §3 'attendance confirm mode'): by session 0, by date with clock-in/out 1. */
  StudentAttendanceType: z.number().int(),
  Version: z.number().int(),
});
export type TCampus = z.infer<typeof ZCampus>;

/** School contact information for the /contact screen, in both languages. */
export const ZCampusContact = z.object({
  Name: z.string(),
  NameEn: z.string(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  Address: z.string().nullable(),
  AddressEn: z.string().nullable(),
  Website: z.string().nullable(),
});
export type TCampusContact = z.infer<typeof ZCampusContact>;

const ZOptionalEmail = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.email({ message: 'អ៊ីមែលមិនត្រឹមត្រូវ | The email address is not valid' }).max(200).optional(),
);
const ZOptionalWebsite = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/, message: 'គេហទំព័រត្រូវចាប់ផ្តើមដោយ http:// ឬ https:// | The website must start with http:// or https://' })
    .max(300)
    .optional(),
);
const ZOptionalPhone = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^[0-9+()\s/-]{6,60}$/, { message: 'លេខទូរសព្ទមិនត្រឹមត្រូវ | The phone number is not valid' })
    .optional(),
);

/**
 * `PUT /api/campus` (form). A full replacement of the editable fields: an optional field left out is
 * cleared. `Version` is the one the screen read; a different one means someone else saved meanwhile.
 * `Id` may be sent by the edit form; it must then be the signed-in user's campus.
 */
export const ZCampusUpdate = z.strictObject({
  Id: zField.optionalId(),
  Version: zField.version(),
  Name: z.string().trim().min(1, { message: 'required' }).max(200),
  NameEn: z.string().trim().min(1, { message: 'required' }).max(200),
  Address: zForm.text(500),
  AddressEn: zForm.text(500),
  Phone: ZOptionalPhone,
  Email: ZOptionalEmail,
  Website: ZOptionalWebsite,
  Motto: zForm.text(300),
  MottoEn: zForm.text(300),
  MinistryName: zForm.text(200),
  MinistryNameEn: zForm.text(200),
  ProvinceId: zField.optionalInt(1, 10_000),
  PrimaryColor: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^[0-9A-Fa-f]{6}$/, { message: 'ពណ៌ត្រូវជាលេខគោលដប់ប្រាំមួយ ៦ ខ្ទង់ (ឧ. C10230) | The colour must be 6 hexadecimal digits (e.g. C10230)' })
      .optional(),
  ),
  IsOnlineRegistrationAvailable: zForm.bool().optional(),
  GuardianWebAccess: zForm.bool().optional(),
  /** By session 0 (left out: 0), by date with clock-in/out 1. */
  StudentAttendanceType: zField.optionalInt(0, 1),
});
export type TCampusUpdate = z.infer<typeof ZCampusUpdate>;

export const CAMPUS_IMAGE_KIND = ['logo', 'background'] as const;
export type TCampusImageKind = (typeof CAMPUS_IMAGE_KIND)[number];

/** `POST /api/campus/image` (multipart): `Kind` = logo or background, `File` = the picture (PNG, JPEG, GIF, WEBP). */
export const ZCampusImageUpload = z.strictObject({
  Kind: z.enum(CAMPUS_IMAGE_KIND),
  File: ZUploadFile,
});

export const ZCampusFindQuery = z.object({ id: ZId });
export const ZCampusConfigQuery = z.object({ schoolId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()) });

/** Public pictures of a campus: `v` is the file's id, so a changed picture gets a new URL. */
export const ZCampusPictureQuery = z.object({
  schoolCode: z.string().trim().min(1, { message: 'required' }).max(32),
  v: z.string().max(64).optional(),
});

export const ZCampusResponse = ZEnvelope(ZCampus);
export const ZCampusListResponse = ZEnvelope(z.array(ZCampus));
