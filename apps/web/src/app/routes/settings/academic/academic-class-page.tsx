import { AcademicClassManager } from '../../../../features/academic-class/components/academic-class-manager';

/** /settings/academic-class: the classes of a year (`initialYearId`: the year the setup wizard sets up). */
export function AcademicClassPage({ initialYearId }: { initialYearId?: string } = {}) {
  return <AcademicClassManager initialYearId={initialYearId} />;
}
