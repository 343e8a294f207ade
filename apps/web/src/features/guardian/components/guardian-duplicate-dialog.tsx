import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { DuplicateMatchesDialog } from '../../../components/duplicate-matches-dialog';
import type { TGuardianMatch } from '../api/guardian-api';

/**
 * The guardians already recorded who may be the one about to be created (issue 10, item 11), as students
 * have (student `DuplicateDialog`): use one of them (the students chosen in the form are linked to it), or
 * create the new record anyway.
 */
export function GuardianDuplicateDialog({
  matches,
  onUse,
  onCreate,
  onCancel,
  busy,
}: {
  matches: TGuardianMatch[] | undefined;
  onUse: (guardian: TGuardianMatch) => void;
  onCreate: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('guardian');
  const locale = useLocale();
  const name = (p: { fullName: string; fullNameEn: string }) => pickLocale(p.fullName, p.fullNameEn, locale);
  return (
    <DuplicateMatchesDialog
      matches={matches}
      t={t}
      testId="guardian-duplicate"
      onCancel={onCancel}
      proceed={
        <Button onClick={onCreate} loading={busy} data-testid="guardian-duplicate-create">
          {t('duplicate.create')}
        </Button>
      }
      action={(m) => (
        <Button key="use" type="primary" loading={busy} onClick={() => onUse(m)} data-testid="guardian-duplicate-use">
          {t('duplicate.use')}
        </Button>
      )}
      details={(m) => (
        <>
          <span>{m.mobilePhone ?? '—'}</span>
          {m.students.length > 0 && <span>{t('duplicate.of', { names: m.students.map(name).join(', ') })}</span>}
        </>
      )}
    />
  );
}
