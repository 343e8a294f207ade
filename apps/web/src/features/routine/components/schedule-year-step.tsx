import '../i18n';
import { Button, Card, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useDigits } from '../../../lib/use-locale';
import { useRoutineChanges } from '../api/routine-api';
import { ScheduleArrangement } from './schedule-arrangement';

/**
 * The year wizard's schedule step, under the session times: copy last year's routines into the new year's
 * classes (matched by grade and class code), then edit the weeks.
 */
export function ScheduleYearStep({ yearId, fromYearId }: { yearId: string | undefined; fromYearId: string | undefined }) {
  const { t } = useTranslation('routine');
  const notify = useNotify();
  const digits = useDigits();
  const { copyYear } = useRoutineChanges();
  const run = async () => {
    if (!yearId || !fromYearId) return;
    try {
      const r = await copyYear.mutateAsync({ fromAcademicYearId: fromYearId, toAcademicYearId: yearId });
      notify.infoDialog(t('copyDone'), t('copyYearDone', { copied: digits(r.copied), classes: digits(r.classes), skipped: digits(r.skipped) }));
    } catch (error) {
      notify.errorDialog(error);
    }
  };
  return (
    <>
      {fromYearId && yearId && (
        <Card style={{ marginTop: 16, marginBottom: 16 }}>
          <Typography.Paragraph>{t('copyYearHint')}</Typography.Paragraph>
          <Button icon={<CopyOutlined />} onClick={run} loading={copyYear.isPending} data-testid="routine-copy-year">
            {t('copyYear')}
          </Button>
        </Card>
      )}
      <ScheduleArrangement initialYearId={yearId} embedded />
    </>
  );
}
