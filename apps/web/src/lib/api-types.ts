/**
 * Wire types (PascalCase, as the server sends them) of the calls the contract package does not define
 * yet. They follow portal §3 and data-calls §3. This is the ONE file of hand-written response types:
 * when the contract gains a call, replace its type here by the contract's `T…` import.
 */

export type TIdWire = string;

/** `GET /api/campus/login-config?schoolCode=` (public). */
export type TLoginConfigWire = {
  SchoolCode: string;
  Name: string;
  NameEn: string;
  Logo: string | null;
  BackGroundWebUrl: string | null;
  PrimaryColor: string | null;
  ClientSecret: string;
  IsOnlineRegistrationAvailable: boolean;
};

export type TAddressWire = {
  Id: TIdWire;
  Province: { Id: number; Name: string; NameEn: string } | null;
  FreeField1: string;
  Version: number;
};

/** `POST /api/user/me` (data-calls §3 'Current user'). */
export type TCurrentUserWire = {
  Id: TIdWire;
  MobileUserId?: TIdWire;
  FirstName: string;
  LastName: string;
  FirstNameEn: string;
  LastNameEn: string;
  /** Family name first, as Cambodian names are written. */
  FullName?: string;
  FullNameEn?: string;
  MobileActorType: number;
  Position?: string | null;
  PositionEn?: string | null;
  SchoolName: string;
  SchoolNameEn: string;
  CampusId?: TIdWire;
  CampusCode: string;
  Username: string;
  IsInitialSetup?: boolean;
  MustChangePassword?: boolean;
  Profile?: string | null;
  Gender?: number | null;
  MobilePhone?: string | null;
  Email?: string | null;
  DateOfBirth?: string | null;
  PlaceOfBirth?: string | null;
  Addresses?: TAddressWire[];
  /** Learning-platform account (data-calls §3: Identifier, Phone), `PUT /api/user/account-free`. */
  AccountFree?: { Identifier: string | null; Phone: string | null } | null;
  Version?: number;
};

/** `PUT /api/user/me` (multipart). */
export type TUpdateMeWire = {
  FirstName: string;
  LastName: string;
  FirstNameEn: string;
  LastNameEn: string;
  MobilePhone?: string;
  Email?: string;
  DateOfBirth?: string;
  PlaceOfBirth?: string;
  Version?: number;
  Profile?: Blob;
};

export type TSaveAddressWire = { Id?: TIdWire; ProvinceId?: number; FreeField1: string; Version?: number };
export type TAccountFreeWire = { Identifier: string; Phone: string };
export type TChangePasswordWire = { CurrentPassword: string; NewPassword: string; ConfirmPassword: string };

/** `GET /api/province/list` (shared reference data). */
export type TProvinceWire = { Id: number; Code: string; Name: string; NameEn: string };

/** `GET /api/academic-year/by-token`. */
export type TAcademicYearWire = {
  Id: TIdWire;
  Description: string;
  DescriptionEn: string;
  IsCurrent: boolean;
  FromYear: number;
  ToYear: number;
  StartDate: string;
  EndDate: string;
  IsActive?: boolean;
  Version?: number;
};

/** `/api/holiday`. */
export type THolidayWire = {
  Id: TIdWire;
  Description: string;
  DescriptionEn: string;
  Date: string;
  ToDate: string | null;
  Days?: number;
  Version: number;
};
export type TSaveHolidayWire = { Id?: TIdWire; Description: string; DescriptionEn: string; Date: string; ToDate?: string; Version?: number };

/** `/api/building` (paged: pageIndex, pageSize, search). */
export type TBuildingWire = {
  Id: TIdWire;
  Code: string;
  Description: string;
  DescriptionEn: string;
  Floors: number;
  Note: string | null;
  RoomCount: number;
  Version: number;
};
export type TSaveBuildingWire = { Id?: TIdWire; Code: string; Description: string; DescriptionEn: string; Floors: number; Note?: string; Version?: number };

