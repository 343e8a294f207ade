import { z } from 'zod';
import { ZDescribed, ZId, ZPageQuery } from '../common/envelope.schemas';
import { zField } from '../campus/campus.fields';

/** A staff position (data-calls §3 'Position': Description, DescriptionEn, SortIndex). */
export const ZPosition = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TPosition = z.infer<typeof ZPosition>;

const positionFields = { ...ZDescribed.shape, SortIndex: zField.int(0, 100_000) };

/** `POST /api/repo/hrm/position` (form or JSON). */
export const ZPositionCreate = z.strictObject(positionFields);
export type TPositionCreate = z.infer<typeof ZPositionCreate>;

/** `PUT /api/repo/hrm/position` (form or JSON). */
export const ZPositionUpdate = z.strictObject({ Id: zField.id(), Version: zField.version(), ...positionFields });
export type TPositionUpdate = z.infer<typeof ZPositionUpdate>;

export const ZPositionListQuery = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });
export type TPositionListQuery = z.infer<typeof ZPositionListQuery>;

export const ZPositionIdQuery = z.object({ id: ZId });
