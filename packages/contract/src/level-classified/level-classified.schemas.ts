import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZVersion, codedFields, codedRecord, zf } from '../common/fields.schemas';
import { LEVEL_CLASSIFY_GROUP, enumValues } from '../enum/enum.setup';

/**
 * Level classified (data-calls §3 'Level classified'): primary, lower secondary, upper secondary … A
 * campus-wide record; its `Days` are the study days of the week (1 Monday … 7 Sunday) that its session
 * calendar shows against the session times (spec: 'session calendar (days × schedule)').
 */
export const ZLevelClassified = z.object({
  ...codedRecord,
  LevelClassifyGroup: z.number().int(),
  Days: z.array(z.number().int()),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TLevelClassified = z.infer<typeof ZLevelClassified>;

const fields = {
  ...codedFields,
  LevelClassifyGroup: zf.oneOfOr(enumValues(LEVEL_CLASSIFY_GROUP), LEVEL_CLASSIFY_GROUP.OTHER),
  /** Study days, 1 Monday … 7 Sunday; Monday to Saturday when absent. */
  Days: zf.ints(1, 7).refine((d) => new Set(d).size === d.length, { message: 'ថ្ងៃមិនអាចស្ទួនគ្នាទេ | A day may appear once only' }),
  SortIndex: zf.intOr(0),
};
export const ZLevelClassifiedCreate = z.strictObject(fields);
export type TLevelClassifiedCreate = z.infer<typeof ZLevelClassifiedCreate>;
export const ZLevelClassifiedUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...fields });
export type TLevelClassifiedUpdate = z.infer<typeof ZLevelClassifiedUpdate>;

export const ZLevelClassifiedByEmployeeQuery = z.object({ employeeId: ZId });
