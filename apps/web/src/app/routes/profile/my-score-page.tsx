import { MyScore } from '../../../features/score/components/score-result-mine';

/** /profile/score: the signed-in student's released results. */
export function MyScorePage() {
  return <MyScore />;
}
