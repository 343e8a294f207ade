import { Flex } from 'antd';
import { BarChartOutlined, FormOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScoreEntry } from '../../../features/score/components/score-entry';
import { useLocalePath } from '../../../lib/use-locale';

/** /score: a teacher enters her classes' scores (the office: every class and subject); the class results are one click away. */
export function ScorePage() {
  const { t } = useTranslation('score');
  const to = useLocalePath();
  return (
    <>
      <Flex justify="end" gap={16} wrap>
        <Link to={to('/score/form')} data-testid="score-form-link">
          <FormOutlined aria-hidden /> {t('form.open')}
        </Link>
        <Link to={to('/score/results')} data-testid="score-results-link">
          <BarChartOutlined aria-hidden /> {t('result.open')}
        </Link>
      </Flex>
      <ScoreEntry />
    </>
  );
}
