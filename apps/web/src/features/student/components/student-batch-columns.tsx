import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../components/enum-options';
import { useBatchSelection, type TBatchLabels } from '../../../components/batch-selection-table';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';

type TStudentCells = { code: string; fullName: string; fullNameEn: string; gender: number };

/** The student's columns of a placement batch (change class, promotion): code, name, gender. */
export function useStudentBatchColumns<T extends TStudentCells>(): ColumnsType<T> {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const genderName = useEnumLabel('gender');
  return [
    { title: t('student.code'), dataIndex: 'code' },
    { title: t('student.name'), key: 'name', render: (_v, r) => <span lang={locale}>{pickLocale(r.fullName, r.fullNameEn, locale)}</span> },
    { title: t('student.gender'), key: 'gender', render: (_v, r) => genderName(r.gender) },
  ];
}

/**
 * What a placement batch (change class, promotion) gives its `BatchSelectionTable` besides its rows and its
 * own columns: the selection, the toolbar labels (`save` is the screen's own "save N") and the empty text;
 * and the student's columns.
 */
export function useStudentBatch<T extends TStudentCells>(save: (n: string) => string) {
  const { t } = useTranslation('student');
  const selection = useBatchSelection();
  const labels: TBatchLabels = { selected: (n) => t('change.selected', { n }), applySelected: t('change.applySelected'), clear: t('change.clear'), save };
  return { selection, studentColumns: useStudentBatchColumns<T>(), table: { selection, labels, emptyText: t('change.empty') } };
}
