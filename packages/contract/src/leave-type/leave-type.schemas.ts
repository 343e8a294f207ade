import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZVersion, zf } from '../common/fields.schemas';
import { ACTIVE_STATUS, LEAVE_TYPE_ACTOR, enumValues } from '../enum/enum.setup';

/**
 * Leave type (`/settings/leave-type`): the kinds of leave a student (ActorType 0) or an employee (1) may
 * ask for. `MaxDays` is the days allowed per academic year (null: no limit); `IsRequireAttachment` asks
 * for a supporting file (a doctor's note). Descriptions unique per actor type.
 */
export const ZLeaveType = z.object({
  Id: ZId,
  ActorType: z.number().int(),
  Description: z.string(),
  DescriptionEn: z.string(),
  MaxDays: z.number().int().nullable(),
  IsRequireAttachment: z.boolean(),
  Status: z.number().int(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TLeaveType = z.infer<typeof ZLeaveType>;

const fields = {
  ActorType: zf.oneOf(enumValues(LEAVE_TYPE_ACTOR)),
  Description: zf.text(),
  DescriptionEn: zf.text(),
  MaxDays: zf.optInt(1, 366),
  IsRequireAttachment: zf.bool(false),
  Status: zf.oneOfOr(enumValues(ACTIVE_STATUS), ACTIVE_STATUS.ACTIVE),
  SortIndex: zf.intOr(0),
};
export const ZLeaveTypeCreate = z.strictObject(fields);
export type TLeaveTypeCreate = z.infer<typeof ZLeaveTypeCreate>;
export const ZLeaveTypeUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...fields });
export type TLeaveTypeUpdate = z.infer<typeof ZLeaveTypeUpdate>;
export const ZLeaveTypeQuery = z.object({ actorType: z.coerce.number().int().optional(), status: z.coerce.number().int().optional() });
