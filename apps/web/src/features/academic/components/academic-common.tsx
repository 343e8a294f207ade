import { useQuery } from '@tanstack/react-query';
import { useAcademicYears } from '../../auth/use-session';
import { academicYearApi, type TYear } from '../api/academic-api';

/** Every academic year of the school (the settings screens show inactive years too), newest first. */
export function useAllYears(): { years: TYear[]; defaultYearId: string | undefined; loading: boolean } {
  const query = useQuery(academicYearApi.listQuery());
  const { selected } = useAcademicYears();
  const years = query.data?.items ?? [];
  const defaultYearId = years.find((y) => y.id === selected?.id)?.id ?? years.find((y) => y.isCurrent)?.id ?? years[0]?.id;
  return { years, defaultYearId, loading: query.isLoading };
}

// Generic pieces that began here, now shared by every screen; re-exported for the academic screens.
export { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
export { NamedSelect } from '../../../components/named-select';
export { RowActions, YesNoTag } from '../../../components/row-actions';
