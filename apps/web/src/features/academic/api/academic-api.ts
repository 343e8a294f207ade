/**
 * @deprecated Kept only for the people screens under `app/routes/administration/**` that still import it
 * (they are converted in parallel): the lookups moved to `lib/setup-lookups.ts`, the settings screens to
 * one feature per contract domain. Import from there; delete this folder when nothing imports it.
 */
import { cardsQuery } from '../../../lib/setup-lookups';

export { classesOfYearQuery, courseLevelQuery, levelClassifiedQuery, subjectQuery, yearGradesQuery } from '../../../lib/setup-lookups';

/** Only the list of cards is read here (employee and student forms). */
export const cardApi = { listQuery: cardsQuery };
