import { z } from 'zod';
import { codedRecord } from '../common/fields.schemas';
import { ZDescribed, ZId, ZPageQuery, type TEnumItem } from '../common/envelope.schemas';
import { zForm } from '../common/form.schemas';
import { zField } from '../campus/campus.fields';
import { BUILDING_MAX_FLOORS } from '../building/building.schemas';

/** Kinds of room (designed: the spec names RoomType without its values). */
export const ROOM_TYPE = {
  CLASSROOM: 0,
  LABORATORY: 1,
  COMPUTER_ROOM: 2,
  LIBRARY: 3,
  OFFICE: 4,
  MEETING_ROOM: 5,
  HALL: 6,
  OTHER: 7,
} as const;
export type TRoomType = (typeof ROOM_TYPE)[keyof typeof ROOM_TYPE];

export const ROOM_TYPE_ITEMS: readonly TEnumItem[] = [
  { Value: ROOM_TYPE.CLASSROOM, Name: 'ថ្នាក់រៀន', NameEn: 'Classroom' },
  { Value: ROOM_TYPE.LABORATORY, Name: 'បន្ទប់ពិសោធន៍', NameEn: 'Laboratory' },
  { Value: ROOM_TYPE.COMPUTER_ROOM, Name: 'បន្ទប់កុំព្យូទ័រ', NameEn: 'Computer room' },
  { Value: ROOM_TYPE.LIBRARY, Name: 'បណ្ណាល័យ', NameEn: 'Library' },
  { Value: ROOM_TYPE.OFFICE, Name: 'ការិយាល័យ', NameEn: 'Office' },
  { Value: ROOM_TYPE.MEETING_ROOM, Name: 'បន្ទប់ប្រជុំ', NameEn: 'Meeting room' },
  { Value: ROOM_TYPE.HALL, Name: 'សាលធំ', NameEn: 'Hall' },
  { Value: ROOM_TYPE.OTHER, Name: 'ផ្សេងៗ', NameEn: 'Other' },
];

export const ROOM_MAX_CAPACITY = 10_000;
export const ROOM_MAX_EQUIPMENTS = 100;

export const ZRoomEquipment = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  Quantity: z.number().int(),
});
export type TRoomEquipment = z.infer<typeof ZRoomEquipment>;

export const ZRoom = z.object({
  ...codedRecord,
  BuildingId: ZId,
  BuildingCode: z.string(),
  BuildingDescription: z.string(),
  BuildingDescriptionEn: z.string(),
  Floor: z.number().int(),
  Capacity: z.number().int(),
  RoomType: z.number().int(),
  Equipments: z.array(ZRoomEquipment),
  Version: z.number().int(),
});
export type TRoom = z.infer<typeof ZRoom>;

/** An equipment line as sent: in a form it is one JSON array text (`Equipments=[{...}]`). */
export const ZRoomEquipmentInput = z.strictObject({
  ...ZDescribed.shape,
  Quantity: zField.int(1, 100_000),
});

const roomFields = {
  Code: zField.code(),
  ...ZDescribed.shape,
  BuildingId: zField.id(),
  /** Floor 1 is the ground floor; it cannot be above the building's number of floors. */
  Floor: zField.int(1, BUILDING_MAX_FLOORS),
  Capacity: zField.int(0, ROOM_MAX_CAPACITY),
  RoomType: zField.int(0, ROOM_TYPE.OTHER),
  Equipments: zForm.list(ZRoomEquipmentInput).refine((list) => list.length <= ROOM_MAX_EQUIPMENTS, {
    message: `បរិក្ខារមិនអាចលើសពី ១០០ មុខទេ | At most ${ROOM_MAX_EQUIPMENTS} equipment lines`,
  }),
};

/** `POST /api/room` (form). */
export const ZRoomCreate = z.strictObject(roomFields);
export type TRoomCreate = z.infer<typeof ZRoomCreate>;

/** `PUT /api/room/update` (form). */
export const ZRoomUpdate = z.strictObject({ Id: zField.id(), Version: zField.version(), ...roomFields });
export type TRoomUpdate = z.infer<typeof ZRoomUpdate>;

export const ZRoomListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  buildingId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()),
  roomType: z.coerce.number().int().min(0).max(100).optional(),
});
export type TRoomListQuery = z.infer<typeof ZRoomListQuery>;

export const ZRoomIdParams = z.object({ id: ZId });
