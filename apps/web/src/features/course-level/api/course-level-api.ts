import { courseLevelRefs } from '@school/contract/course-level/course-level.refs';
import type { TCourseLevelSubject } from '@school/contract/course-level/course-level.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TLevelSubject = Camelized<TCourseLevelSubject>;

/** The subjects a grade of a year teaches (course-level subjects, IsScoring; multipart bodies). */
export const levelSubjectApi = recordApi({
  list: courseLevelRefs.subjectList,
  create: courseLevelRefs.subjectCreate,
  update: courseLevelRefs.subjectUpdate,
  remove: { ref: courseLevelRefs.subjectDelete, query: (id) => ({ id }) },
});
