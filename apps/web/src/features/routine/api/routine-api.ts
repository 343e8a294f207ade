import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { routineRefs } from '@school/contract/routine/routine.refs';
import { employeeRefs } from '@school/contract/employee/employee.refs';
import { roomRefs } from '@school/contract/room/room.refs';
import type { TRefBody } from '@school/contract/common/route-ref';
import type { TRoutine, TRoutineOnDate, TRoutineWeek } from '@school/contract/routine/routine.schemas';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiPageQuery, apiQuery } from '../../../lib/api-query';
import { saveBlob } from '../../../lib/download';

export type TWeek = Camelized<TRoutineWeek>;
export type TRoutineItem = Camelized<TRoutine>;
export type TRoutineDay = Camelized<TRoutineOnDate>;

/** A class's week, a teacher's week, or the caller's own (neither id). */
export const weekQuery = (q: { academicClassId?: string; employeeId?: string; academicYearId?: string }, enabled = true) =>
  queryOptions({ ...apiQuery(routineRefs.week, { query: q }), enabled });

/** A reachable student's class week (a guardian's child: /children/routine). */
export const studentWeekQuery = (id: string, academicYearId?: string) =>
  queryOptions({ ...apiQuery(routineRefs.studentScheduleClass, { query: { id, academicYearId } }), enabled: Boolean(id) });

export const myDayQuery = (date: string) => apiQuery(routineRefs.myDay, { query: { date } });
export const classDayQuery = (id: string, date: string) =>
  queryOptions({ ...apiQuery(routineRefs.scheduleClass, { query: { id, date } }), enabled: Boolean(id) });
export const detailQuery = (id: string, date?: string) => queryOptions({ ...apiQuery(routineRefs.detail, { query: { id, date } }), enabled: Boolean(id) });

/** Teachers of a year with their classes and subjects (the teacher choices and the academic codes screen). */
export const teachersQuery = (academicYearId?: string) => apiQuery(employeeRefs.academicCodes, { query: { academicYearId } });
/** The subjects of a class's grade with who teaches each there. */
export const classSubjectsQuery = (academicClassId: string | undefined) =>
  queryOptions({ ...apiQuery(employeeRefs.classSubjects, { query: { academicClassId: academicClassId ?? '' } }), enabled: Boolean(academicClassId) });
export const roomsQuery = () => apiPageQuery(roomRefs.list, { query: { pageSize: 500 } });

export type TRoutineSave = TRefBody<typeof routineRefs.create> & { id?: string; version?: number };

/** Every timetable read (weeks, days, details, employee schedules) after a change. */
function useSettle() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [apiKeyPrefix(routineRefs.week), apiKeyPrefix(routineRefs.scheduleClass), apiKeyPrefix(employeeRefs.schedule)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 1) }),
      ),
    );
}

export function useRoutineChanges() {
  const settle = useSettle();
  const save = useMutation({
    mutationFn: (body: TRoutineSave) =>
      versioned(Boolean(body.id), async () => {
        const { id, version, ...fields } = body;
        if (id !== undefined && version !== undefined) return (await api.call(routineRefs.update, { body: { id, version, ...fields } })).data;
        return (await api.call(routineRefs.create, { body: fields })).data;
      }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await api.call(routineRefs.delete, { query: { id } });
    },
    onSettled: settle,
  });
  const copy = useMutation({
    mutationFn: async (body: TRefBody<typeof routineRefs.copy>) => (await api.call(routineRefs.copy, { body })).data,
    onSettled: settle,
  });
  const copyYear = useMutation({
    mutationFn: async (body: TRefBody<typeof routineRefs.copyYear>) => (await api.call(routineRefs.copyYear, { body })).data,
    onSettled: settle,
  });
  const substitute = useMutation({
    mutationFn: async (body: TRefBody<typeof routineRefs.substitute>) => (await api.call(routineRefs.substitute, { body })).data,
    onSettled: settle,
  });
  const removeSubstitute = useMutation({
    mutationFn: async (id: string) => {
      await api.call(routineRefs.deleteSubstitute, { query: { id } });
    },
    onSettled: settle,
  });
  return { save, remove, copy, copyYear, substitute, removeSubstitute };
}

/** Saves the printable week (PDF) of a class or a teacher. */
export async function printWeek(q: { academicClassId?: string; employeeId?: string; academicYearId?: string }) {
  const file = await api.download(routineRefs.print, { query: q });
  saveBlob(file.blob, file.fileName ?? 'timetable.pdf');
}