export type TEquipmentWire = { Id?: TIdWire; Description: string; DescriptionEn: string; Quantity: number };

/** `/api/room` (paged: pageIndex, pageSize, search, buildingId, roomType). */
export type TRoomWire = {
  Id: TIdWire;
  Code: string;
  Description: string;
  DescriptionEn: string;
  BuildingId: TIdWire;
  BuildingCode: string;
  BuildingDescription: string;
  BuildingDescriptionEn: string;
  Floor: number;
  Capacity: number;
  RoomType: number;
  Equipments: TEquipmentWire[];
  Version: number;
};
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

/** `/api/repo/hrm/position`. */
export type TPositionWire = { Id: TIdWire; Description: string; DescriptionEn: string; SortIndex: number; Version: number };
export type TSavePositionWire = { Id?: TIdWire; Description: string; DescriptionEn: string; SortIndex: number; Version?: number };

/** `/api/campus/current`, `PUT /api/campus`. */
export type TCampusWire = {
  Id: TIdWire;
  SchoolCode: string;
  Name: string;
  NameEn: string;
  Logo: string | null;
  BackGroundWebUrl: string | null;
  PrimaryColor: string | null;
  Phone?: string | null;
  Email?: string | null;
  Website?: string | null;
  Address?: string | null;
  AddressEn?: string | null;
  IsOnlineRegistrationAvailable: boolean;
  Version: number;
};
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

/** `GET /api/campus/sms-contact`: how to reach the school. */
export type TContactWire = {
  Name: string;
  NameEn: string;
  Phone: string | null;
  Email: string | null;
  Website: string | null;
  Address: string | null;
  AddressEn: string | null;
};

/** `POST /api/user-feedback` (portal §3 'Feedback': the spec's camelCase field names). */
export type TSaveFeedbackWire = { mobileUserId?: TIdWire; feedback: string; isAnonymous: boolean; sentiment: number };

/** `/api/role`: roles and their permission keys (settings/permission). */
export type TRoleWire = {
  Id: TIdWire;
  Code: string;
  Name: string;
  NameEn: string;
  MobileActorType: number | null;
  IsSystem: boolean;
  Keys: string[];
  UserCount: number;
  Version: number;
};
/** `GET /api/role` answers the roles and the key catalogue grouped by menu. */
export type TRoleScreenWire = {
  Roles: TRoleWire[];
  Groups: Array<{ Group: string; Code: string; Name: string; NameEn: string; Keys: Array<{ Key: string; Name: string; NameEn: string }> }>;
};
/** `PUT /api/role` (JSON): the whole role with the Version that was read. */
export type TSaveRoleWire = { Id: TIdWire; Code: string; Name: string; NameEn: string; Keys: string[]; Version: number };

/** `GET /api/notification/list` (portal §3 'Notification', both languages). */
export type TNotificationWire = {
  Id: TIdWire;
  Topic: string;
  Title: string;
  TitleEn: string;
  Description: string;
  DescriptionEn: string;
  CreatedDate: string;
  LastModify: string;
  IsRead: boolean;
};

/** `GET /api/notification/topics`: the user's notifications by topic, all and unread. */
export type TNotificationTopicWire = { Topic: string; Name: string; NameEn: string; Total: number; Unread: number };

/** `GET /api/dashboard?academicYearId`: the landing page's summary; a part is null when the role may not see it. */
export type TDashboardWire = {
  AcademicYear: { Id: TIdWire; Description: string; DescriptionEn: string; StartDate: string; EndDate: string; IsCurrent: boolean } | null;
  UpcomingHolidays: THolidayWire[];
  UnreadNotifications: number;
  Accounts: Array<{ MobileActorType: number; Name: string; NameEn: string; Count: number }> | null;
  Feedback: { Total: number; Recent: number; RecentDays: number } | null;
};
