import { setupWizardRefs } from '@school/contract/setup-wizard/setup-wizard.refs';
import type { TSemester, TSetupWizard } from '@school/contract/setup-wizard/setup-wizard.schemas';
import type { TRecordCount } from '@school/contract/common/fields.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { apiQuery, useApiMutation } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TWizard = Camelized<TSetupWizard>;
export type TSemesterItem = Camelized<TSemester>;
export type TRecordCountItem = Camelized<TRecordCount>;

/** Every change of the wizard reads its calls again (current step, summary, semesters). */
const WIZARD = [['setup-wizard']];

/** The running academic-year setup wizard, or null (portal §4: its user is kept on its current step). */
export const currentWizardQuery = () => apiQuery(setupWizardRefs.current);
export const wizardSummaryQuery = (id: string) => apiQuery(setupWizardRefs.summary, { query: { id } });
export const semestersQuery = (academicYearId: string) => apiQuery(setupWizardRefs.semesters, { query: { academicYearId } });

const bodyOf =
  <R extends Parameters<typeof useApiMutation>[0]>(_ref: R) =>
  (body: TRefBody<R>) => ({ body });

export const useStartWizard = () => useApiMutation(setupWizardRefs.start, { toOptions: bodyOf(setupWizardRefs.start), invalidates: WIZARD });
export const useMoveWizard = () => useApiMutation(setupWizardRefs.step, { toOptions: bodyOf(setupWizardRefs.step), invalidates: WIZARD });
export const useCopyStep = () => useApiMutation(setupWizardRefs.copy, { toOptions: bodyOf(setupWizardRefs.copy), invalidates: WIZARD });
export const useCompleteWizard = () => useApiMutation(setupWizardRefs.complete, { toOptions: bodyOf(setupWizardRefs.complete), invalidates: WIZARD });
export const useCancelWizard = () => useApiMutation(setupWizardRefs.cancel, { toOptions: (id: string) => ({ query: { id } }), invalidates: WIZARD });
export const useSaveSemesters = () => useApiMutation(setupWizardRefs.saveSemesters, { toOptions: bodyOf(setupWizardRefs.saveSemesters), invalidates: WIZARD });
