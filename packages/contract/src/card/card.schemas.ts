import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZVersion, zf } from '../common/fields.schemas';
import { ACTIVE_STATUS, CARD_ACTOR_TYPE, enumValues } from '../enum/enum.setup';

/**
 * Card (`/settings/card`): a kind of card the school issues to an actor (0 student, 1 employee, 2 guardian):
 * an ID card, a library card, a bus card. `Prefix` starts the card numbers, `ValidMonths` is how long a
 * card stays valid (null: no end). One card per actor type may be the default.
 */
export const ZCard = z.object({
  Id: ZId,
  ActorType: z.number().int(),
  Description: z.string(),
  DescriptionEn: z.string(),
  Prefix: z.string().nullable(),
  ValidMonths: z.number().int().nullable(),
  IsDefault: z.boolean(),
  Status: z.number().int(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TCard = z.infer<typeof ZCard>;

const fields = {
  ActorType: zf.oneOf(enumValues(CARD_ACTOR_TYPE)),
  Description: zf.text(),
  DescriptionEn: zf.text(),
  Prefix: zf.optText(10),
  ValidMonths: zf.optInt(1, 120),
  IsDefault: zf.bool(false),
  Status: zf.oneOfOr(enumValues(ACTIVE_STATUS), ACTIVE_STATUS.ACTIVE),
  SortIndex: zf.intOr(0),
};
export const ZCardCreate = z.strictObject(fields);
export type TCardCreate = z.infer<typeof ZCardCreate>;
export const ZCardUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...fields });
export type TCardUpdate = z.infer<typeof ZCardUpdate>;
export const ZCardQuery = z.object({ actorType: z.coerce.number().int().optional() });
