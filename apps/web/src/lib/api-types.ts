/**
 * The wire types the web app uses, in ONE file. Answers come from the contract package (type-only
 * imports: no zod reaches the browser); the names here are the ones the fetchers use. Request bodies are
 * written here as the browser sends them (a picture is a Blob, a list in a form body is JSON text), which
 * the contract's parsed (`z.output`) types do not describe.
 */
import type { TLoginConfig, TCampus, TCampusContact } from '@school/contract/campus/campus.schemas';
import type { TMe, TUserAddress } from '@school/contract/user/user.schemas';
import type { TAcademicYear } from '@school/contract/academic-year/academic-year.schemas';
import type { THoliday } from '@school/contract/holiday/holiday.schemas';
import type { TBuilding } from '@school/contract/building/building.schemas';
import type { TRoom, TRoomEquipment } from '@school/contract/room/room.schemas';
import type { TPosition } from '@school/contract/position/position.schemas';
import type { TPermissionGroupInfo, TRole } from '@school/contract/role/role.schemas';
import type { TNotification, TNotificationTopicSummary } from '@school/contract/notification/notification.schemas';
import type { TDashboard } from '@school/contract/dashboard/dashboard.schemas';
import type { TReferenceItem } from '@school/contract/reference/reference.schemas';

export type TIdWire = string;

// Answers (contract)
export type TLoginConfigWire = TLoginConfig;
export type TCurrentUserWire = TMe;
export type TAddressWire = TUserAddress;
export type TProvinceWire = TReferenceItem;
export type TAcademicYearWire = TAcademicYear;
export type THolidayWire = THoliday;
export type TBuildingWire = TBuilding;
export type TRoomWire = TRoom;
export type TEquipmentWire = TRoomEquipment;
export type TPositionWire = TPosition;
export type TCampusWire = TCampus;
export type TContactWire = TCampusContact;
export type TRoleWire = TRole;
/** `GET /api/role` answers the roles and the key catalogue grouped by menu. */
export type TRoleScreenWire = { Roles: TRole[]; Groups: TPermissionGroupInfo[] };
export type TNotificationWire = TNotification;
export type TNotificationTopicWire = TNotificationTopicSummary;
export type TDashboardWire = TDashboard;

// Request bodies, as the browser sends them

/** `PUT /api/user/me` (multipart; the picture as `Profile`). */
export type TUpdateMeWire = {
  FirstName: string;
  LastName: string;
  FirstNameEn: string;
  LastNameEn: string;
  MobilePhone?: string;
  Email?: string;
  DateOfBirth?: string;
  PlaceOfBirth?: string;
  Version: number;
  Profile?: Blob;
};

/** `POST /api/user/address` (no Id, no Version) and `PUT` (both), form-encoded. */
export type TSaveAddressWire = { Id?: TIdWire; ProvinceId?: number; FreeField1: string; Version?: number };
export type TAccountFreeWire = { Identifier: string; Phone: string };
export type TChangePasswordWire = { CurrentPassword: string; NewPassword: string; ConfirmPassword: string };

export type TSaveHolidayWire = { Id?: TIdWire; Description: string; DescriptionEn: string; Date: string; ToDate?: string; Version?: number };
export type TSaveBuildingWire = { Id?: TIdWire; Code: string; Description: string; DescriptionEn: string; Floors: number; Note?: string; Version?: number };
export type TSaveRoomWire = {
  Id?: TIdWire;
  Code: string;
  Description: string;
  DescriptionEn: string;
  BuildingId: TIdWire;
  Floor: number;
  Capacity: number;
  RoomType: number;
  /** JSON text of `[{Description, DescriptionEn, Quantity}]` (form bodies carry lists as text). */
  Equipments: string;
  Version?: number;
};
export type TSavePositionWire = { Id?: TIdWire; Description: string; DescriptionEn: string; SortIndex: number; Version?: number };

/** `PUT /api/campus` (form). */
export type TSaveCampusWire = {
  Name: string;
  NameEn: string;
  /** Six hexadecimal digits without `#`. */
  PrimaryColor: string;
  Phone?: string;
  Email?: string;
  Website?: string;
  Address?: string;
  AddressEn?: string;
  IsOnlineRegistrationAvailable: boolean;
  Version: number;
};

/** `POST /api/user-feedback` (the spec's camelCase field names). */
export type TSaveFeedbackWire = { mobileUserId?: TIdWire; feedback: string; isAnonymous: boolean; sentiment: number };

/** `PUT /api/role` (JSON): the whole role with the Version that was read. */
export type TSaveRoleWire = { Id: TIdWire; Code: string; Name: string; NameEn: string; Keys: string[]; Version: number };
