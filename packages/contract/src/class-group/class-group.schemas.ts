import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZVersion, codedRecord, zf } from '../common/fields.schemas';

/** Class group (`/settings/classGroup`): a grouping of classes such as a stream (science, social science). */
export const ZClassGroup = z.object({
  ...codedRecord,
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TClassGroup = z.infer<typeof ZClassGroup>;

const fields = { Code: zf.code(), Description: zf.text(), DescriptionEn: zf.text(), SortIndex: zf.intOr(0) };
export const ZClassGroupCreate = z.strictObject(fields);
export type TClassGroupCreate = z.infer<typeof ZClassGroupCreate>;
export const ZClassGroupUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...fields });
export type TClassGroupUpdate = z.infer<typeof ZClassGroupUpdate>;
