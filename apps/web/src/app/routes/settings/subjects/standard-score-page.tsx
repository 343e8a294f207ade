import { StandardScoreManager } from '../../../../features/standard-score/components/standard-score-manager';

/** The standard scores of the subjects of a year (`initialYearId`: the year the setup wizard sets up). */
export function StandardScorePage({ initialYearId }: { initialYearId?: string } = {}) {
  return <StandardScoreManager initialYearId={initialYearId} />;
}
