import { ScoreForm } from '../../../features/score/components/score-form';

/** /score/form: individual scoring, one student's every subject of an exam in one form (the office; a teacher her subjects). */
export function ScoreFormPage() {
  return <ScoreForm />;
}
