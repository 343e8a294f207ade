import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { zForm, ZUploadFile } from '../common/form.schemas';
import { todayInCambodia, ZCalendarDate } from '../common/date.schemas';
import { PERSON_FULL_NAME, personNameInput } from '../common/person.schemas';

// ---------------------------------------------------------------------------------------------------
// Answers

export const ZProvinceRef = z.object({ Id: z.number().int(), Name: z.string(), NameEn: z.string() });

/** One address of the signed-in user (data-calls §3 'Current user': Addresses). */
export const ZUserAddress = z.object({
  Id: z.string(),
  Province: ZProvinceRef.nullable(),
  FreeField1: z.string(),
  Version: z.number().int(),
});
export type TUserAddress = z.infer<typeof ZUserAddress>;

/** A guardian's child (data-calls §3 'Current user': Childrens, spelled so). */
export const ZMeChild = z.object({
  Id: z.string(),
  AcademicClassId: z.string().nullable(),
  Profile: z.string().nullable(),
  mobileUserOuterCommunicationConfigs: z.array(z.record(z.string(), z.unknown())),
});

/**
 * The signed-in user (`POST /api/user/me`, data-calls §3 'Current user', portal §3 'User profile').
 * `Id` is the person record the account belongs to (student, guardian, employee) or, for a staff account
 * made by hand, the account itself; `MobileUserId` is always the account.
 */
export const ZMe = z.object({
  Id: z.string(),
  MobileUserId: z.string(),
  Username: z.string(),
  /** Full names: family name first, as Cambodian names are written. */
  ...PERSON_FULL_NAME,
  MobileActorType: z.number().int(),
  ActorType: z.number().int().nullable(),
  Position: z.string().nullable(),
  PositionEn: z.string().nullable(),
  SchoolName: z.string(),
  SchoolNameEn: z.string(),
  /** The campus's attendance confirm mode: 0 by session, 1 by date (portal §3). */
  StudentAttendanceType: z.number().int(),
  /**
   * Guardians of this school may use the web portal (the school's setting, or GUARDIAN_WEB_ACCESS for the
   * whole deployment); otherwise a guardian is sent to /access-mobile.
   */
  GuardianWebAccess: z.boolean(),
  Gateway: z.string().nullable(),
  Childrens: z.array(ZMeChild),
  AcademicClassId: z.string().nullable(),
  CampusId: z.string(),
  CampusCode: z.string(),
  IsInitialSetup: z.boolean(),
  /** The permission keys of the user's role, as feature codes (portal §6). */
  PlatformType: z.object({ Portal: z.array(z.object({ Code: z.string() })) }),
  Addresses: z.array(ZUserAddress),
  /** Picture URL with a `v=` that changes with the picture, or null. */
  Profile: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  DateOfBirth: z.string().nullable(),
  PlaceOfBirth: z.string().nullable(),
  Gender: z.number().int().nullable(),
  MustChangePassword: z.boolean(),
  /** The learning-platform account (`PUT /api/user/account-free`). */
  AccountFree: z.object({ Identifier: z.string().nullable(), Phone: z.string().nullable() }),
  Version: z.number().int(),
});
export type TMe = z.infer<typeof ZMe>;

// ---------------------------------------------------------------------------------------------------
// Requests. Form and multipart values arrive as text; an empty value counts as absent.

const blankToUndefined = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const requiredText = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max);
const version = () => zForm.int().pipe(z.number().int().min(1));

/** A phone number as people write it in Cambodia: 012 345 678, +855 12 345 678, 097-123-4567. */
export const ZPhone = z
  .string()
  .trim()
  .max(25)
  .refine((v) => /^\+?[0-9][0-9 ()-]*$/.test(v.replace(/^\(\+?855\)/, '+855')) && /^\d{8,15}$/.test(v.replace(/\D/g, '')), {
    message: 'លេខទូរស័ព្ទមិនត្រឹមត្រូវ | The phone number is not valid',
  });

/** `POST /api/user/me` takes no body (an empty JSON object is accepted too). */
export const ZMeRequest = z.strictObject({}).nullish();

/**
 * `PUT /api/user/me`, multipart: the whole editable profile. A text left out is cleared; the picture is
 * kept unless a new `Profile` file is sent or `RemoveProfile` is true.
 */
