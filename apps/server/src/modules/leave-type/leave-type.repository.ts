import { actorDescribedRows } from '../../db/described-rows';
import { leaveType } from '../../db/schema/index';

export type TLeaveTypeRow = typeof leaveType.$inferSelect;
export type TLeaveTypeValues = Omit<typeof leaveType.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const rows = actorDescribedRows(leaveType);
export const listLeaveTypes = rows.list;
export const getLeaveType = rows.get;
export const findLeaveType = rows.find;
export const insertLeaveType = rows.insert;
export const leaveTypeRows = { update: rows.update, touch: rows.touch, delete: rows.delete, exists: rows.exists };
