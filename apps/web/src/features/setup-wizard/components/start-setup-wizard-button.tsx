import '../i18n';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useLocaleNavigate } from '../../../lib/use-locale';
import { usePermissions } from '../../auth/use-session';
import { currentWizardQuery, useStartWizard } from '../api/setup-wizard-api';

/** The start button of /settings/academic-year: starts the wizard (or resumes the running one) and opens its current step. */
export function StartSetupWizardButton() {
  const { t } = useTranslation('setup-wizard');
  const canRun = usePermissions().has('MANAGE_ACADEMIC_YEAR_SETUP');
  const current = useQuery({ ...currentWizardQuery(), enabled: canRun });
  const start = useStartWizard();
  const navigate = useLocaleNavigate();
  const notify = useNotify();
  if (!canRun) return null;
  const running = current.data;
  return (
    <Button
      loading={start.isPending}
      data-testid="wizard-start"
      onClick={async () => {
        if (running) return navigate(running.path);
        try {
          const wizard = await start.mutateAsync({});
          if (wizard) navigate(wizard.path);
        } catch (error) {
          notify.errorDialog(error);
        }
      }}
    >
      {running ? t('wizard.resume') : t('wizard.start')}
    </Button>
  );
}
