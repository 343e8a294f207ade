import { standardScoreRefs } from '@school/contract/standard-score/standard-score.refs';
import type { TStandardScore } from '@school/contract/standard-score/standard-score.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TScore = Camelized<TStandardScore>;

/** The standard (maximum, pass) scores of a subject in a grade (multipart bodies). */
export const standardScoreApi = recordApi({
  list: standardScoreRefs.list,
  create: standardScoreRefs.create,
  update: standardScoreRefs.update,
  remove: { ref: standardScoreRefs.delete, query: (id) => ({ id }) },
});
