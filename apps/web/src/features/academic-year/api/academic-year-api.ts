import { academicYearRefs } from '@school/contract/academic-year/academic-year.refs';
import { recordApi } from '../../../lib/record-api';
export type { TYearItem as TYear } from '../../../lib/setup-lookups';

/** Academic years (data-calls §7 'Academic setup'): multipart bodies; the settings list shows inactive years too. */
export const academicYearApi = recordApi({
  list: academicYearRefs.listByToken,
  create: academicYearRefs.create,
  update: academicYearRefs.update,
  remove: { ref: academicYearRefs.delete, query: (id) => ({ id }) },
});
