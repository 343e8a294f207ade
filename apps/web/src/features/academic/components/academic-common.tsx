/**
 * @deprecated Kept only for the people screens under `app/routes/administration/**` that still import it;
 * import from `components/` and `lib/setup-lookups.ts` instead, and delete this folder when nothing imports it.
 */
import { useAllYears as useYears } from '../../../lib/setup-lookups';
import { useAcademicYears } from '../../auth/use-session';

/** Every academic year of the school, opened on the year chosen in the top bar. */
export function useAllYears() {
  return useYears(useAcademicYears().selected?.id);
}

export { useEnumLabel, useEnumOptions } from '../../../components/enum-options';
export { NamedSelect } from '../../../components/named-select';
export { RowActions, YesNoTag } from '../../../components/row-actions';
