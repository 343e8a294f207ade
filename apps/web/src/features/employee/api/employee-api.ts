import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeRefs } from '@school/contract/employee/employee.refs';
import type * as Employee from '@school/contract/employee/employee.schemas';
import type { TRefBody, TRefQuery } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { apiQuery } from '../../../lib/api-query';
import { recordApi } from '../../../lib/record-api';

export type TEmployeeRow = Camelized<Employee.TEmployeeListItem>;
export type TEmployeeRecord = Camelized<Employee.TEmployee>;
export type TAssignment = Camelized<Employee.TEmployeeAcademicClass>;
export type TClassSubjectItem = Camelized<Employee.TClassSubject>;
export type TSchedule = Camelized<Employee.TEmployeeSchedule>;
export type TAcademicCodeRow = Camelized<Employee.TEmployeeAcademicCode>;

export type TEmployeeListFilters = NonNullable<TRefQuery<typeof employeeRefs.export>>;

/** Employees (data-calls §7 'Employees'): no delete, an employee is deactivated. */
export const employeeApi = recordApi({
  list: employeeRefs.list,
  get: { ref: employeeRefs.get, query: (id) => ({ id }) },
  create: employeeRefs.create,
  update: employeeRefs.update,
});

/** The whole record of `find-by-id` (cards, addresses, status reason). */
export const employeeQuery = (id: string) => queryOptions({ ...employeeApi.getQuery(id) });

export const positionsQuery = () => queryOptions({ ...apiQuery(employeeRefs.positions), staleTime: 5 * 60_000 });

/** The .xlsx of the list with the same filters. */
export const exportEmployees = (filters: TEmployeeListFilters) => api.download(employeeRefs.export, { query: filters });

/** Activate or deactivate (GET calls of the spec) at the Version read, with a reason. */
export function useEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { active: boolean; employeeId: string; version: number; reason?: string }) =>
      versioned(
        true,
        async () =>
          (
            await api.call(input.active ? employeeRefs.activatePost : employeeRefs.deactivatePost, {
              query: { employeeId: input.employeeId, version: input.version, reason: input.reason || undefined },
            })
          ).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeApi.keys.all }),
  });
}

/** An employee's class assignments in a year (all years when absent), with subjects. */
export const assignmentsQuery = (id: string, academicYearId?: string) =>
  queryOptions({ ...apiQuery(employeeRefs.academicClasses, { query: { id, academicYearId } }), enabled: Boolean(id) });

/** The subjects of a class's grade in its year, with who teaches each there. */
export const classSubjectsQuery = (academicClassId: string | undefined) =>
  queryOptions({ ...apiQuery(employeeRefs.classSubjects, { query: { academicClassId: academicClassId ?? '' } }), enabled: Boolean(academicClassId) });

export const teachingClassesQuery = (id: string, academicYearId?: string) =>
  queryOptions({ ...apiQuery(employeeRefs.teachingClasses, { query: { id, academicYearId } }), enabled: Boolean(id) });

export const scheduleQuery = (id: string, academicYearId?: string) =>
  queryOptions({ ...apiQuery(employeeRefs.schedule, { query: { id, academicYearId } }), enabled: Boolean(id) });

export const academicCodesQuery = (academicYearId?: string) => apiQuery(employeeRefs.academicCodes, { query: { academicYearId } });

export type TAssignmentSave =
  | (TRefBody<typeof employeeRefs.createAcademicClass> & { id?: undefined; version?: undefined })
  | (TRefBody<typeof employeeRefs.updateAcademicClass> & { employeeId?: string });

/** Class assignments and their subjects (JSON bodies); every teaching read is refreshed after. */
export function useAssignments() {
  const queryClient = useQueryClient();
  // Every read under /api/employee (assignments, class subjects, teaching classes, schedule, codes).
  const settle = () => queryClient.invalidateQueries({ queryKey: employeeApi.keys.all });
  const save = useMutation({
    mutationFn: (body: TAssignmentSave) =>
      versioned(Boolean(body.id), async () => {
        if (body.id !== undefined) {
          const { employeeId: _employeeId, ...update } = body;
          return (await api.call(employeeRefs.updateAcademicClass, { body: update })).data;
        }
        return (await api.call(employeeRefs.createAcademicClass, { body: body as TRefBody<typeof employeeRefs.createAcademicClass> })).data;
      }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await api.call(employeeRefs.deleteAcademicClass, { query: { id } });
    },
    onSettled: settle,
  });
  const removeSubject = useMutation({
    mutationFn: async (id: string) => {
      await api.call(employeeRefs.deleteSubject, { query: { id } });
    },
    onSettled: settle,
  });
  return { save, remove, removeSubject };
}
