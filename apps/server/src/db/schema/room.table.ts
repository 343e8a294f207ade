import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { building } from './building.table';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';

/** Rooms of a campus, each in one of its buildings. The building cannot go while rooms are in it. */
export const room = pgTable(
  'room',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    buildingId: uuid('building_id').notNull(),
    floor: integer('floor').notNull(),
    capacity: integer('capacity').notNull().default(0),
    roomType: smallint('room_type').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('room', t),
    uniqueIndex('room_code_key').on(t.campusId, sql`upper(${t.code})`),
    tenantRef('room_building_fk', t.campusId, t.buildingId, building),
    index('room_building_idx').on(t.campusId, t.buildingId),
  ],
);

/** Equipment of a room (tables, projector ...): replaced as a whole when the room is saved. */
export const roomEquipment = pgTable(
  'room_equipment',
  {
    ...tenantColumns(),
    roomId: uuid('room_id').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    quantity: integer('quantity').notNull(),
    sortIndex: integer('sort_index').notNull(),
  },
  (t) => [
    ...tenantExtras('room_equipment', t),
    tenantRef('room_equipment_room_fk', t.campusId, t.roomId, room).onDelete('cascade'),
    index('room_equipment_room_idx').on(t.campusId, t.roomId),
  ],
);
