import { subjectRefs } from '@school/contract/subject/subject.refs';
import type { TSubjectGroupRoot } from '@school/contract/subject/subject.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TRoot = Camelized<TSubjectGroupRoot>;

/** Subject group roots (`/settings/subjects/subject-group-root`): with the levels that teach them. */
export const subjectGroupRootApi = recordApi({
  list: subjectRefs.rootList,
  create: subjectRefs.rootCreate,
  update: subjectRefs.rootUpdate,
  remove: { ref: subjectRefs.rootDelete, query: (id) => ({ id }) },
});
