import { ScoreEntry } from '../../../features/score/components/score-entry';

/** /score: a teacher enters her classes' scores (the office: every class and subject). */
export function ScorePage() {
  return <ScoreEntry />;
}
