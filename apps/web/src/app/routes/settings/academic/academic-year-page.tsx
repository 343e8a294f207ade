import { AcademicYearManager } from '../../../../features/academic-year/components/academic-year-manager';
import { StartSetupWizardButton } from '../../../../features/setup-wizard/components/start-setup-wizard-button';

/** /settings/academic-year: the school's academic years, with the setup wizard's start button (not inside the wizard: `embedded`). */
export function AcademicYearPage({ embedded = false }: { embedded?: boolean } = {}) {
  return <AcademicYearManager extra={embedded ? undefined : <StartSetupWizardButton />} />;
}
