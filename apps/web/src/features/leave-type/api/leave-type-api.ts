import { leaveTypeRefs } from '@school/contract/leave-type/leave-type.refs';
import type { TLeaveType } from '@school/contract/leave-type/leave-type.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TLeave = Camelized<TLeaveType>;

/** The kinds of leave, per actor. */
export const leaveTypeApi = recordApi({
  list: leaveTypeRefs.list,
  create: leaveTypeRefs.create,
  update: leaveTypeRefs.update,
  remove: { ref: leaveTypeRefs.delete, query: (id) => ({ id }) },
});
