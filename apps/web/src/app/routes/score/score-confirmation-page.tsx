import { ScoreConfirmation } from '../../../features/score/components/score-confirmation';

/** /score/confirmation: the office reviews an exam type's sheets, confirms and releases them or sends them back. */
export function ScoreConfirmationPage() {
  return <ScoreConfirmation />;
}
