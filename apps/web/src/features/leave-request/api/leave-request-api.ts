import { useQuery } from '@tanstack/react-query';
import { leaveRequestRefs } from '@school/contract/leave-request/leave-request.refs';
import { leaveTypeRefs } from '@school/contract/leave-type/leave-type.refs';
import { mobileAccountRefs } from '@school/contract/mobile-account/mobile-account.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import type { TLeaveRequest as TWire } from '@school/contract/leave-request/leave-request.schemas';
import type { Camelized } from '../../../lib/case';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery, useApiMutation } from '../../../lib/api-query';
import { recordApi } from '../../../lib/record-api';
import { saveBlob } from '../../../lib/download';

export type TLeaveRequest = Camelized<TWire>;

/** Leave requests the signed-in user reaches (the server narrows them by role). */
export const leaveRequestApi = recordApi({ list: leaveRequestRefs.list, create: leaveRequestRefs.create, update: leaveRequestRefs.update });

/** Approve (0) or reject (1); the list and the menu badge are read again. */
export const useDecideLeaveRequest = () => useApiMutation(leaveRequestRefs.approve, { invalidates: [apiKeyPrefix(leaveRequestRefs.list)] });

/** The menu badge: pending requests the user decides (or her own pending ones). */
export function usePendingLeaveCount(enabled: boolean) {
  return useQuery({ ...apiQuery(leaveRequestRefs.pendingCount, { quiet: true }), enabled, refetchInterval: 60_000 });
}

/** Active leave types of one actor (0 student, 1 employee). */
export const leaveTypesQuery = (actorType: number) => apiQuery(leaveTypeRefs.list, { query: { actorType, status: 0 } });

/** Students or employees by code or name, for the office's form. */
export async function searchPeople(searchType: 'student' | 'employee', search: string) {
  return (await api.call(mobileAccountRefs.actorSearch, { body: { searchType, search, limit: 20, excludeIds: [] } })).data ?? [];
}

export async function downloadLeaveFile(id: string, name: string) {
  const file = await api.download(leaveRequestRefs.file, { query: { id } });
  saveBlob(file.blob, file.fileName ?? name);
}

/** A guardian's children (the student list answers a guardian his own children only). */
export const guardianChildrenQuery = () => apiQuery(studentRefs.list, { query: { pageIndex: 1, pageSize: 50 } });
