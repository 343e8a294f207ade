import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { DuplicateMatchesDialog } from '../../../components/duplicate-matches-dialog';
import type { TDuplicate } from '../api/student-api';

/**
 * The possible matches of a student about to be created (data-calls §5): each one can be opened; the
 * new record is created only when the user chooses to continue.
 */
export function DuplicateDialog({
  matches,
  onOpenRecord,
  onContinue,
  onCancel,
  continuing,
}: {
  matches: TDuplicate[] | undefined;
  onOpenRecord: (id: string) => void;
  onContinue: () => void;
  onCancel: () => void;
  continuing?: boolean;
}) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  return (
    <DuplicateMatchesDialog
      matches={matches}
      t={t}
      testId="duplicate"
      onCancel={onCancel}
      proceed={
        <Button type="primary" loading={continuing} onClick={onContinue} data-testid="duplicate-continue">
          {t('duplicate.continue')}
        </Button>
      }
      action={(m) => (
        <Button key="open" onClick={() => onOpenRecord(m.id)} data-testid="duplicate-open">
          {t('duplicate.open')}
        </Button>
      )}
      details={(m) => (
        <>
          <span>{m.code}</span>
          <span>{m.dateOfBirth ? formatDate(m.dateOfBirth, locale, 'DD/MM/YYYY') : '—'}</span>
          <span>
            {m.academicClassId
              ? localName({ description: m.academicClassDescription, descriptionEn: m.academicClassDescriptionEn }, locale)
              : t('duplicate.noClass')}
          </span>
        </>
      )}
    />
  );
}
