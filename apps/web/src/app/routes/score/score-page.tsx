import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { BarChartOutlined, FormOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScoreEntry } from '../../../features/score/components/score-entry';
import { useLocalePath } from '../../../lib/use-locale';

/**
 * /score: a teacher enters her classes' scores (the office: every class and subject); scoring one student and
 * the class results are one click away, among the page header's actions.
 */
export function ScorePage() {
  const { t } = useTranslation('score');
  const to = useLocalePath();
  const navigate = useNavigate();
  // A link (opens in a new tab with a modifier key or the middle button) drawn as the header's buttons are.
  const linkButton = (path: string, icon: React.ReactNode, label: string, testId: string) => (
    <Button
      icon={icon}
      href={to(path)}
      data-testid={testId}
      onClick={(e: MouseEvent<HTMLElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        void navigate(to(path));
      }}
    >
      {label}
    </Button>
  );
  return (
    <ScoreEntry
      actions={
        <>
          {linkButton('/score/form', <FormOutlined aria-hidden />, t('form.open'), 'score-form-link')}
          {linkButton('/score/results', <BarChartOutlined aria-hidden />, t('result.open'), 'score-results-link')}
        </>
      }
    />
  );
}
