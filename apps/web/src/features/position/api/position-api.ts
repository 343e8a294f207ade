import { positionRefs } from '@school/contract/position/position.refs';
import type { TPosition as TPositionWire } from '@school/contract/position/position.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TPosition = Camelized<TPositionWire>;

/** Positions (data-calls §7 'Academic setup'): form bodies. */
export const positionApi = recordApi({
  list: positionRefs.list,
  create: positionRefs.create,
  update: positionRefs.update,
  remove: { ref: positionRefs.delete, query: (id) => ({ id }) },
});
