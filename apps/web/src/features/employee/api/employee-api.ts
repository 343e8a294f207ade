import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TClassSubject,
  TEmployee,
  TEmployeeAcademicClass,
  TEmployeeAcademicCode,
  TEmployeeListItem,
  TEmployeeSchedule,
} from '@school/contract/employee/employee.schemas';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { TQuery } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { createRecordApi } from '../../../lib/record-api';

export type TEmployeeRow = Camelized<TEmployeeListItem>;
export type TEmployeeRecord = Camelized<TEmployee>;
export type TAssignment = Camelized<TEmployeeAcademicClass>;
export type TClassSubjectItem = Camelized<TClassSubject>;
export type TSchedule = Camelized<TEmployeeSchedule>;
export type TAcademicCodeRow = Camelized<TEmployeeAcademicCode>;
export type TPositionItem = { id: string; description: string; descriptionEn: string; sortIndex: number };

/** The employee form as the browser sends it (multipart: the picture a Blob, cards and addresses JSON text). */
export type TEmployeeSaveWire = {
  Code?: string;
  FirstName: string;
  LastName: string;
  FirstNameEn: string;
  LastNameEn: string;
  Gender: number;
  DateOfBirth?: string;
  PlaceOfBirth?: string;
  Nationality?: string;
  MobilePhone?: string;
  Email?: string;
  PositionId?: string;
  HireDate?: string;
  Cards: string;
  Addresses: string;
  Profile?: Blob;
  RemoveProfile?: boolean;
  Version?: number;
};

export type TEmployeeListFilters = { status?: number; search?: string; academicLevelClassifiedId?: string };

/** Employees (data-calls §7 'Employees'): no delete, an employee is deactivated. */
export const employeeApi = createRecordApi<TEmployeeListItem, TEmployeeSaveWire>({
  key: 'employee',
  list: { path: '/api/employee/list' },
  get: (id) => ({ path: '/api/employee/find-by-id', query: { id } }),
  create: { method: 'POST', path: '/api/employee', kind: 'multipart' },
  update: { method: 'PUT', path: '/api/employee', kind: 'multipart' },
});

/** The whole record of `find-by-id` (cards, addresses, status reason). */
export const employeeQuery = (id: string) =>
  queryOptions({
    queryKey: employeeApi.keys.one(id),
    queryFn: async () => (await api.get<TEmployee>('/api/employee/find-by-id', { query: { id } })).data,
    enabled: Boolean(id),
  });

export const positionsQuery = () =>
  queryOptions({
    queryKey: ['employee', 'position'],
    queryFn: async () => ((await api.get<TPositionItem[]>('/api/employee/position')).data ?? []) as TPositionItem[],
    staleTime: 5 * 60_000,
  });

/** `GET /api/employee/export/list`: the .xlsx of the list with the same filters. */
export const exportEmployees = (filters: TEmployeeListFilters) => api.file('GET', '/api/employee/export/list', { query: filters as TQuery });

/** Activate or deactivate (GET calls of the spec) at the Version read, with a reason. */
export function useEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { active: boolean; employeeId: string; version: number; reason?: string }) =>
      versioned(true, async () =>
        (await api.get<TEmployee>(input.active ? '/api/employee/activate' : '/api/employee/deactivate', {
          query: { employeeId: input.employeeId, version: input.version, reason: input.reason || undefined },
        })).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeApi.keys.all }),
  });
}

const teachingKey = ['employee', 'teaching'] as const;

/** An employee's class assignments in a year (all years when absent), with subjects. */
export const assignmentsQuery = (id: string, academicYearId?: string) =>
  queryOptions({
    queryKey: [...teachingKey, 'assignments', id, academicYearId ?? ''],
    queryFn: async () => (await api.get<TEmployeeAcademicClass[]>('/api/employee/academic-class', { query: { id, academicYearId } })).data ?? [],
    enabled: Boolean(id),
  });

/** The subjects of a class's grade in its year, with who teaches each there. */
export const classSubjectsQuery = (academicClassId: string | undefined) =>
  queryOptions({
    queryKey: [...teachingKey, 'class-subjects', academicClassId ?? ''],
    queryFn: async () => (await api.get<TClassSubject[]>('/api/employee/academic-course-level/subject', { query: { academicClassId } })).data ?? [],
    enabled: Boolean(academicClassId),
  });

export const teachingClassesQuery = (id: string, academicYearId?: string) =>
  queryOptions({
    queryKey: [...teachingKey, 'classes', id, academicYearId ?? ''],
    queryFn: async () => (await api.get<TEmployeeAcademicClass[]>('/api/employee/teacher-teaching-class', { query: { id, academicYearId } })).data ?? [],
    enabled: Boolean(id),
  });

export const scheduleQuery = (id: string, academicYearId?: string) =>
  queryOptions({
    queryKey: [...teachingKey, 'schedule', id, academicYearId ?? ''],
    queryFn: async () => (await api.get<TEmployeeSchedule>('/api/employee/schedule', { query: { id, academicYearId } })).data,
    enabled: Boolean(id),
  });

export const academicCodesQuery = (academicYearId?: string) =>
  queryOptions({
    queryKey: [...teachingKey, 'academic-code', academicYearId ?? ''],
    queryFn: async () => (await api.get<TEmployeeAcademicCode[]>('/api/employee/academic-code', { query: { academicYearId } })).data ?? [],
  });

export type TAssignmentSave = {
  Id?: string;
  Version?: number;
  EmployeeId: string;
  AcademicClassId: string;
  IsMain: boolean;
  IsReserve: boolean;
  AcademicTimeShift?: number;
  CourseLevelSubjectIds: string[];
};

/** Class assignments and their subjects (JSON bodies); every teaching read is refreshed after. */
export function useAssignments() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: teachingKey });
  const save = useMutation({
    mutationFn: ({ Id, Version, EmployeeId, ...rest }: TAssignmentSave) =>
      versioned(Boolean(Id), async () =>
        Id
          ? (await api.put<TEmployeeAcademicClass>('/api/employee/academic-class', { json: { Id, Version, ...rest } })).data
          : (await api.post<TEmployeeAcademicClass>('/api/employee/academic-class', { json: { EmployeeId, ...rest } })).data,
      ),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await api.delete<null>('/api/employee/academic-class', { query: { id } });
    },
    onSettled: settle,
  });
  const removeSubject = useMutation({
    mutationFn: async (id: string) => {
      await api.delete<null>('/api/employee/academic-class/subject', { query: { id } });
    },
    onSettled: settle,
  });
  return { save, remove, removeSubject };
}
