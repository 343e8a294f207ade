import { Tag } from 'antd';
import { STUDENT_IMPORT_STATUS } from '@school/contract/student-import/student-import.schemas';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import type { TImportBatch } from '../api/student-import-api';

/** A batch's status as a coloured tag: invalid red, ready blue, imported green. */
export function ImportStatusTag({ batch }: { batch: Pick<TImportBatch, 'status' | 'statusName' | 'statusNameEn'> }) {
  const locale = useLocale();
  const color = batch.status === STUDENT_IMPORT_STATUS.IMPORTED ? 'green' : batch.status === STUDENT_IMPORT_STATUS.VALID ? 'blue' : 'red';
  return (
    <Tag color={color} data-testid="import-status">
      {pickLocale(batch.statusName, batch.statusNameEn, locale)}
    </Tag>
  );
}
