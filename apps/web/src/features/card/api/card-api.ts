import { cardRefs } from '@school/contract/card/card.refs';
import type { TCard } from '@school/contract/card/card.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TCardItem = Camelized<TCard>;

/** The identity cards the school prints, per actor. */
export const cardApi = recordApi({
  list: cardRefs.list,
  create: cardRefs.create,
  update: cardRefs.update,
  remove: { ref: cardRefs.delete, query: (id) => ({ id }) },
});
