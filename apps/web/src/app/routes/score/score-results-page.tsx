import { ScoreResults } from '../../../features/score/components/score-results';

/** /score/results: a class's ranked results per exam, semester and year (the office; a teacher her classes). */
export function ScoreResultsPage() {
  return <ScoreResults />;
}