export const ZMeUpdate = z.strictObject({
  ...personNameInput(() => requiredText(100)),
  MobilePhone: optional(ZPhone),
  Email: optional(
    z
      .string()
      .trim()
      .max(200)
      .pipe(z.email({ message: 'អ៊ីមែលមិនត្រឹមត្រូវ | The email address is not valid' })),
  ),
  DateOfBirth: optional(
    ZCalendarDate.refine((d) => d >= '1900-01-01' && d <= todayInCambodia(), {
      message: 'ថ្ងៃខែឆ្នាំកំណើតមិនអាចនៅថ្ងៃអនាគត ឬមុនឆ្នាំ ១៩០០ បានទេ | The date of birth cannot be in the future or before 1900',
    }),
  ),
  PlaceOfBirth: optional(z.string().trim().max(300)),
  Gender: optional(zForm.int().pipe(z.number().int().min(0).max(1))),
  Profile: optional(ZUploadFile),
  RemoveProfile: optional(zForm.bool()),
  Version: version(),
});
export type TMeUpdate = z.output<typeof ZMeUpdate>;

/** `POST /api/user/address` (form). */
export const ZAddressCreate = z.strictObject({
  ProvinceId: optional(zForm.int().pipe(z.number().int().min(1))),
  FreeField1: requiredText(500),
});
export type TAddressCreate = z.output<typeof ZAddressCreate>;

/** `PUT /api/user/address` (form). */
export const ZAddressUpdate = z.strictObject({
  Id: ZId,
  ProvinceId: optional(zForm.int().pipe(z.number().int().min(1))),
  FreeField1: requiredText(500),
  Version: version(),
});
export type TAddressUpdate = z.output<typeof ZAddressUpdate>;

export const ZAddressDeleteQuery = z.strictObject({ id: ZId });

/** `PUT /api/user/account-free` (form): the learning-platform account; empty values clear it. */
export const ZAccountFreeUpdate = z.strictObject({
  Identifier: optional(z.string().trim().max(100)),
  Phone: optional(ZPhone),
  Version: version(),
});
export type TAccountFreeUpdate = z.output<typeof ZAccountFreeUpdate>;

const password = () => z.string().min(1, { message: 'required' }).max(200);
const confirmMessage = 'ពាក្យសម្ងាត់បញ្ជាក់មិនដូចពាក្យសម្ងាត់ថ្មីទេ | The confirmation does not match the new password';

/** `POST /api/user/password/change` (JSON). */
export const ZPasswordChange = z
  .strictObject({ CurrentPassword: password(), NewPassword: password(), ConfirmPassword: password() })
  .refine((v) => v.NewPassword === v.ConfirmPassword, { path: ['ConfirmPassword'], message: confirmMessage });
export type TPasswordChange = z.output<typeof ZPasswordChange>;

/** `POST /api/user/set-password` (JSON): the first password of an account that must change it. */
export const ZSetPassword = z
  .strictObject({ NewPassword: password(), ConfirmPassword: password() })
  .refine((v) => v.NewPassword === v.ConfirmPassword, { path: ['ConfirmPassword'], message: confirmMessage });
export type TSetPassword = z.output<typeof ZSetPassword>;

/**
 * `GET /api/user/child-password?studentId` (designed, portal 'Guardian view of a child: /changePassword'): a
 * guardian's child's portal account, whose password he may set.
 */
export const ZChildAccountQuery = z.object({ studentId: ZId });
export const ZChildAccount = z.object({
  StudentId: ZId,
  /** The child has a portal account (the school makes them). */
  HasAccount: z.boolean(),
  Username: z.string().nullable(),
  IsActive: z.boolean(),
});
export type TChildAccount = z.infer<typeof ZChildAccount>;

/**
 * `POST /api/user/child-password` (JSON, designed): a guardian sets his child's portal password, confirming it is
 * him with his own password (`CurrentPassword`); the child's sessions end.
 */
export const ZChildPasswordChange = z
  .strictObject({ StudentId: ZId, CurrentPassword: password(), NewPassword: password(), ConfirmPassword: password() })
  .refine((v) => v.NewPassword === v.ConfirmPassword, { path: ['ConfirmPassword'], message: confirmMessage });
export type TChildPasswordChange = z.output<typeof ZChildPasswordChange>;

/** `GET /api/actor/profile/picture?Id=`: a user id, the person id of an account, or a picture's file id. */
export const ZPictureQuery = z.strictObject({
  Id: ZId,
  /** The cache-busting value of the Profile URL (the picture's file id). */
  v: z.string().max(100).optional(),
  /** A signed link (so an `<img>` works without a token): campus, expiry (unix seconds), signature. */
  c: ZId.optional(),
  exp: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  sig: z.string().max(64).optional(),
});
