import { useAllYears as useYearsOpenedOn } from '../../lib/setup-lookups';
import { useAcademicYears } from './use-session';

/** Every academic year of the school, opened on the year chosen in the top bar. */
export function useAllYears() {
  return useYearsOpenedOn(useAcademicYears().selected?.id);
}
