import { classGroupRefs } from '@school/contract/class-group/class-group.refs';
import type { TClassGroup } from '@school/contract/class-group/class-group.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TGroup = Camelized<TClassGroup>;

/** Groups of classes (a stream such as science or social science). */
export const classGroupApi = recordApi({
  list: classGroupRefs.list,
  create: classGroupRefs.create,
  update: classGroupRefs.update,
  remove: { ref: classGroupRefs.delete, query: (id) => ({ id }) },
});
