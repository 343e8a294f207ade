import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TSemester,
  TSemesterSave,
  TSetupWizard,
  TSetupWizardComplete,
  TSetupWizardCopy,
  TSetupWizardStart,
  TSetupWizardStepUpdate,
} from '@school/contract/setup-wizard/setup-wizard.schemas';
import type { TRecordCount } from '@school/contract/common/fields.schemas';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';

export type TWizard = Camelized<TSetupWizard>;
export type TSemesterItem = Camelized<TSemester>;
export type TRecordCountItem = Camelized<TRecordCount>;

const BASE = '/api/setup-wizard';
const KEY = 'setup-wizard';

/** The running academic-year setup wizard, or null (portal §4: its user is kept on its current step). */
export const currentWizardQuery = () =>
  queryOptions({
    queryKey: [KEY, 'current'],
    queryFn: async () => (await api.get<TSetupWizard | null>(`${BASE}/current`)).data ?? null,
  });

export const wizardSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: [KEY, 'summary', id],
    queryFn: async () => (await api.get<{ Wizard: TSetupWizard; RecordSummary: TRecordCount[] }>(`${BASE}/summary`, { query: { id } })).data,
  });

export const semestersQuery = (academicYearId: string) =>
  queryOptions({
    queryKey: [KEY, 'semester', academicYearId],
    queryFn: async () => (await api.get<TSemester[]>(`${BASE}/semester`, { query: { academicYearId } })).data ?? [],
  });

function useWizardMutation<TIn, TOut>(work: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [KEY] });
    },
  });
}

export const useStartWizard = () => useWizardMutation(async (body: TSetupWizardStart) => (await api.post<TSetupWizard>(BASE, { json: body })).data);
export const useMoveWizard = () => useWizardMutation(async (body: TSetupWizardStepUpdate) => (await api.put<TSetupWizard>(`${BASE}/step`, { json: body })).data);
export const useCopyStep = () =>
  useWizardMutation(async (body: TSetupWizardCopy) => (await api.post<{ RecordSummary: TRecordCount[]; Wizard: TSetupWizard }>(`${BASE}/copy`, { json: body })).data);
export const useCompleteWizard = () => useWizardMutation(async (body: TSetupWizardComplete) => (await api.post<TSetupWizard>(`${BASE}/complete`, { json: body })).data);
export const useCancelWizard = () => useWizardMutation(async (id: string) => (await api.delete<null>(BASE, { query: { id } })).data);
export const useSaveSemesters = () => useWizardMutation(async (body: TSemesterSave) => (await api.put<TSemester[]>(`${BASE}/semester`, { json: body })).data);
