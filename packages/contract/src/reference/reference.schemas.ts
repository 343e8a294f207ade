import { z } from 'zod';

/**
 * Shared reference data (no campus): provinces and kinds of school. The spec reads them by Id
 * (pre-applicant ProvinceId and PreviousSchoolType, address Province.Id) and shows a name by locale;
 * it names no Description/DescriptionEn for them, so Name/NameEn are answered, as for enumerations.
 */
export const ZReferenceItem = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  NameEn: z.string(),
});
export type TReferenceItem = z.infer<typeof ZReferenceItem>;
