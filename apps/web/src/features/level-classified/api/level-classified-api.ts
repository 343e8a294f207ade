import { courseLevelRefs } from '@school/contract/course-level/course-level.refs';
import type { TCourseLevel } from '@school/contract/course-level/course-level.schemas';
import { levelClassifiedRefs } from '@school/contract/level-classified/level-classified.refs';
import type { TLevelClassified } from '@school/contract/level-classified/level-classified.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TLevel = Camelized<TLevelClassified>;
export type TGrade = Camelized<TCourseLevel>;

/** The levels (primary, lower and upper secondary …) with their study days. */
export const levelClassifiedApi = recordApi({
  list: levelClassifiedRefs.list,
  create: levelClassifiedRefs.create,
  update: levelClassifiedRefs.update,
  remove: { ref: levelClassifiedRefs.delete, params: (id) => ({ id }) },
});

/** The grades (course levels) of a level, edited from the level's list. */
export const courseLevelApi = recordApi({
  list: courseLevelRefs.list,
  create: courseLevelRefs.create,
  update: courseLevelRefs.update,
  remove: { ref: courseLevelRefs.delete, params: (id) => ({ id }) },
});
